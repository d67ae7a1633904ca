/**
 * /console/terms (editors, owners): the Terms and Conditions page (decision 0029): the date line,
 * the introduction and the sections, each a title, an anchor and rich text (decision 0025), in the
 * order of their Order numbers. One spare section at the end adds a new one; emptying a section's
 * title, anchor and text removes it. Drafts, publish and history as for every editor (0023).
 */
import { useActionData, useLoaderData } from "react-router";
import { filledSections, parseTermsForm, termsFormErrors, termsToForm } from "#domain/site-pages.ts";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { documentEditorRoute, siteDocument } from "../editing/document-editor-route.server.ts";
import type { ParsedDocument } from "../editing/document-intents.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, TextArea, TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import { RichTextField } from "./rich-text-field.tsx";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = () => consoleMeta("Terms and Conditions");

function parse(values: Record<string, string>): ParsedDocument {
  const { result, rows } = parseTermsForm(values);
  return result.success ? { ok: true, doc: result.data } : { ok: false, errors: termsFormErrors(result.error, rows) };
}

const route = documentEditorRoute({ ...siteDocument("terms"), toForm: (view) => termsToForm(view.document), parse });
export const loader = route.loader;
export const action = route.action;

/** Section numbers in the form: those with anything in them (loaded or posted), then one spare. */
function sectionRows(values: Record<string, string>): number[] {
  const used = filledSections(values);
  return [...used, (used.at(-1) ?? -1) + 1];
}

export default function TermsEditorPage() {
  return (
    <DocumentEditorPage
      data={useLoaderData<typeof loader>()}
      result={useActionData<typeof action>()}
      title="Terms and Conditions"
      formLabel="Terms and Conditions"
      siteHref="/terms"
      done={{ published: "Published. /terms shows the change now.", discarded: "Draft discarded. The form shows the published terms." }}
      parse={parse}
    >
      {(field) => {
        const { values } = field;
        const rows = sectionRows(values);
        return (
          <>
            <section className="c-card" aria-labelledby="h-intro">
              <h2 id="h-intro">Opening</h2>
              <TextInput name="updated" label="Last updated" hint='Shown as "Last updated …", e.g. 1 October 2026.' {...field} />
              <TextArea name="intro" label="Introduction" rows={4} {...field} />
            </section>
            {rows.map((i, n) => {
              const spare = n === rows.length - 1;
              return (
                <section key={i} className="c-card" aria-labelledby={`h-section-${i}`} data-testid="terms-section">
                  <h2 id={`h-section-${i}`}>{spare ? "Add a section" : values[`sections.${i}.title`] || `Section ${n + 1}`}</h2>
                  {spare ? <p className="c-hint">Fill this in to add a section; leave it empty otherwise.</p> : null}
                  <div className="c-grid">
                    <TextInput name={`sections.${i}.title`} label="Title" {...field} />
                    <TextInput name={`sections.${i}.id`} label="Anchor" hint="The #link of the section, e.g. flights." {...field} />
                    <TextInput name={`sections.${i}.order`} label="Order" inputMode="numeric" {...field} />
                  </div>
                  <RichTextField name={`sections.${i}.body_doc`} htmlName={`sections.${i}.body_html`} label="Text" {...field} />
                  <Checkbox name={`sections.${i}.booking_flow`} label="Show the booking steps under this section" {...field} />
                  {!spare ? <p className="c-hint">To remove the section, empty its title, anchor and text.</p> : null}
                </section>
              );
            })}
          </>
        );
      }}
    </DocumentEditorPage>
  );
}
