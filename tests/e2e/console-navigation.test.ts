/**
 * The console's menu and its quotes list in Chromium (issue 28 items 2 and 4). The menu groups the
 * pages by work: on a 1366 px desk one bar of groups that open with the keyboard and close with
 * Escape, on a 390 px phone one "Menu"; both work without JavaScript; a viewer sees only what it
 * may open. The quotes list shows each state on its own link, pages, and is read without
 * JavaScript too. Pages pass axe and never scroll sideways.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeDate } from "../../domain/quotes/versions.ts";
import { addDays } from "../../domain/rates/dates.ts";
import { openDatabase } from "../../server/db/kysely.ts";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { validInquiry } from "../api/outbox-sites.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
const started = Date.now();
const step = (name: string) => process.stderr.write(`  step: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

/** A signed-in page's session, given to another browser context (one with JavaScript off, say). */
async function share(from: Page, to: BrowserContext) {
  await to.addCookies(await from.context().cookies());
}

describe("console navigation and the quotes list", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  const today = officeDate(new Date());

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: "false" });
    const owner = await ownerOf(server, OWNER, PASSWORD);
    await inviteAndSignIn(owner, server.databaseUrl, { email: "viewer@twiga.example", role: "viewer", password: PASSWORD });
    // Quotes in every state, written as the list reads them (tests/api/quotes-list.test.ts checks how a quote gets there).
    const names = ["Dora Draft", "Sefu Sent", "Olive Opened", "Chege Changes", "Asha Accepted", "Eli Expired", "Ezra Expiring"];
    const inquiries: number[] = [];
    for (const name of names) {
      const res = await fetch(`${server.url}/api/v1/inquiries/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...validInquiry, full_name: name, email: `${name.split(" ")[0]!.toLowerCase()}@traveller.example`, budget_tier: undefined }),
      });
      expect(res.status).toBe(201);
      inquiries.push((await res.json()).id);
    }
    const db = openDatabase(server.databaseUrl, { poolSize: 1 });
    try {
      const k = db.kysely as any;
      const row = (n: number, stage: string, openUntil: string | null, low: number | null, high: number | null, hour: number) => ({
        inquiry_id: inquiries[n % inquiries.length],
        token: `navigation-test-quote-token-${n}-abcdefghijklmnop`,
        created_at: "2026-11-01T08:00:00.000Z",
        updated_at: "2026-11-01T08:00:00.000Z",
        list_stage: stage,
        open_until: openUntil,
        value_low: low,
        value_high: high,
        value_currency: low === null ? null : "KES",
        last_activity_at: `2026-11-20T${String(hour).padStart(2, "0")}:00:00.000Z`,
      });
      await k
        .insertInto("quotes")
        .values([
          row(0, "draft", null, 24_000_000, 24_000_000, 9),
          row(1, "sent", addDays(today, 10), 31_500_000, 48_000_000, 10),
          row(2, "opened", addDays(today, 8), 52_000_000, 52_000_000, 11),
          row(3, "changes", addDays(today, 6), 18_000_000, 18_000_000, 12),
          row(4, "accepted", null, 175_000_000, 175_000_000, 13),
          row(5, "sent", "2026-01-15", 22_000_000, 22_000_000, 14),
          row(6, "opened", addDays(today, 1), 64_000_000, 90_000_000, 15),
        ])
        .execute();
      // Older expired quotes, enough for a second page of "All".
      await k
        .insertInto("quotes")
        .values(Array.from({ length: 50 }, (_, n) => row(100 + n, "sent", "2025-12-01", 10_000_000, 10_000_000, 0)))
        .execute();
    } finally {
      await db.close();
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("groups the menu by work: one bar on a desk, a Menu on a phone, by keyboard and without JavaScript", async () => {
    const desk = await browser.page("desktop");
    await signInInBrowser(desk, server.url, OWNER, PASSWORD);
    await hydrated(desk);
    const bar = desk.getByRole("navigation", { name: "Console" });
    // One row of groups at 1366 px, and nothing to scroll sideways.
    expect((await bar.boundingBox())!.height).toBeLessThan(60);
    expect(await hasNoHorizontalOverflow(desk)).toBe(true);
    for (const group of ["Sales", "Content", "Pricing", "Admin", "Your account"]) expect(await bar.getByText(group, { exact: true }).isVisible()).toBe(true);
    expect(await bar.getByRole("link", { name: "Quotes" }).isVisible()).toBe(false);

    // Keyboard: Tab to Sales, Enter opens it, Tab reaches Quotes, Enter follows it.
    await bar.getByText("Sales", { exact: true }).focus();
    await desk.keyboard.press("Enter");
    await bar.getByRole("link", { name: "Quotes" }).waitFor();
    await desk.keyboard.press("Tab");
    await desk.keyboard.press("Tab");
    expect(await desk.evaluate(() => document.activeElement?.textContent)).toBe("Quotes");
    await desk.keyboard.press("Enter");
    await desk.waitForURL(`${server.url}/console/quotes`);
    await desk.getByRole("heading", { name: "Quotes", level: 1 }).waitFor();
    // The page's group is marked, and the menu closed behind the navigation.
    expect(await desk.locator('.c-nav-desk summary[aria-current="true"]').innerText()).toContain("Sales");
    expect(await bar.getByRole("link", { name: "Quotes" }).isVisible()).toBe(false);

    // One group open at a time; Escape closes it and gives focus back to its summary.
    await bar.getByText("Content", { exact: true }).click();
    await bar.getByText("Admin", { exact: true }).click();
    expect(await bar.getByRole("link", { name: "Packages" }).isVisible()).toBe(false);
    expect(await bar.getByRole("link", { name: "Audit trail" }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await reviewShot(desk, "console-nav-desktop-admin-open.png");
    await desk.keyboard.press("Escape");
    expect(await bar.getByRole("link", { name: "Audit trail" }).isVisible()).toBe(false);
    await bar.getByText("Content", { exact: true }).click();
    await bar.getByRole("link", { name: "Stories" }).click();
    await desk.waitForURL(`${server.url}/console/stories`);

    // A phone: one Menu, every group inside it.
    const phone = await browser.page("phone");
    await signInInBrowser(phone, server.url, OWNER, PASSWORD);
    await hydrated(phone);
    const menu = phone.getByRole("navigation", { name: "Console" });
    expect(await menu.getByRole("link", { name: "Inbox" }).isVisible()).toBe(false);
    await menu.getByText("Menu", { exact: true }).click();
    expect(await menu.getByRole("link", { name: "Seasons and rates" }).isVisible()).toBe(true);
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await reviewShot(phone, "console-nav-phone-open.png", { fullPage: true });
    await menu.getByRole("link", { name: "Seasons and rates" }).click();
    await phone.waitForURL(`${server.url}/console/rates`);
    await menu.getByRole("link", { name: "Inbox" }).waitFor({ state: "hidden" });
    await reviewShot(phone, "console-nav-phone-closed.png");

    // Without JavaScript: <details> opens all the same, and the links are plain links.
    const viewerPage = await browser.page("desktop");
    await signInInBrowser(viewerPage, server.url, "viewer@twiga.example", PASSWORD);
    const plain = await browser.context("desktop", { javaScriptEnabled: false });
    await share(viewerPage, plain);
    const noJs = await plain.newPage();
    await noJs.goto(`${server.url}/console`);
    const viewerBar = noJs.getByRole("navigation", { name: "Console" });
    await viewerBar.getByText("Sales", { exact: true }).click();
    // A viewer sees what it may open and nothing else: no bookings or money, no Admin group.
    expect(await viewerBar.locator("details[open] a").allInnerTexts()).toEqual(["Inbox", "Quotes", "Unmatched emails"]);
    expect(await viewerBar.getByText("Admin", { exact: true }).count()).toBe(0);
    await viewerBar.getByRole("link", { name: "Quotes" }).click();
    await noJs.waitForURL(`${server.url}/console/quotes`);
    await noJs.getByRole("heading", { name: "Quotes", level: 1 }).waitFor();
  });

  it("lists the quotes by state with their value and state links, on a desk", async () => {
    const desk = await browser.page("desktop");
    await signInInBrowser(desk, server.url, OWNER, PASSWORD);
    await desk.goto(`${server.url}/console/quotes`);
    await hydrated(desk);
    const list = desk.getByTestId("quotes-list");
    expect(await list.locator("tbody tr").count()).toBe(50);
    expect(await list.locator("caption").innerText()).toContain("57 quotes");
    // Newest activity first: the expiring quote, opened at 15:00.
    const first = list.locator("tbody tr").first();
    expect(await first.innerText()).toContain("Ezra Expiring");
    expect(await first.innerText()).toContain("KES 640,000 to KES 900,000");
    expect(await first.getByText(/^Expires /).isVisible()).toBe(true);
    expect(await hasNoHorizontalOverflow(desk)).toBe(true);
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await reviewShot(desk, "console-quotes-list-desktop.png");

    step("state links");
    const states = desk.getByRole("navigation", { name: "Quote states" });
    await states.getByRole("link", { name: "Expiring within 3 days" }).click();
    await desk.waitForURL(/state=expiring/);
    // The URL changes before the new list renders: wait for the list itself to shrink.
    await expect.poll(() => desk.getByTestId("quotes-list").locator("tbody tr").count()).toBe(1);
    expect(await desk.getByTestId("quotes-list").locator("tbody tr").first().innerText()).toContain("Ezra Expiring");
    step("accepted");
    await states.getByRole("link", { name: "Accepted" }).click();
    await desk.waitForURL(/state=accepted/);
    await desk.getByTestId("quotes-list").getByText("KES 1,750,000").waitFor();
    await states.getByRole("link", { name: "Changes asked for" }).click();
    await desk.getByTestId("quotes-list").getByText("Chege Changes").waitFor();
    expect(await states.getByRole("link", { name: "Changes asked for" }).getAttribute("aria-current")).toBe("page");
    await states.getByRole("link", { name: "Drafts" }).click();
    await desk.getByTestId("quotes-list").getByText("Dora Draft").waitFor();

    step("pages without JavaScript");
  });

  it("pages the quotes list without JavaScript, on a phone", async () => {
    const desk = await browser.page("desktop");
    await signInInBrowser(desk, server.url, OWNER, PASSWORD);
    // Pages, without JavaScript: the second page of every quote ends with the oldest expired ones.
    const plain = await browser.context("phone", { javaScriptEnabled: false });
    await share(desk, plain);
    const phone = await plain.newPage();
    await phone.goto(`${server.url}/console/quotes`);
    await phone.getByRole("link", { name: "Next page →" }).click();
    await phone.waitForURL(/page=2/);
    expect(await phone.getByTestId("quotes-list").locator("tbody tr").count()).toBe(7);
    await phone.getByRole("navigation", { name: "Quote states" }).getByRole("link", { name: "Expired" }).click();
    await phone.getByTestId("quotes-list").waitFor();
    await phone.waitForURL(/state=expired/);
    expect(await phone.getByTestId("quotes-list").locator("caption").innerText()).toContain("51 quotes");
    // axe and the overflow check run scripts in the page: on a phone with JavaScript.
    const scripted = await browser.page("phone");
    await share(desk, scripted.context());
    await scripted.goto(`${server.url}/console/quotes?state=expiring`);
    await hydrated(scripted);
    expect(await hasNoHorizontalOverflow(scripted)).toBe(true);
    expect(await seriousA11yViolations(scripted)).toEqual([]);
    await reviewShot(scripted, "console-quotes-list-phone.png", { fullPage: true });
  });

  it("shows each inquiry's trip, estimate, status and owner in the inbox, and folds the filters behind a button on a phone", async () => {
    const desk = await browser.page("desktop");
    await signInInBrowser(desk, server.url, OWNER, PASSWORD);
    await desk.goto(`${server.url}/console/inquiries`);
    await hydrated(desk);
    const row = desk.locator('[data-testid^="inquiry-row-"]').first();
    const text = await row.innerText();
    for (const fact of ["2 adults, 2 children", "Kenya Residents", "to Sat, 14 August 2027", "New", "Nobody yet"]) expect(text).toContain(fact);
    expect(await desk.getByRole("search", { name: "Filter inquiries" }).isVisible()).toBe(true);
    expect(await desk.getByRole("button", { name: /Filters/ }).isVisible()).toBe(false);
    expect(await hasNoHorizontalOverflow(desk)).toBe(true);
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await reviewShot(desk, "console-inbox-desktop.png");

    const phone = await browser.page("phone");
    await signInInBrowser(phone, server.url, OWNER, PASSWORD);
    await phone.goto(`${server.url}/console/inquiries?status=new`);
    await hydrated(phone);
    const fold = phone.getByRole("button", { name: "Filters (1 on)" });
    await fold.waitFor();
    expect(await phone.getByRole("search", { name: "Filter inquiries" }).isVisible()).toBe(false);
    // The first screen shows inquiries, not the form.
    expect((await phone.locator('[data-testid^="inquiry-row-"]').first().boundingBox())!.y).toBeLessThan(844);
    await reviewShot(phone, "console-inbox-phone.png");
    await fold.click();
    expect(await fold.getAttribute("aria-expanded")).toBe("true");
    await phone.getByRole("search", { name: "Filter inquiries" }).waitFor();
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await reviewShot(phone, "console-inbox-phone-filters.png");

    // Without JavaScript nothing could open them again, so the filters stay in view.
    const plain = await browser.context("phone", { javaScriptEnabled: false });
    await share(phone, plain);
    const noJs = await plain.newPage();
    await noJs.goto(`${server.url}/console/inquiries`);
    expect(await noJs.getByRole("search", { name: "Filter inquiries" }).isVisible()).toBe(true);
  });
});
