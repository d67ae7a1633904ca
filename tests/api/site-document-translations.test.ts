/**
 * The site's documents in another language (issue 29, decision 0075), on SQLite and PostgreSQL: a
 * German translation of the terms, the FAQs and the company's words is what the site area's
 * catalogue reads for a German page (`inLanguage`, as server/areas/site-area.ts makes it); French,
 * without one, reads the English; English reads the published documents themselves; HTML is
 * sanitised on save and keys the document does not have are not stored. (The pages themselves:
 * tests/e2e/translated-documents.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_DOCUMENT_ID } from "#domain/content-translations.ts";
import { inLanguage } from "#server/services/catalogue/translations.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("site document translations on %s", (dialect) => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite(dialect);
    // The demo's own translations of these documents (when its files are seeded) give way to these.
    await t.site.db.kysely.deleteFrom("content_translations").where("entity_type", "in", ["terms", "faqs", "company"]).execute();
    t.site.catalogue.invalidate();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("reads the German documents for German pages, the English for French ones, and the published ones for English", async () => {
    const catalogue = t.site.catalogue;
    const [terms, faqs, company] = await Promise.all([catalogue.terms(), catalogue.faqs(), catalogue.company()]);
    const englishCopy = JSON.stringify({ terms, faqs, company });
    const flights = terms.sections.findIndex((s) => s.id === "flights");
    expect(flights).toBeGreaterThanOrEqual(0);
    await t.site.translations.save(
      "terms",
      SITE_DOCUMENT_ID,
      "de",
      {
        intro: "Diese Bedingungen gelten für jede Buchung.",
        "sections.flights.title": "Flüge und Anschlüsse",
        "sections.flights.body_html": '<p>Inlandsflüge buchen wir <a href="javascript:alert(1)">für Sie</a>.</p><script>alert(2)</script>',
        "sections.flights.id": "fluege",
        "sections.nowhere.title": "Gibt es nicht",
      },
      terms as unknown as Record<string, unknown>,
    );
    await t.site.translations.save(
      "faqs",
      SITE_DOCUMENT_ID,
      "de",
      { [`groups.${faqs.groups[0]!.id}.title`]: "Buchen", [`groups.${faqs.groups[0]!.id}.faqs.0.question`]: "Wie frage ich ein Angebot an?", [`groups.${faqs.groups[0]!.id}.faqs.0.answer_html`]: "<p>Über das Formular auf jeder Reiseseite.</p>" },
      faqs as unknown as Record<string, unknown>,
    );
    await t.site.translations.save(
      "company",
      SITE_DOCUMENT_ID,
      "de",
      { description: "Safaris und Reisen ab Nairobi.", whatsappMessage: "Hallo! Ich interessiere mich für eine Safari.", "accreditations.0.name": "Verband der Reiseveranstalter", email: "x@evil.example" },
      company as unknown as Record<string, unknown>,
    );
    catalogue.invalidate();

    const stored = await t.site.db.kysely.selectFrom("content_translations").select("fields").where("entity_type", "=", "terms").where("locale", "=", "de").executeTakeFirstOrThrow();
    expect(Object.keys(JSON.parse(stored.fields)).sort()).toEqual(["intro", "sections.flights.body_html", "sections.flights.title"].sort());

    const german = inLanguage(catalogue, t.site.translations, "de");
    const deTerms = await german.terms();
    expect(deTerms.intro).toBe("Diese Bedingungen gelten für jede Buchung.");
    // The anchor stays the English id, so links to #flights keep working in every language.
    expect(deTerms.sections[flights]).toMatchObject({ id: "flights", title: "Flüge und Anschlüsse", body_doc: null });
    expect(deTerms.sections[flights]!.body_html).toContain("Inlandsflüge buchen wir");
    expect(deTerms.sections[flights]!.body_html).not.toMatch(/javascript:|script/);
    // An untranslated section, and the booking flow's place: as in English.
    const other = terms.sections.findIndex((s, i) => i !== flights);
    expect(deTerms.sections[other]).toEqual(terms.sections[other]);
    expect(deTerms.sections.map((s) => [s.id, s.booking_flow])).toEqual(terms.sections.map((s) => [s.id, s.booking_flow]));

    const deFaqs = await german.faqs();
    expect(deFaqs.groups[0]).toMatchObject({ id: faqs.groups[0]!.id, title: "Buchen" });
    expect(deFaqs.groups[0]!.faqs[0]).toMatchObject({ question: "Wie frage ich ein Angebot an?", answer_html: "<p>Über das Formular auf jeder Reiseseite.</p>" });

    const deCompany = await german.company();
    expect(deCompany).toEqual({
      ...company,
      description: "Safaris und Reisen ab Nairobi.",
      whatsappMessage: "Hallo! Ich interessiere mich für eine Safari.",
      accreditations: company.accreditations.map((a, i) => (i === 0 ? { ...a, name: "Verband der Reiseveranstalter" } : a)),
    });

    const french = inLanguage(catalogue, t.site.translations, "fr");
    expect(await french.terms()).toEqual(terms);
    expect(await french.company()).toEqual(company);
    const english = inLanguage(catalogue, t.site.translations, "en");
    expect(JSON.stringify({ terms: await english.terms(), faqs: await english.faqs(), company: await english.company() })).toBe(englishCopy);
  });
});
