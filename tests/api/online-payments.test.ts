/**
 * Issue 26 items 3-4 (decision 0050) on both databases, against the repository's Daraja stand-in
 * over real HTTP: a deposit paid by M-Pesa prompt with its callback delivered once, twice and
 * never (the reconciliation finds it); a prompt cancelled on the phone, then paid on a second try;
 * a double tap making one prompt; a number that is not a Kenyan mobile; M-Pesa down; forged and
 * malformed notifications; paybill payments matched by account, unmatched ones queued and matched
 * by staff, each credited once. On PostgreSQL, two sites sharing the database receive the same
 * callbacks at once and credit once. Against the Pesapal stand-in: a balance paid by card, confirmed
 * from the IPN or from the traveller's return alone; a short payment flagged; a decline.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBookingTerms } from "../../server/services/booking-terms.ts";
import { startDarajaStandIn, type DarajaStandIn } from "../../server/payments/stand-ins/daraja.ts";
import { startPesapalStandIn, type PesapalStandIn } from "../../server/payments/stand-ins/pesapal.ts";
import { createBookingPayments } from "../../server/services/payments/booking-payments.ts";
import { OnlinePayments, paymentUrls } from "../../server/services/payments/online-payments.ts";
import { callbackSecret } from "../../server/payments/callback-secret.ts";
import { loadAuthSecret } from "../../server/auth/secret.ts";
import { darajaConfig } from "../../server/payments/daraja/config.ts";
import { DarajaClient } from "../../server/payments/daraja/daraja-client.ts";
import { createMpesaProvider } from "../../server/payments/daraja/mpesa-provider.ts";
import { kenyanMobile } from "../../domain/payments/phone.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { waitUntil } from "../helpers/wait-until.ts";
import { FAST_OUTBOX, validInquiry} from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const OWNER = { actor: { id: "owner-1", email: "owner-wambui@tests.example" }, ip: "10.0.0.9" };
// A 10% deposit keeps the test's amounts under M-Pesa's KES 250,000 per payment.
const TERMS = { depositPercent: 10, depositDueDaysAfterAcceptance: 5, balanceDueDaysBeforeDeparture: 60, cancellationScale: [{ daysBefore: 45, refundPercent: 80 }] };
const PHONE = "0712 345 678";

describe.each(DIALECTS)("online payments on %s", (dialect) => {
  let database: TestDatabase;
  let daraja: DarajaStandIn;
  let pesapal: PesapalStandIn;
  let s: TestSite;

  async function booking(email: string) {
    const res = await s.post({ ...validInquiry, email });
    expect(res.status).toBe(201);
    const { quoteId, token } = await sendTestQuote(s.site, (await res.json()).id, { extraLines: [{ label: "Safari as described", amount: 40_000_000 }] });
    expect((await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).kind).toBe("done");
    const made = (await s.site.bookings.forQuote(quoteId))!;
    const view = (await s.site.bookings.get(made.id))!;
    expect(view.currency).toBe("KES");
    return { id: made.id, token: made.token, reference: made.reference, deposit: view.schedule.deposit.amount, total: view.total };
  }
  const paymentsOf = (bookingId: number) => s.site.db.kysely.selectFrom("booking_payments").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute();
  const attemptOf = (reference: string) => s.site.db.kysely.selectFrom("payment_attempts").selectAll().where("merchant_reference", "=", reference).executeTakeFirstOrThrow();
  /** Time passes for the reconciliation: every open attempt is due to be asked about now. */
  const makeDue = () => s.site.db.kysely.updateTable("payment_attempts").set({ next_check_at: "2000-01-01T00:00:00.000Z" }).where("state", "in", ["starting", "pending"]).execute();
  async function prompt(token: string, phone = PHONE) {
    const answer = await s.site.payments.startPrompt(token, phone, s.url);
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    const row = await attemptOf(answer.attempt.reference);
    return { attempt: answer.attempt, checkoutId: row.provider_reference! };
  }

  beforeAll(async () => {
    [daraja, pesapal] = await Promise.all([startDarajaStandIn(), startPesapalStandIn()]);
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, { ...FAST_OUTBOX, ...daraja.env, ...pesapal.env, PAYMENT_RECONCILE_POLL_MS: "3600000" });
    expect(await saveBookingTerms(s.site.db.kysely, s.site.auditLog, TERMS, OWNER)).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
    await daraja?.stop();
    await pesapal?.stop();
  });

  it("a deposit paid by prompt, callback delivered once: credited once, confirmed, and the page says so", async () => {
    const b = await booking("prompt-once@traveller.example");
    const panel = await s.site.payments.offer(b.token);
    expect(panel).toMatchObject({ amountDue: b.deposit, currency: "KES", mpesa: true, paybill: { account: b.reference } });
    const { attempt, checkoutId } = await prompt(b.token);
    expect(attempt).toMatchObject({ state: "pending", provider: "mpesa", amount: b.deposit, phoneHint: "0712•••678" });
    const push = daraja.push(checkoutId)!;
    // The server decided the amount (whole shillings), the phone was read from the usual form, the account is the booking.
    expect(push.request).toMatchObject({ amount: Math.ceil(b.deposit / 100), phoneNumber: "254712345678", accountReference: b.reference });
    expect(push.request.callBackUrl.startsWith(`${s.url}/payments/notify/`)).toBe(true);

    await daraja.approve(checkoutId, { receipt: "TKQ1234ABC" });
    expect(push.deliveries.map((d) => d.status)).toEqual([200]);
    const paid = await paymentsOf(b.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ method: "mpesa", reference: "TKQ1234ABC", flag: null });
    expect(Number(paid[0]!.amount)).toBe(b.deposit);
    expect((await s.site.bookings.get(b.id))!.state).toBe("confirmed");
    expect((await s.site.payments.follow(b.id, attempt.reference))!.state).toBe("succeeded");
    // Now the balance is what is due.
    expect((await s.site.payments.offer(b.token))!.amountDue).toBe(b.total - b.deposit);
  });

  it("a callback delivered twice, then replayed, credits once, with one receipt and one receipt email", async () => {
    const b = await booking("prompt-twice@traveller.example");
    const { checkoutId } = await prompt(b.token);
    await daraja.approve(checkoutId, { delivery: "twice" });
    await daraja.deliverCallback(checkoutId);
    expect(daraja.push(checkoutId)!.deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    const paid = await paymentsOf(b.id);
    expect(paid).toHaveLength(1);
    const receipts = await s.site.db.kysely.selectFrom("booking_receipts").select("number").where("payment_id", "=", paid[0]!.id).execute();
    expect(receipts).toHaveLength(1);
    const emails = await s.site.db.kysely.selectFrom("outbox_messages").select("id").where("dedupe_key", "=", `booking_receipt:${paid[0]!.id}`).execute();
    expect(emails).toHaveLength(1);
  });

  it("a callback that never arrives: the reconciliation asks M-Pesa and credits once", async () => {
    const b = await booking("prompt-never@traveller.example");
    const { attempt, checkoutId } = await prompt(b.token);
    await daraja.approve(checkoutId, { delivery: "never" });
    expect(await paymentsOf(b.id)).toHaveLength(0);
    // Not due yet: nothing is asked.
    expect(await s.site.paymentReconciler.tick()).toBe(0);
    await makeDue();
    expect(await s.site.paymentReconciler.tick()).toBeGreaterThanOrEqual(1);
    expect((await paymentsOf(b.id)).map((p) => Number(p.amount))).toEqual([b.deposit]);
    expect((await attemptOf(attempt.reference)).state).toBe("succeeded");
    // The late callback after that credits nothing more.
    await daraja.deliverCallback(checkoutId);
    expect(await paymentsOf(b.id)).toHaveLength(1);
  });

  it("while the prompt is open nothing is credited, a second tap gets the same prompt, and a cancel then a second try pays", async () => {
    const b = await booking("prompt-cancel@traveller.example");
    const pushesBefore = daraja.pushes().length;
    const [first, second] = await Promise.all([s.site.payments.startPrompt(b.token, PHONE, s.url), s.site.payments.startPrompt(b.token, "+254 712 345678", s.url)]);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.attempt.reference).toBe(first.attempt.reference);
    expect(daraja.pushes().length).toBe(pushesBefore + 1);
    const checkoutId = (await attemptOf(first.attempt.reference)).provider_reference!;

    await makeDue();
    await s.site.paymentReconciler.tick();
    expect((await attemptOf(first.attempt.reference)).state).toBe("pending");

    await daraja.cancel(checkoutId);
    const cancelled = await attemptOf(first.attempt.reference);
    expect(cancelled).toMatchObject({ state: "failed", failure_reason: "cancelled" });
    expect(await paymentsOf(b.id)).toHaveLength(0);

    const retry = await prompt(b.token);
    expect(retry.attempt.reference).not.toBe(first.attempt.reference);
    // Cancelled again, and this time M-Pesa's callback is late: a tap within the prompt's life asks
    // M-Pesa first, and sends a new prompt instead of handing back the cancelled one.
    await daraja.cancel(retry.checkoutId, { delivery: "never" });
    const third = await prompt(b.token);
    expect(third.attempt.reference).not.toBe(retry.attempt.reference);
    expect(await attemptOf(retry.attempt.reference)).toMatchObject({ state: "failed", failure_reason: "cancelled" });
    await daraja.approve(third.checkoutId);
    expect(await paymentsOf(b.id)).toHaveLength(1);
  });

  it("each way a prompt fails is its own reason", async () => {
    const b = await booking("prompt-fails@traveller.example");
    for (const [decide, reason] of [
      [(id: string) => daraja.wrongPin(id), "wrong_pin"],
      [(id: string) => daraja.timeout(id), "timed_out"],
      [(id: string) => daraja.insufficientFunds(id), "insufficient_funds"],
    ] as const) {
      const { attempt, checkoutId } = await prompt(b.token);
      await decide(checkoutId);
      expect((await attemptOf(attempt.reference)).failure_reason).toBe(reason);
    }
    expect(await paymentsOf(b.id)).toHaveLength(0);
  });

  it("a number that is not a Kenyan mobile is refused by field, and sends no prompt", async () => {
    const b = await booking("prompt-phone@traveller.example");
    const before = daraja.pushes().length;
    for (const phone of ["020 222 2222", "+44 20 7946 0958", "07123", "", "<script>"]) {
      const answer = await s.site.payments.startPrompt(b.token, phone, s.url);
      expect(answer).toMatchObject({ ok: false, status: 400, errors: { phone: expect.stringContaining("Kenyan mobile") } });
    }
    expect(daraja.pushes().length).toBe(before);
    expect(await s.site.payments.startPrompt("x".repeat(43), PHONE, s.url)).toMatchObject({ ok: false, status: 404 });
  });

  it("M-Pesa down: the traveller is told, nothing is lost, and a status check that fails is asked again later", async () => {
    const b = await booking("prompt-down@traveller.example");
    daraja.fault("unavailable", { target: "stkpush", times: 1 });
    const down = await s.site.payments.startPrompt(b.token, PHONE, s.url);
    expect(down).toMatchObject({ ok: true, attempt: { state: "unavailable" } });

    const { attempt, checkoutId } = await prompt(b.token);
    await daraja.approve(checkoutId, { delivery: "never" });
    daraja.fault("garbage", { target: "stkquery", times: 1 });
    await makeDue();
    await s.site.paymentReconciler.tick();
    const after = await attemptOf(attempt.reference);
    expect(after.state).toBe("pending");
    expect(after.checks).toBe(1);
    expect(await paymentsOf(b.id)).toHaveLength(0);
    await makeDue();
    await s.site.paymentReconciler.tick();
    expect(await paymentsOf(b.id)).toHaveLength(1);
  });

  it("notifications: without the secret 404 and nothing read; malformed 400; a forged success for an open prompt credits nothing", async () => {
    const b = await booking("prompt-forged@traveller.example");
    const { checkoutId } = await prompt(b.token);
    const url = daraja.push(checkoutId)!.request.callBackUrl;
    const forged = { Body: { stkCallback: { MerchantRequestID: "1-1-1", CheckoutRequestID: checkoutId, ResultCode: 0, ResultDesc: "ok", CallbackMetadata: { Item: [{ Name: "Amount", Value: 1 }, { Name: "MpesaReceiptNumber", Value: "FORGED1234" }] } } } };
    const post = (to: string, body: unknown) => fetch(to, { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
    expect((await post(url.replace(/notify\/[^/]+\//, "notify/wrong-secret-wrong-secret-wrong-se/"), forged)).status).toBe(404);
    expect((await post(`${s.url}/payments/notify/prompt`, forged)).status).toBe(404);
    const bad = await post(url, "{not json");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ResultCode: 1 });
    // With the secret but while M-Pesa says the prompt is still open: a hint, checked, nothing credited.
    expect((await post(url, forged)).status).toBe(200);
    expect(await paymentsOf(b.id)).toHaveLength(0);
    expect((await s.site.db.kysely.selectFrom("payment_attempts").select("state").where("provider_reference", "=", checkoutId).executeTakeFirstOrThrow()).state).toBe("pending");
  });

  it("paybill: a payment with the booking's reference is credited once; one that matches nothing waits for staff, who match it once", async () => {
    expect(await s.site.registerPaybill(s.url)).toMatchObject({ registered: true });
    expect(daraja.registrations().at(-1)).toMatchObject({ responseType: "Completed" });
    const b = await booking("paybill@traveller.example");
    const sent = await daraja.payBill({ billRef: b.reference.toLowerCase().replace("-", " "), amount: b.deposit / 100, validate: true, transId: `TP${dialect === "sqlite" ? "S" : "P"}1234567` });
    expect(sent.validation?.status).toBe(200);
    expect(sent.confirmation?.status).toBe(200);
    // Delivered again (Daraja retries): once.
    await daraja.payBill({ billRef: b.reference, amount: b.deposit / 100, transId: sent.transId });
    const credited = await paymentsOf(b.id);
    expect(credited.map((p) => [p.method, Number(p.amount), p.reference])).toEqual([["mpesa", b.deposit, sent.transId]]);
    expect((await s.site.bookings.get(b.id))!.state).toBe("confirmed");

    const lost = await daraja.payBill({ billRef: "SAFARI MAMA", amount: 1500 });
    expect(lost.confirmation?.status).toBe(200);
    const queue = (await s.site.payments.overview()).unmatched.filter((u) => u.transactionId === lost.transId);
    expect(queue).toMatchObject([{ account: "SAFARI MAMA", amount: 150_000, currency: "KES" }]);
    expect(await s.site.payments.matchUnmatched(queue[0]!.id, "no such", OWNER)).toMatchObject({ ok: false, status: 400, errors: { booking: expect.any(String) } });
    const [one, two] = await Promise.all([s.site.payments.matchUnmatched(queue[0]!.id, b.reference, OWNER), s.site.payments.matchUnmatched(queue[0]!.id, b.reference, OWNER)]);
    expect([one.ok, two.ok].filter(Boolean)).toHaveLength(1);
    expect((await paymentsOf(b.id)).map((p) => Number(p.amount)).sort((x, y) => x - y)).toEqual([b.deposit, 150_000].sort((x, y) => x - y));
    expect((await s.site.payments.overview()).unmatched.some((u) => u.transactionId === lost.transId)).toBe(false);
  });

  it("a balance paid by card on Pesapal's page: confirmed by GetTransactionStatus from the IPN or the return, once; declined and short payments", async () => {
    const b = await booking("card@traveller.example");
    expect(await s.site.bookings.recordPayment(b.id, { method: "bank_transfer", amount: String(b.deposit / 100), receivedOn: "2026-01-05", reference: "FT-DEP-1", submission: s.site.bookings.newSubmissionKey() }, OWNER)).toMatchObject({ ok: true, state: "confirmed" });
    const started = await s.site.payments.startCheckout(b.token, s.url);
    expect(started).toMatchObject({ ok: true, attempt: { state: "pending", provider: "pesapal", amount: b.total - b.deposit, redirectUrl: expect.stringContaining(pesapal.url) } });
    if (!started.ok) return;
    // A second tap while the checkout is open goes to the same order.
    expect(await s.site.payments.startCheckout(b.token, s.url)).toMatchObject({ ok: true, attempt: { reference: started.attempt.reference } });
    const order = pesapal.orders().find((o) => o.merchantReference === started.attempt.reference)!;
    expect(order.callbackUrl).toBe(`${s.url}/bookings/${b.token}?attempt=${started.attempt.reference}`);
    await pesapal.complete(order.orderTrackingId);
    expect((await paymentsOf(b.id)).filter((p) => p.method === "card").map((p) => [Number(p.amount), p.reference])).toEqual([[b.total - b.deposit, expect.any(String)]]);
    expect((await s.site.bookings.get(b.id))!.state).toBe("paid_in_full");
    // The traveller's return afterwards changes nothing.
    await createBookingPayments(s.site.payments, s.site.catalogue, s.url).returned(b.token, new URLSearchParams({ OrderTrackingId: order.orderTrackingId, OrderMerchantReference: order.merchantReference, OrderNotificationType: "CALLBACKURL" }));
    expect((await paymentsOf(b.id)).filter((p) => p.method === "card")).toHaveLength(1);
    expect(await s.site.payments.offer(b.token)).toMatchObject({ amountDue: 0, card: false, mpesa: false });

    // No IPN at all: the traveller's return is the hint, the status answer the proof. A short payment is credited as received and flagged.
    const c = await booking("card-short@traveller.example");
    pesapal.setIpnDelivery("never");
    try {
      const next = await s.site.payments.startCheckout(c.token, s.url);
      if (!next.ok) throw new Error("no checkout");
      const o = pesapal.orders().find((x) => x.merchantReference === next.attempt.reference)!;
      await pesapal.complete(o.orderTrackingId, { amount: "100.00" });
      expect(await paymentsOf(c.id)).toHaveLength(0);
      await createBookingPayments(s.site.payments, s.site.catalogue, s.url).returned(c.token, new URLSearchParams({ OrderTrackingId: o.orderTrackingId, OrderMerchantReference: o.merchantReference, OrderNotificationType: "CALLBACKURL" }));
      expect((await paymentsOf(c.id)).map((p) => [Number(p.amount), p.flag])).toEqual([[10_000, "different_amount"]]);

      // Declined: its words, nothing credited.
      const again = await s.site.payments.startCheckout(c.token, s.url);
      if (!again.ok) throw new Error("no checkout");
      const d = pesapal.orders().find((x) => x.merchantReference === again.attempt.reference)!;
      await pesapal.fail(d.orderTrackingId, "Card declined by issuer");
      await makeDue();
      await s.site.paymentReconciler.tick();
      expect(await attemptOf(again.attempt.reference)).toMatchObject({ state: "failed", failure_reason: "declined" });
      expect(await paymentsOf(c.id)).toHaveLength(1);
    } finally {
      pesapal.setIpnDelivery("once");
    }
  });

  it("a card refund recorded for a cancelled booking is asked of Pesapal against the card payment's confirmation code", async () => {
    const b = await booking("card-refund@traveller.example");
    const started = await s.site.payments.startCheckout(b.token, s.url);
    if (!started.ok) throw new Error("no checkout");
    const order = pesapal.orders().find((o) => o.merchantReference === started.attempt.reference)!;
    await pesapal.complete(order.orderTrackingId);
    const [card] = await paymentsOf(b.id);
    expect(card).toMatchObject({ method: "card" });
    const asked = await s.site.payments.refundCard({ refundId: 1, bookingId: b.id, bookingReference: b.reference, amount: 5_000, currency: "KES", madeOn: "2026-11-27", reference: card!.reference, note: "cancelled", requestedByEmail: OWNER.actor.email });
    expect(asked).toBe(true);
    expect(pesapal.order(order.orderTrackingId)!.refund).toMatchObject({ amount: "50.00", username: OWNER.actor.email });
    // More than any card payment of the booking: nothing is asked, it is refunded by hand.
    expect(await s.site.payments.refundCard({ refundId: 2, bookingId: b.id, bookingReference: b.reference, amount: Number(card!.amount) + 1, currency: "KES", madeOn: "2026-11-27", reference: "", note: "", requestedByEmail: OWNER.actor.email })).toBe(false);
  });

  it("a process killed before it wrote the provider's answer: the attempt is given up, and the money M-Pesa confirms waits for staff", async () => {
    const b = await booking("killed@traveller.example");
    // What the dead process left: the attempt written before the provider was called, no reference.
    const reference = "PA-killedbeforewrite";
    await s.site.db.kysely
      .insertInto("payment_attempts")
      .values({ booking_id: b.id, provider: "mpesa", merchant_reference: reference, amount: b.deposit, currency: "KES", state: "starting", next_check_at: "2000-01-01T00:00:00.000Z", created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" })
      .execute();
    // The push it had sent, straight to M-Pesa (the stand-in), paid on the phone; its callback comes to us.
    const orphan = await createMpesaProvider(new DarajaClient(darajaConfig(daraja.env)!)).start({
      merchantReference: reference,
      amount: b.deposit,
      currency: "KES",
      description: `${b.reference} deposit`,
      accountReference: b.reference,
      phone: "254712345678",
      notifyUrl: paymentUrls(s.url, callbackSecret(await loadAuthSecret(s.site.db.kysely, undefined))).notify("mpesa"),
      returnUrl: s.url,
    });
    expect(orphan.kind).toBe("prompt");
    if (orphan.kind !== "prompt") return;
    await daraja.approve(orphan.providerReference, { receipt: "TORPHAN123" });
    await s.site.paymentReconciler.tick();
    expect(await attemptOf(reference)).toMatchObject({ state: "expired" });
    expect(await paymentsOf(b.id)).toHaveLength(0);
    const queued = (await s.site.payments.overview()).unmatched.filter((u) => u.transactionId === "TORPHAN123");
    expect(queued).toMatchObject([{ amount: Math.ceil(b.deposit / 100) * 100, currency: "KES" }]);
    expect(await s.site.payments.matchUnmatched(queued[0]!.id, b.reference, OWNER)).toMatchObject({ ok: true });
    expect((await paymentsOf(b.id)).map((p) => p.reference)).toEqual(["TORPHAN123"]);
  });

  it("an open attempt whose provider's settings were removed is asked about later, not claimed in a loop", async () => {
    const b = await booking("provider-gone@traveller.example");
    const { attempt } = await prompt(b.token);
    const without = new OnlinePayments(s.site.db.kysely, { providers: {}, paybillNumber: null, bookings: s.site.bookings, audit: s.site.auditLog, dialect: s.site.db.dialect, callbackSecret: "x".repeat(32), kenyanMobile });
    await makeDue();
    expect(await without.reconcile("no-provider-worker")).toBeGreaterThanOrEqual(1);
    const row = await attemptOf(attempt.reference);
    expect(row).toMatchObject({ state: "pending", checks: 1, claimed_by: null });
    expect(row.next_check_at! > new Date().toISOString()).toBe(true);
  });

  if (dialect === "postgres") it("two sites on one database receive the same callbacks at once: credited once", async () => {
    const other = await startTestSite(database, { ...FAST_OUTBOX, ...daraja.env, ...pesapal.env, PAYMENT_RECONCILE_POLL_MS: "3600000" });
    try {
      const b = await booking("two-sites@traveller.example");
      const { checkoutId } = await prompt(b.token);
      await daraja.approve(checkoutId, { delivery: "never" });
      const body = JSON.stringify(daraja.push(checkoutId)!.callback);
      const path = new URL(daraja.push(checkoutId)!.request.callBackUrl).pathname;
      await makeDue();
      const answers = await Promise.all([
        ...[s.url, other.url, s.url, other.url].map((base) => fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body })),
        s.site.paymentReconciler.tick(),
        other.site.paymentReconciler.tick(),
      ]);
      expect(answers.slice(0, 4).map((r) => (r as Response).status)).toEqual([200, 200, 200, 200]);
      const attempt = () => s.site.db.kysely.selectFrom("payment_attempts").select("state").where("provider_reference", "=", checkoutId).executeTakeFirstOrThrow();
      await waitUntil(async () => (await attempt()).state === "succeeded", "the attempt credited");
      expect((await paymentsOf(b.id)).map((p) => Number(p.amount))).toEqual([b.deposit]);
      // And the same paybill confirmation to both sites at once.
      await other.site.registerPaybill(other.url);
      const c2b = { billRef: b.reference, amount: 100, transId: "TTWOSITES1" };
      await Promise.all([daraja.payBill(c2b), daraja.payBill(c2b)]);
      await s.site.registerPaybill(s.url);
      await daraja.payBill(c2b);
      expect((await paymentsOf(b.id)).filter((p) => p.reference === "TTWOSITES1")).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });
});
