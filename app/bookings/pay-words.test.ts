/**
 * The pay panel's answers from the payment service (pay-words.ts, decision 0080): in English they
 * read exactly as the store's own sentences (attemptMessage, PAY_REFUSAL_WORDS), so the English page
 * is unchanged; in every other language each one is translated, with its amount, phone and company.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { attemptMessage, type AttemptView } from "#domain/payments/attempt.ts";
import { ATTEMPT_STATES, FAILURE_REASONS, PAY_REFUSAL_WORDS, PAY_REFUSALS, PAYMENT_PROVIDERS } from "#domain/payments/outcomes.ts";
import { PREFIXED_LOCALES, type Locale } from "#domain/locales.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { NOT_FOUND_WORDS } from "./booking-words.ts";
import { BOOKING_NOT_FOUND } from "#domain/bookings/presented-booking.ts";
import { attemptWords, payRefusalWords } from "./pay-words.ts";

const catalogues = import.meta.glob<{ messages: Messages }>("../locales/*/documents.po", { eager: true });
const i18nOf = (locale: Locale) => setupI18n({ locale, messages: { [locale]: catalogues[`../locales/${locale}/documents.po`]!.messages } });
const COMPANY = "Twiga Trails";

/** Every attempt the page can be shown: each state, provider and failure, with and without a phone. */
function attempts(): AttemptView[] {
  const all: AttemptView[] = [];
  for (const state of ATTEMPT_STATES)
    for (const provider of PAYMENT_PROVIDERS)
      for (const failure of state === "failed" ? [...FAILURE_REASONS, null] : [null])
        for (const phoneHint of provider === "mpesa" ? ["0712•••678", null] : [null])
          all.push({ reference: "PA-0000000000000000", provider, state, amount: 1_234_500, currency: provider === "mpesa" ? "KES" : "USD", phoneHint, failure, redirectUrl: null });
  return all;
}

describe("the pay panel's words", () => {
  it("reads in English exactly as the payment store's sentences", () => {
    const en = i18nOf("en");
    for (const a of attempts()) expect(attemptWords(en, a, COMPANY)).toBe(attemptMessage(a, COMPANY));
    for (const refusal of PAY_REFUSALS) expect(payRefusalWords(en, refusal)).toBe(PAY_REFUSAL_WORDS[refusal]);
    expect(en._(NOT_FOUND_WORDS.title)).toBe(BOOKING_NOT_FOUND.title);
    expect(en._(NOT_FOUND_WORDS.text)).toBe(BOOKING_NOT_FOUND.text);
  });

  for (const locale of PREFIXED_LOCALES) {
    it(`says every one of them in ${locale}, with the amount in ${locale}'s way`, () => {
      const i18n = i18nOf(locale);
      for (const a of attempts()) {
        const said = attemptWords(i18n, a, COMPANY);
        expect(said).not.toBe(attemptMessage(a, COMPANY));
        if (["starting", "pending", "succeeded"].includes(a.state)) expect(said).toContain(formatAmount(a.amount, a.currency, locale));
        if (a.phoneHint && a.state === "pending") expect(said).toContain(a.phoneHint);
        if (a.provider === "mpesa" && a.state === "pending") expect(said).toContain(COMPANY);
      }
      for (const refusal of PAY_REFUSALS) expect(payRefusalWords(i18n, refusal)).not.toBe(PAY_REFUSAL_WORDS[refusal]);
      expect(payRefusalWords(i18n, "phone")).toContain("0712 345 678");
      expect(payRefusalWords(i18n, "over_limit")).toContain(formatAmount(250_000_00, "KES", locale));
      expect(i18n._(NOT_FOUND_WORDS.title)).not.toBe(BOOKING_NOT_FOUND.title);
      expect(i18n._(NOT_FOUND_WORDS.text)).not.toBe(BOOKING_NOT_FOUND.text);
    });
  }
});
