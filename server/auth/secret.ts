import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { configuredOrStoredSecret } from "../services/app-meta.ts";

/**
 * AUTH_SECRET when set (required for a real deployment, see server/env.ts);
 * otherwise one random secret kept in the database, like FORM_SECRET, so
 * sessions survive restarts and all processes on one database agree.
 */
export function loadAuthSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  return configuredOrStoredSecret(db, "auth_secret", configured);
}
