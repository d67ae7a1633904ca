/**
 * /console/faqs (editors, owners): the FAQs page (decision 0029): groups (title and anchor) of
 * questions, each answered in rich text (decision 0025), in the order the form shows them. A
 * Conform form (decision 0072): adding, removing and moving a group or a question are real submit
 * buttons, so they work without JavaScript too. Drafts, publish and history as for every editor (0023).
 */
import { useActionData, useLoaderData } from "react-router";
import { faqsFormSchema, faqsToForm } from "#domain/site-pages.ts";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import { SITE_DOCUMENT_ID } from "#domain/content-translations.ts";
import { documentEditorRoute, siteDocument } from "../editing/document-editor-route.server.ts";
import { RowButtons } from "../editing/row-buttons.tsx";
import { consoleMeta } from "../lib/meta.ts";
import { TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import { RichTextField } from "./rich-text-field.tsx";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = () => consoleMeta("FAQs");

const route = documentEditorRoute({ ...siteDocument("faqs"), toForm: (view) => faqsToForm(view.document), schema: faqsFormSchema });
export const loader = route.loader;
export const action = route.action;

export default function FaqsEditorPage() {
  return (
    <DocumentEditorPage
      data={useLoaderData<typeof loader>()}
      result={useActionData<typeof action>()}
      schema={faqsFormSchema}
      title="FAQs"
      formLabel="FAQs"
      siteHref="/faqs"
      note={<TranslationsPanel entity="faqs" id={SITE_DOCUMENT_ID} />}
      done={{ published: "Published. /faqs shows the change now.", discarded: "Draft discarded. The form shows the published FAQs." }}
    >
      {(field, _busy, { form, fields, rowButton }) => {
        const { values } = field;
        const groups = fields.groups.getFieldList();
        return (
          <>
            {groups.map((groupRow, g) => {
              const group = `groups[${g}]`;
              const questions = groupRow.getFieldset().faqs.getFieldList();
              return (
                <section key={groupRow.key} className="c-card" aria-labelledby={`h-group-${g}`} data-testid="faq-group">
                  <h2 id={`h-group-${g}`}>{values[`${group}.title`] || `Group ${g + 1}`}</h2>
                  <div className="c-grid">
                    <TextInput name={`${group}.title`} label="Group title" {...field} />
                    <TextInput name={`${group}.id`} label="Anchor" hint="e.g. payments" {...field} />
                  </div>
                  {questions.map((questionRow, q) => {
                    const question = `${group}.faqs[${q}]`;
                    return (
                      <fieldset key={questionRow.key} data-testid="faq-question">
                        <legend>Question {q + 1}</legend>
                        <TextInput name={`${question}.question`} label="Question" {...field} />
                        <RichTextField name={`${question}.answer_doc`} htmlName={`${question}.answer_html`} label="Answer" {...field} />
                        <RowButtons list={`${group}.faqs`} index={q} count={questions.length} noun="question" idPrefix={`group-${g}-question`} addId={`add-question-${g}`} form={form} rowButton={rowButton} />
                      </fieldset>
                    );
                  })}
                  <p className="c-actions">
                    <button id={`add-question-${g}`} className="c-button c-button-quiet" {...rowButton(form.insert.getButtonProps({ name: `${group}.faqs` as "groups" }), `f-groups-${g}-faqs-${questions.length}-question`)}>
                      Add a question
                    </button>
                  </p>
                  <RowButtons list="groups" index={g} count={groups.length} noun="group" idPrefix="group" addId="add-group" form={form} rowButton={rowButton} />
                </section>
              );
            })}
            <p className="c-actions">
              <button id="add-group" className="c-button c-button-quiet" {...rowButton(form.insert.getButtonProps({ name: "groups" }), `f-groups-${groups.length}-title`)}>
                Add a group
              </button>
            </p>
          </>
        );
      }}
    </DocumentEditorPage>
  );
}
