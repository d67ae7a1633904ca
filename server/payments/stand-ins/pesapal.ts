/**
 * A stand-in for Pesapal API 3.0 (issue 26 item 9, decision 0052), written from Pesapal's published
 * contract and not from our adapter: it shares no code with server/payments/pesapal/. It speaks the
 * same HTTP (RequestToken, RegisterIPN, GetIpnList, SubmitOrderRequest, GetTransactionStatus,
 * RefundRequest) under the same paths as the sandbox (`/pesapalv3/api/...`), keeps orders in
 * memory, and serves a hosted checkout page of its own (a card form with Pay and Decline that works
 * without JavaScript) that sends the IPN and returns the browser to callback_url, as Pesapal does.
 *
 * Tests and developers drive it directly (`complete`, `fail`, IPN delivery once / twice / never /
 * held, faults) or over HTTP under `/__stand-in/` (for `npm run dev` and browser tests).
 *
 * Run on its own: `npx tsx server/payments/stand-ins/pesapal.ts [port]` prints the settings to use.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { type Context, Hono } from "hono";

export const STAND_IN_ENDPOINTS = ["RequestToken", "RegisterIPN", "GetIpnList", "SubmitOrderRequest", "GetTransactionStatus", "RefundRequest"] as const;
export type StandInEndpoint = (typeof STAND_IN_ENDPOINTS)[number];

/** How the IPN goes out when an order's payment changes: `held` waits for `releaseHeldIpns`. */
export type IpnDeliveryMode = "once" | "twice" | "never" | "held";
const IPN_MODES: readonly IpnDeliveryMode[] = ["once", "twice", "never", "held"];

/** garbage: 200 with HTML; wrong-shape: 200 with JSON that is not the contract; hang: no answer; unavailable: 503. */
export type StandInFault = "garbage" | "wrong-shape" | "hang" | "unavailable";
const FAULTS: readonly StandInFault[] = ["garbage", "wrong-shape", "hang", "unavailable"];

export interface StandInOutcome {
  state: "COMPLETED" | "FAILED" | "REVERSED";
  /** As GetTransactionStatus will report it: normally the order's amount (a JSON number). */
  amount: number | string;
  currency: string;
  method: string;
  confirmationCode: string;
  description: string;
  at: string;
}

export interface StandInOrder {
  orderTrackingId: string;
  merchantReference: string;
  currency: string;
  amount: number;
  description: string;
  callbackUrl: string;
  notificationId: string;
  billingAddress: Record<string, unknown>;
  /** The SubmitOrderRequest body exactly as it arrived (to check how the amount was written). */
  rawBody: string;
  createdAt: string;
  outcome: StandInOutcome | null;
  refund: { amount: string; username: string; remarks: string; at: string } | null;
  /** Fields a test merged into this order's GetTransactionStatus answer (off-contract answers). */
  statusOverride: Record<string, unknown> | null;
}

export interface IpnRecord {
  orderTrackingId: string;
  url: string;
  method: "GET" | "POST";
  /** The merchant's HTTP status, or null when the call failed (`error`). */
  status: number | null;
  body: string;
  error: string | null;
}

export interface CompleteOptions {
  /** What GetTransactionStatus reports as paid; a string or odd number tests the adapter's reading. */
  amount?: number | string;
  currency?: string;
  method?: string;
  confirmationCode?: string;
}

export interface PesapalStandInOptions {
  port?: number;
  hostname?: string;
  consumerKey?: string;
  consumerSecret?: string;
  /** Pesapal's tokens last five minutes. */
  tokenLifetimeMs?: number;
  /** The clock tokens are issued and checked by (a test moves it with the adapter's). */
  now?: () => number;
}

export interface PesapalStandIn {
  /** The stand-in's origin (its checkout pages and control API). */
  readonly url: string;
  /** What PESAPAL_BASE_URL should be. */
  readonly baseUrl: string;
  /** PESAPAL_BASE_URL, PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET for a site that uses it. */
  readonly env: Record<string, string>;
  /** Calls received per endpoint (faulted ones included). */
  readonly requests: Record<StandInEndpoint, number>;
  readonly ipnDeliveries: IpnRecord[];
  orders(): StandInOrder[];
  order(orderTrackingId: string): StandInOrder | undefined;
  /** The traveller paid: records it and sends the IPN as the delivery mode says. */
  complete(orderTrackingId: string, options?: CompleteOptions): Promise<void>;
  /** The card was declined. */
  fail(orderTrackingId: string, description?: string): Promise<void>;
  /** A completed payment was reversed. */
  reverse(orderTrackingId: string): Promise<void>;
  setIpnDelivery(mode: IpnDeliveryMode): void;
  /** Sends every IPN held back so far (mode `held`), in order. */
  releaseHeldIpns(): Promise<void>;
  /** Every call (or those to `endpoint`) answers with the fault, `times` times or until cleared. */
  setFault(kind: StandInFault, options?: { endpoint?: StandInEndpoint; times?: number }): void;
  clearFault(): void;
  /** Every token issued so far stops working at once (as if Pesapal dropped them early). */
  expireTokens(): void;
  /** Merges fields into one order's GetTransactionStatus answer. */
  tamperStatus(orderTrackingId: string, fields: Record<string, unknown>): void;
  stop(): Promise<void>;
}

const BASE_PATH = "/pesapalv3";
const CHECKOUT_PATH = "/pesapaliframe/PesapalIframe3/Index";
/** Pesapal's documented limits on SubmitOrderRequest. */
const REFERENCE_PATTERN = /^[A-Za-z0-9\-_.:]{1,50}$/;
const DESCRIPTION_MAX = 100;
const SUPPORTED_CURRENCIES = new Set(["KES", "USD", "UGX", "TZS"]);

interface Registration {
  url: string;
  ipnId: string;
  method: "GET" | "POST";
  createdDate: string;
}

/** The error object as Pesapal writes it on success: present, every field null. */
const NO_ERROR = { error_type: null, code: null, message: null };

function apiError(code: string, message: string) {
  return { error_type: "api_error", code, message };
}

/** .NET-style UTC timestamps with seven decimals, as Pesapal writes them. */
function pesapalDate(time: number): string {
  return new Date(time).toISOString().replace(/Z$/, "0000Z");
}

/** Cents of a decimal amount given as a number or string, or null; the stand-in's own reading. */
function cents(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function isWebUrl(text: unknown): text is string {
  if (typeof text !== "string") return false;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function confirmationCode(): string {
  return randomBytes(6).toString("hex").toUpperCase().slice(0, 10);
}

class StandInState {
  origin = "";
  ipnMode: IpnDeliveryMode = "once";
  fault: { kind: StandInFault; endpoint: StandInEndpoint | null; remaining: number } | null = null;
  readonly tokens = new Map<string, number>();
  readonly registrations: Registration[] = [];
  readonly orders = new Map<string, StandInOrder>();
  readonly requests = Object.fromEntries(STAND_IN_ENDPOINTS.map((name) => [name, 0])) as Record<StandInEndpoint, number>;
  readonly ipnDeliveries: IpnRecord[] = [];
  readonly held: (() => Promise<void>)[] = [];
  readonly hanging = new Set<() => void>();

  constructor(
    readonly consumerKey: string,
    readonly consumerSecret: string,
    readonly tokenLifetimeMs: number,
    readonly now: () => number,
  ) {}

  takeFault(endpoint: StandInEndpoint): StandInFault | null {
    const fault = this.fault;
    if (!fault || (fault.endpoint && fault.endpoint !== endpoint)) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.fault = null;
    return fault.kind;
  }

  releaseHanging(): void {
    for (const release of this.hanging) release();
    this.hanging.clear();
  }

  settle(orderTrackingId: string, outcome: Omit<StandInOutcome, "at">): Promise<void> {
    const order = this.orders.get(orderTrackingId);
    if (!order) throw new Error(`Pesapal stand-in: no order ${orderTrackingId}`);
    order.outcome = { ...outcome, at: new Date().toISOString() };
    return this.notify(order);
  }

  complete(orderTrackingId: string, options: CompleteOptions = {}): Promise<void> {
    const order = this.orders.get(orderTrackingId);
    if (!order) throw new Error(`Pesapal stand-in: no order ${orderTrackingId}`);
    return this.settle(orderTrackingId, {
      state: "COMPLETED",
      amount: options.amount ?? order.amount,
      currency: options.currency ?? order.currency,
      method: options.method ?? "Visa",
      confirmationCode: options.confirmationCode ?? confirmationCode(),
      description: "",
    });
  }

  fail(orderTrackingId: string, description = "Unable to Authorize Transaction. Kindly contact your bank for assistance"): Promise<void> {
    const order = this.orders.get(orderTrackingId);
    if (!order) throw new Error(`Pesapal stand-in: no order ${orderTrackingId}`);
    return this.settle(orderTrackingId, { state: "FAILED", amount: order.amount, currency: order.currency, method: "Visa", confirmationCode: "", description });
  }

  reverse(orderTrackingId: string): Promise<void> {
    const order = this.orders.get(orderTrackingId);
    if (order?.outcome?.state !== "COMPLETED") throw new Error(`Pesapal stand-in: order ${orderTrackingId} is not completed`);
    return this.settle(orderTrackingId, { ...order.outcome, state: "REVERSED", description: "The payment was reversed" });
  }

  /** The IPN for one change of an order, as often as the delivery mode says. */
  notify(order: StandInOrder): Promise<void> {
    const registration = this.registrations.find((r) => r.ipnId === order.notificationId);
    if (!registration || this.ipnMode === "never") return Promise.resolve();
    const send = () => this.sendIpn(order, registration);
    if (this.ipnMode === "held") {
      this.held.push(send);
      return Promise.resolve();
    }
    return this.ipnMode === "twice" ? send().then(send) : send();
  }

  async sendIpn(order: StandInOrder, registration: Registration): Promise<void> {
    const fields = { OrderTrackingId: order.orderTrackingId, OrderNotificationType: "IPNCHANGE", OrderMerchantReference: order.merchantReference };
    const record: IpnRecord = { orderTrackingId: order.orderTrackingId, url: registration.url, method: registration.method, status: null, body: "", error: null };
    try {
      let response: Response;
      if (registration.method === "GET") {
        const url = new URL(registration.url);
        for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
        response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: "manual" });
      } else {
        response = await fetch(registration.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(fields),
          signal: AbortSignal.timeout(10_000),
          redirect: "manual",
        });
      }
      record.status = response.status;
      record.body = (await response.text()).slice(0, 2_000);
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    this.ipnDeliveries.push(record);
  }

  async releaseHeld(): Promise<void> {
    while (this.held.length) await this.held.shift()!();
  }

  statusAnswer(order: StandInOrder): Record<string, unknown> {
    const outcome = order.outcome;
    const common = {
      created_date: order.createdAt,
      call_back_url: `${order.callbackUrl}${order.callbackUrl.includes("?") ? "&" : "?"}OrderTrackingId=${order.orderTrackingId}&OrderMerchantReference=${encodeURIComponent(order.merchantReference)}`,
      merchant_reference: order.merchantReference,
      payment_status_code: "",
    };
    let answer: Record<string, unknown>;
    if (!outcome) {
      // What Pesapal says of an order nobody has paid yet.
      answer = {
        ...common,
        payment_method: "",
        amount: order.amount,
        confirmation_code: "",
        payment_status_description: "INVALID",
        description: "",
        message: "Request processed successfully",
        payment_account: "",
        status_code: 0,
        currency: order.currency,
        error: apiError("payment_details_not_found", "Pending Payment"),
        status: "500",
      };
    } else {
      const words = { COMPLETED: "Completed", FAILED: "Failed", REVERSED: "Reversed" } as const;
      const codes = { COMPLETED: 1, FAILED: 2, REVERSED: 3 } as const;
      answer = {
        ...common,
        payment_method: outcome.method,
        amount: outcome.amount,
        confirmation_code: outcome.confirmationCode,
        payment_status_description: words[outcome.state],
        description: outcome.description,
        message: "Request processed successfully",
        payment_account: "444444xxxxxx4444",
        status_code: codes[outcome.state],
        currency: outcome.currency,
        error: NO_ERROR,
        status: "200",
      };
    }
    return { ...answer, ...order.statusOverride };
  }
}

async function readJson(c: Context): Promise<{ raw: string; body: Record<string, unknown> | null }> {
  const raw = await c.req.text();
  try {
    const body: unknown = JSON.parse(raw);
    return { raw, body: typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null };
  } catch {
    return { raw, body: null };
  }
}

function createApp(state: StandInState): Hono {
  const app = new Hono();

  /** Counting, faults and the bearer token, in front of every API endpoint. */
  const api =
    (endpoint: StandInEndpoint, authenticated: boolean, handler: (c: Context) => Response | Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      state.requests[endpoint] += 1;
      switch (state.takeFault(endpoint)) {
        case "garbage":
          return c.html("<html><body><h1>Service Unavailable</h1></body></html>", 200);
        case "wrong-shape":
          return c.json({ result: "ok", data: [1, 2, 3], status: 200 });
        case "unavailable":
          return c.text("Service Unavailable", 503);
        case "hang":
          return new Promise<Response>((resolve) => state.hanging.add(() => resolve(c.text("released", 503))));
        case null:
          break;
      }
      if (authenticated) {
        const token = /^Bearer (\S+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
        const expiresAt = token ? state.tokens.get(token) : undefined;
        if (expiresAt === undefined || expiresAt <= state.now()) return c.json({ error: { error_type: "authentication_error", code: "unauthorized", message: "Invalid or expired token" } }, 401);
      }
      return handler(c);
    };

  app.post(
    `${BASE_PATH}/api/Auth/RequestToken`,
    api("RequestToken", false, async (c) => {
      const { body } = await readJson(c);
      if (body?.consumer_key !== state.consumerKey || body?.consumer_secret !== state.consumerSecret) {
        return c.json({ token: null, expiryDate: null, error: apiError("invalid_consumer_key_or_secret_provided", "Invalid consumer_key or consumer_secret provided"), status: "500", message: "Invalid credentials" });
      }
      const token = randomBytes(32).toString("base64url");
      const expiresAt = state.now() + state.tokenLifetimeMs;
      state.tokens.set(token, expiresAt);
      return c.json({ token, expiryDate: pesapalDate(expiresAt), error: null, status: "200", message: "Request processed successfully" });
    }),
  );

  app.post(
    `${BASE_PATH}/api/URLSetup/RegisterIPN`,
    api("RegisterIPN", true, async (c) => {
      const { body } = await readJson(c);
      const method = typeof body?.ipn_notification_type === "string" ? body.ipn_notification_type.toUpperCase() : "";
      if (!isWebUrl(body?.url) || (method !== "GET" && method !== "POST")) {
        return c.json({ url: body?.url ?? null, ipn_id: null, error: apiError("invalid_ipn_registration", "url must be a web address and ipn_notification_type GET or POST"), status: "500" });
      }
      const registration: Registration = { url: body.url, ipnId: randomUUID(), method, createdDate: pesapalDate(Date.now()) };
      state.registrations.push(registration);
      return c.json({
        url: registration.url,
        created_date: registration.createdDate,
        ipn_id: registration.ipnId,
        notification_type: method === "GET" ? 0 : 1,
        ipn_notification_type_description: method,
        ipn_status: 1,
        ipn_status_description: "Active",
        error: null,
        status: "200",
      });
    }),
  );

  app.get(
    `${BASE_PATH}/api/URLSetup/GetIpnList`,
    api("GetIpnList", true, (c) =>
      c.json(state.registrations.map((r) => ({ url: r.url, created_date: r.createdDate, ipn_id: r.ipnId, error: null, status: "200" }))),
    ),
  );

  app.post(
    `${BASE_PATH}/api/Transactions/SubmitOrderRequest`,
    api("SubmitOrderRequest", true, async (c) => {
      const { raw, body } = await readJson(c);
      const refuse = (code: string, message: string) =>
        c.json({ order_tracking_id: null, merchant_reference: typeof body?.id === "string" ? body.id : null, redirect_url: null, error: apiError(code, message), status: "500" });
      if (!body) return refuse("invalid_request", "The request body must be JSON");
      const address = typeof body.billing_address === "object" && body.billing_address !== null ? (body.billing_address as Record<string, unknown>) : null;
      const amount = typeof body.amount === "number" ? body.amount : typeof body.amount === "string" ? Number(body.amount) : Number.NaN;
      if (typeof body.id !== "string" || !REFERENCE_PATTERN.test(body.id)) return refuse("invalid_merchant_reference", "id must be 1-50 letters, digits, -, _, . or :");
      if ([...state.orders.values()].some((o) => o.merchantReference === body.id)) return refuse("duplicate_merchant_reference", "An order with this merchant reference already exists");
      if (typeof body.currency !== "string" || !SUPPORTED_CURRENCIES.has(body.currency)) return refuse("invalid_currency", "currency is not supported");
      if (!Number.isFinite(amount) || amount <= 0) return refuse("invalid_amount", "amount must be a positive number");
      if (typeof body.description !== "string" || !body.description || body.description.length > DESCRIPTION_MAX) return refuse("invalid_description", "description is required, at most 100 characters");
      if (!isWebUrl(body.callback_url)) return refuse("invalid_callback_url", "callback_url must be a web address");
      if (!state.registrations.some((r) => r.ipnId === body.notification_id)) return refuse("invalid_notification_id", "notification_id is not a registered IPN");
      if (!address || (!address.email_address && !address.phone_number)) return refuse("invalid_billing_address", "billing_address needs an email_address or a phone_number");
      const order: StandInOrder = {
        orderTrackingId: randomUUID(),
        merchantReference: body.id,
        currency: body.currency,
        amount,
        description: body.description,
        callbackUrl: body.callback_url,
        notificationId: body.notification_id as string,
        billingAddress: address,
        rawBody: raw,
        createdAt: pesapalDate(Date.now()),
        outcome: null,
        refund: null,
        statusOverride: null,
      };
      state.orders.set(order.orderTrackingId, order);
      return c.json({
        order_tracking_id: order.orderTrackingId,
        merchant_reference: order.merchantReference,
        redirect_url: `${state.origin}${CHECKOUT_PATH}?OrderTrackingId=${order.orderTrackingId}`,
        error: NO_ERROR,
        status: "200",
      });
    }),
  );

  app.get(
    `${BASE_PATH}/api/Transactions/GetTransactionStatus`,
    api("GetTransactionStatus", true, (c) => {
      const order = state.orders.get(c.req.query("orderTrackingId") ?? "");
      if (!order) {
        return c.json({
          payment_method: null,
          amount: 0,
          created_date: null,
          confirmation_code: null,
          payment_status_description: null,
          description: null,
          message: "An error occurred",
          status_code: null,
          merchant_reference: null,
          currency: null,
          error: apiError("invalid_order_tracking_id", "No order with this OrderTrackingId"),
          status: "500",
        });
      }
      return c.json(state.statusAnswer(order));
    }),
  );

  app.post(
    `${BASE_PATH}/api/Transactions/RefundRequest`,
    api("RefundRequest", true, async (c) => {
      const { body } = await readJson(c);
      const reject = (message: string) => c.json({ status: "500", message });
      if (!body) return reject("The request body must be JSON");
      const { confirmation_code: code, username, remarks } = body;
      if (typeof code !== "string" || !code || typeof username !== "string" || !username || typeof remarks !== "string" || !remarks) {
        return reject("confirmation_code, amount, username and remarks are required");
      }
      const order = [...state.orders.values()].find((o) => o.outcome?.confirmationCode === code);
      if (!order?.outcome) return reject("No payment with this confirmation code");
      if (order.outcome.state !== "COMPLETED") return reject("Only completed payments can be refunded");
      if (order.refund) return reject("A refund has already been requested for this payment");
      const asked = cents(body.amount);
      const paid = cents(order.outcome.amount);
      if (asked === null || asked <= 0 || paid === null || asked > paid) return reject("The amount must be more than nothing and at most what was paid");
      order.refund = { amount: String(body.amount), username, remarks, at: new Date().toISOString() };
      return c.json({ status: "200", message: "Refund request successfully" });
    }),
  );

  // The hosted checkout: what Pesapal's redirect_url shows the traveller.
  app.get(CHECKOUT_PATH, (c) => {
    const order = state.orders.get(c.req.query("OrderTrackingId") ?? "");
    if (!order) return c.html(page("Order not found", "<p>There is no order with this tracking id.</p>"), 404);
    if (order.outcome) {
      const back = returnUrl(order);
      return c.html(page("Payment already made", `<p>This order is ${order.outcome.state.toLowerCase()}.</p><p><a href="${escapeHtml(back)}">Return to the merchant</a></p>`));
    }
    const amount = `${escapeHtml(order.currency)} ${escapeHtml(String(order.amount))}`;
    const action = `${CHECKOUT_PATH}?OrderTrackingId=${encodeURIComponent(order.orderTrackingId)}`;
    return c.html(
      page(
        "Pay with card",
        `<p>${escapeHtml(order.description)}</p>
<p>Amount: <strong data-testid="amount">${amount}</strong></p>
<form method="post" action="${escapeHtml(action)}">
  <p><label for="card-number">Card number</label><br><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4111 1111 1111 1111"></p>
  <p><label for="card-name">Name on card</label><br><input id="card-name" name="card_name" autocomplete="cc-name"></p>
  <p><label for="card-expiry">Expiry (MM/YY)</label><br><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" value="12/30"></p>
  <p><label for="card-cvc">Security code</label><br><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></p>
  <p><button type="submit" name="outcome" value="pay">Pay</button> <button type="submit" name="outcome" value="decline">Decline</button></p>
</form>
<p><small>Pesapal stand-in: no card is charged. Pay completes the order, Decline fails it.</small></p>`,
      ),
    );
  });

  app.post(CHECKOUT_PATH, async (c) => {
    const order = state.orders.get(c.req.query("OrderTrackingId") ?? "");
    if (!order) return c.html(page("Order not found", "<p>There is no order with this tracking id.</p>"), 404);
    const form = await c.req.parseBody();
    // A second submit (a double click, Back and submit again) changes nothing and sends no IPN.
    if (!order.outcome) {
      if (form.outcome === "pay") await state.complete(order.orderTrackingId);
      else if (form.outcome === "decline") await state.fail(order.orderTrackingId);
      else return c.html(page("Choose Pay or Decline", "<p>The form was sent without a choice.</p>"), 400);
    }
    return c.redirect(returnUrl(order), 302);
  });

  // The control API, for `npm run dev` and browser tests.
  const control = new Hono();
  control.get("/orders", (c) => c.json({ orders: [...state.orders.values()] }));
  control.get("/ipns", (c) => c.json({ deliveries: state.ipnDeliveries, held: state.held.length }));
  control.get("/requests", (c) => c.json(state.requests));
  const settleRoute = (act: (order: StandInOrder, body: Record<string, unknown>) => Promise<void>) => async (c: Context) => {
    const order = state.orders.get(c.req.param("id") ?? "");
    if (!order) return c.json({ error: "no such order" }, 404);
    const { body } = await readJson(c);
    try {
      await act(order, body ?? {});
    } catch (error) {
      return c.json({ error: error instanceof Error ? error.message : String(error) }, 409);
    }
    return c.json({ order });
  };
  control.post(
    "/orders/:id/complete",
    settleRoute((order, body) =>
      state.complete(order.orderTrackingId, {
        ...(typeof body.amount === "number" || typeof body.amount === "string" ? { amount: body.amount } : {}),
        ...(typeof body.currency === "string" ? { currency: body.currency } : {}),
        ...(typeof body.method === "string" ? { method: body.method } : {}),
        ...(typeof body.confirmation_code === "string" ? { confirmationCode: body.confirmation_code } : {}),
      }),
    ),
  );
  control.post(
    "/orders/:id/fail",
    settleRoute((order, body) => state.fail(order.orderTrackingId, typeof body.description === "string" ? body.description : undefined)),
  );
  control.post(
    "/orders/:id/reverse",
    settleRoute((order) => state.reverse(order.orderTrackingId)),
  );
  control.post("/ipn-delivery", async (c) => {
    const { body } = await readJson(c);
    const mode = IPN_MODES.find((m) => m === body?.mode);
    if (!mode) return c.json({ error: `mode must be one of ${IPN_MODES.join(", ")}` }, 400);
    state.ipnMode = mode;
    return c.json({ mode });
  });
  control.post("/ipns/release", async (c) => {
    await state.releaseHeld();
    return c.json({ deliveries: state.ipnDeliveries });
  });
  control.post("/fault", async (c) => {
    const { body } = await readJson(c);
    const kind = FAULTS.find((f) => f === body?.kind);
    const endpoint = STAND_IN_ENDPOINTS.find((e) => e === body?.endpoint) ?? null;
    const times = typeof body?.times === "number" && body.times > 0 ? body.times : Number.POSITIVE_INFINITY;
    if (!kind) return c.json({ error: `kind must be one of ${FAULTS.join(", ")}` }, 400);
    state.fault = { kind, endpoint, remaining: times };
    return c.json({ kind, endpoint, times: Number.isFinite(times) ? times : null });
  });
  control.delete("/fault", (c) => {
    state.fault = null;
    state.releaseHanging();
    return c.json({ fault: null });
  });
  control.post("/tokens/expire", (c) => {
    state.tokens.clear();
    return c.json({ expired: true });
  });
  app.route("/__stand-in", control);

  return app;
}

function returnUrl(order: StandInOrder): string {
  const url = new URL(order.callbackUrl);
  url.searchParams.set("OrderTrackingId", order.orderTrackingId);
  url.searchParams.set("OrderMerchantReference", order.merchantReference);
  url.searchParams.set("OrderNotificationType", "CALLBACKURL");
  return url.toString();
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Pesapal stand-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}button{font-size:1rem;padding:.5rem 1.5rem;margin-right:.5rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

export async function startPesapalStandIn(options: PesapalStandInOptions = {}): Promise<PesapalStandIn> {
  const state = new StandInState(options.consumerKey ?? "stand-in-consumer-key", options.consumerSecret ?? "stand-in-consumer-secret", options.tokenLifetimeMs ?? 5 * 60_000, options.now ?? Date.now);
  const app = createApp(state);
  const hostname = options.hostname ?? "127.0.0.1";
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname }, () => resolve(s as Server));
  });
  const port = (server.address() as AddressInfo).port;
  state.origin = `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`;
  const baseUrl = state.origin + BASE_PATH;
  return {
    url: state.origin,
    baseUrl,
    env: { PESAPAL_BASE_URL: baseUrl, PESAPAL_CONSUMER_KEY: state.consumerKey, PESAPAL_CONSUMER_SECRET: state.consumerSecret },
    requests: state.requests,
    ipnDeliveries: state.ipnDeliveries,
    orders: () => [...state.orders.values()],
    order: (id) => state.orders.get(id),
    complete: (id, completeOptions) => state.complete(id, completeOptions),
    fail: (id, description) => state.fail(id, description),
    reverse: (id) => state.reverse(id),
    setIpnDelivery: (mode) => {
      state.ipnMode = mode;
    },
    releaseHeldIpns: () => state.releaseHeld(),
    setFault: (kind, faultOptions = {}) => {
      state.fault = { kind, endpoint: faultOptions.endpoint ?? null, remaining: faultOptions.times ?? Number.POSITIVE_INFINITY };
    },
    clearFault: () => {
      state.fault = null;
      state.releaseHanging();
    },
    expireTokens: () => state.tokens.clear(),
    tamperStatus: (id, fields) => {
      const order = state.orders.get(id);
      if (!order) throw new Error(`Pesapal stand-in: no order ${id}`);
      order.statusOverride = { ...order.statusOverride, ...fields };
    },
    stop: async () => {
      state.releaseHanging();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// `npx tsx server/payments/stand-ins/pesapal.ts [port]`: a stand-in for `npm run dev`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? process.env.PESAPAL_STAND_IN_PORT ?? 4010);
  const standIn = await startPesapalStandIn({ port });
  console.log(`Pesapal stand-in on ${standIn.url} (control API under ${standIn.url}/__stand-in/). Use:`);
  for (const [name, value] of Object.entries(standIn.env)) console.log(`${name}=${value}`);
}
