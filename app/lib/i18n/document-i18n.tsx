/**
 * The language of a traveller's document page (a quote, a booking): not the address's, as on the
 * site, but the inquiry's, which the page's loader reads and sends with that language's messages
 * (decision 0077). The page renders inside its own Lingui instance, made once per message set.
 */
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useMemo, type ReactNode } from "react";
import type { Locale } from "#domain/locales.ts";

/** One Lingui instance per message set (meta runs on every navigation; the page renders often). */
const made = new WeakMap<Messages, I18n>();

export function documentI18n(locale: Locale, messages: Messages): I18n {
  let i18n = made.get(messages);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    made.set(messages, i18n);
  }
  return i18n;
}

/** Renders `children` in the document's language. */
export function InDocumentLanguage({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const i18n = useMemo(() => documentI18n(locale, messages), [locale, messages]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
