/**
 * "Pay now" on the traveller's booking page (issue 26 item 3, decision 0050): M-Pesa on the phone,
 * a card on Pesapal's page, or the paybill by hand. The server decides the amount; the forms send
 * only a phone number or the choice of card. Both forms work without JavaScript (a POST, then the
 * page again with the attempt it follows and a "Check again" link); with JavaScript the page asks
 * again every few seconds while the payment is open, and shows it the moment it lands.
 */
import { useEffect, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation, useRevalidator } from "react-router";
import type { PaymentPanel } from "#domain/payments/booking-payments-context.ts";
import { MPESA_MAX_PAYMENT, type PayRefusal } from "#domain/payments/outcomes.ts";
import type { Locale } from "#domain/locales.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { attemptWords, payRefusalWords } from "./pay-words.ts";

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-6";
const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-full bg-acacia-700 px-5 py-2 font-semibold text-white hover:bg-acacia-900 disabled:opacity-60";
/** How often the page asks about an open payment, and for how long (a prompt lives about a minute). */
const POLL_MS = 3_000;
const POLL_FOR_MS = 3 * 60_000;

interface Props {
  panel: PaymentPanel;
  reference: string;
  /** Who the traveller pays, named in a prompt's sentence. */
  company: string;
  /**
   * What the last POST answered: the store's English refusals, the refusal's code (said in the
   * booking's language, decision 0080) and what was typed.
   */
  result: { errors?: Record<string, string>; refusal?: PayRefusal; phone?: string } | null;
}

/** While a payment is open, asks the server again every few seconds (it asks the provider). */
function useFollow(open: boolean) {
  const revalidator = useRevalidator();
  // The latest revalidator, read by the timer: it changes identity on every state change, and the
  // timer must restart only when the payment opens or closes.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!open) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) return clearInterval(timer);
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [open]);
}

export function PayPanel({ panel, reference, company, result }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const attempt = panel.attempt;
  useFollow(Boolean(attempt?.open));
  const { i18n } = useLingui();
  const due = formatAmount(panel.amountDue, panel.currency, i18n.locale as Locale);
  const currency = panel.currency;
  // The limit is M-Pesa's, in shillings (MPESA_LIMIT_WORDS says it for the server's answers).
  const mpesaLimit = formatAmount(MPESA_MAX_PAYMENT, "KES", i18n.locale as Locale);
  // A refusal the page knows by its code is said in the booking's language; else the server's words.
  const errors = { ...result?.errors };
  if (result?.refusal) errors[result.refusal === "phone" ? "phone" : "form"] = payRefusalWords(i18n, result.refusal);
  const anyWay = panel.mpesa || panel.card || panel.paybill;
  const paybillNumber = panel.paybill?.number;
  const paybillAccount = panel.paybill?.account;

  if (panel.amountDue <= 0 && !attempt) return null;
  return (
    <section id="pay" className={CARD} aria-labelledby="pay-heading">
      <h2 id="pay-heading" className="font-display text-2xl font-semibold text-earth-900">
        {panel.amountDue > 0 ? <Trans>Pay {due} now</Trans> : <Trans>Payment</Trans>}
      </h2>

      {attempt ? (
        <div
          role="status"
          data-testid="payment-status"
          data-state={attempt.state}
          className={`mt-4 rounded-xl p-4 text-sm ring-1 ${attempt.state === "succeeded" ? "bg-acacia-700/10 ring-acacia-700/40" : attempt.open ? "bg-savanna-50 ring-savanna-700/30" : "bg-red-50 ring-red-700/40"}`}
        >
          <p className="font-semibold">{attemptWords(i18n, attempt, company)}</p>
          {attempt.open && attempt.redirectUrl ? (
            <p className="mt-2">
              <a className={BUTTON} href={attempt.redirectUrl} data-testid="continue-to-card">
                <Trans>Continue to the secure card page</Trans>
              </a>
            </p>
          ) : null}
          {attempt.open ? (
            // A form without a fragment: going to the page's own address plus "#pay" would only scroll.
            <Form method="get" className="mt-2 flex flex-wrap items-center gap-2">
              <input type="hidden" name="attempt" value={attempt.reference} />
              <button type="submit" className="font-semibold text-acacia-700 underline">
                <Trans>Check again</Trans>
              </button>
              <span>
                <Trans>(this page also checks by itself every few seconds)</Trans>
              </span>
            </Form>
          ) : null}
        </div>
      ) : null}

      {errors.form ? (
        <p className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-700/30" role="alert">
          {errors.form}
        </p>
      ) : null}

      {panel.amountDue > 0 && !attempt?.open ? (
        <div className="mt-4 space-y-6">
          {panel.mpesa ? (
            <Form method="post" action="#pay" className="space-y-2" data-testid="pay-mpesa">
              <input type="hidden" name="intent" value="mpesa" />
              <h3 className="text-lg font-semibold text-earth-900">M-Pesa</h3>
              <label htmlFor="pay-phone" className="block text-sm font-medium">
                <Trans>Your M-Pesa phone number</Trans>
              </label>
              <div className="flex flex-wrap gap-2">
                <input
                  id="pay-phone"
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                  placeholder="0712 345 678"
                  defaultValue={result?.phone ?? ""}
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={errors.phone ? "pay-phone-error" : "pay-phone-hint"}
                  className="min-h-11 w-full max-w-xs rounded-lg border border-earth-900/30 px-3 py-2 text-base"
                />
                <button type="submit" className={BUTTON} disabled={busy}>
                  <Trans>Pay {due} by M-Pesa</Trans>
                </button>
              </div>
              {errors.phone ? (
                <p id="pay-phone-error" className="text-sm font-semibold text-red-800">
                  {errors.phone}
                </p>
              ) : (
                <p id="pay-phone-hint" className="text-sm text-earth-900/70">
                  <Trans>You will get a prompt on this phone: enter your M-Pesa PIN there to pay.</Trans>
                </p>
              )}
            </Form>
          ) : null}

          {panel.mpesaOverLimit ? (
            <p className="text-sm">
              <Trans>M-Pesa takes at most {mpesaLimit} in one payment: please pay this amount by card or bank transfer.</Trans>
            </p>
          ) : null}

          {panel.card ? (
            <Form method="post" action="#pay" className="space-y-2" data-testid="pay-card">
              <input type="hidden" name="intent" value="card" />
              <h3 className="text-lg font-semibold text-earth-900">
                <Trans>Card</Trans>
              </h3>
              <p className="text-sm text-earth-900/80">
                <Trans>Visa or Mastercard on Pesapal's secure page, in {currency}; you come back here when it is done.</Trans>
              </p>
              <button type="submit" className={BUTTON} disabled={busy}>
                <Trans>Pay {due} by card</Trans>
              </button>
            </Form>
          ) : null}

          {panel.paybill ? (
            <div data-testid="pay-paybill">
              <h3 className="text-lg font-semibold text-earth-900">
                <Trans>M-Pesa paybill</Trans>
              </h3>
              <p className="mt-1 text-sm">
                <Trans>
                  Or pay from the M-Pesa menu: Lipa na M-Pesa, Pay Bill, business number <strong className="tabular-nums">{paybillNumber}</strong>, account <strong>{paybillAccount}</strong>,
                  amount <strong className="tabular-nums">{due}</strong>. It shows here once M-Pesa confirms it.
                </Trans>
              </p>
            </div>
          ) : null}

          {!anyWay ? (
            <p className="text-sm" data-testid="pay-offline">
              <Trans>Please pay by bank transfer, quoting {reference}; the payment instructions are in your acceptance email. We record each payment here.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
