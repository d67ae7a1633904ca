/**
 * /console/faqs (editors, owners): the FAQs page (decision 0029): groups (title and anchor) of
 * questions, each answered in rich text (decision 0025), shown in the order of their Order
 * numbers. Each group has a spare question to add one and there is a spare group; emptying a
 * question and its answer removes it. Drafts, publish and history as for every editor (0023).
 */
import { useActionData, useLoaderData } from "react-router";
import { faqsFormErrors, faqsToForm, filledGroups, filledQuestions, parseFaqsForm } from "#domain/site-pages.ts";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { documentEditorRoute, siteDocument } from "../editing/document-editor-route.server.ts";
import type { ParsedDocument } from "../editing/document-intents.server.ts";
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

function parse(values: Record<string, string>): ParsedDocument {
  const { result, rows } = parseFaqsForm(values);
  return result.success ? { ok: true, doc: result.data } : { ok: false, errors: faqsFormErrors(result.error, rows) };
}

const route = documentEditorRoute({ ...siteDocument("faqs"), toForm: (view) => faqsToForm(view.document), parse });
export const loader = route.loader;
export const action = route.action;

const withSpare = (used: number[]) => [...used, (used.at(-1) ?? -1) + 1];

export default function FaqsEditorPage() {
  return (
    <DocumentEditorPage
      data={useLoaderData<typeof loader>()}
      result={useActionData<typeof action>()}
      title="FAQs"
      formLabel="FAQs"
      siteHref="/faqs"
      done={{ published: "Published. /faqs shows the change now.", discarded: "Draft discarded. The form shows the published FAQs." }}
      parse={parse}
    >
      {(field) => {
        const { values } = field;
        const groups = withSpare(filledGroups(values));
        return groups.map((g, gn) => {
          const spareGroup = gn === groups.length - 1;
          const questions = withSpare(filledQuestions(values, g));
          return (
            <section key={g} className="c-card" aria-labelledby={`h-group-${g}`} data-testid="faq-group">
              <h2 id={`h-group-${g}`}>{spareGroup ? "Add a group" : values[`groups.${g}.title`] || `Group ${gn + 1}`}</h2>
              <div className="c-grid">
                <TextInput name={`groups.${g}.title`} label="Group title" {...field} />
                <TextInput name={`groups.${g}.id`} label="Anchor" hint="e.g. payments" {...field} />
                <TextInput name={`groups.${g}.order`} label="Order" inputMode="numeric" {...field} />
              </div>
              {questions.map((q, qn) => {
                const spare = qn === questions.length - 1;
                return (
                  <fieldset key={q} data-testid="faq-question">
                    <legend>{spare ? "Add a question" : `Question ${qn + 1}`}</legend>
                    <div className="c-grid">
                      <TextInput name={`groups.${g}.faqs.${q}.question`} label="Question" {...field} />
                      <TextInput name={`groups.${g}.faqs.${q}.order`} label="Order" inputMode="numeric" {...field} />
                    </div>
                    <RichTextField name={`groups.${g}.faqs.${q}.answer_doc`} htmlName={`groups.${g}.faqs.${q}.answer_html`} label="Answer" {...field} />
                    {!spare ? <p className="c-hint">To remove the question, empty it and its answer.</p> : null}
                  </fieldset>
                );
              })}
            </section>
          );
        });
      }}
    </DocumentEditorPage>
  );
}
