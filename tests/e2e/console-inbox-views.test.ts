/**
 * The inbox's saved views and the needs-reply threshold in Chromium (issue 28 item 3, decision
 * 0066): the owner sets the threshold on Settings (a bad value is named next to its field, what was
 * typed is kept), the change is in the audit trail as a sentence; the views Mine, Needs reply,
 * Quoted not opened and Accepted are links above the list, the current one marked, working without
 * JavaScript as well; on a phone and a desktop, checked with axe.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { createOwner, signInInBrowser } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { openDatabase } from "../../server/db/kysely.ts";

const OWNER = { email: "owner@twiga.example", password: "giraffe lantern acacia 42" };
const base = { consent: true, phone: "0712 555 010", message: "A week on the plains, please.", residency: "residents", pax_adults: 2, pax_children: 0, start_date: "2027-08-10", end_date: "2027-08-14" };

async function ready(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

async function postInquiry(url: string, full_name: string, email: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/inquiries/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...base, full_name, email }) });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

const names = (page: Page) => page.locator("tbody tr td:first-child a").allTextContents();
const current = (page: Page) => page.getByRole("navigation", { name: "Saved views" }).locator('[aria-current="page"]').allTextContents();

describe("console inbox saved views and the needs-reply threshold", () => {
  let server: RunningServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: "false" });
    await createOwner({ DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir }, OWNER.email, OWNER.password);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("sets the threshold on Settings and finds each view's inquiries, on a desktop and a phone", async () => {
    const waiting = await postInquiry(server.url, "Waiting Since Last Week", "waiting@traveller.example");
    const mine = await postInquiry(server.url, "Mine To Answer", "mine@traveller.example");
    const unopened = await postInquiry(server.url, "Quote Not Opened", "unopened@traveller.example");
    const accepted = await postInquiry(server.url, "Quote Accepted", "accepted@traveller.example");
    // The states written straight to the database: the quote builder has its own journey; these
    // views read only the inquiry's status and owner and the quote's list stage (migration 0036).
    const db = openDatabase(server.databaseUrl, { poolSize: 1 });
    try {
      const k = db.kysely;
      const ownerId = (await (db.kysely as any).selectFrom("staff_user").select("id").where("email", "=", OWNER.email).executeTakeFirstOrThrow()).id as string;
      // Eight days back has waited more than a business week, whatever day the test runs on.
      await k.updateTable("inquiries").set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }).where("id", "=", waiting).execute();
      const stamp = new Date().toISOString();
      await k.updateTable("inquiries").set({ owner_id: ownerId, first_reply_at: stamp, status: "contacted" }).where("id", "=", mine).execute();
      await k.updateTable("inquiries").set({ status: "quoted", first_reply_at: stamp }).where("id", "=", unopened).execute();
      await k.updateTable("inquiries").set({ status: "won", first_reply_at: stamp }).where("id", "=", accepted).execute();
      for (const [id, stage] of [[unopened, "sent"], [accepted, "accepted"]] as const) {
        await (db.kysely as any)
          .insertInto("quotes")
          .values({ inquiry_id: id, token: `views-e2e-${stage}-0123456789abcdef`, created_at: stamp, updated_at: stamp, list_stage: stage, last_activity_at: stamp })
          .execute();
      }
    } finally {
      await db.close();
    }

    const owner = await browser.page("desktop");
    await signInInBrowser(owner, server.url, OWNER.email, OWNER.password);

    // Settings: one business hour by default; a bad value is named and kept, a good one saved.
    await owner.goto(`${server.url}/console/settings`);
    await ready(owner);
    expect(await owner.getByLabel("Business hours").inputValue()).toBe("1");
    expect(await owner.getByLabel("Minutes", { exact: true }).inputValue()).toBe("0");
    await owner.getByLabel("Business hours").fill("0");
    await owner.getByLabel("Minutes", { exact: true }).fill("5");
    await owner.getByRole("button", { name: "Save" }).nth(1).click();
    await expect.poll(() => owner.locator("#f-needsReplyMinutes-error").textContent()).toBe("At least 15 minutes.");
    expect(await owner.getByLabel("Minutes", { exact: true }).inputValue()).toBe("5");
    expect(await owner.getByLabel("Minutes", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.getByLabel("Business hours").fill("2");
    await owner.getByLabel("Minutes", { exact: true }).fill("30");
    await owner.getByRole("button", { name: "Save" }).nth(1).click();
    await owner.waitForURL(/saved=1/);
    await expect.poll(() => owner.getByText("Now: 2 h 30 min of business time.").count()).toBe(1);
    await reviewShot(owner, "settings-needs-reply-desktop.png", { fullPage: true });
    await owner.goto(`${server.url}/console/audit`);
    await ready(owner);
    await expect.poll(() => owner.getByText('changed the "needs reply" threshold from 1 business hour to 2 h 30 min of business time').count()).toBeGreaterThan(0);

    // The views, as links above the list.
    await owner.goto(`${server.url}/console/inquiries`);
    await ready(owner);
    expect(await current(owner)).toEqual(["Inbox"]);
    const views: Array<[string, RegExp, string[]]> = [
      ["Mine", /owner=me/, ["Mine To Answer"]],
      ["Needs reply", /needs_reply=1/, ["Waiting Since Last Week"]],
      ["Quoted, not opened", /status=quoted&quote=unopened/, ["Quote Not Opened"]],
      ["Accepted", /status=won&quote=accepted/, ["Quote Accepted"]],
    ];
    for (const [label, url, expected] of views) {
      await owner.getByRole("navigation", { name: "Saved views" }).getByRole("link", { name: label, exact: true }).click();
      await owner.waitForURL(url);
      await expect.poll(() => current(owner)).toEqual([label]);
      expect((await names(owner)).map((n) => n.replace(/^TH-\d{5} /, ""))).toEqual(expected);
      if (label === "Needs reply") {
        expect(await owner.getByText("Unanswered after 2 h 30 min of business time since arrival.").count()).toBe(1);
        expect(await owner.locator("tbody .c-badge-warn").allTextContents()).toEqual(["Needs reply"]);
        // The filter form shows the view's filters after a client-side move too.
        expect(await owner.getByLabel("Needs reply only").isChecked()).toBe(true);
        await reviewShot(owner, "inbox-views-desktop.png");
      }
      if (label === "Quoted, not opened") expect(await owner.getByLabel("Quote", { exact: true }).inputValue()).toBe("unopened");
      expect(await seriousA11yViolations(owner)).toEqual([]);
    }
    // A filter added to a view is a custom view: no tab claims it.
    await owner.goto(`${server.url}/console/inquiries?needs_reply=1&residency=residents`);
    await ready(owner);
    expect(await current(owner)).toEqual([]);

    // On a phone, without JavaScript: the views are plain links, the current one marked.
    const phone = await browser.page("phone", { storageState: await owner.context().storageState(), javaScriptEnabled: false });
    await phone.goto(`${server.url}/console/inquiries`);
    await phone.getByRole("navigation", { name: "Saved views" }).getByRole("link", { name: "Quoted, not opened" }).click();
    await phone.waitForURL(/quote=unopened/);
    expect(await current(phone)).toEqual(["Quoted, not opened"]);
    expect((await names(phone)).map((n) => n.replace(/^TH-\d{5} /, ""))).toEqual(["Quote Not Opened"]);
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);

    // And on a phone with JavaScript, checked with axe, the filters folded.
    const hydrated = await browser.page("phone", { storageState: await owner.context().storageState() });
    await hydrated.goto(`${server.url}/console/inquiries?owner=me`);
    await ready(hydrated);
    expect(await current(hydrated)).toEqual(["Mine"]);
    expect(await hasNoHorizontalOverflow(hydrated)).toBe(true);
    expect(await seriousA11yViolations(hydrated)).toEqual([]);
    await reviewShot(hydrated, "inbox-views-phone.png");
    await hydrated.goto(`${server.url}/console/settings`);
    await ready(hydrated);
    expect(await hasNoHorizontalOverflow(hydrated)).toBe(true);
    expect(await seriousA11yViolations(hydrated)).toEqual([]);
    await reviewShot(hydrated, "settings-needs-reply-phone.png", { fullPage: true });
  });
});
