/**
 * Issue 23 item 5: acts that grant power need a proof given within the last 10 minutes (signing
 * in, or the password or an authenticator code again); an owner's idle session ends after 12 hours.
 * Time is moved by rewriting the session's own rows, as hours passing would leave them.
 */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffRequest } from "../../server/auth/index.ts";
import { createInboxConsole } from "../../server/services/inquiry-pipeline/inbox-console.ts";
import { PROOF_NEEDED } from "../../server/auth/session-freshness.ts";
import { cookiesFrom, createMember, nextTestAddress, signIn, TEST_PASSWORD } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe("fresh proof for acts that grant power", () => {
  let t: TestSite;
  let ownerId: string;
  const as = (cookie: string) => createStaffRequest(t.site.staffAuth, new Request(`${t.url}/console`, { headers: { cookie } }), { ip: nextTestAddress(), origin: t.url });
  const db = () => t.site.db.kysely as any;
  /** Moves a session's sign-in (and any proof) `minutes` into the past. */
  async function age(cookie: string, minutes: number) {
    const member = (await as(cookie).gate.current())!;
    const then = new Date(Date.now() - minutes * 60_000);
    await db().updateTable("staff_session").set({ createdAt: t.site.db.dialect === "postgres" ? then : then.toISOString() }).where("id", "=", member.sessionId).execute();
    await db().updateTable("staff_session_activity").set({ proved_at: null }).where("session_id", "=", member.sessionId).execute();
    return member;
  }

  beforeAll(async () => {
    t = await startTestSite("sqlite", { TRUSTED_PROXY: "loopback" });
    ownerId = await createMember(t.site.staffAuth, "mwangi@twiga.example", "owner");
    await createMember(t.site.staffAuth, "otieno@twiga.example", "sales");
    await createMember(t.site.staffAuth, "viewer@twiga.example", "viewer");
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("a session signed in just now may invite; eleven minutes later it must prove itself again, and a wrong proof does not count", async () => {
    const { cookie } = await signIn(t.url, "mwangi@twiga.example");
    expect(await as(cookie).console.invite({ email: "amina@twiga.example", name: "Amina", role: "sales" })).toMatchObject({ ok: true });

    await age(cookie, 11);
    const stale = as(cookie).console;
    expect(await stale.invite({ email: "eve@attacker.example", name: "Eve", role: "owner" })).toEqual({ ok: false, status: 401, errors: { form: PROOF_NEEDED, proof: PROOF_NEEDED } });
    const otieno = (await db().selectFrom("staff_user").select("id").where("email", "=", "otieno@twiga.example").executeTakeFirstOrThrow()).id;
    expect(await stale.changeRole(otieno, "owner")).toMatchObject({ ok: false, status: 401 });
    expect(await stale.setActive(otieno, false)).toMatchObject({ ok: false, status: 401 });
    expect(await stale.setRequireTwoFactor(true)).toMatchObject({ ok: false, status: 401 });
    // Erasing personal data is refused too, by a redirect to the confirm page that brings them back.
    const inbox = createInboxConsole({ pipeline: t.site.inquiryPipeline, staff: t.site.staffUsers, db: t.site.db.kysely, gate: as(cookie).gate, ip: null });
    const erase = await inbox.erasePersonalData("traveller@example.com").catch((thrown: unknown) => thrown);
    expect(erase).toBeInstanceOf(Response);
    expect((erase as Response).headers.get("location")).toBe("/console/confirm?next=%2Fconsole%2Fpersonal-data");
    // Nobody was invited as an owner, nobody's role changed.
    expect(await db().selectFrom("staff_user").select("email").where("email", "=", "eve@attacker.example").executeTakeFirst()).toBeUndefined();
    expect((await db().selectFrom("staff_user").select("role").where("id", "=", otieno).executeTakeFirstOrThrow()).role).toBe("sales");

    expect(await stale.proveIdentity("not the password")).toMatchObject({ ok: false, status: 400, errors: { proof: expect.any(String) } });
    expect(await as(cookie).console.invite({ email: "baraka@twiga.example", name: "Baraka", role: "sales" })).toMatchObject({ ok: false, status: 401 });
    expect(await as(cookie).console.proveIdentity(TEST_PASSWORD)).toEqual({ ok: true });
    expect(await as(cookie).console.invite({ email: "baraka@twiga.example", name: "Baraka", role: "sales" })).toMatchObject({ ok: true });
  });

  it("the role is checked before the proof: a viewer is told 403, not asked for a password", async () => {
    const { cookie } = await signIn(t.url, "viewer@twiga.example");
    await age(cookie, 30);
    expect(await as(cookie).console.invite({ email: "x@twiga.example", name: "X", role: "owner" })).toMatchObject({ ok: false, status: 403 });
    expect(await as(cookie).console.setRequireTwoFactor(true)).toMatchObject({ ok: false, status: 403 });
  });

  it("an authenticator code proves a session once; five wrong proofs stop further tries for a while", async () => {
    const signedIn = await signIn(t.url, "otieno@twiga.example");
    let cookie = signedIn.cookie;
    const setup = await as(cookie).console.startTwoFactor(TEST_PASSWORD);
    if (!setup.ok) throw new Error(JSON.stringify(setup));
    const otp = createOTP(base32.decode(setup.secret));
    const step = Math.floor(Date.now() / 30_000);
    const confirmed = await as(cookie).console.confirmTwoFactor(await otp.hotp(step));
    if (!confirmed.ok) throw new Error(JSON.stringify(confirmed));
    cookie = cookiesFrom(new Response(null, { headers: confirmed.headers }), cookie);

    await age(cookie, 20);
    // The code that confirmed the set-up is spent; the next one proves the session.
    expect(await as(cookie).console.proveIdentity(await otp.hotp(step))).toMatchObject({ ok: false, status: 400 });
    const next = await otp.hotp(step + 1);
    expect(await as(cookie).console.proveIdentity(next)).toEqual({ ok: true });
    await age(cookie, 20);
    expect(await as(cookie).console.proveIdentity(next)).toMatchObject({ ok: false, status: 400 });

    for (let i = 0; i < 3; i++) expect(await as(cookie).console.proveIdentity(`wrong ${i}`)).toMatchObject({ ok: false, status: 400 });
    // Two wrong codes above and three wrong passwords: the sixth try is refused, even with the right password.
    expect(await as(cookie).console.proveIdentity(TEST_PASSWORD)).toMatchObject({ ok: false, status: 429 });
  });

  it("an owner's session ends after 12 idle hours; a viewer's does not", async () => {
    const owner = await signIn(t.url, "mwangi@twiga.example");
    const member = (await as(owner.cookie).gate.current())!;
    expect(member.id).toBe(ownerId);
    const idle = new Date(Date.now() - 13 * 60 * 60_000).toISOString();
    await db().updateTable("staff_session_activity").set({ seen_at: idle }).where("session_id", "=", member.sessionId).execute();
    expect(await as(owner.cookie).gate.current()).toBeNull();
    expect(await db().selectFrom("staff_session").select("id").where("id", "=", member.sessionId).executeTakeFirst()).toBeUndefined();

    const viewerSignIn = await signIn(t.url, "viewer@twiga.example");
    const viewer = (await as(viewerSignIn.cookie).gate.current())!;
    await db().updateTable("staff_session_activity").set({ seen_at: idle }).where("session_id", "=", viewer.sessionId).execute();
    expect(await as(viewerSignIn.cookie).gate.current()).toMatchObject({ email: "viewer@twiga.example" });
  });
});
