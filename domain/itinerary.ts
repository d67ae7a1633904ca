/**
 * A tier's day-by-day itinerary (decision 0027): each day has a title, the places it visits, where
 * the night is spent, the meals included and a rich-text description. The days are what is stored;
 * everything the public sees is derived from them here by ONE function, `presentItinerary`: the
 * package page's itinerary section, the SPEC §7 `itinerary_details_html` of the API and the
 * JSON-LD `itinerary`. Pure: no I/O. Description HTML is expected sanitised by the caller (the
 * server renders it from the editor's document and sanitises it); every other field is plain text
 * and is escaped here.
 */
import { html, joinHtml, trustedHtml } from "./html.ts";

export const MEALS = ["breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof MEALS)[number];

export interface ItineraryDay {
  title: string;
  places: string[];
  /** The lodge or camp of the night; empty on a day that ends at home or at the airport. */
  overnight: string;
  meals: Meal[];
  /** Sanitised HTML (paragraphs, lists, links, emphasis). */
  description_html: string;
}

/**
 * The words around an itinerary's own text: English here, the other languages' in
 * itinerary-words.ts (the same as the package page's, which its test holds them to).
 */
export interface ItineraryWords {
  /** "Day 2: Full day in the Maasai Mara", or "Day 2" without a title. */
  day(number: number, title: string): string;
  /** The labels before a day's places, overnight stay and meals, with their punctuation ("Places:"). */
  places: string;
  overnight: string;
  meals: string;
  /** "Breakfast and dinner"; "" when no meal is included. */
  mealNames(meals: readonly Meal[]): string;
}

/** A day as the page, the API HTML and the JSON-LD all show it. */
export interface PresentedDay {
  number: number;
  /** "Day 2: Full day in the Maasai Mara" */
  heading: string;
  places: string[];
  overnight: string;
  /** "Breakfast, lunch and dinner", or "" when no meal is included. */
  meals: string;
  descriptionHtml: string;
  /** The description as one line of plain text (JSON-LD). */
  descriptionText: string;
}


const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Plain text of sanitised HTML; tags become spaces, no space is left before punctuation. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
}

/** "Breakfast", "Breakfast and dinner", "Breakfast, lunch and dinner"; always in the day's order. */
export function mealsLabel(meals: readonly Meal[]): string {
  const names = MEALS.filter((m) => meals.includes(m));
  if (!names.length) return "";
  const words = names.map((m, i) => (i === 0 ? m[0]!.toUpperCase() + m.slice(1) : m));
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * A description's own headings would break the outline under the day's heading (and an `<h4>`
 * would read as a new day in the API HTML): they are shown as bold lines instead.
 */
function headingsAsBoldLines(html: string): string {
  return html.replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi, "<p><strong>$2</strong></p>");
}

export const ENGLISH_ITINERARY_WORDS: ItineraryWords = {
  day: (number, title) => (title ? `Day ${number}: ${title}` : `Day ${number}`),
  places: "Places:",
  overnight: "Overnight:",
  meals: "Meals:",
  mealNames: mealsLabel,
};

/** THE derivation: every public form of an itinerary starts here. */
export function presentItinerary(days: readonly ItineraryDay[], words: ItineraryWords = ENGLISH_ITINERARY_WORDS): PresentedDay[] {
  return days.map((day, i) => {
    const title = day.title.trim();
    return {
      number: i + 1,
      heading: words.day(i + 1, title),
      places: day.places.map((p) => p.trim()).filter(Boolean),
      overnight: day.overnight.trim(),
      meals: words.mealNames(day.meals),
      descriptionHtml: headingsAsBoldLines(day.description_html),
      descriptionText: htmlToText(day.description_html),
    };
  });
}

/**
 * The SPEC §7 `itinerary_details_html`: `<h4>Day N: title</h4>` followed by the description, then
 * one short paragraph each for places, overnight and meals when the day has them. The first
 * paragraph after each heading stays the description, as in the hand-written HTML of before.
 */
export function itineraryHtml(days: readonly ItineraryDay[], words: ItineraryWords = ENGLISH_ITINERARY_WORDS): string {
  const newline = "\n";
  return joinHtml(
    presentItinerary(days, words).map((d) => {
      const parts = [html`<h4>${d.heading}</h4>`];
      // The description was sanitised when it was saved (decision 0025).
      if (d.descriptionHtml.trim()) parts.push(trustedHtml(d.descriptionHtml.trim()));
      if (d.places.length) parts.push(html`<p><strong>${words.places}</strong> ${d.places.join(", ")}</p>`);
      if (d.overnight) parts.push(html`<p><strong>${words.overnight}</strong> ${d.overnight}</p>`);
      if (d.meals) parts.push(html`<p><strong>${words.meals}</strong> ${d.meals}</p>`);
      return joinHtml(parts, newline);
    }),
    newline,
  ).toString();
}

/** The JSON-LD `itinerary` of a TouristTrip: one plain-text entry per day. */
export function itineraryJsonLd(days: readonly ItineraryDay[], words: ItineraryWords = ENGLISH_ITINERARY_WORDS): Record<string, unknown> {
  const presented = presentItinerary(days, words);
  return {
    "@type": "ItemList",
    numberOfItems: presented.length,
    itemListElement: presented.map((d) => ({
      "@type": "ListItem",
      position: d.number,
      item: {
        "@type": "TouristAttraction",
        name: d.heading,
        description: d.descriptionText,
        ...(d.places.length ? { containsPlace: d.places.map((name) => ({ "@type": "Place", name })) } : {}),
      },
    })),
  };
}

const DAY_PREFIX = /^\s*day\s*\d+\s*(?:[:.\-–—]\s*)?/i;

/**
 * Days from itinerary HTML written before the structured editor (migration 0013, the demo seed and
 * old revisions): each `<h4>` starts a day whose title is the heading without its "Day N:" and
 * whose description is everything up to the next `<h4>`. HTML without any `<h4>` becomes one day
 * holding all of it, so nothing is lost; empty HTML is no days.
 */
export function daysFromLegacyHtml(html: string): ItineraryDay[] {
  const source = html.trim();
  if (!source) return [];
  const headings = [...source.matchAll(/<h4\b[^>]*>([\s\S]*?)<\/h4>/gi)];
  if (!headings.length) return [{ title: "", places: [], overnight: "", meals: [], description_html: source }];
  const days: ItineraryDay[] = [];
  const before = source.slice(0, headings[0]!.index).trim();
  headings.forEach((m, i) => {
    const start = m.index! + m[0].length;
    const end = i + 1 < headings.length ? headings[i + 1]!.index! : source.length;
    let description = source.slice(start, end).trim();
    // Text before the first heading is kept with the first day rather than dropped.
    if (i === 0 && before) description = `${before}\n${description}`.trim();
    days.push({ title: htmlToText(m[1]!).replace(DAY_PREFIX, "").trim(), places: [], overnight: "", meals: [], description_html: description });
  });
  return days;
}
