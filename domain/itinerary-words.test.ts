import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ITINERARY_WORDS } from "./itinerary-words.ts";
import { itineraryHtml, MEALS, type Meal } from "./itinerary.ts";
import { PREFIXED_LOCALES } from "./locales.ts";

/** A message's translation in a language's pages catalogue, as the package page shows it. */
function pageMessage(locale: string, id: string): string {
  const po = readFileSync(resolve(import.meta.dirname, `../app/locales/${locale}/pages.po`), "utf8");
  const at = po.indexOf(`msgid ${JSON.stringify(id)}\nmsgstr `);
  expect(at, `${locale}: ${id}`).toBeGreaterThan(-1);
  const value = JSON.parse(po.slice(at + `msgid ${JSON.stringify(id)}\nmsgstr `.length).split("\n")[0]!) as string;
  expect(value, `${locale}: ${id} translated`).not.toBe("");
  return value;
}

const MEAL_SETS: Array<[Meal[], string]> = [
  [["breakfast"], "Breakfast"],
  [["lunch"], "Lunch"],
  [["dinner"], "Dinner"],
  [["breakfast", "lunch"], "Breakfast and lunch"],
  [["breakfast", "dinner"], "Breakfast and dinner"],
  [["lunch", "dinner"], "Lunch and dinner"],
  [[...MEALS], "Breakfast, lunch and dinner"],
];

describe("an itinerary's words in every language are the package page's", () => {
  for (const locale of PREFIXED_LOCALES) {
    it(locale, () => {
      const words = ITINERARY_WORDS[locale];
      expect(words.day(2, "Mara")).toBe(pageMessage(locale, "Day {number}: {title}").replace("{number}", "2").replace("{title}", "Mara"));
      expect(words.day(3, "")).toBe(pageMessage(locale, "Day {number}").replace("{number}", "3"));
      // The labels are the page's, with the language's colon after them.
      expect(words.places.startsWith(pageMessage(locale, "Places"))).toBe(true);
      expect(words.overnight.startsWith(pageMessage(locale, "Overnight"))).toBe(true);
      expect(words.meals.startsWith(pageMessage(locale, "Meals"))).toBe(true);
      for (const [meals, id] of MEAL_SETS) expect(words.mealNames(meals)).toBe(pageMessage(locale, id));
      // Served in any order, named in the day's order.
      expect(words.mealNames(["dinner", "breakfast"])).toBe(words.mealNames(["breakfast", "dinner"]));
      expect(words.mealNames([])).toBe("");
    });
  }

  it("writes the API's itinerary HTML in the language, the English as it always was", () => {
    const days = [{ title: "Mara", places: ["Talek"], overnight: "Camp", meals: ["breakfast", "dinner"] as Meal[], description_html: "<p>Game drive.</p>" }];
    expect(itineraryHtml(days)).toBe("<h4>Day 1: Mara</h4>\n<p>Game drive.</p>\n<p><strong>Places:</strong> Talek</p>\n<p><strong>Overnight:</strong> Camp</p>\n<p><strong>Meals:</strong> Breakfast and dinner</p>");
    expect(itineraryHtml(days, ITINERARY_WORDS.de)).toBe(
      "<h4>Tag 1: Mara</h4>\n<p>Game drive.</p>\n<p><strong>Orte:</strong> Talek</p>\n<p><strong>Übernachtung:</strong> Camp</p>\n<p><strong>Mahlzeiten:</strong> Frühstück und Abendessen</p>",
    );
  });
});
