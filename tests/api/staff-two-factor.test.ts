/**
 * Two-factor sign-in on both databases, through the console's own account
 * actions: set up with a password, confirmed with a code, then required at
 * sign-in; a wrong code is refused; a recovery code works once; turning it
 * off needs the password and is refused while owners require it.
 */
import { authenticatorApp } from "../helpers/totp.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffRequest } from "../../server/auth/index.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { cookiesFrom, createMember, nextTestAddress, TEST_PASSWORD } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

/** Cookie header from the Set-Cookie lines an action would pass on. */
function cookieFrom(headers: Headers, previous = ""): string {
  return cookiesFrom(new Response(null, { headers }), previous);
}

describe.each(DIALECTS)("two-factor sign-in on %s", (dialect) => {
  let t: TestSite;
  const as = (cookie: string) =>
    createStaffRequest(t.site.staffAuth, new Request(`${t.url}/console`, { headers: { cookie } }), { ip: nextTestAddress(), origin: t.url });

  async function passwordStep(email: string) {
    const result = await as("").console.signIn({ email, password: TEST_PASSWORD });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return { twoFactor: result.twoFactor, cookie: cookieFrom(result.headers) };
  }

  beforeAll(async () => {
    t = await startTestSite(dialect);
    await createMember(t.site.staffAuth, "guard@twiga.example", "owner");
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("sets up, signs in with a code, accepts each recovery code once, and turns off only with the password", async () => {
    let { cookie, twoFactor } = await passwordStep("guard@twiga.example");
    expect(twoFactor).toBe(false);

    expect(await as(cookie).console.startTwoFactor("not my password")).toMatchObject({ ok: false, errors: { password: expect.any(String) } });
    const setup = await as(cookie).console.startTwoFactor(TEST_PASSWORD);
    if (!setup.ok) throw new Error(JSON.stringify(setup));
    expect(setup.recoveryCodes).toHaveLength(10);
    expect(setup.qrSvg).toContain("<svg");
    const app = authenticatorApp(setup.secret);
    const freshCode = () => app.next();
    expect(await as(cookie).console.confirmTwoFactor("000000")).toMatchObject({ ok: false, errors: { code: expect.any(String) } });
    const confirmed = await as(cookie).console.confirmTwoFactor(await freshCode());
    if (!confirmed.ok) throw new Error(JSON.stringify(confirmed));
    cookie = cookieFrom(confirmed.headers, cookie);
    expect(await as(cookie).gate.current()).toMatchObject({ twoFactorEnabled: true });

    // Signing in now stops after the password until a code is given.
    const pending = await passwordStep("guard@twiga.example");
    expect(pending.twoFactor).toBe(true);
    expect(await as(pending.cookie).gate.current()).toBeNull();
    expect(await as(pending.cookie).console.verifySecondFactor({ code: "123456", recovery: false, trustDevice: false })).toMatchObject({ ok: false });
    const code = await freshCode();
    const viaCode = await as(pending.cookie).console.verifySecondFactor({ code, recovery: false, trustDevice: false });
    if (!viaCode.ok) throw new Error(JSON.stringify(viaCode));
    expect(await as(cookieFrom(viaCode.headers, pending.cookie)).gate.current()).toMatchObject({ email: "guard@twiga.example" });

    // The same code, still within its 30 s step, does not complete a second sign-in (issue 24 item 8).
    const replay = await passwordStep("guard@twiga.example");
    const replayed = await as(replay.cookie).console.verifySecondFactor({ code, recovery: false, trustDevice: false });
    expect(replayed).toMatchObject({ ok: false });
    if (!replayed.ok) expect(replayed.status).toBe(401);
    expect(await as(replay.cookie).gate.current()).toBeNull();
    // Nor over better-auth's own endpoint: the session it made is undone.
    const sessions = async () => (await t.site.db.kysely.selectFrom("staff_session" as never).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
    const again = await passwordStep("guard@twiga.example");
    const before = Number(await sessions());
    const direct = await fetch(`${t.url}/api/auth/two-factor/verify-totp`, {
      method: "POST",
      headers: { cookie: again.cookie, origin: t.url, "content-type": "application/json" },
      body: JSON.stringify({ code }),
    });
    expect(direct.status).toBe(401);
    expect(Number(await sessions())).toBe(before);

    // A recovery code (lost phone) works once.
    const recovery = setup.recoveryCodes[0]!;
    const lost = await passwordStep("guard@twiga.example");
    const viaRecovery = await as(lost.cookie).console.verifySecondFactor({ code: recovery, recovery: true, trustDevice: false });
    if (!viaRecovery.ok) throw new Error(JSON.stringify(viaRecovery));
    expect(await as(cookieFrom(viaRecovery.headers, lost.cookie)).gate.current()).toMatchObject({ email: "guard@twiga.example" });
    const reuse = await passwordStep("guard@twiga.example");
    expect(await as(reuse.cookie).console.verifySecondFactor({ code: recovery, recovery: true, trustDevice: false })).toMatchObject({ ok: false });

    // Owners require it: it cannot be turned off. Then, not required: the password turns it off.
    expect(await as(cookie).console.setRequireTwoFactor(true)).toEqual({ ok: true });
    expect(await as(cookie).console.disableTwoFactor(TEST_PASSWORD)).toMatchObject({ ok: false, status: 409 });
    expect(await as(cookie).console.setRequireTwoFactor(false)).toEqual({ ok: true });
    expect(await as(cookie).console.disableTwoFactor("wrong password")).toMatchObject({ ok: false });
    expect(await as(cookie).console.disableTwoFactor(TEST_PASSWORD)).toEqual({ ok: true });
    expect((await passwordStep("guard@twiga.example")).twoFactor).toBe(false);

    const actions = (await t.site.db.kysely.selectFrom("audit_log").select("action").orderBy("id").execute()).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(["staff.two_factor_enabled", "settings.require_two_factor_changed", "staff.two_factor_disabled"]),
    );
  });
});
