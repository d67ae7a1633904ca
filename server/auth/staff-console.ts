/**
 * The console's view of one request: who is signed in (StaffGate) and the
 * account actions (StaffConsole), both handed to React Router loaders and
 * actions through the load context. Every method checks the member and the
 * permission itself, so a page that forgets a check still cannot act.
 */
import { isAPIError } from "better-auth/api";
import { renderSVG } from "uqr";
import { safeNextPath } from "#domain/staff-forms.ts";
import { can, type Permission, type Role } from "#domain/staff-roles.ts";
import { CONFIRM_PATH, type ConsoleResult, type Failure, type StaffConsole, type StaffGate, type StaffMember } from "#domain/staff-context.ts";
import { PROOF_NEEDED, PROOF_THROTTLED, PROOF_WRONG } from "./session-freshness.ts";
import { passwordProblem } from "./password-policy.ts";
import type { StaffAuthSystem } from "./index.ts";
import { CLIENT_IP_HEADER } from "./better-auth.ts";
import { RESET_PASSWORD_HOURS } from "./staff-accounts.ts";

export const SIGN_IN_PATH = "/console/sign-in";
export const SECURITY_PATH = "/console/account/security";

const FORBIDDEN = "Your role does not allow this.";

function redirect(location: string, headers?: Headers): Response {
  const h = new Headers(headers);
  h.set("location", location);
  return new Response(null, { status: 302, headers: h });
}

/** A thrown 403: the console's error boundary shows it as "not allowed". */
export function forbidden(): Response {
  return new Response(FORBIDDEN, { status: 403, statusText: "Forbidden", headers: { "content-type": "text/plain; charset=utf-8" } });
}

function failure(error: unknown, field = "form"): Failure {
  if (isAPIError(error)) {
    const status = error.statusCode;
    const code = (error.body as { code?: string } | undefined)?.code;
    const message =
      code === "INVALID_EMAIL_OR_PASSWORD"
        ? "The email or password is not right."
        : code === "INVALID_PASSWORD"
          ? "That password is not right."
          : code === "INVALID_TOKEN"
            ? "This link has expired or was already used. Ask for a new one."
            : code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE"
              ? "That code is not right. Check the time on your phone and try the newest code."
              : error.message || "That did not work. Please try again.";
    return { ok: false, status, errors: { [field]: message } };
  }
  throw error;
}

export function createStaffRequest(
  system: StaffAuthSystem,
  request: Request,
  options: { ip: string | null; origin: string },
): { gate: StaffGate; console: StaffConsole } {
  const { auth, accounts } = system;
  // better-auth reads the client address from our header only; whatever the client sent is dropped.
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (options.ip) headers.set(CLIENT_IP_HEADER, options.ip);

  let current: Promise<StaffMember | null> | undefined;
  const loadCurrent = async (): Promise<StaffMember | null> => {
    const found = await auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: false } });
    if (!found) return null;
    const user = found.user as typeof found.user & { role: string; deactivatedAt?: Date | string | null; twoFactorEnabled?: boolean | null };
    if (user.deactivatedAt) return null;
    const activity = await system.freshness.touch({ sessionId: found.session.id, createdAt: new Date(found.session.createdAt) }, user.role);
    if (activity.idle) {
      // An owner's session unused for hours ends here; they sign in again (session-freshness.ts).
      await system.db.deleteFrom("staff_session").where("id", "=", found.session.id).execute();
      return null;
    }
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role as Role,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      sessionId: found.session.id,
      freshUntil: activity.freshUntil,
    };
  };
  const sessionTimes = async (member: StaffMember) => {
    const row = await system.db.selectFrom("staff_session").select("createdAt").where("id", "=", member.sessionId).executeTakeFirstOrThrow();
    return { sessionId: member.sessionId, createdAt: new Date(row.createdAt) };
  };

  const gate: StaffGate = {
    current: () => (current ??= loadCurrent()),
    async require(permission?: Permission, opts?: { allowWithoutTwoFactor?: boolean }) {
      const member = await gate.current();
      const url = new URL(request.url);
      if (!member) {
        // A data request's path: `/page.data`, or `/_.data` for the root and a path ending in a slash
        // (React Router 8; 7 wrote `/_root.data`).
        const page = url.pathname.replace(/\.data$/, "").replace(/\/_(?:root)?$/, "") || "/";
        throw redirect(page === "/console" ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(safeNextPath(page))}`);
      }
      if (!opts?.allowWithoutTwoFactor && !member.twoFactorEnabled && (await accounts.requireTwoFactor())) {
        throw redirect(`${SECURITY_PATH}?required=1`);
      }
      if (permission && !can(member.role, permission)) throw forbidden();
      return member;
    },
    async requireFresh(permission, returnTo) {
      const member = await gate.require(permission);
      if (member.freshUntil <= Date.now()) throw redirect(`${CONFIRM_PATH}?next=${encodeURIComponent(safeNextPath(returnTo))}`);
      return member;
    },
  };

  const actor = async (permission?: Permission) => {
    const member = await gate.require(permission, { allowWithoutTwoFactor: true });
    return { member, ip: options.ip };
  };
  const forbiddenResult = (): Failure => ({ ok: false, status: 403, errors: { form: FORBIDDEN } });
  /**
   * For acts that grant power: the member, or a failure. The role is checked first (403), then the
   * session's proof (401, asking for the password or a code: session-freshness.ts).
   */
  const freshActor = async (permission: Permission): Promise<Awaited<ReturnType<typeof actor>> | { refused: Failure }> => {
    const a = await actor();
    if (!can(a.member.role, permission)) return { refused: forbiddenResult() };
    if (a.member.freshUntil <= Date.now()) return { refused: { ok: false, status: 401, errors: { form: PROOF_NEEDED, proof: PROOF_NEEDED } } };
    return a;
  };

  const staffConsole: StaffConsole = {
    async signIn({ email, password }) {
      try {
        const result = await auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers, returnHeaders: true });
        const twoFactor = Boolean((result.response as { twoFactorRedirect?: boolean }).twoFactorRedirect);
        return { ok: true, twoFactor, headers: result.headers };
      } catch (error) {
        return failure(error);
      }
    },

    async verifySecondFactor({ code, recovery, trustDevice }) {
      try {
        const result = recovery
          ? await auth.api.verifyBackupCode({ body: { code: code.trim(), trustDevice }, headers, returnHeaders: true })
          : await auth.api.verifyTOTP({ body: { code: code.replace(/\s+/g, ""), trustDevice }, headers, returnHeaders: true });
        return { ok: true, headers: result.headers };
      } catch (error) {
        return failure(error, "code");
      }
    },

    async signOut() {
      try {
        const result = await auth.api.signOut({ headers, returnHeaders: true });
        return result.headers;
      } catch {
        return new Headers(); // no session: nothing to end
      }
    },

    async requestPasswordReset(email) {
      const user = await accounts.findByEmail(email);
      // The same answer whether or not the address has an account.
      if (user && !user.deactivatedAt) {
        await system.db.transaction().execute((tx) =>
          accounts.issueLink(tx, {
            user: { id: user.id, email: user.email, name: user.name },
            kind: "staff_password_reset",
            hours: RESET_PASSWORD_HOURS,
            origin: options.origin,
          }),
        );
        system.mail.notify();
      }
      return { ok: true };
    },

    linkIsValid: (token) => accounts.linkIsValid(token),

    async setPassword(token, password) {
      const problem = await passwordProblem(password);
      if (problem) return { ok: false, status: 400, errors: { password: problem } };
      const holder = await accounts.linkHolder(token);
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password }, headers });
        if (holder) {
          // The link reached the account's own mailbox: whoever was guessing its password is not them.
          await system.signInLimits.forgive(holder.email);
          await accounts.recordOwnChange(holder, "staff.password_set", options.ip);
        }
        return { ok: true };
      } catch (error) {
        return failure(error, "password");
      }
    },

    async changePassword({ currentPassword, newPassword }) {
      const { member } = await actor();
      const problem = await passwordProblem(newPassword);
      if (problem) return { ok: false, status: 400, errors: { newPassword: problem } };
      try {
        const result = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        await accounts.recordOwnChange(member, "staff.password_changed", options.ip);
        return { ok: true, headers: result.headers };
      } catch (error) {
        return failure(error, "currentPassword");
      }
    },

    async startTwoFactor(password) {
      await actor();
      try {
        const result = await auth.api.enableTwoFactor({ body: { password }, headers });
        const totpUri = (result as { totpURI: string }).totpURI;
        const secret = new URL(totpUri).searchParams.get("secret") ?? "";
        return {
          ok: true,
          totpUri,
          secret,
          qrSvg: renderSVG(totpUri, { border: 2 }),
          recoveryCodes: (result as { backupCodes: string[] }).backupCodes,
        };
      } catch (error) {
        return failure(error, "password");
      }
    },

    async confirmTwoFactor(code) {
      const { member } = await actor();
      try {
        const result = await auth.api.verifyTOTP({ body: { code: code.replace(/\s+/g, "") }, headers, returnHeaders: true });
        await accounts.recordOwnChange(member, "staff.two_factor_enabled", options.ip);
        return { ok: true, headers: result.headers };
      } catch (error) {
        return failure(error, "code");
      }
    },

    async disableTwoFactor(password) {
      const { member } = await actor();
      if (await accounts.requireTwoFactor()) {
        return { ok: false, status: 409, errors: { form: "Owners require two-factor sign-in for all staff, so it cannot be turned off." } };
      }
      try {
        await auth.api.disableTwoFactor({ body: { password }, headers });
        await accounts.recordOwnChange(member, "staff.two_factor_disabled", options.ip);
        return { ok: true };
      } catch (error) {
        return failure(error, "password");
      }
    },

    async newRecoveryCodes(password) {
      const { member } = await actor();
      try {
        const result = await auth.api.generateBackupCodes({ body: { password }, headers });
        await accounts.recordOwnChange(member, "staff.recovery_codes_replaced", options.ip);
        return { ok: true, recoveryCodes: result.backupCodes };
      } catch (error) {
        return failure(error, "password");
      }
    },

    async sessions() {
      const { member } = await actor();
      return accounts.sessionsOf(member.id, member.sessionId);
    },
    async revokeSession(sessionId) {
      return accounts.revokeSession(await actor(), sessionId);
    },

    async staffList() {
      return accounts.list(await actor());
    },
    async member(id) {
      return accounts.member(await actor(), id);
    },
    async invite(input) {
      const a = await freshActor("staff:manage");
      return "refused" in a ? a.refused : accounts.invite(a, input, options.origin);
    },
    async resendInvitation(id) {
      return accounts.resendInvitation(await actor(), id, options.origin);
    },
    async changeRole(id, role) {
      const a = await freshActor("staff:manage");
      return "refused" in a ? a.refused : accounts.changeRole(a, id, role);
    },
    async setActive(id, active) {
      const a = await freshActor("staff:manage");
      return "refused" in a ? a.refused : accounts.setActive(a, id, active);
    },

    async proveIdentity(secret) {
      const { member } = await actor();
      const outcome = await system.freshness.prove(member.id, await sessionTimes(member), secret);
      if (outcome === "proved") return { ok: true };
      return { ok: false, status: outcome === "throttled" ? 429 : 400, errors: { proof: outcome === "throttled" ? PROOF_THROTTLED : PROOF_WRONG } };
    },

    async settings() {
      await actor();
      return { requireTwoFactor: await accounts.requireTwoFactor() };
    },
    async setRequireTwoFactor(required): Promise<ConsoleResult> {
      const a = await freshActor("settings:manage");
      if ("refused" in a) return a.refused;
      if (required && !a.member.twoFactorEnabled) {
        return { ok: false, status: 409, errors: { form: "Turn on two-factor sign-in for your own account first, so you are not locked out." } };
      }
      return accounts.setRequireTwoFactor(a, required);
    },
  };

  return { gate, console: staffConsole };
}
