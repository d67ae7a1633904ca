/**
 * The traveller's quote at /quotes/:token (issue 14, decision 0037): the PresentedQuote the sales
 * team sent, exactly, with its options side by side (stacked on phones). "Accept this option" and
 * "Ask for changes" are plain POST forms, so they work before (and without) JavaScript; React
 * Router's action Origin check refuses a form posted from another site. The server makes every
 * answer here `no-store` and `noindex` and keeps it out of the page cache (server/services/quote-page/).
 * Outside the site layout: no menus or site scripts, just the quote under the company's brand.
 */
import { useEffect, useRef } from "react";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { PresentedQuote, PresentedQuoteOption } from "#domain/quotes/presented-quote.ts";
import { CHANGE_REQUEST_MAX, QUOTE_NOT_FOUND, type QuotePageAnswer } from "#domain/quotes/quote-page-context.ts";
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
import { LogoMark } from "../components/logo.tsx";
import { buttonStyles } from "../components/button-styles.ts";
import type { Route } from "./+types/quote-page";
import { travellerAreaMiddleware, travellerOf } from "../lib/areas.ts";

type Intent = "accept" | "changes" | "fresh";

/** A traveller's page builds only what it shows (app/lib/areas.ts). */
export const middleware = [travellerAreaMiddleware];

export interface QuoteActionResult {
  intent: Intent | null;
  outcome: QuotePageAnswer["kind"];
  /** What the page says about the request, in a status box at the top. */
  message: string;
  errors: Record<string, string>;
  /** What the traveller typed, kept when it was refused. */
  typed: string;
  /** The option an accept was about (its confirmation stays open when it was refused). */
  option: string;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const quote = await travellerOf(context).quotePage.open(params.token);
  if (!quote) return data({ quote: null, token: params.token }, { status: 404 });
  return { quote, token: params.token };
}

/** After any answer of the action (a refusal too), the quote is read again: its state may have moved. */
export function shouldRevalidate() {
  return true;
}

const nextSteps = (quote: PresentedQuote, option: Pick<PresentedQuoteOption, "deposit" | "balance">, justAccepted = false): string =>
  `To confirm your booking, pay the deposit of ${quoteMoney(quote, option.deposit.amount)}, ${depositDueText(option.deposit, true, quote.bookingTerms)}. ` +
  `The balance of ${quoteMoney(quote, option.balance.amount)} is due ${option.balance.dueDate === option.deposit.dueDate ? "with the deposit" : `by ${quoteDate(option.balance.dueDate)}`}. ` +
  (justAccepted ? "How to pay is below, and we have emailed you this confirmation." : "How to pay is below.");

function expiredText(quote: PresentedQuote): string {
  return `This quote expired on ${quoteDate(quote.validUntil)}, so it can no longer be accepted. Ask for a fresh quote and we will send you up-to-date prices.`;
}

function answerText(intent: Intent, answer: QuotePageAnswer, optionId: string): string {
  switch (answer.kind) {
    case "done": {
      const q = answer.quote;
      const who = q.agent ? q.agent.name : "Our team";
      if (intent === "accept") {
        const chosen = q.acceptance ?? acceptedOption(q);
        const title = q.acceptance?.optionTitle ?? q.options.find((o) => o.id === optionId)?.title;
        return chosen && title ? `Thank you, you have accepted ${title}. ${nextSteps(q, chosen, true)}` : "Thank you, you have accepted this quote.";
      }
      if (intent === "changes") return `Thank you, your message has been sent. ${who} will reply with an updated quote.`;
      return `Thank you, we have asked for a fresh quote. ${who} will send it to you by email.`;
    }
    case "expired":
      return expiredText(answer.quote);
    case "changed":
      return `This quote was updated since you opened it: it is now version ${answer.quote.version}. Nothing was accepted; please read it again below before you accept.`;
    case "closed": {
      const chosen = acceptedOption(answer.quote);
      return chosen ? `This quote was already accepted (${chosen.title}); nothing was changed.` : "This quote can no longer be changed. Please contact us.";
    }
    case "not_found":
      return QUOTE_NOT_FOUND.text;
    case "invalid":
      return Object.values(answer.errors)[0] ?? "Please check what you entered.";
  }
}

const STATUS: Record<QuotePageAnswer["kind"], number> = { done: 200, expired: 409, closed: 409, changed: 409, not_found: 404, invalid: 400 };

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const raw = String(form.get("intent") ?? "");
  const intent: Intent | null = raw === "accept" || raw === "changes" || raw === "fresh" ? raw : null;
  const optionId = String(form.get("option") ?? "");
  const typed = String(form.get("message") ?? "");
  const reply = (outcome: QuotePageAnswer["kind"], message: string, errors: Record<string, string> = {}) =>
    data<QuoteActionResult>({ intent, outcome, message, errors, typed: outcome === "done" ? "" : typed, option: optionId }, { status: STATUS[outcome] });

  if (!intent) return reply("invalid", "That request was not understood.", { intent: "Choose accept, ask for changes or ask for a fresh quote." });
  if (intent === "changes") {
    const text = typed.trim();
    if (!text) return reply("invalid", "Please tell us what you would like changed.", { message: "Tell us what you would like changed." });
    if (text.length > CHANGE_REQUEST_MAX)
      return reply("invalid", "Your message is too long.", { message: `Keep it under ${CHANGE_REQUEST_MAX} characters (it has ${text.length}).` });
  }
  // The store checks the box and the version read (so an unknown link is a 404 before anything else).
  const version = Number(form.get("version"));
  const answer =
    intent === "accept"
      ? await travellerOf(context).quotePage.accept(params.token, optionId, { version: Number.isInteger(version) ? version : -1, termsAccepted: form.get("terms") === "on" })
      : intent === "changes"
        ? await travellerOf(context).quotePage.requestChanges(params.token, typed.trim())
        : await travellerOf(context).quotePage.requestFresh(params.token);
  return reply(answer.kind, answerText(intent, answer, optionId), answer.kind === "invalid" ? answer.errors : {});
}

export function meta({ loaderData }: Route.MetaArgs) {
  const quote = loaderData?.quote;
  const title = quote ? `${quoteTitle(quote)} for ${quote.travellerName} | ${quote.company.name}` : QUOTE_NOT_FOUND.title;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-6";
const H2 = "font-display text-2xl font-semibold text-earth-900";

function BrandBar({ company }: { company: PresentedQuote["company"] | null }) {
  return (
    <header className="bg-acacia-900 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-4 sm:px-6">
        <LogoMark size={40} className="shrink-0" />
        <p className="font-display text-xl font-semibold">{company?.name || "Your quote"}</p>
      </div>
    </header>
  );
}

function NotFound() {
  return (
    <>
      <BrandBar company={null} />
      <main id="main-content" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold text-earth-900">{QUOTE_NOT_FOUND.title}</h1>
        <p className="mt-4 text-earth-900/80">{QUOTE_NOT_FOUND.text}</p>
        <p className="mt-6">
          <a className="font-semibold text-acacia-700 underline" href="/">
            Go to the home page
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
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Price of {option.title}</caption>
      <tbody>
        {option.lines.map((line, i) => (
          <tr key={i} className="border-b border-earth-900/10">
            <th scope="row" className="py-2 pr-3 font-normal">
              {line.label}
            </th>
            <td className="py-2 text-right tabular-nums whitespace-nowrap">{quoteMoney(quote, line.amount)}</td>
          </tr>
        ))}
        {optionFigures(quote, option).map((row) => (
          <tr key={row.label} className={row.strong ? "border-b border-earth-900/10 text-base font-semibold" : ""}>
            <th scope="row" className={`py-2 pr-3 ${row.strong ? "font-semibold" : "font-normal"}`}>
              {row.label}
            </th>
            <td className="py-2 text-right tabular-nums whitespace-nowrap">{row.value}</td>
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
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
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
  return (
    <details className="group" open={refused || undefined} data-testid="accept-option">
      <summary className={`${buttonStyles.green} w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <span aria-hidden="true" className="group-open:hidden">Accept this option</span>
        <span aria-hidden="true" className="hidden group-open:inline">Accepting {option.title}</span>
        <span className="sr-only">Accept this option: {option.title}</span>
      </summary>
      <Form method="post" className="mt-3 space-y-3 rounded-xl bg-savanna-100 p-4 ring-1 ring-savanna-700/30" aria-labelledby={`${id}-question`}>
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="option" value={option.id} />
        <input type="hidden" name="version" value={quote.version} />
        <p id={`${id}-question`} className="text-lg font-semibold text-earth-900">
          {acceptQuestion(quote, option)}
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            Deposit {quoteMoney(quote, option.deposit.amount)}, {depositDueText(option.deposit, false, quote.bookingTerms)}.
          </li>
          <li>
            Balance {quoteMoney(quote, option.balance.amount)}, {option.balance.dueDate === option.deposit.dueDate ? "due with the deposit" : `due ${quoteDate(option.balance.dueDate)}`}.
          </li>
          {quote.amendsVersion ? <li>It replaces what you accepted in version {quote.amendsVersion}.</li> : null}
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
            I have read and agree to the{" "}
            <a className="font-semibold text-acacia-700 underline" href={quote.termsUrl} target="_blank" rel="noopener">
              booking terms
            </a>{" "}
            (opens in a new tab), including the deposit and cancellation charges.
          </label>
        </div>
        {termsError ? (
          <p id={`${id}-terms-error`} className="text-sm font-semibold text-red-800">
            {termsError}
          </p>
        ) : null}
        <button type="submit" className={`${buttonStyles.green} w-full`} disabled={busy}>
          Yes, accept {option.title} for {quoteMoney(quote, option.total)}
        </button>
      </Form>
    </details>
  );
}

function OptionCard({ quote, option, canAccept, busy, result }: { quote: PresentedQuote; option: PresentedQuoteOption; canAccept: boolean; busy: boolean; result: QuoteActionResult | undefined }) {
  const accepted = quote.state === "accepted" && quote.acceptedOptionId === option.id;
  const headingId = `option-${option.id}`;
  return (
    <article aria-labelledby={headingId} className={`${CARD} flex flex-col gap-5 ${accepted ? "ring-2 ring-acacia-700" : ""}`}>
      <div>
        <h2 id={headingId} className={H2}>
          {option.title}
        </h2>
        <p className="mt-1 text-earth-900/75">
          {option.packageTitle}, {option.tierName}
        </p>
        {accepted ? <p className="mt-2 inline-block rounded-full bg-acacia-700 px-3 py-1 text-sm font-semibold text-white">Accepted</p> : null}
        <p className="mt-3 font-display text-3xl font-semibold text-earth-900 tabular-nums">{quoteMoney(quote, option.total)}</p>
        <p className="text-sm text-earth-900/75">Total for {partyLabel(quote.party)}</p>
      </div>
      {canAccept ? <AcceptConfirmation quote={quote} option={option} busy={busy} result={result} /> : null}
      <PriceTable quote={quote} option={option} />
      <section aria-label={`Day by day, ${option.title}`}>
        <h3 className="text-lg font-semibold text-earth-900">Day by day</h3>
        <ol className="mt-2 space-y-4">
          {option.days.map((day) => (
            <li key={day.number}>
              <h4 className="font-semibold text-earth-900">{day.heading}</h4>
              {day.descriptionHtml ? (
                <div className="mt-1 text-sm leading-6 text-earth-900/85 [&_p]:my-1" dangerouslySetInnerHTML={{ __html: day.descriptionHtml }} />
              ) : null}
              <ul className="mt-1 text-sm text-earth-900/75">
                {day.places.length ? <li>Places: {day.places.join(", ")}</li> : null}
                {day.overnight ? <li>Overnight: {day.overnight}</li> : null}
                {day.meals ? <li>Meals: {day.meals}</li> : null}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <ItemList title="Included" option={option.title} items={option.inclusions} />
      <ItemList title="Not included" option={option.title} items={option.exclusions} />
    </article>
  );
}

/** What the traveller accepted, with the payments it owes (kept on the page while an amendment is proposed). */
function AcceptedSummary({ quote }: { quote: PresentedQuote }) {
  const a = quote.acceptance!;
  return (
    <>
      <p className="font-semibold">{acceptanceText(quote, a)}</p>
      <ul className="mt-1 list-disc pl-5">
        {acceptancePayments(quote, a).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {quote.booking ? (
        <p className="mt-2">
          <a className="font-semibold text-acacia-700 underline" href={quote.booking.link} data-testid="booking-link">
            Your booking {quote.booking.reference}: what is paid and what is due
          </a>
        </p>
      ) : null}
    </>
  );
}

function StateNotice({ quote, busy }: { quote: PresentedQuote; busy: boolean }) {
  if (quote.acceptance && quote.amendsVersion)
    return (
      <Notice tone="good">
        <div data-testid="accepted-summary">
          <AcceptedSummary quote={quote} />
        </div>
        <p className="mt-3 font-semibold">
          {quote.state === "expired"
            ? `We proposed an amendment (version ${quote.version}); it expired on ${quoteDate(quote.validUntil)}. What you accepted stands.`
            : `We propose an amendment (version ${quote.version}, below). What you accepted stands unless you accept the amendment in its place.`}
        </p>
      </Notice>
    );
  if (quote.acceptance)
    return (
      <Notice tone="good">
        <div data-testid="accepted-summary">
          <AcceptedSummary quote={quote} />
        </div>
        <p className="mt-1">{nextSteps(quote, quote.acceptance)}</p>
      </Notice>
    );
  if (quote.state === "expired")
    return (
      <Notice tone="warn">
        <p className="font-semibold">This quote has expired.</p>
        <p className="mt-1">{expiredText(quote)}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="fresh" />
          <button type="submit" className={buttonStyles.green} disabled={busy}>
            Ask for a fresh quote
          </button>
        </Form>
      </Notice>
    );
  if (quote.state === "withdrawn")
    return (
      <Notice tone="warn">
        <p className="font-semibold">This quote was withdrawn.</p>
        <p className="mt-1">Your travel consultant will send you a new one, or contact us below.</p>
      </Notice>
    );
  if (quote.state === "changes_requested")
    return (
      <Notice tone="good">
        <p>You asked for changes. Your travel consultant will send you an updated quote; you can still accept an option below.</p>
      </Notice>
    );
  return null;
}

export default function QuotePage() {
  const { quote, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (!quote) return <NotFound />;
  const canAccept = quote.state === "sent" || quote.state === "changes_requested";
  const optionsCols = quote.options.length >= 3 ? "lg:grid-cols-3" : quote.options.length === 2 ? "lg:grid-cols-2" : "";
  const changesError = result?.intent === "changes" ? result.errors.message : undefined;
  return (
    <>
      <BrandBar company={quote.company} />
      <main id="main-content" className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
        <div>
          <h1 className="font-display text-3xl font-semibold text-earth-900 sm:text-4xl">{quoteTitle(quote)}</h1>
          <p className="mt-1 text-earth-900/75">
            Issued {quoteDate(quote.issuedOn)}. Valid until {quoteDate(quote.validUntil)}.{" "}
            <a className="font-semibold text-acacia-700 underline" href={`/quotes/${encodeURIComponent(token)}/pdf`}>
              Download the PDF
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
            Your trip
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-earth-900/70">Prepared for</dt>
              <dd className="font-semibold">{quote.travellerName}</dd>
            </div>
            <div>
              <dt className="text-sm text-earth-900/70">Party</dt>
              <dd className="font-semibold">{partyLabel(quote.party)}</dd>
            </div>
            <div>
              <dt className="text-sm text-earth-900/70">Dates</dt>
              <dd className="font-semibold">{travelDatesLabel(quote)}</dd>
            </div>
            <div>
              <dt className="text-sm text-earth-900/70">Rates for</dt>
              <dd className="font-semibold">{residencyLabel(quote)}</dd>
            </div>
          </dl>
          {quote.message.trim() ? <p className="mt-5 whitespace-pre-line border-l-4 border-savanna-500 pl-4 italic">{quote.message.trim()}</p> : null}
        </section>

        <section aria-labelledby="options-heading">
          <h2 id="options-heading" className={`${H2} mb-4`}>
            {quote.options.length > 1 ? "Your options" : "Your safari"}
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
              Ask for changes
            </h2>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="changes" />
              <label htmlFor="changes-message" className="block font-semibold">
                What would you like changed?
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
                Send my request
              </button>
            </Form>
          </section>
        ) : null}

        <section aria-labelledby="terms-heading" className={CARD}>
          <h2 id="terms-heading" className={H2}>
            Deposit, balance and terms
          </h2>
          <p className="mt-3">{quote.depositTerms}</p>
          <h3 className="mt-5 text-lg font-semibold text-earth-900">How to pay</h3>
          <ul className="mt-2 space-y-1" data-testid="payment-instructions">
            {paymentLines(quote.payment).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3">
            <a className="font-semibold text-acacia-700 underline" href={quote.termsUrl}>
              Our full booking terms
            </a>
          </p>
          {quote.terms.trim() ? <p className="mt-3 whitespace-pre-line text-sm text-earth-900/85">{quote.terms.trim()}</p> : null}
        </section>

        <footer className="border-t border-earth-900/10 pt-6 text-sm text-earth-900/80">
          {quote.agent ? (
            <p>
              Your travel consultant: <span className="font-semibold">{quote.agent.name}</span>,{" "}
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
