/**
 * Staff accounts on both databases: invitations and their links (single use,
 * expiring, replaced when sent again), the first owner's command, roles and
 * deactivation with their audit entries, the last owner kept, and the owners'
 * "two-factor required" setting enforced by the gate.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffRequest } from "../../server/auth/index.ts";
import { runStaffCommand } from "../../server/cli/staff-command.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { createMember, signIn, TEST_PASSWORD } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("staff accounts on %s", (dialect) => {
  let t: TestSite;
  let ownerCookie = "";
  const request = (cookie: string, path = "/console") =>
    createStaffRequest(t.site.staffAuth, new Request(t.url + path, { headers: { cookie } }), { ip: "10.0.0.9", origin: t.url });
  const asOwner = () => request(ownerCookie).console;
  const outboxTo = (to: string) =>
    (t.site.db.kysely as any).selectFrom("outbox_messages").select(["kind", "text_body", "inquiry_id"]).where("to_address", "=", to).orderBy("id").execute();
  const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)![1]!;
  const audit = (action: string) => t.site.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", action).execute();

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    await createMember(t.site.staffAuth, "owner@twiga.example", "owner");
    ownerCookie = (await signIn(t.url, "owner@twiga.example")).cookie;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("invites by email through the outbox; the link sets a password once, then works no more", async () => {
    const invited = await asOwner().invite({ email: "Kioko@Twiga.example", name: "Kioko Mwangi", role: "sales" });
    expect(invited.ok).toBe(true);
    const [mail] = await outboxTo("kioko@twiga.example");
    expect(mail.kind).toBe("staff_invitation");
    expect(mail.inquiry_id).toBeNull();
    expect(mail.text_body).toContain("as Sales");
    expect(mail.text_body).toContain("expires in 3 days");
    const token = tokenIn(mail.text_body);
    const anon = request("").console;
    expect(await anon.linkIsValid(token)).toBe(true);
    expect(await anon.setPassword(token, "password1234")).toMatchObject({ ok: false, errors: { password: expect.stringMatching(/common/) } });
    expect(await anon.setPassword(token, "kioko's long safari password")).toEqual({ ok: true });
    expect(await anon.linkIsValid(token)).toBe(false);
    expect(await anon.setPassword(token, "another long password here")).toMatchObject({ ok: false, status: 400 });
    expect((await signIn(t.url, "kioko@twiga.example", "kioko's long safari password")).res.status).toBe(200);
    expect(await audit("staff.invited")).toHaveLength(1);
    expect(await audit("staff.password_set")).toMatchObject([{ actor_email: "kioko@twiga.example" }]);
    // The same email cannot be invited twice.
    expect(await asOwner().invite({ email: "kioko@twiga.example", name: "K", role: "viewer" })).toMatchObject({ ok: false, status: 409 });
  });

  it("refuses an expired link, and a resent invitation replaces the earlier one", async () => {
    const { id } = (await asOwner().invite({ email: "late@twiga.example", name: "Late Comer", role: "viewer" })) as { id: string };
    const first = tokenIn((await outboxTo("late@twiga.example"))[0].text_body);
    expect((await asOwner().resendInvitation(id)).ok).toBe(true);
    const mails = await outboxTo("late@twiga.example");
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1].text_body);
    const anon = request("").console;
    expect(await anon.linkIsValid(first)).toBe(false);
    expect(await anon.linkIsValid(second)).toBe(true);
    const past = dialect === "postgres" ? new Date(Date.now() - 1000) : new Date(Date.now() - 1000).toISOString();
    await (t.site.db.kysely as any).updateTable("staff_verification").set({ expiresAt: past }).where("identifier", "=", `reset-password:${second}`).execute();
    expect(await anon.linkIsValid(second)).toBe(false);
    expect(await anon.setPassword(second, "a perfectly fine password")).toMatchObject({ ok: false, status: 400 });
  });

  it("changes roles and deactivates with audit entries; a deactivated member is signed out and cannot sign in", async () => {
    const id = await createMember(t.site.staffAuth, "leaving@twiga.example", "viewer");
    const session = await signIn(t.url, "leaving@twiga.example");
    expect(await request(session.cookie).gate.current()).toMatchObject({ email: "leaving@twiga.example", role: "viewer" });

    expect(await asOwner().changeRole(id, "editor")).toEqual({ ok: true });
    const [roleEntry] = await audit("staff.role_changed");
    expect(roleEntry).toMatchObject({ actor_email: "owner@twiga.example", entity_id: id, ip: "10.0.0.9" });
    expect(JSON.parse(roleEntry!.before_json!)).toEqual({ role: "viewer" });
    expect(JSON.parse(roleEntry!.after_json!)).toEqual({ role: "editor" });

    expect(await asOwner().setActive(id, false)).toEqual({ ok: true });
    expect(await request(session.cookie).gate.current()).toBeNull();
    const again = await signIn(t.url, "leaving@twiga.example");
    expect(again.res.status).toBe(403);
    expect(again.body.message).toMatch(/deactivated/);
    expect(await audit("staff.deactivated")).toHaveLength(1);

    expect(await asOwner().setActive(id, true)).toEqual({ ok: true });
    expect((await signIn(t.url, "leaving@twiga.example")).res.status).toBe(200);
  });

  it("keeps at least one active owner, and nobody deactivates themselves", async () => {
    const me = (await request(ownerCookie).gate.current())!;
    expect(await asOwner().changeRole(me.id, "viewer")).toMatchObject({ ok: false, status: 409 });
    expect(await asOwner().setActive(me.id, false)).toMatchObject({ ok: false, status: 409 });
  });

  it("lets a member end their own sessions but not another's; owners may end anyone's", async () => {
    await createMember(t.site.staffAuth, "two@twiga.example", "sales");
    const a = await signIn(t.url, "two@twiga.example");
    const b = await signIn(t.url, "two@twiga.example");
    const mine = await request(a.cookie).console.sessions();
    expect(mine).toHaveLength(2);
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    const ownerSession = (await request(ownerCookie).gate.current())!.sessionId;
    expect(await request(a.cookie).console.revokeSession(ownerSession)).toMatchObject({ ok: false, status: 403 });
    const other = mine.find((s) => !s.current)!;
    expect(await request(a.cookie).console.revokeSession(other.id)).toEqual({ ok: true });
    expect(await request(b.cookie).gate.current()).toBeNull();
    const current = mine.find((s) => s.current)!;
    expect(await asOwner().revokeSession(current.id)).toEqual({ ok: true });
    expect(await request(a.cookie).gate.current()).toBeNull();
    expect(await audit("staff.session_revoked")).toHaveLength(2);
  });

  it("sends members without two-factor to set it up once owners require it, and only an owner with it may require it", async () => {
    expect(await asOwner().setRequireTwoFactor(true)).toMatchObject({ ok: false, status: 409 });
    await t.site.db.kysely.insertInto("app_meta").values({ key: "console_require_two_factor", value: "true" }).execute();
    const sales = await signIn(t.url, "kioko@twiga.example", "kioko's long safari password");
    const refusal = await request(sales.cookie, "/console/staff").gate.require("inquiries:read").catch((r: Response) => r);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).headers.get("location")).toBe("/console/account/security?required=1");
    // The security page itself stays reachable.
    expect(await request(sales.cookie).gate.require(undefined, { allowWithoutTwoFactor: true })).toMatchObject({ email: "kioko@twiga.example" });
    await t.site.db.kysely.deleteFrom("app_meta").where("key", "=", "console_require_two_factor").execute();
  });

  it("creates the first owner from the command line: never a weak password, never twice, or by emailed link", async () => {
    const io = (password: string) => {
      const lines: string[] = [];
      return { lines, io: { out: (s: string) => lines.push(s), err: (s: string) => lines.push(s), readPassword: async () => password } };
    };
    const weak = io("qwertyuiop123\n");
    expect(await runStaffCommand(["create-owner", "boss@twiga.example"], t.site.staffAuth, weak.io)).toBe(1);
    expect(weak.lines.join()).toMatch(/common/);
    expect(await t.site.staffAuth.accounts.findByEmail("boss@twiga.example")).toBeUndefined();

    const good = io(`${TEST_PASSWORD}\n`);
    expect(await runStaffCommand(["create-owner", "boss@twiga.example", "--name", "Boss Lady"], t.site.staffAuth, good.io)).toBe(0);
    expect((await signIn(t.url, "boss@twiga.example")).res.status).toBe(200);
    expect(await runStaffCommand(["create-owner", "boss@twiga.example"], t.site.staffAuth, io(TEST_PASSWORD).io)).toBe(1);

    const link = io("");
    expect(await runStaffCommand(["create-owner", "linked@twiga.example", "--send-link"], t.site.staffAuth, link.io)).toBe(0);
    const [mail] = await outboxTo("linked@twiga.example");
    expect(mail.kind).toBe("password_link");
    expect(mail.text_body).toContain("expires in 24 hours");
    expect(await request("").console.setPassword(tokenIn(mail.text_body), "linked owner's own password")).toEqual({ ok: true });
    expect(await runStaffCommand(["create-owner", "not-an-email"], t.site.staffAuth, link.io)).toBe(2);
  });
});
