import { describe, expect, it } from "vitest";
import { darajaTimestamp, parseC2bConfirmation, parseStkCallback, wholeShillings } from "./mpesa-provider.ts";

/** Text a forged or broken callback might carry in any field. */
const hostileStrings = () => [
  "",
  " ",
  "\u0000",
  "\ud800",
  "null",
  "undefined",
  "NaN",
  "-1",
  "99999999999999999999999",
  "0x1F",
  "1e400",
  "<script>alert(1)</script>",
  "'; DROP TABLE booking_payments; --",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "x".repeat(100_000),
];

const success = (overrides: Record<string, unknown> = {}, items?: unknown) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: "29115-34620561-1",
      CheckoutRequestID: "ws_CO_191220191020363925",
      ResultCode: 0,
      ResultDesc: "The service request is processed successfully.",
      CallbackMetadata: {
        Item: items ?? [
          { Name: "Amount", Value: 1.0 },
          { Name: "MpesaReceiptNumber", Value: "NLJ7RT61SV" },
          { Name: "Balance" },
          { Name: "TransactionDate", Value: 20191219102115 },
          { Name: "PhoneNumber", Value: 254708374149 },
        ],
      },
      ...overrides,
    },
  },
});

const confirmation = (overrides: Record<string, unknown> = {}) => ({
  TransactionType: "Pay Bill",
  TransID: "RKTQDM7W6S",
  TransTime: "20191122063845",
  TransAmount: "10",
  BusinessShortCode: "600638",
  BillRefNumber: "BK-00042",
  InvoiceNumber: "",
  OrgAccountBalance: "49197.00",
  ThirdPartyTransID: "",
  MSISDN: "254708374149",
  FirstName: "John",
  MiddleName: "",
  LastName: "Doe",
  ...overrides,
});

describe("Daraja's clock and money", () => {
  it("stamps in Kenya time (UTC+3 all year), YYYYMMDDHHmmss", () => {
    expect(darajaTimestamp(new Date("2026-11-27T21:05:09Z"))).toBe("20261128000509");
    expect(darajaTimestamp(new Date("2026-06-30T00:00:00Z"))).toBe("20260630030000");
  });

  it("rounds cents up to whole shillings, never down", () => {
    expect(wholeShillings(150_000)).toBe(1500);
    expect(wholeShillings(150_001)).toBe(1501);
    expect(wholeShillings(150_099)).toBe(1501);
    expect(wholeShillings(1)).toBe(1);
  });
});

describe("parseStkCallback (a hint, never proof)", () => {
  it("reads a success: receipt, amount in cents, the phone", () => {
    expect(parseStkCallback(success())).toEqual({ checkoutRequestId: "ws_CO_191220191020363925", resultCode: 0, receipt: "NLJ7RT61SV", amount: 100, phone: "254708374149" });
    expect(parseStkCallback(success({}, [{ Name: "Amount", Value: "12500.50" }]))).toMatchObject({ amount: 1_250_050, receipt: null, phone: null });
  });

  it("reads a failure without metadata, and a result code sent as text", () => {
    expect(parseStkCallback(success({ ResultCode: 1032, ResultDesc: "Request cancelled by user", CallbackMetadata: undefined }))).toEqual({
      checkoutRequestId: "ws_CO_191220191020363925",
      resultCode: 1032,
      receipt: null,
      amount: null,
      phone: null,
    });
    expect(parseStkCallback(success({ ResultCode: "2001" }))?.resultCode).toBe(2001);
  });

  it("keeps the hint but drops a malformed receipt, amount or phone", () => {
    const odd = parseStkCallback(
      success({}, [
        { Name: "Amount", Value: -5 },
        { Name: "MpesaReceiptNumber", Value: "<script>" },
        { Name: "PhoneNumber", Value: "255712345678" },
      ]),
    );
    expect(odd).toEqual({ checkoutRequestId: "ws_CO_191220191020363925", resultCode: 0, receipt: null, amount: null, phone: null });
    for (const amount of [1e20, 0.001, "1e5", "12.345", "", "0x10"])
      expect(parseStkCallback(success({}, [{ Name: "Amount", Value: amount }]))?.amount).toBeNull();
  });

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["a string", "Body"],
    ["a number", 0],
    ["an array", [success()]],
    ["an empty object", {}],
    ["no stkCallback", { Body: {} }],
    ["Body null", { Body: null }],
    ["no CheckoutRequestID", success({ CheckoutRequestID: undefined })],
    ["an empty CheckoutRequestID", success({ CheckoutRequestID: "" })],
    ["a CheckoutRequestID with SQL", success({ CheckoutRequestID: "ws_CO_1'; DROP TABLE payments;--" })],
    ["a CheckoutRequestID as an object", success({ CheckoutRequestID: { $ne: null } })],
    ["a huge CheckoutRequestID", success({ CheckoutRequestID: "w".repeat(10_000) })],
    ["no ResultCode", success({ ResultCode: undefined })],
    ["a ResultCode in words", success({ ResultCode: "zero" })],
    ["a fractional ResultCode", success({ ResultCode: 0.5 })],
    ["Item not a list", success({ CallbackMetadata: { Item: { Name: "Amount", Value: 1 } } })],
    ["thousands of items", success({}, Array.from({ length: 5_000 }, () => ({ Name: "Amount", Value: 1 })))],
    ["an item value that is an object", success({}, [{ Name: "MpesaReceiptNumber", Value: { toString: "x" } }])],
  ])("gives null for %s", (_what, body) => {
    expect(parseStkCallback(body)).toBeNull();
  });

  it("never throws on hostile text anywhere, and ignores keys meant to pollute prototypes", () => {
    for (const text of hostileStrings()) {
      expect(() => parseStkCallback(success({ CheckoutRequestID: text, ResultDesc: text }))).not.toThrow();
      expect(() => parseStkCallback(JSON.parse(JSON.stringify({ Body: { stkCallback: text } })))).not.toThrow();
    }
    const polluted = JSON.parse('{"Body":{"stkCallback":{"CheckoutRequestID":"ws_CO_1","ResultCode":0,"__proto__":{"polluted":true}}}}');
    expect(parseStkCallback(polluted)?.checkoutRequestId).toBe("ws_CO_1");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("parseC2bConfirmation", () => {
  it("reads Daraja's confirmation: cents, the Kenyan time as an instant, the account typed, the payer's names", () => {
    expect(parseC2bConfirmation(confirmation())).toEqual({
      transactionType: "Pay Bill",
      transId: "RKTQDM7W6S",
      paidAt: new Date("2019-11-22T03:38:45Z"),
      amount: 1_000,
      businessShortCode: "600638",
      billRefNumber: "BK-00042",
      invoiceNumber: "",
      thirdPartyTransId: "",
      msisdn: "254708374149",
      payerName: "John Doe",
    });
  });

  it("takes numbers where Daraja sometimes sends them, a masked MSISDN, and a trimmed account", () => {
    const read = parseC2bConfirmation(confirmation({ TransAmount: 2500.5, BusinessShortCode: 600638, TransTime: 20191122063845, MSISDN: "2547 ***** 149", BillRefNumber: " bk-00042 " }));
    expect(read).toMatchObject({ amount: 250_050, businessShortCode: "600638", msisdn: "2547 ***** 149", billRefNumber: "bk-00042" });
    const hashed = "a".repeat(64);
    expect(parseC2bConfirmation(confirmation({ MSISDN: hashed, BillRefNumber: undefined }))).toMatchObject({ msisdn: hashed, billRefNumber: "" });
  });

  it.each([
    ["nothing", undefined],
    ["an array", [confirmation()]],
    ["no TransID", confirmation({ TransID: undefined })],
    ["a TransID with SQL", confirmation({ TransID: "RK'; DROP TABLE x;--" })],
    ["a zero amount", confirmation({ TransAmount: "0.00" })],
    ["a negative amount", confirmation({ TransAmount: "-10" })],
    ["an amount in exponent form", confirmation({ TransAmount: "1e5" })],
    ["an amount with three decimals", confirmation({ TransAmount: "10.005" })],
    ["an amount in words", confirmation({ TransAmount: "ten" })],
    ["an impossible date", confirmation({ TransTime: "20260231120000" })],
    ["a date in another format", confirmation({ TransTime: "2019-11-22 06:38:45" })],
    ["a shortcode in letters", confirmation({ BusinessShortCode: "SHORT" })],
    ["an account that is an object", confirmation({ BillRefNumber: { $gt: "" } })],
    ["a huge account", confirmation({ BillRefNumber: "B".repeat(10_000) })],
  ])("gives null for %s", (_what, body) => {
    expect(parseC2bConfirmation(body)).toBeNull();
  });

  it("never throws on hostile text in any field", () => {
    for (const text of hostileStrings()) {
      for (const field of ["TransID", "TransTime", "TransAmount", "BillRefNumber", "MSISDN", "FirstName"])
        expect(() => parseC2bConfirmation(confirmation({ [field]: text }))).not.toThrow();
    }
  });
});
