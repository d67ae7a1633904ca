/**
 * Accepting an inquiry: validate with the shared schema, check the ids it
 * names against the catalogue, and commit it. Delivery is the outbox's job.
 */
import type { Kysely, Transaction } from "kysely";
import { type FieldErrors, type Inquiry, validateInquiry } from "#domain/inquiry.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import type { SpamVerdict } from "../http/spam-check.ts";
import type { Catalogue } from "./catalogue/index.ts";
import type { PriceEstimate } from "#domain/rates/estimate.ts";
import { log } from "../log.ts";
import type { DB } from "../db/generated-types.ts";

export interface RequestMeta {
  clientIp: string | null;
  userAgent: string | null;
}

export type CreateInquiryResult =
  | { ok: true; id: number; reference: string; spam: boolean; reviewReason: string | null }
  | { ok: false; errors: FieldErrors };

/**
 * How an inquiry was judged: `spam` owes no email (honeypot only); a
 * `reviewReason` means it is delivered but staff are told what looked odd.
 */
export interface InquiryVerdict {
  spam: boolean;
  reviewReason: string | null;
}

/** Work that must commit together with the inquiry (the outbox adds its messages here). */
export type InquiryStoredHook = (tx: Transaction<DB>, id: number, inquiry: Inquiry, verdict: InquiryVerdict) => Promise<void>;

/** Told after the commit (the outbox worker wakes up here). */
export type InquiryCommittedHook = (id: number, spam: boolean) => void;

/** The server's price for the inquiry's party and dates (decision 0034); null when there is none. */
export type InquiryEstimator = (inquiry: Inquiry) => Promise<PriceEstimate | null>;

/** Judges the raw request body (time trap, link cap). */
export type InquirySpamCheck = (body: Record<string, unknown>) => SpamVerdict | null;

export class Inquiries {
  private hooks: InquiryStoredHook[] = [];
  private committedHooks: InquiryCommittedHook[] = [];
  private spamCheck: InquirySpamCheck | null = null;
  private estimator: InquiryEstimator | null = null;

  constructor(
    private db: Kysely<DB>,
    private catalogue: Catalogue,
  ) {}

  onStored(hook: InquiryStoredHook): void {
    this.hooks.push(hook);
  }

  onCommitted(hook: InquiryCommittedHook): void {
    this.committedHooks.push(hook);
  }

  useEstimator(estimator: InquiryEstimator): void {
    this.estimator = estimator;
  }

  /** Applied to every submission (API and the no-JavaScript form) unless the caller already judged it. */
  useSpamCheck(check: InquirySpamCheck): void {
    this.spamCheck = check;
  }

  async create(input: unknown, meta: RequestMeta): Promise<CreateInquiryResult> {
    const validation = validateInquiry(input);
    if (!validation.ok) return validation;
    const inquiry = validation.data;

    const errors: FieldErrors = {};
    if (inquiry.package !== undefined && !(await this.catalogue.packageSummary(inquiry.package)))
      errors.package = "Choose a valid package.";
    if (inquiry.service !== undefined && !(await this.catalogue.serviceExists(inquiry.service)))
      errors.service = "Choose a valid service.";
    const destinationId = inquiry.metadata?.destination_id;
    if (destinationId !== undefined && !(await this.catalogue.snapshot()).destinationsById.has(destinationId))
      errors["metadata.destination_id"] = "Choose a valid destination.";
    if (Object.keys(errors).length) return { ok: false, errors };

    // The honeypot is the one silent rule: no person sees the field (and it is closed to autofill).
    const check: SpamVerdict | null = inquiry.hp?.trim()
      ? { level: "spam", reason: "honeypot" }
      : (this.spamCheck?.(input as Record<string, unknown>) ?? null);
    const spam = check?.level === "spam";
    const verdict: InquiryVerdict = { spam, reviewReason: check && !spam ? check.reason : null };
    // spam_reason with is_spam = 0 means "delivered, but staff were asked to check" (decision 0015).
    const spamReason = check?.reason ?? null;
    // Computed here from the inquiry's own fields: any amount in the request is never read. A
    // failure to price never loses the inquiry (it is stored without an estimate).
    // Also for spam: an inquiry released from spam later owes the same email.
    const estimate = await this.estimate(inquiry);
    const id = await this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto("inquiries")
        .values({
          created_at: new Date().toISOString(),
          full_name: inquiry.full_name,
          email: inquiry.email,
          phone: inquiry.phone || null,
          message: inquiry.message || null,
          residency: inquiry.residency ?? null,
          budget_tier: inquiry.budget_tier ?? null,
          start_date: inquiry.start_date ?? null,
          end_date: inquiry.end_date ?? null,
          pax_adults: inquiry.pax_adults,
          pax_children: inquiry.pax_children,
          children_ages: inquiry.children_ages?.length ? JSON.stringify(inquiry.children_ages) : null,
          package_id: inquiry.package ?? null,
          service_id: inquiry.service ?? null,
          destination_id: destinationId ?? null,
          source_page: inquiry.source_page || null,
          source_url: inquiry.source_url || null,
          is_spam: spam ? 1 : 0,
          spam_reason: spamReason,
          client_ip: meta.clientIp,
          user_agent: meta.userAgent?.slice(0, 500) ?? null,
          estimate_total: estimate?.total ?? null,
          estimate_currency: estimate?.currency ?? null,
          estimate: estimate ? JSON.stringify(estimate) : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const hook of this.hooks) await hook(tx, row.id, inquiry, verdict);
      return row.id;
    });
    for (const hook of this.committedHooks) hook(id, spam);
    return { ok: true, id, reference: inquiryReference(id), ...verdict };
  }

  private async estimate(inquiry: Inquiry): Promise<PriceEstimate | null> {
    if (!this.estimator) return null;
    try {
      return await this.estimator(inquiry);
    } catch (error) {
      log.warn("An inquiry was stored without its price estimate: pricing failed", error);
      return null;
    }
  }
}
