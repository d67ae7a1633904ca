/**
 * The site's texts per language, on the server: every catalogue of app/locales/<locale>/ (compiled
 * from .po on import by Lingui's Vite plugin) merged into one. The browser never imports this: a page receives its own language's
 * messages from the root loader, and only those (issue 29 item 6).
 */
import type { Messages } from "@lingui/core";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#domain/locales.ts";

const modules = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po", { eager: true });

const byLocale = new Map<Locale, Messages>(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...Object.entries(modules).filter(([path]) => path.includes(`/locales/${locale}/`)).map(([, m]) => m.messages)) as Messages,
  ]),
);

/** Every message of `locale`'s catalogues, compiled. */
export function messagesFor(locale: Locale): Messages {
  return byLocale.get(locale) ?? byLocale.get(DEFAULT_LOCALE)!;
}
