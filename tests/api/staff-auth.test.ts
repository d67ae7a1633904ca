/**
 * Staff sign-in over HTTP (issue 10): better-auth on our migration, on both
 * databases; limits per account and per address held in the database, with one
 * message that never tells whether an account exists; the Origin check; and
 * console answers never cached or indexed.
 */
import { getMigrations } from "better-auth/db/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAuthOptions } from "../../server/auth/better-auth.ts";
import { createStaffRequest } from "../../server/auth/index.ts";
import { TOO_MANY_SIGN_INS } from "../../server/auth/sign-in-limits.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { createMember, signIn, TEST_PASSWORD } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("staff sign-in on %s", (dialect) => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    await createMember(t.site.staffAuth, "owner@twiga.example", "owner");
    await createMember(t.site.staffAuth, "sales@twiga.example", "sales");
    await createMember(t.site.staffAuth, "editor@twiga.example", "editor");
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("has every table and column better-auth needs, from our own migration", async () => {
    const options = staffAuthOptions({ kysely: t.site.db.kysely, dialect, secret: "s".repeat(32), production: false, appName: "t" });
    const plan = await getMigrations(options as never);
    expect(plan.toBeCreated).toEqual([]);
    expect(plan.toBeAdded).toEqual([]);
    expect(plan.toBeAddedIndexes).toEqual([]);
  });

  it("signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const { res, body } = await signIn(t.url, "owner@twiga.example", TEST_PASSWORD, "10.1.0.1");
    expect(res.status).toBe(200);
    expect(body.user.email).toBe("owner@twiga.example");
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const session = await t.site.db.kysely.selectFrom("staff_session" as never).select(["ipAddress" as never]).execute();
    expect(session.map((s: any) => s.ipAddress)).toContain("10.1.0.1");
  });

  it("refuses a wrong password with the same answer as an unknown email", async () => {
    const wrong = await signIn(t.url, "owner@twiga.example", "not the password at all", "10.1.0.2");
    const unknown = await signIn(t.url, "nobody@twiga.example", "not the password at all", "10.1.0.2");
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  /** Moves the recorded failures of `key` (`account:<email>` or `address:<ip>`) `ms` into the past, as waiting would. */
  async function waitOut(key: string, ms: number) {
    const rows = await (t.site.db.kysely as any).selectFrom("staff_sign_in_failures").select(["id", "at"]).where("key", "=", key).execute();
    for (const row of rows) {
      await (t.site.db.kysely as any).updateTable("staff_sign_in_failures").set({ at: new Date(new Date(row.at).getTime() - ms).toISOString() }).where("id", "=", row.id).execute();
    }
  }

  it("after 5 failures from any addresses an account's tries are spaced out, not locked: the right password works once the wait is over; unknown emails answer the same", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t.url, "sales@twiga.example", "wrong password number " + i, `10.2.0.${i + 1}`)).res.status).toBe(401);
      expect((await signIn(t.url, "ghost@twiga.example", "wrong password number " + i, `10.2.1.${i + 1}`)).res.status).toBe(401);
    }
    const waiting = await signIn(t.url, "sales@twiga.example", TEST_PASSWORD, "10.2.0.99");
    const ghost = await signIn(t.url, "ghost@twiga.example", TEST_PASSWORD, "10.2.1.99");
    expect(waiting.res.status).toBe(429);
    expect(ghost.res.status).toBe(429);
    expect(waiting.body.message).toMatch(new RegExp(`^${TOO_MANY_SIGN_INS} Try again in [12] seconds?`));
    expect(ghost.body.message.replace(/\d+/, "N")).toBe(waiting.body.message.replace(/\d+/, "N"));
    expect(Number(waiting.res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(waiting.res.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
    // Two seconds later (the first wait), the owner of the account gets in: no 15-minute lockout.
    await waitOut("account:sales@twiga.example", 2_100);
    expect((await signIn(t.url, "sales@twiga.example", TEST_PASSWORD, "10.2.0.98")).res.status).toBe(200);
  });

  it("each further failure doubles the wait, up to 15 minutes; a password reset forgives the account", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(t.url, "editor@twiga.example", `wrong ${i}`, `10.4.1.${i + 1}`)).res.status).toBe(401);
    // Each wait served (moved into the past, but inside the window), the next failure doubles it.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await waitOut("account:editor@twiga.example", 2_000 * 2 ** i + 100);
      expect((await signIn(t.url, "editor@twiga.example", `wrong again ${i}`, `10.4.2.${i + 1}`)).res.status).toBe(401);
      waits.push(Number((await signIn(t.url, "editor@twiga.example", TEST_PASSWORD, `10.4.3.${i + 1}`)).res.headers.get("retry-after")));
    }
    expect(waits).toEqual([4, 8, 16]);
    // The reset link in the member's mailbox lifts it at once.
    const { token } = await t.site.staffAuth.accounts.createOwner({ email: "reset-me@twiga.example", name: "Reset Me", origin: t.url, sendLink: false });
    for (let i = 0; i < 6; i++) await signIn(t.url, "reset-me@twiga.example", `guess ${i}`, `10.4.4.${i + 1}`);
    expect((await signIn(t.url, "reset-me@twiga.example", "a brand new password 77", "10.4.4.50")).res.status).toBe(429);
    const reset = await createStaffRequest(t.site.staffAuth, new Request(`${t.url}/console/set-password`), { ip: "10.4.4.51", origin: t.url }).console.setPassword(token!, "a brand new password 77");
    expect(reset).toEqual({ ok: true });
    expect((await signIn(t.url, "reset-me@twiga.example", "a brand new password 77", "10.4.4.52")).res.status).toBe(200);
  });

  it("one address trying many accounts is slowed, on the console's own sign-in path too; another address behind the trusted proxy is not", async () => {
    const fromAddress = (ip: string) =>
      createStaffRequest(t.site.staffAuth, new Request(`${t.url}/console/sign-in`), { ip, origin: t.url }).console;
    for (let i = 0; i < 30; i++) {
      expect(await fromAddress("10.3.0.1").signIn({ email: `guess${i}@twiga.example`, password: "wrong password here" })).toMatchObject({ status: 401 });
    }
    const refused = await fromAddress("10.3.0.1").signIn({ email: "owner@twiga.example", password: TEST_PASSWORD });
    expect(refused).toMatchObject({ ok: false, status: 429, errors: { form: expect.stringMatching(new RegExp(`^${TOO_MANY_SIGN_INS}`)) } });
    // Another address is unaffected: over HTTP through the trusted proxy, X-Forwarded-For names it.
    expect(await fromAddress("10.3.0.2").signIn({ email: "owner@twiga.example", password: TEST_PASSWORD })).toMatchObject({ ok: true });
    expect((await signIn(t.url, "owner@twiga.example", TEST_PASSWORD, "10.3.0.3")).res.status).toBe(200);
    expect((await signIn(t.url, "owner@twiga.example", TEST_PASSWORD, "10.3.0.1")).res.status).toBe(429);
    // And the address itself waits seconds, not a quarter of an hour.
    await waitOut("address:10.3.0.1", 2_100);
    expect(await fromAddress("10.3.0.1").signIn({ email: "owner@twiga.example", password: TEST_PASSWORD })).toMatchObject({ ok: true });
  });

  it("refuses a state-changing auth request from another origin", async () => {
    const res = await fetch(`${t.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: "owner@twiga.example", password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toMatch(/Origin/);
    const none = await fetch(`${t.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@twiga.example", password: TEST_PASSWORD }),
    });
    expect(none.status).toBe(403);
  });

  it("has no sign-up: staff are only invited", async () => {
    const res = await fetch(`${t.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.url },
      body: JSON.stringify({ email: "me@evil.example", password: TEST_PASSWORD, name: "Me" }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await t.site.staffAuth.accounts.findByEmail("me@evil.example")).toBeUndefined();
  });
});
