import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { BOOKING_TERMS } from "#domain/booking-terms.ts";
import { PREFIXED_LOCALES, type Locale } from "#domain/locales.ts";
import { RESIDENCY_MESSAGES, TIER_MESSAGES } from "#app/lib/i18n/domain-labels.ts";
import { inquiryLocale } from "#domain/locales.ts";
import { ACKNOWLEDGEMENT_TEXTS } from "./acknowledgement-texts.ts";
import { travellerAcknowledgement, type CompanyContacts } from "./templates.ts";
import type { InquiryDetails } from "./inquiry-details.ts";

const shell = import.meta.glob<{ messages: Messages }>("../../app/locales/*/shell.po", { eager: true });
const siteSays = (locale: Locale) => setupI18n({ locale, messages: { [locale]: shell[`../../app/locales/${locale}/shell.po`]!.messages } });

const company: CompanyContacts = {
  name: "Twiga Test Travel",
  salesEmail: "sales@twiga.example",
  phones: ["+254 700 000 001"],
  whatsappUrl: "https://wa.me/254700000001",
  address: "Nairobi",
  origin: "https://twiga.example",
  logoUrl: null,
} as unknown as CompanyContacts;

const details = (sourceUrl: string): InquiryDetails => ({
  id: 42,
  receivedAt: new Date("2027-01-05T08:00:00Z"),
  fullName: "Anna Weber",
  email: "anna@traveller.example",
  phone: null,
  message: null,
  residency: "non_residents",
  budgetTier: "comfort",
  startDate: "2027-03-12",
  endDate: "2027-03-15",
  adults: 2,
  children: 1,
  childrenAges: [7],
  package: { name: "3-Day Maasai Mara Classic Safari", url: "https://twiga.example/packages/1" },
  service: null,
  destination: null,
  sourcePage: "contact",
  sourceUrl,
  inTravellersLanguage: { package: { name: "3 Tage Maasai Mara klassisch", url: "https://twiga.example/de/packages/1" }, service: null, destination: null },
});

describe("the traveller's acknowledgement in their language", () => {
  it("reads the language from the page the inquiry was sent from, English otherwise", () => {
    expect(inquiryLocale("https://twiga.example/de/packages/1?inquire=1")).toBe("de");
    expect(inquiryLocale("https://twiga.example/zh/contact")).toBe("zh");
    expect(inquiryLocale("https://twiga.example/contact")).toBe("en");
    expect(inquiryLocale("https://twiga.example/xx/contact")).toBe("en");
    expect(inquiryLocale("not a url at all %%")).toBe("en");
    expect(inquiryLocale(null)).toBe("en");
  });

  it("writes a German inquiry's acknowledgement in German, with German dates, party and deposit, and its package as the German page names it", () => {
    const mail = travellerAcknowledgement(details("https://twiga.example/de/contact"), company, BOOKING_TERMS);
    expect(mail.subject).toMatch(/^Wir haben Ihre Anfrage \S+ erhalten: Twiga Test Travel$/);
    expect(mail.text).toContain("Fr., 12. März 2027 bis Mo., 15. März 2027 (4 Tage)");
    expect(mail.text).toContain("2 Erwachsene, 1 Kind (Alter: 7)");
    expect(mail.text).toContain(`Eine Anzahlung von ${BOOKING_TERMS.depositPercent} %`);
    expect(mail.text).toContain("3 Tage Maasai Mara klassisch");
    expect(mail.html).toContain("https://twiga.example/de/packages/1");
    expect(mail.text).not.toMatch(/Thank you|We have received/);
  });

  it("leaves an English inquiry's acknowledgement as it was", () => {
    const mail = travellerAcknowledgement(details("https://twiga.example/contact"), company, BOOKING_TERMS);
    expect(mail.subject).toMatch(/^We have received your inquiry /);
    expect(mail.text).toContain("3-Day Maasai Mara Classic Safari");
  });

  it("names residencies and tiers as the site's pages do, in every language", () => {
    for (const locale of PREFIXED_LOCALES) {
      const site = siteSays(locale);
      const email = ACKNOWLEDGEMENT_TEXTS[locale];
      for (const [code, message] of Object.entries(RESIDENCY_MESSAGES)) expect(email.residencies[code as keyof typeof email.residencies], `${locale} ${code}`).toBe(site._(message));
      for (const [code, message] of Object.entries(TIER_MESSAGES)) expect(email.tiers[code as keyof typeof email.tiers], `${locale} ${code}`).toBe(site._(message));
    }
  });
});
