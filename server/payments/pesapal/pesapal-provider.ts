/**
 * Card payments through Pesapal API 3.0's hosted checkout (issue 26 item 3, decision 0052): the
 * traveller goes to Pesapal's page and comes back; Pesapal calls our IPN URL when the payment
 * changes. Neither is proof: only `status` (GetTransactionStatus) says a payment succeeded, with
 * the amount and currency Pesapal reports, converted to minor units exactly.
 */
import { CURRENCIES, type Currency } from "#domain/rates/types.ts";
import { type PaymentProvider, type PaymentStatus, ProviderUnavailable, type RefundRequest, type StartPaymentRequest, type StartPaymentResult } from "../provider.ts";
import { decimalToMinor, minorToDecimal } from "./amounts.ts";
import type { PesapalConfig } from "./config.ts";
import { errorMessage, PesapalClient, type PesapalClientOptions, type TransactionStatusAnswer } from "./pesapal-client.ts";

/** Pesapal's limit on an order's description. */
const DESCRIPTION_MAX = 100;

export class PesapalProvider implements PaymentProvider {
  readonly id = "pesapal" as const;
  readonly flow = "redirect" as const;
  readonly currencies: readonly Currency[] = ["KES", "USD"];

  constructor(readonly client: PesapalClient) {}

  async start(request: StartPaymentRequest): Promise<StartPaymentResult> {
    const email = request.payer?.email?.trim() || undefined;
    const phone = (request.payer?.phone ?? request.phone)?.trim() || undefined;
    // Pesapal needs one way to reach the payer; asking it without one only earns its refusal later.
    if (!email && !phone) return { kind: "refused", message: "An email address or phone number is needed to pay by card." };
    const notificationId = await this.client.ipnId(request.notifyUrl);
    const answer = await this.client.submitOrder({
      merchantReference: request.merchantReference,
      currency: request.currency,
      amount: minorToDecimal(request.amount),
      description: truncate(request.description, DESCRIPTION_MAX),
      callbackUrl: request.returnUrl,
      notificationId,
      billingAddress: {
        ...(email ? { email_address: email } : {}),
        ...(phone ? { phone_number: phone } : {}),
        ...(request.payer?.firstName ? { first_name: request.payer.firstName } : {}),
        ...(request.payer?.lastName ? { last_name: request.payer.lastName } : {}),
      },
    });
    if (answer.kind === "refused") return answer;
    return { kind: "redirect", providerReference: answer.orderTrackingId, redirectUrl: answer.redirectUrl };
  }

  /** Pesapal's answer repeats the amount and currency, so what was asked is not needed to read it. */
  async status(providerReference: string, _asked?: { amount: number; currency: Currency }): Promise<PaymentStatus> {
    return readStatus(await this.client.transactionStatus(providerReference));
  }

  async refund(request: RefundRequest): Promise<{ accepted: boolean; message: string }> {
    return this.client.refund({
      confirmationCode: request.transactionId,
      amount: minorToDecimal(request.amount),
      username: request.requestedBy,
      remarks: request.remarks,
    });
  }
}

/** At most `max` UTF-16 units (how Pesapal counts), never splitting a character in two. */
function truncate(text: string, max: number): string {
  let out = "";
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

export function createPesapalProvider(config: PesapalConfig, options?: PesapalClientOptions): PesapalProvider {
  return new PesapalProvider(new PesapalClient(config, options));
}

const STATUS_BY_CODE: Record<number, string> = { 0: "INVALID", 1: "COMPLETED", 2: "FAILED", 3: "REVERSED" };

/**
 * GetTransactionStatus's answer as a PaymentStatus. `payment_status_description` and `status_code`
 * say the same thing twice; when both are given and disagree the answer is off the contract, and
 * nothing is credited on it.
 */
export function readStatus(answer: TransactionStatusAnswer): PaymentStatus {
  const described = answer.payment_status_description?.trim().toUpperCase() || null;
  const coded = answer.status_code === null || answer.status_code === undefined ? null : (STATUS_BY_CODE[answer.status_code] ?? `code ${answer.status_code}`);
  if (described && coded && described !== coded) throw offContract(`payment_status_description ${described} but status_code ${answer.status_code}`);
  const state = described ?? coded;
  switch (state) {
    case "COMPLETED": {
      // Money is credited on this answer alone: one that also carries an error is not believed.
      if (errorMessage(answer.error) || (answer.status !== null && answer.status !== "200")) throw offContract("COMPLETED together with an error");
      const amount = decimalToMinor(answer.amount);
      if (amount === null) throw offContract(`a completed payment with an amount we cannot read (${JSON.stringify(answer.amount)})`);
      const currency = CURRENCIES.find((c) => c === answer.currency?.trim().toUpperCase());
      if (!currency) throw offContract(`a completed payment in a currency we do not take (${JSON.stringify(answer.currency)})`);
      return {
        state: "succeeded",
        transactionId: answer.confirmation_code?.trim() || null,
        amount,
        currency,
        method: answer.payment_method?.trim() || null,
      };
    }
    case "FAILED":
      return { state: "failed", reason: "declined", detail: answer.description?.trim() || errorMessage(answer.error) || "Pesapal reports the payment failed." };
    case "REVERSED":
      return { state: "failed", reason: "unknown", detail: `Pesapal reversed the payment${answer.description?.trim() ? `: ${answer.description.trim()}` : "."}` };
    // INVALID is what Pesapal says of an order nobody has paid yet (often with a "Pending Payment"
    // error and status "500"): the checkout may still be open.
    case "INVALID":
    case "PENDING":
      return { state: "pending" };
    // No status at all is Pesapal not knowing the order yet, which it says with its error object;
    // an answer with neither is not Pesapal's.
    case null:
      if (errorMessage(answer.error)) return { state: "pending" };
      throw offContract("an answer with no payment status and no error");
    default:
      throw offContract(`a payment status we do not know (${state})`);
  }
}

function offContract(what: string): ProviderUnavailable {
  return new ProviderUnavailable("pesapal", `Pesapal GetTransactionStatus: ${what}`);
}

export interface PesapalNotification {
  orderTrackingId: string;
  merchantReference: string;
}

/** Pesapal's tracking ids are GUIDs; a little room for another shape, none for markup or spaces. */
const TRACKING_ID = /^[A-Za-z0-9-]{1,64}$/;
/** Pesapal's rule for the merchant reference (`id` of SubmitOrderRequest): at most 50 of these. */
const MERCHANT_REFERENCE = /^[A-Za-z0-9\-_.:]{1,50}$/;

/**
 * The IPN Pesapal sends (GET query or POST body, `OrderTrackingId`, `OrderNotificationType`
 * "IPNCHANGE", `OrderMerchantReference`) -> what it names, or null for anything else: other
 * notification types, missing, repeated or malformed values, or not an object at all. It only
 * names an order to ask `status` about; it proves nothing.
 */
export function parseIpn(input: unknown): PesapalNotification | null {
  return readNotification(input, (type) => type?.toUpperCase() === "IPNCHANGE");
}

/**
 * The traveller's return to callback_url (`?OrderTrackingId=..&OrderMerchantReference=..`, with
 * `OrderNotificationType=CALLBACKURL` or none) -> what it names, or null. Like the IPN, a hint.
 */
export function parseCheckoutReturn(input: unknown): PesapalNotification | null {
  return readNotification(input, (type) => type === null || type.toUpperCase() === "CALLBACKURL");
}

function readNotification(input: unknown, typeAllowed: (type: string | null) => boolean): PesapalNotification | null {
  const fields = notificationFields(input);
  if (!fields) return null;
  const type = fields.get("ordernotificationtype");
  const orderTrackingId = fields.get("ordertrackingid");
  const merchantReference = fields.get("ordermerchantreference");
  if (type === undefined || orderTrackingId === undefined || merchantReference === undefined) return null;
  if (!typeAllowed(type)) return null;
  if (orderTrackingId === null || !TRACKING_ID.test(orderTrackingId)) return null;
  if (merchantReference === null || !MERCHANT_REFERENCE.test(merchantReference)) return null;
  return { orderTrackingId, merchantReference };
}

/**
 * The three fields by lower-cased name (Pesapal writes them PascalCase; a JSON body has been seen
 * camelCase): a string value, null when absent, undefined when unusable (not a string, or given
 * twice under any spelling). Null for input that is not a record of fields at all.
 */
function notificationFields(input: unknown): Map<string, string | null | undefined> | null {
  let entries: [string, unknown][];
  if (input instanceof URLSearchParams) entries = [...input.entries()];
  else if (typeof input === "object" && input !== null && !Array.isArray(input)) entries = Object.entries(input);
  else return null;
  const wanted = ["ordernotificationtype", "ordertrackingid", "ordermerchantreference"];
  const fields = new Map<string, string | null | undefined>(wanted.map((name) => [name, null]));
  for (const [key, raw] of entries) {
    const name = key.toLowerCase();
    if (!wanted.includes(name)) continue;
    // Hono's c.req.queries() gives arrays: one value is fine, more is ambiguous.
    const value = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
    fields.set(name, fields.get(name) === null && typeof value === "string" ? value : undefined);
  }
  return fields;
}

/**
 * What we answer Pesapal's IPN call with. `received: false` (we could not record it, e.g. the
 * database is down) answers status 500 so Pesapal calls again later.
 */
export function ipnAcknowledgement(notification: PesapalNotification, received = true) {
  return {
    orderNotificationType: "IPNCHANGE",
    orderTrackingId: notification.orderTrackingId,
    orderMerchantReference: notification.merchantReference,
    status: received ? 200 : 500,
  } as const;
}
