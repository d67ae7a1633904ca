import type { Kysely } from "kysely";
import { configuredOrStoredSecret } from "../services/app-meta.ts";
import type { DB } from "../db/generated-types.ts";

/**
 * AUTH_SECRET when set (required for a real deployment, see server/env.ts);
 * otherwise one random secret kept in the database, like FORM_SECRET, so
 * sessions survive restarts and all processes on one database agree.
 */
export function loadAuthSecret(db: Kysely<DB>, configured: string | undefined): Promise<string> {
  return configuredOrStoredSecret(db, "auth_secret", configured);
}
