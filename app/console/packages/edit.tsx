/**
 * /console/packages/:id (editors, owners): the package form (decision 0023). Save keeps a draft;
 * Publish puts what is on the form live. Archive takes a published package off the site (it is never
 * deleted: inquiries and quotes point at it); "Put back on the site" undoes that. Adding or removing a tier or an activity posts the form
 * back with the change (no save), so the page works without JavaScript and keeps what was typed.
 * The same zod schema (domain/package-document.ts) checks the form here before sending and in the
 * action; the service checks it again.
 */
import type { FormEvent } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import {
  blankTier,
  documentErrors,
  documentToForm,
  formRowCount,
  parsePackageForm,
  publishProblems,
  withoutFormRow,
  withSwappedFormRows,
} from "#domain/package-document.ts";
import { PRICE_BASES, PRICE_BASIS_LABELS } from "#domain/price-basis.ts";
import { DEAL_PERCENT_MAX, DEAL_PERCENT_MIN } from "#domain/deal.ts";
import { TIER_LABELS, TIER_TYPES } from "#domain/tiers.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, IntentCard, RevisionHistory } from "../editing/editing-parts.tsx";
import { entityIdParam } from "../editing/entity-id.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { handlePublishingIntent } from "../editing/publishing-intents.server.ts";
import { imageListIntent, libraryChoices } from "../editing/image-rows.server.ts";
import { OrderedImages } from "../editing/ordered-images.tsx";
import imagesCss from "../editing/images.css?url";
import { EDITOR_STATUS_LABELS } from "../editing/status.ts";
import { submittedForm, useEditorForm, useRowFocus } from "../editing/use-editor-form.ts";
import { formFailure, readForm, type FormValues } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, Hidden, Select, TextArea, TextInput } from "./fields.tsx";
import { addDayButtonId, copyDaysButtonId, copyDaysFromField, dayButtonId, ItineraryFields } from "./itinerary-fields.tsx";
import { ADD_DESTINATION_ID, destinationButtonId, ServicesAndDestinations } from "./links-fields.tsx";
import editorCss from "./editor.css?url";
import { EditorWithSections, type EditorSection } from "../editing/section-nav.tsx";
import richTextCss from "../rich-text/rich-text.css?url";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import type { Route } from "./+types/edit";
import { consoleOf } from "../lib/console-area.ts";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: imagesCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.view ? `Edit ${data.view.document.title}` : "Package");

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  const [view, choices] = await Promise.all([consoleOf(context).catalogueEditor.package(entityIdParam(params)), consoleOf(context).catalogueEditor.packageChoices()]);
  if (!view) throw new Response(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  const publishing = await consoleOf(context).catalogueEditor.publishing.view("package", view.id);
  return { view, choices, values: documentToForm(view.document), done, publishing, library: await libraryChoices(consoleOf(context).media) };
}

/** A new day's fields (every meal unticked): an empty title is what makes the row exist. */
const BLANK_DAY = { title: "", places: "", overnight: "", description_html: "" };

/** Fields of a blank row, numbered as row `index` of `list` ("tiers.0.days" -> "tiers.0.days.3.title"). */
function blankRow(list: string, index: number, row: Record<string, string>): FormValues {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [`${list}.${index}.${k}`, v]));
}

/**
 * The row buttons of the itinerary and the destination list: the form comes back with the change
 * (nothing saved) and the id of the control to focus, so a keyboard user stays where they were.
 */
function rowChange(intent: string, values: FormValues): { values: FormValues; focus: string } | null {
  let m = /^add-day-(\d+)$/.exec(intent);
  if (m) {
    const tier = Number(m[1]);
    const list = `tiers.${tier}.days`;
    const index = formRowCount(values, list);
    return { values: { ...values, ...blankRow(list, index, BLANK_DAY) }, focus: `f-tiers-${tier}-days-${index}-title` };
  }
  m = /^day-(up|down)-(\d+)-(\d+)$/.exec(intent);
  if (m) {
    const [tier, day] = [Number(m[2]), Number(m[3])];
    const other = m[1] === "up" ? day - 1 : day + 1;
    const list = `tiers.${tier}.days`;
    if (other < 0 || other >= formRowCount(values, list)) return { values, focus: dayButtonId(tier, day, m[1] as "up") };
    const last = formRowCount(values, list) - 1;
    // The moved day keeps the focus on the same button, unless it has reached the end of the list.
    const button = m[1] === "up" ? (other === 0 ? "down" : "up") : other === last ? "up" : "down";
    return { values: withSwappedFormRows(values, list, day, other), focus: dayButtonId(tier, other, button) };
  }
  m = /^copy-days-(\d+)$/.exec(intent);
  if (m) {
    const tier = Number(m[1]);
    const from = values[copyDaysFromField(tier)];
    if (!from || !/^\d+$/.test(from) || Number(from) === tier || Number(from) >= formRowCount(values, "tiers")) return { values, focus: `f-${copyDaysFromField(tier)}` };
    const [target, source] = [`tiers.${tier}.days.`, `tiers.${from}.days.`];
    const kept = Object.entries(values).filter(([k]) => !k.startsWith(target) && k !== copyDaysFromField(tier));
    const copied = Object.entries(values).filter(([k]) => k.startsWith(source)).map(([k, v]) => [target + k.slice(source.length), v]);
    return { values: Object.fromEntries([...kept, ...copied]), focus: copyDaysButtonId(tier) };
  }
  m = /^remove-day-(\d+)-(\d+)$/.exec(intent);
  if (m) return { values: withoutFormRow(values, `tiers.${m[1]}.days`, Number(m[2])), focus: addDayButtonId(Number(m[1])) };
  if (intent === "add-destination") {
    const { destination_add: chosen, ...rest } = values;
    if (!chosen) return { values: rest, focus: ADD_DESTINATION_ID };
    return { values: { ...rest, [`destination_ids.${formRowCount(values, "destination_ids")}`]: chosen }, focus: ADD_DESTINATION_ID };
  }
  m = /^destination-(up|down)-(\d+)$/.exec(intent);
  if (m) {
    const index = Number(m[2]);
    const other = m[1] === "up" ? index - 1 : index + 1;
    const count = formRowCount(values, "destination_ids");
    if (other < 0 || other >= count) return { values, focus: destinationButtonId(index, m[1] as "up") };
    const button = m[1] === "up" ? (other === 0 ? "down" : "up") : other === count - 1 ? "up" : "down";
    return { values: withSwappedFormRows(values, "destination_ids", index, other), focus: destinationButtonId(other, button) };
  }
  m = /^remove-destination-(\d+)$/.exec(intent);
  if (m) return { values: withoutFormRow(values, "destination_ids", Number(m[1])), focus: ADD_DESTINATION_ID };
  return null;
}

const BLANK_ACTIVITY = { activity_name: "", cost_kshs: "", cost_usd: "", description: "" };

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const id = entityIdParam(params);
  const values = await readForm(request);
  const intent = values.intent ?? "save";
  const back = (done: string) => redirect(`/console/packages/${id}?done=${done}`);
  // Row changes come back as the form's values, not saved; the page redraws with them.
  const again = (next: FormValues, focus?: string) => data({ ok: false as const, errors: {}, values: next, intent, focus });
  const changed = rowChange(intent, values);
  if (changed) return again(changed.values, changed.focus);

  const imageRows = await imageListIntent(values, intent, "images", consoleOf(context).media, (a) => ({ image_key: a.key, alt: a.altText }));
  if (imageRows) return data({ ok: false as const, errors: imageRows.errors, values: imageRows.values, intent });
  if (intent === "add-tier") {
    const i = formRowCount(values, "tiers");
    const tier = documentToForm({ tiers: [blankTier()] } as any);
    return again({ ...values, ...Object.fromEntries(Object.entries(tier).map(([k, v]) => [k.replace(/^tiers\.0\./, `tiers.${i}.`), v])) });
  }
  if (intent === "add-activity") {
    const i = formRowCount(values, "optional_activities");
    return again({ ...values, ...Object.fromEntries(Object.entries(BLANK_ACTIVITY).map(([k, v]) => [`optional_activities.${i}.${k}`, v])) });
  }
  const removal = /^remove-(tier|activity)-(\d+)$/.exec(intent);
  if (removal) {
    return again(withoutFormRow(values, removal[1] === "tier" ? "tiers" : "optional_activities", Number(removal[2])));
  }
  if (intent === "restore") {
    const result = await consoleOf(context).catalogueEditor.restore(id, Number(values.revision));
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back("restored");
  }
  if (intent === "discard") {
    const result = await consoleOf(context).catalogueEditor.discardDraft(id);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back("discarded");
  }
  if (intent === "archive" || intent === "unarchive") {
    const result = intent === "archive" ? await consoleOf(context).catalogueEditor.archivePackage(id) : await consoleOf(context).catalogueEditor.unarchivePackage(id);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back(intent === "archive" ? "archived" : "unarchived");
  }

  const cancelled = await handlePublishingIntent(context, "package", id, values, back);
  if (cancelled) return cancelled;

  const parsed = parsePackageForm(values);
  if (!parsed.success) return formFailure(400, documentErrors(parsed.error), values, intent);
  const scheduled = await handlePublishingIntent(context, "package", id, values, back, parsed.data);
  if (scheduled) return scheduled;
  const base = values.base || undefined;
  const result =
    intent === "publish" ? await consoleOf(context).catalogueEditor.publish(id, parsed.data, base) : await consoleOf(context).catalogueEditor.saveDraft(id, parsed.data, base);
  if (!result.ok) return formFailure(result.status, result.errors, values, intent);
  throw back(intent === "publish" ? "published" : "saved");
}

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

export default function PackageEditor() {
  const { view, choices, values: saved, done, publishing, library } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);
  useRowFocus(result, busy, formKey);
  const tiers = formRowCount(values, "tiers");
  const activities = formRowCount(values, "optional_activities");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, fields } = submittedForm(event);
    if (intent !== "save" && intent !== "publish") return;
    const parsed = parsePackageForm(fields);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(documentErrors(parsed.error));
      return;
    }
    // The publish rules are the service's own (it checks again); here they answer without a round trip.
    const problems = intent === "publish" ? publishProblems(parsed.data) : {};
    if (Object.keys(problems).length) {
      event.preventDefault();
      setClientErrors({ form: "This package cannot be published yet.", ...problems });
    } else setClientErrors(null);
  };

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
      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="Package">
        <ErrorSummary errors={errors} />
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

        <ServicesAndDestinations choices={choices} values={values} errors={errors} busy={busy} />

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
          {Array.from({ length: tiers }, (_, i) => (
            <fieldset key={i} data-testid="tier-fields">
              <legend>
                Tier {i + 1}
                {values[`tiers.${i}.tier_type`] ? `: ${TIER_LABELS[values[`tiers.${i}.tier_type`] as keyof typeof TIER_LABELS] ?? ""}` : ""}
              </legend>
              <Hidden name={`tiers.${i}.id`} values={values} />
              <div className="c-grid">
                <Select name={`tiers.${i}.tier_type`} label="Tier type" options={TIER_OPTIONS} {...field} />
                <Select name={`tiers.${i}.price_basis`} label="Price is for" options={BASIS_OPTIONS} {...field} />
                <TextInput name={`tiers.${i}.price_kshs`} label="Price in KES" inputMode="numeric" {...field} />
                <TextInput name={`tiers.${i}.price_usd`} label="Price in USD" inputMode="numeric" {...field} />
              </div>
              <Checkbox name={`tiers.${i}.contact_for_pricing`} label="Contact for Pricing (no price shown)" {...field} />
              <fieldset>
                <legend>Who the tier is for</legend>
                <div className="c-checks">
                  <Checkbox name={`tiers.${i}.for_residents`} label="Kenya residents" {...field} />
                  <Checkbox name={`tiers.${i}.for_east_africans`} label="East Africans" {...field} />
                  <Checkbox name={`tiers.${i}.for_non_residents`} label="International visitors" {...field} />
                </div>
              </fieldset>
              <div className="c-grid">
                <TextArea name={`tiers.${i}.inclusions`} label="Included" hint="One item a line." {...field} />
                <TextArea name={`tiers.${i}.exclusions`} label="Not included" hint="One item a line." {...field} />
              </div>
              <ItineraryFields tier={i} tierCount={tiers} values={values} errors={errors} busy={busy} />
              <p>
                <button type="submit" name="intent" value={`remove-tier-${i}`} className="c-button c-button-quiet" disabled={busy}>
                  Remove tier {i + 1}
                </button>
              </p>
            </fieldset>
          ))}
          <button type="submit" name="intent" value="add-tier" className="c-button c-button-quiet" disabled={busy}>
            Add a tier
          </button>
        </section>

        <section className="c-card" aria-labelledby="h-images">
          <h2 id="h-images">Images</h2>
          <OrderedImages values={values} errors={errors} library={library} busy={busy} noun="package" />
        </section>

        <section className="c-card" aria-labelledby="h-activities">
          <h2 id="h-activities">Optional activities</h2>
          {Array.from({ length: activities }, (_, i) => (
            <fieldset key={i}>
              <legend>Activity {i + 1}</legend>
              <Hidden name={`optional_activities.${i}.id`} values={values} />
              <TextInput name={`optional_activities.${i}.activity_name`} label="Name" {...field} />
              <div className="c-grid">
                <TextInput name={`optional_activities.${i}.cost_kshs`} label="Cost in KES" inputMode="numeric" {...field} />
                <TextInput name={`optional_activities.${i}.cost_usd`} label="Cost in USD" inputMode="numeric" {...field} />
              </div>
              <TextArea name={`optional_activities.${i}.description`} label="Description" rows={2} {...field} />
              <p>
                <button type="submit" name="intent" value={`remove-activity-${i}`} className="c-button c-button-quiet" disabled={busy}>
                  Remove activity {i + 1}
                </button>
              </p>
            </fieldset>
          ))}
          <button type="submit" name="intent" value="add-activity" className="c-button c-button-quiet" disabled={busy}>
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
