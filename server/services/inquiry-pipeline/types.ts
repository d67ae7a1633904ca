/** What the pipeline's operations take and answer; the console maps these to pages and status codes. */
import type { Actor, Outcome } from "#domain/inbox-context.ts";
import type { Transaction } from "kysely";
import type { DB } from "../../db/generated-types.ts";

/** The signed-in staff member doing something (null for the system). */

/** How a change is audited: the audit log service, recorded in the change's own transaction. */
export interface AuditRecorder {
  record(
    exec: Transaction<DB>,
    entry: { actor: Actor | null; action: string; entityType: string; entityId: string; before?: unknown; after?: unknown; ip?: string | null },
  ): Promise<unknown>;
}

export interface ChangeContext {
  actor: Actor;
  ip?: string | null;
}


export type { Actor, Outcome };
