/**
 * Staff accounts: the first owner, invitations, roles, deactivation, sessions
 * and the "two-factor required" setting. Passwords, sessions and second
 * factors themselves belong to better-auth; this module only adds what is
 * ours (roles, invitations by email through the outbox, the audit trail).
 * Every change is written with its audit entry (and its email) in one transaction.
 */
import { randomBytes } from "node:crypto";
import { type Kysely, type Transaction } from "kysely";
import { can, ROLE_LABELS, type Permission, type Role } from "#domain/staff-roles.ts";
import type { ConsoleResult, StaffListEntry, StaffMember, StaffSessionInfo } from "#domain/staff-context.ts";
import type { Dialect } from "../db/kysely.ts";
import type { OutboxKind } from "../outbox/kinds.ts";
import { setPasswordUrl, staffLinkEmail, type StaffLinkKind } from "./staff-emails.ts";
import type { DB } from "../db/generated-types.ts";

export const INVITATION_HOURS = 72;
export const SET_PASSWORD_HOURS = 24;
export const RESET_PASSWORD_HOURS = 1;
const REQUIRE_TWO_FACTOR_KEY = "console_require_two_factor";

type Exec = Kysely<DB> | Transaction<DB>;

/** The outbox as this module needs it (server/outbox/index.ts). */
export interface MailQueue {
  enqueue(
    exec: Exec,
    message: { kind: OutboxKind; to: { address: string; name?: string }; subject: string; text: string; html: string; dedupeKey?: string },
  ): Promise<unknown>;
  notify(): void;
}

/** The audit trail as this module needs it (server/services/audit-log.ts). */
export interface AuditRecorder {
  record(
    exec: Exec,
    entry: {
      actor: { id: string; email: string } | null;
      action: string;
      entityType: string;
      entityId: string;
      before?: unknown;
      after?: unknown;
      ip?: string | null;
    },
  ): Promise<unknown>;
}

export interface Actor {
  member: StaffMember;
  ip: string | null;
}

export class StaffAccounts {
  constructor(
    private db: Kysely<DB>,
    private dialect: Dialect,
    private mail: MailQueue,
    private audit: AuditRecorder,
    private companyName: string,
    private now: () => Date = () => new Date(),
  ) {}

  /** Dates as better-auth's Kysely adapter stores them: ISO text on SQLite, timestamptz on PostgreSQL. */
  private dbDate(d: Date): Date | string {
    return this.dialect === "postgres" ? d : d.toISOString();
  }

  private static iso(v: unknown): string {
    return v instanceof Date ? v.toISOString() : String(v);
  }

  private refused(actor: Actor, permission: Permission): ConsoleResult | null {
    return can(actor.member.role, permission)
      ? null
      : { ok: false, status: 403, errors: { form: "Your role does not allow this." } };
  }

  async findByEmail(email: string) {
    return this.db.selectFrom("staff_user").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
  }

  /** A staff_user row plus a one-time set-password link, emailed through the outbox. */
  private async createMember(
    tx: Exec,
    input: { email: string; name: string; role: Role },
  ): Promise<{ id: string }> {
    const at = this.dbDate(this.now());
    const id = randomBytes(16).toString("base64url");
    await tx
      .insertInto("staff_user")
      .values({
        id,
        name: input.name,
        email: input.email,
        emailVerified: this.dialect === "postgres" ? false : 0,
        createdAt: at,
        updatedAt: at,
        twoFactorEnabled: this.dialect === "postgres" ? false : 0,
        role: input.role,
      })
      .execute();
    return { id };
  }

  /**
   * A one-time link as better-auth's password reset understands it (identifier
   * "reset-password:<token>", value the user id), so accepting an invitation,
   * a first owner's link and a reset all end in its /reset-password.
   */
  async issueLink(
    tx: Exec,
    options: {
      user: { id: string; email: string; name: string };
      kind: StaffLinkKind;
      hours: number;
      origin: string;
      role?: Role;
      invitedBy?: string;
      /** False when the caller uses the token at once (create-owner with a typed password). */
      send?: boolean;
    },
  ): Promise<string> {
    const token = randomBytes(24).toString("base64url");
    const created = this.now();
    const expires = new Date(created.getTime() + options.hours * 3_600_000);
    const verificationId = randomBytes(16).toString("base64url");
    await tx
      .insertInto("staff_verification")
      .values({
        id: verificationId,
        identifier: `reset-password:${token}`,
        value: options.user.id,
        expiresAt: this.dbDate(expires),
        createdAt: this.dbDate(created),
        updatedAt: this.dbDate(created),
      })
      .execute();
    if (options.send === false) return token;
    const email = staffLinkEmail({
      kind: options.kind,
      companyName: this.companyName,
      name: options.user.name,
      url: setPasswordUrl(options.origin, token),
      expiresInHours: options.hours,
      role: options.role ? ROLE_LABELS[options.role] : undefined,
      invitedBy: options.invitedBy,
    });
    await this.mail.enqueue(tx, {
      kind: options.kind === "staff_invitation" ? "staff_invitation" : "password_link",
      to: { address: options.user.email, name: options.user.name },
      subject: email.subject,
      text: email.text,
      html: email.html,
      dedupeKey: `staff-link:${verificationId}`,
    });
    return token;
  }

  /** True while a set-password link (invitation, first owner, reset) can still be used. */
  async linkIsValid(token: string): Promise<boolean> {
    if (!token) return false;
    const row = await this.db
      .selectFrom("staff_verification")
      .select("id")
      .where("identifier", "=", `reset-password:${token}`)
      .where("expiresAt", ">", this.dbDate(this.now()))
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Who a set-password link belongs to (for the audit entry once it is used). */
  async linkHolder(token: string): Promise<{ id: string; email: string } | undefined> {
    return this.db
      .selectFrom("staff_verification as v")
      .innerJoin("staff_user as u", "u.id", "v.value")
      .select(["u.id", "u.email"])
      .where("v.identifier", "=", `reset-password:${token}`)
      .executeTakeFirst();
  }

  /** An earlier link for the same person stops working when a new one is sent. */
  private async dropLinks(tx: Exec, userId: string): Promise<void> {
    await tx.deleteFrom("staff_verification").where("value", "=", userId).where("identifier", "like", "reset-password:%").execute();
  }

  /**
   * The first owner (npm run staff -- create-owner). With a password it is set at once;
   * without, a set-password link is emailed. Refuses an email that already has an account.
   */
  async createOwner(input: { email: string; name: string; origin: string; sendLink: boolean }): Promise<{ id: string; token?: string }> {
    const email = input.email.trim().toLowerCase();
    if (await this.findByEmail(email)) throw new Error(`${email} already has a staff account.`);
    const result = await this.db.transaction().execute(async (tx) => {
      const { id } = await this.createMember(tx, { email, name: input.name, role: "owner" });
      await this.audit.record(tx, {
        actor: null,
        action: "staff.owner_created",
        entityType: "staff",
        entityId: id,
        after: { email, name: input.name, role: "owner" },
      });
      const token = await this.issueLink(tx, {
        user: { id, email, name: input.name },
        kind: "staff_set_password",
        hours: SET_PASSWORD_HOURS,
        origin: input.origin,
        send: input.sendLink,
      });
      return { id, token };
    });
    if (input.sendLink) this.mail.notify();
    return result;
  }

  async list(actor: Actor): Promise<ConsoleResult<{ staff: StaffListEntry[] }>> {
    const refused = this.refused(actor, "staff:manage");
    if (refused) return refused as ConsoleResult<{ staff: StaffListEntry[] }>;
    const rows = await this.db
      .selectFrom("staff_user as u")
      .leftJoin("staff_account as a", (j) => j.onRef("a.userId", "=", "u.id").on("a.providerId", "=", "credential"))
      .select(["u.id", "u.email", "u.name", "u.role", "u.twoFactorEnabled", "u.deactivatedAt", "u.createdAt", "a.id as accountId"])
      .orderBy("u.createdAt")
      .execute();
    return {
      ok: true,
      staff: rows.map((r) => ({
        id: r.id,
        email: r.email,
        name: r.name,
        role: r.role as Role,
        twoFactorEnabled: Boolean(r.twoFactorEnabled),
        invited: r.accountId == null,
        deactivatedAt: r.deactivatedAt ? StaffAccounts.iso(r.deactivatedAt) : null,
        createdAt: StaffAccounts.iso(r.createdAt),
      })),
    };
  }

  async invite(actor: Actor, input: { email: string; name: string; role: Role }, origin: string): Promise<ConsoleResult<{ id: string }>> {
    const refused = this.refused(actor, "staff:manage");
    if (refused) return refused as ConsoleResult<{ id: string }>;
    const email = input.email.trim().toLowerCase();
    if (await this.findByEmail(email)) {
      return { ok: false, status: 409, errors: { email: "This email already has a staff account. Find it in the list below." } };
    }
    const id = await this.db.transaction().execute(async (tx) => {
      const { id } = await this.createMember(tx, { email, name: input.name, role: input.role });
      await this.audit.record(tx, {
        actor: { id: actor.member.id, email: actor.member.email },
        action: "staff.invited",
        entityType: "staff",
        entityId: id,
        after: { email, name: input.name, role: input.role },
        ip: actor.ip,
      });
      await this.issueLink(tx, {
        user: { id, email, name: input.name },
        kind: "staff_invitation",
        hours: INVITATION_HOURS,
        origin,
        role: input.role,
        invitedBy: actor.member.name,
      });
      return id;
    });
    this.mail.notify();
    return { ok: true, id };
  }

  async resendInvitation(actor: Actor, userId: string, origin: string): Promise<ConsoleResult> {
    const refused = this.refused(actor, "staff:manage");
    if (refused) return refused;
    const user = await this.db.selectFrom("staff_user").selectAll().where("id", "=", userId).executeTakeFirst();
    if (!user) return { ok: false, status: 404, errors: { form: "No such staff member." } };
    await this.db.transaction().execute(async (tx) => {
      await this.dropLinks(tx, userId);
      await this.issueLink(tx, {
        user: { id: user.id, email: user.email, name: user.name },
        kind: "staff_invitation",
        hours: INVITATION_HOURS,
        origin,
        role: user.role as Role,
        invitedBy: actor.member.name,
      });
      await this.audit.record(tx, {
        actor: { id: actor.member.id, email: actor.member.email },
        action: "staff.invitation_resent",
        entityType: "staff",
        entityId: userId,
        ip: actor.ip,
      });
    });
    this.mail.notify();
    return { ok: true };
  }

  private async activeOwnerCount(tx: Exec): Promise<number> {
    const row = await tx
      .selectFrom("staff_user")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("role", "=", "owner")
      .where("deactivatedAt", "is", null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async changeRole(actor: Actor, userId: string, role: Role): Promise<ConsoleResult> {
    const refused = this.refused(actor, "staff:manage");
    if (refused) return refused;
    return this.db.transaction().execute(async (tx): Promise<ConsoleResult> => {
      const user = await tx.selectFrom("staff_user").select(["id", "role", "deactivatedAt"]).where("id", "=", userId).executeTakeFirst();
      if (!user) return { ok: false, status: 404, errors: { form: "No such staff member." } };
      if (user.role === role) return { ok: true };
      if (user.role === "owner" && !user.deactivatedAt && (await this.activeOwnerCount(tx)) <= 1) {
        return { ok: false, status: 409, errors: { role: "This is the only owner. Make someone else an owner first." } };
      }
      await tx.updateTable("staff_user").set({ role, updatedAt: this.dbDate(this.now()) }).where("id", "=", userId).execute();
      await this.audit.record(tx, {
        actor: { id: actor.member.id, email: actor.member.email },
        action: "staff.role_changed",
        entityType: "staff",
        entityId: userId,
        before: { role: user.role },
        after: { role },
        ip: actor.ip,
      });
      return { ok: true };
    });
  }

  /** Deactivated members keep their name on history but cannot sign in; their sessions end now. */
  async setActive(actor: Actor, userId: string, active: boolean): Promise<ConsoleResult> {
    const refused = this.refused(actor, "staff:manage");
    if (refused) return refused;
    if (!active && userId === actor.member.id) {
      return { ok: false, status: 409, errors: { form: "You cannot deactivate yourself." } };
    }
    return this.db.transaction().execute(async (tx): Promise<ConsoleResult> => {
      const user = await tx.selectFrom("staff_user").select(["id", "role", "deactivatedAt"]).where("id", "=", userId).executeTakeFirst();
      if (!user) return { ok: false, status: 404, errors: { form: "No such staff member." } };
      if (Boolean(user.deactivatedAt) === !active) return { ok: true };
      if (!active && user.role === "owner" && (await this.activeOwnerCount(tx)) <= 1) {
        return { ok: false, status: 409, errors: { form: "This is the only owner. Make someone else an owner first." } };
      }
      const at = this.now();
      await tx
        .updateTable("staff_user")
        .set({ deactivatedAt: active ? null : this.dbDate(at), updatedAt: this.dbDate(at) })
        .where("id", "=", userId)
        .execute();
      if (!active) {
        await tx.deleteFrom("staff_session").where("userId", "=", userId).execute();
        await this.dropLinks(tx, userId);
      }
      await this.audit.record(tx, {
        actor: { id: actor.member.id, email: actor.member.email },
        action: active ? "staff.reactivated" : "staff.deactivated",
        entityType: "staff",
        entityId: userId,
        before: { deactivatedAt: user.deactivatedAt ? StaffAccounts.iso(user.deactivatedAt) : null },
        after: { deactivatedAt: active ? null : at.toISOString() },
        ip: actor.ip,
      });
      return { ok: true };
    });
  }

  async member(actor: Actor, userId: string): Promise<ConsoleResult<{ member: StaffListEntry; sessions: StaffSessionInfo[] }>> {
    if (userId !== actor.member.id) {
      const refused = this.refused(actor, "staff:manage");
      if (refused) return refused as ConsoleResult<{ member: StaffListEntry; sessions: StaffSessionInfo[] }>;
    }
    const list = await this.db
      .selectFrom("staff_user as u")
      .leftJoin("staff_account as a", (j) => j.onRef("a.userId", "=", "u.id").on("a.providerId", "=", "credential"))
      .select(["u.id", "u.email", "u.name", "u.role", "u.twoFactorEnabled", "u.deactivatedAt", "u.createdAt", "a.id as accountId"])
      .where("u.id", "=", userId)
      .executeTakeFirst();
    if (!list) return { ok: false, status: 404, errors: { form: "No such staff member." } };
    return {
      ok: true,
      member: {
        id: list.id,
        email: list.email,
        name: list.name,
        role: list.role as Role,
        twoFactorEnabled: Boolean(list.twoFactorEnabled),
        invited: list.accountId == null,
        deactivatedAt: list.deactivatedAt ? StaffAccounts.iso(list.deactivatedAt) : null,
        createdAt: StaffAccounts.iso(list.createdAt),
      },
      sessions: await this.sessionsOf(userId, actor.member.sessionId),
    };
  }

  async sessionsOf(userId: string, currentSessionId: string): Promise<StaffSessionInfo[]> {
    const rows = await this.db
      .selectFrom("staff_session")
      .select(["id", "createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
      .where("userId", "=", userId)
      .orderBy("updatedAt", "desc")
      .execute();
    const now = this.now().getTime();
    return rows
      .filter((r) => new Date(StaffAccounts.iso(r.expiresAt)).getTime() > now)
      .map((r) => ({
        id: r.id,
        createdAt: StaffAccounts.iso(r.createdAt),
        updatedAt: StaffAccounts.iso(r.updatedAt),
        expiresAt: StaffAccounts.iso(r.expiresAt),
        ipAddress: r.ipAddress || null,
        userAgent: r.userAgent || null,
        current: r.id === currentSessionId,
      }));
  }

  /** Ends one session: any of one's own, or (owners) anyone's. The session's holder is signed out at their next request. */
  async revokeSession(actor: Actor, sessionId: string): Promise<ConsoleResult> {
    const session = await this.db.selectFrom("staff_session").select(["id", "userId"]).where("id", "=", sessionId).executeTakeFirst();
    if (!session) return { ok: false, status: 404, errors: { form: "That session has already ended." } };
    if (session.userId !== actor.member.id) {
      const refused = this.refused(actor, "staff:manage");
      if (refused) return refused;
    }
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom("staff_session").where("id", "=", sessionId).execute();
      await this.audit.record(tx, {
        actor: { id: actor.member.id, email: actor.member.email },
        action: "staff.session_revoked",
        entityType: "staff",
        entityId: session.userId,
        before: { sessionId },
        ip: actor.ip,
      });
    });
    return { ok: true };
  }

  /** Records a change made through better-auth (two-factor on or off, password set), after it happened. */
  async recordOwnChange(actor: { id: string; email: string }, action: string, ip: string | null, after?: unknown): Promise<void> {
    await this.audit.record(this.db, { actor, action, entityType: "staff", entityId: actor.id, after, ip });
  }

  async requireTwoFactor(): Promise<boolean> {
    const row = await this.db.selectFrom("app_meta").select("value").where("key", "=", REQUIRE_TWO_FACTOR_KEY).executeTakeFirst();
    return row?.value === "true";
  }

  async setRequireTwoFactor(actor: Actor, required: boolean): Promise<ConsoleResult> {
    const refused = this.refused(actor, "settings:manage");
    if (refused) return refused;
    await this.db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom("app_meta").select("value").where("key", "=", REQUIRE_TWO_FACTOR_KEY).executeTakeFirst();
      await tx
        .insertInto("app_meta")
        .values({ key: REQUIRE_TWO_FACTOR_KEY, value: String(required) })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(required) }))
        .execute();
      await this.audit.record(tx, {
        actor: { id: actor.member.id, email: actor.member.email },
        action: "settings.require_two_factor_changed",
        entityType: "setting",
        entityId: REQUIRE_TWO_FACTOR_KEY,
        before: { required: before?.value === "true" },
        after: { required },
        ip: actor.ip,
      });
    });
    return { ok: true };
  }
}
