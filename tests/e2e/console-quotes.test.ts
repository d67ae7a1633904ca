/**
 * The quote builder journey in Chromium (issue 14): a sales agent opens an inquiry, builds a quote
 * from it (its package, tier, party and dates, priced by the rates), overrides a line, adds a
 * second option, saves and sends; the traveller's email arrives at a real SMTP server with the
 * link; the page shows the link, the WhatsApp button and "Not opened yet" (openings are recorded by
 * the public page: tests/api/quotes.test.ts).
 * The builder passes axe and fits a 390 px phone; plain form posts (no JavaScript) build, add a day,
 * keep what was typed on an error and save. An editor is refused over HTTP.
 *
 * Issue 25 item 6: on a site without the demo, the inquiry is about a package the test makes (Value
 * and Comfort tiers of three days for residents, no deal) with one all-year season and its own rates,
 * instead of the first demo package with a resident tier, whose rates and deal were cleared.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient } from "../helpers/console.ts";
import { hasNoHorizontalOverflow, obscuredFocusStops } from "../helpers/page-checks.ts";
import { startTestSmtp, type TestSmtp } from "../api/outbox-smtp-server.ts";
import { openDatabase } from "../../server/db/kysely.ts";
import { createCompanyDetails, createPackage, testDay, testTier } from "../helpers/catalogue.ts";
import { createRates, createSeasons, sharingRates } from "../helpers/rates.ts";
import { withServerData } from "../helpers/server-data.ts";
import { documentToForm } from "../../domain/quotes/builder-form.ts";
import type { QuoteDocument } from "../../domain/quotes/document.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { waitUntil } from "../helpers/wait-until.ts";

const PASSWORD = "giraffe lantern acacia 42";
const SALES = "sales@twiga.example";
const TRAVELLER = "zawadi@traveller.example";
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
const step = (name: string) => process.stderr.write(`  step: ${name}\n`);

describe("console quote builder journey", () => {
  let server: RunningServer;
  let smtp: TestSmtp;
  let browser: TestBrowser;
  let editor: ConsoleClient;
  let salesHttp: ConsoleClient;
  let inquiryId: number;
  let packageDays = 0;
  let secondTier = "";

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100", SEED_DEMO: "false" });
    // One season and resident rates for the two tiers of a package (the rates console is tested elsewhere).
    const pkg = await withServerData(server, async (site) => {
      await createCompanyDetails(site);
      await createSeasons(site, [{ name: "All year", kind: "recurring", start: "01-01", end: "12-31", priority: 10 }]);
      const days = [testDay({ title: "Arrival" }), testDay({ title: "Game drives" }), testDay({ title: "Departure" })];
      // A Value tier for international visitors too, which the builder's list must tell apart from the residents' one.
      const international = { for_residents: false, for_non_residents: true, price_kshs: null, price_usd: 400 };
      const made = await createPackage(site, {
        tiers: [testTier({ tier_type: "value", days }), testTier({ tier_type: "comfort", price_kshs: 45_000, days }), testTier({ ...international, tier_type: "value", days })],
      });
      const residents = await site.db.kysely.selectFrom("package_tiers").select(["id", "tier_type"]).where("package_id", "=", made.id).where("for_residents", "=", 1).execute();
      const tiers = Object.fromEntries(residents.map((t) => [t.tier_type, Number(t.id)]));
      const child = (amount: number) => () => [{ minAge: 3, maxAge: 11, amount: amount * 100 }];
      await createRates(site, made.id, [
        ...sharingRates({ tierId: tiers.value!, residency: "residents", currency: "KES", bySeason: { "All year": 15_000 }, supplement: 6_000, childBands: child(7_500) }),
        // The second tier, with its own (higher) rates, to switch an option to.
        ...sharingRates({ tierId: tiers.comfort!, residency: "residents", currency: "KES", bySeason: { "All year": 24_750 }, supplement: 9_000, childBands: child(12_000) }),
      ]);
      secondTier = `${made.id}:${tiers.comfort}`;
      packageDays = days.length;
      return { packageId: made.id, tierType: "value" };
    });
    const owner = await ownerOf(server, "owner@twiga.example", PASSWORD);
    salesHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: SALES, role: "sales", password: PASSWORD });
    editor = await inviteAndSignIn(owner, server.databaseUrl, { email: "editor@twiga.example", role: "editor", password: PASSWORD });
    const res = await fetch(`${server.url}/api/v1/inquiries/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        full_name: "Zawadi Achieng",
        email: TRAVELLER,
        consent: true,
        phone: "0712 555 019",
        residency: "residents",
        budget_tier: pkg.tierType,
        package: pkg.packageId,
        start_date: "2027-08-10",
        end_date: "2027-08-13",
        pax_adults: 2,
        pax_children: 1,
        children_ages: [7],
      }),
    });
    expect(res.status).toBe(201);
    inquiryId = (await res.json()).id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("builds a quote from an inquiry, overrides a line, adds an option, sends it by email with a WhatsApp link", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, SALES, PASSWORD);
    step("build from the inquiry");
    await page.goto(`${server.url}/console/inquiries/${inquiryId}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Build a quote" }).click();
    await page.waitForURL(/\/console\/quotes\/\d+\?done=created/);
    await hydrated(page);
    const quoteUrl = page.url().split("?")[0]!;
    expect(await page.getByTestId("quote-state").innerText()).toBe("Draft, not sent");
    expect(await page.getByLabel("Adults", { exact: true }).inputValue()).toBe("2");
    expect(await page.getByLabel("Children's ages").inputValue()).toBe("7");
    // 3 nights: 2 adults sharing at 15,000 and a child of 7 at 7,500.
    await expect.poll(() => page.getByTestId("quote-line").allInnerTexts()).toEqual([expect.stringContaining("2 adults sharing (3 nights)"), expect.stringContaining("Child aged 7 (3-11) (3 nights)")]);
    expect(await page.getByTestId("option-totals").first().innerText()).toContain("KES 112,500");

    step("override a line and add a second option, from the keyboard");
    const child = page.getByLabel("Child aged 7 (3-11) (3 nights) amount (KES)").first();
    await child.fill("20000");
    await page.getByRole("button", { name: "Add an option (a copy of option 1)" }).press("Enter");
    await expect.poll(() => page.getByTestId("quote-option").count()).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("f-options-1-title");
    await page.getByLabel("Option name").nth(1).fill("Premier");
    // The override typed before the row change is still there.
    expect(await page.getByLabel("Child aged 7 (3-11) (3 nights) amount (KES)").first().inputValue()).toBe("20000");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${quoteUrl}?done=saved`);
    // Seen (issue 24): the copy kept option 1's override and named the agent for a change nobody made
    // to it. Now the copy is priced by the rates (112,500) and only option 1 says "Changed from".
    await expect.poll(() => page.getByTestId("option-totals").allInnerTexts()).toEqual([expect.stringContaining("KES 110,000"), expect.stringMatching(/Premier[\s\S]*KES 112,500/)]);
    expect(await page.locator(".c-override").allInnerTexts()).toEqual([expect.stringMatching(/^Changed from KES 22,500 by sales@twiga\.example/)]);
    expect(await page.getByTestId("quote-option").nth(1).locator(".c-override").count()).toBe(0);

    step("a bad discount is shown beside its field, typed values kept");
    await page.getByLabel("Discount (KES)").first().fill("999999");
    await page.getByRole("button", { name: "Save and send to the traveller" }).click();
    await expect.poll(() => page.locator("#f-options-0-discount-error").innerText()).toContain("more than");
    expect(await page.getByLabel("Discount (KES)").first().inputValue()).toBe("999999");
    await page.getByLabel("Discount (KES)").first().fill("");

    step("send");
    await page.getByRole("button", { name: "Save and send to the traveller" }).click();
    await page.waitForURL(`${quoteUrl}?done=sent`);
    const link = await page.getByTestId("quote-link").innerText();
    expect(link).toMatch(/\/quotes\/[A-Za-z0-9_-]{43}$/);
    expect(await page.getByRole("link", { name: "Send the link on WhatsApp" }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/254712555019\?text=.*quotes/);
    await waitUntil(() => smtp.mails.some((m) => m.envelopeTo.includes(TRAVELLER) && m.subject.includes("Your quote")), "the quote email", 20_000);
    const mail = smtp.mails.find((m) => m.envelopeTo.includes(TRAVELLER) && m.subject.includes("Your quote"))!;
    expect(mail.text).toContain(link);
    expect(await page.getByTestId("quote-opened").innerText()).toBe("Not opened yet");
    expect(await page.getByRole("button", { name: "Save as version 2" }).count()).toBe(1);

    step("the inquiry lists the quote as sent");
    await page.goto(`${server.url}/console/inquiries/${inquiryId}`);
    await hydrated(page);
    expect(await page.getByRole("region", { name: "Quotes" }).innerText()).toMatch(/version 1: Sent/);
  });

  it("the builder passes axe and fits a 390 px phone and a 1366 px screen; keyboard focus never lands under its sticky bar", async () => {
    // The console draws the same markup at every width (no width-dependent hiding), so axe runs
    // once, on the phone; overflow and screenshots are checked at both widths.
    for (const viewport of ["phone", "desktop"] as const) {
      const page = await browser.page(viewport);
      await signInInBrowser(page, server.url, SALES, PASSWORD);
      await page.goto(`${server.url}/console/inquiries/${inquiryId}`);
      await hydrated(page);
      await page.getByRole("link", { name: /^Quote \d+, version/ }).first().click();
      await page.waitForURL(/\/console\/quotes\/\d+$/);
      await hydrated(page);
      if (viewport === "phone") expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      // On a phone the bar's two long buttons wrap to two rows: the tallest bar in the console.
      if (viewport === "phone") {
        expect(await page.locator(".c-sticky-actions").evaluate((bar) => bar.getBoundingClientRect().height)).toBeGreaterThan(100);
        await page.locator("#main").focus();
        const { visited, obscured } = await obscuredFocusStops(page, "#main");
        expect(visited).toBeGreaterThan(30);
        expect(obscured).toEqual([]);
      }
    }
  });

  it("works without JavaScript: plain form posts build a quote, add a day, keep what was typed on an error, and save", async () => {
    const created = await salesHttp.post("/console/quotes/new", { inquiry_id: String(inquiryId) });
    expect(created.status).toBe(302);
    const path = created.headers.get("location")!.split("?")[0]!;
    const id = Number(path.split("/").at(-1));
    const stored = async () => {
      const db = openDatabase(server.databaseUrl, { poolSize: 1 });
      try {
        const row = await (db.kysely as any).selectFrom("quote_versions").select("document").where("quote_id", "=", id).orderBy("version", "desc").executeTakeFirstOrThrow();
        return JSON.parse(row.document) as QuoteDocument;
      } finally {
        await db.close();
      }
    };
    // The form's fields as the page names them (Conform's names, decision 0072): options[0].days[2].title.
    const values = Object.fromEntries(Object.entries(documentToForm(await stored())).map(([k, v]) => [k.replace(/\.(\d+)(?=\.|$)/g, "[$1]"), v]));
    const days = (await stored()).options[0]!.days.length;
    // "Add a day" is Conform's insert intent: without JavaScript the browser posts it as this field.
    const added = await salesHttp.post(path, { ...values, __intent__: JSON.stringify({ type: "insert", payload: { name: "options[0].days" } }) });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain(`name="options[0].days[${days}].title"`);
    const bad = await salesHttp.post(path, { ...values, validity_days: "45", intent: "save" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("A quote is valid for 7 to 30 days.");
    expect(html).toMatch(/name="validity_days"[^>]*value="45"|value="45"[^>]*name="validity_days"/);
    const saved = await salesHttp.post(path, { ...values, "options[0].days[0].title": "Arrival in Nairobi", intent: "save" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${path}?done=saved`);
    expect((await stored()).options[0]!.days[0]!.title).toBe("Arrival in Nairobi");
    // A crafted row number far past any list is dropped, not made into a list of a billion rows.
    const crafted = await salesHttp.post(path, { ...values, "options[0].days[999999999].title": "x", intent: "save" });
    expect(crafted.status).toBe(302);
    expect((await stored()).options[0]!.days).toHaveLength(days);
  });

  it("with JavaScript the day and line buttons change the form in place, and the keyboard continues where it was", async () => {
    const created = await salesHttp.post("/console/quotes/new", { inquiry_id: String(inquiryId) });
    const path = created.headers.get("location")!.split("?")[0]!;
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, SALES, PASSWORD);
    await page.goto(server.url + path);
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    const option = page.getByTestId("quote-option").first();
    const days = await option.getByTestId("quote-day").count();
    await page.getByRole("button", { name: "Add a day to option 1" }).press("Enter");
    await expect.poll(() => option.getByTestId("quote-day").count()).toBe(days + 1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`f-options-0-days-${days}-title`);
    await page.keyboard.type("Balloon morning");
    if (days > 0) {
      await page.getByRole("button", { name: `Move day ${days + 1} up` }).press("Enter");
      await expect.poll(() => page.getByLabel(`Day ${days} heading`).inputValue()).toBe("Balloon morning");
      // The moved day's button that is still there has the focus.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`q-day-0-${days - 1}-${days - 1 === 0 ? "down" : "up"}`);
    }
    await page.getByRole("button", { name: "Add a line to option 1" }).press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/^f-options-0-lines-\d+-label$/);
    const lines = await option.getByTestId("quote-line").count();
    await page.getByRole("button", { name: `Remove line ${lines}` }).press("Enter");
    await expect.poll(() => option.getByTestId("quote-line").count()).toBe(lines - 1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("q-add-line-0");
    // None of it went to the server.
    expect(posts).toEqual([]);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${server.url}${path}?done=saved`);
    await hydrated(page);
    expect(await page.getByLabel(`Day ${days > 0 ? days : 1} heading`).inputValue()).toBe("Balloon morning");
    // "Use this tier's days" with no tier chosen is refused by the server beside the field, which takes the focus.
    await page.getByLabel("Package and tier (prices from the rates)").first().selectOption("");
    await page.getByRole("button", { name: "Use this tier's days, inclusions and exclusions" }).first().click();
    await expect.poll(() => page.locator("#f-options-0-tier-error").innerText()).toBe("Choose a package and tier first.");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("f-options-0-tier");
  });

  it("in a browser without JavaScript, the row buttons add, move and remove days and options, keep what was typed, and the draft saves", async () => {
    const created = await salesHttp.post("/console/quotes/new", { inquiry_id: String(inquiryId) });
    expect(created.status).toBe(302);
    const path = created.headers.get("location")!.split("?")[0]!;
    const signedIn = await browser.context("desktop");
    await signInInBrowser(await signedIn.newPage(), server.url, SALES, PASSWORD);
    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    const page = await noJs.newPage();
    await page.goto(server.url + path);
    const firstOption = () => page.getByTestId("quote-option").first();
    const days = await firstOption().getByTestId("quote-day").count();
    await page.getByLabel("Traveller's name").fill("Zawadi Otieno");
    // Two days more; the second of them is typed into, then moved up one place.
    await page.getByRole("button", { name: "Add a day to option 1" }).click();
    await expect.poll(() => firstOption().getByTestId("quote-day").count()).toBe(days + 1);
    await page.getByRole("button", { name: "Add a day to option 1" }).click();
    await expect.poll(() => firstOption().getByTestId("quote-day").count()).toBe(days + 2);
    await page.getByLabel(`Day ${days + 2} heading`).fill("Balloon morning");
    await page.getByRole("button", { name: `Move day ${days + 2} up` }).click();
    await expect.poll(() => page.getByLabel(`Day ${days + 1} heading`).inputValue()).toBe("Balloon morning");
    expect(await page.getByLabel(`Day ${days + 2} heading`).inputValue()).toBe("");
    expect(await page.getByLabel("Traveller's name").inputValue()).toBe("Zawadi Otieno");
    // The empty day goes; a copy of option 1 comes from the server with the typed day in it, then goes.
    await page.getByRole("button", { name: `Remove day ${days + 2}` }).click();
    await expect.poll(() => firstOption().getByTestId("quote-day").count()).toBe(days + 1);
    await page.getByRole("button", { name: "Add an option (a copy of option 1)" }).click();
    await expect.poll(() => page.getByTestId("quote-option").count()).toBe(2);
    expect(await page.getByTestId("quote-option").nth(1).getByLabel(`Day ${days + 1} heading`).inputValue()).toBe("Balloon morning");
    await page.getByRole("button", { name: "Remove option 2" }).click();
    await expect.poll(() => page.getByTestId("quote-option").count()).toBe(1);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${server.url}${path}?done=saved`);
    const db = openDatabase(server.databaseUrl, { poolSize: 1 });
    try {
      const row = await (db.kysely as any).selectFrom("quote_versions").select("document").where("quote_id", "=", Number(path.split("/").at(-1))).orderBy("version", "desc").executeTakeFirstOrThrow();
      const doc = JSON.parse(row.document) as QuoteDocument;
      expect(doc.travellerName).toBe("Zawadi Otieno");
      expect(doc.options).toHaveLength(1);
      expect(doc.options[0]!.days.map((d) => d.title).at(-1)).toBe("Balloon morning");
      expect(doc.options[0]!.days).toHaveLength(days + 1);
    } finally {
      await db.close();
    }
    await noJs.close();
    await signedIn.close();
  });

  it("seen: a copy switched to another tier kept option 1's override; now it takes its tier's rates, and an override carried by a tier change is flagged and sent only when confirmed", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, SALES, PASSWORD);
    await page.goto(`${server.url}/console/inquiries/${inquiryId}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Build a quote" }).click();
    await page.waitForURL(/\/console\/quotes\/\d+\?done=created/);
    await hydrated(page);
    const quoteUrl = page.url().split("?")[0]!;
    const childAmount = () => page.getByLabel("Child aged 7 (3-11) (3 nights) amount (KES)");
    await childAmount().first().fill("20000");
    await page.getByLabel("Discount (KES)").first().fill("500");
    await page.getByRole("button", { name: "Add an option (a copy of option 1)" }).click();
    await expect.poll(() => page.getByTestId("quote-option").count()).toBe(2);
    // The form is drawn again from the answer, then the focus goes to the copy's title: only then is
    // it the form a person types into (a choice made into the form being replaced is lost).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("f-options-1-title");
    // The copy shows the rates' amount and no discount, not option 1's.
    expect(await childAmount().nth(1).inputValue()).toBe("22500");
    expect(await page.getByLabel("Discount (KES)").nth(1).inputValue()).toBe("");
    await page.getByLabel("Package and tier (prices from the rates)").nth(1).selectOption(secondTier);
    await expect.poll(() => page.getByLabel("Package and tier (prices from the rates)").nth(1).inputValue()).toBe(secondTier);
    // The row button posts the form back: wait for its answer before saving.
    const loaded = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/console/quotes/"));
    await page.getByRole("button", { name: "Use this tier's days, inclusions and exclusions" }).nth(1).click();
    await loaded;
    await expect.poll(() => page.getByRole("button", { name: "Save draft" }).isEnabled()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("q-load-tier-1");
    // The answer's form is drawn again after it arrives: wait for the copy's tier to show in it.
    await expect.poll(() => page.getByLabel("Package and tier (prices from the rates)").nth(1).inputValue()).toBe(secondTier);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${quoteUrl}?done=saved`);
    // Option 2 at its own tier's rates: 2 x 3 x 24,750 + 3 x 12,000 = 184,500; no override, no discount.
    await expect.poll(() => page.getByTestId("option-totals").allInnerTexts()).toEqual([expect.stringContaining("KES 110,000"), expect.stringMatching(/KES 184,500\s+None\s+KES 184,500/)]);
    expect(await page.getByTestId("quote-option").nth(1).locator(".c-override").count()).toBe(0);

    step("option 1 moves to the other tier: its override is carried, flagged, and sent only once confirmed");
    await page.getByLabel("Package and tier (prices from the rates)").first().selectOption(secondTier);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => page.getByTestId("override-other-tier").count()).toBe(1);
    expect(await page.getByTestId("override-other-tier").innerText()).toMatch(/^Warning: KES 20,000 was typed by sales@twiga\.example on .+; this tier's rates give KES 36,000\./);
    await page.getByRole("button", { name: "Save and send to the traveller" }).click();
    await expect.poll(() => page.locator("#f-confirm_overrides-error").innerText()).toContain("typed for another tier");
    expect(await page.getByTestId("quote-state").innerText()).toBe("Draft, not sent");
    await page.getByTestId("overrides-warning").scrollIntoViewIfNeeded();
    await reviewShot(page, "console-quote-carried-override-desktop.png");
    await page.getByLabel("Send with the overridden lines as they are").check();
    await page.getByRole("button", { name: "Save and send to the traveller" }).click();
    await page.waitForURL(`${quoteUrl}?done=sent`);
  });

  it("after the traveller accepts, the builder is locked: a change is refused until it is said to be an amendment, then sent for them to accept", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, SALES, PASSWORD);
    await page.goto(`${server.url}/console/inquiries/${inquiryId}`);
    await hydrated(page);
    await page.getByRole("link", { name: /^Quote \d+, version/ }).first().click();
    await page.waitForURL(/\/console\/quotes\/\d+$/);
    await hydrated(page);
    const quoteUrl = page.url();
    // The traveller accepts on their page (a plain form post, as their browser sends it).
    // The link names PUBLIC_URL; the test server listens elsewhere.
    const link = (await page.getByTestId("quote-link").innerText()).replace(/^https?:\/\/[^/]+/, server.url);
    const accepted = await fetch(link, { method: "POST", headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" }, body: "intent=accept&option=o1&version=1&terms=on", redirect: "manual" });
    expect(accepted.status).toBe(200);
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId("quote-locked").innerText()).toMatch(/Accepted by the traveller: .+ of version 1, on .+ That version is locked\./);

    step("seen: re-priced and re-sent with no warning; now refused without the amendment box");
    await page.getByLabel("Child aged 7 (3-11) (3 nights) amount (KES)").first().fill("26000");
    await page.getByRole("button", { name: "Save and send version 2" }).click();
    await expect.poll(() => page.locator("#f-amendment-error").innerText()).toContain("is locked");
    expect(await page.getByLabel("Child aged 7 (3-11) (3 nights) amount (KES)").first().inputValue()).toBe("26000");
    // The page's own text, not its scripts: the loader data carries the page's message catalogue.
    const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");
    const before = shown(await (await fetch(link)).text());
    expect(before).toContain("You accepted");
    expect(before).not.toContain("We propose an amendment");

    step("as an amendment");
    await page.getByLabel("This is an amendment of the accepted quote").check();
    await page.getByRole("button", { name: "Save and send version 2" }).click();
    await page.waitForURL(`${quoteUrl}?done=sent`);
    await expect.poll(() => page.getByTestId("quote-locked").innerText()).toContain("Version 2 is an amendment, sent");
    await waitUntil(() => smtp.mails.some((m) => m.envelopeTo.includes(TRAVELLER) && m.subject.startsWith("An amendment to your accepted quote")), "the amendment email", 20_000);
    const after = shown(await (await fetch(link)).text());
    expect(after).toContain("We propose an amendment (version 2, below)");
    expect(after).toMatch(/You accepted .+ \(version 1\)/);
    await page.getByTestId("quote-locked").scrollIntoViewIfNeeded();
    await reviewShot(page, "console-quote-locked-desktop.png");
  });

  it("the package and tier list tells resident and international tiers apart; the nights priced are checked against the package's length", async () => {
    const page = await browser.page("phone");
    await signInInBrowser(page, server.url, SALES, PASSWORD);
    await page.goto(`${server.url}/console/inquiries/${inquiryId}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Build a quote" }).click();
    await page.waitForURL(/\/console\/quotes\/\d+\?done=created/);
    await hydrated(page);
    // allInnerTexts does not wait: the list is read once the builder shows it.
    const tierList = page.getByLabel("Package and tier (prices from the rates)").first();
    await tierList.waitFor();
    const labels = await tierList.locator("option").allInnerTexts();
    expect(labels.some((l) => /\((.+ and )?Kenya Residents( and .+)?\)$/.test(l)), labels.join("\n")).toBe(true);
    expect(labels.some((l) => /\((.+ and )?International Visitors\)$/.test(l)), labels.join("\n")).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    // Three nights more than the package lasts: the builder says they differ.
    const nights = Math.max(1, packageDays - 1) + 3;
    const last = new Date(Date.UTC(2027, 7, 10 + nights)).toISOString().slice(0, 10);
    await page.getByLabel("Last day (YYYY-MM-DD)").fill(last);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/done=saved/);
    await expect.poll(() => page.getByTestId("nights-warning").first().innerText()).toBe(
      `The trip's dates give ${nights} nights, but ${await page.getByTestId("nights-warning").first().innerText().then((t) => t.split(" but ")[1]!.split(" is ")[0])} is ${packageDays} ${packageDays === 1 ? "day" : "days"} (${Math.max(1, packageDays - 1)} ${packageDays === 2 ? "night" : "nights"}): the rates price ${nights} nights. Check the dates and the days before sending.`,
    );
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.getByTestId("nights-warning").first().scrollIntoViewIfNeeded();
    await reviewShot(page, "console-quote-nights-phone.png");
  });

  it("an editor cannot build or open quotes (403)", async () => {
    expect((await editor.post("/console/quotes/new", { inquiry_id: String(inquiryId) })).status).toBe(403);
    expect((await editor.get("/console/quotes/1")).status).toBe(403);
  });
});
