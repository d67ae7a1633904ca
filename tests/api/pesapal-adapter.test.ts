/**
 * The Pesapal adapter (decision 0052) against the Pesapal stand-in, over real HTTP: the token and
 * its renewal, the IPN registration, the order as it reaches Pesapal, every status mapped, the
 * hosted checkout and its IPN, faults, and refunds. A small merchant server plays our IPN route,
 * answering with the adapter's own parseIpn and ipnAcknowledgement.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "../../server/env.ts";
import type { StartPaymentRequest } from "../../server/payments/provider.ts";
import { ProviderUnavailable } from "../../server/payments/provider.ts";
import { pesapalConfig } from "../../server/payments/pesapal/config.ts";
import type { PesapalClientOptions } from "../../server/payments/pesapal/pesapal-client.ts";
import { createPesapalProvider, ipnAcknowledgement, parseCheckoutReturn, parseIpn, type PesapalProvider } from "../../server/payments/pesapal/pesapal-provider.ts";
import { type PesapalStandIn, startPesapalStandIn } from "../../server/payments/stand-ins/pesapal.ts";

interface ReceivedIpn {
  method: string;
  input: unknown;
  answer: unknown;
}

let standIn: PesapalStandIn;
let merchant: Server;
let merchantUrl: string;
const received: ReceivedIpn[] = [];
let serial = 0;

/** A fresh provider is a fresh process: no token, no IPN id cached. */
function provider(options: PesapalClientOptions = {}, env: Record<string, string> = standIn.env): PesapalProvider {
  const config = pesapalConfig({ PESAPAL_ENV: "sandbox", ...env } as Parameters<typeof pesapalConfig>[0]);
  if (!config) throw new Error("stand-in settings did not configure Pesapal");
  return createPesapalProvider(config, { timeoutMs: 5_000, ...options });
}

function order(overrides: Partial<StartPaymentRequest> = {}): StartPaymentRequest {
  serial += 1;
  return {
    merchantReference: `PA-${Date.now().toString(36)}-${serial}`,
    amount: 123_450,
    currency: "KES",
    description: "BK-00042 deposit",
    accountReference: "BK-00042",
    payer: { email: "traveller@example.com", firstName: "Amina", lastName: "Otieno" },
    notifyUrl: `${merchantUrl}/payments/pesapal/ipn/s3cret-token`,
    returnUrl: `${merchantUrl}/bookings/tok/paid?attempt=${serial}`,
    ...overrides,
  };
}

async function started(p: PesapalProvider, overrides: Partial<StartPaymentRequest> = {}) {
  const request = order(overrides);
  const result = await p.start(request);
  if (result.kind !== "redirect") throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  return { request, result, trackingId: result.providerReference };
}

function counts() {
  return { ...standIn.requests };
}

beforeAll(async () => {
  standIn = await startPesapalStandIn();
  const app = new Hono();
  // Our IPN route as the lead will write it: parse, acknowledge; the status check proves.
  app.all("/payments/pesapal/ipn/:secret", async (c) => {
    const input = c.req.method === "GET" ? c.req.query() : await c.req.json().catch(() => null);
    const notification = parseIpn(input);
    const answer = notification ? ipnAcknowledgement(notification) : { error: "not a Pesapal notification" };
    received.push({ method: c.req.method, input, answer });
    return c.json(answer, notification ? 200 : 400);
  });
  merchant = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as Server));
  });
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await standIn?.stop();
  merchant?.closeAllConnections();
  await new Promise<void>((resolve) => (merchant ? merchant.close(() => resolve()) : resolve()));
});

beforeEach(() => {
  standIn.clearFault();
  standIn.setIpnDelivery("once");
  received.length = 0;
});

describe("configuration", () => {
  it("is configured only with both key and secret, at the base URL PESAPAL_ENV picks unless overridden", () => {
    expect(pesapalConfig({ PESAPAL_ENV: "sandbox" })).toBeNull();
    expect(pesapalConfig({ PESAPAL_ENV: "sandbox", PESAPAL_CONSUMER_KEY: "k" })).toBeNull();
    expect(pesapalConfig({ PESAPAL_ENV: "sandbox", PESAPAL_CONSUMER_KEY: "k", PESAPAL_CONSUMER_SECRET: "s" })?.baseUrl).toBe("https://cybqa.pesapal.com/pesapalv3");
    expect(pesapalConfig({ PESAPAL_ENV: "production", PESAPAL_CONSUMER_KEY: "k", PESAPAL_CONSUMER_SECRET: "s" })?.baseUrl).toBe("https://pay.pesapal.com/v3");
    expect(pesapalConfig({ PESAPAL_ENV: "production", PESAPAL_BASE_URL: "http://127.0.0.1:9/pesapalv3/", PESAPAL_CONSUMER_KEY: "k", PESAPAL_CONSUMER_SECRET: "s" })?.baseUrl).toBe(
      "http://127.0.0.1:9/pesapalv3",
    );
  });

  it("is read from the environment, which refuses half a key pair and a base URL that is not a web address", () => {
    expect(pesapalConfig(loadEnv({}))).toBeNull();
    expect(pesapalConfig(loadEnv({ PESAPAL_ENV: "production", PESAPAL_CONSUMER_KEY: "k", PESAPAL_CONSUMER_SECRET: "s" }))).toEqual({
      baseUrl: "https://pay.pesapal.com/v3",
      consumerKey: "k",
      consumerSecret: "s",
    });
    expect(() => loadEnv({ PESAPAL_CONSUMER_KEY: "k" })).toThrow(/PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET: give both or neither/);
    expect(() => loadEnv({ PESAPAL_CONSUMER_SECRET: "s" })).toThrow(/give both or neither/);
    expect(() => loadEnv({ PESAPAL_ENV: "live" })).toThrow(/PESAPAL_ENV/);
    expect(() => loadEnv({ PESAPAL_BASE_URL: "ftp://pesapal.example" })).toThrow(/PESAPAL_BASE_URL/);
  });
});

describe("the token", () => {
  it("is asked for once and reused until shortly before the expiryDate Pesapal gave it", async () => {
    // A Pesapal of its own, on the same moving clock as the adapter.
    let offset = 0;
    const now = () => Date.now() + offset;
    const ownPesapal = await startPesapalStandIn({ now });
    try {
      const p = provider({ now }, ownPesapal.env);
      const { trackingId } = await started(p);
      await p.status(trackingId, { amount: 123_450, currency: "KES" });
      await p.status(trackingId, { amount: 123_450, currency: "KES" });
      expect(ownPesapal.requests.RequestToken).toBe(1);
      // Pesapal's tokens last five minutes; ours is renewed half a minute before.
      offset = 4 * 60_000 + 20_000;
      await p.status(trackingId, { amount: 123_450, currency: "KES" });
      expect(ownPesapal.requests.RequestToken).toBe(1);
      offset = 4 * 60_000 + 40_000;
      await p.status(trackingId, { amount: 123_450, currency: "KES" });
      expect(ownPesapal.requests.RequestToken).toBe(2);
      offset = 8 * 60_000;
      await p.status(trackingId, { amount: 123_450, currency: "KES" });
      expect(ownPesapal.requests.RequestToken).toBe(2);
      // The stand-in never saw an expired token: every call was answered without a 401 retry.
      expect(ownPesapal.requests.GetTransactionStatus).toBe(5);
    } finally {
      await ownPesapal.stop();
    }
  });

  it("is used for a minute even when our clock runs ahead of Pesapal's and calls it stale on arrival", async () => {
    const p = provider({ now: () => Date.now() + 10 * 60_000 });
    const { trackingId } = await started(p);
    const before = counts();
    await p.status(trackingId, { amount: 123_450, currency: "KES" });
    await p.status(trackingId, { amount: 123_450, currency: "KES" });
    expect(standIn.requests.RequestToken - before.RequestToken).toBe(0);
  });

  it("is asked for once by calls that arrive together", async () => {
    const p = provider();
    const { trackingId } = await started(p);
    const fresh = provider();
    const before = counts();
    await Promise.all([1, 2, 3, 4].map(() => fresh.status(trackingId, { amount: 123_450, currency: "KES" })));
    expect(standIn.requests.RequestToken - before.RequestToken).toBe(1);
  });

  it("dropped early by Pesapal (401) is replaced, and the call made again once", async () => {
    const p = provider();
    const { trackingId } = await started(p);
    const before = counts();
    standIn.expireTokens();
    expect(await p.status(trackingId, { amount: 123_450, currency: "KES" })).toEqual({ state: "pending" });
    expect(standIn.requests.RequestToken - before.RequestToken).toBe(1);
    expect(standIn.requests.GetTransactionStatus - before.GetTransactionStatus).toBe(2);
  });

  it("refused for wrong credentials makes Pesapal unavailable, naming the settings to check", async () => {
    const p = provider({}, { ...standIn.env, PESAPAL_CONSUMER_SECRET: "not-the-secret" });
    const attempt = p.start(order());
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(attempt).rejects.toThrow(/PESAPAL_CONSUMER_SECRET/);
  });
});

describe("the IPN URL", () => {
  it("is registered once per process, and found in Pesapal's list by the next process", async () => {
    const notifyUrl = `${merchantUrl}/payments/pesapal/ipn/once-${Date.now()}`;
    const first = provider();
    const before = counts();
    const together = await Promise.all([1, 2, 3].map(() => started(first, { notifyUrl })));
    const later = await started(first, { notifyUrl });
    expect(standIn.requests.RegisterIPN - before.RegisterIPN).toBe(1);
    expect(standIn.requests.GetIpnList - before.GetIpnList).toBe(1);
    const ipnId = standIn.order(later.trackingId)!.notificationId;
    expect(together.map((t) => standIn.order(t.trackingId)!.notificationId)).toEqual([ipnId, ipnId, ipnId]);

    const second = provider();
    const { trackingId } = await started(second, { notifyUrl });
    expect(standIn.requests.RegisterIPN - before.RegisterIPN).toBe(1);
    expect(standIn.requests.GetIpnList - before.GetIpnList).toBe(2);
    expect(standIn.order(trackingId)!.notificationId).toBe(ipnId);
  });

  it("is registered when Pesapal answers the list with its error object instead of an empty list", async () => {
    const notifyUrl = `${merchantUrl}/payments/pesapal/ipn/none-${Date.now()}`;
    const listAsError: typeof fetch = async (input, init) =>
      String(input).endsWith("/api/URLSetup/GetIpnList")
        ? Response.json({ error: { error_type: "api_error", code: "no_ipn_urls", message: "No IPN URLs registered" }, status: "500" })
        : fetch(input, init);
    const before = counts();
    const { trackingId } = await started(provider({ fetch: listAsError }), { notifyUrl });
    expect(standIn.requests.RegisterIPN - before.RegisterIPN).toBe(1);
    expect(standIn.order(trackingId)!.notificationId).toBeTruthy();
  });

  it("is asked about again after a failed registration, not remembered as failed", async () => {
    const notifyUrl = `${merchantUrl}/payments/pesapal/ipn/retry-${Date.now()}`;
    const p = provider();
    standIn.setFault("unavailable", { endpoint: "RegisterIPN", times: 1 });
    await expect(p.start(order({ notifyUrl }))).rejects.toBeInstanceOf(ProviderUnavailable);
    const { result } = await started(p, { notifyUrl });
    expect(result.kind).toBe("redirect");
  });
});

describe("starting a card payment", () => {
  it("submits the order with the exact decimal amount, our reference, and sends the traveller to Pesapal's page", async () => {
    const p = provider();
    const description = `BK-00042 deposit ${"x".repeat(120)}`;
    const { request, result, trackingId } = await started(p, { amount: 123_450, currency: "KES", description });
    const submitted = standIn.order(trackingId)!;
    expect(submitted.rawBody).toContain('"amount":1234.50');
    expect(submitted.amount).toBe(1234.5);
    expect(submitted.merchantReference).toBe(request.merchantReference);
    expect(submitted.currency).toBe("KES");
    expect(submitted.description).toBe(description.slice(0, 100));
    expect(submitted.callbackUrl).toBe(request.returnUrl);
    expect(submitted.billingAddress).toEqual({ email_address: "traveller@example.com", first_name: "Amina", last_name: "Otieno" });
    expect(result.redirectUrl).toBe(`${standIn.url}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${trackingId}`);

    const small = await started(p, { amount: 5, currency: "USD", description: `${"x".repeat(99)}\u{1F981}` });
    expect(standIn.order(small.trackingId)!.rawBody).toContain('"amount":0.05');
    // Pesapal counts 100 UTF-16 units; the lion (two) would make 101 and is not cut in half.
    expect(standIn.order(small.trackingId)!.description).toBe("x".repeat(99));
  });

  it("is refused when Pesapal refuses the order itself, with Pesapal's words", async () => {
    const p = provider();
    const { request } = await started(p);
    const again = await p.start({ ...order(), merchantReference: request.merchantReference });
    expect(again.kind).toBe("refused");
    expect(again.kind === "refused" && again.message).toMatch(/merchant reference/i);
  });

  it("is refused without asking Pesapal when there is no email address or phone number to give it", async () => {
    const p = provider();
    const before = counts();
    const result = await p.start(order({ payer: { firstName: "Amina" } }));
    expect(result).toEqual({ kind: "refused", message: expect.stringMatching(/email address or phone number/) });
    expect(standIn.requests.SubmitOrderRequest - before.SubmitOrderRequest).toBe(0);

    const byPhone = await started(p, { payer: undefined, phone: "254712345678" });
    expect(standIn.order(byPhone.trackingId)!.billingAddress).toEqual({ phone_number: "254712345678" });
  });
});

describe("the status", () => {
  const asked = { amount: 123_450, currency: "KES" as const };

  it("is pending while nobody has paid (INVALID with Pesapal's 'Pending Payment' error), and for an order Pesapal does not know", async () => {
    const p = provider();
    const { trackingId } = await started(p);
    expect(await p.status(trackingId, asked)).toEqual({ state: "pending" });
    expect(await p.status("6b2c8f1e-0000-4000-8000-000000000000", asked)).toEqual({ state: "pending" });
  });

  it("is succeeded once Pesapal says COMPLETED, with the amount in minor units, the currency, the confirmation code and the method", async () => {
    const p = provider();
    const { trackingId } = await started(p);
    await standIn.complete(trackingId, { confirmationCode: "QK7ABC1234", method: "Visa" });
    expect(await p.status(trackingId, asked)).toEqual({ state: "succeeded", transactionId: "QK7ABC1234", amount: 123_450, currency: "KES", method: "Visa" });
  });

  it("reports the amount Pesapal says was paid, even a different one (the service flags it)", async () => {
    const p = provider();
    const { trackingId } = await started(p, { currency: "USD" });
    await standIn.complete(trackingId, { amount: "1000.5", currency: "USD" });
    expect(await p.status(trackingId, asked)).toMatchObject({ state: "succeeded", amount: 100_050, currency: "USD" });
  });

  it("is failed (declined) with Pesapal's description when the card was declined", async () => {
    const p = provider();
    const { trackingId } = await started(p);
    await standIn.fail(trackingId, "Insufficient funds on card");
    expect(await p.status(trackingId, asked)).toEqual({ state: "failed", reason: "declined", detail: "Insufficient funds on card" });
  });

  it("is failed, saying it was reversed, when a completed payment is reversed", async () => {
    const p = provider();
    const { trackingId } = await started(p);
    await standIn.complete(trackingId);
    await standIn.reverse(trackingId);
    const status = await p.status(trackingId, asked);
    expect(status).toMatchObject({ state: "failed", reason: "unknown" });
    expect(status.state === "failed" && status.detail).toMatch(/reversed/i);
  });

  it("credits nothing on an answer it cannot read exactly: ProviderUnavailable instead", async () => {
    const p = provider();
    const cases: [string, Parameters<PesapalStandIn["complete"]>[1], Record<string, unknown> | null][] = [
      ["a third decimal place", { amount: "1234.505" }, null],
      ["a word for an amount", { amount: "abc" }, null],
      ["a negative amount", { amount: -1234.5 }, null],
      ["a currency we do not take", { currency: "UGX" }, null],
      ["COMPLETED with status_code FAILED", {}, { status_code: 2 }],
      ["a status nobody documented", {}, { payment_status_description: "ON HOLD", status_code: 7 }],
      ["status_code as a string", {}, { status_code: "1" }],
      ["COMPLETED with an error", {}, { error: { error_type: "api_error", code: "payment_reversal_pending", message: "Under review" }, status: "500" }],
    ];
    for (const [what, completion, tamper] of cases) {
      const { trackingId } = await started(p);
      await standIn.complete(trackingId, completion);
      if (tamper) standIn.tamperStatus(trackingId, tamper);
      await expect(p.status(trackingId, asked), what).rejects.toBeInstanceOf(ProviderUnavailable);
    }
  });
});

describe("when Pesapal misbehaves", () => {
  const asked = { amount: 123_450, currency: "KES" as const };

  for (const fault of ["garbage", "wrong-shape", "unavailable", "hang"] as const) {
    it(`answers ${fault}: ProviderUnavailable, for a status check and for a new order`, async () => {
      // A hang costs the whole timeout, three times over; the other faults answer at once.
      const timeoutMs = fault === "hang" ? 2_000 : 5_000;
      const p = provider({ timeoutMs });
      const { trackingId } = await started(p);
      standIn.setFault(fault, { endpoint: "GetTransactionStatus" });
      await expect(p.status(trackingId, asked)).rejects.toBeInstanceOf(ProviderUnavailable);
      standIn.setFault(fault, { endpoint: "SubmitOrderRequest" });
      await expect(p.start(order())).rejects.toBeInstanceOf(ProviderUnavailable);
      standIn.setFault(fault, { endpoint: "RequestToken" });
      await expect(provider({ timeoutMs }).status(trackingId, asked)).rejects.toBeInstanceOf(ProviderUnavailable);
      standIn.clearFault();
      expect(await p.status(trackingId, asked)).toEqual({ state: "pending" });
    });
  }

  it("cannot be reached: ProviderUnavailable", async () => {
    const closed = await startPesapalStandIn();
    const env = closed.env;
    await closed.stop();
    await expect(provider({}, env).start(order())).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe("the hosted checkout", () => {
  it("takes a card without JavaScript, sends the IPN, returns the traveller, and the status then says succeeded", async () => {
    const p = provider();
    const { request, result, trackingId } = await started(p);
    const checkout = await fetch(result.redirectUrl);
    const html = await checkout.text();
    expect(checkout.status).toBe(200);
    expect(html).toContain('<button type="submit" name="outcome" value="pay">Pay</button>');
    expect(html).toContain("KES 1234.5");
    const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll("&#38;", "&"), result.redirectUrl);

    const paid = await fetch(action, { method: "POST", body: new URLSearchParams({ card_number: "4111111111111111", outcome: "pay" }), redirect: "manual" });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get("location")!);
    expect(back.origin + back.pathname).toBe(new URL(request.returnUrl).origin + new URL(request.returnUrl).pathname);
    expect(back.searchParams.get("attempt")).toBe(new URL(request.returnUrl).searchParams.get("attempt"));
    expect(parseCheckoutReturn(back.searchParams)).toEqual({ orderTrackingId: trackingId, merchantReference: request.merchantReference });

    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe("GET");
    expect(received[0]!.answer).toEqual({ orderNotificationType: "IPNCHANGE", orderTrackingId: trackingId, orderMerchantReference: request.merchantReference, status: 200 });
    const delivery = standIn.ipnDeliveries.filter((d) => d.orderTrackingId === trackingId);
    expect(delivery.map((d) => [d.status, JSON.parse(d.body)])).toEqual([[200, received[0]!.answer]]);
    expect(await p.status(trackingId, { amount: 123_450, currency: "KES" })).toMatchObject({ state: "succeeded", amount: 123_450 });

    // A second submit (double click, Back) returns the traveller again and sends nothing more.
    const again = await fetch(action, { method: "POST", body: new URLSearchParams({ outcome: "decline" }), redirect: "manual" });
    expect(again.status).toBe(302);
    expect(received).toHaveLength(1);
    expect(standIn.order(trackingId)!.outcome!.state).toBe("COMPLETED");
  });

  it("declines with the Decline button", async () => {
    const p = provider();
    const { result, trackingId } = await started(p);
    const action = `${standIn.url}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${trackingId}`;
    expect(result.redirectUrl).toBe(action);
    const declined = await fetch(action, { method: "POST", body: new URLSearchParams({ outcome: "decline" }), redirect: "manual" });
    expect(declined.status).toBe(302);
    expect(await p.status(trackingId, { amount: 123_450, currency: "KES" })).toMatchObject({ state: "failed", reason: "declined" });
  });

  it("shows the merchant's description as text, never as markup", async () => {
    const p = provider();
    const { result } = await started(p, { description: '<img src=x onerror=alert(1)>"' });
    const html = await (await fetch(result.redirectUrl)).text();
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;&#34;");
  });

  it("sends the IPN twice, never, or when released, as the test says", async () => {
    const p = provider();
    standIn.setIpnDelivery("twice");
    const twice = await started(p);
    await standIn.complete(twice.trackingId);
    expect(received.filter((r) => (r.answer as { orderTrackingId?: string }).orderTrackingId === twice.trackingId)).toHaveLength(2);

    standIn.setIpnDelivery("never");
    const never = await started(p);
    await standIn.complete(never.trackingId);
    expect(standIn.ipnDeliveries.filter((d) => d.orderTrackingId === never.trackingId)).toHaveLength(0);
    // No IPN: the status check alone finds the payment.
    expect(await p.status(never.trackingId, { amount: 123_450, currency: "KES" })).toMatchObject({ state: "succeeded" });

    standIn.setIpnDelivery("held");
    const held = await started(p);
    await standIn.complete(held.trackingId);
    expect(standIn.ipnDeliveries.filter((d) => d.orderTrackingId === held.trackingId)).toHaveLength(0);
    await standIn.releaseHeldIpns();
    expect(standIn.ipnDeliveries.filter((d) => d.orderTrackingId === held.trackingId).map((d) => d.status)).toEqual([200]);
  });

  it("sends the IPN as a POST with a JSON body when registered so, which parseIpn reads too", async () => {
    const p = provider({ ipnNotificationType: "POST" });
    const { request, trackingId } = await started(p, { notifyUrl: `${merchantUrl}/payments/pesapal/ipn/post-${Date.now()}` });
    await standIn.complete(trackingId);
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe("POST");
    expect(received[0]!.input).toEqual({ OrderTrackingId: trackingId, OrderNotificationType: "IPNCHANGE", OrderMerchantReference: request.merchantReference });
  });

  it("can be driven over the stand-in's control API (npm run dev, browser tests)", async () => {
    const p = provider();
    const { trackingId } = await started(p);
    const listed = (await (await fetch(`${standIn.url}/__stand-in/orders`)).json()) as { orders: { orderTrackingId: string }[] };
    expect(listed.orders.map((o) => o.orderTrackingId)).toContain(trackingId);
    const completed = await fetch(`${standIn.url}/__stand-in/orders/${trackingId}/complete`, { method: "POST", body: JSON.stringify({ confirmation_code: "CTRL123" }) });
    expect(completed.status).toBe(200);
    expect(await p.status(trackingId, { amount: 123_450, currency: "KES" })).toMatchObject({ state: "succeeded", transactionId: "CTRL123" });
    expect((await fetch(`${standIn.url}/__stand-in/fault`, { method: "POST", body: JSON.stringify({ kind: "unavailable", endpoint: "GetTransactionStatus" }) })).status).toBe(200);
    await expect(p.status(trackingId, { amount: 123_450, currency: "KES" })).rejects.toBeInstanceOf(ProviderUnavailable);
    expect((await fetch(`${standIn.url}/__stand-in/fault`, { method: "DELETE" })).status).toBe(200);
    expect(await p.status(trackingId, { amount: 123_450, currency: "KES" })).toMatchObject({ state: "succeeded" });
  });
});

describe("parseIpn", () => {
  const valid = { OrderTrackingId: "b945e4af-80a5-4ec1-8706-e03f8332fb04", OrderNotificationType: "IPNCHANGE", OrderMerchantReference: "PA-lx2k9-17" };
  const named = { orderTrackingId: valid.OrderTrackingId, merchantReference: valid.OrderMerchantReference };

  it("reads Pesapal's IPN from a query, URLSearchParams or a JSON body", () => {
    expect(parseIpn(valid)).toEqual(named);
    expect(parseIpn(new URLSearchParams(valid))).toEqual(named);
    expect(parseIpn({ orderTrackingId: valid.OrderTrackingId, orderNotificationType: "ipnchange", orderMerchantReference: valid.OrderMerchantReference })).toEqual(named);
    expect(parseIpn({ ...valid, OrderTrackingId: [valid.OrderTrackingId] })).toEqual(named);
    expect(parseIpn({ ...valid, extra: "ignored" })).toEqual(named);
  });

  it("answers null to anything else, hostile or malformed, without throwing", () => {
    const bad: unknown[] = [
      null,
      undefined,
      "OrderTrackingId=x",
      42,
      [valid],
      {},
      { ...valid, OrderNotificationType: "RECURRING" },
      { ...valid, OrderNotificationType: "CALLBACKURL" },
      { OrderTrackingId: valid.OrderTrackingId, OrderMerchantReference: valid.OrderMerchantReference },
      { ...valid, OrderTrackingId: "" },
      { ...valid, OrderTrackingId: "<script>alert(1)</script>" },
      { ...valid, OrderTrackingId: "b945e4af 80a5" },
      { ...valid, OrderTrackingId: "a".repeat(65) },
      { ...valid, OrderTrackingId: "b945e4af\n-80a5" },
      { ...valid, OrderMerchantReference: "x".repeat(51) },
      { ...valid, OrderMerchantReference: "PA-1'; DROP TABLE payments;--" },
      { ...valid, OrderMerchantReference: "../../etc/passwd" },
      { ...valid, OrderTrackingId: 12345 },
      { ...valid, OrderTrackingId: { $ne: null } },
      { ...valid, OrderTrackingId: [valid.OrderTrackingId, "other"] },
      { ...valid, ordertrackingid: "c945e4af-80a5-4ec1-8706-e03f8332fb04" },
      new URLSearchParams(`${new URLSearchParams(valid)}&OrderTrackingId=other`),
      JSON.parse(`{"__proto__": ${JSON.stringify(valid)}}`),
    ];
    for (const input of bad) expect(parseIpn(input), JSON.stringify(input) ?? String(input)).toBeNull();
  });

  it("never throws and never names what the input did not contain, whatever it is given", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom("OrderTrackingId", "OrderNotificationType", "OrderMerchantReference", "x"), fc.oneof(fc.string(), fc.constant("IPNCHANGE")))), (input) => {
        const parsed = parseIpn(input);
        if (parsed) {
          const values = Object.values(input as object);
          expect(values).toContain(parsed.orderTrackingId);
          expect(values).toContain(parsed.merchantReference);
        }
      }),
    );
  });

  it("the traveller's return is read by parseCheckoutReturn, not taken for an IPN", () => {
    const back = new URLSearchParams({ OrderTrackingId: valid.OrderTrackingId, OrderMerchantReference: valid.OrderMerchantReference });
    expect(parseCheckoutReturn(back)).toEqual(named);
    expect(parseIpn(back)).toBeNull();
    expect(parseCheckoutReturn({ ...valid })).toBeNull();
  });

  it("acknowledges as Pesapal documents, with 500 when we could not record it", () => {
    expect(ipnAcknowledgement(named)).toEqual({ orderNotificationType: "IPNCHANGE", orderTrackingId: named.orderTrackingId, orderMerchantReference: named.merchantReference, status: 200 });
    expect(ipnAcknowledgement(named, false).status).toBe(500);
  });
});

describe("refunds", () => {
  it("ask Pesapal for a refund of a completed payment, with the exact decimal amount; a second is refused", async () => {
    const p = provider();
    const { request, trackingId } = await started(p);
    await standIn.complete(trackingId, { confirmationCode: "RF5XYZ9876" });
    const refund = { providerReference: trackingId, transactionId: "RF5XYZ9876", amount: 61_725, currency: "KES" as const, requestedBy: "owner@example.com", remarks: `Cancelled ${request.accountReference}` };
    expect(await p.refund(refund)).toEqual({ accepted: true, message: "Refund request successfully" });
    expect(standIn.order(trackingId)!.refund).toMatchObject({ amount: "617.25", username: "owner@example.com", remarks: "Cancelled BK-00042" });
    const second = await p.refund(refund);
    expect(second.accepted).toBe(false);
    expect(second.message).toMatch(/already/);
  });

  it("are refused for more than was paid, or for a payment Pesapal does not know", async () => {
    const p = provider();
    const { trackingId } = await started(p);
    await standIn.complete(trackingId, { confirmationCode: "RF5OVER" });
    const refund = { providerReference: trackingId, transactionId: "RF5OVER", amount: 123_451, currency: "KES" as const, requestedBy: "owner", remarks: "too much" };
    expect((await p.refund(refund)).accepted).toBe(false);
    expect((await p.refund({ ...refund, amount: 100, transactionId: "NOSUCHCODE" })).accepted).toBe(false);
  });

  it("Pesapal unavailable: ProviderUnavailable, nothing recorded", async () => {
    const p = provider();
    const { trackingId } = await started(p);
    await standIn.complete(trackingId, { confirmationCode: "RF5DOWN" });
    standIn.setFault("unavailable", { endpoint: "RefundRequest" });
    await expect(p.refund({ providerReference: trackingId, transactionId: "RF5DOWN", amount: 100, currency: "KES", requestedBy: "owner", remarks: "x" })).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(standIn.order(trackingId)!.refund).toBeNull();
  });
});
