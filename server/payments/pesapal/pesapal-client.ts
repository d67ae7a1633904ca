/**
 * Pesapal API 3.0 over HTTP (decision 0052): the bearer token, the IPN registration, and one method
 * per endpoint the adapter uses. Every answer is checked against the published contract before
 * anything reads it; a call that times out, cannot connect, gets a 5xx or an answer off the
 * contract throws `ProviderUnavailable`, so the traveller reads "try again in a moment" and a
 * status check is retried later. What Pesapal *says* (a refusal, "pending") is returned for the
 * adapter to judge: this file knows the wire, pesapal-provider.ts knows what it means.
 */
import { z } from "zod";
import { ProviderUnavailable } from "../provider.ts";
import type { PesapalConfig } from "./config.ts";

/**
 * Pesapal's `error` object. On success it is often present with every field null, so its presence
 * means nothing: `errorMessage` tells whether it says anything. `error_type` is the documented name,
 * `type` the one in the API reference's general error format.
 */
const errorSchema = z
  .object({
    error_type: z.string().nullish(),
    type: z.string().nullish(),
    code: z.string().nullish(),
    message: z.string().nullish(),
  })
  .nullish();
type PesapalErrorObject = z.infer<typeof errorSchema>;

/** `status` is a string in Pesapal's bodies ("200", "500"); a number is read the same way. */
const bodyStatus = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

/** The error's words, or null when the object is absent or every field is empty. */
export function errorMessage(error: PesapalErrorObject): string | null {
  if (!error) return null;
  const words = [error.message, error.code, error.error_type ?? error.type].map((part) => part?.trim()).filter(Boolean);
  return words.length ? words.join(" / ") : null;
}

const tokenAnswer = z.object({
  token: z.string().nullish(),
  expiryDate: z.string().nullish(),
  error: errorSchema,
  status: bodyStatus,
  message: z.string().nullish(),
});

const ipnAnswer = z.object({
  url: z.string().nullish(),
  ipn_id: z.string().nullish(),
  error: errorSchema,
  status: bodyStatus,
});

/** A list; an account with none may answer with Pesapal's error object instead, read as an empty list. */
const ipnListAnswer = z.union([
  z.array(ipnAnswer),
  z.object({ error: errorSchema }).refine((answer) => errorMessage(answer.error) !== null).transform(() => []),
]);

/** Only http(s): the traveller's browser is sent to this address. */
const webUrl = z.url({ protocol: /^https?$/ });

const submitOrderAnswer = z.object({
  order_tracking_id: z.string().nullish(),
  merchant_reference: z.string().nullish(),
  redirect_url: z.string().nullish(),
  error: errorSchema,
  status: bodyStatus,
});

const transactionStatusAnswer = z.object({
  payment_method: z.string().nullish(),
  // A JSON number in Pesapal's samples; a string is read too. Converted exactly by amounts.ts.
  amount: z.union([z.number(), z.string()]).nullish(),
  created_date: z.string().nullish(),
  confirmation_code: z.string().nullish(),
  payment_status_description: z.string().nullish(),
  description: z.string().nullish(),
  message: z.string().nullish(),
  status_code: z.number().int().nullish(),
  merchant_reference: z.string().nullish(),
  currency: z.string().nullish(),
  error: errorSchema,
  status: bodyStatus,
});
export type TransactionStatusAnswer = z.infer<typeof transactionStatusAnswer>;

/** The refund page documents the outcome as `error` (200/500) and shows it as `status` in its sample. */
const refundAnswer = z.object({
  status: bodyStatus,
  error: z.union([z.string(), z.number()]).nullish(),
  message: z.string().nullish(),
});

export interface SubmitOrder {
  merchantReference: string;
  currency: string;
  /** Decimal major units, exactly ("1234.50"); written into the JSON as a number literal. */
  amount: string;
  description: string;
  callbackUrl: string;
  notificationId: string;
  billingAddress: { email_address?: string; phone_number?: string; first_name?: string; last_name?: string };
}

export type SubmitOrderResult =
  | { kind: "accepted"; orderTrackingId: string; redirectUrl: string }
  | { kind: "refused"; message: string };

export interface RefundOrder {
  confirmationCode: string;
  /** Decimal major units, exactly ("100.00"). */
  amount: string;
  username: string;
  remarks: string;
}

export interface PesapalClientOptions {
  /** Each call gives up after this long (the traveller is waiting on `start`). */
  timeoutMs?: number;
  /** A token is renewed this long before the expiry Pesapal gave it. */
  tokenRefreshMarginMs?: number;
  /** How Pesapal calls our IPN URL; the route must accept it (parseIpn reads both). */
  ipnNotificationType?: "GET" | "POST";
  /** The clock the token's expiry is judged by (tests move it). */
  now?: () => number;
  fetch?: typeof fetch;
}

/** A token is used at least this long, whatever the clocks say (see #requestToken). */
const MIN_TOKEN_USE_MS = 60_000;

/** An answer bigger than this is not Pesapal's (its largest, the IPN list, is a few hundred bytes per URL). */
const MAX_ANSWER_BYTES = 1_000_000;

export class PesapalClient {
  readonly #config: PesapalConfig;
  readonly #timeoutMs: number;
  readonly #marginMs: number;
  readonly #ipnType: "GET" | "POST";
  readonly #now: () => number;
  readonly #fetch: typeof fetch;
  /** One token request at a time: callers arriving while it is asked for share the answer. */
  #token: Promise<{ token: string; renewAt: number }> | null = null;
  /** IPN ids by URL for this process's life; a failed registration is forgotten and tried again. */
  readonly #ipnIds = new Map<string, Promise<string>>();

  constructor(config: PesapalConfig, options: PesapalClientOptions = {}) {
    this.#config = config;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#marginMs = options.tokenRefreshMarginMs ?? 30_000;
    this.#ipnType = options.ipnNotificationType ?? "GET";
    this.#now = options.now ?? Date.now;
    this.#fetch = options.fetch ?? fetch;
  }

  /** The notification_id for our IPN URL: found in Pesapal's list, or registered there once. */
  ipnId(url: string): Promise<string> {
    let id = this.#ipnIds.get(url);
    if (!id) {
      id = this.#findOrRegisterIpn(url);
      this.#ipnIds.set(url, id);
      const asked = id;
      asked.catch(() => {
        if (this.#ipnIds.get(url) === asked) this.#ipnIds.delete(url);
      });
    }
    return id;
  }

  async submitOrder(order: SubmitOrder): Promise<SubmitOrderResult> {
    const { amount, ...fields } = order;
    if (!/^\d+\.\d{2}$/.test(amount)) throw new RangeError(`not a decimal amount: ${amount}`);
    const body = {
      id: fields.merchantReference,
      currency: fields.currency,
      description: fields.description,
      callback_url: fields.callbackUrl,
      notification_id: fields.notificationId,
      billing_address: fields.billingAddress,
    };
    // The amount goes on the wire as the decimal literal itself (1234.50), never through a float.
    const json = `${JSON.stringify(body).slice(0, -1)},"amount":${amount}}`;
    const answer = await this.#call("SubmitOrderRequest", "POST", "/api/Transactions/SubmitOrderRequest", submitOrderAnswer, json);
    // Pesapal refuses with its error object (and a body status such as "500"); a bare non-200 status
    // says nothing about the order, so it counts as Pesapal being unwell, not as a refusal.
    const refusal = errorMessage(answer.error);
    if (refusal) return { kind: "refused", message: refusal };
    if (answer.status !== null && answer.status !== "200") throw new ProviderUnavailable("pesapal", `Pesapal SubmitOrderRequest: status ${answer.status} without an error`);
    const redirect = webUrl.safeParse(answer.redirect_url);
    if (!answer.order_tracking_id?.trim() || !redirect.success) {
      throw new ProviderUnavailable("pesapal", "Pesapal SubmitOrderRequest: an accepted order without its tracking id or a web redirect_url");
    }
    if (answer.merchant_reference && answer.merchant_reference !== order.merchantReference) {
      throw new ProviderUnavailable("pesapal", "Pesapal SubmitOrderRequest: the answer names another merchant reference");
    }
    return { kind: "accepted", orderTrackingId: answer.order_tracking_id.trim(), redirectUrl: redirect.data };
  }

  transactionStatus(orderTrackingId: string): Promise<TransactionStatusAnswer> {
    const query = new URLSearchParams({ orderTrackingId });
    return this.#call("GetTransactionStatus", "GET", `/api/Transactions/GetTransactionStatus?${query}`, transactionStatusAnswer);
  }

  async refund(order: RefundOrder): Promise<{ accepted: boolean; message: string }> {
    if (!/^\d+\.\d{2}$/.test(order.amount)) throw new RangeError(`not a decimal amount: ${order.amount}`);
    // As the refund page's sample request writes it: the amount as a decimal string.
    const json = JSON.stringify({ confirmation_code: order.confirmationCode, amount: order.amount, username: order.username, remarks: order.remarks });
    const answer = await this.#call("RefundRequest", "POST", "/api/Transactions/RefundRequest", refundAnswer, json);
    const outcome = answer.status ?? (answer.error === null || answer.error === undefined ? null : String(answer.error));
    if (outcome !== "200" && outcome !== "500") throw new ProviderUnavailable("pesapal", "Pesapal RefundRequest: an answer with neither status 200 nor 500");
    return { accepted: outcome === "200", message: answer.message?.trim() || (outcome === "200" ? "Refund request received" : "Refund request rejected") };
  }

  async #findOrRegisterIpn(url: string): Promise<string> {
    const list = await this.#call("GetIpnList", "GET", "/api/URLSetup/GetIpnList", ipnListAnswer);
    const known = list.find((entry) => entry.url === url && entry.ipn_id);
    if (known?.ipn_id) return known.ipn_id;
    const json = JSON.stringify({ url, ipn_notification_type: this.#ipnType });
    const answer = await this.#call("RegisterIPN", "POST", "/api/URLSetup/RegisterIPN", ipnAnswer, json);
    const refusal = errorMessage(answer.error);
    // Nothing a traveller could change: a refused registration is our configuration's problem.
    if (refusal || !answer.ipn_id) throw new ProviderUnavailable("pesapal", `Pesapal RegisterIPN refused our IPN URL: ${refusal ?? "no ipn_id"}`);
    return answer.ipn_id;
  }

  async #bearer(): Promise<string> {
    const current = this.#token;
    if (current) {
      const held = await current;
      if (this.#now() < held.renewAt) return held.token;
      // Stale: whoever notices first asks anew, the others find the new request.
      if (this.#token === current) this.#token = null;
      return this.#bearer();
    }
    const asked = this.#requestToken();
    this.#token = asked;
    asked.catch(() => {
      if (this.#token === asked) this.#token = null;
    });
    return (await asked).token;
  }

  async #requestToken(): Promise<{ token: string; renewAt: number }> {
    const json = JSON.stringify({ consumer_key: this.#config.consumerKey, consumer_secret: this.#config.consumerSecret });
    const answer = await this.#send("RequestToken", "POST", "/api/Auth/RequestToken", tokenAnswer, json, null);
    const refusal = errorMessage(answer.error);
    if (refusal || !answer.token) throw new ProviderUnavailable("pesapal", `Pesapal RequestToken: no token (${refusal ?? answer.message ?? "no reason given"}); check PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET`);
    const expiresAt = parseUtc(answer.expiryDate);
    if (expiresAt === null) throw new ProviderUnavailable("pesapal", "Pesapal RequestToken: a token without a readable expiryDate");
    // A clock running ahead of Pesapal's would find every token stale on arrival and ask for one per
    // call; a minute's use is kept whatever the clocks say (Pesapal's 401 corrects the other way).
    const now = this.#now();
    return { token: answer.token, renewAt: Math.max(expiresAt - this.#marginMs, now + MIN_TOKEN_USE_MS) };
  }

  /** A call with the bearer token; a 401 (a token Pesapal dropped early) gets one fresh token and one retry. */
  async #call<T>(name: string, method: "GET" | "POST", path: string, schema: z.ZodType<T>, json?: string): Promise<T> {
    const token = await this.#bearer();
    try {
      return await this.#send(name, method, path, schema, json, token);
    } catch (error) {
      if (!(error instanceof Unauthorized)) throw error;
      if (this.#token) {
        const held = await this.#token.catch(() => null);
        if (held?.token === token) this.#token = null;
      }
      try {
        return await this.#send(name, method, path, schema, json, await this.#bearer());
      } catch (again) {
        if (again instanceof Unauthorized) throw new ProviderUnavailable("pesapal", `Pesapal ${name}: the token was refused twice`);
        throw again;
      }
    }
  }

  async #send<T>(name: string, method: "GET" | "POST", path: string, schema: z.ZodType<T>, json: string | undefined, token: string | null): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (json !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    let status: number;
    let text: string;
    try {
      const response = await this.#fetch(this.#config.baseUrl + path, { method, headers, body: json, signal: AbortSignal.timeout(this.#timeoutMs), redirect: "error" });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new ProviderUnavailable("pesapal", `Pesapal ${name}: ${timedOut ? `no answer within ${this.#timeoutMs} ms` : `could not connect (${describe(error)})`}`);
    }
    if (status === 401 && token) throw new Unauthorized();
    if (status >= 500) throw new ProviderUnavailable("pesapal", `Pesapal ${name}: HTTP ${status}`);
    if (text.length > MAX_ANSWER_BYTES) throw new ProviderUnavailable("pesapal", `Pesapal ${name}: an answer of ${text.length} characters`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderUnavailable("pesapal", `Pesapal ${name}: HTTP ${status} with an answer that is not JSON`);
    }
    const parsed = schema.safeParse(body);
    // A 4xx with Pesapal's error object is an answer (a refusal) the caller reads; anything else is off the contract.
    if (!parsed.success || (status >= 300 && !errorMessage((body as { error?: PesapalErrorObject }).error))) {
      throw new ProviderUnavailable("pesapal", `Pesapal ${name}: HTTP ${status} with an answer off the contract`);
    }
    return parsed.data;
  }
}

class Unauthorized extends Error {}

/** Pesapal's dates are UTC, written with or without the Z and with up to seven decimals. */
function parseUtc(text: string | null | undefined): number | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(trimmed)) return null;
  const withZone = /(Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`;
  const time = Date.parse(withZone);
  return Number.isFinite(time) ? time : null;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
