/**
 * The traveller's quote at /quotes/:token (issue 14, decision 0037): the PresentedQuote the sales
 * team sent, exactly, with its options side by side (stacked on phones). "Accept this option" and
 * "Ask for changes" are plain POST forms, so they work before (and without) JavaScript; React
 * Router's action Origin check refuses a form posted from another site. The server makes every
 * answer here `no-store` and `noindex` and keeps it out of the page cache (server/services/quote-page/).
 * Outside the site layout: no menus or site scripts, just the quote under the company's brand.
 */
import { documentI18n, InDocumentLanguage } from "#app/lib/i18n/document-i18n.tsx";
import { useEffect, useRef } from "react";
import type { I18n, Messages } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#domain/locales.ts";
import type { PresentedQuote, PresentedQuoteOption } from "#domain/quotes/presented-quote.ts";
import { CHANGE_REQUEST_MAX, type QuotePageAnswer } from "#domain/quotes/quote-page-context.ts";
import {
  acceptancePayments,
  acceptanceText,
  acceptedOption,
  acceptQuestion,
  depositDueText,
  optionFigures,
  paymentLines,
  partyLabel,
  quoteDate,
  quoteMoney,
  quoteTitle,
  residencyLabel,
  travelDatesLabel,
} from "#domain/quotes/quote-text.ts";
import { labelled } from "#domain/quotes/quote-words.ts";
import { LogoMark } from "../components/logo.tsx";
import { buttonStyles } from "../components/button-styles.ts";
import type { Route } from "./+types/quote-page";
import { travellerAreaMiddleware, travellerOf } from "../lib/areas.ts";
import { documentMessagesFor } from "../lib/i18n/catalogs.server.ts";
import { DAY_FACTS, DOCUMENT_LABELS } from "./document-labels.ts";

type Intent = "accept" | "changes" | "fresh";

/** A traveller's page builds only what it shows (app/lib/areas.ts). */
export const middleware = [travellerAreaMiddleware];

/** What the action answers, worded in the quote's language. */
export interface QuoteActionResult {
  intent: Intent | null;
  outcome: QuotePageAnswer["kind"];
  /** What the page says about the request, in a status box at the top. */
  message: string;
  /** The refused fields, each with the page's words for why. */
  errors: Record<string, string>;
  /** What the traveller typed, kept when it was refused. */
  typed: string;
  /** The option an accept was about (its confirmation stays open when it was refused). */
  option: string;
}

/**
 * The quote, and the page's language with its messages: the quote's language (its inquiry's,
 * decision 0077), which no URL prefix names. The root's `<html lang>` reads `documentLocale`.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const quote = await travellerOf(context).quotePage.open(params.token);
  const documentLocale: Locale = quote?.locale ?? DEFAULT_LOCALE;
  const page = { token: params.token, documentLocale, messages: documentMessagesFor(documentLocale) };
  if (!quote) return data({ quote: null, ...page }, { status: 404 });
  return { quote, ...page };
}

/** After any answer of the action (a refusal too), the quote is read again: its state may have moved. */
export function shouldRevalidate() {
  return true;
}

const nextSteps = (i18n: I18n, quote: PresentedQuote, option: Pick<PresentedQuoteOption, "deposit" | "balance">, justAccepted = false): string => {
  const deposit = quoteMoney(quote, option.deposit.amount);
  const due = depositDueText(option.deposit, true, quote.bookingTerms, quote.locale);
  const balance = quoteMoney(quote, option.balance.amount);
  const date = quoteDate(option.balance.dueDate, quote.locale);
  return [
    i18n._(msg`To confirm your booking, pay the deposit of ${deposit}, ${due}.`),
    option.balance.dueDate === option.deposit.dueDate ? i18n._(msg`The balance of ${balance} is due with the deposit.`) : i18n._(msg`The balance of ${balance} is due by ${date}.`),
    justAccepted ? i18n._(msg`How to pay is below, and we have emailed you this confirmation.`) : i18n._(msg`How to pay is below.`),
  ].join(" ");
};

function expiredText(i18n: I18n, quote: PresentedQuote): string {
  const date = quoteDate(quote.validUntil, quote.locale);
  return i18n._(msg`This quote expired on ${date}, so it can no longer be accepted. Ask for a fresh quote and we will send you up-to-date prices.`);
}

/** What the page says about an answer, in the quote's language. */
function answerText(i18n: I18n, intent: Intent, answer: QuotePageAnswer, optionId: string, errors: Record<string, string>): string {
  const q = "quote" in answer ? answer.quote : null;
  switch (answer.kind) {
    case "done": {
      if (!q) return "";
      const who = q.agent?.name;
      if (intent === "accept") {
        const chosen = q.acceptance ?? acceptedOption(q);
        const title = q.acceptance?.optionTitle ?? q.options.find((o) => o.id === optionId)?.title;
        return chosen && title ? `${i18n._(msg`Thank you, you have accepted ${title}.`)} ${nextSteps(i18n, q, chosen, true)}` : i18n._(msg`Thank you, you have accepted this quote.`);
      }
      if (intent === "changes")
        return who ? i18n._(msg`Thank you, your message has been sent. ${who} will reply with an updated quote.`) : i18n._(msg`Thank you, your message has been sent. Our team will reply with an updated quote.`);
      return who ? i18n._(msg`Thank you, we have asked for a fresh quote. ${who} will send it to you by email.`) : i18n._(msg`Thank you, we have asked for a fresh quote. Our team will send it to you by email.`);
    }
    case "expired":
      return q ? expiredText(i18n, q) : "";
    case "changed": {
      const version = q?.version ?? 0;
      return i18n._(msg`This quote was updated since you opened it: it is now version ${version}. Nothing was accepted; please read it again below before you accept.`);
    }
    case "closed": {
      const title = q ? acceptedOption(q)?.title : undefined;
      return title ? i18n._(msg`This quote was already accepted (${title}); nothing was changed.`) : i18n._(msg`This quote can no longer be changed. Please contact us.`);
    }
    case "not_found":
      return i18n._(NOT_FOUND_TEXT);
    case "invalid":
      return Object.values(errors)[0] ?? i18n._(msg`Please check what you entered.`);
  }
}

/** The page's words for a refused field (the store answers in English, for its other callers and the logs). */
function errorText(i18n: I18n, field: string, tooLong: number | null = null): string {
  const length = tooLong ?? 0;
  const max = CHANGE_REQUEST_MAX;
  switch (field) {
    case "terms":
      return i18n._(msg`Tick the box to agree to the booking terms, then accept.`);
    case "option":
      return i18n._(msg`Choose one of the options of this quote.`);
    case "message":
      return tooLong ? i18n._(msg`Keep it under ${max} characters (it has ${length}).`) : i18n._(msg`Tell us what you would like changed.`);
    case "form":
      return i18n._(msg`This quote is still valid: you can accept it or ask for changes.`);
    default:
      return i18n._(msg`That request was not understood. Choose accept, ask for changes or ask for a fresh quote.`);
  }
}

const NOT_FOUND_TITLE = msg`Quote not found`;
const NOT_FOUND_TEXT = msg`This quote link is not valid. Please check that the whole link was copied, or ask your travel consultant to send it again.`;

const STATUS: Record<QuotePageAnswer["kind"], number> = { done: 200, expired: 409, closed: 409, changed: 409, not_found: 404, invalid: 400 };

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const raw = String(form.get("intent") ?? "");
  const intent: Intent | null = raw === "accept" || raw === "changes" || raw === "fresh" ? raw : null;
  const optionId = String(form.get("option") ?? "");
  const typed = String(form.get("message") ?? "");
  // The answer is worded in the quote's language: the answer's quote says it; a refusal made before
  // the quote is read uses the page's (each form sends it; it chooses nothing but the words).
  const sentLang = form.get("lang");
  const wordsIn = (quote: PresentedQuote | null) => {
    const locale = quote?.locale ?? (isLocale(sentLang) ? sentLang : DEFAULT_LOCALE);
    return documentI18n(locale, documentMessagesFor(locale));
  };
  const refuse = (errors: Record<string, string>) => data<QuoteActionResult>({ intent, outcome: "invalid", message: Object.values(errors)[0]!, errors, typed, option: optionId }, { status: 400 });

  if (!intent) return refuse({ intent: errorText(wordsIn(null), "intent") });
  if (intent === "changes") {
    const text = typed.trim();
    if (!text) return refuse({ message: errorText(wordsIn(null), "message") });
    if (text.length > CHANGE_REQUEST_MAX) return refuse({ message: errorText(wordsIn(null), "message", text.length) });
  }
  // The store checks the box and the version read (so an unknown link is a 404 before anything else).
  const version = Number(form.get("version"));
  const answer =
    intent === "accept"
      ? await travellerOf(context).quotePage.accept(params.token, optionId, { version: Number.isInteger(version) ? version : -1, termsAccepted: form.get("terms") === "on" })
      : intent === "changes"
        ? await travellerOf(context).quotePage.requestChanges(params.token, typed.trim())
        : await travellerOf(context).quotePage.requestFresh(params.token);
  const i18n = wordsIn("quote" in answer ? answer.quote : null);
  const errors = answer.kind === "invalid" ? Object.fromEntries(Object.keys(answer.errors).map((field) => [field, errorText(i18n, field)])) : {};
  return data<QuoteActionResult>(
    { intent, outcome: answer.kind, message: answerText(i18n, intent, answer, optionId, errors), errors, typed: answer.kind === "done" ? "" : typed, option: optionId },
    { status: STATUS[answer.kind] },
  );
}


export function meta({ loaderData }: Route.MetaArgs) {
  const i18n = documentI18n(loaderData?.documentLocale ?? DEFAULT_LOCALE, (loaderData?.messages ?? {}) as Messages);
  const quote = loaderData?.quote;
  const reference = quote ? quoteTitle(quote) : "";
  const name = quote?.travellerName ?? "";
  const company = quote?.company.name ?? "";
  const title = quote ? i18n._(msg`${reference} for ${name} | ${company}`) : i18n._(NOT_FOUND_TITLE);
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-6";
const H2 = "font-display text-2xl font-semibold text-earth-900";

function BrandBar({ company }: { company: PresentedQuote["company"] | null }) {
  const { t } = useLingui();
  return (
    <header className="bg-acacia-900 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-4 sm:px-6">
        <LogoMark size={40} className="shrink-0" />
        <p className="font-display text-xl font-semibold">{company?.name || t`Your quote`}</p>
      </div>
    </header>
  );
}

function NotFound() {
  const { i18n } = useLingui();
  return (
    <>
      <BrandBar company={null} />
      <main id="main-content" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold text-earth-900">{i18n._(NOT_FOUND_TITLE)}</h1>
        <p className="mt-4 text-earth-900/80">{i18n._(NOT_FOUND_TEXT)}</p>
        <p className="mt-6">
          <a className="font-semibold text-acacia-700 underline" href="/">
            <Trans>Go to the home page</Trans>
          </a>
        </p>
      </main>
    </>
  );
}

function Notice({ tone, children, focusKey }: { tone: "good" | "warn"; children: React.ReactNode; focusKey?: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  // After a form is answered with JavaScript the page does not reload: bring the answer into view.
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  const colours = tone === "good" ? "bg-white text-acacia-900 ring-acacia-700/40" : "bg-savanna-100 text-earth-900 ring-savanna-700/40";
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`rounded-xl p-4 ring-1 outline-none sm:p-5 ${colours}`}>
      {children}
    </div>
  );
}

function PriceTable({ quote, option }: { quote: PresentedQuote; option: PresentedQuoteOption }) {
  const { t } = useLingui();
  const title = option.title;
  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">
        {/* A string, not <Trans>: Trans reads tags inside a value as markup, and staff type titles. */}
        {t`Price of ${title}`}
      </caption>
      <tbody>
        {option.lines.map((line, i) => (
          <tr key={i} className="border-b border-earth-900/10">
            <th scope="row" className="py-2 pe-3 font-normal">
              {line.label}
            </th>
            <td className="py-2 text-end tabular-nums whitespace-nowrap">{quoteMoney(quote, line.amount)}</td>
          </tr>
        ))}
        {optionFigures(quote, option).map((row) => (
          <tr key={row.label} className={row.strong ? "border-b border-earth-900/10 text-base font-semibold" : ""}>
            <th scope="row" className={`py-2 pe-3 ${row.strong ? "font-semibold" : "font-normal"}`}>
              {row.label}
            </th>
            <td className="py-2 text-end tabular-nums whitespace-nowrap">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ItemList({ title, option, items }: { title: string; option: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={`${title}, ${option}`}>
      <h3 className="text-lg font-semibold text-earth-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Accept this option" opens a confirmation in writing (issue 24): the question with the total, the
 * deposit and the balance with their dates, and the booking terms to agree to (a required box). A
 * <details> disclosure, so it opens without JavaScript and without a request; the server checks the
 * box and the version read again.
 */
function AcceptConfirmation({ quote, option, busy, result }: { quote: PresentedQuote; option: PresentedQuoteOption; busy: boolean; result: QuoteActionResult | undefined }) {
  const refused = result?.intent === "accept" && result.option === option.id && result.outcome !== "done";
  const termsError = refused ? result.errors.terms : undefined;
  const id = `accept-${option.id}`;
  const { t } = useLingui();
  const title = option.title;
  const deposit = quoteMoney(quote, option.deposit.amount);
  const depositDue = depositDueText(option.deposit, false, quote.bookingTerms, quote.locale);
  const balance = quoteMoney(quote, option.balance.amount);
  const balanceDate = quoteDate(option.balance.dueDate, quote.locale);
  const total = quoteMoney(quote, option.total);
  const amends = quote.amendsVersion;
  return (
    <details className="group" open={refused || undefined} data-testid="accept-option">
      <summary className={`${buttonStyles.green} w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <span aria-hidden="true" className="group-open:hidden">
          <Trans>Accept this option</Trans>
        </span>
        <span aria-hidden="true" className="hidden group-open:inline">
          {t`Accepting ${title}`}
        </span>
        <span className="sr-only">
          {t`Accept this option: ${title}`}
        </span>
      </summary>
      <Form method="post" className="mt-3 space-y-3 rounded-xl bg-savanna-100 p-4 ring-1 ring-savanna-700/30" aria-labelledby={`${id}-question`}>
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="lang" value={quote.locale ?? DEFAULT_LOCALE} />
        <input type="hidden" name="option" value={option.id} />
        <input type="hidden" name="version" value={quote.version} />
        <p id={`${id}-question`} className="text-lg font-semibold text-earth-900">
          {acceptQuestion(quote, option)}
        </p>
        <ul className="list-disc space-y-1 ps-5 text-sm">
          <li>
            <Trans>
              Deposit {deposit}, {depositDue}.
            </Trans>
          </li>
          <li>{option.balance.dueDate === option.deposit.dueDate ? <Trans>Balance {balance}, due with the deposit.</Trans> : <Trans>Balance {balance}, due {balanceDate}.</Trans>}</li>
          {amends ? (
            <li>
              <Trans>It replaces what you accepted in version {amends}.</Trans>
            </li>
          ) : null}
        </ul>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-terms`}
            type="checkbox"
            name="terms"
            required
            className="mt-1 size-5 shrink-0"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-terms-error` : undefined}
          />
          <label htmlFor={`${id}-terms`} className="text-sm">
            <Trans>
              I have read and agree to the{" "}
              <a className="font-semibold text-acacia-700 underline" href={quote.termsUrl} target="_blank" rel="noopener">
                booking terms
              </a>{" "}
              (opens in a new tab), including the deposit and cancellation charges.
            </Trans>
          </label>
        </div>
        {termsError ? (
          <p id={`${id}-terms-error`} className="text-sm font-semibold text-red-800">
            {termsError}
          </p>
        ) : null}
        <button type="submit" className={`${buttonStyles.green} w-full`} disabled={busy}>
          <Trans>
            Yes, accept {title} for {total}
          </Trans>
        </button>
      </Form>
    </details>
  );
}

function OptionCard({ quote, option, canAccept, busy, result }: { quote: PresentedQuote; option: PresentedQuoteOption; canAccept: boolean; busy: boolean; result: QuoteActionResult | undefined }) {
  const { i18n } = useLingui();
  const accepted = quote.state === "accepted" && quote.acceptedOptionId === option.id;
  const headingId = `option-${option.id}`;
  const party = partyLabel(quote.party, quote.locale);
  const title = option.title;
  const dayByDay = i18n._(DOCUMENT_LABELS.dayByDay);
  return (
    <article aria-labelledby={headingId} className={`${CARD} flex flex-col gap-5 ${accepted ? "ring-2 ring-acacia-700" : ""}`}>
      <div>
        <h2 id={headingId} className={H2}>
          {option.title}
        </h2>
        <p className="mt-1 text-earth-900/75">
          {option.packageTitle}, {option.tierName}
        </p>
        {accepted ? (
          <p className="mt-2 inline-block rounded-full bg-acacia-700 px-3 py-1 text-sm font-semibold text-white">
            <Trans>Accepted</Trans>
          </p>
        ) : null}
        <p className="mt-3 font-display text-3xl font-semibold text-earth-900 tabular-nums">{quoteMoney(quote, option.total)}</p>
        <p className="text-sm text-earth-900/75">
          <Trans>Total for {party}</Trans>
        </p>
      </div>
      {canAccept ? <AcceptConfirmation quote={quote} option={option} busy={busy} result={result} /> : null}
      <PriceTable quote={quote} option={option} />
      <section aria-label={`${dayByDay}, ${title}`}>
        <h3 className="text-lg font-semibold text-earth-900">{dayByDay}</h3>
        <ol className="mt-2 space-y-4">
          {option.days.map((day) => {
            // Chinese lists with the enumeration comma, as the PDF does.
            const places = day.places.join(quote.locale === "zh" ? "、" : ", ");
            const overnight = day.overnight;
            const meals = day.meals;
            return (
              <li key={day.number}>
                <h4 className="font-semibold text-earth-900">{day.heading}</h4>
                {day.descriptionHtml ? (
                  <div className="mt-1 text-sm leading-6 text-earth-900/85 [&_p]:my-1" dangerouslySetInnerHTML={{ __html: day.descriptionHtml }} />
                ) : null}
                <ul className="mt-1 text-sm text-earth-900/75">
                  {day.places.length ? <li>{i18n._({ ...DAY_FACTS.places, values: { places } })}</li> : null}
                  {overnight ? <li>{i18n._({ ...DAY_FACTS.overnight, values: { overnight } })}</li> : null}
                  {meals ? <li>{i18n._({ ...DAY_FACTS.meals, values: { meals } })}</li> : null}
                </ul>
              </li>
            );
          })}
        </ol>
      </section>
      <ItemList title={i18n._(DOCUMENT_LABELS.included)} option={option.title} items={option.inclusions} />
      <ItemList title={i18n._(DOCUMENT_LABELS.notIncluded)} option={option.title} items={option.exclusions} />
    </article>
  );
}

/** What the traveller accepted, with the payments it owes (kept on the page while an amendment is proposed). */
function AcceptedSummary({ quote }: { quote: PresentedQuote }) {
  const a = quote.acceptance!;
  const reference = quote.booking?.reference;
  return (
    <>
      <p className="font-semibold">{acceptanceText(quote, a)}</p>
      <ul className="mt-1 list-disc ps-5">
        {acceptancePayments(quote, a).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {quote.booking ? (
        <p className="mt-2">
          <a className="font-semibold text-acacia-700 underline" href={quote.booking.link} data-testid="booking-link">
            <Trans>Your booking {reference}: what is paid and what is due</Trans>
          </a>
        </p>
      ) : null}
    </>
  );
}

function StateNotice({ quote, busy }: { quote: PresentedQuote; busy: boolean }) {
  const { i18n } = useLingui();
  const version = quote.version;
  const until = quoteDate(quote.validUntil, quote.locale);
  if (quote.acceptance && quote.amendsVersion)
    return (
      <Notice tone="good">
        <div data-testid="accepted-summary">
          <AcceptedSummary quote={quote} />
        </div>
        <p className="mt-3 font-semibold">
          {quote.state === "expired" ? (
            <Trans>
              We proposed an amendment (version {version}); it expired on {until}. What you accepted stands.
            </Trans>
          ) : (
            <Trans>We propose an amendment (version {version}, below). What you accepted stands unless you accept the amendment in its place.</Trans>
          )}
        </p>
      </Notice>
    );
  if (quote.acceptance)
    return (
      <Notice tone="good">
        <div data-testid="accepted-summary">
          <AcceptedSummary quote={quote} />
        </div>
        <p className="mt-1">{nextSteps(i18n, quote, quote.acceptance)}</p>
      </Notice>
    );
  if (quote.state === "expired")
    return (
      <Notice tone="warn">
        <p className="font-semibold">
          <Trans>This quote has expired.</Trans>
        </p>
        <p className="mt-1">{expiredText(i18n, quote)}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="fresh" />
          <input type="hidden" name="lang" value={quote.locale ?? DEFAULT_LOCALE} />
          <button type="submit" className={buttonStyles.green} disabled={busy}>
            <Trans>Ask for a fresh quote</Trans>
          </button>
        </Form>
      </Notice>
    );
  if (quote.state === "withdrawn")
    return (
      <Notice tone="warn">
        <p className="font-semibold">
          <Trans>This quote was withdrawn.</Trans>
        </p>
        <p className="mt-1">
          <Trans>Your travel consultant will send you a new one, or contact us below.</Trans>
        </p>
      </Notice>
    );
  if (quote.state === "changes_requested")
    return (
      <Notice tone="good">
        <p>
          <Trans>You asked for changes. Your travel consultant will send you an updated quote; you can still accept an option below.</Trans>
        </p>
      </Notice>
    );
  return null;
}

/**
 * The page in the quote's language: the loader's messages (the `documents` catalogue) in a Lingui
 * instance of its own, since the root's, made from the URL, is English here.
 */
export default function QuotePage() {
  const { documentLocale, messages } = useLoaderData<typeof loader>();
  return (
    <InDocumentLanguage locale={documentLocale} messages={messages as Messages}>
      <QuoteDocument />
    </InDocumentLanguage>
  );
}

function QuoteDocument() {
  const { quote, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { i18n } = useLingui();
  if (!quote) return <NotFound />;
  const canAccept = quote.state === "sent" || quote.state === "changes_requested";
  const optionsCols = quote.options.length >= 3 ? "lg:grid-cols-3" : quote.options.length === 2 ? "lg:grid-cols-2" : "";
  const changesError = result?.intent === "changes" ? result.errors.message : undefined;
  const issued = quoteDate(quote.issuedOn, quote.locale);
  const until = quoteDate(quote.validUntil, quote.locale);
  const label = (key: keyof typeof DOCUMENT_LABELS) => i18n._(DOCUMENT_LABELS[key]);
  return (
    <>
      <BrandBar company={quote.company} />
      <main id="main-content" className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
        <div>
          <h1 className="font-display text-3xl font-semibold text-earth-900 sm:text-4xl">{quoteTitle(quote)}</h1>
          <p className="mt-1 text-earth-900/75">
            <Trans>
              Issued {issued}. Valid until {until}.
            </Trans>{" "}
            <a className="font-semibold text-acacia-700 underline" href={`/quotes/${encodeURIComponent(token)}/pdf`}>
              <Trans>Download the PDF</Trans>
            </a>
          </p>
        </div>

        {result ? (
          <Notice tone={result.outcome === "done" ? "good" : "warn"} focusKey={result}>
            <p className="font-semibold">{result.message}</p>
          </Notice>
        ) : null}
        {result?.outcome === "done" ? null : <StateNotice quote={quote} busy={busy} />}

        <section aria-labelledby="trip" className={CARD}>
          <h2 id="trip" className="sr-only">
            <Trans>Your trip</Trans>
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-earth-900/70">{label("preparedFor")}</dt>
              <dd className="font-semibold">{quote.travellerName}</dd>
            </div>
            <div>
              <dt className="text-sm text-earth-900/70">{label("party")}</dt>
              <dd className="font-semibold">{partyLabel(quote.party, quote.locale)}</dd>
            </div>
            <div>
              <dt className="text-sm text-earth-900/70">{label("dates")}</dt>
              <dd className="font-semibold">{travelDatesLabel(quote)}</dd>
            </div>
            <div>
              <dt className="text-sm text-earth-900/70">{label("ratesFor")}</dt>
              <dd className="font-semibold">{residencyLabel(quote)}</dd>
            </div>
          </dl>
          {quote.message.trim() ? <p className="mt-5 whitespace-pre-line border-s-4 border-savanna-500 ps-4 italic">{quote.message.trim()}</p> : null}
        </section>

        <section aria-labelledby="options-heading">
          <h2 id="options-heading" className={`${H2} mb-4`}>
            {quote.options.length > 1 ? <Trans>Your options</Trans> : <Trans>Your safari</Trans>}
          </h2>
          <div className={`grid items-start gap-6 ${optionsCols}`}>
            {quote.options.map((option) => (
              <OptionCard key={option.id} quote={quote} option={option} canAccept={canAccept} busy={busy} result={result} />
            ))}
          </div>
        </section>

        {canAccept ? (
          <section aria-labelledby="changes-heading" className={CARD}>
            <h2 id="changes-heading" className={H2}>
              <Trans>Ask for changes</Trans>
            </h2>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="changes" />
              <input type="hidden" name="lang" value={quote.locale ?? DEFAULT_LOCALE} />
              <label htmlFor="changes-message" className="block font-semibold">
                <Trans>What would you like changed?</Trans>
              </label>
              <textarea
                id="changes-message"
                name="message"
                rows={4}
                maxLength={CHANGE_REQUEST_MAX}
                required
                defaultValue={result?.intent === "changes" ? result.typed : ""}
                key={result?.intent === "changes" && result.outcome === "done" ? "sent" : "draft"}
                aria-invalid={changesError ? true : undefined}
                aria-describedby={changesError ? "changes-error" : undefined}
                className="block w-full rounded-xl border border-earth-900/25 bg-white p-3 text-base"
              />
              {changesError ? (
                <p id="changes-error" className="text-sm font-semibold text-red-800">
                  {changesError}
                </p>
              ) : null}
              <button type="submit" className={buttonStyles.outline} disabled={busy}>
                <Trans>Send my request</Trans>
              </button>
            </Form>
          </section>
        ) : null}

        <section aria-labelledby="terms-heading" className={CARD}>
          <h2 id="terms-heading" className={H2}>
            <Trans>Deposit, balance and terms</Trans>
          </h2>
          <p className="mt-3">{quote.depositTerms}</p>
          <h3 className="mt-5 text-lg font-semibold text-earth-900">{label("howToPay")}</h3>
          <ul className="mt-2 space-y-1" data-testid="payment-instructions">
            {paymentLines(quote.payment, quote.locale).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3">
            <a className="font-semibold text-acacia-700 underline" href={quote.termsUrl}>
              <Trans>Our full booking terms</Trans>
            </a>
          </p>
          {quote.terms.trim() ? <p className="mt-3 whitespace-pre-line text-sm text-earth-900/85">{quote.terms.trim()}</p> : null}
        </section>

        <footer className="border-t border-earth-900/10 pt-6 text-sm text-earth-900/80">
          {quote.agent ? (
            <p>
              {labelled(label("yourConsultant"), quote.locale ?? DEFAULT_LOCALE)}
              <span className="font-semibold">{quote.agent.name}</span>,{" "}
              <a className="text-acacia-700 underline" href={`mailto:${quote.agent.email}`}>
                {quote.agent.email}
              </a>
            </p>
          ) : null}
          <p className="mt-1">
            {[quote.company.name, quote.company.address, quote.company.phone].filter(Boolean).join(" · ")}
            {quote.company.email ? (
              <>
                {" · "}
                <a className="text-acacia-700 underline" href={`mailto:${quote.company.email}`}>
                  {quote.company.email}
                </a>
              </>
            ) : null}
          </p>
          {quote.company.licence ? <p className="mt-1">{quote.company.licence}</p> : null}
        </footer>
      </main>
    </>
  );
}
