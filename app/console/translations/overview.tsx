/**
 * /console/translations (every role that reads content): every published document that has
 * translations, by language, with its state, so a translator sees what needs work (decision 0076).
 * Filters are a GET form (working without JavaScript): a type of document, a language, and which
 * states to show (missing, not complete, stale). The matching documents are shown 50 a page, the
 * filters kept in the pages' links; the rows are built once per data_version (decision 0080).
 */
import { Form, Link, useLoaderData } from "react-router";
import { localeLabel, TRANSLATION_LOCALES, isTranslationLocale, type TranslatedDocument, type TranslationState } from "#domain/translation-editing.ts";
import { consoleMeta } from "../lib/meta.ts";
import { consoleOf } from "../lib/console-area.ts";
import { StateBadges, translationPath } from "./translation-states.tsx";
import type { Route } from "./+types/overview";

export const meta = () => consoleMeta("Translations");

const SHOWS = { all: "Every document", missing: "A language missing", incomplete: "Not complete (missing or partial)", stale: "Stale (English changed since)" } as const;
type Show = keyof typeof SHOWS;
/** Documents a page. */
export const OVERVIEW_PAGE_SIZE = 50;

/** The overview's address for these filters and page (defaults left out). */
export function overviewHref(f: { show: Show; locale: string | null; type: string | null }, page: number): string {
  const q = new URLSearchParams();
  if (f.show !== "all") q.set("show", f.show);
  if (f.locale) q.set("locale", f.locale);
  if (f.type) q.set("type", f.type);
  if (page > 1) q.set("page", String(page));
  const query = q.toString();
  return `/console/translations${query ? `?${query}` : ""}`;
}

const needsWork: Record<Show, (s: TranslationState) => boolean> = {
  all: () => true,
  missing: (s) => s.completeness === "missing",
  incomplete: (s) => s.completeness !== "complete",
  stale: (s) => s.stale,
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const area = consoleOf(context);
  await area.staff.require("content:read");
  const query = new URL(request.url).searchParams;
  const showParam = query.get("show") ?? "all";
  const show: Show = showParam in SHOWS ? (showParam as Show) : "all";
  const localeParam = query.get("locale") ?? "";
  const locale = isTranslationLocale(localeParam) ? localeParam : null;
  const all = await area.translations.overview();
  const types = [...new Map(all.map((d) => [d.entity, d.noun])).entries()];
  const typeParam = query.get("type") ?? "";
  const type = types.some(([e]) => e === typeParam) ? typeParam : null;
  const matching = all.filter((d) => (!type || d.entity === type) && d.states.some((s) => (!locale || s.locale === locale) && needsWork[show](s)));
  const pages = Math.max(1, Math.ceil(matching.length / OVERVIEW_PAGE_SIZE));
  const asked = Number(query.get("page") ?? "1");
  const page = Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, pages) : 1;
  const documents = matching.slice((page - 1) * OVERVIEW_PAGE_SIZE, page * OVERVIEW_PAGE_SIZE);
  return { documents, matching: matching.length, total: all.length, types, show, locale, type, page, pages };
}

function DocumentRow({ doc, locales }: { doc: TranslatedDocument; locales: readonly string[] }) {
  return (
    <tr data-testid="translation-row" data-entity={doc.entity} data-id={doc.id}>
      <th scope="row">
        <span className="c-small c-muted">{doc.noun}</span> <Link to={doc.editorPath}>{doc.name}</Link>
      </th>
      {doc.states
        .filter((s) => locales.includes(s.locale))
        .map((s) => (
          <td key={s.locale} data-label={localeLabel(s.locale)}>
            <Link to={translationPath(doc.entity, doc.id, s.locale)}>
              Edit<span className="c-skip">
                {" "}
                the {localeLabel(s.locale)} translation of {doc.name}
              </span>
            </Link>{" "}
            <StateBadges state={s} />
          </td>
        ))}
    </tr>
  );
}

export default function TranslationsOverview() {
  const { documents, matching, total, types, show, locale, type, page, pages } = useLoaderData<typeof loader>();
  const filters = { show, locale, type };
  const first = (page - 1) * OVERVIEW_PAGE_SIZE + 1;
  const locales = locale ? [locale] : TRANSLATION_LOCALES;
  return (
    <>
      <h1>Translations</h1>
      <p className="c-muted">
        The site shows each document in German, French, Italian and Chinese where it has a translation, and in English wherever a field has none. A translation is <em>stale</em> when its English was changed
        after the translation was published: check it, then publish it again.
      </p>
      <Form method="get" className="c-card c-filters" data-leave-freely aria-label="Filter translations">
        <div className="c-field">
          <label htmlFor="f-show">Show</label>
          <select id="f-show" name="show" defaultValue={show}>
            {Object.entries(SHOWS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor="f-locale">Language</label>
          <select id="f-locale" name="locale" defaultValue={locale ?? ""}>
            <option value="">Every language</option>
            {TRANSLATION_LOCALES.map((l) => (
              <option key={l} value={l}>
                {localeLabel(l)}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor="f-type">Documents</label>
          <select id="f-type" name="type" defaultValue={type ?? ""}>
            <option value="">Every kind</option>
            {types.map(([value, noun]) => (
              <option key={value} value={value}>
                {noun}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="c-button c-button-quiet">
          Show
        </button>
      </Form>
      <p className="c-muted" role="status" data-testid="translation-count">
        {matching === total ? `${total} documents.` : `${matching} of ${total} documents match.`}
        {pages > 1 ? ` Showing ${first}–${first + documents.length - 1}.` : ""}
      </p>
      {documents.length ? (
        <table className="c-table">
          <caption className="c-skip">Documents and the state of their translations</caption>
          <thead>
            <tr>
              <th scope="col">Document</th>
              {locales.map((l) => (
                <th key={l} scope="col">
                  {localeLabel(l)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {documents.map((d) => (
              <DocumentRow key={`${d.entity}:${d.id}`} doc={d} locales={locales} />
            ))}
          </tbody>
        </table>
      ) : (
        <p>Nothing needs work here.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="c-actions" data-testid="translation-pages">
          {page > 1 ? <Link to={overviewHref(filters, page - 1)}>← Previous page</Link> : null}
          <span className="c-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={overviewHref(filters, page + 1)}>Next page →</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
