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

/** A package's translated details under their keys: `tiers.value.itinerary_days.2.title`, `optional_activities.1.description`. */
export function packageDetailFields(details: PackageDetailsTranslation): TranslatedFields {
  const fields: Record<string, string> = {};
  for (const [type, tier] of Object.entries(details.tiers)) {
    if (!tier) continue;
    tier.itinerary_days.forEach((day, i) => {
      const at = `tiers.${type}.itinerary_days.${i}`;
      fields[`${at}.title`] = day.title;
      if (day.overnight) fields[`${at}.overnight`] = day.overnight;
      fields[`${at}.description_html`] = day.description_html;
    });
    tier.inclusions.forEach((item, i) => (fields[`tiers.${type}.inclusions.${i}`] = item));
    tier.exclusions.forEach((item, i) => (fields[`tiers.${type}.exclusions.${i}`] = item));
  }
  details.optional_activities.forEach((a, i) => {
    fields[`optional_activities.${i}.activity_name`] = a.activity_name;
    fields[`optional_activities.${i}.description`] = a.description;
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
  pages.termsSections.forEach((section, i) => {
    terms[`sections.${i}.title`] = section.title;
    // The booking flow's steps are the product's (translated with the site's texts), not the document's.
    if (section.paragraphs?.length || section.items?.length) terms[`sections.${i}.body_html`] = renderRichText(termsSectionDoc(section));
  });
  const faqs: Record<string, string> = {};
  pages.faqGroups.forEach((group, g) => {
    faqs[`groups.${g}.title`] = group.title;
    group.faqs.forEach((faq, q) => {
      faqs[`groups.${g}.faqs.${q}.question`] = faq.question;
      faqs[`groups.${g}.faqs.${q}.answer_html`] = renderRichText(faqAnswerDoc(faq.answer));
    });
  });
  const company: Record<string, string> = { tagline: pages.company.tagline, description: pages.company.description, whatsappMessage: pages.company.whatsappMessage };
  pages.company.accreditations.forEach((name, i) => (company[`accreditations.${i}.name`] = name));
  return { terms, faqs, company };
}
