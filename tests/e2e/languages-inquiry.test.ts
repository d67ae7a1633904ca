/**
 * An inquiry sent from a translated page (issue 29, "How it will be checked"): in Chromium, on a
 * phone from the German contact page and on a desktop from the Chinese one, with a name and message
 * that mix scripts. The form answers in the page's language, the acknowledgement reaches the
 * traveller's mailbox (a real SMTP server) in that language, and staff read the name and message
 * with every character kept.
 * The expected words are read from the site's catalogue and the email's table, not typed here.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ACKNOWLEDGEMENT_TEXTS } from "#server/mail/acknowledgement-texts.ts";
import type { Locale } from "#domain/locales.ts";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { startTestSmtp, type TestSmtp } from "../api/outbox-smtp-server.ts";
import { waitUntil } from "../helpers/wait-until.ts";

let server: RunningServer;
let smtp: TestSmtp;
let browser: TestBrowser;

beforeAll(async () => {
  smtp = await startTestSmtp();
  [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100", OUTBOX_RETRY_BASE_MS: "200" }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A message's translation in a language's forms catalogue (gettext .po, as the build compiles it). */
function translated(locale: Locale, english: string): string {
  const po = readFileSync(resolve(import.meta.dirname, `../../app/locales/${locale}/forms.po`), "utf8");
  const quoted = JSON.stringify(english);
  const at = po.indexOf(`msgid ${quoted}\nmsgstr `);
  expect(at, `${locale}: ${english}`).toBeGreaterThan(-1);
  const value = JSON.parse(po.slice(at + `msgid ${quoted}\nmsgstr `.length).split("\n")[0]!) as string;
  expect(value, `${locale}: ${english} is translated`).not.toBe("");
  return value;
}

const form = (page: Page) => page.locator('[data-testid="inquiry-form"]').locator("visible=true").first();

const cases = [
  { locale: "de", viewport: "phone", name: "Jürgen Müller-王 Ødegaard", message: "Wir möchten im März reisen. 我们想看大迁徙。Ευχαριστώ! 🦒" },
  { locale: "zh", viewport: "desktop", name: "李 Anne-Sophie Lefèvre", message: "三月份出发，两位成人。Merci — gracias — Danke 🌍" },
] as const;

describe("an inquiry from a translated page", () => {
  for (const c of cases) {
    it(`from /${c.locale}/contact on a ${c.viewport}: the form answers in ${c.locale}, keeps every character, and the acknowledgement arrives in ${c.locale}`, async () => {
      const email = `${c.locale}.traveller@traveller.example`;
      const page = await browser.page(c.viewport);
      await page.goto(`${server.url}/${c.locale}/contact`, { waitUntil: "domcontentloaded" });
      await page.locator('[data-testid="inquiry-form"][data-hydrated]').waitFor();

      // An empty send shows the schema's message in the page's language.
      await form(page).locator('button[type="submit"]').click();
      await form(page).getByText(translated(c.locale, "Please enter your full name.")).waitFor();

      await form(page).locator('input[name="full_name"]').fill(c.name);
      await form(page).locator('input[name="email"]').fill(email);
      await form(page).locator('textarea[name="message"]').fill(c.message);
      await form(page).locator('input[name="consent"]').check();
      await form(page).locator('button[type="submit"]').click();

      const panel = page.locator('[data-testid="inquiry-success"]');
      await panel.waitFor();
      expect(await panel.innerText()).toContain(
        translated(c.locale, "Your inquiry has been received. Our team will contact you shortly. If you don't find our email in your inbox, check spam."),
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      await waitUntil(() => smtp.mails.some((m) => m.envelopeTo.includes(email)), `the acknowledgement to ${email}`, 20_000);
      const ack = smtp.mails.find((m) => m.envelopeTo.includes(email))!;
      const words = ACKNOWLEDGEMENT_TEXTS[c.locale];
      expect(ack.text).toContain(words.promise);
      expect(ack.text).toContain(words.replyHint);
      expect(ack.text).not.toContain("Our team will send you a free, non-binding quote");
      // Staff are told in English, with the name and the message as typed, every script intact.
      await waitUntil(() => smtp.mails.some((m) => !m.envelopeTo.includes(email) && m.text.includes(c.name)), "the staff notification", 20_000);
      const staffMail = smtp.mails.find((m) => !m.envelopeTo.includes(email) && m.text.includes(c.name))!;
      expect(staffMail.text).toContain(c.message);
      await page.context().close();
    });
  }
});
