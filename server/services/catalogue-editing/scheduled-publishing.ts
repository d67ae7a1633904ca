/**
 * Scheduled publishing (decision 0030). "Publish at" stores a row; a scheduler in every server
 * process looks for due rows, and exactly one process claims each (an atomic update from pending
 * to publishing, behind FOR UPDATE SKIP LOCKED on PostgreSQL, as the outbox claims emails). The
 * claimed row is published through the entity's own publish function, rules checked at that time;
 * the schedule is marked published inside the publish's transaction, so a crash between the two
 * cannot happen, and a claim whose process died is taken up again after its lease. A refused
 * publish marks the schedule failed with the refusal, in the console and the audit trail, and
 * nothing is half-published (the publish is one transaction).
 *
 * Every publishable entity is scheduled the same way (decision 0039): packages, stories and
 * destinations, and the site-wide documents (company details, terms, FAQs, page headers, the
 * gallery, a slider set, a service), each through its own editor's publish.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { EditorResult } from "#domain/catalogue-editor-context.ts";
import {
  officeTimeSchema,
  officeTimeToUtc,
  type PublishableEntity,
  type ScheduledPublish,
  type ScheduledPublishEntry,
  SCHEDULE_STATUSES,
  scheduleTimeProblem,
} from "#domain/publishing.ts";
import { storedValue } from "#domain/stored-values.ts";
import { SLIDER_PAGE_SET_LABELS, sliderSetOf } from "#domain/slider-document.ts";
import { can, type Role } from "#domain/staff-roles.ts";
import type { Dialect } from "../../db/kysely.ts";
import { log } from "../../log.ts";
import { PeriodicPass } from "../../jobs/periodic-pass.ts";
import type { AuditLog } from "../audit-log.ts";
import type { ActingStaff, LiveChangeOptions, Refusal } from "./entity-editor.ts";
import type { DB } from "../../db/generated-types.ts";

type Row = DB["scheduled_publishes"] extends infer T ? { [K in keyof T]: T[K] extends import("kysely").ColumnType<infer S, any, any> ? S : T[K] } : never;

/**
 * What the scheduler needs of each entity's editor: the same save and publish the console uses,
 * by entity id (./publishing-editors.ts adapts the site-wide documents' editors, which have none).
 */
export interface PublishingEditor {
  saveDraft(id: number, input: unknown, by: ActingStaff, base?: string): Promise<EditorResult>;
  publish(id: number, input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>>;
}

export interface ScheduleOutcome {
  scheduleId: number;
  entity: PublishableEntity;
  entityId: number;
  result: EditorResult;
}

export interface SchedulerOptions {
  /** How often due schedules are looked for. */
  pollMs: number;
  /** A claim not finished within this is taken up again (its process died). */
  leaseMs: number;
}

/** How the console's overview names what a schedule publishes, and where that is edited. */
type Named = { title: string; editHref: string };
const fixed = (title: string, editHref: string) => async (): Promise<Named> => ({ title, editHref });
const rowNamed =
  (table: "packages" | "blogs" | "destinations" | "services", column: "title" | "name", edit: string) =>
  async (db: Kysely<DB>, id: number): Promise<Named> => {
    const named = await (db as Kysely<any>).selectFrom(table).select(column).where("id", "=", id).executeTakeFirst();
    return { title: named?.[column] ?? `#${id}`, editHref: `${edit}${id}` };
  };
const NAMES: Record<PublishableEntity, (db: Kysely<DB>, id: number) => Promise<Named>> = {
  package: rowNamed("packages", "title", "/console/packages/"),
  story: rowNamed("blogs", "title", "/console/stories/"),
  destination: rowNamed("destinations", "name", "/console/destinations/"),
  service: rowNamed("services", "name", "/console/services/"),
  company: fixed("Company details", "/console/company"),
  terms: fixed("Terms and conditions", "/console/terms"),
  faqs: fixed("FAQs", "/console/faqs"),
  page_headers: fixed("Page header images", "/console/page-headers"),
  gallery: fixed("Gallery", "/console/gallery"),
  slider: async (_db, id) => {
    const set = sliderSetOf(id);
    return set ? { title: `${SLIDER_PAGE_SET_LABELS[set]} page slider`, editHref: `/console/sliders/${set}` } : { title: `Slider #${id}`, editHref: "/console/sliders" };
  },
};

export class PublishScheduler {
  private job: PeriodicPass<ScheduleOutcome[]>;
  /** Names this process's claims (several processes share one database). */
  private readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(
    private db: Kysely<DB>,
    private dialect: Dialect,
    private audit: AuditLog,
    private editors: Record<PublishableEntity, PublishingEditor>,
    private options: SchedulerOptions,
    private now: () => Date = () => new Date(),
  ){
    this.job = new PeriodicPass("Scheduled publishing", () => this.pass(), options.pollMs);
  }

  /**
   * Checks `input` would publish now (the same publish function, rolled back), saves it as the
   * draft, and schedules it, replacing any pending schedule of the same entity.
   */
  async schedule(entity: PublishableEntity, id: number, input: unknown, base: string | undefined, publishAtLocal: string, by: ActingStaff): Promise<EditorResult<{ publishAt: string }>> {
    const typed = officeTimeSchema.safeParse(publishAtLocal);
    const publishAt = typed.success ? officeTimeToUtc(typed.data) : null;
    const problem = scheduleTimeProblem(publishAt, this.now());
    if (problem) return { ok: false, status: 400, errors: { publish_at: problem } };
    const editor = this.editors[entity];
    const check = await editor.publish(id, input, by, base, { dryRun: true });
    if (!check.ok) return check.status === 422 ? { ...check, errors: { ...check.errors, form: "This cannot be scheduled yet: it could not be published as it is." } } : check;
    const saved = await editor.saveDraft(id, input, by, base);
    if (!saved.ok) return saved;
    const at = this.now().toISOString();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable("scheduled_publishes")
        .set({ status: "cancelled", finished_at: at })
        .where("entity_type", "=", entity)
        .where("entity_id", "=", id)
        .where("status", "=", "pending")
        .execute();
      await tx
        .insertInto("scheduled_publishes")
        .values({ entity_type: entity, entity_id: id, publish_at: publishAt!.toISOString(), status: "pending", created_at: at, created_by_id: by.actor.id, created_by_email: by.actor.email })
        .execute();
      await this.audit.record(tx, { actor: by.actor, action: `${entity}.publish_scheduled`, entityType: entity, entityId: id, after: { publish_at: publishAt!.toISOString() }, ip: by.ip });
    });
    return { ok: true, publishAt: publishAt!.toISOString() };
  }

  async cancel(entity: PublishableEntity, id: number, scheduleId: number, by: ActingStaff): Promise<EditorResult> {
    const at = this.now().toISOString();
    const cancelled = await this.db.transaction().execute(async (tx) => {
      const done = await tx
        .updateTable("scheduled_publishes")
        .set({ status: "cancelled", finished_at: at })
        .where("id", "=", scheduleId)
        .where("entity_type", "=", entity)
        .where("entity_id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return false;
      await this.audit.record(tx, { actor: by.actor, action: `${entity}.schedule_cancelled`, entityType: entity, entityId: id, after: { schedule: scheduleId }, ip: by.ip });
      return true;
    });
    return cancelled ? { ok: true } : { ok: false, status: 409, errors: { form: "That schedule has already run or was cancelled." } };
  }

  /** The pending schedule of one entity, or its last one if that failed and nothing was published since. */
  async forEntity(entity: PublishableEntity, id: number): Promise<ScheduledPublish | null> {
    const row = await this.db
      .selectFrom("scheduled_publishes")
      .selectAll()
      .where("entity_type", "=", entity)
      .where("entity_id", "=", id)
      .where("status", "!=", "cancelled")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!row || row.status === "published") return null;
    if (row.status === "failed" && (await this.publishedSince(entity, id, row.finished_at ?? row.publish_at))) return null;
    return toView(row as Row);
  }

  /** Every pending schedule, soonest first, then failures nothing has replaced (for the console's overview). */
  async upcoming(): Promise<ScheduledPublishEntry[]> {
    const rows = await this.db
      .selectFrom("scheduled_publishes")
      .selectAll()
      .where("status", "in", ["pending", "publishing", "failed"])
      .orderBy("publish_at")
      .orderBy("id")
      .limit(500)
      .execute();
    const entries: ScheduledPublishEntry[] = [];
    for (const row of rows) {
      const entity = row.entity_type as PublishableEntity;
      if (!NAMES[entity]) continue;
      if (row.status === "failed" && (await this.forEntity(entity, row.entity_id))?.id !== row.id) continue;
      entries.push({ ...toView(row as Row), ...(await NAMES[entity](this.db, row.entity_id)) });
    }
    return entries;
  }

  /**
   * One pass of the scheduler: takes up claims whose process died, claims what is due and
   * publishes it. Concurrent calls in one process share the pass in progress, so a test (or the
   * timer) can await it.
   */
  tick(): Promise<ScheduleOutcome[]> {
    return this.job.tick();
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }


  private async pass(): Promise<ScheduleOutcome[]> {
    const now = this.now();
    await this.db
      .updateTable("scheduled_publishes")
      .set({ status: "pending", claimed_by: null, claimed_until: null })
      .where("status", "=", "publishing")
      .where("claimed_until", "<", now.toISOString())
      .execute();
    const outcomes: ScheduleOutcome[] = [];
    for (const row of await this.claimDue(now)) outcomes.push(await this.run(row));
    return outcomes;
  }

  /** Moves due pending schedules to "publishing" for this process; no other process gets them. */
  private async claimDue(now: Date): Promise<Row[]> {
    const due = this.db
      .selectFrom("scheduled_publishes")
      .select("id")
      .where("status", "=", "pending")
      .where("publish_at", "<=", now.toISOString())
      .orderBy("publish_at")
      .orderBy("id")
      .limit(10);
    const rows = await this.db
      .updateTable("scheduled_publishes")
      .set({ status: "publishing", claimed_by: this.workerId, claimed_until: new Date(now.getTime() + this.options.leaseMs).toISOString() })
      .where("id", "in", this.dialect === "postgres" ? due.forUpdate().skipLocked() : due)
      // Re-checked so a row another process claimed between the select and the update is left alone.
      .where("status", "=", "pending")
      .returningAll()
      .execute();
    return (rows as Row[]).sort((a, b) => a.publish_at.localeCompare(b.publish_at) || a.id - b.id);
  }

  private async run(row: Row): Promise<ScheduleOutcome> {
    const entity = row.entity_type as PublishableEntity;
    const outcome = (result: EditorResult): ScheduleOutcome => ({ scheduleId: row.id, entity, entityId: row.entity_id, result });
    const by: ActingStaff = { actor: { id: row.created_by_id ?? "", email: row.created_by_email ?? "" }, ip: null };
    const editor = this.editors[entity];
    let result: EditorResult;
    if (!editor) result = { ok: false, status: 400, errors: { form: `Nothing can publish a "${row.entity_type}".` } };
    else if (!(await this.mayStillPublish(row.created_by_id))) {
      result = { ok: false, status: 403, errors: { form: `${row.created_by_email ?? "The person who scheduled this"} can no longer publish; schedule it again.` } };
    } else {
      try {
        result = await editor.publish(row.entity_id, undefined, by, undefined, { alsoInTransaction: (tx) => this.markPublished(tx, row, by) });
      } catch (error) {
        // The publish rolled back; the claim's lease runs out and the next pass tries again.
        log.warn(`Scheduled publish ${row.id} of ${entity} ${row.entity_id} failed; it is tried again after ${this.options.leaseMs} ms`, error);
        return outcome({ ok: false, status: 503, errors: { form: "The database did not answer; tried again shortly." } });
      }
    }
    if (!result.ok) await this.markFailed(row, by, result.errors);
    return outcome(result);
  }

  /** In the publish's transaction: the schedule is published exactly when the publish commits. */
  private async markPublished(tx: Transaction<DB>, row: Row, by: ActingStaff): Promise<Refusal | void> {
    const done = await tx
      .updateTable("scheduled_publishes")
      .set({ status: "published", finished_at: this.now().toISOString(), claimed_until: null })
      .where("id", "=", row.id)
      .where("status", "=", "publishing")
      .where("claimed_by", "=", this.workerId)
      .executeTakeFirst();
    // Our lease ran out and another process took the schedule over: it publishes, not us.
    if (Number(done.numUpdatedRows) === 0) return { ok: false, status: 409, errors: { form: "Another process took this schedule over." } };
    await this.audit.record(tx, { actor: by.actor, action: `${row.entity_type}.scheduled_publish_done`, entityType: row.entity_type, entityId: row.entity_id, after: { schedule: row.id, publish_at: row.publish_at } });
  }

  private async markFailed(row: Row, by: ActingStaff, errors: Record<string, string>): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const done = await tx
        .updateTable("scheduled_publishes")
        .set({ status: "failed", finished_at: this.now().toISOString(), claimed_until: null, errors: JSON.stringify(errors) })
        .where("id", "=", row.id)
        .where("status", "=", "publishing")
        .where("claimed_by", "=", this.workerId)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return;
      await this.audit.record(tx, {
        actor: by.actor.id ? by.actor : null,
        action: `${row.entity_type}.scheduled_publish_failed`,
        entityType: row.entity_type,
        entityId: row.entity_id,
        after: { schedule: row.id, publish_at: row.publish_at, errors },
      });
    });
  }

  private async mayStillPublish(staffId: string | null): Promise<boolean> {
    if (!staffId) return false;
    const member = await this.db.selectFrom("staff_user").select("role").where("id", "=", staffId).where("deactivatedAt", "is", null).executeTakeFirst();
    return Boolean(member && can(member.role as Role, "content:write"));
  }

  private async publishedSince(entity: string, id: number, since: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("catalogue_revisions")
      .select("id")
      .where("entity_type", "=", entity)
      .where("entity_id", "=", id)
      .where("published_at", ">", since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}

function toView(row: Row): ScheduledPublish {
  return {
    id: Number(row.id),
    entity: row.entity_type as PublishableEntity,
    entityId: Number(row.entity_id),
    publishAt: row.publish_at,
    status: storedValue(SCHEDULE_STATUSES, row.status, "scheduled_publishes.status"),
    createdBy: row.created_by_email,
    errors: row.errors ? (JSON.parse(row.errors) as Record<string, string>) : null,
    finishedAt: row.finished_at,
  };
}
