/**
 * /console/terms (editors, owners): the Terms and Conditions page (decision 0029): the date line,
 * the introduction and the sections, each a title, an anchor and rich text (decision 0025), in the
 * order the form shows them: a Conform form (decision 0072) whose "Add a section", "Remove" and
 * "Move up/down" are real submit buttons, so they work without JavaScript too. Drafts, publish
 * and history as for every editor (0023).
 */
import { useActionData, useLoaderData } from "react-router";
import { termsFormSchema, termsToForm } from "#domain/site-pages.ts";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import { SITE_DOCUMENT_ID } from "#domain/content-translations.ts";
import { documentEditorRoute, siteDocument } from "../editing/document-editor-route.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, TextArea, TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import { RichTextField } from "./rich-text-field.tsx";
import { RowButtons } from "../editing/row-buttons.tsx";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = () => consoleMeta("Terms and Conditions");

const route = documentEditorRoute({ ...siteDocument("terms"), toForm: (view) => termsToForm(view.document), schema: termsFormSchema });
export const loader = route.loader;
export const action = route.action;

export default function TermsEditorPage() {
  return (
    <DocumentEditorPage
      data={useLoaderData<typeof loader>()}
      result={useActionData<typeof action>()}
      schema={termsFormSchema}
      title="Terms and Conditions"
      formLabel="Terms and Conditions"
      siteHref="/terms"
      note={<TranslationsPanel entity="terms" id={SITE_DOCUMENT_ID} />}
      done={{ published: "Published. /terms shows the change now.", discarded: "Draft discarded. The form shows the published terms." }}
    >
      {(field, _busy, { form, fields, rowButton }) => {
        const { values } = field;
        const sections = fields.sections.getFieldList();
        return (
          <>
            <section className="c-card" aria-labelledby="h-intro">
              <h2 id="h-intro">Opening</h2>
              <TextInput name="updated" label="Last updated" hint='Shown as "Last updated …", e.g. 1 October 2026.' {...field} />
              <TextArea name="intro" label="Introduction" rows={4} {...field} />
            </section>
            {sections.map((row, i) => {
              const name = `sections[${i}]`;
              return (
                <section key={row.key} className="c-card" aria-labelledby={`h-section-${i}`} data-testid="terms-section">
                  <h2 id={`h-section-${i}`}>{values[`${name}.title`] || `Section ${i + 1}`}</h2>
                  <div className="c-grid">
                    <TextInput name={`${name}.title`} label="Title" {...field} />
                    <TextInput name={`${name}.id`} label="Anchor" hint="The #link of the section, e.g. flights." {...field} />
                  </div>
                  <RichTextField name={`${name}.body_doc`} htmlName={`${name}.body_html`} label="Text" {...field} />
                  <Checkbox name={`${name}.booking_flow`} label="Show the booking steps under this section" {...field} />
                  <RowButtons list="sections" index={i} count={sections.length} noun="section" idPrefix="section" addId="add-section" form={form} rowButton={rowButton} />
                </section>
              );
            })}
            <p className="c-actions">
              <button id="add-section" className="c-button c-button-quiet" {...rowButton(form.insert.getButtonProps({ name: "sections" }), `f-sections-${sections.length}-title`)}>
                Add a section
              </button>
            </p>
          </>
        );
      }}
    </DocumentEditorPage>
  );
}
