/**
 * The conversation in one place (issue 28 item 5) in Chromium: a staff reply's text shows in the
 * inquiry's history; the traveller's answer, delivered into a real IMAP mailbox (a private Dovecot),
 * appears once on the same page with its attachment (a staff-only download) and without its
 * script; an email from an unknown address waits on "Unmatched emails" and is attached by reference.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryReference } from "../../domain/inquiry-reference.ts";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { createOwner } from "../helpers/console.ts";
import { startDovecot, type TestDovecot } from "../helpers/dovecot.ts";
import { waitUntil } from "../helpers/wait-until.ts";
import { startTestSmtp, type TestSmtp } from "../api/outbox-smtp-server.ts";

const OWNER = { email: "owner@twiga.example", password: "giraffe lantern acacia 42" };
const TRAVELLER = { full_name: "Imani Chebet", email: "imani.chebet@traveller.example", consent: true, residency: "residents", pax_adults: 2, pax_children: 0, message: "A week in the Mara in July." };

async function ready(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

function reply(o: { from: string; subject: string; inReplyTo?: string; text: string; html: string; pdf?: Buffer }): string {
  const b = `b-${randomBytes(6).toString("hex")}`;
  const parts = [`--${b}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${o.text}`, `--${b}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${o.html}`];
  if (o.pdf) parts.push(`--${b}\r\nContent-Type: application/pdf; name="flights.pdf"\r\nContent-Disposition: attachment; filename="flights.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n${o.pdf.toString("base64")}`);
  return [
    `From: ${o.from}`,
    "To: sales@tests.example",
    `Subject: ${o.subject}`,
    `Message-ID: <${randomBytes(8).toString("hex")}@traveller.example>`,
    ...(o.inReplyTo ? [`In-Reply-To: ${o.inReplyTo}`, `References: ${o.inReplyTo}`] : []),
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${b}"`,
    "",
    `${parts.join("\r\n")}\r\n--${b}--\r\n`,
  ].join("\r\n");
}

describe("traveller replies on the inquiry page", () => {
  let server: RunningServer;
  let smtp: TestSmtp;
  let dovecot: TestDovecot;
  let browser: TestBrowser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    dovecot = await startDovecot();
    server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100", IMAP_URL: dovecot.url, IMAP_POLL_MS: "200", SALES_EMAIL: "sales@tests.example", SEED_DEMO: "false" });
    const cliEnv = { DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir, ALLOWED_HOSTS: "127.0.0.1,localhost" };
    await createOwner(cliEnv, OWNER.email, OWNER.password);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dovecot?.close();
    await smtp?.close();
  });

  it("shows the reply sent and the traveller's answer, once, in the inquiry's thread; an unmatched email is attached by reference", async () => {
    const res = await fetch(`${server.url}/api/v1/inquiries/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(TRAVELLER) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await waitUntil(() => smtp.mails.some((m) => m.envelopeTo.includes(TRAVELLER.email)), "the acknowledgement", 20_000);
    const ack = smtp.mails.find((m) => m.envelopeTo.includes(TRAVELLER.email))!;

    const page = await browser.page("desktop");
    await page.goto(`${server.url}/console/sign-in`);
    await ready(page);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/console`);

    // A reply from the console: its text stays in the history.
    const inquiryUrl = `${server.url}/console/inquiries/${id}`;
    await page.goto(inquiryUrl);
    await ready(page);
    await page.getByLabel("Message", { exact: true }).fill("Jambo Imani,\n\nJuly is a fine month for the Mara. Shall we hold two nights at the camp?");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByRole("status").filter({ hasText: "Reply queued" }).waitFor();
    const thread = page.getByRole("region", { name: "Conversation and history" });
    expect(await thread.getByTestId("reply-text").textContent()).toContain("Shall we hold two nights at the camp?");

    // The traveller answers from their mail client: the message lands in the sales mailbox.
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(800)]);
    await dovecot.append(
      reply({
        from: `Imani Chebet <${TRAVELLER.email}>`,
        subject: `Re: ${ack.subject}`,
        inReplyTo: ack.messageId,
        text: "Yes please, hold both nights. Our flights are attached.",
        html: `<p>Yes please, <strong>hold both nights</strong>. Our flights are attached.</p><script>document.title="pwned"</script><img src="https://tracker.example/pixel.gif">`,
        pdf,
      }),
    );
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId("traveller-email").count();
      }, { timeout: 20_000 })
      .toBe(1);
    await ready(page);
    const email = page.getByTestId("traveller-email");
    expect(await email.textContent()).toContain("hold both nights");
    expect(await email.locator("strong", { hasText: "hold both nights" }).count()).toBe(1);
    expect(await email.locator("script, img").count()).toBe(0);
    expect(await page.title()).not.toBe("pwned");
    // The attachment: a download for signed-in staff, refused to anyone else.
    const href = (await email.getByRole("link", { name: "flights.pdf" }).getAttribute("href"))!;
    const download = await page.request.get(`${server.url}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="flights\.pdf"/);
    expect(download.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
    const anonymous = await fetch(`${server.url}${href}`, { redirect: "manual" });
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // From an address the inquiry does not know: it waits, and staff attach it.
    await dovecot.append(reply({ from: "imani@work-office.example", subject: "From my office address", text: "Imani here, from the office.", html: "<p>Imani here, from the office.</p>" }));
    await page.goto(`${server.url}/console/unmatched-emails`);
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId("unmatched-email").filter({ hasText: "From my office address" }).count();
      }, { timeout: 20_000 })
      .toBe(1);
    await ready(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const waiting = page.getByTestId("unmatched-email").filter({ hasText: "From my office address" });
    await waiting.getByLabel("Inquiry reference").fill("TH-99999");
    await waiting.getByRole("button", { name: "Attach to inquiry" }).click();
    await page.getByText("There is no inquiry TH-99999.").waitFor();
    expect(await page.getByLabel("Inquiry reference").inputValue()).toBe("TH-99999");
    await page.getByLabel("Inquiry reference").fill(inquiryReference(id));
    await page.getByRole("button", { name: "Attach to inquiry" }).click();
    await page.getByRole("status").filter({ hasText: `Attached to inquiry ${inquiryReference(id)}` }).waitFor();
    expect(await page.getByTestId("unmatched-email").count()).toBe(0);

    await page.goto(inquiryUrl);
    await ready(page);
    const emails = page.getByTestId("traveller-email");
    expect(await emails.count()).toBe(2);
    expect(await thread.textContent()).toContain("(attached by staff)");
  }, 120_000);
});
