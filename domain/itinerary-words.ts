/**
 * An itinerary's words in each of the site's languages (issue 29): the day headings, the labels of
 * places, overnight stay and meals, and the meals' names, for the parts written outside the page's
 * components (the API's `itinerary_details_html` asked for with `lang`, the package page's JSON-LD).
 * They are the package page's own translations (app/locales/<locale>/pages.po), which
 * itinerary-words.test.ts holds them to, so the page and its structured data cannot say a day
 * differently.
 */
import { ENGLISH_ITINERARY_WORDS, MEALS, type ItineraryWords, type Meal } from "./itinerary.ts";
import type { Locale } from "./locales.ts";

type MealSet = "breakfast" | "lunch" | "dinner" | "breakfast lunch" | "breakfast dinner" | "lunch dinner" | "breakfast lunch dinner";

/** Meals named as a set, as the languages do not all join them the same way ("Mittag- und Abendessen"). */
const named = (names: Record<MealSet, string>) => (meals: readonly Meal[]) => {
  const key = MEALS.filter((m) => meals.includes(m)).join(" ") as MealSet | "";
  return key ? names[key] : "";
};

export const ITINERARY_WORDS: Record<Locale, ItineraryWords> = {
  en: ENGLISH_ITINERARY_WORDS,
  de: {
    day: (n, title) => (title ? `Tag ${n}: ${title}` : `Tag ${n}`),
    places: "Orte:",
    overnight: "Übernachtung:",
    meals: "Mahlzeiten:",
    mealNames: named({
      breakfast: "Frühstück",
      lunch: "Mittagessen",
      dinner: "Abendessen",
      "breakfast lunch": "Frühstück und Mittagessen",
      "breakfast dinner": "Frühstück und Abendessen",
      "lunch dinner": "Mittag- und Abendessen",
      "breakfast lunch dinner": "Frühstück, Mittag- und Abendessen",
    }),
  },
  fr: {
    day: (n, title) => (title ? `Jour ${n}\u00a0: ${title}` : `Jour ${n}`),
    places: "Lieux\u00a0:",
    overnight: "Nuit\u00a0:",
    meals: "Repas\u00a0:",
    mealNames: named({
      breakfast: "Petit-déjeuner",
      lunch: "Déjeuner",
      dinner: "Dîner",
      "breakfast lunch": "Petit-déjeuner et déjeuner",
      "breakfast dinner": "Petit-déjeuner et dîner",
      "lunch dinner": "Déjeuner et dîner",
      "breakfast lunch dinner": "Petit-déjeuner, déjeuner et dîner",
    }),
  },
  it: {
    day: (n, title) => (title ? `Giorno ${n}: ${title}` : `Giorno ${n}`),
    places: "Luoghi:",
    overnight: "Pernottamento:",
    meals: "Pasti:",
    mealNames: named({
      breakfast: "Colazione",
      lunch: "Pranzo",
      dinner: "Cena",
      "breakfast lunch": "Colazione e pranzo",
      "breakfast dinner": "Colazione e cena",
      "lunch dinner": "Pranzo e cena",
      "breakfast lunch dinner": "Colazione, pranzo e cena",
    }),
  },
  zh: {
    day: (n, title) => (title ? `第${n}天：${title}` : `第${n}天`),
    places: "地点：",
    overnight: "住宿：",
    meals: "餐食：",
    mealNames: named({
      breakfast: "早餐",
      lunch: "午餐",
      dinner: "晚餐",
      "breakfast lunch": "早餐和午餐",
      "breakfast dinner": "早餐和晚餐",
      "lunch dinner": "午餐和晚餐",
      "breakfast lunch dinner": "早餐、午餐和晚餐",
    }),
  },
};
