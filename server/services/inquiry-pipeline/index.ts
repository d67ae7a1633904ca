/**
 * The inquiry inbox and sales pipeline (issue 10 §4-6), one service for the console:
 * list (list-query), one inquiry (detail), changes (changes), emails (messages), CSV export,
 * dashboard and personal data. Every change is audited in its own transaction; emails are
 * enqueued in that transaction and the outbox is woken after the commit.
 */
import type { InquiryFilters } from "#domain/inquiry-filters.ts";
import type { Db } from "../../db/kysely.ts";
import type { Outbox } from "../../outbox/index.ts";
import type { Inquiries } from "../inquiries.ts";
import { inquirySearchText } from "#domain/inquiry-search.ts";
import { addNote, assignOwner, changeStatus, type StaffDirectory } from "./changes.ts";
import { exportCsv } from "./csv-export.ts";
import { dashboardStats } from "./dashboard.ts";
import { inquiryDetail } from "./detail.ts";
import { listInquiries } from "./list-query.ts";
import { releaseFromSpam, replyByEmail } from "./messages.ts";
import { erasePersonalData, exportPersonalData, tripsOfTraveller } from "./personal-data.ts";
import { readReplyThreshold, setReplyThreshold } from "./reply-threshold.ts";
import type { AuditRecorder, ChangeContext } from "./types.ts";

export type { ChangeContext } from "./types.ts";
export type { StaffDirectory } from "./changes.ts";

/** The company's contacts come from the outbox (decision 0029), read when an email is written. */
export interface PipelineConfig {
  now?: () => Date;
}

/** Nobody can be assigned until staff accounts exist; console-auth provides the real directory. */
const NO_STAFF: StaffDirectory = { find: async () => null };

export class InquiryPipeline {
  private now: () => Date;
  private staff: StaffDirectory = NO_STAFF;
  private erasedHooks: Array<(inquiryIds: number[]) => Promise<void>> = [];

  constructor(
    private db: Db,
    private outbox: Outbox,
    private audit: AuditRecorder,
    config: PipelineConfig,
  ) {
    this.now = config.now ?? (() => new Date());
  }

  /** New inquiries get their search text in the transaction that stores them. */
  attach(inquiries: Inquiries): void {
    inquiries.onStored(async (tx, id, inquiry) => {
      await tx
        .updateTable("inquiries")
        .set({ search_text: inquirySearchText({ full_name: inquiry.full_name, email: inquiry.email, phone: inquiry.phone || null, message: inquiry.message || null }) })
        .where("id", "=", id)
        .execute();
    });
  }

  useStaffDirectory(staff: StaffDirectory): void {
    this.staff = staff;
  }

  /** The request's time and the owner's "needs reply" threshold, read together (decision 0066). */
  async replyClock() {
    return { now: this.now(), thresholdMinutes: await readReplyThreshold(this.db.kysely) };
  }

  replyThreshold() {
    return readReplyThreshold(this.db.kysely);
  }

  setReplyThreshold(input: unknown, ctx: ChangeContext) {
    return setReplyThreshold(this.db.kysely, this.audit, input, ctx);
  }

  async list(filters: InquiryFilters) {
    return listInquiries(this.db.kysely, this.db.dialect, filters, await this.replyClock());
  }

  async get(id: number) {
    return inquiryDetail(this.db.kysely, await this.outbox.company(this.db.kysely), id, await this.replyClock());
  }

  changeStatus(id: number, input: unknown, ctx: ChangeContext) {
    return changeStatus(this.db.kysely, this.audit, id, input, ctx, this.now());
  }

  assignOwner(id: number, input: unknown, ctx: ChangeContext) {
    return assignOwner(this.db.kysely, this.audit, this.staff, id, input, ctx, this.now());
  }

  addNote(id: number, input: unknown, ctx: ChangeContext) {
    return addNote(this.db.kysely, this.audit, id, input, ctx, this.now());
  }

  async releaseFromSpam(id: number, ctx: ChangeContext) {
    const result = await this.db.kysely.transaction().execute(async (tx) => {
      const deps = { outbox: this.outbox, audit: this.audit, company: await this.outbox.company(tx) };
      return releaseFromSpam(tx, deps, id, ctx, this.now());
    });
    if (result.ok && result.released) this.outbox.notify();
    return result;
  }

  /** `token` is the reply form's own id: a repeated submission stores (and sends) one reply. */
  async reply(id: number, input: unknown, token: string, ctx: ChangeContext & { actorName?: string }) {
    const result = await this.db.kysely.transaction().execute(async (tx) => {
      const deps = { outbox: this.outbox, audit: this.audit, company: await this.outbox.company(tx) };
      return replyByEmail(tx, deps, id, input, token, ctx, this.now());
    });
    if (result.ok && result.created) this.outbox.notify();
    return result;
  }

  async exportCsv(filters: InquiryFilters) {
    return exportCsv(this.db.kysely, this.db.dialect, filters, await this.replyClock());
  }

  async dashboard(range: { from?: string; to?: string } = {}) {
    const { now, thresholdMinutes } = await this.replyClock();
    return dashboardStats(this.db.kysely, now, thresholdMinutes, range);
  }

  exportPersonalData(email: string, ctx: ChangeContext) {
    return exportPersonalData(this.db.kysely, this.audit, email, ctx, this.now());
  }

  tripsOfTraveller(email: string) {
    return tripsOfTraveller(this.db.kysely, email);
  }

  /**
   * Work that must follow an erasure's commit and cannot share its transaction (deleting the files
   * of the traveller's emails from the store for originals, decision 0060).
   */
  onErased(hook: (inquiryIds: number[]) => Promise<void>): void {
    this.erasedHooks.push(hook);
  }

  async erasePersonalData(email: string, ctx: ChangeContext) {
    const result = await erasePersonalData(this.db.kysely, this.audit, email, ctx, this.now());
    for (const hook of this.erasedHooks) if (result.inquiries.length) await hook(result.inquiries);
    return result;
  }
}
