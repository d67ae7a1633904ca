/**
 * PublicQuotes over the database (issue 14): what the public quote page and its PDF use. A token
 * names one quote; the traveller sees its newest SENT version. Accepting, asking for changes and
 * asking for a fresh quote each write the quote, the inquiry, the owner's email (outbox) and the
 * audit trail in ONE transaction: nothing is half-saved.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import { readCompanyDetails } from "#domain/company-details-schema.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { inquiryLocale } from "#domain/locales.ts";
import { presentQuote } from "#domain/quotes/present.ts";
import type { PresentedQuote, QuoteState } from "#domain/quotes/presented-quote.ts";
import { optionTotals, paymentSchedule } from "#domain/quotes/pricing.ts";
import { officeDate, publicVersion } from "#domain/quotes/versions.ts";
import type { Outbox } from "../../outbox/index.ts";
import type { AuditLog } from "../audit-log.ts";
import { recordEvent } from "../inquiry-pipeline/history.ts";
import { loadBookingTerms } from "../booking-terms.ts";
import { makeBooking } from "../bookings/make-booking.ts";
import { bookingLink } from "../bookings/links.ts";
import { bookingReference } from "#domain/bookings/booking.ts";
import { loadCompanyDetails } from "../site-documents/company.ts";
import { acceptanceConfirmationEmail, ownerNoticeEmail, type OwnerNotice } from "./emails.ts";
import type { PublicQuoteDecision, PublicQuoteLookup, PublicQuotes } from "./public-quotes.ts";
import { refreshQuoteListing } from "./listing.ts";
import { quoteLink, readDocument, stateOf } from "./quotes.ts";
import { versionRow } from "./stored-rows.ts";
import type { DB, QuoteVersions, Quotes } from "../../db/generated-types.ts";

export interface PublicQuotesDeps {
  outbox: Outbox;
  audit: AuditLog;
  now?: () => Date;
}

type Exec = Kysely<DB> | Transaction<DB>;
type QuoteRow = Selectable<Quotes>;
type VersionRow = Selectable<QuoteVersions>;

/** A token as we issue them (43 base64url characters); anything else is not looked up at all. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export const MAX_CHANGE_REQUEST = 2000;

export function createPublicQuotes(db: Kysely<DB>, deps: PublicQuotesDeps): PublicQuotes {
  const now = deps.now ?? (() => new Date());

  async function find(exec: Exec, token: string): Promise<{ quote: QuoteRow; version: VersionRow } | null> {
    if (typeof token !== "string" || !TOKEN.test(token)) return null;
    const quote = await exec.selectFrom("quotes").selectAll().where("token", "=", token).executeTakeFirst();
    if (!quote) return null;
    const versions = (await exec.selectFrom("quote_versions").selectAll().where("quote_id", "=", quote.id).where("status", "=", "sent").execute()).map(versionRow);
    const version = publicVersion(versions);
    return version ? { quote, version } : null;
  }

  async function present(exec: Exec, quote: QuoteRow, version: VersionRow, at: Date): Promise<PresentedQuote> {
    const today = officeDate(at);
    const [requests, company, terms, agent, inquiry] = await Promise.all([
      exec.selectFrom("quote_requests").select(["kind", "version"]).where("quote_id", "=", quote.id).execute(),
      loadCompanyDetails(exec),
      loadBookingTerms(exec),
      version.sent_by_id ? exec.selectFrom("staff_user").select(["name", "email"]).where("id", "=", version.sent_by_id).executeTakeFirst() : Promise.resolve(undefined),
      exec.selectFrom("inquiries").select("source_url").where("id", "=", quote.inquiry_id).executeTakeFirst(),
    ]);
    const state = stateOf(quote, version, requests, today) as QuoteState;
    const origin = (await deps.outbox.company(exec)).origin;
    // While an amendment is shown, the acceptance it would replace stays on the page (issue 24).
    const earlier =
      quote.accepted_version !== null && quote.accepted_version !== version.version && quote.accepted_option_id && quote.accepted_at
        ? await exec.selectFrom("quote_versions").select("document").where("quote_id", "=", quote.id).where("version", "=", quote.accepted_version).executeTakeFirst()
        : undefined;
    const booking = quote.accepted_version !== null ? await exec.selectFrom("bookings").select(["id", "token"]).where("quote_id", "=", quote.id).executeTakeFirst() : undefined;
    const presented = presentQuote({
      inquiryId: quote.inquiry_id,
      version: version.version,
      doc: readDocument(version.document),
      issuedOn: version.issued_on!,
      state,
      acceptedOptionId: quote.accepted_option_id,
      acceptedOn: quote.accepted_at ? officeDate(new Date(quote.accepted_at)) : null,
      acceptedAt: quote.accepted_at,
      earlierAcceptance: earlier
        ? { version: quote.accepted_version!, doc: readDocument(earlier.document), optionId: quote.accepted_option_id!, acceptedAt: quote.accepted_at!, acceptedOn: officeDate(new Date(quote.accepted_at!)) }
        : null,
      today,
      company: readCompanyDetails(company),
      origin,
      agent: agent ? { name: agent.name, email: agent.email } : version.sent_by_email ? { name: version.sent_by_email, email: version.sent_by_email } : null,
      terms,
      // The traveller's language is their inquiry's: the page it was sent from (decision 0077).
      locale: inquiryLocale(inquiry?.source_url),
    });
    return booking ? { ...presented, booking: { reference: bookingReference(booking.id), link: bookingLink(origin, booking.token) } } : presented;
  }

  /** The inquiry's owner if they are an active member, else the sales address. */
  async function ownerAddress(tx: Transaction<DB>, ownerId: string | null): Promise<string> {
    if (ownerId) {
      const owner = await tx.selectFrom("staff_user").select(["email"]).where("id", "=", ownerId).where("deactivatedAt", "is", null).executeTakeFirst();
      if (owner) return owner.email;
    }
    return (await deps.outbox.company(tx)).salesEmail;
  }

  async function notifyOwner(tx: Transaction<DB>, quote: QuoteRow, notice: Omit<OwnerNotice, "reference" | "travellerName" | "travellerEmail" | "consoleLink">, reference: string, dedupeKey: string) {
    const inquiry = await tx.selectFrom("inquiries").select(["id", "full_name", "email", "owner_id"]).where("id", "=", quote.inquiry_id).executeTakeFirstOrThrow();
    const company = await deps.outbox.company(tx);
    const email = ownerNoticeEmail(
      { ...notice, reference, travellerName: inquiry.full_name, travellerEmail: inquiry.email, consoleLink: `${company.origin}/console/quotes/${quote.id}` },
      company,
    );
    return deps.outbox.enqueue(tx, {
      kind: notice.kind === "accepted" ? "quote_accepted" : notice.kind === "changes" ? "quote_changes_requested" : "quote_fresh_requested",
      inquiryId: inquiry.id,
      dedupeKey,
      to: { address: await ownerAddress(tx, inquiry.owner_id) },
      replyTo: { address: inquiry.email, name: inquiry.full_name },
      ...email,
    });
  }

  /** Runs a traveller's decision in one transaction; the outbox is woken after the commit. */
  async function decide(token: string, work: (tx: Transaction<DB>, found: { quote: QuoteRow; version: VersionRow; quote_: PresentedQuote }, at: Date) => Promise<PublicQuoteDecision & { emailed?: boolean }>): Promise<PublicQuoteDecision> {
    const at = now();
    const result = await db.transaction().execute(async (tx) => {
      const found = await find(tx, token);
      if (!found) return { kind: "not_found" } as const;
      const current = await present(tx, found.quote, found.version, at);
      return work(tx, { ...found, quote_: current }, at);
    });
    if ("emailed" in result && result.emailed) deps.outbox.notify();
    const { emailed: _, ...answer } = result as PublicQuoteDecision & { emailed?: boolean };
    return answer as PublicQuoteDecision;
  }

  return {
    async open(token, options) {
      const at = now();
      const found = await find(db, token);
      if (!found) return { kind: "not_found" } satisfies PublicQuoteLookup;
      if (options.recordOpening) {
        const stamp = at.toISOString();
        await db
          .updateTable("quotes")
          .set((eb) => ({ first_opened_at: eb.fn.coalesce("first_opened_at", eb.val(stamp)), last_opened_at: stamp, open_count: eb("open_count", "+", 1) }))
          .where("id", "=", found.quote.id)
          .execute();
        // The list's "opened" and last activity; a page view costs one more small read and write.
        await refreshQuoteListing(db, found.quote.id);
      }
      return { kind: "found", quote: await present(db, found.quote, found.version, at) };
    },

    accept(token, optionId, confirm) {
      return decide(token, async (tx, { quote, version, quote_: current }, at): Promise<PublicQuoteDecision & { emailed?: boolean }> => {
        if (current.state === "accepted" || current.state === "withdrawn") return { kind: "closed", quote: current };
        if (current.state === "expired") return { kind: "expired", quote: current };
        // The traveller accepts what they read: an amendment sent since is never accepted unseen.
        if (!confirm || confirm.version !== version.version) return { kind: "changed", quote: current };
        const doc = readDocument(version.document);
        const option = doc.options.find((o) => o.id === optionId);
        if (!option) return { kind: "invalid", errors: { option: "Choose one of the options of this quote." } };
        if (!confirm.termsAccepted) return { kind: "invalid", errors: { terms: "Tick the box to agree to the booking terms, then accept." } };
        const stamp = at.toISOString();
        // The acceptance this one replaces: none, or the accepted version an amendment amends.
        const replaces = quote.accepted_version;
        // Only the first acceptance wins, however many arrive at once: the row must still hold what was read.
        const won = await tx
          .updateTable("quotes")
          .set({ accepted_version: version.version, accepted_option_id: option.id, accepted_at: stamp, updated_at: stamp })
          .where("id", "=", quote.id)
          .where((eb) => (replaces === null ? eb("accepted_version", "is", null) : eb("accepted_version", "=", replaces)))
          .executeTakeFirst();
        if (Number(won.numUpdatedRows) !== 1) {
          const again = await find(tx, token);
          return { kind: "closed", quote: await present(tx, again!.quote, again!.version, at) };
        }
        await refreshQuoteListing(tx, quote.id);
        const inquiry = await tx.selectFrom("inquiries").select(["id", "status", "first_reply_at", "email", "full_name", "erased_at"]).where("id", "=", quote.inquiry_id).executeTakeFirstOrThrow();
        if (inquiry.status !== "won") {
          await tx
            .updateTable("inquiries")
            .set((eb) => ({ status: "won" as const, lost_reason: null, first_reply_at: inquiry.first_reply_at ?? stamp, version: eb("version", "+", 1), updated_at: stamp }))
            .where("id", "=", inquiry.id)
            .execute();
          await recordEvent(tx, { inquiryId: inquiry.id, at: stamp, actor: null, kind: "status", from: inquiry.status, to: "won", detail: `quote v${version.version} accepted (${option.title}), deposit pending` });
        }
        const totals = optionTotals(option.lines, option.discount);
        const terms = await loadBookingTerms(tx);
        const schedule = paymentSchedule(totals.total, { confirmedOn: officeDate(at), startDate: doc.startDate }, terms);
        // The booking, in this same transaction: its schedule and the terms of today are frozen with it.
        const booking = await makeBooking(tx, { inquiryId: inquiry.id, quoteId: quote.id, version: version.version, doc, option, bookedOn: officeDate(at), at: stamp, terms });
        const reference = `${inquiryReference(quote.inquiry_id)} v${version.version}`;
        const email = await notifyOwner(
          tx,
          quote,
          { kind: "accepted", option: { title: option.title, total: totals.total, deposit: schedule.deposit.amount, currency: doc.currency }, amends: replaces },
          reference,
          replaces === null ? `quote_accepted:${quote.id}` : `quote_accepted:${quote.id}:${version.version}`,
        );
        const after = await find(tx, token);
        const presented = await present(tx, after!.quote, after!.version, at);
        // The traveller's written confirmation: what they accepted, the amounts, the dates, how to pay.
        const company = await deps.outbox.company(tx);
        const confirmation = acceptanceConfirmationEmail(presented, quoteLink(company.origin, token), { reference: booking.reference, link: bookingLink(company.origin, booking.token) });
        const confirmed = await deps.outbox.enqueue(tx, {
          kind: "quote_acceptance_confirmation",
          inquiryId: inquiry.id,
          dedupeKey: `quote_acceptance_confirmation:${quote.id}:${version.version}`,
          to: { address: inquiry.email, name: inquiry.full_name },
          replyTo: { address: presented.agent?.email || company.salesEmail, name: company.name },
          ...confirmation,
        });
        await deps.audit.record(tx, {
          actor: null,
          action: "quote.accepted",
          entityType: "quote",
          entityId: quote.id,
          before: { inquiry_status: inquiry.status, ...(replaces !== null ? { accepted_version: replaces } : {}) },
          after: {
            version: version.version,
            option: option.id,
            total: totals.total,
            deposit: schedule.deposit.amount,
            deposit_due: schedule.deposit.dueDate,
            currency: doc.currency,
            terms_accepted: true,
            inquiry_status: "won",
            outbox_message_id: email.id,
            confirmation_message_id: confirmed.id,
            booking_id: booking.id,
            booking_made: booking.made,
          },
        });
        return { kind: "done", quote: presented, emailed: true };
      });
    },

    requestChanges(token, message) {
      const text = typeof message === "string" ? message.trim() : "";
      return decide(token, async (tx, { quote, version, quote_: current }, at) => {
        if (!text) return { kind: "invalid", errors: { message: "Tell us what you would like changed." } };
        if (text.length > MAX_CHANGE_REQUEST) return { kind: "invalid", errors: { message: `At most ${MAX_CHANGE_REQUEST} characters, please.` } };
        if (current.state === "accepted" || current.state === "withdrawn") return { kind: "closed", quote: current };
        if (current.state === "expired") return { kind: "expired", quote: current };
        const stamp = at.toISOString();
        const request = await tx.insertInto("quote_requests").values({ quote_id: quote.id, version: version.version, kind: "changes", message: text, created_at: stamp }).returning("id").executeTakeFirstOrThrow();
        const reference = `${inquiryReference(quote.inquiry_id)} v${version.version}`;
        const email = await notifyOwner(tx, quote, { kind: "changes", message: text }, reference, `quote_changes:${quote.id}:${request.id}`);
        await tx.updateTable("quotes").set({ updated_at: stamp }).where("id", "=", quote.id).execute();
        await refreshQuoteListing(tx, quote.id);
        // The traveller's words stay out of the audit log (erasable with their data), as for notes.
        await deps.audit.record(tx, { actor: null, action: "quote.changes_requested", entityType: "quote", entityId: quote.id, after: { version: version.version, request_id: request.id, outbox_message_id: email.id } });
        return { kind: "done", quote: await present(tx, quote, version, at), emailed: true };
      });
    },

    requestFresh(token) {
      return decide(token, async (tx, { quote, version, quote_: current }, at) => {
        if (current.state === "accepted" || current.state === "withdrawn") return { kind: "closed", quote: current };
        if (current.state !== "expired") return { kind: "invalid", errors: { form: "This quote is still valid: you can accept it or ask for changes." } };
        const stamp = at.toISOString();
        const reference = `${inquiryReference(quote.inquiry_id)} v${version.version}`;
        // At most one email a day: the day is in the dedupe key, so a second ask that day stores nothing.
        const email = await notifyOwner(tx, quote, { kind: "fresh" }, reference, `quote_fresh:${quote.id}:${officeDate(at)}`);
        if (email.created) {
          await tx.insertInto("quote_requests").values({ quote_id: quote.id, version: version.version, kind: "fresh", message: null, created_at: stamp }).execute();
          await refreshQuoteListing(tx, quote.id);
          await deps.audit.record(tx, { actor: null, action: "quote.fresh_requested", entityType: "quote", entityId: quote.id, after: { version: version.version, outbox_message_id: email.id } });
        }
        return { kind: "done", quote: current, emailed: email.created };
      });
    },
  };
}
