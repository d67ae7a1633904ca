/**
 * The site's own texts in five languages (issue 29, decision 0074). English is written in the code
 * with Lingui's macros; `npx lingui extract` gathers it into app/locales/<locale>/messages.po, where
 * the translations are written. The console stays in English and is not extracted.
 */
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/** The inquiry form, its checks and its confirmation: a catalogue of their own. */
const INQUIRY_FORM = ["<rootDir>/app/components/inquiry-form", "<rootDir>/app/components/inquiry-form.tsx", "<rootDir>/app/components/inquiry-confirmation.tsx"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "fr", "it", "zh"],
  fallbackLocales: { default: "en" },
  // One catalogue per part of the site, so people translating different parts never edit the same
  // file; the server merges a language's catalogues into one (app/lib/i18n/catalogs.server.ts).
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/shell",
      include: ["<rootDir>/app/root.tsx", "<rootDir>/app/routes/_layout.tsx", "<rootDir>/app/components", "<rootDir>/app/lib"],
      exclude: INQUIRY_FORM,
    },
    { path: "<rootDir>/app/locales/{locale}/forms", include: INQUIRY_FORM },
    { path: "<rootDir>/app/locales/{locale}/pages", include: ["<rootDir>/app/routes", "<rootDir>/app/site"], exclude: ["<rootDir>/app/routes/_layout.tsx"] },
    { path: "<rootDir>/app/locales/{locale}/content", include: ["<rootDir>/app/content"] },
    // A traveller's quote and booking pages (decision 0077): not the site's pages, so not in the
    // messages every site page receives; those pages get this catalogue alone, in the quote's language.
    { path: "<rootDir>/app/locales/{locale}/documents", include: ["<rootDir>/app/quotes", "<rootDir>/app/bookings"] },
  ],
  format: formatter({ lineNumbers: false }),
});
