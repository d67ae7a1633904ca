/**
 * The demo's travel types that are not a service's name (decision 0082) in German, French, Italian
 * and Simplified Chinese: written for this demo company (issue 29), not translated by machine, keyed
 * by the English travel type. The services' own names are translated with the services (services.ts).
 */
import type { Locale } from "#domain/locales.ts";

export const travelTypeTranslations: Record<string, Record<Exclude<Locale, "en">, string>> = {
  "Beach Holiday": { de: "Strandurlaub", fr: "Séjour balnéaire", it: "Vacanza al mare", zh: "海滨度假" },
  "City Break": { de: "Städtereise", fr: "Escapade en ville", it: "Fuga in città", zh: "城市短假" },
  "Family Safari": { de: "Familiensafari", fr: "Safari en famille", it: "Safari in famiglia", zh: "家庭狩猎之旅" },
  "Gorilla Trekking": { de: "Gorilla-Trekking", fr: "Trek des gorilles", it: "Trekking dei gorilla", zh: "大猩猩徒步探访" },
  "Mountain Climbing": { de: "Bergbesteigungen", fr: "Ascensions en montagne", it: "Scalate in montagna", zh: "登山探险" },
  Pilgrimage: { de: "Pilgerreise", fr: "Pèlerinage", it: "Pellegrinaggio", zh: "朝圣之旅" },
};
