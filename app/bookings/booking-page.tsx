/**
 * The traveller's booking at /bookings/:token (issue 26 item 3): what is booked, the payment
 * schedule, what is paid and what is still due, and the cancellation terms frozen with the booking.
 * Read-only, so it works without JavaScript; outside the site layout like the quote page, `noindex`
 * and `no-store` (server/services/bookings/booking-page.ts). React escapes every value. Sentences
 * holding what someone typed (a name, a title, a reference) are strings from `i18n._`, never
 * `<Trans>`: Lingui's `<Trans>` reads tags in its values, so "Amani <b>Otieno</b>" would lose its
 * "<b>" (the booking page's own test names it).
 */
import { documentI18n, InDocumentLanguage } from "#app/lib/i18n/document-i18n.tsx";
import type { Messages } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { bookingMoney, type PresentedBooking } from "#domain/bookings/presented-booking.ts";
import { acceptLanguageLocale } from "#domain/language-offer.ts";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";
import { PAY_REFUSAL_WORDS, type PayRefusal } from "#domain/payments/outcomes.ts";
import { partyLabel, quoteDate, travelDatesLabel } from "#domain/quotes/quote-text.ts";
import { documentMessagesFor } from "../lib/i18n/catalogs.server.ts";
import { cancellationText, methodWords, NOT_FOUND_WORDS, scheduleLabel, STATE_WORDS } from "./booking-words.ts";
import { LogoMark } from "../components/logo.tsx";
import { BookingDocuments } from "./booking-documents.tsx";
import { PayPanel } from "./pay-panel.tsx";
import { BookingCancelled, BookingTravellers, saveTravellers } from "./travellers-form.tsx";
import type { Route } from "./+types/booking-page";
import { travellerAreaMiddleware, travellerOf } from "../lib/areas.ts";

/** A traveller's page builds only what it shows (app/lib/areas.ts). */
export const middleware = [travellerAreaMiddleware];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Back from a hosted checkout: its parameters are a hint, checked with the provider before the page shows.
  if (url.searchParams.has("OrderTrackingId")) await travellerOf(context).bookingPayments.returned(params.token, url.searchParams);
  const attempt = url.searchParams.get("attempt");
  // The payment panel first: following an open attempt may credit it, and the booking read after shows that.
  const payment = await travellerOf(context).bookingPayments.panel(params.token, attempt);
  const booking = payment ? await travellerOf(context).bookingPage.open(params.token) : null;
  // The booking's language (its inquiry's, decision 0077), which no URL prefix names: the root's
  // `<html lang>` reads `documentLocale`, and the page makes its Lingui instance from `messages`. A
  // link naming no booking has no language of its own: its page follows the browser's preferences
  // (decision 0080), as the site's language offer does, and says so in `Vary`.
  const documentLocale: Locale = booking && payment ? (booking.locale ?? DEFAULT_LOCALE) : acceptLanguageLocale(request.headers.get("accept-language"));
  const page = { documentLocale, messages: documentMessagesFor(documentLocale) };
  if (!booking || !payment) return data({ booking: null, payment: null, documents: null, travellers: null, ...page }, { status: 404, headers: { vary: "Accept-Language" } });
  const [documents, travellers] = await Promise.all([travellerOf(context).bookingDocumentsPage.forToken(params.token), travellerOf(context).bookingTravellers.open(params.token)]);
  return { booking, payment, documents, travellers, ...page };
}

/**
 * Two forms post here: the travellers' details (decision 0054), and "Pay" by M-Pesa (a phone
 * number) or by card (decision 0050). Paying never sends an amount: the server decides it. After a
 * prompt, the page again with the attempt it follows (reloading it asks nothing twice); after a
 * checkout is opened, the traveller continues to the provider's page from the same place.
 */
export async function action(args: Route.ActionArgs) {
  const { params, context, request } = args;
  const intent = (await request.clone().formData().catch(() => new FormData())).get("intent");
  if (intent !== "mpesa" && intent !== "card") return saveTravellers(args);
  const form = await request.formData();
  const phone = String(form.get("phone") ?? "").slice(0, 40);
  const answer =
    intent === "mpesa" ? await travellerOf(context).bookingPayments.payByMpesa(params.token, phone) : intent === "card" ? await travellerOf(context).bookingPayments.payByCard(params.token) : null;
  // A refusal's code goes with its English: the page says it in the booking's language (decision 0080).
  if (!answer) return data({ form: "pay" as const, errors: { form: PAY_REFUSAL_WORDS.choose } as Record<string, string>, refusal: "choose" as PayRefusal, phone }, { status: 400 });
  if (!answer.ok) return data({ form: "pay" as const, errors: answer.errors, refusal: answer.refusal, phone }, { status: answer.status });
  return redirect(`/bookings/${params.token}?attempt=${answer.attempt.reference}#pay`);
}



export function meta({ loaderData }: Route.MetaArgs) {
  const b = loaderData?.booking;
  const i18n = documentI18n(loaderData?.documentLocale ?? DEFAULT_LOCALE, (loaderData?.messages ?? {}) as Messages);
  const reference = b?.reference ?? "";
  const name = b?.travellerName ?? "";
  const company = b?.company.name ?? "";
  const title = b ? i18n._(msg`Booking ${reference} for ${name} | ${company}`) : i18n._(NOT_FOUND_WORDS.title);
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-6";
const H2 = "font-display text-2xl font-semibold text-earth-900";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The party: English as the page always wrote it ("ages 7, 12"), the other languages as their quote does. */
function partyText(t: PresentedBooking["trip"], locale: Locale): string {
  if (locale !== DEFAULT_LOCALE) return partyLabel({ adults: t.adults, childAges: t.childAges }, locale);
  const adults = plural(t.adults, "adult", "adults");
  return t.childAges.length ? `${adults} and ${plural(t.childAges.length, "child", "children")} (ages ${t.childAges.join(", ")})` : adults;
}

function BrandBar({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <header className="bg-acacia-900 text-white">
      <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-4 sm:px-6">
        <LogoMark size={40} className="shrink-0" />
        <p className="font-display text-xl font-semibold">{name || t`Your booking`}</p>
      </div>
    </header>
  );
}

export default function BookingPage() {
  const { documentLocale, messages } = useLoaderData<typeof loader>();
  return (
    <InDocumentLanguage locale={documentLocale} messages={messages as Messages}>
      <BookingContent />
    </InDocumentLanguage>
  );
}

function BookingContent() {
  const { booking: b, payment, documents, travellers, documentLocale: locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  const { i18n } = useLingui();
  if (!b || !payment) {
    return (
      <>
        <BrandBar name="" />
        <main id="main-content" className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="font-display text-3xl font-semibold text-earth-900">{i18n._(NOT_FOUND_WORDS.title)}</h1>
          <p className="mt-4 text-earth-900/80">{i18n._(NOT_FOUND_WORDS.text)}</p>
          <p className="mt-6">
            <a className="font-semibold text-acacia-700 underline" href="/">
              <Trans>Go to the home page</Trans>
            </a>
          </p>
        </main>
      </>
    );
  }
  const t = b.trip;
  const reference = b.reference;
  const dates = travelDatesLabel({ startDate: t.startDate, endDate: t.endDate, locale });
  const party = partyText(t, locale);
  const name = b.travellerName;
  const date = (day: string) => quoteDate(day, locale);
  const bookedOn = date(b.bookedOn);
  const optionTitle = t.optionTitle;
  const companyName = b.company.name;
  return (
    <>
      <BrandBar name={b.company.name} />
      <main id="main-content" className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <div>
          <p className="text-sm font-semibold tracking-wide text-acacia-700 uppercase"><Trans>Booking {reference}</Trans></p>
          <h1 className="font-display text-3xl font-semibold text-earth-900 sm:text-4xl">{t.optionTitle}</h1>
          <p className="mt-2 text-earth-900/80">
            {i18n._(msg`For ${name}: ${dates}, ${party}.`)}
          </p>
          <p className="mt-3 inline-block rounded-full bg-savanna-100 px-3 py-1 text-sm font-semibold text-earth-900 ring-1 ring-savanna-700/30" data-testid="booking-state">
            {i18n._(STATE_WORDS[b.state])}
          </p>
        </div>

        {travellers?.cancellation ? <BookingCancelled notice={travellers.cancellation} /> : null}
        <PayPanel panel={payment} reference={b.reference} company={b.company.name} result={result && "form" in result && result.form === "pay" ? result : null} />

        <section className={CARD} aria-labelledby="money-heading">
          <h2 id="money-heading" className={H2}>
            <Trans>Paid and due</Trans>
          </h2>
          <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-earth-900/70"><Trans>Total</Trans></dt>
              <dd className="text-xl font-semibold tabular-nums">{bookingMoney(b, b.total)}</dd>
            </div>
            <div>
              <dt className="text-sm text-earth-900/70"><Trans>Paid</Trans></dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="booking-paid">
                {bookingMoney(b, b.paid)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-earth-900/70"><Trans>Still due</Trans></dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="booking-due">
                {bookingMoney(b, b.due)}
              </dd>
            </div>
          </dl>
          <table className="mt-6 w-full text-start text-sm">
            <caption className="mb-2 text-start text-lg font-semibold text-earth-900"><Trans>Payment schedule</Trans></caption>
            <thead>
              <tr className="border-b border-earth-900/20">
                <th scope="col" className="py-2 pe-3"><Trans>Payment</Trans></th>
                <th scope="col" className="py-2 pe-3"><Trans>Due by</Trans></th>
                <th scope="col" className="py-2 pe-3 text-end"><Trans>Amount</Trans></th>
                <th scope="col" className="py-2 text-end"><Trans>Status</Trans></th>
              </tr>
            </thead>
            <tbody>
              {b.schedule.map((row) => (
                <tr key={row.label} className="border-b border-earth-900/10">
                  <th scope="row" className="py-2 pe-3 font-normal">{scheduleLabel(i18n, row.label)}</th>
                  <td className="py-2 pe-3">{date(row.dueDate)}</td>
                  <td className="py-2 pe-3 text-end tabular-nums whitespace-nowrap">{bookingMoney(b, row.amount)}</td>
                  <td className="py-2 text-end">{row.paid ? <Trans>Paid</Trans> : <Trans>Due</Trans>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="mt-6 text-lg font-semibold text-earth-900"><Trans>Payments received</Trans></h3>
          {b.payments.length === 0 ? (
            <p className="mt-2 text-sm">
              <Trans>None yet. Please quote {reference} with every payment; we record each one here.</Trans>
            </p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {b.payments.map((p, i) => {
                const on = date(p.receivedOn);
                const amount = bookingMoney(b, p.amount);
                const method = methodWords(i18n, p.method);
                const paymentReference = p.reference;
                return (
                  <li key={i}>
                    {paymentReference ? i18n._(msg`${on}: ${amount} by ${method} (reference ${paymentReference})`) : i18n._(msg`${on}: ${amount} by ${method}`)}
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <BookingDocuments documents={documents} />

        <section className={CARD} aria-labelledby="booked-heading">
          <h2 id="booked-heading" className={H2}>
            <Trans>What is booked</Trans>
          </h2>
          <p className="mt-2 text-sm text-earth-900/80">{[t.packageTitle, t.tierName].filter(Boolean).join(", ")}</p>
          <table className="mt-4 w-full text-start text-sm">
            <caption className="sr-only">
              {i18n._(msg`Price of ${optionTitle}`)}
            </caption>
            <tbody>
              {b.lines.map((line, i) => (
                <tr key={i} className="border-b border-earth-900/10">
                  <th scope="row" className="py-2 pe-3 font-normal">{line.label}</th>
                  <td className="py-2 text-end tabular-nums whitespace-nowrap">{bookingMoney(b, line.amount)}</td>
                </tr>
              ))}
              {b.discount > 0 ? (
                <tr className="border-b border-earth-900/10">
                  <th scope="row" className="py-2 pe-3 font-normal"><Trans>Discount</Trans></th>
                  <td className="py-2 text-end tabular-nums whitespace-nowrap">- {bookingMoney(b, b.discount)}</td>
                </tr>
              ) : null}
              <tr className="text-base font-semibold">
                <th scope="row" className="py-2 pe-3"><Trans>Total</Trans></th>
                <td className="py-2 text-end tabular-nums whitespace-nowrap">{bookingMoney(b, b.total)}</td>
              </tr>
            </tbody>
          </table>
        </section>

        {travellers ? <BookingTravellers data={travellers} /> : null}

        <section className={CARD} aria-labelledby="cancel-heading">
          <h2 id="cancel-heading" className={H2}>
            <Trans>If you cancel</Trans>
          </h2>
          <p className="mt-2 text-sm">
            <Trans>The terms in force when you booked on {bookedOn}:</Trans>
          </p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {cancellationText(i18n, b.cancellationScale).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>

        <footer className="pb-8 text-sm text-earth-900/80">
          <p>
            {i18n._(msg`Questions? ${companyName}`)}
            {b.company.email ? (
              <>
                {" "}
                · <a className="font-semibold text-acacia-700 underline" href={`mailto:${b.company.email}`}>{b.company.email}</a>
              </>
            ) : null}
            {b.company.phone ? ` · ${b.company.phone}` : ""}
          </p>
        </footer>
      </main>
    </>
  );
}
