/**
 * The catalogue in another language (issue 29, decision 0074): translations are read once per
 * data_version and language, and laid over the English answers (`inLanguage`), so every reader of
 * the catalogue (the pages' loaders and the API with `lang`) gets the same translated content, with
 * English wherever a field has no translation.
 */
import type { Kysely } from "kysely";
import {
  overlay,
  SITE_DOCUMENT_ID,
  sourceEnglishOf,
  sourceHash,
  translatableFields,
  type ContentTranslation,
  type Derivations,
  type TranslatedEntity,
  type TranslatedFields,
} from "#domain/content-translations.ts";
import { itineraryHtml } from "#domain/itinerary.ts";
import { ITINERARY_WORDS } from "#domain/itinerary-words.ts";
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from "#domain/locales.ts";
import type { ApiBlog, ApiBlogSummary, ApiDestinationSummary, ApiPackageSummary, ApiService, ApiTravelType } from "#domain/api-types.ts";
import type { CompanyDetails } from "#domain/company-details.ts";
import type { FaqsDocument, TermsDocument } from "#domain/site-pages.ts";
import type { ServiceGroup } from "#domain/package-groups.ts";
import { siteImageAnswers } from "./site-image-answers.ts";
import { searchDestinationsInLanguage } from "../search/destination-search.ts";
import type { DB } from "../../db/generated-types.ts";
import { bumpDataVersion } from "../app-meta.ts";
import { sanitizeRichText } from "./sanitize.ts";

type Key = `${TranslatedEntity}:${number}`;
export type TranslationsByKey = ReadonlyMap<Key, ContentTranslation>;

export class ContentTranslations {
  /** One language's translations for the current data_version; older versions are dropped. */
  private loaded = new Map<string, Promise<TranslationsByKey>>();
  private loadedVersion: string | null = null;

  constructor(private db: Kysely<DB>) {}

  /** Every translation of `locale` at `version` (read once per version and language). */
  forLocale(version: string, locale: Locale): Promise<TranslationsByKey> {
    if (version !== this.loadedVersion) {
      this.loaded.clear();
      this.loadedVersion = version;
    }
    let found = this.loaded.get(locale);
    if (!found) {
      found = this.read(locale);
      // A failed read is not kept: the next request asks again.
      found.catch(() => this.loaded.delete(locale));
      this.loaded.set(locale, found);
    }
    return found;
  }

  private async read(locale: Locale): Promise<TranslationsByKey> {
    const rows = await this.db.selectFrom("content_translations").select(["entity_type", "entity_id", "fields", "source_hash"]).where("locale", "=", locale).execute();
    return new Map(rows.map((r) => [`${r.entity_type as TranslatedEntity}:${r.entity_id}`, { fields: JSON.parse(r.fields) as TranslatedFields, sourceHash: r.source_hash }] as const));
  }

  /**
   * Stores a translation of one entity made from `english` (its English answer): only the fields
   * `translatableFields` lists for that English are kept (for the site's images, one per slide,
   * header and photo), HTML sanitised as the English is, and the catalogue's version moves on so
   * every cache sees it. A package's details are kept only when `english` is its detail answer
   * (`Catalogue.package`), whose days and activities name their keys; a site document (terms, faqs,
   * company) is saved with id SITE_DOCUMENT_ID and its published document as `english`.
   */
  async save(entity: TranslatedEntity, id: number, locale: Exclude<Locale, "en">, fields: TranslatedFields, english: Readonly<Record<string, unknown>>): Promise<void> {
    const kept: Record<string, string> = {};
    for (const field of translatableFields(entity, english)) {
      const value = fields[field.key];
      if (typeof value !== "string" || value.trim() === "") continue;
      kept[field.key] = field.kind === "html" ? sanitizeRichText(value) : value.trim();
    }
    // The English of every field is recorded, so a later change of a field outside the hash (decision 0079) is found.
    const row = { fields: JSON.stringify(kept), source_hash: sourceHash(entity, english), source_english: JSON.stringify(sourceEnglishOf(entity, english)), updated_at: new Date().toISOString() };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("content_translations")
        .values({ entity_type: entity, entity_id: id, locale, ...row })
        .onConflict((oc) => oc.columns(["entity_type", "entity_id", "locale"]).doUpdateSet(row))
        .execute();
      await bumpDataVersion(trx);
    });
  }
}

/**
 * A translated tier's itinerary HTML, derived from its translated days exactly as the English one is
 * (Catalogue.buildPackage), with the day headings and labels in the translation's language.
 */
const derivations = (locale: Locale): Derivations => ({ itineraryHtml: (days) => sanitizeRichText(itineraryHtml(days, ITINERARY_WORDS[locale])) });

/** What `inLanguage` reads of a catalogue itself (its version, stories, destinations, travel types), besides the reads it lays translations over. */
interface TranslatableReads {
  version(): Promise<string>;
  blogs(): Promise<ApiBlogSummary[]>;
  destinations(): Promise<ApiDestinationSummary[]>;
  travelTypes(): Promise<ApiTravelType[]>;
}

/**
 * `catalogue` answering in `locale`: the reads that return translatable content are laid over with
 * that language's translations, every other read is the catalogue's own; in English the reads are
 * the catalogue's. In every language it also names a story's slug in each language (`storySlugs`).
 */
export function inLanguage<T extends TranslatableReads>(catalogue: T, translations: ContentTranslations, locale: Locale): T & { storySlugs(id: number): Promise<Record<Locale, string>> } {
  const storySlugs = async (id: number): Promise<Record<Locale, string>> => {
    const version = await catalogue.version();
    const english = (await catalogue.blogs()).find((b) => b.blog_id === id)?.slug ?? "";
    const slugs = await Promise.all(PREFIXED_LOCALES.map(async (l) => [l, (await translations.forLocale(version, l)).get(`story:${id}`)?.fields.slug?.trim() || english] as const));
    return { en: english, ...Object.fromEntries(slugs) } as Record<Locale, string>;
  };
  const lookup = async () => translations.forLocale(await catalogue.version(), locale);
  /** Names compared as a reader would: case and surrounding spaces do not count. */
  const fold = (s: string) => s.trim().toLocaleLowerCase(locale);
  const derive = derivations(locale);
  const service = (t: TranslationsByKey) => (s: ApiService) => overlay("service", s, t.get(`service:${s.service_id}`));
  // A package names its destinations and services (decision 0079): each by its name in this language.
  const pkg = (t: TranslationsByKey) => <P extends ApiPackageSummary>(p: P) => withRefNames(overlay("package", p, t.get(`package:${p.package_id}`), derive), t);
  const destination = (t: TranslationsByKey) => <D extends ApiDestinationSummary>(d: D) => overlay("destination", d, t.get(`destination:${d.destination_id}`));
  const story = (t: TranslationsByKey) => <B extends ApiBlogSummary>(b: B) => overlay("story", b, t.get(`story:${b.blog_id}`));

  const named = (t: TranslationsByKey, entity: "destination" | "service", refs: ApiPackageSummary["destinations"]) =>
    refs.some((r) => t.get(`${entity}:${r.id}`)?.fields.name?.trim()) ? refs.map((r) => ({ ...r, name: t.get(`${entity}:${r.id}`)?.fields.name?.trim() || r.name })) : refs;
  const withRefNames = <P extends ApiPackageSummary>(p: P, t: TranslationsByKey): P => {
    const destinations = named(t, "destination", p.destinations);
    const services = named(t, "service", p.services);
    const travel_type = packageTravelType(p, t);
    return destinations === p.destinations && services === p.services && travel_type === p.travel_type ? p : { ...p, destinations, services, travel_type };
  };
  /**
   * A package's travel type in this language (decision 0082): a service's name is its service's
   * translated name, any other is the travel types' label set's; English where neither has one.
   */
  const packageTravelType = (p: ApiPackageSummary, t: TranslationsByKey): string => {
    const service = p.services.find((s) => fold(s.name) === fold(p.travel_type));
    const name = service ? t.get(`service:${service.id}`)?.fields.name : labelOf(t, p.travel_type);
    return name?.trim() || p.travel_type;
  };
  const labelOf = (t: TranslationsByKey, english: string): string | undefined => {
    const fields = t.get(`travel_types:${SITE_DOCUMENT_ID}`)?.fields;
    return fields && Object.hasOwn(fields, english) ? fields[english] : undefined;
  };
  /** Each travel type named in this language; its value, the filter the search reads, stays the English name. */
  const travelTypeNames = (types: ApiTravelType[], t: TranslationsByKey): ApiTravelType[] =>
    types.map((type) => {
      const name = (type.is_service && type.service_id !== null ? t.get(`service:${type.service_id}`)?.fields.name : labelOf(t, type.value))?.trim();
      return name && name !== type.name ? { ...type, name } : type;
    });
  /** A travel type named in this language (a link or address made on a translated page), as its English value; undefined when it is not one. */
  const englishTravelType = async (text: string, t: TranslationsByKey): Promise<string | undefined> => {
    const english = await catalogue.travelTypes();
    if (english.some((type) => fold(type.value) === fold(text))) return undefined;
    const named = travelTypeNames(english, t);
    return named.find((type) => fold(type.name) === fold(text))?.value;
  };
  /** The search text with each destination named in this language replaced by its English name; undefined when none is. */
  // Each translated destination name to its English one, built once per set of translations (so
  // once per data_version and language), not on every search.
  const namesByTranslations = new WeakMap<TranslationsByKey, Promise<ReadonlyMap<string, string>>>();
  const destinationNames = (t: TranslationsByKey) => {
    let names = namesByTranslations.get(t);
    if (!names) {
      names = catalogue.destinations().then((all) => {
        const byName = new Map<string, string>();
        for (const d of all) {
          const name = t.get(`destination:${d.destination_id}`)?.fields.name?.trim();
          if (name && fold(name) !== fold(d.name)) byName.set(fold(name), d.name);
        }
        return byName;
      });
      names.catch(() => namesByTranslations.delete(t));
      namesByTranslations.set(t, names);
    }
    return names;
  };
  const englishDestinationNames = async (text: string, t: TranslationsByKey): Promise<string | undefined> => {
    const byName = await destinationNames(t);
    if (!byName.size) return undefined;
    const parts = text.split(/([,;|/]+)/);
    const out = parts.map((part) => byName.get(fold(part)) ?? part);
    return out.some((part, i) => part !== parts[i]) ? out.join("") : undefined;
  };

  /** How each read's answer is translated. */
  const answers: Record<string, (answer: unknown, t: TranslationsByKey) => unknown> = {
    services: (a, t) => (a as ApiService[]).map(service(t)),
    travelTypes: (a, t) => travelTypeNames(a as ApiTravelType[], t),
    packages: (a, t) => (a as ApiPackageSummary[]).map(pkg(t)),
    package: (a, t) => (a ? pkg(t)(a as ApiPackageSummary) : a),
    packageSummary: (a, t) => (a ? pkg(t)(a as ApiPackageSummary) : a),
    searchDestinations: (a, t) => (a as ApiDestinationSummary[]).map(destination(t)),
    searchPackages: (a, t) => {
      const found = a as { results: ApiPackageSummary[] };
      return { ...found, results: found.results.map(pkg(t)) };
    },
    packageGroups: (a, t) =>
      (a as ServiceGroup[]).map((g) => {
        const named = /^\d+$/.test(g.id) ? t.get(`service:${Number(g.id)}`)?.fields : undefined;
        return { ...g, title: named?.name?.trim() || g.title, description: named?.description?.trim() || g.description, packages: g.packages.map(pkg(t)) };
      }),
    packageTitles: (a, t) => (a as Array<{ id: number; title: string }>).map((p) => ({ ...p, title: t.get(`package:${p.id}`)?.fields.package_title?.trim() || p.title })),
    destinations: (a, t) => (a as ApiDestinationSummary[]).map(destination(t)),
    destination: (a, t) => (a ? destination(t)(a as ApiDestinationSummary) : a),
    blogs: (a, t) => (a as ApiBlogSummary[]).map(story(t)),
    blog: (a, t) => (a ? story(t)(a as ApiBlog) : a),
    // The site's documents (decision 0075): the header, footer and JSON-LD read the company's words,
    // /terms and /faqs their documents, each in the page's language.
    company: (a, t) => overlay("company", a as CompanyDetails, t.get(`company:${SITE_DOCUMENT_ID}`)),
    terms: (a, t) => overlay("terms", a as TermsDocument, t.get(`terms:${SITE_DOCUMENT_ID}`)),
    faqs: (a, t) => overlay("faqs", a as FaqsDocument, t.get(`faqs:${SITE_DOCUMENT_ID}`)),
    // The slider sets, the page headers and the gallery (decision 0078).
    ...siteImageAnswers,
  };

  return new Proxy(catalogue as T & { storySlugs: typeof storySlugs }, {
    get(target, prop, receiver) {
      if (prop === "storySlugs") return storySlugs;
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "blog") {
        // A story is found by its English slug or by its slug in any language (the page sends a
        // slug of another language on to its own), and answers in this language.
        return async (slug: string) => {
          const version = await catalogue.version();
          const all = await Promise.all(PREFIXED_LOCALES.map((l) => translations.forLocale(version, l)));
          const key = all.flatMap((t) => [...t]).find(([k, tr]) => k.startsWith("story:") && tr.fields.slug === slug)?.[0];
          const english = key ? (await target.blogs()).find((b) => `story:${b.blog_id}` === key)?.slug : undefined;
          const answer = await (value as (s: string) => Promise<unknown>).call(target, english ?? slug);
          return locale === DEFAULT_LOCALE ? answer : answers.blog!(answer, await lookup());
        };
      }
      if (prop === "searchPackages" && locale !== DEFAULT_LOCALE) {
        // A destination named in this language (the destination page's "Search all 马赛马拉 packages")
        // is searched by its English name, which the search index holds.
        // So is a travel type named in this language (decision 0082).
        return async (filters: { destinations?: string; travel_type?: string }, ...rest: unknown[]) => {
          const t = await lookup();
          const english = filters?.destinations ? await englishDestinationNames(filters.destinations, t) : undefined;
          const travelType = filters?.travel_type ? await englishTravelType(filters.travel_type, t) : undefined;
          const asked = { ...filters, ...(english === undefined ? {} : { destinations: english }), ...(travelType === undefined ? {} : { travel_type: travelType }) };
          const answer = await (value as (...a: unknown[]) => Promise<unknown>).call(target, english === undefined && travelType === undefined ? filters : asked, ...rest);
          return answers.searchPackages!(answer, t);
        };
      }
      if (prop === "searchDestinations" && locale !== DEFAULT_LOCALE) {
        // What is typed matches a destination's name in this language too (decision 0082), and the English one.
        return async (query: string) => {
          const [all, t] = await Promise.all([target.destinations(), lookup()]);
          const found = searchDestinationsInLanguage(all, query, (d) => t.get(`destination:${d.destination_id}`)?.fields.name, locale);
          return answers.searchDestinations!(found, t);
        };
      }
      if (prop === "packages" && locale !== DEFAULT_LOCALE) {
        return async (filters?: { travel_type?: string }, ...rest: unknown[]) => {
          const t = await lookup();
          const travelType = filters?.travel_type ? await englishTravelType(filters.travel_type, t) : undefined;
          const answer = await (value as (...a: unknown[]) => Promise<unknown>).call(target, travelType === undefined ? filters : { ...filters, travel_type: travelType }, ...rest);
          return answers.packages!(answer, t);
        };
      }
      const translate = locale !== DEFAULT_LOCALE && typeof prop === "string" ? answers[prop] : undefined;
      if (!translate) return (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args);
      return async (...args: unknown[]) => {
        const [answer, t] = await Promise.all([(value as (...a: unknown[]) => Promise<unknown>).apply(target, args), lookup()]);
        return translate(answer, t);
      };
    },
  });
}
