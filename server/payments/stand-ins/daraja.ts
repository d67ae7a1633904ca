/**
 * A stand-in for Safaricom's Daraja (issue 26 item 9, decision 0051): the same HTTP contract, as
 * Safaricom publishes it, on a local port, so the tests and `npm run dev` pay by M-Pesa without a
 * phone. Written from the published contract alone, apart from our adapter (it imports nothing of
 * server/payments/daraja/): where they disagree, one of them is wrong about Daraja, and a test shows it.
 *
 * It speaks: OAuth (`GET /oauth/v1/generate`, Basic auth), the STK push and query (Password
 * checked against shortcode + passkey + Timestamp), and C2B `registerurl`. Pushes are kept in
 * memory and stay open until someone decides them: a test calls approve / cancel / wrongPin /
 * timeout / insufficientFunds, a developer uses the control API (`/__stand-in/…`, a page at
 * `/__stand-in/`) or starts it with `autoApproveAfterMs`. The callback can be delivered once,
 * twice, never (then by hand, in any order), or later; `payBill` sends a C2B confirmation; faults
 * make it answer garbage, hang, or 503.
 *
 * Run by hand: `npx tsx server/payments/stand-ins/daraja.ts [--port 8910] [--auto-approve-ms 3000]`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { Hono, type Context } from "hono";

export interface DarajaStandInOptions {
  port?: number;
  host?: string;
  consumerKey?: string;
  consumerSecret?: string;
  shortcode?: string;
  passkey?: string;
  /** Seconds each access token lives, as Daraja's `expires_in` says it (default 3599). */
  tokenLifetimeSeconds?: number;
  /** For development: each push is approved (callback once) this long after it is made. */
  autoApproveAfterMs?: number | null;
  /** Answer 500 "unable to lock subscriber" to a second push while one is open on the same phone, as M-Pesa does. */
  oneOpenPushPerPhone?: boolean;
}

export type PushState = "open" | "succeeded" | "failed";

export interface StandInPush {
  checkoutRequestId: string;
  merchantRequestId: string;
  state: PushState;
  resultCode: number | null;
  resultDesc: string | null;
  receipt: string | null;
  /** What the push asked, as sent. */
  request: {
    transactionType: string;
    amount: number;
    partyA: string;
    partyB: string;
    phoneNumber: string;
    callBackUrl: string;
    accountReference: string;
    transactionDesc: string;
  };
  createdAt: Date;
  /** The callback body, once decided (kept for delivering again). */
  callback: unknown;
  deliveries: Delivery[];
}

export interface Delivery {
  url: string;
  status: number | null;
  answer: string;
  error: string | null;
}

/** How a decided push's callback travels: `never` keeps it for deliverCallback (in any order, any number of times). */
export interface CallbackPlan {
  delivery?: "once" | "twice" | "never";
  /** Deliver this long after the decision instead of before the decision call returns. */
  delayMs?: number;
}

export type FaultKind = "garbage" | "off-contract" | "hang" | "unavailable";
export type FaultTarget = "oauth" | "stkpush" | "stkquery" | "registerurl" | "any";

export interface C2bRegistration {
  shortCode: string;
  responseType: string;
  confirmationUrl: string;
  validationUrl: string;
}

export interface PayBillInput {
  billRef: string;
  /** Whole shillings (or with cents), as M-Pesa's TransAmount. */
  amount: number;
  phone?: string;
  firstName?: string;
  transId?: string;
  /** First ask the validation URL (external validation switched on for the shortcode). */
  validate?: boolean;
  at?: Date;
}

export interface DarajaStandIn {
  url: string;
  /** The settings that point our site at this stand-in. */
  env: Record<string, string>;
  pushes(): StandInPush[];
  push(checkoutRequestId: string): StandInPush | undefined;
  approve(checkoutRequestId: string, plan?: CallbackPlan & { receipt?: string; amount?: number }): Promise<StandInPush>;
  cancel(checkoutRequestId: string, plan?: CallbackPlan): Promise<StandInPush>;
  wrongPin(checkoutRequestId: string, plan?: CallbackPlan): Promise<StandInPush>;
  timeout(checkoutRequestId: string, plan?: CallbackPlan): Promise<StandInPush>;
  insufficientFunds(checkoutRequestId: string, plan?: CallbackPlan): Promise<StandInPush>;
  /** Any other result code (1019 expired, 1001 subscriber locked, 9999...). */
  decide(checkoutRequestId: string, resultCode: number, resultDesc: string, plan?: CallbackPlan): Promise<StandInPush>;
  /** Sends a decided push's callback (again) now. */
  deliverCallback(checkoutRequestId: string): Promise<Delivery>;
  /** Sends a C2B payment to the registered URLs, as a traveller paying the paybill would. */
  payBill(input: PayBillInput): Promise<{ transId: string; confirmed: boolean; validation: Delivery | null; confirmation: Delivery | null }>;
  registrations(): C2bRegistration[];
  /** Makes the next `times` answers to `target` (default: every one, until cleared) a fault. */
  fault(kind: FaultKind | null, options?: { target?: FaultTarget; times?: number }): void;
  /** Access tokens issued so far. */
  tokensIssued(): number;
  /** Forgets every issued token, as a revocation would: the next call with one gets 401. */
  revokeTokens(): void;
  stop(): Promise<void>;
}

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const MAX_AMOUNT = 250_000;

/** Kenyan time as YYYYMMDDHHmmss. */
function kenyaStamp(at: Date): string {
  return new Date(at.getTime() + EAT_OFFSET_MS).toISOString().replace(/\D/g, "").slice(0, 14);
}

function kenyaStampToMs(stamp: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!m) return null;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - EAT_OFFSET_MS;
}

const receiptLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
function mpesaCode(): string {
  const bytes = randomBytes(10);
  return `T${[...bytes].map((b) => receiptLetters[b % receiptLetters.length]).join("")}`.slice(0, 10);
}

const DIGITS = /^\d+$/;
const asDigits = (value: unknown): string | null => (typeof value === "number" && Number.isSafeInteger(value) ? String(value) : typeof value === "string" && DIGITS.test(value) ? value : null);
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export async function startDarajaStandIn(options: DarajaStandInOptions = {}): Promise<DarajaStandIn> {
  const settings = {
    consumerKey: options.consumerKey ?? "stand-in-consumer-key",
    consumerSecret: options.consumerSecret ?? "stand-in-consumer-secret",
    shortcode: options.shortcode ?? "174379",
    passkey: options.passkey ?? "stand-in-passkey-0123456789abcdef",
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3599,
  };
  const tokens = new Map<string, number>();
  let issued = 0;
  const pushes = new Map<string, StandInPush>();
  let registrations: C2bRegistration[] = [];
  let currentFault: { kind: FaultKind; target: FaultTarget; remaining: number } | null = null;
  const hanging = new Set<() => void>();
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;

  const later = (ms: number, work: () => unknown) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void work();
    }, ms);
    timers.add(timer);
  };

  const error = (c: Context, status: 400 | 401 | 404 | 500, errorCode: string, errorMessage: string) =>
    c.json({ requestId: `${randomBytes(4).toString("hex")}-${++counter}`, errorCode, errorMessage }, status);

  /** A fault armed for this target answers instead of the contract (null: answer normally). */
  async function faultAnswer(c: Context, target: Exclude<FaultTarget, "any">): Promise<Response | null> {
    if (!currentFault || (currentFault.target !== "any" && currentFault.target !== target)) return null;
    const { kind } = currentFault;
    if (--currentFault.remaining <= 0) currentFault = null;
    if (kind === "garbage") return c.html("<html><body><h1>Upstream gateway says hello</h1></body></html>", 200);
    if (kind === "off-contract") return c.json({ status: "ok", data: { id: 42 } }, 200);
    if (kind === "unavailable") return c.html("<html><body>503 Service Temporarily Unavailable</body></html>", 503);
    // hang: never answer (until stop), so the caller's own time limit is what ends it.
    await new Promise<void>((resolve) => hanging.add(resolve));
    return c.text("stopped", 503);
  }

  function bearerValid(c: Context): boolean {
    const match = /^Bearer (\S+)$/.exec(c.req.header("authorization") ?? "");
    const expires = match ? tokens.get(match[1]) : undefined;
    return expires !== undefined && Date.now() < expires;
  }

  async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
    try {
      const body: unknown = await c.req.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  /** Checks BusinessShortCode, Timestamp and Password the way Daraja does; an error Response, or null. */
  function credentialsProblem(c: Context, body: Record<string, unknown>): Response | null {
    if (asDigits(body.BusinessShortCode) !== settings.shortcode) return error(c, 400, "400.002.02", "Bad Request - Invalid BusinessShortCode");
    const stamp = typeof body.Timestamp === "string" ? body.Timestamp : "";
    const at = kenyaStampToMs(stamp);
    // A timestamp in UTC instead of Kenya time is three hours off: refused like any wrong one.
    if (at === null || Math.abs(at - Date.now()) > 60 * 60 * 1000) return error(c, 400, "400.002.02", "Bad Request - Invalid Timestamp");
    const expected = Buffer.from(settings.shortcode + settings.passkey + stamp).toString("base64");
    if (body.Password !== expected) return error(c, 500, "500.001.1001", "Wrong credentials");
    return null;
  }

  async function post(url: string, body: unknown): Promise<Delivery> {
    try {
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(5_000) });
      return { url, status: res.status, answer: (await res.text()).slice(0, 2_000), error: null };
    } catch (cause) {
      return { url, status: null, answer: "", error: cause instanceof Error ? cause.message : String(cause) };
    }
  }

  async function deliverCallback(checkoutRequestId: string): Promise<Delivery> {
    const push = pushes.get(checkoutRequestId);
    if (!push || push.callback === null) throw new Error(`No decided push ${checkoutRequestId}`);
    const delivery = await post(push.request.callBackUrl, push.callback);
    push.deliveries.push(delivery);
    return delivery;
  }

  async function decide(checkoutRequestId: string, resultCode: number, resultDesc: string, plan: CallbackPlan & { receipt?: string; amount?: number } = {}): Promise<StandInPush> {
    const push = pushes.get(checkoutRequestId);
    if (!push) throw new Error(`No push ${checkoutRequestId}`);
    if (push.state !== "open") throw new Error(`Push ${checkoutRequestId} is already ${push.state}`);
    push.state = resultCode === 0 ? "succeeded" : "failed";
    push.resultCode = resultCode;
    push.resultDesc = resultDesc;
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: resultCode,
      ResultDesc: resultDesc,
    };
    if (resultCode === 0) {
      push.receipt = plan.receipt ?? mpesaCode();
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: "Amount", Value: plan.amount ?? push.request.amount },
          { Name: "MpesaReceiptNumber", Value: push.receipt },
          { Name: "Balance" },
          { Name: "TransactionDate", Value: Number(kenyaStamp(new Date())) },
          { Name: "PhoneNumber", Value: Number(push.request.phoneNumber) },
        ],
      };
    }
    push.callback = { Body: { stkCallback } };
    const times = plan.delivery === "never" ? 0 : plan.delivery === "twice" ? 2 : 1;
    const send = async () => {
      for (let i = 0; i < times; i++) await deliverCallback(checkoutRequestId);
    };
    if (plan.delayMs !== undefined) later(plan.delayMs, send);
    else await send();
    return push;
  }

  const app = new Hono();

  app.get("/oauth/v1/generate", async (c) => {
    const fault = await faultAnswer(c, "oauth");
    if (fault) return fault;
    if (c.req.query("grant_type") !== "client_credentials") return error(c, 400, "400.008.02", "Invalid grant type passed");
    const expected = `Basic ${Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString("base64")}`;
    if (c.req.header("authorization") !== expected) return error(c, 400, "400.008.01", "Invalid Authentication passed");
    const token = randomBytes(21).toString("base64url");
    tokens.set(token, Date.now() + settings.tokenLifetimeSeconds * 1000);
    issued++;
    return c.json({ access_token: token, expires_in: String(settings.tokenLifetimeSeconds) });
  });

  app.post("/mpesa/stkpush/v1/processrequest", async (c) => {
    const fault = await faultAnswer(c, "stkpush");
    if (fault) return fault;
    if (!bearerValid(c)) return error(c, 401, "404.001.03", "Invalid Access Token");
    const body = await jsonBody(c);
    if (!body) return error(c, 400, "400.002.02", "Bad Request - Invalid JSON");
    const problem = credentialsProblem(c, body);
    if (problem) return problem;
    if (body.TransactionType !== "CustomerPayBillOnline" && body.TransactionType !== "CustomerBuyGoodsOnline") return error(c, 400, "400.002.02", "Bad Request - Invalid TransactionType");
    const amount = typeof body.Amount === "number" ? body.Amount : typeof body.Amount === "string" && DIGITS.test(body.Amount) ? Number(body.Amount) : NaN;
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT) return error(c, 400, "400.002.02", "Bad Request - Invalid Amount");
    const partyA = asDigits(body.PartyA);
    const phone = asDigits(body.PhoneNumber);
    if (!partyA || !/^254[71]\d{8}$/.test(partyA)) return error(c, 400, "400.002.02", "Bad Request - Invalid PartyA");
    if (!phone || !/^254[71]\d{8}$/.test(phone)) return error(c, 400, "400.002.02", "Bad Request - Invalid PhoneNumber");
    const partyB = asDigits(body.PartyB);
    if (!partyB) return error(c, 400, "400.002.02", "Bad Request - Invalid PartyB");
    if (!isHttpUrl(body.CallBackURL)) return error(c, 400, "400.002.02", "Bad Request - Invalid CallBackURL");
    if (typeof body.AccountReference !== "string" || body.AccountReference.length < 1 || body.AccountReference.length > 12) return error(c, 400, "400.002.02", "Bad Request - Invalid AccountReference");
    if (typeof body.TransactionDesc !== "string" || body.TransactionDesc.length < 1 || body.TransactionDesc.length > 13) return error(c, 400, "400.002.02", "Bad Request - Invalid TransactionDesc");
    if (options.oneOpenPushPerPhone && [...pushes.values()].some((p) => p.state === "open" && p.request.phoneNumber === phone))
      return error(c, 500, "500.001.1001", "Unable to lock subscriber, a transaction is already in process for the current subscriber");

    const now = new Date();
    const push: StandInPush = {
      checkoutRequestId: `ws_CO_${kenyaStamp(now).slice(6, 8)}${kenyaStamp(now).slice(4, 6)}${kenyaStamp(now).slice(0, 4)}${kenyaStamp(now).slice(8)}${String(++counter).padStart(6, "0")}`,
      merchantRequestId: `${randomUUID().slice(0, 8)}-${counter}-1`,
      state: "open",
      resultCode: null,
      resultDesc: null,
      receipt: null,
      request: {
        transactionType: body.TransactionType,
        amount,
        partyA,
        partyB,
        phoneNumber: phone,
        callBackUrl: body.CallBackURL,
        accountReference: body.AccountReference,
        transactionDesc: body.TransactionDesc,
      },
      createdAt: now,
      callback: null,
      deliveries: [],
    };
    pushes.set(push.checkoutRequestId, push);
    if (options.autoApproveAfterMs != null) later(options.autoApproveAfterMs, () => push.state === "open" && decide(push.checkoutRequestId, 0, "The service request is processed successfully."));
    return c.json({
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResponseCode: "0",
      ResponseDescription: "Success. Request accepted for processing",
      CustomerMessage: "Success. Request accepted for processing",
    });
  });

  app.post("/mpesa/stkpushquery/v1/query", async (c) => {
    const fault = await faultAnswer(c, "stkquery");
    if (fault) return fault;
    if (!bearerValid(c)) return error(c, 401, "404.001.03", "Invalid Access Token");
    const body = await jsonBody(c);
    if (!body) return error(c, 400, "400.002.02", "Bad Request - Invalid JSON");
    const problem = credentialsProblem(c, body);
    if (problem) return problem;
    const push = typeof body.CheckoutRequestID === "string" ? pushes.get(body.CheckoutRequestID) : undefined;
    if (!push) return error(c, 400, "400.002.02", "Bad Request - Invalid CheckoutRequestID");
    if (push.state === "open") return error(c, 500, "500.001.1001", "The transaction is being processed");
    return c.json({
      ResponseCode: "0",
      ResponseDescription: "The service request has been accepted successsfully",
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: String(push.resultCode),
      ResultDesc: push.resultDesc,
    });
  });

  app.post("/mpesa/c2b/v1/registerurl", async (c) => {
    const fault = await faultAnswer(c, "registerurl");
    if (fault) return fault;
    if (!bearerValid(c)) return error(c, 401, "404.001.03", "Invalid Access Token");
    const body = await jsonBody(c);
    if (!body) return error(c, 400, "400.002.02", "Bad Request - Invalid JSON");
    if (asDigits(body.ShortCode) !== settings.shortcode) return error(c, 400, "400.002.02", "Bad Request - Invalid ShortCode");
    if (body.ResponseType !== "Completed" && body.ResponseType !== "Cancelled") return error(c, 400, "400.002.02", "Bad Request - Invalid ResponseType");
    if (!isHttpUrl(body.ConfirmationURL)) return error(c, 400, "400.002.02", "Bad Request - Invalid ConfirmationURL");
    if (!isHttpUrl(body.ValidationURL)) return error(c, 400, "400.002.02", "Bad Request - Invalid ValidationURL");
    registrations.push({ shortCode: settings.shortcode, responseType: body.ResponseType, confirmationUrl: body.ConfirmationURL, validationUrl: body.ValidationURL });
    return c.json({ OriginatorCoversationID: `${randomUUID().slice(0, 8)}-${++counter}-1`, ResponseCode: "0", ResponseDescription: "Success" });
  });

  async function payBill(input: PayBillInput) {
    const registration = registrations.at(-1);
    if (!registration) throw new Error("No C2B URLs are registered with the stand-in");
    const transId = input.transId ?? mpesaCode();
    const body = {
      TransactionType: "Pay Bill",
      TransID: transId,
      TransTime: kenyaStamp(input.at ?? new Date()),
      TransAmount: input.amount.toFixed(2),
      BusinessShortCode: settings.shortcode,
      BillRefNumber: input.billRef,
      InvoiceNumber: "",
      OrgAccountBalance: "",
      ThirdPartyTransID: "",
      MSISDN: input.phone ?? "254708374149",
      FirstName: input.firstName ?? "John",
      MiddleName: "",
      LastName: "",
    };
    let validation: Delivery | null = null;
    if (input.validate) {
      validation = await post(registration.validationUrl, body);
      let accepted: boolean;
      if (validation.status === 200) {
        try {
          const answer = JSON.parse(validation.answer) as { ResultCode?: unknown };
          accepted = String(answer.ResultCode) === "0";
        } catch {
          accepted = registration.responseType === "Completed";
        }
      } else {
        // Unreachable or failing validation URL: M-Pesa does what ResponseType says.
        accepted = registration.responseType === "Completed";
      }
      if (!accepted) return { transId, confirmed: false, validation, confirmation: null };
    }
    const confirmation = await post(registration.confirmationUrl, body);
    return { transId, confirmed: true, validation, confirmation };
  }

  // The control API, for `npm run dev` and browser tests that drive the stand-in from outside.
  const OUTCOMES: Record<string, [number, string]> = {
    approve: [0, "The service request is processed successfully."],
    cancel: [1032, "Request cancelled by user"],
    "wrong-pin": [2001, "The initiator information is invalid."],
    timeout: [1037, "DS timeout user cannot be reached"],
    "insufficient-funds": [1, "The balance is insufficient for the transaction."],
  };
  app.get("/__stand-in/pushes", (c) => c.json([...pushes.values()].map(({ callback: _, ...push }) => push)));
  app.post("/__stand-in/pushes/:id/callback", async (c) => {
    const push = pushes.get(c.req.param("id"));
    if (!push || push.callback === null) return c.json({ error: "no such decided push" }, 404);
    return c.json(await deliverCallback(push.checkoutRequestId));
  });
  app.post("/__stand-in/pushes/:id/:outcome", async (c) => {
    const outcome = OUTCOMES[c.req.param("outcome")];
    const push = pushes.get(c.req.param("id"));
    if (!outcome || !push) return c.json({ error: "no such push or outcome" }, 404);
    if (push.state !== "open") return c.json({ error: `push is already ${push.state}` }, 409);
    const plan = (c.req.header("content-type") ?? "").includes("json") ? (((await jsonBody(c)) ?? {}) as CallbackPlan) : {};
    await decide(push.checkoutRequestId, outcome[0], outcome[1], plan);
    if ((c.req.header("accept") ?? "").includes("text/html")) return c.redirect("/__stand-in/", 303);
    const { callback: _, ...rest } = push;
    return c.json(rest);
  });
  app.post("/__stand-in/pay-bill", async (c) => {
    const body = await jsonBody(c);
    if (!body || typeof body.billRef !== "string" || typeof body.amount !== "number") return c.json({ error: "give billRef (string) and amount (shillings)" }, 400);
    try {
      return c.json(await payBill(body as unknown as PayBillInput));
    } catch (cause) {
      return c.json({ error: cause instanceof Error ? cause.message : String(cause) }, 409);
    }
  });
  app.post("/__stand-in/faults", async (c) => {
    const body = (await jsonBody(c)) ?? {};
    control.fault((body.kind as FaultKind | null) ?? null, { target: body.target as FaultTarget | undefined, times: body.times as number | undefined });
    return c.json({ fault: currentFault });
  });
  app.get("/__stand-in/", (c) => {
    const rows = [...pushes.values()]
      .reverse()
      .map((p) => {
        const buttons = p.state === "open" ? Object.keys(OUTCOMES).map((o) => `<form method="post" action="/__stand-in/pushes/${p.checkoutRequestId}/${o}"><button>${o}</button></form>`).join("") : `${p.state} (${p.resultCode})`;
        return `<tr><td>${p.checkoutRequestId}</td><td>${escapeHtml(p.request.accountReference)}</td><td>KES ${p.request.amount}</td><td>${p.request.phoneNumber}</td><td>${buttons}</td></tr>`;
      })
      .join("");
    return c.html(
      `<!doctype html><title>Daraja stand-in</title><style>form{display:inline;margin-right:4px}td{padding:4px 8px}</style>` +
        `<h1>Daraja stand-in: STK pushes</h1><p>Reload to see new pushes.</p><table><tr><th>CheckoutRequestID</th><th>Account</th><th>Amount</th><th>Phone</th><th></th></tr>${rows}</table>`,
    );
  });

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: options.host ?? "127.0.0.1" }, () => resolve(s));
  });
  const url = `http://${options.host ?? "127.0.0.1"}:${(server.address() as AddressInfo).port}`;

  const decideAs = (code: number, desc: string) => (id: string, plan?: CallbackPlan) => decide(id, code, desc, plan);
  const control: DarajaStandIn = {
    url,
    env: {
      MPESA_BASE_URL: url,
      MPESA_CONSUMER_KEY: settings.consumerKey,
      MPESA_CONSUMER_SECRET: settings.consumerSecret,
      MPESA_SHORTCODE: settings.shortcode,
      MPESA_PASSKEY: settings.passkey,
    },
    pushes: () => [...pushes.values()],
    push: (id) => pushes.get(id),
    approve: (id, plan) => decide(id, ...OUTCOMES.approve, plan),
    cancel: decideAs(...OUTCOMES.cancel),
    wrongPin: decideAs(...OUTCOMES["wrong-pin"]),
    timeout: decideAs(...OUTCOMES.timeout),
    insufficientFunds: decideAs(...OUTCOMES["insufficient-funds"]),
    decide,
    deliverCallback,
    payBill,
    registrations: () => [...registrations],
    fault(kind, { target = "any", times = Number.POSITIVE_INFINITY } = {}) {
      currentFault = kind ? { kind, target, remaining: times } : null;
    },
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const release of hanging) release();
      hanging.clear();
      registrations = [];
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
    },
  };
  return control;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// Run by hand for development: prints the settings that point the site at it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const standIn = await startDarajaStandIn({
    port: Number(arg("--port") ?? 8910),
    autoApproveAfterMs: arg("--auto-approve-ms") === undefined ? null : Number(arg("--auto-approve-ms")),
  });
  console.log(`Daraja stand-in on ${standIn.url} (pushes: ${standIn.url}/__stand-in/). Start the site with:`);
  console.log(Object.entries(standIn.env).map(([k, v]) => `${k}=${v}`).join(" "));
}
