/**
 * The traveller's booking page, part two (issue 26 item 7, decision 0054): the lead traveller gives
 * each traveller's details. A plain form that posts to the page's own action, so it works without
 * JavaScript; every field may stay empty (a half-filled list saves, and paying never waits on it);
 * a refused save names each field and keeps everything typed; the button is disabled while the
 * form is sent, and the server saves one form once (its one-time key) however often it arrives.
 * Also the cancelled booking's notice with its refund.
 */
import { useEffect, useRef } from "react";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { CancellationNotice, TravellersPageData } from "#domain/bookings/desk-context.ts";
import { travellerFieldName, type TravellerField, type TravellerPlace } from "#domain/bookings/travellers.ts";
import type { Locale } from "#domain/locales.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { travellerOf, type AppContext } from "../lib/areas.ts";
import { FIELD_WORDS, methodWords, PASSPORT_WORDS, placeName, travellerError } from "./booking-words.ts";

type Values = Record<string, string>;
export interface TravellersFailure {
  errors: Record<string, string>;
  values: Values;
}

/** The booking page's action: saves the travellers' form, then shows the page again (post, redirect, get). */
export async function saveTravellers({ request, params, context }: { request: Request; params: { token?: string }; context: AppContext }) {
  const form = await request.formData().catch(() => new FormData());
  const values: Values = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  const token = params.token ?? "";
  const answer = await travellerOf(context).bookingTravellers.save(token, values);
  if (!answer.ok) return data<TravellersFailure>({ errors: answer.errors, values }, { status: answer.status });
  throw redirect(`/bookings/${token}?travellers=${answer.saved ? "saved" : "again"}#travellers`);
}

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-6";
const H2 = "font-display text-2xl font-semibold text-earth-900";
const INPUT = "mt-1 block w-full rounded-lg border border-earth-900/30 bg-white px-3 py-2 text-base text-earth-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

const FIELDS: Array<{ field: TravellerField; type?: string; autoComplete?: string; hint?: MessageDescriptor; multiline?: boolean }> = [
  { field: "fullName", autoComplete: "off" },
  { field: "dateOfBirth", type: "date" },
  { field: "nationality", autoComplete: "off" },
  { field: "passportNumber", autoComplete: "off" },
  { field: "passportExpiry", type: "date" },
  { field: "dietary", multiline: true, hint: msg`Vegetarian, allergies, anything the camps should know. Leave empty if none.` },
  { field: "medical", multiline: true, hint: msg`Anything our guides should know. Leave empty if none.` },
];

const fieldId = (name: string) => `f-${name.replace(/\./g, "-")}`;

/** A field's refusal in the booking's language (the server words it in English). */
const errorText = (i18n: I18n, message: string | undefined) => (message ? travellerError(i18n, message) : undefined);

function TravellerFields({ place, errors, typed }: { place: TravellerPlace; errors: Record<string, string>; typed: Values | null }) {
  const { i18n } = useLingui();
  const n = place.position + 1;
  const label = placeName(i18n, place.label);
  return (
    <fieldset className="rounded-xl border border-earth-900/15 p-4" data-testid={`traveller-${place.position + 1}`}>
      <legend className="px-1 text-lg font-semibold text-earth-900">
        {i18n._(msg`Traveller ${n}: ${label}`)}
      </legend>
      {place.passportFlag ? (
        <p className="mb-3 rounded-lg bg-savanna-100 px-3 py-2 text-sm font-semibold text-earth-900 ring-1 ring-savanna-700/40" data-testid="passport-flag">
          {i18n._(PASSPORT_WORDS[place.passportFlag])}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, type, autoComplete, hint, multiline }) => {
          const name = travellerFieldName(place.position, field);
          const id = fieldId(name);
          const error = errorText(i18n, errors[name]);
          const value = typed ? (typed[name] ?? "") : place.details[field];
          const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
          return (
            <div key={field} className={multiline ? "sm:col-span-2" : undefined}>
              <label htmlFor={id} className="block text-sm font-semibold text-earth-900">
                {i18n._(FIELD_WORDS[field])}
              </label>
              {hint ? (
                <p id={`${id}-hint`} className="text-xs text-earth-900/70">
                  {i18n._(hint)}
                </p>
              ) : null}
              {multiline ? (
                <textarea id={id} name={name} rows={2} defaultValue={value} className={INPUT} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
              ) : (
                <input id={id} name={name} type={type ?? "text"} defaultValue={value} autoComplete={autoComplete} className={INPUT} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
              )}
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function SavedList({ places }: { places: TravellerPlace[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {places.map((p) => (
        <li key={p.position}>
          <strong>{p.details.fullName || placeName(i18n, `Traveller ${p.position + 1}`)}</strong> ({placeName(i18n, p.label)})
          {p.passportFlag ? <span className="block font-semibold">{i18n._(PASSPORT_WORDS[p.passportFlag])}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function BookingTravellers({ data: t }: { data: TravellersPageData }) {
  // The page's action answers two forms; only an answer with the travellers' values is this form's.
  const answered = useActionData<TravellersFailure | { errors: Record<string, string>; phone: string }>();
  const failed = answered && "values" in answered ? answered : undefined;
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const outcome = params.get("travellers");
  const summary = useRef<HTMLDivElement>(null);
  const errors = failed?.errors ?? {};
  useEffect(() => {
    if (failed) summary.current?.focus();
  }, [failed]);
  const { i18n } = useLingui();
  const complete = t.places.filter((p) => p.missing.length === 0).length;
  const count = t.places.length;
  const fieldErrors = Object.entries(errors).filter(([k]) => k !== "form");
  return (
    <section id="travellers" className={CARD} aria-labelledby="travellers-heading">
      <h2 id="travellers-heading" className={H2}>
        <Trans>Who is travelling</Trans>
      </h2>
      {!t.open ? (
        <SavedList places={t.places} />
      ) : (
        <>
          <p className="mt-2 text-sm text-earth-900/80">
            <Trans>For each traveller, the details the camps, parks and airlines need. Save what you have now and come back for the rest: paying never waits on it.</Trans>{" "}
            {count === 1 ? <Trans>Details of {complete} of {count} traveller are complete.</Trans> : <Trans>Details of {complete} of {count} travellers are complete.</Trans>}
          </p>
          {outcome === "saved" || outcome === "again" ? (
            <p className="mt-3 rounded-lg bg-savanna-50 px-3 py-2 text-sm font-semibold text-acacia-900 ring-1 ring-acacia-700/30" role="status">
              {outcome === "saved" ? <Trans>Saved. Thank you.</Trans> : <Trans>These details were already saved.</Trans>}
            </p>
          ) : null}
          {failed ? (
            <div ref={summary} tabIndex={-1} role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-700/40">
              <p className="font-semibold">{errors.form ? travellerError(i18n, errors.form) : <Trans>Nothing was saved yet. Please correct these, then save again:</Trans>}</p>
              {fieldErrors.length ? (
                <ul className="mt-1 list-disc ps-5">
                  {fieldErrors.map(([name, message]) => (
                    <li key={name}>
                      <a className="underline" href={`#${fieldId(name)}`}>
                        {travellerError(i18n, message)}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <Form method="post" noValidate preventScrollReset className="mt-4 space-y-4" key={t.submission}>
            <input type="hidden" name="submission" value={failed?.values.submission ?? t.submission} readOnly />
            {t.places.map((place) => (
              <TravellerFields key={place.position} place={place} errors={errors} typed={failed?.values ?? null} />
            ))}
            <button type="submit" disabled={busy} className="w-full rounded-full bg-acacia-700 px-6 py-3 text-base font-semibold text-white hover:bg-acacia-900 disabled:opacity-60 sm:w-auto">
              {busy ? <Trans>Saving…</Trans> : <Trans>Save travellers' details</Trans>}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

/** A cancelled booking: when, the refund owed, and what is refunded so far. */
export function BookingCancelled({ notice: n }: { notice: CancellationNotice }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const money = (minor: number) => formatAmount(minor, n.currency, locale);
  const left = Math.max(0, n.refundOwed - n.refunded);
  const cancelledOn = quoteDate(n.cancelledOn, locale);
  const owed = money(n.refundOwed);
  const stillToRefund = money(left);
  return (
    <section className={CARD} aria-labelledby="cancelled-heading" data-testid="booking-cancelled">
      <h2 id="cancelled-heading" className={H2}>
        <Trans>This booking is cancelled</Trans>
      </h2>
      <p className="mt-2">
        <Trans>
          Cancelled on {cancelledOn}. Refund owed to you, by the cancellation terms below: <strong className="tabular-nums">{owed}</strong>.
        </Trans>
      </p>
      {n.refunds.length ? (
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
          {n.refunds.map((r, i) => {
            const amount = money(r.amount);
            const method = methodWords(i18n, r.method);
            const on = quoteDate(r.madeOn, locale);
            return (
              <li key={i}>
                <Trans>
                  Refunded {amount} by {method} on {on}.
                </Trans>
              </li>
            );
          })}
        </ul>
      ) : null}
      {n.refundOwed > 0 ? <p className="mt-2 text-sm">{left > 0 ? <Trans>Still to be refunded: {stillToRefund}.</Trans> : <Trans>The refund is complete.</Trans>}</p> : null}
    </section>
  );
}
