/**
 * Issue 26 (M-Pesa through Daraja), decision 0051: the adapter against the Daraja stand-in over real
 * HTTP. The token is fetched once and renewed near its end; a push starts with what Daraja wants
 * (whole shillings rounded up, Kenya-time Timestamp, the Password it checks); the STK query's every
 * answer maps to its outcome, "being processed" to pending; anything Daraja says off its contract
 * (garbage, a hang, a 503, a refused connection) is ProviderUnavailable and never anything else;
 * registerurl says Completed; callbacks and paybill confirmations reach our URL once, twice, never,
 * late or out of order, and read back through the parsers.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { darajaConfig, type DarajaConfig } from "../../server/payments/daraja/config.ts";
import { DarajaClient } from "../../server/payments/daraja/daraja-client.ts";
import { C2B_ACCEPTED, createMpesaProvider, parseC2bConfirmation, parseStkCallback, registerC2bUrls } from "../../server/payments/daraja/mpesa-provider.ts";
import { ProviderUnavailable, type StartPaymentRequest } from "../../server/payments/provider.ts";
import { startDarajaStandIn, type DarajaStandIn } from "../../server/payments/stand-ins/daraja.ts";
import { waitUntil } from "../helpers/wait-until.ts";

/** Our side of Daraja's callbacks: records every POST and answers as told. */
interface Receiver {
  url: string;
  received: { path: string; body: unknown }[];
  answerStatus: number;
  stop(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { received: [] as { path: string; body: unknown }[], answerStatus: 200 } as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      receiver.received.push({ path: req.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      res.writeHead(receiver.answerStatus, { "content-type": "application/json" }).end(JSON.stringify(C2B_ACCEPTED));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

describe("Daraja adapter against the stand-in", () => {
  let standIn: DarajaStandIn;
  let receiver: Receiver;
  let config: DarajaConfig;
  let client: DarajaClient;
  const provider = () => createMpesaProvider(client);

  const request = (fields: Partial<StartPaymentRequest> = {}): StartPaymentRequest => ({
    merchantReference: "att-1",
    amount: 1_250_000,
    currency: "KES",
    description: "BK-00042 deposit",
    accountReference: "BK-00042",
    phone: "254712345678",
    notifyUrl: `${receiver.url}/stk?token=secret-abc`,
    returnUrl: "http://site.example/bookings/x",
    ...fields,
  });

  async function started(fields: Partial<StartPaymentRequest> = {}): Promise<string> {
    const result = await provider().start(request(fields));
    if (result.kind !== "prompt") throw new Error(`Expected a prompt, got ${JSON.stringify(result)}`);
    return result.providerReference;
  }

  beforeAll(async () => {
    standIn = await startDarajaStandIn();
    receiver = await startReceiver();
    config = darajaConfig(standIn.env)!;
  });
  afterAll(async () => {
    await standIn?.stop();
    await receiver?.stop();
  });
  afterEach(() => {
    standIn.fault(null);
    receiver.received.length = 0;
    receiver.answerStatus = 200;
  });
  // A fresh client per test, so token counts start from nothing.
  const freshClient = (options: ConstructorParameters<typeof DarajaClient>[1] = {}) => {
    client = new DarajaClient(config, { timeoutMs: 5_000, ...options });
    return client;
  };

  describe("access token", () => {
    it("is fetched once and shared, even by requests made at the same moment", async () => {
      freshClient();
      const before = standIn.tokensIssued();
      const [id] = await Promise.all([started(), started(), started()]);
      await Promise.all([1, 2, 3].map(() => provider().status(id, { amount: 1_250_000, currency: "KES" })));
      await started();
      expect(standIn.tokensIssued() - before).toBe(1);
    });

    it("is renewed shortly before Daraja says it expires, not after", async () => {
      let now = Date.now();
      freshClient({ now: () => now });
      const before = standIn.tokensIssued();
      await started();
      now += 3_500_000; // under an hour: 3599 s less the minute's margin is not reached yet
      await started();
      expect(standIn.tokensIssued() - before).toBe(1);
      now += 40_000; // within the last minute of its 3599 s
      await started();
      expect(standIn.tokensIssued() - before).toBe(2);
    });

    it("is asked for again when Daraja no longer honours it, and the request goes through", async () => {
      freshClient();
      await started();
      const before = standIn.tokensIssued();
      standIn.revokeTokens();
      const id = await started();
      expect(standIn.push(id)?.state).toBe("open");
      expect(standIn.tokensIssued() - before).toBe(1);
    });

    it("refused (wrong key or secret) is ProviderUnavailable", async () => {
      client = new DarajaClient({ ...config, consumerSecret: "not-the-secret" });
      await expect(provider().start(request())).rejects.toBeInstanceOf(ProviderUnavailable);
    });
  });

  describe("start", () => {
    it("sends the push Daraja wants and answers the CheckoutRequestID", async () => {
      freshClient();
      const id = await started({ amount: 150_050, description: "BK-00042 deposit for the Mara trip", accountReference: "BK-00042-EXTRA-LONG", phone: "0712 345 678" });
      expect(id).toMatch(/^ws_CO_/);
      const push = standIn.push(id)!;
      expect(push.request).toEqual({
        transactionType: "CustomerPayBillOnline",
        amount: 1501, // 1,500.50 rounded up to whole shillings
        partyA: "254712345678",
        partyB: config.shortcode,
        phoneNumber: "254712345678",
        callBackUrl: `${receiver.url}/stk?token=secret-abc`,
        accountReference: "BK-00042-EXT", // Daraja's 12 characters
        transactionDesc: "BK-00042 depo", // and its 13
      });
      expect(push.state).toBe("open");
    });

    it("pays a till with CustomerBuyGoodsOnline when configured so", async () => {
      client = new DarajaClient({ ...config, transactionType: "CustomerBuyGoodsOnline" });
      const id = await started();
      expect(standIn.push(id)?.request.transactionType).toBe("CustomerBuyGoodsOnline");
    });

    it("refuses what M-Pesa cannot take, without a push: another currency, a number that is not a Kenyan mobile, nothing to pay", async () => {
      freshClient();
      const before = standIn.pushes().length;
      expect(await provider().start(request({ currency: "USD" }))).toMatchObject({ kind: "refused" });
      expect(await provider().start(request({ phone: "020 123 4567" }))).toMatchObject({ kind: "refused" });
      expect(await provider().start(request({ phone: undefined }))).toMatchObject({ kind: "refused" });
      expect(await provider().start(request({ amount: 0 }))).toMatchObject({ kind: "refused" });
      expect(await provider().start(request({ amount: 12.5 }))).toMatchObject({ kind: "refused" });
      expect(standIn.pushes().length).toBe(before);
    });

    it("answers refused when Daraja refuses the request itself (400: an amount over M-Pesa's limit)", async () => {
      freshClient();
      expect(await provider().start(request({ amount: 30_000_000 }))).toEqual({ kind: "refused", message: "Bad Request - Invalid Amount" });
    });

    it("answers refused, with words, when a prompt is already open on that phone", async () => {
      const strict = await startDarajaStandIn({ oneOpenPushPerPhone: true });
      try {
        client = new DarajaClient(darajaConfig(strict.env)!);
        expect((await provider().start(request({ phone: "0722 000 111" }))).kind).toBe("prompt");
        expect(await provider().start(request({ phone: "0722 000 111" }))).toEqual({ kind: "refused", message: expect.stringMatching(/already open on this phone/) });
      } finally {
        await strict.stop();
      }
    });

    it("a wrong passkey (Daraja: wrong credentials) is ProviderUnavailable, never a refusal shown as the traveller's fault", async () => {
      client = new DarajaClient({ ...config, passkey: "not-the-passkey" });
      await expect(provider().start(request())).rejects.toBeInstanceOf(ProviderUnavailable);
    });
  });

  describe("status", () => {
    const asked = { amount: 1_250_000, currency: "KES" as const };

    it("is pending while the prompt is open (Daraja: 500.001.1001 being processed)", async () => {
      freshClient();
      const id = await started();
      expect(await provider().status(id, asked)).toEqual({ state: "pending" });
    });

    it("succeeded: the asked amount in whole shillings, no receipt (only the callback has it)", async () => {
      freshClient();
      const id = await started({ amount: 150_050 });
      await standIn.approve(id);
      expect(await provider().status(id, { amount: 150_050, currency: "KES" })).toEqual({ state: "succeeded", transactionId: null, amount: 150_100, currency: "KES", method: "M-Pesa" });
      const whole = await started();
      await standIn.approve(whole);
      expect(await provider().status(whole, asked)).toMatchObject({ state: "succeeded", amount: 1_250_000 });
    });

    it.each([
      ["cancel", "cancelled"],
      ["wrongPin", "wrong_pin"],
      ["timeout", "timed_out"],
      ["insufficientFunds", "insufficient_funds"],
    ] as const)("%s on the phone reads as %s", async (decision, reason) => {
      freshClient();
      const id = await started();
      await standIn[decision](id);
      expect(await provider().status(id, asked)).toEqual({ state: "failed", reason, detail: expect.stringMatching(/^\d+: .+/) });
    });

    it.each([
      [1019, "Transaction has expired", "timed_out"],
      [1001, "Unable to lock subscriber, a transaction is already in process for the current subscriber", "declined"],
      [9999, "Request cancelled by the system", "unknown"],
      [17, "System internal error", "unknown"],
    ] as const)("result code %i reads as its reason with Daraja's words kept", async (code, desc, reason) => {
      freshClient();
      const id = await started();
      await standIn.decide(id, code, desc);
      expect(await provider().status(id, asked)).toEqual({ state: "failed", reason, detail: `${code}: ${desc}` });
    });

    it("an id Daraja does not know is ProviderUnavailable (asked again later), not a failure", async () => {
      freshClient();
      await expect(provider().status("ws_CO_000000000000000", asked)).rejects.toBeInstanceOf(ProviderUnavailable);
    });
  });

  describe("Daraja down, slow or talking nonsense: always ProviderUnavailable", () => {
    it.each(["garbage", "off-contract", "unavailable", "hang"] as const)("%s on the push, the query and the token", async (kind) => {
      // A shorter limit where the stand-in is to hang, still long enough for a loaded machine's real answers.
      const timeoutMs = kind === "hang" ? 1_000 : 5_000;
      freshClient({ timeoutMs });
      const id = await started();
      for (const target of ["stkpush", "stkquery"] as const) {
        standIn.fault(kind, { target });
        const call = target === "stkpush" ? provider().start(request()) : provider().status(id, { amount: 1_250_000, currency: "KES" });
        await expect(call).rejects.toBeInstanceOf(ProviderUnavailable);
      }
      standIn.fault(kind, { target: "oauth" });
      freshClient({ timeoutMs });
      await expect(provider().start(request())).rejects.toBeInstanceOf(ProviderUnavailable);
      // Cleared, the same client works again: nothing was left broken (no half-fetched token kept).
      standIn.fault(null);
      expect((await provider().start(request())).kind).toBe("prompt");
    });

    it("a fault that passes: the next call works", async () => {
      freshClient();
      standIn.fault("unavailable", { target: "stkpush", times: 1 });
      await expect(provider().start(request())).rejects.toBeInstanceOf(ProviderUnavailable);
      expect((await provider().start(request())).kind).toBe("prompt");
    });

    it("nothing listening (connection refused) is ProviderUnavailable", async () => {
      const gone = await startDarajaStandIn();
      const goneConfig = darajaConfig(gone.env)!;
      await gone.stop();
      client = new DarajaClient(goneConfig, { timeoutMs: 2_000 });
      await expect(provider().start(request())).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(registerC2bUrls(client, { confirmationUrl: "https://site.example/c", validationUrl: "https://site.example/v" })).rejects.toBeInstanceOf(ProviderUnavailable);
    });
  });

  describe("STK callback", () => {
    it("delivered once, with the receipt, amount and phone read back as a hint", async () => {
      freshClient();
      const id = await started({ phone: "+254 712 345 678" });
      const push = await standIn.approve(id, { receipt: "TKL7RT61SV" });
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0].path).toBe("/stk?token=secret-abc");
      expect(parseStkCallback(receiver.received[0].body)).toEqual({ checkoutRequestId: id, resultCode: 0, receipt: "TKL7RT61SV", amount: 1_250_000, phone: "254712345678" });
      expect(push.deliveries[0].status).toBe(200);
    });

    it("a failure's callback has no metadata: no receipt, no amount", async () => {
      freshClient();
      const id = await started();
      await standIn.cancel(id);
      expect(parseStkCallback(receiver.received[0].body)).toEqual({ checkoutRequestId: id, resultCode: 1032, receipt: null, amount: null, phone: null });
    });

    it("delivered twice, never (then by hand), late, or out of order", async () => {
      freshClient();
      const twice = await started();
      await standIn.approve(twice, { delivery: "twice" });
      expect(receiver.received.map((r) => parseStkCallback(r.body)?.checkoutRequestId)).toEqual([twice, twice]);

      receiver.received.length = 0;
      const first = await started();
      const second = await started();
      await standIn.approve(first, { delivery: "never" });
      await standIn.cancel(second, { delivery: "never" });
      expect(receiver.received).toHaveLength(0);
      // The query knows the outcome although no callback came: that is what reconciliation relies on.
      expect(await provider().status(first, { amount: 1_250_000, currency: "KES" })).toMatchObject({ state: "succeeded" });
      await standIn.deliverCallback(second);
      await standIn.deliverCallback(first);
      expect(receiver.received.map((r) => parseStkCallback(r.body)?.checkoutRequestId)).toEqual([second, first]);

      receiver.received.length = 0;
      const late = await started();
      await standIn.approve(late, { delayMs: 50 });
      await waitUntil(() => receiver.received.length === 1, "the late callback");
      expect(parseStkCallback(receiver.received[0].body)?.checkoutRequestId).toBe(late);
    });

    it("records what our side answered, including a failure to answer", async () => {
      freshClient();
      receiver.answerStatus = 503;
      const id = await started();
      const push = await standIn.approve(id);
      expect(push.deliveries.map((d) => d.status)).toEqual([503]);
      const nowhere = await started({ notifyUrl: "http://127.0.0.1:9/stk" });
      const lost = await standIn.approve(nowhere);
      expect(lost.deliveries[0]).toMatchObject({ status: null, error: expect.any(String) });
    });
  });

  describe("C2B paybill", () => {
    it("registers our URLs with ResponseType Completed", async () => {
      freshClient();
      const result = await registerC2bUrls(client, { confirmationUrl: `${receiver.url}/c2b/confirm?token=t1`, validationUrl: `${receiver.url}/c2b/validate?token=t1` });
      expect(result).toEqual({ registered: true, message: "Success" });
      expect(standIn.registrations().at(-1)).toEqual({
        shortCode: config.shortcode,
        responseType: "Completed",
        confirmationUrl: `${receiver.url}/c2b/confirm?token=t1`,
        validationUrl: `${receiver.url}/c2b/validate?token=t1`,
      });
    });

    it("a payment to the paybill reaches the confirmation URL and reads back typed", async () => {
      freshClient();
      await registerC2bUrls(client, { confirmationUrl: `${receiver.url}/c2b/confirm`, validationUrl: `${receiver.url}/c2b/validate` });
      const paid = await standIn.payBill({ billRef: " BK-00042 ", amount: 15_000.5, phone: "254722000111", firstName: "Wanjiru", at: new Date("2026-11-27T09:30:05Z") });
      expect(paid.confirmed).toBe(true);
      expect(receiver.received.map((r) => r.path)).toEqual(["/c2b/confirm"]);
      expect(parseC2bConfirmation(receiver.received[0].body)).toEqual({
        transactionType: "Pay Bill",
        transId: paid.transId,
        paidAt: new Date("2026-11-27T09:30:05Z"),
        amount: 1_500_050,
        businessShortCode: config.shortcode,
        billRefNumber: "BK-00042",
        invoiceNumber: "",
        thirdPartyTransId: "",
        msisdn: "254722000111",
        payerName: "Wanjiru",
      });
    });

    it("with validation on: asked first; our server down still completes the payment (Completed)", async () => {
      freshClient();
      await registerC2bUrls(client, { confirmationUrl: `${receiver.url}/c2b/confirm`, validationUrl: "http://127.0.0.1:9/c2b/validate" });
      const paid = await standIn.payBill({ billRef: "BK-00043", amount: 500, validate: true });
      expect(paid.validation).toMatchObject({ status: null });
      expect(paid.confirmed).toBe(true);
      expect(receiver.received.map((r) => r.path)).toEqual(["/c2b/confirm"]);
    });
  });

  describe("the control API over HTTP (npm run dev, browser tests)", () => {
    it("lists pushes and decides them", async () => {
      freshClient();
      const id = await started();
      const list = (await (await fetch(`${standIn.url}/__stand-in/pushes`)).json()) as { checkoutRequestId: string; state: string }[];
      expect(list.find((p) => p.checkoutRequestId === id)?.state).toBe("open");
      const res = await fetch(`${standIn.url}/__stand-in/pushes/${id}/wrong-pin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ delivery: "never" }) });
      expect(res.status).toBe(200);
      expect(receiver.received).toHaveLength(0);
      expect(await provider().status(id, { amount: 1_250_000, currency: "KES" })).toMatchObject({ state: "failed", reason: "wrong_pin" });
      expect((await fetch(`${standIn.url}/__stand-in/pushes/${id}/approve`, { method: "POST" })).status).toBe(409);
      expect((await fetch(`${standIn.url}/__stand-in/pushes/${id}/callback`, { method: "POST" })).status).toBe(200);
      expect(receiver.received).toHaveLength(1);
      const page = await (await fetch(`${standIn.url}/__stand-in/`)).text();
      expect(page).toContain(id);
    });

    it("arms a fault and pays a bill", async () => {
      freshClient();
      await fetch(`${standIn.url}/__stand-in/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind: "unavailable", target: "stkpush", times: 1 }) });
      await expect(provider().start(request())).rejects.toBeInstanceOf(ProviderUnavailable);
      await registerC2bUrls(client, { confirmationUrl: `${receiver.url}/c2b/confirm`, validationUrl: `${receiver.url}/c2b/validate` });
      const res = await fetch(`${standIn.url}/__stand-in/pay-bill`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ billRef: "BK-00044", amount: 2500 }) });
      expect(res.status).toBe(200);
      expect(parseC2bConfirmation(receiver.received.at(-1)?.body)).toMatchObject({ billRefNumber: "BK-00044", amount: 250_000 });
    });

    it("auto-approves each push after a moment, for local development", async () => {
      const auto = await startDarajaStandIn({ autoApproveAfterMs: 20 });
      try {
        client = new DarajaClient(darajaConfig(auto.env)!);
        const id = await started();
        await waitUntil(() => receiver.received.some((r) => parseStkCallback(r.body)?.checkoutRequestId === id), "the automatic approval's callback");
        expect(await provider().status(id, { amount: 1_250_000, currency: "KES" })).toMatchObject({ state: "succeeded" });
        expect(parseStkCallback(receiver.received.at(-1)?.body)).toMatchObject({ checkoutRequestId: id, resultCode: 0, receipt: expect.any(String) });
      } finally {
        await auto.stop();
      }
    });
  });
});
