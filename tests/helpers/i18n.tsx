/**
 * Component tests render the site's parts inside the provider the root gives every page
 * (app/root.tsx): English by default, whose texts are the code's own.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import type { Locale } from "#domain/locales.ts";

export function WithLanguage({ locale = "en", messages = {}, children }: { locale?: Locale; messages?: Messages; children: ReactNode }) {
  return <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: messages } })}>{children}</I18nProvider>;
}
