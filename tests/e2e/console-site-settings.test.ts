/**
 * The site settings journeys of issue 11 in Chromium (decision 0029): an editor changes the
 * company's main phone number and publishes; the public footer, header menu and contact pages show
 * it on the next load. A bad map position is refused in place with what was typed kept. A social
 * link added as a new row of the posted form (no JavaScript) appears in the footer. The
 * editor passes axe and fits 390 px and 1366 px (screenshots with SCREENSHOT_DIR set). An editor
 * rewrites an FAQ answer in the rich-text editor and /faqs shows it; hostile HTML posted to the
 * terms form (as a browser without JavaScript posts it) never runs on /terms. Sales are refused
 * over HTTP. An editor renames a service and changes its icon; /services keeps it first. A service's
 * draft has a preview link showing /services with it (decision 0039); the company details are
 * scheduled, listed under Scheduled and the schedule cancelled (decision 0039).
 *
 * Issue 25 item 6: the company details edited are the test's own (TEST_COMPANY with two phone
 * numbers and two social links, written over the demo's before the journeys), the services edited
 * are two the test makes, and the FAQ, service and terms texts are read from the site before they
 * are changed. The terms and FAQs documents are the demo's (no factory makes them), but no demo
 * text is expected.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient, readsOnly, consoleMenuLink } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { utcToOfficeTime } from "../../domain/publishing.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { createCompanyDetails, createService } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";
import { site as demoSite } from "../../demo/content/site.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
const EDITOR = "editor@twiga.example";
const NEW_PHONE = "+254 799 000 111";
/** The company's phone numbers before the editor changes the first (the test's own, not the demo's). */
const PHONES = ["+254 788 000 010", "+254 788 000 020"] as const;
const SOCIAL = [
  { network: "instagram", url: "https://instagram.example/acacia-tests" },
  { network: "facebook", url: "https://facebook.example/acacia-tests" },
] as const;

const signInAs = (page: Page, url: string, email: string) => signInInBrowser(page, url, email, PASSWORD);
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

describe("console site settings journeys", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let sales: ConsoleClient;
  let editorHttp: ConsoleClient;
  let companyName = "";
  /** Two services the test makes, after the demo's (their ids are the test's). */
  const services: number[] = [];

  beforeAll(async () => {
    server = await startServer();
    await withServerData(server, async (site) => {
      companyName = (await createCompanyDetails(site, { phones: [...PHONES], social: SOCIAL.map((s) => ({ ...s })) })).name;
      for (const name of ["Test lake conferences", "Test air charters"]) services.push((await createService(site, { name })).id);
    });
    const owner = await ownerOf(server, OWNER, PASSWORD);
    editorHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    sales = await inviteAndSignIn(owner, server.databaseUrl, { email: "sales@twiga.example", role: "sales", password: PASSWORD });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("an editor changes the main phone number and publishes; the footer and the contact pages show it", async () => {
    const visitor = await browser.page("desktop");
    await visitor.goto(`${server.url}/contact`);
    // The server reads the new data_version within a second.
    await expect.poll(async () => (await visitor.reload(), visitor.locator("footer").innerText())).toContain(PHONES[0]);
    expect(await visitor.locator("footer").innerText()).not.toContain(NEW_PHONE);

    const page = await browser.page("desktop");
    await signInAs(page, server.url, EDITOR);
    await page.goto(`${server.url}/console`);
    await (await consoleMenuLink(page, "Content", "Company details")).click();
    await page.waitForURL(`${server.url}/console/company`);
    await hydrated(page);
    const phones = page.getByLabel("Phone numbers");
    expect(await phones.inputValue()).toBe(PHONES.join("\n"));
    await phones.fill(`${NEW_PHONE}\n${PHONES[1]}`);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${server.url}/console/company?done=published`);
    await expect.poll(() => page.locator(".c-alert-ok").innerText()).toContain("Published");
    await expect.poll(() => page.getByTestId("edit-status").innerText()).toBe("Published");

    await visitor.goto(`${server.url}/contact`);
    const footer = visitor.locator("footer");
    expect(await footer.innerText()).toContain(NEW_PHONE);
    expect(await footer.innerText()).not.toContain(PHONES[0]);
    expect(await footer.getByRole("link", { name: NEW_PHONE }).getAttribute("href")).toBe("tel:+254799000111");
    expect(await visitor.locator("main").getByRole("link", { name: NEW_PHONE }).count()).toBe(1);
    await visitor.goto(`${server.url}/info`);
    expect(await visitor.locator("main").getByRole("link", { name: NEW_PHONE }).getAttribute("href")).toBe("tel:+254799000111");
    // Search engines get the same number.
    const ld = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "TravelAgency").telephone).toBe(NEW_PHONE);
  });

  it("a bad map position is refused in place, naming the field and keeping what was typed", async () => {
    const page = await browser.page("phone");
    await signInAs(page, server.url, EDITOR);
    await page.goto(`${server.url}/console/company`);
    await hydrated(page);
    await page.getByLabel("Latitude").fill("123.5");
    await page.getByLabel("Tagline").fill("Typed before the error");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("Please correct what is marked below.");
    expect(await page.locator("#f-office-lat-error").innerText()).toBe("The latitude must be between -90 and 90.");
    expect(await page.getByLabel("Latitude").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Tagline").inputValue()).toBe("Typed before the error");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "company-errors-phone.png", { fullPage: true });

    // The server says the same without the browser's check.
    const posted = await editorHttp.post("/console/company", { name: companyName, "office.lat": "-1.2841", "office.lng": "190", intent: "save" });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain("The longitude must be between -180 and 180.");
  });

  it("without JavaScript a social link posted as a new row is published and shown in the footer", async () => {
    const fields = formFields(await (await editorHttp.get("/console/company")).text());
    expect(fields.phones).toBe(`${NEW_PHONE}\n${PHONES[1]}`);
    // The company's two links are rows 0 and 1; a link is added as row 2, a new row.
    expect(fields["social[1].url"]).toBe(SOCIAL[1].url);
    expect(fields).not.toHaveProperty("social[2].url");
    const posted = await editorHttp.post("/console/company", { ...fields, "social[2].network": "youtube", "social[2].url": "https://video.example/acacia-tests", intent: "publish" });
    expect(posted.status).toBe(302);

    const visitor = await browser.page("phone");
    await visitor.goto(`${server.url}/`);
    const links = await visitor.locator("footer").getByRole("list", { name: "Follow us" }).getByRole("link").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(links).toEqual([...SOCIAL.map((s) => s.url), "https://video.example/acacia-tests"]);
  });

  it("an editor rewrites an FAQ answer in the rich-text editor and publishes; /faqs shows it", async () => {
    const page = await browser.page("desktop");
    await signInAs(page, server.url, EDITOR);
    await page.goto(`${server.url}/console/faqs`);
    await hydrated(page);
    const first = page.getByTestId("faq-group").first().getByTestId("faq-question").first();
    const question = await first.getByLabel("Question").inputValue();
    const answer = first.getByRole("textbox", { name: "Answer" });
    await answer.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Send us an inquiry and we plan the rest with you.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${server.url}/console/faqs?done=published`);
    await expect.poll(() => page.getByTestId("edit-status").innerText()).toBe("Published");

    const visitor = await browser.page("phone");
    await visitor.goto(`${server.url}/faqs`);
    const item = visitor.getByTestId("faq").filter({ hasText: question }).first();
    await item.locator("summary").click();
    expect(await item.locator(".rich-text").innerText()).toBe("Send us an inquiry and we plan the rest with you.");
    const ld = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const faqPage = ld.find((d) => d["@type"] === "FAQPage");
    expect(faqPage.mainEntity.find((q: any) => q.name === question).acceptedAnswer.text).toBe("Send us an inquiry and we plan the rest with you.");
  });

  it("hostile HTML posted to the terms form never runs on /terms", async () => {
    const fields = formFields(await (await editorHttp.get("/console/terms")).text());
    // The last section the terms have is rewritten; one section holds the booking steps.
    const last = Math.max(...Object.keys(fields).flatMap((k) => { const m = /^sections\[(\d+)\]\.id$/.exec(k); return m && fields[k] ? [Number(m[1])] : []; }));
    const sectionId = fields[`sections[${last}].id`]!;
    expect(Object.entries(fields).some(([k, v]) => /^sections\[\d+\]\.booking_flow$/.test(k) && v === "on")).toBe(true);
    const before = await browser.page("desktop");
    await before.goto(`${server.url}/terms`);
    const steps = await before.getByTestId("booking-flow").locator("h3").count();
    expect(steps).toBeGreaterThan(0);
    const hostile = `<p>Fares follow the airline.</p><script>window.__xss=1</script><p onclick="window.__xss=2"><a href="javascript:window.__xss=3">a</a></p><svg onload="window.__xss=4"></svg><img src=x onerror="window.__xss=5"><iframe src="https://evil.example"></iframe>`;
    const posted = await editorHttp.post("/console/terms", { ...fields, [`sections[${last}].body_html`]: hostile, intent: "publish" });
    expect(posted.status).toBe(302);

    const visitor = await browser.page("desktop");
    await visitor.goto(`${server.url}/terms`);
    const flights = visitor.locator(`section#${sectionId}`);
    expect(await flights.innerText()).toContain("Fares follow the airline.");
    expect(await flights.innerHTML()).not.toMatch(/<script|onclick|javascript:|<svg|<img|<iframe|onerror/i);
    expect(await visitor.evaluate(() => (window as any).__xss)).toBeUndefined();
    // The rest of the page is as it was: the booking steps under their section.
    expect(await visitor.getByTestId("booking-flow").locator("h3").count()).toBe(steps);
  });

  // Ten pages through axe; the company page also draws a badge chooser per accreditation (decision 0038).
  it("the editors pass axe and fit a 390 px phone and a 1366 px screen", { timeout: 120_000 }, async () => {
    // The console draws the same markup at every width (no width-dependent hiding), so axe runs
    // once, on the phone; overflow and screenshots are checked at both widths.
    for (const viewport of ["phone", "desktop"] as const) {
      const page = await browser.page(viewport);
      await signInAs(page, server.url, EDITOR);
      for (const name of ["company", "terms", "faqs", "services", `services/${services[0]}`]) {
        await page.goto(`${server.url}/console/${name}`);
        await hydrated(page);
        if (viewport === "phone") expect(await seriousA11yViolations(page), name).toEqual([]);
        expect(await hasNoHorizontalOverflow(page), name).toBe(true);
        await reviewShot(page, `${name.replace(/\/\d+$/, "-edit")}-${viewport}.png`);
      }
      await page.goto(`${server.url}/console/company`);
      await reviewShot(page, `company-${viewport}-full.png`, { fullPage: true });
    }
  });

  it("an editor renames a service and gives it another icon; /services shows it in the same place", async () => {
    const page = await browser.page("desktop");
    await signInAs(page, server.url, EDITOR);
    const visitor = await browser.page("desktop");
    await visitor.goto(`${server.url}/services`);
    const first = (await visitor.locator('[data-testid="service-card"] h2').allTextContents())[0];
    expect(first).toBeTruthy();
    expect(first).not.toBe("Wildlife Safaris");
    await page.goto(`${server.url}/console/services`);
    await page.getByTestId("service-row").first().getByRole("link").click();
    await page.waitForURL(/\/console\/services\/\d+$/);
    await hydrated(page);
    await page.getByLabel("Name").fill("Wildlife Safaris");
    await page.getByLabel("Icon").selectOption("sun");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/console\/services\/\d+\?done=published$/);
    await expect.poll(() => page.getByTestId("edit-status").innerText()).toBe("Published");

    await visitor.goto(`${server.url}/services`);
    const headings = await visitor.locator('[data-testid="service-card"] h2').allTextContents();
    expect(headings[0]).toBe("Wildlife Safaris");
    expect(headings).not.toContain(first);
  });

  it("an editor saves a service's draft and its preview link shows /services with the draft's text, labelled, while /services does not", async () => {
    const page = await browser.page("desktop");
    await signInAs(page, server.url, EDITOR);
    await page.goto(`${server.url}/console/services/${services[1]}`);
    await hydrated(page);
    expect(await page.getByTestId("preview-link").count()).toBe(0);
    await page.getByLabel("Description").fill("Draft only: conferences by the lake, planned end to end.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${server.url}/console/services/${services[1]}?done=saved`);
    const href = await page.getByTestId("preview-link").getAttribute("href");
    expect(href).toMatch(/^\/services\?preview=/);

    // The link works without a session (it is sent to a phone), on the real page.
    const preview = await browser.page("phone");
    await preview.goto(`${server.url}${href}`);
    expect(await preview.getByTestId("preview-banner").innerText()).toBe("Preview: not published yet");
    expect(await preview.locator('[data-testid="service-card"]').allInnerTexts()).toContainEqual(expect.stringContaining("Draft only: conferences by the lake"));
    const visitor = await browser.page("phone");
    await visitor.goto(`${server.url}/services`);
    expect(await visitor.locator("main").innerText()).not.toContain("Draft only");
  });

  it("an editor schedules the company details, sees the schedule under Scheduled, and cancels it", async () => {
    const page = await browser.page("desktop");
    await signInAs(page, server.url, EDITOR);
    await page.goto(`${server.url}/console/company`);
    await hydrated(page);
    await page.getByLabel("Tagline").fill("Safaris planned from Nairobi, from next week");
    await page.getByLabel("Publish at (Nairobi time)").fill(utcToOfficeTime(new Date(Date.now() + 2 * 3600_000)));
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.getByText("Draft saved and scheduled.").waitFor();
    expect(await page.getByTestId("schedule-status").innerText()).toContain("Scheduled to publish on");

    await (await consoleMenuLink(page, "Content", "Scheduled")).click();
    await page.waitForURL(`${server.url}/console/scheduled`);
    const row = page.getByTestId("scheduled-row");
    expect(await row.innerText()).toContain("Site: Company details");
    await row.getByRole("link", { name: "Company details" }).click();
    await page.waitForURL(`${server.url}/console/company`);
    await page.getByRole("button", { name: "Cancel the schedule" }).click();
    await page.getByText("Schedule cancelled.").waitFor();
    expect(await page.getByTestId("schedule-status").count()).toBe(0);
    // The draft is kept; the public site never changed.
    expect(await page.getByLabel("Tagline").inputValue()).toBe("Safaris planned from Nairobi, from next week");
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain("from next week");
  });

  it("sales read the forms (issue 24 item 7) but are refused (403) on their actions", async () => {
    for (const name of ["company", "terms", "faqs", `services/${services[0]}`]) {
      expect(await readsOnly(sales, `/console/${name}`), name).toBe(true);
      expect((await sales.post(`/console/${name}`, { name: "Hijacked", intent: "publish" })).status, name).toBe(403);
    }
    expect((await (await fetch(`${server.url}/info`)).text())).not.toContain("Hijacked");
  });
});

/** Every field of a server-rendered form as a browser without JavaScript posts it. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[m[1]!] = decode(m[2]!);
  for (const m of html.matchAll(/<input[^>]*type="checkbox"[^>]*name="([^"]+)"[^>]*checked=""/g)) fields[m[1]!] = "on";
  for (const m of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) fields[m[1]!] = decode(m[2]!);
  for (const m of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) fields[m[1]!] = /<option value="([^"]*)" selected=""/.exec(m[2]!)?.[1] ?? /<option value="([^"]*)"/.exec(m[2]!)![1]!;
  return fields;
}

function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

describe("a site without company details, terms or FAQs (SEED_DEMO=false)", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SEED_DEMO: "false" }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("renders the shell and the company pages with the details left out, never an error", async () => {
    const page = await browser.page("phone");
    for (const path of ["/", "/contact", "/info", "/terms", "/faqs", "/about"]) {
      const res = await page.goto(`${server.url}${path}`);
      expect(res?.status(), path).toBe(200);
      const footer = await page.locator("footer").innerText();
      expect(footer, path).toContain("All rights reserved.");
      // No company name comes from anywhere but the details: not the demo's (the seed's, demo/content/site.ts).
      expect(footer, path).not.toContain(demoSite.legalName);
      expect(await page.locator('footer a[href^="tel:"], footer a[href^="mailto:"]').count(), path).toBe(0);
      expect(await page.title(), path).not.toMatch(/\| $/);
    }
    await page.goto(`${server.url}/info`);
    expect(await page.getByRole("button", { name: /Load map/i }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /WhatsApp/i }).count()).toBe(0);
    await page.goto(`${server.url}/faqs`);
    expect(await page.getByTestId("faq").count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
