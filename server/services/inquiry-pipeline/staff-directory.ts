/** Staff who can own inquiries: active members whose role may work on them (console-auth's staff_user table). */
import type { Kysely } from "kysely";
import type { StaffOption } from "#domain/inbox-context.ts";
import { can, type Role } from "#domain/staff-roles.ts";
import type { StaffDirectory } from "./changes.ts";
import type { DB } from "../../db/generated-types.ts";

export class StaffUsers implements StaffDirectory {
  constructor(private db: Kysely<DB>) {}

  async options(): Promise<StaffOption[]> {
    const rows = await this.db.selectFrom("staff_user").select(["id", "name", "email", "role"]).where("deactivatedAt", "is", null).orderBy("name").execute();
    return rows.filter((r) => can(r.role as Role, "inquiries:write")).map((r) => ({ id: r.id, name: r.name, email: r.email }));
  }

  async find(id: string) {
    return (await this.options()).find((o) => o.id === id) ?? null;
  }
}
