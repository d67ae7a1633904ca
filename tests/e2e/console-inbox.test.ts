/**
 * The inbox journey of issue 10 in Chromium: inquiries sent through the public API are handled
 * end to end by the first owner: found by search, status (a bad move shown next to its field, a
 * change racing another tab refused), owner, note, a reply by email that waits while SMTP is down
 * and then arrives threaded under the acknowledgement, a spam inquiry released (its two emails
 * sent once), CSV of the filtered view, the dashboard, the audit trail, and a personal data export
 * and erasure. Pages are checked with axe and fit a 390 px phone. A viewer is refused over HTTP.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { ConsoleClient, createOwner, latestLinkToken, consoleMenuLink } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { startTestSmtp, type TestSmtp } from "../api/outbox-smtp-server.ts";
import { inquirySearchText } from "../../domain/inquiry-search.ts";
import { openDatabase } from "../../server/db/kysely.ts";
import { waitUntil } from "../helpers/wait-until.ts";
import { reviewShot } from "../helpers/review-shots.ts";

const OWNER = { email: "owner@twiga.example", password: "giraffe lantern acacia 42" };
const TRAVELLER = {
  full_name: "Neema Wairimu",
  email: "neema.wairimu@traveller.example",
  consent: true,
  phone: "0712 555 010",
  message: "Honeymoon safari with a balloon ride, please.",
  residency: "residents",
  pax_adults: 2,
  pax_children: 0,
};

/** Progress in the log, so a timeout says which step hung. */
const step = (name: string) => process.stderr.write(`  step: ${name}\n`);

async function ready(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

async function postInquiry(url: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${url}/api/v1/inquiries/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
}

describe("console inbox journey", () => {
  let server: RunningServer;
  let smtp: TestSmtp;
  let browser: TestBrowser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100", OUTBOX_RETRY_BASE_MS: "200", SEED_DEMO: "false" });
    // Production settings need a public origin; the CLI gets the same allowlist as the server.

    const cliEnv = { DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir, ALLOWED_HOSTS: "127.0.0.1,localhost" };
    await createOwner(cliEnv, OWNER.email, OWNER.password);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("owner handles an inquiry end to end, releases spam, exports, reads the audit trail and erases personal data", async () => {
    await postInquiry(server.url, { ...TRAVELLER, full_name: "Other Traveller", email: "other@traveller.example", phone: "+44 20 7946 0000", message: "Beach week" });
    await postInquiry(server.url, TRAVELLER);
    await postInquiry(server.url, { ...TRAVELLER, full_name: "Spam Bot", email: "bot@spam.example", hp: "gotcha" });
    await waitUntil(() => smtp.mails.filter((m) => m.envelopeTo.includes(TRAVELLER.email)).length === 1, "the acknowledgement", 20_000);
    const ack = smtp.mails.find((m) => m.envelopeTo.includes(TRAVELLER.email))!;

    const owner = await browser.page("desktop");
    await owner.goto(`${server.url}/console/sign-in`);
    await ready(owner);
    await owner.getByLabel("Email").fill(OWNER.email);
    await owner.getByLabel("Password").fill(OWNER.password);
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.waitForURL(`${server.url}/console`);
    await owner.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await owner.locator(".c-stat").first().textContent()).toContain("2");

    // The inbox: search finds her by phone typed another way.
    step('The inbox: search finds her by phone typed another way.');
    await (await consoleMenuLink(owner, "Sales", "Inbox")).click();
    await owner.getByRole("heading", { name: "Inquiries" }).waitFor();
    await ready(owner);
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.getByLabel("Search name, email, phone, message or reference").fill("+254 712 555 010");
    await owner.getByRole("button", { name: "Apply" }).click();
    await owner.waitForURL(/q=%2B254/);
    await expect.poll(() => owner.locator("tbody tr").count()).toBe(1);
    // Inquiries are named by the reference the traveller has in her emails, not by the row id.
    const reference = /TH-\d{5}/.exec(ack.subject)![0];
    expect(await owner.locator("tbody tr a").first().textContent()).toBe(`${reference} Neema Wairimu`);
    await owner.getByRole("link", { name: /Neema Wairimu/ }).click();
    await owner.getByRole("heading", { name: `Inquiry ${reference}: Neema Wairimu` }).waitFor();
    await ready(owner);
    expect(await owner.title()).toBe(`Inquiry ${reference} · Staff console`);
    const inquiryUrl = owner.url();
    // Searching by that reference, or by its number alone, finds her.
    for (const typed of [reference, reference.slice(3)]) {
      await owner.goto(`${server.url}/console/inquiries`);
      await ready(owner);
      await owner.getByLabel("Search name, email, phone, message or reference").fill(typed);
      await owner.getByRole("button", { name: "Apply" }).click();
      await owner.waitForURL(new RegExp(`q=${encodeURIComponent(typed)}`));
      await expect.poll(() => owner.locator("tbody tr a").allTextContents()).toEqual([`${reference} Neema Wairimu`]);
    }
    await owner.goto(inquiryUrl);
    await ready(owner);
    expect(await owner.getByText("Sent", { exact: false }).count()).toBeGreaterThanOrEqual(2); // both emails delivered
    expect(await owner.getByRole("link", { name: "Reply on WhatsApp to Neema" }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/254712555010\?text=Hello%20Neema/);
    expect(await seriousA11yViolations(owner)).toEqual([]);

    // Lost without a reason: refused next to the field, nothing sent.
    step('Lost without a reason: refused next to the field, nothing sent.');
    await owner.getByLabel("Status", { exact: true }).selectOption("lost");
    await owner.getByRole("button", { name: "Change status" }).click();
    await expect.poll(() => owner.locator("#f-lost_reason-error").textContent()).toContain("Say why");

    // A second tab moves it first; this tab's change is refused and says so.
    step("A second tab moves it first; this tab's change is refused and says so.");
    const other = await owner.context().newPage();
    await other.goto(inquiryUrl);
    await ready(other);
    await other.getByLabel("Status", { exact: true }).selectOption("contacted");
    await other.getByRole("button", { name: "Change status" }).click();
    await other.getByRole("status").filter({ hasText: "Status changed." }).waitFor();
    await other.close();
    await owner.getByLabel("Status", { exact: true }).selectOption("quoted");
    await owner.getByRole("button", { name: "Change status" }).click();
    await expect.poll(() => owner.getByRole("alert").first().textContent()).toContain("was changed by owner@twiga.example after you opened it");
    await owner.goto(inquiryUrl);
    await ready(owner);
    await owner.getByLabel("Status", { exact: true }).selectOption("quoted");
    await owner.getByRole("button", { name: "Change status" }).click();
    await owner.getByRole("status").filter({ hasText: "Status changed." }).waitFor();

    // A note.
    step('A note.');
    await owner.getByLabel("New note (staff only)").fill("Prefers late August; ask about the balloon.");
    await owner.getByRole("button", { name: "Add note" }).click();
    await owner.getByRole("status").filter({ hasText: "Note added." }).waitFor();

    // Reply by email while the mail server refuses: it waits, visible as pending.
    step('Reply by email while the mail server refuses: it waits, visible as pending.');
    smtp.refuseAll = true;
    await owner.getByLabel("Message", { exact: true }).fill("Jambo Neema,\n\nYour quote is attached below.");
    await owner.getByRole("button", { name: "Send reply" }).click();
    await owner.getByRole("status").filter({ hasText: "Reply queued" }).waitFor();
    await expect.poll(() => owner.locator("li", { hasText: "Reply to the traveller" }).textContent()).toMatch(/Pending|Sending/);
    smtp.refuseAll = false;
    await waitUntil(() => smtp.mails.some((m) => m.envelopeTo.includes(TRAVELLER.email) && m.text.includes("Your quote is attached")), "the reply", 30_000);
    const reply = smtp.mails.find((m) => m.text.includes("Your quote is attached"))!;
    expect(reply.headers["in-reply-to"]).toBe(ack.messageId);
    expect(reply.headers["references"]).toBe(ack.messageId);
    expect(reply.subject).toBe(`Re: ${ack.subject}`);
    await expect
      .poll(async () => {
        await owner.reload();
        return owner.locator("li", { hasText: "Reply to the traveller" }).textContent();
      }, { timeout: 20_000 })
      .toContain("Sent");
    const history = await owner.getByRole("region", { name: "History" }).textContent();
    for (const line of ["Status New → Contacted", "Status Contacted → Quoted", "Note added", "Replied by email"]) expect(history).toContain(line);

    // The same page on a phone.
    step('The same page on a phone.');
    const phone = await browser.page("phone", { storageState: await owner.context().storageState() });
    await phone.goto(inquiryUrl);
    await ready(phone);
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);
    expect(await seriousA11yViolations(phone)).toEqual([]);

    // Spam: released once, its two emails sent once.
    step('Spam: released once, its two emails sent once.');
    await owner.goto(`${server.url}/console/inquiries?spam=1`);
    await owner.getByRole("link", { name: /Spam Bot/ }).click();
    await ready(owner);
    await owner.getByRole("button", { name: "Not spam: release it" }).click();
    await owner.getByRole("status").filter({ hasText: "Released from spam" }).waitFor();
    await waitUntil(() => smtp.mails.some((m) => m.envelopeTo.includes("bot@spam.example")), "the released acknowledgement", 20_000);
    expect(smtp.mails.filter((m) => m.envelopeTo.includes("bot@spam.example"))).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.subject.includes("Spam Bot"))).toHaveLength(1);

    // CSV of the filtered view.
    step('CSV of the filtered view.');
    const csv = await owner.request.get(`${server.url}/console/inquiries/export.csv?status=quoted`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain("neema.wairimu@traveller.example");
    expect(text).not.toContain("other@traveller.example");

    // The audit trail, filtered.
    step('The audit trail, filtered.');
    await owner.goto(`${server.url}/console/audit`);
    await ready(owner);
    await reviewShot(owner, "audit-trail-desktop.png", { fullPage: true });
    const desk = owner.viewportSize();
    await owner.setViewportSize({ width: 390, height: 844 });
    await reviewShot(owner, "audit-trail-phone.png", { fullPage: true });
    if (desk) await owner.setViewportSize(desk);
    await owner.getByLabel("What").selectOption("inquiry.status_changed");
    await owner.getByRole("button", { name: "Apply" }).click();
    await owner.waitForURL(/action=inquiry.status_changed/);
    const entries = owner.getByRole("list", { name: "Audit entries, newest first" }).getByRole("listitem");
    await expect.poll(() => entries.count()).toBe(2);
    // Each entry is a sentence naming the inquiry and both statuses (issue 28 item 7), not stored JSON.
    for (const text of await entries.allTextContents()) expect(text).toMatch(/ moved TH-\d+ from [A-Z][a-z]+ to [A-Z][a-z]+/);
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await entries.first().getByRole("link", { name: "Stored snapshots" }).click();
    await owner.waitForURL(/\/console\/audit\/\d+$/);
    await expect.poll(() => owner.getByRole("region", { name: "After" }).textContent()).toContain('"status"');

    // Personal data: export, then erase.
    step('Personal data: export, then erase.');
    await owner.goto(`${server.url}/console/personal-data`);
    await ready(owner);
    await owner.getByLabel("Traveller's email").first().fill(TRAVELLER.email);
    const [download] = await Promise.all([owner.waitForEvent("download"), owner.getByRole("button", { name: "Download as JSON" }).click()]);
    const dump = JSON.parse(await new Response(await download.createReadStream() as unknown as ReadableStream).text());
    expect(dump.inquiries).toHaveLength(1);
    expect(dump.notes[0].body).toContain("balloon");
    await owner.locator("#e-email").fill(TRAVELLER.email);
    await owner.locator("#e-confirm").fill("someone.else@traveller.example");
    await owner.getByRole("button", { name: "Erase everything about this address" }).click();
    await expect.poll(() => owner.locator("#e-confirm-error").textContent()).toContain("same address");
    await owner.locator("#e-confirm").fill(TRAVELLER.email);
    await owner.getByRole("button", { name: "Erase everything about this address" }).click();
    await owner.getByRole("status").filter({ hasText: "Erased. 1 inquiry keeps a tombstone" }).waitFor();
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.goto(inquiryUrl);
    await owner.getByRole("heading", { name: /personal data erased/ }).waitFor();
  }, 180_000);

  it("refuses a viewer's changes and owner pages on the server", async () => {
    const ownerClient = new ConsoleClient(server.url);
    await ownerClient.signIn(OWNER.email, OWNER.password);
    expect((await ownerClient.post("/console/staff", { name: "Vera Viewer", email: "viewer@twiga.example", role: "viewer" })).status).toBe(302);
    const token = await latestLinkToken(server.databaseUrl, "viewer@twiga.example");
    const viewer = new ConsoleClient(server.url);
    await viewer.post("/console/set-password", { token, password: OWNER.password, confirm: OWNER.password });
    await viewer.signIn("viewer@twiga.example", OWNER.password);
    expect((await viewer.get("/console/inquiries")).status).toBe(200);
    expect((await viewer.get("/console/inquiries/1")).status).toBe(200);
    const refused = await viewer.post("/console/inquiries/1", { intent: "status", status: "won", version: "0" });
    expect(refused.status).toBe(403);
    expect((await viewer.get("/console/audit")).status).toBe(403);
    expect((await viewer.get("/console/personal-data")).status).toBe(403);
    expect((await viewer.post("/console/personal-data", { intent: "erase", email: "other@traveller.example", confirm: "other@traveller.example" })).status).toBe(403);
    expect((await viewer.post("/console/personal-data/export", { email: "other@traveller.example" })).status).toBe(403);
    // A forged origin is refused even for the owner.
    step('A forged origin is refused even for the owner.');
    expect((await ownerClient.post("/console/inquiries/1", { intent: "note", body: "x" }, "https://evil.example")).status).toBe(403);
    const page = await ownerClient.get("/console/inquiries/1");
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(await page.text()).toContain('name="robots" content="noindex');
  });

  it("says when more than 1,000 inquiries match and keeps paging past them", async () => {
    // Rows written straight to the database: the public form's rate limit would refuse this many.
    step("1,001 inquiries for the capped count.");
    const db = openDatabase(server.databaseUrl, { poolSize: 1 });
    try {
      const rows = Array.from({ length: 1001 }, (_, n) => {
        const full_name = `Crowd Traveller ${n}`;
        const email = `crowd.${n}@load.example`;
        const message = "Family safari in the Mara";
        return {
          created_at: new Date(Date.now() - (1001 - n) * 60_000).toISOString(),
          full_name,
          email,
          message,
          residency: "residents",
          pax_adults: 2,
          pax_children: 0,
          is_spam: 0,
          search_text: inquirySearchText({ full_name, email, phone: null, message }),
        };
      });
      const k = db.kysely;
      for (let i = 0; i < rows.length; i += 200) await k.insertInto("inquiries").values(rows.slice(i, i + 200)).execute();
    } finally {
      await db.close();
    }
    const owner = await browser.page("desktop");
    await owner.goto(`${server.url}/console/sign-in`);
    await ready(owner);
    await owner.getByLabel("Email").fill(OWNER.email);
    await owner.getByLabel("Password").fill(OWNER.password);
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.waitForURL(`${server.url}/console`);
    await owner.goto(`${server.url}/console/inquiries?q=load.example`);
    await ready(owner);
    expect(await owner.locator(".c-listbar [role=status]").textContent()).toBe("Showing 1–50 of more than 1,000");
    await owner.goto(`${server.url}/console/inquiries?q=load.example&page=21`);
    await ready(owner);
    expect(await owner.locator(".c-listbar [role=status]").textContent()).toBe("Showing 1,001–1,001 of more than 1,000");
    expect(await owner.locator("tbody tr a").allTextContents()).toEqual([expect.stringMatching(/^TH-\d{5} Crowd Traveller 0$/)]);
    expect(await owner.getByRole("link", { name: "Older →" }).count()).toBe(0);
    await owner.getByRole("link", { name: "← Newer" }).click();
    await owner.waitForURL(/page=20/);
    await expect.poll(() => owner.locator(".c-listbar [role=status]").textContent()).toBe("Showing 951–1,000 of more than 1,000");
  });
});
