/**
 * The audit trail: every staff action that changes data, written in the same transaction as the
 * change so the trail and the data never disagree. Reading it (filters, the owners' page) belongs
 * to the console's audit view; this module only records.
 */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/generated-types.ts";

export interface AuditEntry {
  /** The staff member who acted; null for the system (a command-line tool, a scheduled job). */
  actor: { id: string; email: string } | null;
  /** What happened, as `entity.verb`: "inquiry.status_changed", "staff.invited", "session.revoked". */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  /** The record's relevant fields before and after; omitted for creations and deletions respectively. */
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export class AuditLog {
  constructor(private now: () => Date = () => new Date()) {}

  /** Records one entry through `exec`: pass the transaction that makes the change. */
  async record(exec: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
    await exec
      .insertInto("audit_log")
      .values({
        at: this.now().toISOString(),
        actor_id: entry.actor?.id ?? null,
        actor_email: entry.actor?.email ?? null,
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId == null ? null : String(entry.entityId),
        before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
        after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
        ip: entry.ip ?? null,
      })
      .execute();
  }
}
