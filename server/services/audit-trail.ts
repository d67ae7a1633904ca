/** Reading the audit trail (owners, issue 10 §5): newest first, filtered by who, what, which record and when. */
import { type Kysely, sql } from "kysely";
import type { AuditFilters, AuditPage } from "#domain/inbox-context.ts";
import type { Database } from "../db/schema.ts";
import { withAuditLog } from "./audit-log.ts";

export const AUDIT_PAGE_SIZE = 50;

export async function readAuditTrail(db: Kysely<Database>, filters: AuditFilters): Promise<AuditPage> {
  const k = withAuditLog(db);
  const page = Math.max(1, filters.page ?? 1);
  let q = k.selectFrom("audit_log").selectAll();
  if (filters.actor) q = q.where(sql`lower(actor_email)`, "like", `%${filters.actor.trim().toLowerCase()}%`);
  if (filters.action) q = q.where("action", "=", filters.action);
  if (filters.entity_type) q = q.where("entity_type", "=", filters.entity_type);
  if (filters.entity_id) q = q.where("entity_id", "=", filters.entity_id);
  if (filters.from) q = q.where("at", ">=", `${filters.from}T00:00:00.000Z`);
  if (filters.to) q = q.where("at", "<", new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000).toISOString());
  const rows = await q
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const actions = await k.selectFrom("audit_log").select("action").distinct().orderBy("action").execute();
  const types = await k.selectFrom("audit_log").select("entity_type").distinct().orderBy("entity_type").execute();
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
      id: r.id,
      at: r.at,
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      before: r.before_json,
      after: r.after_json,
      ip: r.ip,
    })),
    page,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
    actions: actions.map((a) => a.action),
    entityTypes: types.map((t) => t.entity_type),
  };
}
