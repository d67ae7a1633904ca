/**
 * /console/company (editors, owners): the company's details every page shows (decision 0029):
 * name, contacts, address, office map position, social links and accreditations, on the shared
 * draft / publish / history pattern (decision 0023). A Conform form over the document's schema
 * (decision 0072): social links and accreditations are rows added, removed and moved by real submit
 * buttons, so the form works as a plain posted form too.
 */
import { useActionData, useLoaderData } from "react-router";
import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS } from "#domain/company-details.ts";
import { companyErrorName, companyFormSchema, companyToForm } from "#domain/company-details-schema.ts";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import { SITE_DOCUMENT_ID } from "#domain/content-translations.ts";
import { ImageChoice } from "../editing/image-choice.tsx";
import { libraryChoices, withLibraryAltText } from "../editing/image-rows.server.ts";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { documentEditorRoute, siteDocument } from "../editing/document-editor-route.server.ts";
import { RowButtons } from "../editing/row-buttons.tsx";
import type { FormValues } from "../lib/forms.server.ts";
import type { MediaConsole } from "#domain/media-console-context.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Select, TextArea, TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import imagesCss from "../editing/images.css?url";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: imagesCss },
];

export const meta = () => consoleMeta("Company details");

/** A badge chosen from the select of the page without JavaScript takes the library's alt text. */
async function withBadgeAltText(formData: FormData, media: MediaConsole): Promise<FormData> {
  const values: FormValues = {};
  for (const [k, v] of formData) if (typeof v === "string") values[k] = v;
  const rows = [...new Set(Object.keys(values).flatMap((k) => /^accreditations\[(\d+)\]\./.exec(k)?.[1] ?? []))].map((i) => `accreditations[${i}]`);
  const filled = await withLibraryAltText(values, rows, media);
  for (const row of rows) if (filled[`${row}.alt`] !== values[`${row}.alt`]) formData.set(`${row}.alt`, filled[`${row}.alt`]!);
  return formData;
}

const route = documentEditorRoute({
  ...siteDocument("company"),
  toForm: (view) => companyToForm(view.document),
  extra: async (area) => ({ library: await libraryChoices(area.media) }),
  prepare: (formData, area) => withBadgeAltText(formData, area.media),
  schema: companyFormSchema,
});
export const loader = route.loader;
export const action = route.action;

const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((n) => [n, SOCIAL_NETWORK_LABELS[n]] as const);

export default function CompanyEditorPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <DocumentEditorPage
      data={data}
      result={useActionData<typeof action>()}
      title="Company details"
      intro={<p className="c-muted">Shown in the header and footer of every page, on the contact pages, in search results (structured data) and in inquiry emails.</p>}
      formLabel="Company details"
      siteHref="/info"
      // Its words for visitors (tagline, description, WhatsApp greeting, accreditations' names); names, numbers and addresses stay as typed.
      note={<TranslationsPanel entity="company" id={SITE_DOCUMENT_ID} />}
      done={{ published: "Published. Every page shows the new details now.", discarded: "Draft discarded. The form shows the published details." }}
      schema={companyFormSchema}
      errorName={companyErrorName}
    >
      {(field, busy, { form, fields, rowButton }) => {
        const { values, errors } = field;
        const social = fields.social.getFieldList();
        const accreditations = fields.accreditations.getFieldList();
        return (
          <>
            <section className="c-card" aria-labelledby="h-company">
              <h2 id="h-company">The company</h2>
              <div className="c-grid">
                <TextInput name="name" label="Name" hint="As visitors know it, e.g. in page titles." {...field} />
                <TextInput name="legalName" label="Legal name" hint="In the copyright line and the office address." {...field} />
                <TextInput name="taxPin" label="KRA PIN" hint="Printed on receipts and invoices, e.g. P051234567X." {...field} />
              </div>
              <TextInput name="tagline" label="Tagline" {...field} />
              <TextArea name="description" label="Description" rows={3} hint="For search engines and link previews of the home page." {...field} />
              <TextInput name="foundedYear" label="Founded (year)" inputMode="numeric" {...field} />
            </section>

            <section className="c-card" aria-labelledby="h-contacts">
              <h2 id="h-contacts">Contacts</h2>
              <div className="c-grid">
                <TextInput name="email" label="Email" hint="Shown on the site." {...field} />
                <TextInput name="salesEmail" label="Sales email" hint="Receives inquiry notifications unless the server sets SALES_EMAIL." {...field} />
              </div>
              <TextArea name="phones" label="Phone numbers" rows={3} hint="One per line, with the country code. The first is the main number." {...field} />
              <div className="c-grid">
                <TextInput name="whatsappNumber" label="WhatsApp number" inputMode="numeric" hint="Digits only, with the country code." {...field} />
                <TextInput name="whatsappMessage" label="WhatsApp greeting" hint="The message a visitor's chat starts with." {...field} />
              </div>
              <TextInput name="reviewsUrl" label="Reviews page (https://)" {...field} />
            </section>

            <section className="c-card" aria-labelledby="h-payment">
              <h2 id="h-payment">How travellers pay</h2>
              <p className="c-hint">Printed on accepted quotes, their PDF and the email that confirms an acceptance. Empty fields are left out.</p>
              <div className="c-grid">
                <TextInput name="payment.bankName" label="Bank" {...field} />
                <TextInput name="payment.bankBranch" label="Branch" {...field} />
                <TextInput name="payment.accountName" label="Account name" {...field} />
                <TextInput name="payment.accountNumber" label="Account number" {...field} />
                <TextInput name="payment.swiftCode" label="SWIFT code" hint="For transfers from abroad." {...field} />
                <TextInput name="payment.mpesaPaybill" label="M-Pesa paybill number" inputMode="numeric" hint="Travellers use their quote reference as the account number." {...field} />
              </div>
            </section>

            <section className="c-card" aria-labelledby="h-office">
              <h2 id="h-office">Office</h2>
              <div className="c-grid">
                <TextInput name="address.street" label="Street" {...field} />
                <TextInput name="address.postal" label="Postal address" {...field} />
                <TextInput name="address.city" label="City" {...field} />
                <TextInput name="address.country" label="Country" {...field} />
              </div>
              <fieldset>
                <legend>Position on the map</legend>
                <p className="c-hint">Decimal degrees, e.g. -1.2841 and 36.8233. Leave both empty to show no map.</p>
                <div className="c-grid">
                  <TextInput name="office.lat" label="Latitude" {...field} />
                  <TextInput name="office.lng" label="Longitude" {...field} />
                </div>
              </fieldset>
            </section>

            <section className="c-card" aria-labelledby="h-social">
              <h2 id="h-social">Social links</h2>
              <p className="c-hint">Shown in this order in the footer.</p>
              {social.map((row, i) => (
                <fieldset key={row.key} data-testid="social-row">
                  <legend>Link {i + 1}</legend>
                  <div className="c-grid">
                    <Select name={`social[${i}].network`} label="Network" options={NETWORK_OPTIONS} {...field} />
                    <TextInput name={`social[${i}].url`} label="Address (https://)" {...field} />
                  </div>
                  <RowButtons list="social" index={i} count={social.length} noun="link" idPrefix="social" addId="add-social" form={form} rowButton={rowButton} />
                </fieldset>
              ))}
              <p className="c-actions">
                <button id="add-social" className="c-button c-button-quiet" {...rowButton(form.insert.getButtonProps({ name: "social" }), `f-social-${social.length}-network`)}>
                  Add a link
                </button>
              </p>
            </section>

            <section className="c-card" aria-labelledby="h-accreditations">
              <h2 id="h-accreditations">Accreditations</h2>
              <p className="c-hint">Licences and memberships, shown on the about page and in the footer. The badge is an image of the media library; without one the name is shown alone.</p>
              {accreditations.map((row, i) => (
                <fieldset key={row.key} data-testid="accreditation-row">
                  <legend>Accreditation {i + 1}</legend>
                  <TextInput name={`accreditations[${i}].name`} label="Name" {...field} />
                  <div className="c-grid">
                    <TextInput name={`accreditations[${i}].short`} label="Abbreviation" {...field} />
                    <TextInput name={`accreditations[${i}].link`} label="Link (https://, optional)" {...field} />
                  </div>
                  <ImageChoice name={`accreditations[${i}]`} label={`badge of accreditation ${i + 1}`} values={values} errors={errors} library={data.library} busy={busy} none="No badge: the name alone." />
                  <RowButtons list="accreditations" index={i} count={accreditations.length} noun="accreditation" idPrefix="accreditation" addId="add-accreditation" form={form} rowButton={rowButton} />
                </fieldset>
              ))}
              <p className="c-actions">
                <button id="add-accreditation" className="c-button c-button-quiet" {...rowButton(form.insert.getButtonProps({ name: "accreditations" }), `f-accreditations-${accreditations.length}-name`)}>
                  Add an accreditation
                </button>
              </p>
            </section>
          </>
        );
      }}
    </DocumentEditorPage>
  );
}
