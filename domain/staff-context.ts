/**
 * What console loaders and actions get from the server about the signed-in
 * staff member (built in server/auth/staff-gate.ts, read via the load context).
 * Every console loader and action calls `context.staff.require(permission)`
 * first; hiding a button is never the check.
 */
import type { Permission, Role } from "./staff-roles.ts";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
  /** The id (not the token) of the session this request came with, to mark "this device". */
  sessionId: string;
  /**
   * Until when (ms since the epoch) the session counts as freshly proved: signed in, or password or
   * authenticator code given again, within the last 10 minutes (server/auth/session-freshness.ts).
   */
  freshUntil: number;
}

/** Where a member proves it is them again before an act that grants power; `next` brings them back. */
export const CONFIRM_PATH = "/console/confirm";

export interface StaffSessionInfo {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
}

export interface StaffListEntry {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
  /** Invited but has not set a password yet. */
  invited: boolean;
  deactivatedAt: string | null;
  createdAt: string;
}

/** A failed console mutation: field errors for the form, or a message for the page. */
export type ConsoleResult<T = {}> = ({ ok: true } & T) | { ok: false; status: number; errors: Record<string, string> };

export interface StaffGate {
  /** The signed-in member, or null; never redirects. For the sign-in page only. */
  current(): Promise<StaffMember | null>;
  /**
   * The signed-in member holding `permission`, else it throws a Response: loaders (GET) redirect
   * to /console/sign-in when nobody is signed in; a member without the permission gets 403. When
   * owners require two-factor sign-in, members without it are sent to /console/account/security
   * unless `allowWithoutTwoFactor` (that page itself and sign-out).
   */
  require(permission?: Permission, options?: { allowWithoutTwoFactor?: boolean }): Promise<StaffMember>;
  /**
   * As `require`, for acts that grant power: without a fresh proof it throws a redirect to
   * CONFIRM_PATH, which brings the member back to `returnTo` (the page) once proved.
   */
  requireFresh(permission: Permission, returnTo: string): Promise<StaffMember>;
}

export type FormErrors = Record<string, string>;
export type Failure = { ok: false; status: number; errors: FormErrors };
/** Set-Cookie headers from the auth library, to pass on with the page's answer. */
export type WithCookies<T = {}> = ({ ok: true; headers: Headers } & T) | Failure;

export interface TwoFactorSetup {
  totpUri: string;
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
  qrSvg: string;
  recoveryCodes: string[];
}

/**
 * Account actions of the console, each for the request it was built for. Each checks the
 * signed-in member and their permission itself, whatever the page already checked.
 */
export interface StaffConsole {
  signIn(input: { email: string; password: string }): Promise<WithCookies<{ twoFactor: boolean }>>;
  verifySecondFactor(input: { code: string; recovery: boolean; trustDevice: boolean }): Promise<WithCookies>;
  signOut(): Promise<Headers>;
  requestPasswordReset(email: string): Promise<{ ok: true } | Failure>;
  linkIsValid(token: string): Promise<boolean>;
  setPassword(token: string, password: string): Promise<{ ok: true } | Failure>;
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<WithCookies>;

  startTwoFactor(password: string): Promise<({ ok: true } & TwoFactorSetup) | Failure>;
  confirmTwoFactor(code: string): Promise<WithCookies>;
  disableTwoFactor(password: string): Promise<{ ok: true } | Failure>;
  newRecoveryCodes(password: string): Promise<({ ok: true; recoveryCodes: string[] }) | Failure>;

  sessions(): Promise<StaffSessionInfo[]>;
  revokeSession(sessionId: string): Promise<ConsoleResult>;

  staffList(): Promise<ConsoleResult<{ staff: StaffListEntry[] }>>;
  member(id: string): Promise<ConsoleResult<{ member: StaffListEntry; sessions: StaffSessionInfo[] }>>;
  invite(input: { email: string; name: string; role: import("./staff-roles.ts").Role }): Promise<ConsoleResult<{ id: string }>>;
  resendInvitation(id: string): Promise<ConsoleResult>;
  changeRole(id: string, role: import("./staff-roles.ts").Role): Promise<ConsoleResult>;
  setActive(id: string, active: boolean): Promise<ConsoleResult>;

  /** The member's password or a current authenticator code: the session counts as freshly proved. */
  proveIdentity(secret: string): Promise<ConsoleResult>;

  settings(): Promise<{ requireTwoFactor: boolean }>;
  setRequireTwoFactor(required: boolean): Promise<ConsoleResult>;
}
