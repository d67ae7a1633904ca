/**
 * /console/quotes/:id (sales, owners; issue 14, decision 0036): the quote builder. The traveller and
 * trip, one or more options side by side (package and tier, day-by-day, inclusions, exclusions,
 * priced lines with overrides, extra lines, a discount), validity and a message; Save draft, and
 * Send (saves, freezes the version and emails the traveller the link through the outbox). Row
 * buttons (days, lines, options) post the form back with the change, unsaved, so everything works
 * from the keyboard and without JavaScript; the same zod schema checks the form here and on the server.
 */
import type { FormEvent } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { OnceField } from "../components/once-field.tsx";
import { newOnceToken, once } from "../lib/once.server.ts";
import { formRowCount, withoutFormRow, withSwappedFormRows } from "#domain/package-document.ts";
import { BLANK_DAY_FIELDS, BLANK_EXTRA_LINE_FIELDS, builderErrors, copyOptionFields, dayToForm, MAX_OPTIONS, parseBuilderForm } from "#domain/quotes/builder-form.ts";
import { documentToForm } from "#domain/quotes/builder-form.ts";
import { QUOTE_STATE_LABELS } from "#domain/quotes/versions.ts";
import { MIN_VALIDITY_DAYS, MAX_VALIDITY_DAYS } from "#domain/quotes/versions.ts";
import { formatAmount, formatMajor } from "#domain/rates/money.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS } from "#domain/residency.ts";
import { ErrorSummary, SuccessNotice } from "../components/form-fields.tsx";
import { DayButtons } from "../editing/day-buttons.tsx";
import { submittedForm, useEditorForm, useRowFocus } from "../editing/use-editor-form.ts";
import { formFailure, readForm, type FormValues } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, Select, TextArea, TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import quotesCss from "./quotes.css?url";
import { when } from "../inquiries/labels.ts";
import type { Route } from "./+types/builder";
import type { ConsoleArea } from "#domain/site-context.ts";
import { consoleOf } from "../../lib/areas.ts";

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
    values: documentToForm(view.document),
    done: new URL(request.url).searchParams.get("done"),
    // Sending is done once per rendering of the form (decision 0043).
    once: newOnceToken(),
  };
}

/** Ids of the row buttons, so the focus can go back where the keyboard was after the page redraws. */
const dayButton = (o: number, d: number, what: "up" | "down" | "remove") => `q-day-${o}-${d}-${what}`;
const addDayButton = (o: number) => `q-add-day-${o}`;
const addLineButton = (o: number) => `q-add-line-${o}`;
const ADD_OPTION = "q-add-option";

function prefixed(fields: Record<string, string>, prefix: string): FormValues {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}.${k}`, v]));
}

/** The row buttons: the form comes back with the change (nothing saved) and the control to focus. */
async function rowChange(intent: string, values: FormValues, load: (packageId: number, tierId: number) => ReturnType<ConsoleArea["quotes"]["tierContent"]>) {
  let m = /^add-day-(\d+)$/.exec(intent);
  if (m) {
    const list = `options.${m[1]}.days`;
    const index = formRowCount(values, list);
    return {
      values: { ...values, ...prefixed(BLANK_DAY_FIELDS, `${list}.${index}`) },
      focus: `f-${list.replace(/\./g, "-")}-${index}-title`,
    };
  }
  m = /^day-(up|down)-(\d+)-(\d+)$/.exec(intent);
  if (m) {
    const [o, d] = [Number(m[2]), Number(m[3])];
    const list = `options.${o}.days`;
    const other = m[1] === "up" ? d - 1 : d + 1;
    const count = formRowCount(values, list);
    if (other < 0 || other >= count) return { values, focus: dayButton(o, d, m[1] as "up") };
    const button = m[1] === "up" ? (other === 0 ? "down" : "up") : other === count - 1 ? "up" : "down";
    return {
      values: withSwappedFormRows(values, list, d, other),
      focus: dayButton(o, other, button),
    };
  }
  m = /^remove-day-(\d+)-(\d+)$/.exec(intent);
  if (m)
    return {
      values: withoutFormRow(values, `options.${m[1]}.days`, Number(m[2])),
      focus: addDayButton(Number(m[1])),
    };
  m = /^add-line-(\d+)$/.exec(intent);
  if (m) {
    const list = `options.${m[1]}.lines`;
    const index = formRowCount(values, list);
    return {
      values: {
        ...values,
        ...prefixed(BLANK_EXTRA_LINE_FIELDS, `${list}.${index}`),
      },
      focus: `f-${list.replace(/\./g, "-")}-${index}-label`,
    };
  }
  m = /^remove-line-(\d+)-(\d+)$/.exec(intent);
  if (m)
    return {
      values: withoutFormRow(values, `options.${m[1]}.lines`, Number(m[2])),
      focus: addLineButton(Number(m[1])),
    };
  if (intent === "add-option") {
    const count = formRowCount(values, "options");
    if (count >= MAX_OPTIONS) return { values, focus: ADD_OPTION };
    // A new option starts as a copy of the first (same days and tier), priced by the rates alone:
    // option 1's overrides and discount stay with option 1 (issue 24).
    return { values: { ...values, ...copyOptionFields(values, 0, count) }, focus: `f-options-${count}-title` };
  }
  m = /^remove-option-(\d+)$/.exec(intent);
  if (m)
    return formRowCount(values, "options") > 1
      ? {
          values: withoutFormRow(values, "options", Number(m[1])),
          focus: ADD_OPTION,
        }
      : { values, focus: ADD_OPTION };
  m = /^load-tier-(\d+)$/.exec(intent);
  if (m) {
    const o = Number(m[1]);
    const chosen = /^(\d+):(\d+)$/.exec(values[`options.${o}.tier`] ?? "");
    if (!chosen)
      return {
        values,
        focus: `f-options-${o}-tier`,
        errors: { [`options.${o}.tier`]: "Choose a package and tier first." },
      };
    const content = await load(Number(chosen[1]), Number(chosen[2]));
    if (!content)
      return {
        values,
        focus: `f-options-${o}-tier`,
        errors: {
          [`options.${o}.tier`]: "That package or tier no longer exists; choose another.",
        },
      };
    const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith(`options.${o}.days.`)));
    const days = Object.assign({}, ...content.days.map((d, n) => dayToForm(d, `options.${o}.days.${n}`)));
    return {
      values: {
        ...kept,
        ...days,
        [`options.${o}.inclusions`]: content.inclusions.join("\n"),
        [`options.${o}.exclusions`]: content.exclusions.join("\n"),
      },
      focus: `q-load-tier-${o}`,
    };
  }
  return null;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("quotes:write");
  const id = quoteId(params.id);
  const values = await readForm(request);
  const intent = values.intent ?? "save";
  const changed = await rowChange(intent, values, (p, t) => consoleOf(context).quotes.tierContent(p, t));
  if (changed)
    return data(
      {
        ok: false as const,
        errors: changed.errors ?? {},
        values: changed.values,
        intent,
        focus: changed.focus,
      },
      { status: changed.errors ? 400 : 200 },
    );
  if (intent !== "save" && intent !== "send") return formFailure(400, { form: "Unknown action." }, values, intent);
  if (intent === "send")
    return once(context, values, intent, async () => {
      const sent = await consoleOf(context).quotes.send(id, values);
      if (!sent.ok) return formFailure(sent.status, sent.errors, values, intent);
      return redirect(`/console/quotes/${id}?done=sent`);
    });
  const result = await consoleOf(context).quotes.save(id, values);
  if (!result.ok) return formFailure(result.status, result.errors, values, intent);
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

function idOf(name: string) {
  return `f-${name.replace(/\./g, "-")}`;
}

/** A small input inside the lines table: its label is the column's, read by screen readers. */
function LineInput({
  name,
  label,
  values,
  errors,
  inputMode,
  tableLabel,
}: {
  name: string;
  label: string;
  values: FormValues;
  errors: Record<string, string>;
  inputMode?: "decimal" | "numeric";
  tableLabel: string;
}) {
  const error = errors[name];
  return (
    <td data-label={tableLabel} className={inputMode ? "c-num" : undefined}>
      <label htmlFor={idOf(name)} className="c-skip">
        {label}
      </label>
      <input
        id={idOf(name)}
        name={name}
        defaultValue={values[name] ?? ""}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${idOf(name)}-error` : undefined}
      />
      {error ? (
        <p id={`${idOf(name)}-error`} className="c-error">
          {error}
        </p>
      ) : null}
    </td>
  );
}

export default function QuoteBuilder() {
  const { view, choices, values: saved, done, once: onceToken } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { errors?: Record<string, string>; values?: FormValues; focus?: string } | undefined;
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);
  useRowFocus(result, busy, formKey);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, fields } = submittedForm(event);
    if (intent !== "save" && intent !== "send") return;
    const parsed = parseBuilderForm(fields);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(builderErrors(parsed.error));
    } else setClientErrors(null);
  };

  const options = formRowCount(values, "options");
  const field = { values, errors };
  const currency = values.currency || view.document.currency;
  const frozen = view.current.status === "sent";
  const overrideOf = (optionId: string, key: string) => view.document.options.find((o) => o.id === optionId)?.lines.find((l) => l.key === key)?.override ?? null;
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
      </p>
      {done && DONE[done] && !result ? (
        <SuccessNotice>
          <p>{DONE[done]}</p>
        </SuccessNotice>
      ) : null}

      <section className="c-card" aria-labelledby="h-tracking">
        <h2 id="h-tracking">Sent and seen</h2>
        {view.link ? (
          <>
            <dl className="c-facts">
              <div>
                <dt>Traveller's link</dt>
                <dd className="c-linkbox" data-testid="quote-link">
                  {view.link}
                </dd>
              </div>
              <div>
                <dt>Opened</dt>
                <dd data-testid="quote-opened">
                  {view.firstOpenedAt
                    ? `First ${when(view.firstOpenedAt)}, last ${when(view.lastOpenedAt!)} (${view.openCount} ${view.openCount === 1 ? "time" : "times"})`
                    : "Not opened yet"}
                </dd>
              </div>
              {view.accepted ? (
                <div>
                  <dt>Accepted</dt>
                  <dd>
                    {view.accepted.optionTitle ?? view.accepted.optionId} (version {view.accepted.version}) on {when(view.accepted.at)}: deposit pending
                  </dd>
                </div>
              ) : null}
            </dl>
            {view.whatsappUrl ? (
              <p>
                <a className="c-button c-button-quiet" href={view.whatsappUrl} target="_blank" rel="noopener noreferrer">
                  Send the link on WhatsApp
                </a>
              </p>
            ) : (
              <p className="c-muted">No phone number on the inquiry, so no WhatsApp link.</p>
            )}
          </>
        ) : (
          <p className="c-muted">Not sent yet. The traveller gets a link by email when you send; you can then also send it on WhatsApp.</p>
        )}
        {view.requests.length ? (
          <>
            <h3>Asked by the traveller</h3>
            <ul className="c-list">
              {view.requests.map((r, i) => (
                <li key={i}>
                  <strong>{r.kind === "changes" ? `Changes to version ${r.version}` : `A fresh quote (version ${r.version} expired)`}</strong>{" "}
                  <span className="c-muted">{when(r.createdAt)}</span>
                  {r.message ? <div className="c-pre">{r.message}</div> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h3>Versions</h3>
        <ol className="c-list">
          {view.versions.map((v) => (
            <li key={v.version}>
              Version {v.version}:{" "}
              {v.status === "sent"
                ? `sent ${when(v.sentAt!)} by ${v.sentByEmail ?? "?"}, valid until ${v.validUntil}`
                : `draft, last saved ${when(v.updatedAt)} by ${v.updatedByEmail ?? "?"}`}
            </li>
          ))}
        </ol>
      </section>

      {view.previews.length ? (
        <section className="c-card" aria-labelledby="h-compare">
          <h2 id="h-compare">Prices side by side (version {view.current.version}, as saved)</h2>
          {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
          <div className="c-compare" tabIndex={0} role="group" aria-labelledby="h-compare">
            <table className="c-table">
              <thead>
                <tr>
                  <th scope="col">Option</th>
                  <th scope="col">Subtotal</th>
                  <th scope="col">Discount</th>
                  <th scope="col">Total</th>
                  <th scope="col">Deposit ({view.bookingTerms.depositPercent}%)</th>
                  <th scope="col">Balance</th>
                </tr>
              </thead>
              <tbody>
                {view.previews.map((p) => (
                  <tr key={p.id} data-testid="option-totals">
                    <th scope="row">{p.title}</th>
                    <td>{formatAmount(p.subtotal, view.document.currency)}</td>
                    <td>{p.discount ? formatAmount(p.discount, view.document.currency) : "None"}</td>
                    <td>
                      <strong>{formatAmount(p.total, view.document.currency)}</strong>
                    </td>
                    <td>
                      {formatAmount(p.schedule.deposit.amount, view.document.currency)}{" "}
                      {p.schedule.deposit.onAcceptance ? "on acceptance (departure is near)" : `${view.bookingTerms.depositDueDaysAfterAcceptance} days after acceptance`}
                    </td>
                    <td>
                      {formatAmount(p.schedule.balance.amount, view.document.currency)} by {p.schedule.balance.dueDate}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="Quote">
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
          {Array.from({ length: options }, (_, o) => {
            const p = `options.${o}`;
            const optionId = values[`${p}.id`] ?? "";
            const days = formRowCount(values, `${p}.days`);
            const lines = formRowCount(values, `${p}.lines`);
            const note = noteOf(optionId);
            return (
              <li key={o}>
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
                    <button type="submit" id={`q-load-tier-${o}`} name="intent" value={`load-tier-${o}`} className="c-button c-button-quiet" disabled={busy}>
                      Use this tier's days, inclusions and exclusions
                    </button>
                  </p>

                  <fieldset>
                    <legend>Day by day</legend>
                    {days === 0 ? <p className="c-muted">No days yet.</p> : null}
                    <ol className="c-days">
                      {Array.from({ length: days }, (_, d) => {
                        const dp = `${p}.days.${d}`;
                        return (
                          <li key={d}>
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
                              <DayButtons group={o} day={d} days={days} busy={busy} buttonId={dayButton} />
                            </fieldset>
                          </li>
                        );
                      })}
                    </ol>
                    <p>
                      <button type="submit" id={addDayButton(o)} name="intent" value={`add-day-${o}`} className="c-button c-button-quiet" disabled={busy}>
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
                    <table className="c-lines">
                      <thead>
                        <tr>
                          <th scope="col">Line</th>
                          <th scope="col">Quantity</th>
                          <th scope="col" className="c-num">
                            Rates give
                          </th>
                          <th scope="col" className="c-num">
                            Amount
                          </th>
                          <th scope="col">
                            <span className="c-skip">Remove</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {Array.from({ length: lines }, (_, n) => {
                          const lp = `${p}.lines.${n}`;
                          const extra = values[`${lp}.kind`] === "extra";
                          const override = extra ? null : overrideOf(optionId, values[`${lp}.key`] ?? "");
                          const priced = Number(values[`${lp}.priced`] ?? 0);
                          return (
                            <tr key={n} data-testid="quote-line">
                              {extra ? (
                                <LineInput name={`${lp}.label`} label={`Line ${n + 1} of option ${o + 1}: what it is for`} tableLabel="Line" {...field} />
                              ) : (
                                <td>
                                  {values[`${lp}.label`]}
                                  {override && override.tierId !== undefined && override.tierId !== view.document.options.find((x) => x.id === optionId)?.tierId ? (
                                    <p className="c-override c-override-warn" data-testid="override-other-tier">
                                      Warning: {formatAmount(override.amount, currency)} was typed by {override.byEmail} on {when(override.at)} for {tierLabel(override.tierId)}; this tier's
                                      rates give {formatAmount(priced, currency)}. Type the amount again or confirm it before sending.
                                    </p>
                                  ) : override ? (
                                    <p className="c-override">
                                      Changed from {formatAmount(priced, currency)} by {override.byEmail} on {when(override.at)}
                                    </p>
                                  ) : null}
                                </td>
                              )}
                              {extra ? (
                                <LineInput name={`${lp}.quantity`} label={`Line ${n + 1} quantity`} tableLabel="Quantity" inputMode="numeric" {...field} />
                              ) : (
                                <td data-label="Quantity">{values[`${lp}.quantity`]}</td>
                              )}
                              <td className="c-num" data-label="Rates give">
                                {extra ? "Added by hand" : formatMajor(priced)}
                              </td>
                              <LineInput
                                name={`${lp}.amount`}
                                label={`${extra ? `Line ${n + 1}` : values[`${lp}.label`]} amount (${currency})`}
                                tableLabel="Amount"
                                inputMode="decimal"
                                {...field}
                              />
                              <td>
                                {["key", "kind", "priced", ...(extra ? [] : ["label", "quantity"])].map((f) => (
                                  <input key={f} type="hidden" name={`${lp}.${f}`} value={values[`${lp}.${f}`] ?? ""} />
                                ))}
                                {extra ? (
                                  <button type="submit" name="intent" value={`remove-line-${o}-${n}`} className="c-button c-button-quiet" disabled={busy}>
                                    Remove line {n + 1}
                                  </button>
                                ) : null}
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                    <p className="c-hint">Type a different amount to override a rate's line; who changed it and when is kept. The rates are applied again on every save.</p>
                    <p>
                      <button type="submit" id={addLineButton(o)} name="intent" value={`add-line-${o}`} className="c-button c-button-quiet" disabled={busy}>
                        Add a line to option {o + 1}
                      </button>
                    </p>
                    <TextInput name={`${p}.discount`} label={`Discount (${currency})`} hint="Taken off the option's total. Empty for none." {...field} />
                  </fieldset>
                  {options > 1 ? (
                    <button type="submit" name="intent" value={`remove-option-${o}`} className="c-button c-button-quiet" disabled={busy}>
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
            <button type="submit" id={ADD_OPTION} name="intent" value="add-option" className="c-button c-button-quiet" disabled={busy}>
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
