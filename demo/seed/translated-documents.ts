/**
 * The writers' shapes (demo/content/translations/types.ts) as translations' fields (decision 0075):
 * each text under the dotted key `translatableFields` gives its English, and the site documents'
 * paragraphs rendered to HTML exactly as the English documents are (demo/seed/site-documents.ts).
 */
import type { TranslatedFields } from "#domain/content-translations.ts";
import { formatUtcDay } from "#domain/formatting.ts";
import type { Locale } from "#domain/locales.ts";
import { renderRichText } from "#domain/rich-text.ts";
import type { PackageDetailsTranslation, SitePagesTranslation } from "../content/translations/types.ts";
import { faqAnswerDoc, termsSectionDoc } from "./site-documents.ts";

/** What the mapping needs of a package's English: its tiers and activities with their ids and texts. */
export interface EnglishPackageDetails {
  tiers: ReadonlyArray<{ id: number; tier_type: string; itinerary_days: ReadonlyArray<{ title: string; overnight: string; description_html: string }>; inclusions: readonly string[]; exclusions: readonly string[] }>;
  optional_activities: ReadonlyArray<{ id: number }>;
}

/**
 * A package's translated details under their keys (`tiers.70.itinerary_days.2.title`,
 * `optional_activities.9.description`). The writers translate one tier per type, and a package may
 * have two of a type, one for residents and one for visitors from abroad (decision 0075), whose
 * English differs in a few lines ("entry fees at non-resident rates"). The writers word those lines
 * to hold for both ("at the rate that applies to you") and give the longer list where one tier has
 * an extra line at its end (Diani's visitors: "International flights and visa"); so each tier of the
 * type takes the writer's lines position by position, as many as its own English has. The shape test
 * (demo/content/translations/shapes.test.ts) holds the writers to that: a shorter list of a type is
 * the start of the longer one.
 */
export function packageDetailFields(details: PackageDetailsTranslation, english: EnglishPackageDetails): TranslatedFields {
  const fields: Record<string, string> = {};
  for (const tier of english.tiers) {
    const written = details.tiers[tier.tier_type as keyof PackageDetailsTranslation["tiers"]];
    if (!written) continue;
    const at = `tiers.${tier.id}`;
    tier.itinerary_days.forEach((day, i) => {
      const translated = written.itinerary_days[i];
      if (!translated) return;
      fields[`${at}.itinerary_days.${i}.title`] = translated.title;
      if (day.overnight && translated.overnight) fields[`${at}.itinerary_days.${i}.overnight`] = translated.overnight;
      fields[`${at}.itinerary_days.${i}.description_html`] = translated.description_html;
    });
    tier.inclusions.forEach((_, i) => {
      if (written.inclusions[i]) fields[`${at}.inclusions.${i}`] = written.inclusions[i];
    });
    tier.exclusions.forEach((_, i) => {
      if (written.exclusions[i]) fields[`${at}.exclusions.${i}`] = written.exclusions[i];
    });
  }
  details.optional_activities.forEach((a, i) => {
    const id = english.optional_activities[i]?.id;
    if (id === undefined) return;
    fields[`optional_activities.${id}.activity_name`] = a.activity_name;
    fields[`optional_activities.${id}.description`] = a.description;
  });
  if (details.terms_and_conditions) fields.terms_and_conditions = details.terms_and_conditions;
  return fields;
}

const ENGLISH_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The terms' "1 October 2026" in the language's way; a date line it cannot read is left to the English. */
function updatedIn(english: string, locale: Locale): string | undefined {
  const m = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(english.trim());
  const month = m ? ENGLISH_MONTHS.indexOf(m[2]!) : -1;
  return m && month >= 0 ? formatUtcDay(new Date(Date.UTC(Number(m[3]), month, Number(m[1]))), { month: "long" }, locale) : undefined;
}

/** The terms, the FAQs and the company's words of one language, each as its document's fields. */
export function sitePagesFields(pages: SitePagesTranslation, locale: Locale, englishUpdated: string): { terms: TranslatedFields; faqs: TranslatedFields; company: TranslatedFields } {
  const terms: Record<string, string> = { intro: pages.termsIntro };
  const updated = updatedIn(englishUpdated, locale);
  if (updated) terms.updated = updated;
  for (const section of pages.termsSections) {
    terms[`sections.${section.id}.title`] = section.title;
    // The booking flow's steps are the product's (translated with the site's texts), not the document's.
    if (section.paragraphs?.length || section.items?.length) terms[`sections.${section.id}.body_html`] = renderRichText(termsSectionDoc(section));
  }
  const faqs: Record<string, string> = {};
  for (const group of pages.faqGroups) {
    faqs[`groups.${group.id}.title`] = group.title;
    group.faqs.forEach((faq, q) => {
      faqs[`groups.${group.id}.faqs.${q}.question`] = faq.question;
      faqs[`groups.${group.id}.faqs.${q}.answer_html`] = renderRichText(faqAnswerDoc(faq.answer));
    });
  }
  const company: Record<string, string> = { tagline: pages.company.tagline, description: pages.company.description, whatsappMessage: pages.company.whatsappMessage };
  pages.company.accreditations.forEach((name, i) => (company[`accreditations.${i}.name`] = name));
  return { terms, faqs, company };
}

/**
 * A package's ribbon tag and its images' alt texts (decision 0079) under their keys: the writers give
 * the alt texts in the English demo's order, which is the images' order in the answer; each goes
 * to the image of that place by its id (`images.41.alt`). A ribbon is kept only where the English
 * has one.
 */
export function packageLabelFields(labels: { ribbon_tag_left?: string; images: readonly string[] }, english: { ribbon_tag_left?: string | null; images: ReadonlyArray<{ id: number }> }): TranslatedFields {
  const fields: Record<string, string> = {};
  if (english.ribbon_tag_left && labels.ribbon_tag_left) fields.ribbon_tag_left = labels.ribbon_tag_left;
  return { ...fields, ...imageAltFields(labels.images, english.images) };
}

/** A destination's name and its images' alt texts (decision 0079), as `packageLabelFields`. */
export function destinationLabelFields(labels: { name: string; images: readonly string[] }, english: { images: ReadonlyArray<{ id: number }> }): TranslatedFields {
  return { name: labels.name, ...imageAltFields(labels.images, english.images) };
}

function imageAltFields(alts: readonly string[], images: ReadonlyArray<{ id: number }>): Record<string, string> {
  const fields: Record<string, string> = {};
  images.forEach((image, i) => {
    if (alts[i]) fields[`images.${image.id}.alt`] = alts[i];
  });
  return fields;
}
