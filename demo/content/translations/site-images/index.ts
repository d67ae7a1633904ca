/** The demo's site images in each language beside English (decision 0078). */
import type { Locale } from "#domain/locales.ts";
import { de } from "./de.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import type { SiteImagePhrases } from "./types.ts";
import { zh } from "./zh.ts";

export const siteImagePhrases: Record<Exclude<Locale, "en">, SiteImagePhrases> = { de, fr, it, zh };
