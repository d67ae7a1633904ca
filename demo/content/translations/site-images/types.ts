/**
 * The demo's slider sets, page headers and gallery in one language (issue 29, decision 0078): each
 * English caption, alt text, photo title and description of demo/content/{sliders,page-headers,
 * gallery}.ts and its translation, written for this company. Keyed by the English, so the seed puts
 * each text on the slide, header or photo that still reads so, whatever ids the rows got, and an
 * English text changed since is simply not translated (shapes.test.ts holds the keys to the demo).
 */
export type SiteImagePhrases = Readonly<Record<string, string>>;
