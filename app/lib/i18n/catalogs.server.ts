/**
 * The site's texts per language, on the server: every catalogue of app/locales/<locale>/ (compiled
 * from .po on import by Lingui's Vite plugin) merged into one. The browser never imports this: a page receives its own language's
 * messages from the root loader, and only those (issue 29 item 6).
 */
import type { Messages } from "@lingui/core";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#domain/locales.ts";

const modules = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po", { eager: true });

/** The traveller's quote and booking pages' catalogue: theirs alone, never sent with the site's pages. */
const DOCUMENTS = "documents.po";

const catalogues = (locale: Locale) =>
  Object.entries(modules)
    .filter(([path]) => path.includes(`/locales/${locale}/`) && !path.endsWith(`/${DOCUMENTS}`))
    .map(([, m]) => m.messages);

const english: Messages = Object.assign({}, ...catalogues(DEFAULT_LOCALE));

/**
 * One language's catalogues merged. The same English text can be in two catalogues (a label the
 * shell and a page both show), and a catalogue compiles a text it has not translated yet to the
 * English: a translation wins over that, whichever catalogue has it.
 */
function merged(locale: Locale): Messages {
  const out: Messages = {};
  for (const messages of catalogues(locale)) {
    for (const [id, message] of Object.entries(messages)) {
      const untranslated = JSON.stringify(message) === JSON.stringify(english[id]);
      if (!(id in out) || !untranslated) out[id] = message;
    }
  }
  return out;
}

const byLocale = new Map<Locale, Messages>(LOCALES.map((locale) => [locale, merged(locale)]));

/** Every message of `locale`'s catalogues, compiled. */
export function messagesFor(locale: Locale): Messages {
  return byLocale.get(locale) ?? byLocale.get(DEFAULT_LOCALE)!;
}

/**
 * A traveller's document pages' messages (/quotes/:token, /bookings/:token) in the document's
 * language, the quote's (decision 0077): the `documents` catalogue only.
 */
export function documentMessagesFor(locale: Locale): Messages {
  return (modules[`../../locales/${locale}/${DOCUMENTS}`] ?? modules[`../../locales/${DEFAULT_LOCALE}/${DOCUMENTS}`])?.messages ?? {};
}
