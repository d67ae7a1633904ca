/**
 * Page header images in Chromium (decision 0038): an editor opens /console/page-headers, picks the
 * FAQs page's header with the media picker (uploading it there, alt text first), removes the terms
 * page's header, publishes, and the public /faqs draws the new picture with its alt text while
 * /terms draws its plain band. The screen passes axe and fits 390 px, and works from the keyboard.
 * Without JavaScript the select's image takes the library's alt text, and a bad choice is refused
 * keeping what was typed. A saved draft gets a preview link (decision 0030) that shows it while the
 * public page does not. An accreditation's badge is chosen from the library in the company editor
 * and drawn on the about page and in the footer with its alt text.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient, readsOnly } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { png } from "../helpers/test-images.ts";

const PASSWORD = "giraffe lantern acacia 42";
const EDITOR = "editor@twiga.example";

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

describe("page header images edited in the console", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let editorHttp: ConsoleClient;
  let sales: ConsoleClient;
  const files = mkdtempSync(join(tmpdir(), "page-header-files-"));

  beforeAll(async () => {
    server = await startServer();
    const owner = await ownerOf(server, "owner@twiga.example", PASSWORD);
    editorHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    sales = await inviteAndSignIn(owner, server.databaseUrl, { email: "sales@twiga.example", role: "sales", password: PASSWORD });
    writeFileSync(join(files, "lamu-dhows.png"), await png(1600, 700));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("sales read the page headers editor but cannot change it (issue 24 item 7)", async () => {
    expect(await readsOnly(sales, "/console/page-headers")).toBe(true);
    expect((await sales.post("/console/page-headers", { intent: "publish" })).status).toBe(403);
  });

  it("picks the FAQs header with the picker, removes the terms header, publishes; the public pages follow", { timeout: 120_000 }, async () => {
    const page = await browser.page("phone");
    // A step that cannot happen fails with its locator named, not as the test's timeout.
    page.setDefaultTimeout(20_000);
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/page-headers`);
    await page.getByRole("heading", { name: "Page header images", level: 1 }).waitFor();
    await hydrated(page);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // From the keyboard: the FAQs section's Change button opens the picker.
    const change = page.getByRole("button", { name: "Change the FAQs header image" });
    await change.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose the FAQs header image" });
    await dialog.waitFor();
    await dialog.getByLabel(/Choose a JPEG, PNG or WebP image/).setInputFiles(join(files, "lamu-dhows.png"));
    const describe = dialog.getByRole("form", { name: "Alt text for lamu-dhows.png" });
    await describe.getByLabel("Alt text for lamu-dhows.png").fill("Dhows moored off Lamu at dusk");
    await describe.getByRole("button", { name: "Save alt text and choose" }).click();
    await dialog.waitFor({ state: "hidden" });
    const faqsAlt = page.getByLabel("Alt text of the FAQs header image");
    expect(await faqsAlt.inputValue()).toBe("Dhows moored off Lamu at dusk");

    await page.getByRole("button", { name: "Remove the Terms header image" }).click();
    await expect.poll(() => page.getByLabel("Alt text of the Terms header image").count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/console\/page-headers\?done=published$/);
    await expect.poll(() => page.getByTestId("edit-status").innerText()).toBe("Published");

    const site = await browser.page("desktop");
    site.setDefaultTimeout(20_000);
    await site.goto(`${server.url}/faqs`);
    const hero = site.getByRole("img", { name: "Dhows moored off Lamu at dusk" });
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/\d+\/uploads\/[a-z0-9-]+\.(avif|webp|jpg)$/);
    await site.goto(`${server.url}/terms`);
    expect(await site.locator("[data-header-image]").first().getAttribute("data-header-image")).toBe("none");
    await site.goto(`${server.url}/about`);
    expect(await site.locator("[data-header-image]").first().getAttribute("data-header-image")).toBe("stored");
  });

  it("without JavaScript: the select's image takes the library's alt text; an image the library does not have is refused, keeping what was typed", async () => {
    const form = await (await editorHttp.get("/console/page-headers")).text();
    const base = /name="base" value="([^"]*)"/.exec(form)![1]!;
    const key = /name="faqs\.image_key" value="(uploads\/[^"]+)"/.exec(form)?.[1] ?? /<option value="(uploads\/[^"]+)"/.exec(form)![1]!;

    const bad = await editorHttp.post("/console/page-headers", { base, intent: "save", "contact.image_key": "uploads/nothing-here", "contact.alt": "Typed by hand" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("This image is not in the media library.");
    expect(badHtml).toContain("Typed by hand");

    const ok = await editorHttp.post("/console/page-headers", { base, intent: "publish", "contact.image_key": key, "contact.alt": "" });
    expect(ok.status).toBe(302);
    const contact = await (await fetch(`${server.url}/contact`)).text();
    expect(contact).toContain(`/${key}.`);
    expect(contact).toContain('alt="Dhows moored off Lamu at dusk"');
    // Only the contact page was posted: the others now draw their plain bands.
    expect(await (await fetch(`${server.url}/faqs`)).text()).toContain('data-header-image="none"');
  });

  it("a saved draft of the header images gets a preview link: the preview shows it, the public page does not", { timeout: 120_000 }, async () => {
    const page = await browser.page("desktop");
    page.setDefaultTimeout(20_000);
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/page-headers`);
    await hydrated(page);
    expect(await page.getByTestId("preview-link").count()).toBe(0);
    // The contact page's header is the only one left (the form without JavaScript posted just it).
    await page.getByRole("button", { name: "Remove the Contact header image" }).click();
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\?done=saved$/);
    const href = await page.getByTestId("preview-link").getAttribute("href");
    expect(href).toMatch(/^\/about\?preview=/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The link opens the about page; every page draws header images, so the contact page shows the draft too.
    const search = new URL(href!, server.url).search;
    const preview = await fetch(`${server.url}/contact${search}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    const html = await preview.text();
    expect(html).toMatch(/data-header-image="none"/);
    expect(html).toContain("Preview: not published yet");
    expect(await (await fetch(`${server.url}/contact`)).text()).toMatch(/data-header-image="stored"/);
    // Tampered: refused, never the draft.
    const tampered = await fetch(`${server.url}${href!.slice(0, -2)}${href!.endsWith("xx") ? "yy" : "xx"}`);
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain("not valid");
  });

  it("chooses an accreditation's badge from the library in the company editor; the about page and the footer draw it with its alt text", { timeout: 120_000 }, async () => {
    const page = await browser.page("desktop");
    page.setDefaultTimeout(20_000);
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/company`);
    await hydrated(page);
    await page.getByRole("button", { name: "Change the badge of accreditation 2" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose the badge of accreditation 2" });
    await dialog.getByRole("button", { name: /Choose: Dhows moored off Lamu at dusk/ }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByLabel("Alt text of the badge of accreditation 2").fill("KATO member badge");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/console\/company\?done=published$/);

    const site = await browser.page("phone");
    site.setDefaultTimeout(20_000);
    await site.goto(`${server.url}/about`);
    await site.locator("#accreditations").scrollIntoViewIfNeeded();
    const badge = site.locator("#accreditations").getByRole("img", { name: "KATO member badge" });
    await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await badge.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/\d+\/uploads\/[a-z0-9-]+\.(avif|webp|jpg)$/);
    expect(await site.getByTestId("footer-accreditations").getByRole("img", { name: "KATO member badge" }).count()).toBe(1);
    expect(await site.getByTestId("footer-accreditations").getByRole("img", { name: "TRA logo" }).count()).toBe(1);
    expect(await hasNoHorizontalOverflow(site)).toBe(true);
  });
});
