/**
 * A traveller's quote in their language and the site's prices in the page's, in real Chromium on
 * the production build (issue 29, decision 0077): a quote for an inquiry sent from a German page
 * shows its page in German, `<html lang="de">`, with German dates and amounts, and accepts in
 * German; a German package page writes its prices the German way ("45.000 KES"), the English one as
 * it always did ("KES 45,000").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { FAST_OUTBOX, validInquiry } from "../api/outbox-sites.ts";
import { startTestSite } from "../helpers/test-site.ts";

let database: TestDatabase;
let server: RunningServer;
let browser: TestBrowser;
let germanToken = "";

/** An amount written the German way: grouped with dots, a no-break space, then the code. */
const GERMAN_AMOUNT = /\d{1,3}(\.\d{3})*(,\d{2})?\u00a0(KES|USD)/;
const ENGLISH_AMOUNT = /(KES|USD) \d{1,3}(,\d{3})*/;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  const maker = await startTestSite(database, FAST_OUTBOX);
  try {
    const res = await maker.post({ ...validInquiry, package: 1, full_name: "Anna Weber", email: "anna@traveller.example", source_url: "http://localhost:3000/de/packages/1?inquire=1" });
    expect(res.status).toBe(201);
    germanToken = (await sendTestQuote(maker.site, (await res.json()).id as number, { secondOption: true })).token;
  } finally {
    await maker.stop();
  }
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

describe("a German traveller's quote", () => {
  it("is German: <html lang>, the words, the dates and the amounts; accepting answers in German; axe finds nothing serious", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/quotes/${germanToken}`, { waitUntil: "domcontentloaded" });
    await page.locator("html[data-hydrated]").waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/^Angebot [A-Z]+-[A-Z0-9-]+ v1$/);
    expect(await page.title()).toMatch(/^Angebot \S+ v1 für Anna Weber \| /);
    for (const words of ["Erstellt für", "Reisende", "Einwohner Kenias", "Tag für Tag", "Zwischensumme", "So bezahlen Sie", "PDF herunterladen"]) expect(await page.getByText(words, { exact: false }).first().isVisible(), words).toBe(true);
    const text = await page.locator("main").innerText();
    expect(text).toMatch(/Ausgestellt am (Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. \S+ \d{4}\. Gültig bis/);
    expect(text).toMatch(GERMAN_AMOUNT);
    expect(text).not.toMatch(ENGLISH_AMOUNT);
    expect(text).not.toContain("Prepared for");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.locator("summary").filter({ hasText: "Diese Option annehmen: Premier" }).click();
    const confirm = page.locator("article").nth(1).locator("form").filter({ has: page.locator('input[name="terms"]') });
    await confirm.waitFor();
    expect(await confirm.locator("p").first().innerText()).toMatch(new RegExp(`^Premier für ${GERMAN_AMOUNT.source} annehmen\\?$`));
    await confirm.getByLabel(/Ich habe die Buchungsbedingungen/).check();
    await confirm.getByRole("button", { name: /^Ja, Premier für .+ annehmen$/ }).click();
    await expect.poll(() => page.getByRole("status").first().innerText()).toMatch(/^Vielen Dank, Sie haben Premier angenommen\. Um Ihre Buchung zu bestätigen, zahlen Sie die Anzahlung von /);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
  });
});

describe("prices in the page's language", () => {
  it("a German package page writes its prices the German way; the English page as it always did", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/de/packages/1`, { waitUntil: "domcontentloaded" });
    await page.locator("html[data-hydrated]").waitFor();
    const cards = await page.locator('[data-testid="tier-card"]').allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.join("\n")).toMatch(GERMAN_AMOUNT);
    expect(cards.join("\n")).not.toMatch(ENGLISH_AMOUNT);
    // After hydration the browser's render says the same as the server's (no ICU, one table).
    expect(await page.locator("main").innerText()).not.toMatch(ENGLISH_AMOUNT);

    await page.goto(`${server.url}/packages/1`, { waitUntil: "domcontentloaded" });
    await page.locator("html[data-hydrated]").waitFor();
    const english = (await page.locator('[data-testid="tier-card"]').allInnerTexts()).join("\n");
    expect(english).toMatch(ENGLISH_AMOUNT);
    expect(english).not.toMatch(GERMAN_AMOUNT);
  });
});
