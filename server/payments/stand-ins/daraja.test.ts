/**
 * The Daraja stand-in by itself, in raw HTTP as Daraja's published contract writes it (no adapter
 * code): if the adapter and the stand-in shared a mistake about Daraja, these would still hold it
 * to the contract. And it stays independent: it imports nothing of the adapter.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDarajaStandIn, type DarajaStandIn } from "./daraja.ts";

let standIn: DarajaStandIn;
beforeAll(async () => {
  standIn = await startDarajaStandIn({ shortcode: "600100", passkey: "pk-0123", consumerKey: "ck", consumerSecret: "cs" });
});
afterAll(() => standIn?.stop());

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString("base64")}`;
const kenyaNow = () => new Date(Date.now() + 3 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14);
const password = (stamp: string) => Buffer.from(`600100pk-0123${stamp}`).toString("base64");

async function token(): Promise<string> {
  const res = await fetch(`${standIn.url}/oauth/v1/generate?grant_type=client_credentials`, { headers: { authorization: basic("ck", "cs") } });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call(path: string, body: unknown, bearer?: string) {
  const res = await fetch(standIn.url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${bearer ?? (await token())}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const push = (fields: Record<string, unknown> = {}) => {
  const Timestamp = kenyaNow();
  return {
    BusinessShortCode: 600100,
    Password: password(Timestamp),
    Timestamp,
    TransactionType: "CustomerPayBillOnline",
    Amount: 1,
    PartyA: 254708374149,
    PartyB: 600100,
    PhoneNumber: 254708374149,
    CallBackURL: "https://site.example/callback",
    AccountReference: "BK-00001",
    TransactionDesc: "Deposit",
    ...fields,
  };
};

describe("Daraja stand-in, raw HTTP", () => {
  it("imports nothing of our adapter", () => {
    const source = readFileSync(new URL("./daraja.ts", import.meta.url), "utf8");
    const imports = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.every((from) => from.startsWith("node:") || from === "hono" || from === "@hono/node-server")).toBe(true);
  });

  it("OAuth: Basic credentials and the grant type checked; expires_in is the string \"3599\"", async () => {
    const url = `${standIn.url}/oauth/v1/generate`;
    const good = await fetch(`${url}?grant_type=client_credentials`, { headers: { authorization: basic("ck", "cs") } });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ access_token: expect.any(String), expires_in: "3599" });
    const wrong = await fetch(`${url}?grant_type=client_credentials`, { headers: { authorization: basic("ck", "nope") } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ requestId: expect.any(String), errorCode: expect.any(String), errorMessage: expect.any(String) });
    expect((await fetch(url, { headers: { authorization: basic("ck", "cs") } })).status).toBe(400);
  });

  it("STK push: accepted with the five fields of the acknowledgement; numbers as numbers or strings", async () => {
    const answer = await call("/mpesa/stkpush/v1/processrequest", push());
    expect(answer).toEqual({
      status: 200,
      body: { MerchantRequestID: expect.any(String), CheckoutRequestID: expect.stringMatching(/^ws_CO_/), ResponseCode: "0", ResponseDescription: expect.any(String), CustomerMessage: expect.any(String) },
    });
    expect((await call("/mpesa/stkpush/v1/processrequest", push({ BusinessShortCode: "600100", PartyA: "254712345678", PhoneNumber: "254712345678" }))).status).toBe(200);
  });

  it.each([
    ["an unknown token", { bearer: "forged" }, 401, "404.001.03"],
    ["a wrong Password", { fields: { Password: password("20000101000000") } }, 500, "500.001.1001"],
    ["a Timestamp in UTC, not Kenya time", { fields: { Timestamp: new Date().toISOString().replace(/\D/g, "").slice(0, 14) } }, 400, "400.002.02"],
    ["another shortcode", { fields: { BusinessShortCode: 600200 } }, 400, "400.002.02"],
    ["an amount with cents", { fields: { Amount: 1.5 } }, 400, "400.002.02"],
    ["an amount over the limit", { fields: { Amount: 250_001 } }, 400, "400.002.02"],
    ["a local phone number", { fields: { PhoneNumber: "0712345678" } }, 400, "400.002.02"],
    ["a reference over 12 characters", { fields: { AccountReference: "BK-0000000001" } }, 400, "400.002.02"],
    ["a description over 13 characters", { fields: { TransactionDesc: "Deposit for BK" } }, 400, "400.002.02"],
    ["no callback URL", { fields: { CallBackURL: "not a url" } }, 400, "400.002.02"],
    ["an unknown transaction type", { fields: { TransactionType: "PayBill" } }, 400, "400.002.02"],
  ] as const)("STK push refuses %s in Daraja's error shape", async (_what, { fields, bearer }: { fields?: Record<string, unknown>; bearer?: string }, status, errorCode) => {
    const answer = await call("/mpesa/stkpush/v1/processrequest", push(fields), bearer);
    expect(answer).toEqual({ status, body: { requestId: expect.any(String), errorCode, errorMessage: expect.any(String) } });
  });

  it("STK query: 500.001.1001 while open, then ResultCode and ResultDesc", async () => {
    const started = await call("/mpesa/stkpush/v1/processrequest", push());
    const id = started.body.CheckoutRequestID as string;
    const Timestamp = kenyaNow();
    const query = () => call("/mpesa/stkpushquery/v1/query", { BusinessShortCode: "600100", Password: password(Timestamp), Timestamp, CheckoutRequestID: id });
    expect(await query()).toEqual({ status: 500, body: { requestId: expect.any(String), errorCode: "500.001.1001", errorMessage: "The transaction is being processed" } });
    await standIn.cancel(id, { delivery: "never" });
    expect(await query()).toEqual({
      status: 200,
      body: { ResponseCode: "0", ResponseDescription: expect.any(String), MerchantRequestID: started.body.MerchantRequestID, CheckoutRequestID: id, ResultCode: "1032", ResultDesc: "Request cancelled by user" },
    });
  });

  it("registerurl: ResponseType Completed or Cancelled only", async () => {
    const body = { ShortCode: "600100", ResponseType: "Completed", ConfirmationURL: "https://site.example/c", ValidationURL: "https://site.example/v" };
    expect(await call("/mpesa/c2b/v1/registerurl", body)).toEqual({ status: 200, body: { OriginatorCoversationID: expect.any(String), ResponseCode: "0", ResponseDescription: "Success" } });
    expect((await call("/mpesa/c2b/v1/registerurl", { ...body, ResponseType: "completed" })).status).toBe(400);
  });
});
