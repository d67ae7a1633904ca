/**
 * Issue 12 items 3 and 4: a quick autofilled inquiry is a normal inquiry (and what the sales mailbox
 * and the traveller receive), the search's dates and residency carry into the inquiry forms, the
 * confirmation shows the reference the acknowledgement carries, and Back returns to the place in a
 * long list. Decisions 0015 and 0016.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startTestSmtp, type TestSmtp } from "../api/outbox-smtp-server.ts";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";

let server: RunningServer;
let browser: TestBrowser;
let smtp: TestSmtp;
const SALES = "sales@tests.example";

beforeAll(async () => {
  smtp = await startTestSmtp();
  [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url, SALES_EMAIL: SALES, OUTBOX_POLL_MS: "200" }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

function stored(email: string) {
  const db = new Database(server.databaseUrl, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM inquiries WHERE email = ?").get(email) as { id: number; full_name: string; is_spam: number; spam_reason: string | null } | undefined;
  } finally {
    db.close();
  }
}

const hydrated = (page: Page) => page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);

describe("a quick autofilled inquiry", () => {
  it("sent one second after the page loaded is a normal inquiry: both emails, nothing marked, the same reference", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/contact`, { waitUntil: "load" });
    const form = page.locator('[data-testid="inquiry-form"]').first();
    // Autofill: every field at once, as a browser's form filling does.
    const email = "fast-autofill@traveller.example";
    await form.getByLabel("Full name").fill("Amina Odhiambo");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("+254 700 000 001");
    await form.getByLabel("I agree to be contacted about my inquiry.").check();
    // One second after `load`, measured by the page's own clock.
    await page.waitForFunction(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return nav.loadEventEnd > 0 && performance.now() - nav.loadEventEnd >= 1000;
    });
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const reference = page.locator('[data-testid="inquiry-reference"]');
    await reference.waitFor({ timeout: 20_000 });
    const ref = await reference.innerText();
    expect(ref).toMatch(/^TH-\d{5}$/);

    const row = stored(email)!;
    expect(row).toMatchObject({ full_name: "Amina Odhiambo", is_spam: 0, spam_reason: null });
    const mails = (await smtp.waitFor(2, 20_000)).filter((m) => m.envelopeTo.includes(email) || m.subject.includes(ref));
    expect(mails).toHaveLength(2);
    const staff = mails.find((m) => m.envelopeTo.includes(SALES))!;
    expect(staff.subject).toBe(`New inquiry ${ref} from Amina Odhiambo: General inquiry`);
    const ack = mails.find((m) => m.envelopeTo.includes(email))!;
    expect(ack.subject).toContain(ref);
    expect(ack.text).toContain(`your reference is ${ref}`);
    expect(ack.text).not.toContain("Amina"); // no free text of the visitor's to an unverified address
    await page.context().close();
  });
});

describe("from search to quote", () => {
  it("carries the searched dates and residency into the package modal and /contact, and confirms with a summary", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const bar = page.locator('[data-testid="search-bar"]').first();
    await bar.locator('input[name="start_date"]').fill("2027-08-10");
    await bar.locator('input[name="end_date"]').fill("2027-08-14");
    await bar.locator('select[name="residency"]').selectOption("non_resident");
    await bar.getByRole("button", { name: "Find Now" }).click();
    await page.waitForURL(/\/packages\?/);
    await page.locator('[data-testid="package-card"] a').first().click();
    await page.waitForURL(/\/packages\/\d+/);
    await page.getByRole("button", { name: "Book Now" }).locator("visible=true").first().click();
    const modal = page.getByRole("dialog");
    const modalForm = modal.locator('[data-testid="inquiry-form"]');
    await modalForm.waitFor();
    expect(await modalForm.getByLabel("Start date").inputValue()).toBe("2027-08-10");
    expect(await modalForm.getByLabel("End date").inputValue()).toBe("2027-08-14");
    expect(await modalForm.getByLabel("Residency").inputValue()).toBe("non_residents");
    // The party given in one form is there in the next.
    await modalForm.getByLabel("Adults").fill("2");

    await page.goto(`${server.url}/contact`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const form = page.locator('[data-testid="inquiry-form"]').first();
    await expect.poll(() => form.getByLabel("Start date").inputValue()).toBe("2027-08-10");
    expect(await form.getByLabel("End date").inputValue()).toBe("2027-08-14");
    expect(await form.getByLabel("Adults").inputValue()).toBe("2");
    await form.getByLabel("Full name").fill("Baraka Mwangi");
    await form.getByLabel("Email").fill("carried@traveller.example");
    await form.getByLabel("I agree to be contacted about my inquiry.").check();
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const summary = page.locator('[data-testid="inquiry-summary"]');
    await summary.waitFor({ timeout: 20_000 });
    const text = await summary.innerText();
    expect(text).toContain("10 Aug 2027 to 14 Aug 2027");
    expect(text).toContain("2 adults");
    expect(await page.locator('[data-testid="inquiry-next-steps"]').innerText()).toMatch(/24-48 hours[\s\S]*50% deposit/);
    expect(await page.locator('[data-testid="inquiry-reference"]').innerText()).toMatch(/^TH-\d{5}$/);
    await page.context().close();
  });

  it("returns to the visitor's place in a long list on Back", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/packages`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const cards = page.locator('[data-testid="package-card"]');
    const card = cards.nth(Math.min(8, (await cards.count()) - 1));
    await card.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await card.locator("a").first().click();
    await page.waitForURL(/\/packages\/\d+/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/packages$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBeGreaterThan(before - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 50);
    await page.context().close();
  });
});
