/**
 * /console/translations/:entity/:id: one document's four languages with their state, each a link
 * to its editor (decision 0076). The panel on each catalogue editor loads this page's data.
 */
import { data, Link, useLoaderData } from "react-router";
import { consoleMeta } from "../lib/meta.ts";
import { consoleOf } from "../lib/console-area.ts";
import { LanguageList } from "./translation-states.tsx";
import type { Route } from "./+types/document";

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.document ? `Translations of ${loaderData.document.name}` : "Not found");

export async function loader({ context, params }: Route.LoaderArgs) {
  const area = consoleOf(context);
  await area.staff.require("content:read");
  const document = await area.translations.states(params.entity, Number(params.id));
  // A 404 that is still data: the panel on an unpublished document's editor loads it and says so.
  return data({ document }, { status: document ? 200 : 404 });
}

export default function DocumentTranslations() {
  const { document: doc } = useLoaderData<typeof loader>();
  if (!doc)
    return (
      <>
        <h1>Not found</h1>
        <p>There is no such published document to translate. A document can be translated once its English is published.</p>
        <p>
          <Link to="/console/translations">All translations</Link>
        </p>
      </>
    );
  return (
    <>
      <p>
        <Link to="/console/translations">← All translations</Link>
      </p>
      <h1>Translations of {doc.name}</h1>
      <p className="c-muted">
        {doc.noun}. <Link to={doc.editorPath}>Edit the English</Link>
      </p>
      <LanguageList entity={doc.entity} id={doc.id} states={doc.states} />
    </>
  );
}
