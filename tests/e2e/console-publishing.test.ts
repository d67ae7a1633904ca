/**
 * Preview links and scheduled publishing in the production build (decision 0030).
 *
 * In Chromium: an editor changes a package's deal price and saves a draft, opens the preview link
 * and sees the new price on the real package page (labelled as a preview), while the public page in
 * the same browser still shows the old price; then schedules the publish (shown in Nairobi time,
 * listed under Scheduled), and when its time comes the server's own scheduler publishes it and the
 * public page shows the new price. The publishing parts pass axe and fit 390 px and 1366 px.
 *
 * Over HTTP, on SQLite and PostgreSQL: a preview page is the real page with the draft, `no-store`,
 * `noindex` (header and meta), never ETagged or cached (it follows the draft at once), and the
 * public page and its ETag are untouched; a forged link is refused.
 *
 * Issue 25 item 6: on sites without the demo, the package is a deal the test makes (5% off a value
 * tier of KES 38,000, and two dearer tiers), instead of the demo's Maasai Mara safari.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/kysely.ts";
import { loadAuthSecret } from "../../server/auth/secret.ts";
import { AuditLog } from "../../server/services/audit-log.ts";
import { PackageEditor } from "../../server/services/catalogue-editing/packages.ts";
import { PreviewTokens } from "../../server/services/catalogue-editing/preview-tokens.ts";
import { utcToOfficeTime } from "../../domain/publishing.ts";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, staffId } from "../helpers/console.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
const EDITOR = "editor@twiga.example";
const TITLE = "Test plains deal";

/** The deal the tests edit, made on the server's database: 5% off a value tier of KES 38,000 (KES 36,100). */
async function makeDeal(server: RunningServer): Promise<number> {
  const tier = (tier_type: "value" | "comfort" | "premier", price_kshs: number) => testTier({ tier_type, price_kshs, for_residents: true, for_east_africans: true });
  return withServerData(server, async (site) => (await createPackage(site, { title: TITLE, is_deal: true, deal_percent: 5, tiers: [tier("value", 38_000), tier("comfort", 52_000), tier("premier", 75_000)] })).id);
}

describe("preview and scheduled publishing journey", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let packageId = 0;

  beforeAll(async () => {
    // The scheduler looks often here, so the test waits on the publish rather than on a timer.
    server = await startServer({ SCHEDULED_PUBLISH_POLL_MS: "200", SEED_DEMO: "false" });
    const owner = await ownerOf(server, OWNER, PASSWORD);
    await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    packageId = await makeDeal(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("an editor previews a new price, the public page keeps the old one until the scheduled publish runs", async () => {
    const context = await browser.context("desktop");
    const page = await context.newPage();
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/packages/${packageId}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    expect(await page.getByTestId("preview-link").count()).toBe(0);

    // A deal of 20% off the KES 38,000 value tier (decision 0045): KES 30,400.
    await page.getByLabel("Percentage off", { exact: true }).fill("20");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Draft saved.").waitFor();

    // The preview: the real package page with the draft, in a new tab of the same browser.
    const [preview] = await Promise.all([context.waitForEvent("page"), page.getByTestId("preview-link").click()]);
    await preview.waitForLoadState();
    expect(preview.url()).toMatch(new RegExp(`/packages/${packageId}\\?preview=`));
    await preview.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const previewPanel = preview.getByTestId("booking-panel").last();
    expect(await previewPanel.getByTestId("deal-price-amount").innerText()).toBe("KES 30,400");
    expect(await preview.getByTestId("preview-banner").innerText()).toBe("Preview: not published yet");
    expect(await preview.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(0);

    // The public page, in the same browser (same client cache), still shows the published price.
    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/packages/${packageId}`);
    await visitor.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    expect(await visitor.getByTestId("booking-panel").last().getByTestId("deal-price-amount").innerText()).toBe("KES 36,100");
    expect(await visitor.getByTestId("preview-banner").count()).toBe(0);
    const api = await (await fetch(`${server.url}/api/v1/packages/${packageId}/`)).json();
    expect(api.dynamic_price).toBe(36_100);

    // Schedule the publish for a time in Nairobi; the console shows it, and lists it under Scheduled.
    const at = utcToOfficeTime(new Date(Date.now() + 60 * 60_000));
    await page.getByLabel("Publish at (Nairobi time)").fill(at);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.getByText("Draft saved and scheduled.").waitFor();
    const status = page.getByTestId("schedule-status");
    expect(await status.innerText()).toContain("Scheduled to publish on");
    expect(await status.locator("time").getAttribute("datetime")).toBe(new Date(`${at}:00+03:00`).toISOString());
    expect(await seriousA11yViolations(page)).toEqual([]);
    // What the editor sees after scheduling.
    await reviewShot(page, "editor-scheduled-1366.png");
    // The same editor's session on a phone: its cookies carried over rather than signing in again.
    const phone = await (await browser.context("phone", { storageState: await context.storageState() })).newPage();
    await phone.goto(`${server.url}/console/packages/${packageId}`);
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);
    await phone.getByTestId("schedule-status").scrollIntoViewIfNeeded();
    await reviewShot(phone, "editor-scheduled-390.png");
    await phone.goto(`${server.url}/console/scheduled`);
    expect(await phone.getByTestId("scheduled-row").innerText()).toContain(TITLE);
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await reviewShot(phone, "scheduled-390.png", { fullPage: true });

    // Its time comes (moved to now rather than waiting an hour): the server's scheduler publishes it.
    const db = openDatabase(server.databaseUrl, { poolSize: 1 });
    try {
      await db.kysely.updateTable("scheduled_publishes").set({ publish_at: new Date(Date.now() - 1000).toISOString() }).where("status", "=", "pending").execute();
    } finally {
      await db.close();
    }
    await expect
      .poll(async () => {
        await visitor.goto(`${server.url}/packages/${packageId}`);
        return visitor.getByTestId("booking-panel").last().getByTestId("deal-price-amount").innerText();
      })
      .toBe("KES 30,400");
    await page.reload();
    expect(await page.getByTestId("edit-status").innerText()).toBe("Published");
    expect(await page.getByTestId("schedule-status").count()).toBe(0);
    expect(await page.getByTestId("preview-link").count()).toBe(0);
  }, 120_000); // A long journey (two browsers, axe, the scheduler): twice the default, for a busy CI machine.
});

describe.each(DIALECTS)("preview pages over HTTP on %s", (dialect) => {
  let database: TestDatabase | null = null;
  let server: RunningServer;
  let packageId = 0;
  /** A draft with the deal at `percent` off (decision 0045): the value tier's KES 38,000 less it. */
  let draftPrice: (percent: number) => Promise<void>;
  let discardDraft: () => Promise<void>;
  let link: () => Promise<string>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = dialect === "postgres" ? await createTestDatabase("postgres") : null;
    server = await startServer({ SEED_DEMO: "false", ...(database ? { DATABASE_URL: database.url } : {}) });
    await ownerOf(server, OWNER, PASSWORD);
    packageId = await makeDeal(server);
    // The draft is written by the editing service on the server's database, as the console would.
    const db = openDatabase(server.databaseUrl, { poolSize: 2 });
    const editor = new PackageEditor(db.kysely, new AuditLog(), () => {});
    const owner = { actor: { id: await staffId(server.databaseUrl, OWNER), email: OWNER }, ip: null };
    const tokens = new PreviewTokens(await loadAuthSecret(db.kysely, undefined));
    draftPrice = async (percent) => {
      const doc = structuredClone((await editor.view(packageId))!.document);
      doc.deal_percent = percent;
      expect(await editor.saveDraft(packageId, doc, owner)).toEqual({ ok: true });
    };
    discardDraft = async () => void (await editor.discardDraft(packageId, owner));
    link = async () => `${server.url}/packages/${packageId}?preview=${tokens.issue("package", packageId, owner.actor.id).token}`;
    close = () => db.close();
  });
  afterAll(async () => {
    await close?.();
    await server?.stop();
    await database?.drop();
  });

  it("the preview is the real page with the draft, no-store and noindex, never cached; the public page and its ETag are untouched", async () => {
    const publicUrl = `${server.url}/packages/${packageId}`;
    const first = await fetch(publicUrl);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect(await first.text()).toContain("KES 36,100");

    await draftPrice(21);
    const url = await link();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(res.headers.get("etag")).toBeNull();
      const html = await res.text();
      expect(html).toContain("KES 30,020");
      expect(html).toContain("Preview: not published yet");
      expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
    }
    // Its client data request is no-store too.
    const dataRes = await fetch(url.replace(`/packages/${packageId}?`, `/packages/${packageId}.data?`));
    expect(dataRes.headers.get("cache-control")).toBe("no-store");

    // The public page: same ETag (still a 304 for a browser that has it), same price.
    expect((await fetch(publicUrl, { headers: { "if-none-match": etag } })).status).toBe(304);
    const again = await fetch(publicUrl);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).not.toContain("KES 30,020");

    // Never cached: the same link follows the draft at once, and shows the live page once it is gone.
    await draftPrice(24);
    expect(await (await fetch(url)).text()).toContain("KES 28,880");
    await discardDraft();
    const live = await (await fetch(url)).text();
    expect(live).toContain("KES 36,100");
    expect(live).not.toContain("KES 28,880");

    const forged = await fetch(`${publicUrl}?preview=${url.split("preview=")[1]!.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(403);
    expect(forged.headers.get("cache-control")).toBe("no-store");
  });
});
