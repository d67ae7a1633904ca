/**
 * /console/quotes/:id (sales, owners; issue 14, decision 0036): the quote builder. The traveller and
 * trip, one or more options side by side (package and tier, day-by-day, inclusions, exclusions,
 * priced lines with overrides, extra lines, a discount), validity and a message; Save draft, and
 * Send (saves, freezes the version and emails the traveller the link through the outbox).
 *
 * A Conform form over the one schema (domain/quotes/builder-form.ts; decision 0072). The row
 * buttons are real submit buttons: adding, removing and moving days and lines and removing an
 * option are Conform's insert, remove and reorder intents, carried out in place with JavaScript and
 * by the server without it; "Use this tier's days" and "Add an option" need the server (the tier's
 * content, a copy of option 1 priced by the rates), which answers with the options changed, as
 * Conform's update. Everything works from the keyboard and without JavaScript; the same schema
 * checks the form here and on the server.
 */
import type { Locale } from "#domain/locales.ts";
import { useForm } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { OnceField } from "../components/once-field.tsx";
import { newOnceToken, once } from "../lib/once.server.ts";
import {
  builderFormSchema,
  documentToValues,
  MAX_OPTIONS,
  BLANK_DAY_FIELDS,
  BLANK_EXTRA_LINE_FIELDS,
  type BuilderForm,
  type BuilderFormValues,
} from "#domain/quotes/builder-form.ts";
import { QUOTE_STATE_LABELS } from "#domain/quotes/versions.ts";
import { MIN_VALIDITY_DAYS, MAX_VALIDITY_DAYS } from "#domain/quotes/versions.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS } from "#domain/residency.ts";
import { ErrorSummary, SuccessNotice } from "../components/form-fields.tsx";
import { DayButtons, type DayButton } from "../editing/day-buttons.tsx";
import { bracketed, dotted, flatFields, INTENT_FIELD, parseForm, refusal, useErrorSummary, withoutCheck } from "../lib/conform.ts";
import { wellFormedForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, idOf, Select, TextArea, TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import quotesCss from "./quotes.css?url";
import { when } from "../inquiries/labels.ts";
import { QuoteTracking } from "./quote-tracking.tsx";
import { PriceComparison } from "./price-comparison.tsx";
import { QuoteLines } from "./quote-lines.tsx";
import { useRowFocus } from "./use-row-focus.ts";
import { optionsChange, withOptions } from "./builder-intents.server.ts";
import type { Route } from "./+types/builder";
import { consoleOf } from "../lib/console-area.ts";

/** The five languages named in English, for staff. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", de: "German", fr: "French", it: "Italian", zh: "Chinese" };

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: quotesCss },
];

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.view ? `Quote for ${data.view.reference}` : "Quote");

function quoteId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("quotes:read");
  const id = quoteId(params.id);
  const [view, choices] = await Promise.all([consoleOf(context).quotes.get(id), consoleOf(context).quotes.choices()]);
  if (!view) throw new Response(null, { status: 404 });
  return {
    view,
    choices,
    values: documentToValues(view.document),
    done: new URL(request.url).searchParams.get("done"),
    // Sending is done once per rendering of the form (decision 0043).
    once: newOnceToken(),
  };
}

/** Ids of the row buttons, so the focus can go back where the keyboard was after the page redraws. */
const dayButton = (o: number, d: number, what: DayButton) => `q-day-${o}-${d}-${what}`;
const addDayButton = (o: number) => `q-add-day-${o}`;
const addLineButton = (o: number) => `q-add-line-${o}`;
const ADD_OPTION = "q-add-option";

const parseBuilder = (formData: FormData) => parseForm(formData, builderFormSchema);

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("quotes:write");
  const id = quoteId(params.id);
  const formData = await wellFormedForm(request);
  const submission = parseBuilder(formData);
  // Conform's row intents, posted without JavaScript: the form comes back with the change, unsaved.
  if (formData.has(INTENT_FIELD)) return data(submission.reply(), { status: 200 });
  const intent = String(formData.get("intent") ?? "save");
  // The services read the form's flat fields (`options.0.title`), as before Conform.
  const values = flatFields(submission.payload, dotted);
  const refuse = (status: number, errors: Record<string, string>) => data(withoutCheck(formData).reply(refusal(errors)), { status });
  const changed = await optionsChange(intent, values, (p, t) => consoleOf(context).quotes.tierContent(p, t));
  if (changed) return "errors" in changed ? refuse(400, changed.errors) : data(withOptions(formData, changed.options), { status: 200 });
  if (intent !== "save" && intent !== "send") return refuse(400, { form: "Unknown action." });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (intent === "send")
    return once(
      context,
      values,
      intent,
      async () => {
        const sent = await consoleOf(context).quotes.send(id, values);
        if (!sent.ok) return refuse(sent.status, sent.errors);
        return redirect(`/console/quotes/${id}?done=sent`);
      },
      (status, message) => refuse(status, { form: message }),
    );
  const result = await consoleOf(context).quotes.save(id, values);
  if (!result.ok) return refuse(result.status, result.errors);
  throw redirect(`/console/quotes/${id}?done=saved`);
}

const DONE: Record<string, string> = {
  created: "Quote started from the inquiry. Check the days and prices, then save or send.",
  saved: "Draft saved. The traveller sees nothing until you send it.",
  sent: "Sent. The email with the link is on its way through the outbox; you can also send the link on WhatsApp below.",
};

const RESIDENCY_OPTIONS = INQUIRY_RESIDENCIES.map((r) => [r, RESIDENCY_LABELS[r]] as const);
const CURRENCY_OPTIONS = [
  ["KES", "KES"],
  ["USD", "USD"],
] as const;


/** A short fingerprint of the stored values: the form starts again from them when a save changes them. */
function fingerprint(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

export default function QuoteBuilder() {
  const { view, choices, values: saved, done, once: onceToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm<BuilderFormValues, BuilderForm>({
    // A save reprices the lines: the form starts again from what was stored (a new id resets it).
    id: `quote-${fingerprint(JSON.stringify(saved))}`,
    lastResult,
    defaultValue: saved,
    // Save and Send, and Conform's row intents, check the schema; the server's row buttons post as they are.
    onValidate: ({ formData }) => {
      const intent = formData.get("intent");
      const checked = formData.has(INTENT_FIELD) || intent === null || intent === "save" || intent === "send";
      return (checked ? parseBuilder(formData) : withoutCheck(formData)) as ReturnType<typeof parseBuilder>;
    },
  });
  // The fields as the inputs read them, named as Conform names them (`options[0].days[1].title`).
  const values = useMemo(() => flatFields(form.initialValue, bracketed), [form.initialValue]);
  // The summary takes the focus for each refused Save or Send, not on every redraw.
  const { errors, onSubmit } = useErrorSummary(form, lastResult);

  // After a row button the keyboard continues where it was (use-row-focus.ts).
  const { focusNext, focusRedrawn } = useRowFocus({ busy, lastResult, errors });

  /** A day's move and remove buttons: Conform's reorder and remove of the option's days. */
  const dayIntent = (list: string, o: number, d: number, days: number, what: DayButton) => {
    if (what === "remove") return { ...form.remove.getButtonProps({ name: list, index: d }), onClick: focusNext(addDayButton(o)) };
    const to = what === "up" ? d - 1 : d + 1;
    // The moved day's button that is still enabled at its new place (at the top, "down"; at the bottom, "up").
    const stays = what === "up" ? (to === 0 ? "down" : "up") : to === days - 1 ? "up" : "down";
    return { ...form.reorder.getButtonProps({ name: list, from: d, to }), onClick: focusNext(dayButton(o, to, stays)) };
  };

  const optionList = fields.options.getFieldList();
  const options = optionList.length;
  const field = { values, errors };
  const currency = values.currency || view.document.currency;
  const frozen = view.current.status === "sent";
  const noteOf = (optionId: string) => view.document.options.find((o) => o.id === optionId)?.priceNote ?? null;
  const previewOf = (optionId: string) => view.previews.find((p) => p.id === optionId);
  const carriedOverrides = view.previews.flatMap((p) => p.overridesFromAnotherTier.map((key) => ({ option: p.title, line: p.lines.find((l) => l.key === key)?.label ?? key })));
  const locked = view.accepted !== null;
  const tierLabel = (tierId: number | null | undefined) => {
    for (const p of choices) for (const t of p.tiers) if (t.id === tierId) return `${t.name}${t.audience ? ` (${t.audience})` : ""}`;
    return "another tier";
  };
  const tierChoices: Array<readonly [string, string]> = [
    ["", "None: lines by hand"],
    ...choices.flatMap((p) =>
      p.tiers.map((t) => [`${p.packageId}:${t.id}`, `${p.packageTitle}${p.archived ? " (archived)" : ""}: ${t.name}${t.audience ? ` (${t.audience})` : ""}`] as const),
    ),
  ];

  return (
    <div className="c-editor">
      <p>
        <Link to={`/console/inquiries/${view.inquiryId}`}>← Inquiry {view.reference}</Link>
      </p>
      <h1>
        Quote for {view.reference}: {view.document.travellerName}
      </h1>
      <p className="c-status">
        <span className="c-badge" data-testid="quote-state">
          {QUOTE_STATE_LABELS[view.state]}
        </span>
        <span className="c-muted">
          Version {view.current.version} ({view.current.status === "draft" ? "draft" : "sent, frozen"})
        </span>
        {/* The traveller reads the quote, its PDF and its emails in the inquiry's language (decision 0077). */}
        <span className="c-muted" data-testid="quote-language">
          In {LANGUAGE_NAMES[view.locale]}, the language of the page the inquiry was sent from
        </span>
      </p>
      {done && DONE[done] && !lastResult ? (
        <SuccessNotice>
          <p>{DONE[done]}</p>
        </SuccessNotice>
      ) : null}

      <QuoteTracking view={view} />

      <PriceComparison view={view} />

      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} aria-label="Quote">
        <OnceField token={onceToken} />
        <ErrorSummary errors={errors} />
        {locked ? (
          <div className="c-alert c-alert-warn" data-testid="quote-locked">
            <p>
              <strong>
                Accepted by the traveller: {view.accepted!.optionTitle ?? view.accepted!.optionId} of version {view.accepted!.version}, on {when(view.accepted!.at)}. That version is locked.
              </strong>{" "}
              {view.amendment
                ? `Version ${view.amendment.version} is an amendment${view.amendment.status === "sent" ? ", sent" : ", a draft"}: the traveller's page shows what they accepted until they accept it.`
                : "A change is an amendment: a new version sent for the traveller to accept, while their page keeps showing what they accepted."}
            </p>
            <Checkbox
              name="amendment"
              label={view.amendment?.status === "draft" ? "Send this amendment for the traveller to accept" : "This is an amendment of the accepted quote"}
              hint={view.amendment?.status === "draft" ? "Needed to send; the draft saves without it." : undefined}
              {...field}
            />
          </div>
        ) : frozen ? (
          <p className="c-alert c-alert-ok">
            Version {view.current.version} was sent and is frozen. Saving a change makes version {view.current.version + 1}, a draft the traveller sees only once you send it.
          </p>
        ) : null}
        <section className="c-card" aria-labelledby="h-trip">
          <h2 id="h-trip">Traveller and trip</h2>
          <div className="c-grid">
            <TextInput name="traveller_name" label="Traveller's name" {...field} />
            <Select name="residency" label="Residency (prices)" options={RESIDENCY_OPTIONS} {...field} />
            <TextInput name="adults" label="Adults" inputMode="numeric" {...field} />
            <TextInput name="child_ages" label="Children's ages" hint="Ages on the travel date, e.g. 7, 12. Empty for none." {...field} />
            <TextInput name="start_date" label="First day (YYYY-MM-DD)" {...field} />
            <TextInput name="end_date" label="Last day (YYYY-MM-DD)" {...field} />
            <Select name="currency" label="Currency" options={CURRENCY_OPTIONS} {...field} />
            <TextInput
              name="validity_days"
              label="Valid for (days)"
              inputMode="numeric"
              hint={`${MIN_VALIDITY_DAYS} to ${MAX_VALIDITY_DAYS} days from sending, as the terms say.`}
              {...field}
            />
          </div>
          <TextArea name="message" label="Message to the traveller" rows={4} hint="Shown at the top of the quote and in the email. Plain text." {...field} />
        </section>

        <ol className="c-quote-options">
          {optionList.map((option, o) => {
            const p = option.name;
            const rows = option.getFieldset();
            const dayList = rows.days.getFieldList();
            const lineList = rows.lines.getFieldList();
            const optionId = values[`${p}.id`] ?? "";
            const days = dayList.length;
            const lines = lineList.length;
            const note = noteOf(optionId);
            return (
              <li key={option.key}>
                <section className="c-card" aria-labelledby={`h-option-${o}`} data-testid="quote-option">
                  <h2 id={`h-option-${o}`}>
                    Option {o + 1}
                    {values[`${p}.title`] ? `: ${values[`${p}.title`]}` : ""}
                  </h2>
                  <input type="hidden" name={`${p}.id`} value={optionId} />
                  <div className="c-grid">
                    <TextInput name={`${p}.title`} label="Option name" hint="e.g. Comfort, Premier." {...field} />
                    <Select name={`${p}.tier`} label="Package and tier (prices from the rates)" options={tierChoices} {...field} />
                  </div>
                  <p>
                    <button type="submit" id={`q-load-tier-${o}`} name="intent" value={`load-tier-${o}`} className="c-button c-button-quiet" disabled={busy} onClick={focusRedrawn(`q-load-tier-${o}`, idOf(`${p}.tier`))}>
                      Use this tier's days, inclusions and exclusions
                    </button>
                  </p>

                  <fieldset>
                    <legend>Day by day</legend>
                    {days === 0 ? <p className="c-muted">No days yet.</p> : null}
                    <ol className="c-days">
                      {dayList.map((day, d) => {
                        const dp = day.name;
                        return (
                          <li key={day.key}>
                            <fieldset data-testid="quote-day">
                              <legend>
                                Day {d + 1}
                                {values[`${dp}.title`] ? `: ${values[`${dp}.title`]}` : ""}
                              </legend>
                              <TextInput name={`${dp}.title`} label={`Day ${d + 1} heading`} {...field} />
                              <div className="c-grid">
                                <TextArea name={`${dp}.places`} label="Places" rows={2} hint="One a line." {...field} />
                                <TextInput name={`${dp}.overnight`} label="Overnight" {...field} />
                              </div>
                              <fieldset className="c-meals">
                                <legend>Meals included</legend>
                                <div className="c-checks">
                                  <Checkbox name={`${dp}.breakfast`} label="Breakfast" {...field} />
                                  <Checkbox name={`${dp}.lunch`} label="Lunch" {...field} />
                                  <Checkbox name={`${dp}.dinner`} label="Dinner" {...field} />
                                </div>
                              </fieldset>
                              <TextArea
                                name={`${dp}.description`}
                                label={`Day ${d + 1} description`}
                                rows={3}
                                hint="Plain text; an empty line starts a new paragraph."
                                {...field}
                              />
                              <DayButtons group={o} day={d} days={days} busy={busy} buttonId={dayButton} intents={(what) => dayIntent(rows.days.name, o, d, days, what)} />
                            </fieldset>
                          </li>
                        );
                      })}
                    </ol>
                    <p>
                      <button
                        id={addDayButton(o)}
                        className="c-button c-button-quiet"
                        {...form.insert.getButtonProps({ name: rows.days.name, defaultValue: BLANK_DAY_FIELDS })}
                        onClick={focusNext(idOf(`${rows.days.name}[${days}].title`))}
                        disabled={busy}
                      >
                        Add a day to option {o + 1}
                      </button>
                    </p>
                  </fieldset>

                  <div className="c-grid">
                    <TextArea name={`${p}.inclusions`} label="Included" rows={4} hint="One a line." {...field} />
                    <TextArea name={`${p}.exclusions`} label="Not included" rows={4} hint="One a line." {...field} />
                  </div>

                  <fieldset>
                    <legend>Prices ({currency})</legend>
                    {note ? <p className="c-hint">{note}</p> : null}
                    {previewOf(optionId)?.nightsNote ? (
                      <p className="c-alert c-alert-warn" data-testid="nights-warning">
                        {previewOf(optionId)!.nightsNote}
                      </p>
                    ) : null}
                    {errors[`${p}.lines`] ? <p className="c-error">{errors[`${p}.lines`]}</p> : null}
                    <QuoteLines
                      lines={lineList}
                      option={o}
                      optionId={optionId}
                      currency={currency}
                      view={view}
                      values={values}
                      errors={errors}
                      tierLabel={tierLabel}
                      removeLine={(n) => ({ ...form.remove.getButtonProps({ name: rows.lines.name, index: n }), onClick: focusNext(addLineButton(o)) })}
                      busy={busy}
                    />
                    <p className="c-hint">Type a different amount to override a rate's line; who changed it and when is kept. The rates are applied again on every save.</p>
                    <p>
                      <button
                        id={addLineButton(o)}
                        className="c-button c-button-quiet"
                        {...form.insert.getButtonProps({ name: rows.lines.name, defaultValue: BLANK_EXTRA_LINE_FIELDS })}
                        onClick={focusNext(idOf(`${rows.lines.name}[${lines}].label`))}
                        disabled={busy}
                      >
                        Add a line to option {o + 1}
                      </button>
                    </p>
                    <TextInput name={`${p}.discount`} label={`Discount (${currency})`} hint="Taken off the option's total. Empty for none." {...field} />
                  </fieldset>
                  {options > 1 ? (
                    <button className="c-button c-button-quiet" {...form.remove.getButtonProps({ name: fields.options.name, index: o })} onClick={focusNext(ADD_OPTION)} disabled={busy}>
                      Remove option {o + 1}
                    </button>
                  ) : null}
                </section>
              </li>
            );
          })}
        </ol>
        {errors.options ? <p className="c-error">{errors.options}</p> : null}
        {options < MAX_OPTIONS ? (
          <p>
            <button type="submit" id={ADD_OPTION} name="intent" value="add-option" className="c-button c-button-quiet" disabled={busy} onClick={focusRedrawn(idOf(`options[${options}].title`))}>
              Add an option (a copy of option 1)
            </button>
          </p>
        ) : null}

        {carriedOverrides.length || errors.confirm_overrides ? (
          <div className="c-alert c-alert-warn" data-testid="overrides-warning">
            <p>
              <strong>Before sending:</strong> {carriedOverrides.length === 1 ? "a line keeps a price" : `${carriedOverrides.length} lines keep prices`} typed for another tier before
              the tier was changed: {carriedOverrides.map((c) => `"${c.line}" in ${c.option}`).join("; ")}.
            </p>
            <Checkbox name="confirm_overrides" label="Send with the overridden lines as they are" {...field} />
          </div>
        ) : null}
        <div className="c-actions c-sticky-actions">
          <button type="submit" name="intent" value="save" className="c-button c-button-quiet" disabled={busy}>
            {frozen ? `Save as version ${view.current.version + 1}` : "Save draft"}
          </button>
          <button type="submit" name="intent" value="send" className="c-button" disabled={busy}>
            {frozen ? `Save and send version ${view.current.version + 1}` : "Save and send to the traveller"}
          </button>
        </div>
      </Form>
    </div>
  );
}
