/**
 * M-Pesa's Lipa na M-Pesa Online (STK push) behind the one provider interface (issue 26 item 3,
 * decision 0051): `start` sends the prompt, `status` asks the STK query what became of it, and
 * nothing else decides that money arrived. Daraja's callback is only a hint that it is worth
 * asking (parseStkCallback); the paybill's C2B confirmation is read by parseC2bConfirmation.
 */
import { z } from "zod";
import { kenyanMobile } from "#domain/payments/phone.ts";
import type { FailureReason } from "#domain/payments/outcomes.ts";
import { ProviderUnavailable, type PaymentProvider, type PaymentStatus, type StartPaymentResult } from "../provider.ts";
import type { DarajaClient } from "./daraja-client.ts";

/** Daraja's limits on the prompt's texts: the reference shows in the prompt, the description nowhere. */
const ACCOUNT_REFERENCE_MAX = 12;
const TRANSACTION_DESC_MAX = 13;

/** Kenya keeps East Africa Time all year (UTC+3, no daylight saving): Daraja's clock. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** YYYYMMDDHHmmss in Kenya time, as Daraja wants the Timestamp (and signs it into the Password). */
export function darajaTimestamp(at: Date): string {
  return new Date(at.getTime() + EAT_OFFSET_MS).toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/** M-Pesa moves whole shillings: any cents are rounded UP, so the business is never paid short. */
export function wholeShillings(minorUnits: number): number {
  return Math.ceil(minorUnits / 100);
}

const identifier = z.string().min(1).max(100).regex(/^[\w.-]+$/);
/** "0", or a number: Daraja sends codes as strings in some answers and numbers in others. */
const resultCode = z.union([z.number().int(), z.string().regex(/^\d{1,12}$/).transform(Number)]);

const pushAnswer = z.object({
  MerchantRequestID: z.string().max(100),
  CheckoutRequestID: identifier,
  ResponseCode: resultCode,
  ResponseDescription: z.string().max(1_000),
  CustomerMessage: z.string().max(1_000).optional(),
});

const queryAnswer = z.object({
  ResponseCode: resultCode,
  ResponseDescription: z.string().max(1_000).optional(),
  MerchantRequestID: z.string().max(100).optional(),
  CheckoutRequestID: identifier,
  ResultCode: resultCode,
  ResultDesc: z.string().max(1_000),
});

/** The STK query's error code that, with "is being processed", says the prompt is still open. */
const STILL_PROCESSING = "500.001.1001";

/**
 * What each STK result code means for the traveller. 0 is the only success; codes we have no
 * word for are "unknown" with Daraja's own description kept as the detail.
 */
const RESULT_REASONS: Record<number, FailureReason> = {
  1032: "cancelled", // request cancelled by the user
  2001: "wrong_pin", // "the initiator information is invalid": a wrong PIN
  1037: "timed_out", // the phone could not be reached, or did not answer in time
  1019: "timed_out", // the transaction expired before it was completed
  1: "insufficient_funds", // the balance is insufficient
  1001: "declined", // another M-Pesa transaction is in progress for this subscriber
};

/** Result codes the query answers while the prompt is still open (newer Daraja: 4999 "still under processing"). */
const PENDING_RESULT_CODES = new Set([4999]);

export function createMpesaProvider(client: DarajaClient): PaymentProvider {
  const { shortcode, passkey, transactionType } = client.config;
  const credentials = (at: Date) => {
    const Timestamp = darajaTimestamp(at);
    return { BusinessShortCode: shortcode, Password: Buffer.from(shortcode + passkey + Timestamp).toString("base64"), Timestamp };
  };

  return {
    id: "mpesa",
    flow: "prompt",
    currencies: ["KES"],

    async start(request): Promise<StartPaymentResult> {
      if (request.currency !== "KES") return { kind: "refused", message: "M-Pesa takes only Kenyan shillings." };
      const phone = request.phone === undefined ? null : kenyanMobile(request.phone);
      if (!phone) return { kind: "refused", message: "M-Pesa needs a Kenyan mobile number (07XX or 01XX)." };
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return { kind: "refused", message: "The amount to pay must be more than nothing." };
      const answer = await client.post(
        "/mpesa/stkpush/v1/processrequest",
        {
          ...credentials(new Date()),
          TransactionType: transactionType,
          Amount: wholeShillings(request.amount),
          PartyA: phone,
          PartyB: shortcode,
          PhoneNumber: phone,
          CallBackURL: request.notifyUrl,
          AccountReference: request.accountReference.slice(0, ACCOUNT_REFERENCE_MAX),
          TransactionDesc: (request.description.trim() || request.accountReference).slice(0, TRANSACTION_DESC_MAX),
        },
        pushAnswer,
        [STILL_PROCESSING],
      );
      if (answer.ok) {
        if (answer.body.ResponseCode !== 0) return { kind: "refused", message: answer.body.ResponseDescription };
        return { kind: "prompt", providerReference: answer.body.CheckoutRequestID };
      }
      const { status, error } = answer;
      // 400 is Daraja refusing this request (a number it does not serve, an amount out of range).
      if (status === 400) return { kind: "refused", message: error.errorMessage };
      // A prompt already open on that phone: refused for now, the traveller answers it or waits.
      if (error.errorCode === STILL_PROCESSING && /lock subscriber|already in process/i.test(error.errorMessage))
        return { kind: "refused", message: "Another M-Pesa request is already open on this phone. Answer or cancel it, then try again." };
      // Our credentials or shortcode refused (401, 403, 404, "wrong credentials"): ours to fix, nothing started.
      throw new ProviderUnavailable("mpesa", `Daraja refused the push: ${status} ${error.errorCode} ${error.errorMessage}`);
    },

    async status(providerReference, asked): Promise<PaymentStatus> {
      const answer = await client.post(
        "/mpesa/stkpushquery/v1/query",
        { ...credentials(new Date()), CheckoutRequestID: providerReference },
        queryAnswer,
        [STILL_PROCESSING],
      );
      if (!answer.ok) {
        const { status, error } = answer;
        if (error.errorCode === STILL_PROCESSING && /being processed|under processing/i.test(error.errorMessage)) return { state: "pending" };
        // Anything else (an id Daraja says it does not know, credentials refused) is not an
        // outcome: nothing is concluded from it and the attempt is asked about again later.
        throw new ProviderUnavailable("mpesa", `Daraja's STK query answered ${status} ${error.errorCode} ${error.errorMessage}`);
      }
      const { ResultCode: code, ResultDesc: detail } = answer.body;
      if (code === 0) {
        // The query does not repeat the amount: what was paid is what the prompt asked, the
        // whole shillings sent to Daraja. The receipt number comes only in the callback.
        return { state: "succeeded", transactionId: null, amount: wholeShillings(asked.amount) * 100, currency: "KES", method: "M-Pesa" };
      }
      if (PENDING_RESULT_CODES.has(code)) return { state: "pending" };
      return { state: "failed", reason: RESULT_REASONS[code] ?? "unknown", detail: `${code}: ${detail}` };
    },
  };
}

const callbackItem = z.object({ Name: z.string().max(100), Value: z.union([z.string().max(200), z.number()]).optional() });

const stkCallback = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100).optional(),
      CheckoutRequestID: identifier,
      ResultCode: resultCode,
      ResultDesc: z.string().max(1_000).optional(),
      CallbackMetadata: z.object({ Item: z.array(callbackItem).max(50) }).optional(),
    }),
  }),
});

export interface StkCallbackHint {
  checkoutRequestId: string;
  resultCode: number;
  /** The M-Pesa receipt (e.g. "NLJ7RT61SV") on a success; null otherwise or when malformed. */
  receipt: string | null;
  /** What the callback says was paid, integer minor units (cents); null when absent. */
  amount: number | null;
  /** The paying number as 2547…/2541…, when the callback gives a readable one. */
  phone: string | null;
}

/**
 * Reads Daraja's STK callback. A HINT only: whoever holds the callback URL could send it, so it
 * only says which attempt to ask about (with `status`). Anything that is not the callback's shape
 * gives null, never an exception.
 */
export function parseStkCallback(body: unknown): StkCallbackHint | null {
  const parsed = stkCallback.safeParse(body);
  if (!parsed.success) return null;
  const callback = parsed.data.Body.stkCallback;
  const items = new Map((callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]));
  const receipt = items.get("MpesaReceiptNumber");
  const phone = items.get("PhoneNumber");
  return {
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
    receipt: typeof receipt === "string" && /^[A-Z0-9]{8,20}$/.test(receipt) ? receipt : null,
    amount: shillingsToMinor(items.get("Amount")),
    phone: phone === undefined ? null : kenyanMobile(String(phone)),
  };
}

/** "1500", "1500.5", 1500.00 → integer cents; null for anything that is not a sane amount. */
function shillingsToMinor(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  if (typeof value === "number") {
    // 1.0 or 2500.5 as JSON numbers; a third decimal (or a float's dust beyond it) is not money.
    const cents = Math.round(value * 100);
    return value >= 0 && value < 1e9 && Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const c2bText = (max: number) => z.union([z.string().max(max), z.number()]).transform(String).optional();

const c2bConfirmation = z.object({
  TransactionType: z.string().max(100).optional(),
  TransID: z.string().regex(/^[A-Z0-9]{8,20}$/),
  TransTime: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{14}$/)),
  TransAmount: z.union([z.string().max(20), z.number()]),
  BusinessShortCode: z.union([z.string().regex(/^\d{1,12}$/), z.number().int()]).transform(String),
  BillRefNumber: c2bText(100),
  InvoiceNumber: c2bText(100),
  OrgAccountBalance: c2bText(50),
  ThirdPartyTransID: c2bText(100),
  MSISDN: c2bText(100),
  FirstName: c2bText(100),
  MiddleName: c2bText(100),
  LastName: c2bText(100),
});

export interface C2bConfirmation {
  transactionType: string;
  /** M-Pesa's transaction code, the paybill payment's identity (credit each once). */
  transId: string;
  /** When M-Pesa took the payment (TransTime is Kenya time). */
  paidAt: Date;
  /** Integer minor units (cents) of KES. */
  amount: number;
  businessShortCode: string;
  /** The account the payer typed: our booking reference when they typed it right. */
  billRefNumber: string;
  invoiceNumber: string;
  thirdPartyTransId: string;
  /** As Daraja sends it: for a while now Safaricom masks or hashes the payer's number here. */
  msisdn: string;
  /** The payer's names as M-Pesa knows them (often only the first). */
  payerName: string;
}

/**
 * Reads a C2B confirmation (or validation: the same body) posted to our registered URL. Null for
 * anything that is not that shape, including a zero, negative or malformed amount or time.
 */
export function parseC2bConfirmation(body: unknown): C2bConfirmation | null {
  const parsed = c2bConfirmation.safeParse(body);
  if (!parsed.success) return null;
  const data = parsed.data;
  const amount = shillingsToMinor(data.TransAmount);
  const paidAt = kenyaTime(data.TransTime);
  if (!amount || !paidAt) return null;
  return {
    transactionType: data.TransactionType ?? "",
    transId: data.TransID,
    paidAt,
    amount,
    businessShortCode: data.BusinessShortCode,
    billRefNumber: (data.BillRefNumber ?? "").trim(),
    invoiceNumber: data.InvoiceNumber ?? "",
    thirdPartyTransId: data.ThirdPartyTransID ?? "",
    msisdn: data.MSISDN ?? "",
    payerName: [data.FirstName, data.MiddleName, data.LastName].filter((part) => part?.trim()).join(" "),
  };
}

/** Our answer to a C2B validation or confirmation: accepted (refusing would only lose the payment). */
export const C2B_ACCEPTED = { ResultCode: 0, ResultDesc: "Accepted" } as const;

function kenyaTime(stamp: string): Date | null {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp) ?? [];
  if (!y) return null;
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  // Date.UTC rolls 2026-02-31 into March: a time that does not read back as itself is not a time.
  if (darajaTimestamp(new Date(utc - EAT_OFFSET_MS)) !== stamp) return null;
  return new Date(utc - EAT_OFFSET_MS);
}

const registerAnswer = z.object({
  OriginatorCoversationID: z.string().max(200).optional(),
  OriginatorConversationID: z.string().max(200).optional(),
  ResponseCode: resultCode,
  ResponseDescription: z.string().max(1_000),
});

/**
 * Registers our C2B confirmation and validation URLs for the shortcode, with ResponseType
 * "Completed": when our validation URL cannot be reached, M-Pesa completes the payment rather than
 * refusing the traveller's money because our server is down. Throws ProviderUnavailable like any call.
 */
export async function registerC2bUrls(client: DarajaClient, urls: { confirmationUrl: string; validationUrl: string }): Promise<{ registered: boolean; message: string }> {
  const answer = await client.post(
    "/mpesa/c2b/v1/registerurl",
    { ShortCode: client.config.shortcode, ResponseType: "Completed", ConfirmationURL: urls.confirmationUrl, ValidationURL: urls.validationUrl },
    registerAnswer,
  );
  if (!answer.ok) return { registered: false, message: `${answer.error.errorCode}: ${answer.error.errorMessage}` };
  return { registered: answer.body.ResponseCode === 0, message: answer.body.ResponseDescription };
}
