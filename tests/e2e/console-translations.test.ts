/**
 * Editing translations in the console, in the production build (issue 29 item 4, decision 0076).
 *
 * In Chromium with JavaScript: an editor opens a package's German translation from the package
 * editor's Translations panel, sees its empty fields marked as shown in English, writes the title
 * and publishes; /de/packages/:id shows it. Then the English title is changed and published in the
 * package editor, and the console marks the German translation stale: on the overview's stale
 * filter, the package editor's panel, and the translation editor, which names the title as changed.
 * The editor and the overview pass axe.
 *
 * Without JavaScript: an over-long title is refused with the form as typed, then the French title
 * is published and /fr/packages/:id shows it. Over HTTP: a second post of the same Publish (its
 * one-time token) is sent to the first one's result and publishes nothing again.
 *
 * The panel is on the site's own editors too (decision 0080): the terms, the FAQs, the company's
 * details, the gallery, a page's slider and the page headers, each leading to its translations.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient } from "../helpers/console.ts";
import { createPackage } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { openDatabase } from "../../server/db/kysely.ts";
import { sliderEntityId } from "../../domain/slider-document.ts";
import { localeLabel } from "../../domain/translation-editing.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
const EDITOR = "editor@twiga.example";
const TITLE = "Test savanna walk";

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

describe("editing translations in the console", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let editor: ConsoleClient;
  let packageId = 0;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: "false" });
    const owner = await ownerOf(server, OWNER, PASSWORD);
    editor = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    packageId = await withServerData(server, async (site) => (await createPackage(site, { title: TITLE, summary: "Three days on foot with a ranger." })).id);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const publishedAudits = async () => {
    const db = openDatabase(server.databaseUrl, { poolSize: 1 });
    try {
      return await db.kysely.selectFrom("audit_log").select(["entity_id"]).where("action", "=", "translation.published").execute();
    } finally {
      await db.close();
    }
  };

  it("publishes a German title from the package editor's panel, shows it on /de, and marks it stale when the English title changes", async () => {
    const page = await (await browser.context("desktop")).newPage();
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/packages/${packageId}`);
    await hydrated(page);
    const panel = page.getByTestId("translations-panel");
    await panel.getByTestId("state-de").waitFor();
    expect(await panel.getByTestId("state-de").getAttribute("data-completeness")).toBe("missing");

    await panel.getByRole("link", { name: "German (Deutsch)" }).click();
    await page.waitForURL(`${server.url}/console/translations/package/${packageId}/de`);
    await hydrated(page);
    expect(await page.getByTestId("translation-completeness").innerText()).toContain("Not published");
    // Every field is empty: each says the site shows its English (the title and summary, and the
    // package's days where its details are translated, decision 0075).
    const fields = await page.locator('[data-testid^="field-"]').count();
    expect(fields).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId("shown-in-english").count()).toBe(fields);
    expect(await page.getByTestId("field-package_title").locator(".c-translation-english").innerText()).toBe(TITLE);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel("Title", { exact: true }).fill("Savannenwanderung zu Fuß");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published. The site shows this translation now.").waitFor();
    expect(await page.getByTestId("translation-completeness").innerText()).toBe("Published, partial");
    expect(await page.getByTestId("shown-in-english").count()).toBe(fields - 1);

    const visitor = await (await browser.context("desktop")).newPage();
    await visitor.goto(`${server.url}/de/packages/${packageId}`);
    expect(await visitor.locator("h1").innerText()).toContain("Savannenwanderung zu Fuß");
    await visitor.goto(`${server.url}/packages/${packageId}`);
    expect(await visitor.locator("h1").innerText()).toContain(TITLE);

    // The English title changes and is published in the package editor.
    await page.goto(`${server.url}/console/packages/${packageId}`);
    await hydrated(page);
    await page.getByLabel("Title", { exact: true }).fill(`${TITLE} at dawn`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Published.").first().waitFor();
    // The panel loads its states again after the publish.
    await panel.locator('[data-testid="state-de"][data-stale="true"]').waitFor();

    await page.goto(`${server.url}/console/translations?show=stale`);
    await hydrated(page);
    const rows = page.getByTestId("translation-row");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getAttribute("data-id")).toBe(String(packageId));
    expect(await rows.first().getByTestId("state-de").getAttribute("data-stale")).toBe("true");
    expect(await rows.first().getByTestId("state-fr").getAttribute("data-completeness")).toBe("missing");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await rows.first().getByRole("link", { name: /German \(Deutsch\) translation/ }).click();
    await page.waitForURL(`${server.url}/console/translations/package/${packageId}/de`);
    expect(await page.getByTestId("translation-stale").innerText()).toContain("Changed: Title.");
    expect(await page.getByTestId("field-package_title").getAttribute("data-changed")).toBe("true");
    expect(await page.getByTestId("field-summary").getAttribute("data-changed")).toBeNull();
    expect(await page.getByTestId("field-package_title").locator(".c-translation-english").first().innerText()).toBe(`${TITLE} at dawn`);
    await reviewShot(page, "translation-stale-desktop.png", { fullPage: true });

    // On a phone the English sits above each input and nothing scrolls sideways.
    const phone = await (await browser.context("phone")).newPage();
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`${server.url}/console/translations/package/${packageId}/de`);
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);
    await reviewShot(phone, "translation-stale-phone.png", { fullPage: true });
    await phone.goto(`${server.url}/console/translations`);
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);
    await reviewShot(phone, "translations-overview-phone.png", { fullPage: true });
  });

  it("without JavaScript: a refused title comes back as typed, then the French title is published; a second post of the same Publish publishes nothing", async () => {
    const signedIn = await browser.context("desktop");
    await signInInBrowser(await signedIn.newPage(), server.url, EDITOR, PASSWORD);
    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    const page = await noJs.newPage();
    const path = `/console/translations/package/${packageId}/fr`;
    await page.goto(`${server.url}${path}`);

    const tooLong = "Randonnée ".repeat(31);
    await page.getByLabel("Title", { exact: true }).fill(tooLong);
    await page.getByLabel("Summary", { exact: true }).fill("Trois jours à pied avec un ranger.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByText("Title is at most 300 characters.").count()).toBeGreaterThan(0);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(tooLong);
    expect(await page.getByLabel("Summary", { exact: true }).inputValue()).toBe("Trois jours à pied avec un ranger.");

    await page.getByLabel("Title", { exact: true }).fill("Randonnée dans la savane");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published. The site shows this translation now.").waitFor();
    const rows = await page.locator('[data-testid^="field-"]').count();
    expect(await page.getByTestId("translation-completeness").innerText()).toBe(rows === 2 ? "Published, complete" : "Published, partial");
    await page.goto(`${server.url}/fr/packages/${packageId}`);
    expect(await page.locator("h1").innerText()).toContain("Randonnée dans la savane");

    // The same Publish posted twice (a double click, the back button): one publish, the same answer.
    const form = await editor.get(`${path}`);
    const html = await form.text();
    const once = /name="once" value="([^"]+)"/.exec(html)![1]!;
    const base = /name="base" value="([^"]+)"/.exec(html)![1]!;
    const fields = { intent: "publish", once, base, package_title: "Randonnée dans la savane", summary: "Trois jours à pied, à l'aube." };
    const before = (await publishedAudits()).length;
    const first = await editor.post(path, fields);
    const second = await editor.post(path, fields);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect((await publishedAudits()).length).toBe(before + 1);
  });

  it("has the Translations panel on the terms, FAQs, company, gallery, slider and page-header editors, each leading to its own translations", async () => {
    const page = await (await browser.context("desktop")).newPage();
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    const editors: Array<[string, string, number]> = [
      ["/console/terms", "terms", 0],
      ["/console/faqs", "faqs", 0],
      ["/console/company", "company", 0],
      ["/console/gallery", "gallery", 1],
      ["/console/sliders/about", "slider", sliderEntityId("about")],
      ["/console/page-headers", "page_headers", 0],
    ];
    for (const [path, entity, id] of editors) {
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      const panel = page.getByTestId("translations-panel");
      // Its states load (or it says the English must be published first), and its links name this document.
      await panel.getByTestId("state-de").or(panel.getByText("It can be translated once its English is published.")).waitFor();
      expect(await panel.getByRole("link", { name: "Their state" }).getAttribute("href"), path).toBe(`/console/translations/${entity}/${id}`);
      if (await panel.getByTestId("state-de").count()) {
        for (const locale of ["de", "zh"] as const)
          expect(await panel.getByRole("link", { name: localeLabel(locale), exact: true }).getAttribute("href"), path).toBe(`/console/translations/${entity}/${id}/${locale}`);
      }
      if (path === "/console/terms") {
        expect(await seriousA11yViolations(page)).toEqual([]);
        await panel.getByRole("link", { name: "Their state" }).click();
        await page.waitForURL(`${server.url}/console/translations/terms/0`);
      }
    }
    await page.context().close();
  });
});
