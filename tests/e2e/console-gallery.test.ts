/**
 * The gallery and image-picking journeys in Chromium (decision 0028): an editor uploads two photos
 * straight into the gallery (each with its progress), gives them alt text, reorders them with the
 * keyboard (the drag handle: Space, arrow, Space; and a Move up button), publishes, and the public
 * /gallery shows them in that order, rendered by the variants pipeline. In a package, the editor
 * picks a library image with the picker (search), uploads another from inside the picker (alt text
 * asked before it can be chosen), reorders with the keyboard and publishes: the API lists the
 * images in that order. A page's slider is reordered and published. The new screens pass axe and
 * fit 390 px (screenshots in SCREENSHOT_DIR).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient, readsOnly, consoleMenuLink } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { png, webp } from "../helpers/test-images.ts";
import { reviewShot } from "../helpers/review-shots.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
const EDITOR = "editor@twiga.example";

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

describe("console gallery and image picker journeys", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let sales: ConsoleClient;
  let editorHttp: ConsoleClient;
  let packageId = 0;
  const files = mkdtempSync(join(tmpdir(), "gallery-files-"));

  beforeAll(async () => {
    server = await startServer();
    const owner = await ownerOf(server, OWNER, PASSWORD);
    editorHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    sales = await inviteAndSignIn(owner, server.databaseUrl, { email: "sales@twiga.example", role: "sales", password: PASSWORD });
    writeFileSync(join(files, "okapi_in_the_forest.png"), await png(1200, 800));
    writeFileSync(join(files, "river-crossing.webp"), await webp(1200, 750));
    writeFileSync(join(files, "camp-fire.png"), await png(900, 600));
    packageId = (await (await fetch(`${server.url}/api/v1/packages/?page_size=1`)).json()).results[0].package_id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("sales read the gallery editor but cannot change it (issue 24 item 7)", async () => {
    expect(await readsOnly(sales, "/console/gallery")).toBe(true);
    expect((await sales.post("/console/gallery", { intent: "publish" })).status).toBe(403);
  });

  it("uploads two photos into the gallery, gives alt text, reorders with the keyboard, publishes, and /gallery shows them in that order", async () => {
    const before = (await (await fetch(`${server.url}/api/v1/gallery/?page_size=200`)).json()).results as any[];
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await (await consoleMenuLink(page, "Content", "Gallery")).click();
    await page.getByRole("heading", { name: "Gallery", level: 1 }).waitFor();
    await hydrated(page);
    const items = page.getByTestId("gallery-item");
    await expect.poll(() => items.count()).toBe(before.length);

    await page.getByLabel(/Choose JPEG, PNG or WebP images/).setInputFiles([join(files, "okapi_in_the_forest.png"), join(files, "river-crossing.webp")]);
    await expect.poll(() => page.locator('[data-testid="upload"][data-state="done"]').count()).toBe(2);
    await expect.poll(() => items.count()).toBe(before.length + 2);
    const n = before.length;
    // The title starts as the file's name; alt text is the editor's to write.
    expect(await page.getByLabel(`Photo ${n + 1} title`).inputValue()).toBe("okapi in the forest");
    await page.getByLabel(`Photo ${n + 1} title`).fill("Okapi in the forest");
    await page.getByLabel(`Photo ${n + 1} alt text`).fill("An okapi half hidden among green leaves");
    await page.getByLabel(`Photo ${n + 2} title`).fill("River crossing");
    await page.getByLabel(`Photo ${n + 2} alt text`).fill("Wildebeest plunging into a brown river");

    // Publishing with a photo missing its alt text is refused on the form, naming the photo.
    await page.getByLabel("Photo 1 alt text").fill("");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => page.getByRole("alert").innerText()).toContain("Write alt text for photo 1 before publishing.");
    await page.getByLabel("Photo 1 alt text").fill(before[0].alt_text);

    // Keyboard drag: the river crossing's handle, Space to pick up, one up, Space to drop.
    const handle = page.getByRole("button", { name: `Drag photo ${n + 2} (River crossing) to reorder` });
    await handle.focus();
    await page.keyboard.press("Space");
    // Picked up (announced) before the arrow: the keyboard sensor listens from the next tick.
    await expect.poll(() => page.locator("[aria-live]").allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(`is over position ${n + 2} of ${n + 2}.`)]));
    await page.keyboard.press("ArrowUp");
    // Each step is announced to screen readers (dnd-kit's live region).
    await expect.poll(() => page.locator("[aria-live]").allInnerTexts()).toEqual(
      expect.arrayContaining([`photo ${n + 2} (River crossing) is over position ${n + 1} of ${n + 2}.`]),
    );
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByLabel(`Photo ${n + 1} title`).inputValue()).toBe("River crossing");
    expect(await page.getByLabel(`Photo ${n + 2} title`).inputValue()).toBe("Okapi in the forest");
    // And a Move up button, pressed from the keyboard: the river crossing moves up once more, and keeps focus.
    await page.getByRole("button", { name: `Move up: photo ${n + 1} (River crossing)` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByLabel(`Photo ${n} title`).inputValue()).toBe("River crossing");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Move up: photo ${n} (River crossing)`);
    await expect.poll(() => page.getByRole("status").allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(`moved to position ${n} of ${n + 2}`)]));

    await reviewShot(page, "gallery-editor-1366.png", { fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/console\/gallery\?done=published$/);
    await expect.poll(() => page.getByTestId("edit-status").innerText()).toBe("Published");

    const expected = [...before.slice(0, n - 1).map((g) => g.title), "River crossing", before[n - 1].title, "Okapi in the forest"];
    const api = (await (await fetch(`${server.url}/api/v1/gallery/?page_size=200`)).json()).results as any[];
    expect(api.map((g) => g.title)).toEqual(expected);

    const site = await browser.page("desktop");
    await site.goto(`${server.url}/gallery`);
    const photos = site.getByTestId("gallery-grid").getByRole("button");
    await expect.poll(() => photos.count()).toBe(n + 2);
    expect(await photos.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")))).toEqual(expected.map((t) => `Open photo: ${t}`));
    // The uploads are served through the variants pipeline, with their alt text.
    const okapi = site.getByRole("img", { name: "An okapi half hidden among green leaves" });
    await okapi.scrollIntoViewIfNeeded();
    await expect.poll(() => okapi.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await okapi.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/\d+\/uploads\/[a-z0-9-]+\.(avif|webp|jpg)$/);
  });

  it("picks a library image for a package with the picker, uploads one inside it (alt text first), reorders with the keyboard and publishes", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/packages/${packageId}`);
    await hydrated(page);
    const alts = page.getByLabel(/^Image \d+ alt text$/);
    const start = await alts.count();
    expect(start).toBeGreaterThan(0);

    const opener = page.getByRole("button", { name: "Add an image from the library" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.waitFor();
    // The gallery's uploads got their alt text there, so the library offers them.
    await expect.poll(() => dialog.getByRole("list", { name: "Library images" }).getByRole("button").count()).toBe(2);
    await dialog.getByLabel("Search by title or alt text").fill("okapi leaves");
    await expect.poll(() => dialog.getByRole("list", { name: "Library images" }).getByRole("button").count()).toBe(1);
    await reviewShot(page, "picker-1366.png");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: /Choose: An okapi half hidden among green leaves/ }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => alts.count()).toBe(start + 1);
    expect(await alts.nth(start).inputValue()).toBe("An okapi half hidden among green leaves");
    await alts.nth(start).fill("An okapi near our forest camp");

    // Upload from inside the picker: it asks for alt text before the image can be chosen.
    await opener.click();
    await dialog.waitFor();
    await dialog.getByLabel(/Choose a JPEG, PNG or WebP image/).setInputFiles(join(files, "camp-fire.png"));
    const describe = dialog.getByRole("form", { name: "Alt text for camp-fire.png" });
    await describe.waitFor();
    await describe.getByRole("button", { name: "Save alt text and choose" }).click();
    await expect.poll(() => describe.getByRole("alert").innerText()).toContain("Write alt text");
    await describe.getByLabel("Alt text for camp-fire.png").fill("A camp fire under the stars");
    await describe.getByRole("button", { name: "Save alt text and choose" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => alts.count()).toBe(start + 2);
    expect(await alts.nth(start + 1).inputValue()).toBe("A camp fire under the stars");

    // The camp fire to the top with the keyboard: handle, Space, ArrowUp until first, Space.
    await page.getByRole("button", { name: `Drag image ${start + 2} (A camp fire under the stars) to reorder` }).focus();
    await page.keyboard.press("Space");
    const live = page.locator("[aria-live]");
    // Picked up (announced) before the arrows: the keyboard sensor listens from the next tick.
    await expect.poll(() => live.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(`is over position ${start + 2} of ${start + 2}.`)]));
    for (let position = start + 1; position >= 1; position--) {
      await page.keyboard.press("ArrowUp");
      // Each step is announced; the next key goes once the list has moved.
      await expect.poll(() => live.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(`is over position ${position} of ${start + 2}.`)]));
    }
    await page.keyboard.press("Space");
    await expect.poll(() => alts.first().inputValue()).toBe("A camp fire under the stars");
    expect(await page.getByTestId("images-editor").locator(".c-sortable-row").first().innerText()).toContain("Primary");
    // Remove the last of the original images with its button.
    await page.getByRole("button", { name: new RegExp(`^Remove: image ${start + 1}`) }).click();
    await expect.poll(() => alts.count()).toBe(start + 1);
    const order = await alts.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\?done=published$/);
    const api = await (await fetch(`${server.url}/api/v1/packages/${packageId}/`)).json();
    expect(api.images.map((img: any) => img.alt)).toEqual(order);
    expect(order[0]).toBe("A camp fire under the stars");
    expect(order).toContain("An okapi near our forest camp");
  });

  it("reorders a page's slider with the buttons, publishes, and the slider API follows; the screen passes axe at both sizes", async () => {
    const before = (await (await fetch(`${server.url}/api/v1/slider-images/?page_set=home`)).json()).results as any[];
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await (await consoleMenuLink(page, "Content", "Sliders")).click();
    await page.getByRole("heading", { name: "Home page slider" }).waitFor();
    await hydrated(page);
    const alts = page.getByLabel(/^Image \d+ alt text$/);
    await expect.poll(() => alts.count()).toBe(before.length);
    await page.getByRole("button", { name: new RegExp(`^Move down: image 1 `) }).click();
    await expect.poll(() => alts.nth(1).inputValue()).toBe(before[0].alt);
    await page.getByLabel("Image 1 caption").fill("A new first slide");
    await reviewShot(page, "slider-editor-1366.png", { fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/console\/sliders\/home\?done=published$/);
    const after = (await (await fetch(`${server.url}/api/v1/slider-images/?page_set=home`)).json()).results as any[];
    expect(after.map((s) => s.alt)).toEqual([before[1].alt, before[0].alt, ...before.slice(2).map((s) => s.alt)]);
    expect(after[0]).toMatchObject({ caption: "A new first slide", is_primary: true });

    const phone = await browser.page("phone");
    await signInInBrowser(phone, server.url, EDITOR, PASSWORD);
    await phone.goto(`${server.url}/console/sliders/about`);
    await hydrated(phone);
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);
    await reviewShot(phone, "slider-editor-390.png");
    expect(await seriousA11yViolations(phone)).toEqual([]);
  });

  it("without JavaScript, the gallery's Move up and Add buttons redraw the form with the change and save nothing", async () => {
    const html = await (await editorHttp.get("/console/gallery")).text();
    const base = /name="base" value="([^"]+)"/.exec(html)![1]!;
    // The photos as Conform names them (decision 0072); Move up is Conform's reorder intent.
    const fields = {
      base,
      "items[0].image_key": "illustrations/savanna-6",
      "items[0].title": "First",
      "items[0].alt_text": "First alt",
      "items[1].image_key": "illustrations/balloon-2",
      "items[1].title": "Second, typed",
      "items[1].alt_text": "Second alt",
    };
    const moved = await editorHttp.post("/console/gallery", { ...fields, __intent__: JSON.stringify({ type: "reorder", payload: { name: "items", from: 1, to: 0 } }) });
    expect(moved.status).toBe(200);
    const page = (await moved.text()).replaceAll("<!-- -->", "");
    expect(page.indexOf('value="Second, typed"')).toBeGreaterThan(-1);
    expect(page.indexOf('value="Second, typed"')).toBeLessThan(page.indexOf('value="First"'));
    const added = await editorHttp.post("/console/gallery", { ...fields, intent: "items:add", items_add: "" });
    expect((await added.text()).replaceAll("<!-- -->", "")).toContain("Choose an image from the library to add.");
    const api = (await (await fetch(`${server.url}/api/v1/gallery/?page_size=200`)).json()).results as any[];
    expect(api.map((g) => g.title)).not.toContain("Second, typed");
  });

  it("the gallery editor, the package images and the open picker fit a 390 px phone and pass axe", async () => {
    const page = await browser.page("phone");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/gallery`);
    await hydrated(page);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await reviewShot(page, "gallery-editor-390.png");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${server.url}/console/packages/${packageId}`);
    await hydrated(page);
    await page.getByRole("heading", { name: "Images" }).scrollIntoViewIfNeeded();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await reviewShot(page, "package-images-390.png");
    await page.getByRole("button", { name: "Add an image from the library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole("list", { name: "Library images" }).getByRole("button").count()).toBe(3);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await reviewShot(page, "picker-390.png");
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Add an image from the library");
  });
});
