/**
 * The dashboard's first-run checklist and agent figures (issue 28 item 6, decision 0065), read
 * through the real console page by a signed-in owner, on SQLite and PostgreSQL: each step follows
 * its fact in the database or the server's configuration, and the list goes once all are done.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetupChecklistConsole, setupFacts, type SetupSources } from "../../server/services/setup-checklist.ts";
import { loader as dashboardLoader } from "../../app/console/routes/dashboard.tsx";
import { buildConsoleArea } from "../../server/areas/console-area.ts";
import { createStaffRequest } from "../../server/auth/index.ts";
import { consolePageContext } from "../helpers/page-contexts.ts";
import { postTo, validInquiry } from "./outbox-sites.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("first-run checklist on %s", (dialect) => {
  let t: TestSite;
  let ownerCookie = "";
  /** The dashboard's loader with the console services a signed-in member's request gets. */
  const dashboard = async (cookie: string) => {
    const request = new Request(`${t.url}/console`, { headers: { cookie } });
    const context = await consolePageContext(buildConsoleArea(t.site, request, { ip: "10.0.0.1", origin: t.url }), request);
    return (await dashboardLoader({ context, request: new Request(`${t.url}/console`), params: {} } as never)) as Awaited<ReturnType<typeof dashboardLoader>>;
  };
  const details = async (cookie: string) => (await dashboard(cookie)).setup?.map((s) => s.detail).join("\n") ?? null;
  const unpricedNow = async () =>
    Number(
      (await sql<{ n: number | string }>`select count(*) as n from packages p where p.status = 'published' and p.id not in (select package_id from package_rates)`.execute(t.site.db.kysely)).rows[0]!.n,
    );
  const sources = (over: Partial<SetupSources> = {}): SetupSources => ({
    db: t.site.db.kysely,
    requireTwoFactor: () => t.site.staffAuth.accounts.requireTwoFactor(),
    smtpConfigured: false,
    mailbox: async () => ({ configured: false, lastError: null }),
    paymentProviders: () => [],
    ...over,
  });

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    await createMember(t.site.staffAuth, "amina@twiga.example", "owner");
    ownerCookie = (await signIn(t.url, "amina@twiga.example")).cookie;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("a new install with one owner: every step open on the dashboard, each saying what is missing", async () => {
    const steps = (await dashboard(ownerCookie)).setup!;
    const ratesOpen = (await unpricedNow()) > 0;
    expect(steps.filter((s) => !s.done).map((s) => s.key)).toEqual(["staff", "two_factor", "smtp", "imap", ...(ratesOpen ? ["rates"] : []), "payments"]);
    expect(steps.find((s) => s.key === "staff")!.detail).toBe("Only you can sign in. Invite the sales agents and editors who will work here.");
    expect(steps.find((s) => s.key === "smtp")!.action).toBe("Set SMTP_URL on the server");
    expect(steps.find((s) => s.key === "imap")!.action).toBe("Set IMAP_URL on the server");
    const facts = await setupFacts(sources());
    expect(facts).toMatchObject({ activeStaff: 1, staffWithTwoFactor: 0, twoFactorRequired: false, packagesWithoutRates: await unpricedNow() });
  });

  it("steps follow their facts: a second member, a package's rates removed", async () => {
    const before = await setupFacts(sources());
    await createMember(t.site.staffAuth, "otieno@twiga.example", "sales");
    const priced = await sql<{ package_id: number }>`select min(r.package_id) as package_id from package_rates r join packages p on p.id = r.package_id where p.status = 'published'`.execute(t.site.db.kysely);
    const packageId = Number(priced.rows[0]!.package_id);
    await sql`delete from package_rates where package_id = ${packageId}`.execute(t.site.db.kysely);
    const after = await setupFacts(sources());
    expect(after.activeStaff).toBe(before.activeStaff + 1);
    expect(after.packagesWithoutRates).toBe(before.packagesWithoutRates + 1);
    const text = await details(ownerCookie);
    expect(text).toContain("2 members can sign in.");
    expect(text).toContain(`${after.packagesWithoutRates} published ${after.packagesWithoutRates === 1 ? "package has" : "packages have"} no rates`);
  });

  it("a sales member sees no checklist; with every step done an owner sees none either", async () => {
    const sales = (await signIn(t.url, "otieno@twiga.example")).cookie;
    expect((await postTo(t.url, { ...validInquiry, email: "wanjiru@traveller.example" })).status).toBe(201);
    const forSales = await dashboard(sales);
    expect(forSales.setup).toBeNull();
    expect(forSales.stats.byOwner.map((o) => o.name)).toContain("Unassigned");

    const gate = createStaffRequest(t.site.staffAuth, new Request(`${t.url}/console`, { headers: { cookie: ownerCookie } }), { ip: "10.0.0.1", origin: t.url }).gate;
    const done = createSetupChecklistConsole(
      sources({ smtpConfigured: true, requireTwoFactor: async () => true, mailbox: async () => ({ configured: true, lastError: null }), paymentProviders: () => ["mpesa"] }),
      gate,
    );
    // Rates are read from the catalogue: with the unpriced packages archived, nothing is left to ask.
    await sql`update packages set status = 'archived' where status = 'published' and id not in (select package_id from package_rates)`.execute(t.site.db.kysely);
    expect(await done.steps()).toBeNull();
    const failing = createSetupChecklistConsole(sources({ smtpConfigured: true, requireTwoFactor: async () => true, mailbox: async () => ({ configured: true, lastError: "Authentication failed" }), paymentProviders: () => ["mpesa"] }), gate);
    expect((await failing.steps())?.filter((s) => !s.done).map((s) => s.key)).toEqual(["imap"]);
  });
});
