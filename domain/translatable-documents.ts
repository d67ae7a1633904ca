/**
 * The nested fields a translator fills in (issue 29, decision 0075): a package's details (each
 * tier's days, inclusions and exclusions, the optional activities, the package's terms) and the
 * site's documents (the terms, the FAQs and the company's visitor-facing words), expanded from the
 * English answer under dotted keys (translation-paths.ts). Only text a traveller reads is listed:
 * prices, ids, images, dates, places and meals stay the English answer's.
 *
 * A nested field whose English is empty (a day without an overnight stay, a package without terms)
 * has nothing to translate and is not listed.
 */

/**
 * One field a translator fills in, as the console's translation editor shows it: its key in the
 * translation's `fields` (nested content uses dotted keys, `tiers.70.itinerary_days.2.title`),
 * a label, the kind of input, and the English it translates.
 */
export interface TranslatableField {
  key: string;
  label: string;
  kind: "line" | "text" | "html";
  english: string;
}

type Answer = Readonly<Record<string, unknown>>;

const records = (value: unknown): Answer[] => (Array.isArray(value) ? value.filter((v): v is Answer => typeof v === "object" && v !== null) : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : "")) : []);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * A field as the overlay, the hash and the save need it; its label is written only when the editor
 * asks (`translatableFields`), since a list of 10,000 packages is laid over on every read.
 */
export interface NestedField {
  key: string;
  kind: TranslatableField["kind"];
  english: string;
  label: () => string;
}

/** Collects fields, leaving out those whose English is empty. */
class Fields {
  readonly list: NestedField[] = [];
  add(key: string, label: () => string, kind: TranslatableField["kind"], english: unknown): void {
    const value = text(english);
    if (value.trim()) this.list.push({ key, label, kind, english: value });
  }
}

const TIER_NAMES: Record<string, string> = { single: "Package", value: "Value tier", comfort: "Comfort tier", premier: "Premier tier" };

/** "Value tier (non-residents)": a package may have one tier of a type per group of travellers. */
function tierName(tier: Answer): string {
  const type = text(tier.tier_type);
  const who = [tier.for_residents && "residents", tier.for_east_africans && "East Africans", tier.for_non_residents && "non-residents"].filter(Boolean);
  return `${TIER_NAMES[type] ?? `${type} tier`}${who.length && who.length < 3 ? ` (${who.join(", ")})` : ""}`;
}

/**
 * A package's details. Tiers and activities are named by their ids, days, inclusions and exclusions
 * by their position (translation-paths.ts); a summary answer (no days, no activities) has none, so
 * its fields are only the title and summary.
 */
export function packageDetailFields(english: Answer): NestedField[] {
  const out = new Fields();
  for (const tier of records(english.tiers)) {
    // A summary answer's tier has no details: nothing to name (the list of every package goes by here).
    if (!Array.isArray(tier.itinerary_days) && !Array.isArray(tier.inclusions) && !Array.isArray(tier.exclusions)) continue;
    const name = () => tierName(tier);
    const at = `tiers.${String(tier.id)}`;
    records(tier.itinerary_days).forEach((day, i) => {
      out.add(`${at}.itinerary_days.${i}.title`, () => `${name()} · Day ${i + 1} · Title`, "line", day.title);
      out.add(`${at}.itinerary_days.${i}.overnight`, () => `${name()} · Day ${i + 1} · Overnight`, "line", day.overnight);
      out.add(`${at}.itinerary_days.${i}.description_html`, () => `${name()} · Day ${i + 1} · Description`, "html", day.description_html);
    });
    strings(tier.inclusions).forEach((item, i) => out.add(`${at}.inclusions.${i}`, () => `${name()} · Included ${i + 1}`, "line", item));
    strings(tier.exclusions).forEach((item, i) => out.add(`${at}.exclusions.${i}`, () => `${name()} · Not included ${i + 1}`, "line", item));
  }
  records(english.optional_activities).forEach((activity, i) => {
    out.add(`optional_activities.${String(activity.id)}.activity_name`, () => `Optional activity ${i + 1} · Name`, "line", activity.activity_name);
    out.add(`optional_activities.${String(activity.id)}.description`, () => `Optional activity ${i + 1} · Description`, "text", activity.description);
  });
  out.add("terms_and_conditions", () => "Package terms", "html", english.terms_and_conditions);
  return out.list;
}

/** The terms document (domain/site-pages.ts): its date line, introduction, and each section's title and text. */
export function termsFields(english: Answer): NestedField[] {
  const out = new Fields();
  out.add("updated", () => "Last updated (as the page states it)", "line", english.updated);
  out.add("intro", () => "Introduction", "text", english.intro);
  // Sections are named by their anchors (unique in a document), which stay English in every language.
  records(english.sections).forEach((section, i) => {
    const name = () => `Section ${i + 1} (#${text(section.id)})`;
    out.add(`sections.${text(section.id)}.title`, () => `${name()} · Title`, "line", section.title);
    out.add(`sections.${text(section.id)}.body_html`, () => `${name()} · Text`, "html", section.body_html);
  });
  return out.list;
}

/** The FAQs document: each group's title, each question and its answer. */
export function faqsFields(english: Answer): NestedField[] {
  const out = new Fields();
  // Groups are named by their anchors, questions by their position in the group.
  records(english.groups).forEach((group, g) => {
    const name = () => `Group ${g + 1} (#${text(group.id)})`;
    const at = `groups.${text(group.id)}`;
    out.add(`${at}.title`, () => `${name()} · Title`, "line", group.title);
    records(group.faqs).forEach((faq, q) => {
      out.add(`${at}.faqs.${q}.question`, () => `${name()} · Question ${q + 1}`, "line", faq.question);
      out.add(`${at}.faqs.${q}.answer_html`, () => `${name()} · Answer ${q + 1}`, "html", faq.answer_html);
    });
  });
  return out.list;
}

/**
 * The company's words a visitor reads (header, footer, JSON-LD, the WhatsApp link's greeting); its
 * names, contacts, addresses and payment details are the same in every language.
 */
export function companyFields(english: Answer): NestedField[] {
  const out = new Fields();
  out.add("tagline", () => "Tagline", "line", english.tagline);
  out.add("description", () => "Description", "text", english.description);
  out.add("whatsappMessage", () => "WhatsApp greeting", "text", english.whatsappMessage);
  records(english.accreditations).forEach((a, i) => out.add(`accreditations.${i}.name`, () => `Accreditation ${i + 1} · Name`, "line", a.name));
  return out.list;
}
