/**
 * How the console shows a translation's state (decision 0076): complete, partial or missing, and
 * stale when the English changed after it was published; a waiting draft is said too. Shared by
 * the overview, a document's languages page and the panel on each catalogue editor.
 */
import { Link } from "react-router";
import { COMPLETENESS_LABELS, localeLabel, type TranslationState } from "#domain/translation-editing.ts";

export const translationPath = (entity: string, id: number, locale?: string) => `/console/translations/${entity}/${id}${locale ? `/${locale}` : ""}`;

/** The badges of one language: its completeness, then Stale and Draft when they apply. */
export function StateBadges({ state }: { state: TranslationState }) {
  return (
    <span data-testid={`state-${state.locale}`} data-completeness={state.completeness} data-stale={state.stale ? "true" : undefined}>
      <span className={state.completeness === "complete" ? "c-badge" : "c-badge c-badge-warn"}>{COMPLETENESS_LABELS[state.completeness]}</span>
      {state.stale ? <span className="c-badge c-badge-warn">Stale</span> : null}
      {state.hasDraft ? <span className="c-badge">Draft</span> : null}
    </span>
  );
}

/** One document's languages as a list: each a link to its editor, with its state once known. */
export function LanguageList({ entity, id, states }: { entity: string; id: number; states: readonly TranslationState[] }) {
  return (
    <ul className="c-translation-languages">
      {states.map((s) => (
        <li key={s.locale}>
          <Link to={translationPath(entity, id, s.locale)}>{localeLabel(s.locale)}</Link> <StateBadges state={s} />
        </li>
      ))}
    </ul>
  );
}
