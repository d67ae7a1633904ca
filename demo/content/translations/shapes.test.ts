/**
 * Every demo translation of the packages' details and the site's documents (decision 0075) has the
 * English demo's shape: the same packages, tiers, numbers of days, inclusions, exclusions and
 * activities, the same terms sections and FAQ groups in the same order with as many paragraphs,
 * questions and accreditations. Then, mapped to the translation's keys as the seed maps it, it
 * covers exactly the fields the English offers a translator: a seeded translation is complete, and
 * nothing of it is dropped on save. A file in package-details/ or site-pages/ that documents.ts
 * does not list would never be seeded, and fails here too.
 */
import { readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { completeness, laterFieldKeys, translatableFields } from "#domain/content-translations.ts";
import { destinations } from "../destinations.ts";
import { packages } from "../packages/index.ts";
import { faqGroups } from "../pages/faqs.ts";
import { termsSections } from "../pages/terms.ts";
import { site } from "../site.ts";
import { demoCompanyDetails, demoFaqs, demoTerms } from "../../seed/site-documents.ts";
import { destinationLabelFields, packageDetailFields, packageLabelFields, sitePagesFields } from "../../seed/translated-documents.ts";
import { destinationLabelTranslations } from "./destination-labels.ts";
import { destinationTranslations } from "./destinations.ts";
import { packageDetailsTranslations, sitePagesTranslations } from "./documents.ts";
import { packageLabelTranslations } from "./package-labels.ts";
import { packageTranslations } from "./packages.ts";
import { services } from "../services.ts";
import { travelTypeTranslations } from "./travel-types.ts";

const here = dirname(fileURLToPath(import.meta.url));
const filesIn = (folder: string) => {
  try {
    return readdirSync(join(here, folder)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => basename(f, ".ts")).sort();
  } catch {
    return [];
  }
};
const upper = (locale: string) => locale[0]!.toUpperCase() + locale.slice(1);

describe("the demo's translated documents", () => {
  it("are listed in documents.ts by language, one file each, as the files export them", async () => {
    expect(Object.keys(packageDetailsTranslations).sort()).toEqual(filesIn("package-details"));
    expect(Object.keys(sitePagesTranslations).sort()).toEqual(filesIn("site-pages"));
    for (const locale of filesIn("package-details")) {
      const module = (await import(`./package-details/${locale}.ts`)) as Record<string, unknown>;
      expect(module[`packageDetails${upper(locale)}`], locale).toBe(packageDetailsTranslations[locale as "de"]);
    }
    for (const locale of filesIn("site-pages")) {
      const module = (await import(`./site-pages/${locale}.ts`)) as Record<string, unknown>;
      expect(module[`sitePages${upper(locale)}`], locale).toBe(sitePagesTranslations[locale as "de"]);
    }
  });
});

describe.each(Object.entries(packageDetailsTranslations))("package details in %s", (locale, all) => {
  it.each(Object.keys(all!))("%s mirrors its English package", (slug) => {
    const english = packages.find((p) => p.slug === slug);
    expect(english, `${slug} is not an English demo package`).toBeDefined();
    const t = all![slug]!;
    expect(Object.keys(t.tiers).sort(), "tiers").toEqual([...new Set(english!.tiers.map((x) => x.tier_type))].sort());
    for (const tier of english!.tiers) {
      const o = t.tiers[tier.tier_type]!;
      expect(o.itinerary_days.length, `${tier.tier_type}: days`).toBe(tier.itinerary_days.length);
      tier.itinerary_days.forEach((day, i) => {
        expect(Boolean(o.itinerary_days[i]!.overnight), `${tier.tier_type} day ${i + 1}: an overnight stay where the English names one`).toBe(Boolean(day.overnight));
        expect(o.itinerary_days[i]!.description_html, `${tier.tier_type} day ${i + 1}: HTML`).toMatch(/^\s*</);
      });
      // One list per type: as long as the type's longest English list, every shorter one its start
      // (Diani's residents have the visitors' exclusions but the last), so each tier takes its lines by position.
      for (const list of ["inclusions", "exclusions"] as const) {
        const ofType = english!.tiers.filter((x) => x.tier_type === tier.tier_type).map((x) => x[list]);
        const longest = ofType.reduce((a, b) => (b.length > a.length ? b : a));
        expect(o[list].length, `${tier.tier_type}: ${list}`).toBe(longest.length);
        // A shorter list lines up with the translation only when it is the longer one's start, word for word.
        if (tier[list].length < longest.length) expect(tier[list], `${tier.tier_type}: ${list} is the start of the type's longest list`).toEqual(longest.slice(0, tier[list].length));
      }
    }
    expect(t.optional_activities.length, "optional activities").toBe(english!.optional_activities.length);
    expect(t.terms_and_conditions === null, "terms where the English has them").toBe(english!.terms_and_conditions === null);

    // As seeded (with ids as the database gives them): exactly the fields the English offers.
    const withIds = { ...english!, tiers: english!.tiers.map((tier, i) => ({ ...tier, id: 100 + i })), optional_activities: english!.optional_activities.map((a, i) => ({ ...a, id: 200 + i })) };
    // The ribbon and the images' alt texts (decision 0079) are written apart: package-labels.ts, below.
    const later = new Set(laterFieldKeys("package", withIds as unknown as Record<string, unknown>));
    const offered = translatableFields("package", withIds as unknown as Record<string, unknown>).map((f) => f.key).filter((k) => k !== "package_title" && k !== "summary" && !later.has(k));
    expect(Object.keys(packageDetailFields(t, withIds)).sort()).toEqual(offered.sort());
  });
});

describe.each(Object.entries(sitePagesTranslations))("site documents in %s", (locale, pages) => {
  it("have the English terms' sections, FAQ groups and accreditations, in order", () => {
    expect(pages!.termsSections.map((s) => s.id)).toEqual(termsSections.map((s) => s.id));
    termsSections.forEach((s, i) => {
      const o = pages!.termsSections[i]!;
      for (const k of ["paragraphs", "items", "steps"] as const) expect(o[k]?.length ?? 0, `terms ${s.id}.${k}`).toBe(s[k]?.length ?? 0);
    });
    expect(pages!.faqGroups.map((g) => g.id)).toEqual(faqGroups.map((g) => g.id));
    faqGroups.forEach((g, i) => {
      const o = pages!.faqGroups[i]!;
      expect(o.faqs.length, `faq group ${g.id}: questions`).toBe(g.faqs.length);
      g.faqs.forEach((f, j) => expect(o.faqs[j]!.answer.length, `faq ${g.id}[${j}]: paragraphs`).toBe(f.answer.length));
    });
    expect(pages!.company.accreditations.length).toBe(site.accreditations.length);
  });

  it("cover, as seeded, every text the English documents offer a translator", () => {
    const terms = demoTerms();
    const fields = sitePagesFields(pages!, locale as "de", terms.updated);
    const english = { terms, faqs: demoFaqs(), company: demoCompanyDetails() } as unknown as Record<"terms" | "faqs" | "company", Record<string, unknown>>;
    for (const entity of ["terms", "faqs", "company"] as const) {
      expect(Object.keys(fields[entity]).length, entity).toBeGreaterThan(0);
      expect(Object.keys(fields[entity]).sort(), entity).toEqual(translatableFields(entity, english[entity]).map((f) => f.key).sort());
      expect(completeness(entity, { fields: fields[entity], sourceHash: "" }, english[entity]), entity).toBe("complete");
    }
  });
});

describe("the ribbons, names and image descriptions (decision 0079)", () => {
  const LOCALES = ["de", "fr", "it", "zh"] as const;
  const withImageIds = <T extends { images: object[] }>(x: T) => ({ ...x, images: x.images.map((img, i) => ({ ...img, id: 300 + i })) });

  it("are written for every translated package and destination, in every language", () => {
    expect(Object.keys(packageLabelTranslations).sort()).toEqual(Object.keys(packageTranslations).sort());
    expect(Object.keys(destinationLabelTranslations).sort()).toEqual(Object.keys(destinationTranslations).sort());
    for (const all of [...Object.values(packageLabelTranslations), ...Object.values(destinationLabelTranslations)]) expect(Object.keys(all).sort()).toEqual([...LOCALES]);
  });

  it.each(Object.keys(packageLabelTranslations))("of %s mirror its English package and cover exactly the fields it offers", (slug) => {
    const english = packages.find((p) => p.slug === slug);
    expect(english, `${slug} is not an English demo package`).toBeDefined();
    const answer = withImageIds(english!) as unknown as Record<string, unknown>;
    for (const locale of LOCALES) {
      const labels = packageLabelTranslations[slug]![locale]!;
      expect(Boolean(labels.ribbon_tag_left), `${locale}: a ribbon where the English has one`).toBe(Boolean(english!.ribbon_tag_left));
      expect(labels.images.length, `${locale}: images`).toBe(english!.images.length);
      expect(Object.keys(packageLabelFields(labels, answer as never)).sort(), locale).toEqual(laterFieldKeys("package", answer).sort());
    }
  });

  it.each(Object.keys(destinationLabelTranslations))("of %s mirror its English destination and cover exactly the fields it offers", (slug) => {
    const english = destinations.find((d) => d.slug === slug);
    expect(english, `${slug} is not an English demo destination`).toBeDefined();
    const answer = withImageIds(english!) as unknown as Record<string, unknown>;
    for (const locale of LOCALES) {
      const labels = destinationLabelTranslations[slug]![locale]!;
      expect(labels.images.length, `${locale}: images`).toBe(english!.images.length);
      expect(Object.keys(destinationLabelFields(labels, answer as never)).sort(), locale).toEqual(laterFieldKeys("destination", answer).sort());
    }
  });
});

describe("the demo's travel types (decision 0082)", () => {
  it("name every travel type of the demo's packages that no service names, in every language, and no other", () => {
    const serviceNames = new Set<string>(services.map((s) => s.name));
    const others = [...new Set(packages.map((p) => p.travel_type).filter((type) => !serviceNames.has(type)))].sort();
    expect(Object.keys(travelTypeTranslations).sort()).toEqual(others);
    for (const [type, names] of Object.entries(travelTypeTranslations)) {
      expect(Object.keys(names).sort(), type).toEqual(["de", "fr", "it", "zh"]);
      for (const name of Object.values(names)) expect(name.trim(), type).not.toBe("");
    }
  });
});
