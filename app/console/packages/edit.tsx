/**
 * /console/packages/:id (editors, owners): the package form (decision 0023). Save keeps a draft;
 * Publish puts what is on the form live. Archive takes a published package off the site (it is never
 * deleted: inquiries and quotes point at it); "Put back on the site" undoes that.
 *
 * A Conform form over the package's own schema (domain/package-form.ts, decision 0072), the same in
 * the browser, in the action and in the service. Tiers, their days, images, activities and
 * destinations are lists whose Add, Move and Remove are Conform's intents: real submit buttons,
 * carried out in place with JavaScript and by the server without it, keeping what was typed and
 * saving nothing. A refused Save or Publish shows each error at its field with what was typed.
 */
import { useMemo } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { BLANK_ACTIVITY, BLANK_TIER, packageFormSchema, packagePublishSchema, packageToForm } from "#domain/package-form.ts";
import { PRICE_BASES, PRICE_BASIS_LABELS } from "#domain/price-basis.ts";
import { DEAL_PERCENT_MAX, DEAL_PERCENT_MIN } from "#domain/deal.ts";
import { TIER_LABELS, TIER_TYPES } from "#domain/tiers.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, IntentCard, RevisionHistory } from "../editing/editing-parts.tsx";
import { PrimaryFirstImages, type ImageListForm } from "../editing/conform-images.tsx";
import { documentEditorRoute } from "../editing/document-editor-route.server.ts";
import { entityIdParam } from "../editing/entity-id.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { libraryChoices } from "../editing/image-rows.server.ts";
import imagesCss from "../editing/images.css?url";
import { EDITOR_STATUS_LABELS } from "../editing/status.ts";
import { useDocumentForm } from "../editing/use-document-form.ts";
import { bracketed, flatFields } from "../lib/conform.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, Hidden, idOf, Select, TextArea, TextInput } from "./fields.tsx";
import { ItineraryFields } from "./itinerary-fields.tsx";
import { ServicesAndDestinations } from "./links-fields.tsx";
import { packageRowsReply } from "./package-rows.server.ts";
import editorCss from "./editor.css?url";
import { EditorWithSections, type EditorSection } from "../editing/section-nav.tsx";
import richTextCss from "../rich-text/rich-text.css?url";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import type { Route } from "./+types/edit";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: imagesCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.view ? `Edit ${data.view.document.title}` : "Package");

const route = documentEditorRoute({
  entity: "package",
  id: (params) => entityIdParam(params),
  path: (id) => `/console/packages/${id}`,
  view: (area, id) => area.catalogueEditor.package(id),
  editor: (area, id) => {
    const packages = area.catalogueEditor;
    return {
      saveDraft: (doc, base) => packages.saveDraft(id, doc, base),
      publish: (doc, base) => packages.publish(id, doc, base),
      restore: (revision) => packages.restore(id, revision),
      discardDraft: () => packages.discardDraft(id),
    };
  },
  otherIntents: {
    archive: { run: (area, id) => area.catalogueEditor.archivePackage(id), done: "archived" },
    unarchive: { run: (area, id) => area.catalogueEditor.unarchivePackage(id), done: "unarchived" },
  },
  extra: async (area) => {
    const [choices, library] = await Promise.all([area.catalogueEditor.packageChoices(), libraryChoices(area.media)]);
    return { choices, library };
  },
  toForm: (view) => packageToForm(view.document),
  schema: packageFormSchema,
  // An image from the library's select, a destination, a copy of another tier's days.
  serverRows: (formData, area) => packageRowsReply(formData, area.media),
});
export const loader = route.loader;
export const action = route.action;

const DONE: Record<string, string> = {
  ...PUBLISHING_DONE,
  created: "Package created as a draft. Nobody sees it until you publish it.",
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The public site shows the change now.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published package.",
  archived: "Archived. The package is off the site; inquiries and quotes that name it keep it. Put it back on the site to bring it back.",
  unarchived: "Back on the site, as it was when archived.",
};

const ADD_TIER_ID = "add-tier";
const ADD_ACTIVITY_ID = "add-activity";

const BASIS_OPTIONS = PRICE_BASES.map((b) => [b, PRICE_BASIS_LABELS[b]] as const);
const TIER_OPTIONS = TIER_TYPES.map((t) => [t, TIER_LABELS[t]] as const);

/** The editor's sections in page order, each by its heading's id (the list beside the form). */
const PACKAGE_SECTIONS: EditorSection[] = [
  { id: "h-about", label: "About" },
  { id: "h-links", label: "Services and destinations" },
  { id: "h-deal", label: "Deal" },
  { id: "h-tiers", label: "Tiers and prices" },
  { id: "h-images", label: "Images" },
  { id: "h-activities", label: "Optional activities" },
  { id: "h-terms", label: "Terms" },
  { id: "h-schedule", label: "Publish later" },
  { id: "h-history", label: "History" },
];

/** Any service's error (one id out of the list) is shown at the services, any destination's at the destinations. */
const errorName = (name: string) => name.replace(/^(service_ids|destination_ids)\[\d+\]$/, "$1");

export default function PackageEditor() {
  const data = useLoaderData<typeof loader>();
  const { view, choices, values: saved, done, publishing, library } = data;
  const result = useActionData<typeof action>();
  const { form, fields, values, errors, onSubmit, rowButton, busy } = useDocumentForm({ values: saved, result, schema: packageFormSchema, publishSchema: packagePublishSchema, errorName });
  const tiers = fields.tiers.getFieldList();
  const activities = fields.optional_activities.getFieldList();
  const destinations = fields.destination_ids.getFieldList().map((row, i) => ({ key: row.key ?? String(i), id: String(row.value ?? row.initialValue ?? "") }));
  const services = [fields.service_ids.initialValue ?? []].flat().filter((v): v is string => typeof v === "string");
  const images = form as unknown as ImageListForm;
  // What the form holds now, typed included: a tier's and a day's legend name it, as they did when
  // every row button was a round trip that drew the form from what was posted.
  const current = useMemo(() => ({ ...values, ...flatFields(form.value ?? {}, bracketed) }), [values, form.value]);

  const field = { values, errors };
  return (
    <div className="c-editor">
      <p>
        <Link to="/console/packages">← All packages</Link>
      </p>
      <h1>{saved.title || "Package"}</h1>
      <EditorStatus
        status={view.status}
        statusLabel={EDITOR_STATUS_LABELS[view.status]}
        draft={view.draft}
        revisions={view.revisions}
        siteHref={view.status === "new" || view.status === "archived" ? null : `/packages/${view.id}`}
      />
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <PublishingStatus publishing={publishing} busy={busy} />

      <EditorWithSections label="Sections of the package" sections={PACKAGE_SECTIONS}>
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} aria-label="Package">
        <ErrorSummary errors={errors} />
        {/* The first submit button is what Enter in a field presses: Save, not a row's Move or Remove. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
          Save draft
        </button>
        <input type="hidden" name="base" value={values.base ?? view.base} />
        <section className="c-card" aria-labelledby="h-about">
          <h2 id="h-about">About the package</h2>
          <TextInput name="title" label="Title" {...field} />
          <TextArea name="summary" label="Summary" rows={4} hint="Shown on cards and at the top of the page. Needed to publish." {...field} />
          <TextInput name="ribbon_tag_left" label="Ribbon tag" hint='A short tag on the card, e.g. "Best Seller" (no percentage: a deal shows its own). Leave empty for none.' {...field} />
          <div className="c-checks">
            <Checkbox name="is_deal" label="Deal (listed with the deals)" {...field} />
            <Checkbox name="is_standout" label="Standout (featured on the home page)" {...field} />
          </div>
        </section>

        <ServicesAndDestinations choices={choices} services={services} destinations={destinations} errors={errors} busy={busy} form={form} rowButton={rowButton} />

        <section className="c-card" aria-labelledby="h-deal">
          <h2 id="h-deal">Deal</h2>
          <p className="c-hint">
            A deal is a percentage off this package's own prices (its rates, else its tier prices) while the package is ticked Deal. Cards, the package page and the price
            for a party show the lower price beside the full one, with "Save" and the percentage, so changing a price moves the deal with it.
          </p>
          <div className="c-grid">
            <TextInput name="deal_percent" label="Percentage off" inputMode="numeric" hint={`A whole number, ${DEAL_PERCENT_MIN} to ${DEAL_PERCENT_MAX}.`} {...field} />
            <TextInput name="deal_starts_on" label="First departure" type="date" hint="Optional: departures from this date." {...field} />
            <TextInput name="deal_ends_on" label="Last departure" type="date" hint="Optional: the deal ends after this date." {...field} />
          </div>
        </section>

        <section className="c-card" aria-labelledby="h-tiers">
          <h2 id="h-tiers">Tiers and prices</h2>
          {errors.tiers ? <p className="c-error">{errors.tiers}</p> : null}
          {tiers.map((tier, i) => {
            const t = `tiers[${i}]`;
            const type = current[`${t}.tier_type`];
            return (
              <fieldset key={tier.key} data-testid="tier-fields">
                <legend>
                  Tier {i + 1}
                  {type ? `: ${TIER_LABELS[type as keyof typeof TIER_LABELS] ?? ""}` : ""}
                </legend>
                <Hidden name={`${t}.id`} values={values} />
                <div className="c-grid">
                  <Select name={`${t}.tier_type`} label="Tier type" options={TIER_OPTIONS} {...field} />
                  <Select name={`${t}.price_basis`} label="Price is for" options={BASIS_OPTIONS} {...field} />
                  <TextInput name={`${t}.price_kshs`} label="Price in KES" inputMode="numeric" {...field} />
                  <TextInput name={`${t}.price_usd`} label="Price in USD" inputMode="numeric" {...field} />
                </div>
                <Checkbox name={`${t}.contact_for_pricing`} label="Contact for Pricing (no price shown)" {...field} />
                <fieldset>
                  <legend>Who the tier is for</legend>
                  <div className="c-checks">
                    <Checkbox name={`${t}.for_residents`} label="Kenya residents" {...field} />
                    <Checkbox name={`${t}.for_east_africans`} label="East Africans" {...field} />
                    <Checkbox name={`${t}.for_non_residents`} label="International visitors" {...field} />
                  </div>
                </fieldset>
                <div className="c-grid">
                  <TextArea name={`${t}.inclusions`} label="Included" hint="One item a line." {...field} />
                  <TextArea name={`${t}.exclusions`} label="Not included" hint="One item a line." {...field} />
                </div>
                <ItineraryFields
                  tier={i}
                  tierCount={tiers.length}
                  days={tier.getFieldset().days.getFieldList()}
                  values={values}
                  current={current}
                  errors={errors}
                  busy={busy}
                  form={form}
                  rowButton={rowButton}
                />
                <p>
                  <button className="c-button c-button-quiet" {...rowButton(form.remove.getButtonProps({ name: "tiers", index: i }), ADD_TIER_ID)}>
                    Remove tier {i + 1}
                  </button>
                </p>
              </fieldset>
            );
          })}
          <button id={ADD_TIER_ID} className="c-button c-button-quiet" {...rowButton(form.insert.getButtonProps({ name: fields.tiers.name, defaultValue: BLANK_TIER }), idOf(`tiers[${tiers.length}].tier_type`))}>
            Add a tier
          </button>
        </section>

        <section className="c-card" aria-labelledby="h-images">
          <h2 id="h-images">Images</h2>
          <PrimaryFirstImages what="package" rows={fields.images.getFieldList()} form={images} errors={errors} busy={busy} library={library} />
        </section>

        <section className="c-card" aria-labelledby="h-activities">
          <h2 id="h-activities">Optional activities</h2>
          {activities.map((activity, i) => {
            const a = `optional_activities[${i}]`;
            return (
              <fieldset key={activity.key}>
                <legend>Activity {i + 1}</legend>
                <Hidden name={`${a}.id`} values={values} />
                <TextInput name={`${a}.activity_name`} label="Name" {...field} />
                <div className="c-grid">
                  <TextInput name={`${a}.cost_kshs`} label="Cost in KES" inputMode="numeric" {...field} />
                  <TextInput name={`${a}.cost_usd`} label="Cost in USD" inputMode="numeric" {...field} />
                </div>
                <TextArea name={`${a}.description`} label="Description" rows={2} {...field} />
                <p>
                  <button className="c-button c-button-quiet" {...rowButton(form.remove.getButtonProps({ name: "optional_activities", index: i }), ADD_ACTIVITY_ID)}>
                    Remove activity {i + 1}
                  </button>
                </p>
              </fieldset>
            );
          })}
          <button
            id={ADD_ACTIVITY_ID}
            className="c-button c-button-quiet"
            {...rowButton(form.insert.getButtonProps({ name: fields.optional_activities.name, defaultValue: BLANK_ACTIVITY }), idOf(`optional_activities[${activities.length}].activity_name`))}
          >
            Add an activity
          </button>
        </section>

        <section className="c-card" aria-labelledby="h-terms">
          <h2 id="h-terms">Terms</h2>
          <TextArea name="terms_and_conditions" label="Terms and conditions" rows={5} hint="Simple HTML (paragraphs, lists, links); it is cleaned before the site shows it." {...field} />
        </section>

        <SchedulePublish values={values} errors={errors} busy={busy} />
        <DraftActions busy={busy} />
      </Form>

      {view.draft ? <DiscardDraft busy={busy} note="Discarding the draft brings the form back to what the site shows." /> : null}

      {view.status === "archived" ? (
        <IntentCard title="Archived" intent="unarchive" button="Put back on the site" busy={busy}>
          <p className="c-muted">The package is off the site. Putting it back shows it as it was when archived; a draft stays a draft.</p>
        </IntentCard>
      ) : view.status !== "new" ? (
        <IntentCard title="Take off the site" intent="archive" button="Archive package" busy={busy}>
          <p className="c-muted">
            Archiving hides the package from every page, search and list on the site. Nothing is deleted: inquiries and quotes that name it keep it, and it can
            be put back.
          </p>
        </IntentCard>
      ) : null}

      <TranslationsPanel entity="package" id={view.id} />
      <RevisionHistory revisions={view.revisions} busy={busy} markLatestLive={view.status !== "archived"} empty="Not edited in the console yet. The first publish keeps the current version here too." />
      </EditorWithSections>
    </div>
  );
}
