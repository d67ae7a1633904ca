/**
 * The "Translations" panel on a catalogue editor page (package, destination, service, story;
 * decision 0076): the four languages, each a link to its translation editor, with its state. It
 * loads the states itself from the document's languages page, so the editor pages' loaders need
 * nothing new; before that (or without JavaScript) the links are there, and one to that page.
 */
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { localeLabel, TRANSLATION_LOCALES, type TranslatedDocument } from "#domain/translation-editing.ts";
import { LanguageList, translationPath } from "./translation-states.tsx";

export function TranslationsPanel({ entity, id }: { entity: string; id: number }) {
  const fetcher = useFetcher<{ document: TranslatedDocument | null }>();
  const path = translationPath(entity, id);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per document; the fetcher itself changes on every load
  useEffect(() => void fetcher.load(path), [path]);
  const doc = fetcher.data?.document;
  return (
    <section className="c-card" aria-labelledby="h-translations" data-testid="translations-panel">
      <h2 id="h-translations">Translations</h2>
      {doc ? (
        <LanguageList entity={entity} id={id} states={doc.states} />
      ) : fetcher.data ? (
        <p>It can be translated once its English is published.</p>
      ) : (
        <ul className="c-translation-languages">
          {TRANSLATION_LOCALES.map((l) => (
            <li key={l}>
              <Link to={translationPath(entity, id, l)}>{localeLabel(l)}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="c-small c-muted">
        Translations are of the published English. <Link to={path}>Their state</Link>
      </p>
    </section>
  );
}
