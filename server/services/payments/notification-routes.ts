/**
 * Where providers call us (decision 0050): /payments/notify/<secret>/<kind>.
 *
 * - A request without the secret is answered 404 before its body is read: it looks like nothing.
 * - What a notification says is a hint: it names an attempt, and the provider is asked before any
 *   money is credited (OnlinePayments.confirm). A forged, replayed or out-of-order notification
 *   can at most make us ask the provider again.
 * - A paybill confirmation is Daraja's own confirmation of money that has already moved; it is
 *   credited (or queued for staff) under its transaction code, once.
 * - A body that is not the provider's shape is a 400 with a JSON reason, never a 500; a failure of
 *   ours is a 503, so the provider tries again, and the reconciliation asks in any case.
 */
import type { Context, Hono } from "hono";
import { C2B_ACCEPTED, parseC2bConfirmation, parseStkCallback } from "../../payments/daraja/mpesa-provider.ts";
import { isCallbackSecret } from "../../payments/callback-secret.ts";
import { ipnAcknowledgement, parseIpn } from "../../payments/pesapal/pesapal-provider.ts";
import { log } from "../../log.ts";
import type { OnlinePayments } from "./online-payments.ts";

/** Notification bodies are small; anything bigger is not a provider's. */
const MAX_BODY_BYTES = 16 * 1024;

async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function mountPaymentNotifications(app: Hono, payments: OnlinePayments, options: { secret: string; paybillShortcode: string | null }): void {
  const guarded = (handler: (c: Context) => Promise<Response>) => async (c: Context) => {
    if (!isCallbackSecret(options.secret, c.req.param("secret"))) return c.json({ error: "Not found" }, 404);
    try {
      return await handler(c);
    } catch (error) {
      log.error(`payment notification ${c.req.path.split("/").pop()} failed; the provider will retry and the reconciliation asks`, error);
      return c.json({ error: "Try again later" }, 503);
    }
  };

  // M-Pesa prompt result (STK callback).
  app.post(
    "/payments/notify/:secret/prompt",
    guarded(async (c) => {
      const hint = parseStkCallback(await jsonBody(c));
      if (!hint) return c.json({ ResultCode: 1, ResultDesc: "Not an STK callback" }, 400);
      await payments.promptCallback(hint);
      return c.json({ ResultCode: 0, ResultDesc: "Accepted" });
    }),
  );

  // Paybill validation: always accepted. Registered with ResponseType "Completed", and refusing would
  // only turn a traveller's payment away; one with a wrong account waits for staff instead.
  app.post(
    "/payments/notify/:secret/paybill/validation",
    guarded(async (c) => c.json(C2B_ACCEPTED)),
  );

  app.post(
    "/payments/notify/:secret/paybill/confirmation",
    guarded(async (c) => {
      const paid = parseC2bConfirmation(await jsonBody(c));
      if (!paid) return c.json({ ResultCode: 1, ResultDesc: "Not a C2B confirmation" }, 400);
      if (options.paybillShortcode && paid.businessShortCode !== options.paybillShortcode) return c.json({ ResultCode: 1, ResultDesc: "Not our shortcode" }, 400);
      await payments.paybillConfirmed({ transactionId: paid.transId, amount: paid.amount, account: paid.billRefNumber, payer: paid.payerName, paidAt: paid.paidAt.toISOString() });
      return c.json(C2B_ACCEPTED);
    }),
  );

  // Pesapal's IPN, by GET or POST as it was registered.
  const checkout = guarded(async (c) => {
    const source = c.req.method === "GET" ? Object.fromEntries(new URL(c.req.url).searchParams) : await jsonBody(c);
    const hint = parseIpn(source);
    if (!hint) return c.json({ status: 400, error: "Not a Pesapal notification" }, 400);
    await payments.checkoutNotified({ trackingId: hint.orderTrackingId, merchantReference: hint.merchantReference });
    return c.json(ipnAcknowledgement(hint));
  });
  app.get("/payments/notify/:secret/checkout", checkout);
  app.post("/payments/notify/:secret/checkout", checkout);
}
