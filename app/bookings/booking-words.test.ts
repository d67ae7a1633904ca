/**
 * The booking page's words for the server's English facts (booking-words.ts): in English they read
 * exactly as the server's own sentences (so the English page is unchanged), and in every other
 * language each one is translated; every refusal the travellers' form can answer is recognised.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { BOOKING_TERMS, cancellationLines } from "#domain/booking-terms.ts";
import { BOOKING_STATE_LABELS, BOOKING_STATES, PAYMENT_METHOD_WORDS } from "#domain/bookings/booking.ts";
import { PASSPORT_FLAG_TEXT, placeLabels, readTravellerForm, TRAVELLER_FIELD_LABELS, TRAVELLER_FIELDS } from "#domain/bookings/travellers.ts";
import { LOCALES, PREFIXED_LOCALES, type Locale } from "#domain/locales.ts";
import { cancellationText, FIELD_WORDS, methodWords, PASSPORT_WORDS, placeName, scheduleLabel, STATE_WORDS, travellerError } from "./booking-words.ts";

const catalogues = import.meta.glob<{ messages: Messages }>("../locales/*/documents.po", { eager: true });
const i18nOf = (locale: Locale) => setupI18n({ locale, messages: { [locale]: catalogues[`../locales/${locale}/documents.po`]!.messages } });

const SCALES = [
  BOOKING_TERMS.cancellationScale,
  [],
  [{ daysBefore: 0, refundPercent: 10 }],
  [
    { daysBefore: 60, refundPercent: 90 },
    { daysBefore: 59, refundPercent: 80 },
    { daysBefore: 1, refundPercent: 10 },
  ],
  [{ daysBefore: 1, refundPercent: 50 }],
];

/** Every refusal readTravellerForm words, from forms made to fail each way. */
function refusals(): string[] {
  const bad = [
    { dateOfBirth: "2020-02-30", passportExpiry: "soon", passportNumber: "AB", fullName: "X" },
    { dateOfBirth: "2999-01-01" },
    { dateOfBirth: "1800-01-01", nationality: "x".repeat(61) },
  ];
  const values: Record<string, string> = {};
  bad.forEach((t, position) => Object.entries(t).forEach(([field, value]) => (values[`travellers.${position}.${field}`] = value)));
  const read = readTravellerForm(values, bad.length, "2026-11-28");
  if (read.ok) throw new Error("the form should have been refused");
  return Object.values(read.errors);
}

describe("the booking page's words", () => {
  it("reads in English exactly as the server's sentences", () => {
    const en = i18nOf("en");
    for (const scale of SCALES) expect(cancellationText(en, scale)).toEqual(cancellationLines({ cancellationScale: scale }));
    for (const state of BOOKING_STATES) expect(en._(STATE_WORDS[state])).toBe(BOOKING_STATE_LABELS[state]);
    for (const field of TRAVELLER_FIELDS) expect(en._(FIELD_WORDS[field])).toBe(TRAVELLER_FIELD_LABELS[field]);
    for (const [flag, text] of Object.entries(PASSPORT_FLAG_TEXT)) expect(en._(PASSPORT_WORDS[flag as keyof typeof PASSPORT_WORDS])).toBe(text);
    for (const words of Object.values(PAYMENT_METHOD_WORDS)) expect(methodWords(en, words)).toBe(words);
    for (const label of placeLabels({ adults: 2, childAges: [7] }, 4)) expect(placeName(en, label)).toBe(label);
    for (const refusal of refusals()) expect(travellerError(en, refusal)).toBe(refusal);
    expect(scheduleLabel(en, "Deposit")).toBe("Deposit");
  });

  it("has found every kind of refusal the form answers", () => {
    expect(new Set(refusals().map((r) => r.replace(/^Traveller \d+: /, ""))).size).toBe(7);
  });

  for (const locale of PREFIXED_LOCALES) {
    it(`says every one of them in ${locale}`, () => {
      const i18n = i18nOf(locale);
      const en = i18nOf("en");
      for (const scale of SCALES) {
        const lines = cancellationText(i18n, scale);
        cancellationText(en, scale).forEach((line, n) => expect(lines[n], line).not.toBe(line));
      }
      for (const state of BOOKING_STATES) expect(i18n._(STATE_WORDS[state])).not.toBe(BOOKING_STATE_LABELS[state]);
      for (const field of TRAVELLER_FIELDS) expect(i18n._(FIELD_WORDS[field])).not.toBe(TRAVELLER_FIELD_LABELS[field]);
      for (const words of ["bank transfer", "cash", "card"]) expect(methodWords(i18n, words)).not.toBe(words);
      for (const label of placeLabels({ adults: 1, childAges: [7] }, 3)) expect(placeName(i18n, label)).not.toBe(label);
      for (const refusal of refusals()) {
        const said = travellerError(i18n, refusal);
        expect(said, refusal).not.toBe(refusal);
        // The figures the refusal names stay in it (the traveller's number, the limit).
        for (const figure of refusal.match(/\d+/g) ?? []) if (!refusal.includes("YYYY")) expect(said).toContain(figure);
      }
      expect(scheduleLabel(i18n, "Balance")).not.toBe("Balance");
      // A sentence it does not know is shown as the server wrote it rather than lost.
      expect(travellerError(i18n, "Something new.")).toBe("Something new.");
    });
  }

  it("covers every language", () => expect(LOCALES.every((l) => catalogues[`../locales/${l}/documents.po`])).toBe(true));
});
