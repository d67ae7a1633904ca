/** The PDF links' 404 says what the booking page's 404 says, in every language (decision 0080). */
import { setupI18n, type Messages } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "#domain/locales.ts";
import { NOT_FOUND_WORDS } from "#app/bookings/booking-words.ts";
import { BOOKING_NOT_FOUND_WORDS } from "./not-found-words.ts";

const catalogues = import.meta.glob<{ messages: Messages }>("../../../app/locales/*/documents.po", { eager: true });
const says = (locale: Locale) => setupI18n({ locale, messages: { [locale]: catalogues[`../../../app/locales/${locale}/documents.po`]!.messages } });

describe("the booking documents' 404", () => {
  it("reads as the booking page's 404 in every language", () => {
    for (const locale of LOCALES) {
      const i18n = says(locale);
      expect(BOOKING_NOT_FOUND_WORDS[locale], locale).toEqual({ title: i18n._(NOT_FOUND_WORDS.title), text: i18n._(NOT_FOUND_WORDS.text), home: i18n._(msg`Go to the home page`) });
    }
  });
});
