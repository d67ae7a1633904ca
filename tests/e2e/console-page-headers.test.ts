/**
 * Page header images in Chromium (decision 0038): an editor opens /console/page-headers, picks the
 * FAQs page's header with the media picker (uploading it there, alt text first), removes the terms
 * page's header, publishes, and the public /faqs draws the new picture with its alt text while
 * /terms draws its plain band. The screen passes axe and fits 390 px, and works from the keyboard.
 * Without JavaScript the select's image takes the library's alt text, and a bad choice is refused
 * keeping what was typed.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient } from "../helpers/console.ts";
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

  it("sales cannot open the page headers editor", async () => {
    expect((await sales.get("/console/page-headers")).status).toBe(403);
  });

  it("picks the FAQs header with the picker, removes the terms header, publishes; the public pages follow", async () => {
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
    expect(await page.getByTestId("edit-status").innerText()).toBe("Published");

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
});
