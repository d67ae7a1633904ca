/**
 * The image rows of the destination, slider and gallery editors as Conform lists (decision 0072).
 * Without JavaScript, "Add" beside the library's select, "Remove" and "Move down" post the form
 * and it comes back with the row added, removed or moved, what was typed kept and nothing saved; a
 * refused Save names the field beside it and in the summary, keeping the rows; Save then stores
 * them. With JavaScript the picker adds a row and Remove takes one away in place, posting nothing,
 * the keyboard continuing on the next row's Remove; Save stores what is shown.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser } from "../helpers/console.ts";
import { png } from "../helpers/test-images.ts";

const PASSWORD = "giraffe lantern acacia 42";
const EDITOR = "editor@twiga.example";
const LIBRARY_ALT = "A lone acacia at sunrise";

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
/** The alt texts of a list's rows, in order. */
const alts = (page: Page) => page.getByLabel(/^Image \d+ alt text$/).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/** The library's image in the select of the page without JavaScript. */
async function chooseFromLibrary(page: Page) {
  const select = page.getByLabel("Add an image from the library");
  const key = await select.evaluate((el: HTMLSelectElement, alt) => [...el.options].find((o) => o.textContent!.includes(alt))!.value, LIBRARY_ALT);
  await select.selectOption(key);
}

describe("image rows of the destination, slider and gallery editors (Conform)", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let destinationId = 0;

  beforeAll(async () => {
    server = await startServer();
    const owner = await ownerOf(server, "owner@twiga.example", PASSWORD);
    await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    browser = await launchBrowser();
    const destinations = (await (await fetch(`${server.url}/api/v1/destinations/`)).json()).results as any[];
    destinationId = destinations[0].destination_id ?? destinations[0].id;

    // A library image with alt text: the select without JavaScript and the picker offer it.
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/media`);
    await hydrated(page);
    await page.getByLabel(/Choose JPEG, PNG or WebP images/).setInputFiles({ name: "acacia.png", mimeType: "image/png", buffer: await png(900, 600) });
    await page.getByRole("link", { name: "acacia.png" }).click();
    await page.waitForURL(/\/console\/media\/[a-z0-9-]+$/);
    await hydrated(page);
    await page.getByLabel("Alt text").fill(LIBRARY_ALT);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\?saved=1$/);
    await page.context().close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const noJsPage = async () => {
    const signedIn = await browser.context("desktop");
    await signInInBrowser(await signedIn.newPage(), server.url, EDITOR, PASSWORD);
    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    return noJs.newPage();
  };

  it("without JavaScript, adds a destination image from the library and removes one, keeping what was typed; a refused Save names the continents; Save stores the images", async () => {
    const page = await noJsPage();
    const path = `/console/destinations/${destinationId}`;
    await page.goto(`${server.url}${path}`);
    const before = await alts(page);

    await page.getByLabel("Short description").fill("Typed before adding an image.");
    await chooseFromLibrary(page);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => alts(page)).toEqual([...before, LIBRARY_ALT]);
    expect(await page.getByLabel("Short description").inputValue()).toBe("Typed before adding an image.");
    await page.getByLabel(`Image ${before.length + 1} alt text`).fill("An acacia by the camp");
    // Nothing is saved by a row button.
    expect(((await (await fetch(`${server.url}/api/v1/destinations/${destinationId}/`)).json()).images ?? []).map((i: any) => i.alt)).not.toContain("An acacia by the camp");

    let expected = [...before, "An acacia by the camp"];
    if (before.length) {
      await page.getByRole("button", { name: new RegExp(`^Remove: image 1\\b`) }).click();
      expected = expected.slice(1);
      await expect.poll(() => alts(page)).toEqual(expected);
    }

    // Every continent unticked: refused beside the continents and in the summary, the rows kept.
    for (const box of await page.getByRole("group", { name: "Continents" }).getByRole("checkbox").all()) await box.uncheck();
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("Please correct what is marked below.");
    expect(await page.locator("#f-continents-error").innerText()).toBe("Choose at least one continent.");
    expect(await alts(page)).toEqual(expected);
    expect(await page.getByLabel("Short description").inputValue()).toBe("Typed before adding an image.");

    await page.getByRole("checkbox", { name: "Africa", exact: true }).check();
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${server.url}${path}?done=saved`);
    expect(await alts(page)).toEqual(expected);
    expect(await page.getByRole("checkbox", { name: "Africa", exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel("Short description").inputValue()).toBe("Typed before adding an image.");
  });

  it("without JavaScript, moves and removes a slide and adds one from the library; an empty Add is refused at the list; Save stores the slides", async () => {
    const page = await noJsPage();
    await page.goto(`${server.url}/console/sliders/about`);
    const before = await alts(page);
    expect(before.length).toBeGreaterThan(1);

    await page.getByLabel("Image 1 caption").fill("Typed before moving");
    await page.getByRole("button", { name: new RegExp(`^Move down: image 1\\b`) }).click();
    await expect.poll(() => alts(page)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await page.getByLabel("Image 2 caption").inputValue()).toBe("Typed before moving");

    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("Choose an image from the library to add.").waitFor();
    expect(await alts(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    await page.getByRole("button", { name: new RegExp(`^Remove: image 1\\b`) }).click();
    await expect.poll(() => alts(page)).toEqual([before[0], ...before.slice(2)]);
    await chooseFromLibrary(page);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const expected = [before[0], ...before.slice(2), LIBRARY_ALT];
    await expect.poll(() => alts(page)).toEqual(expected);

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${server.url}/console/sliders/about?done=saved`);
    expect(await alts(page)).toEqual(expected);
    expect(await page.getByLabel("Image 1 caption").inputValue()).toBe("Typed before moving");
  });

  it("with JavaScript, adds a destination image with the picker and removes one in place, posting nothing, the keyboard on the next row; Publish stores them", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/destinations/${destinationId}`);
    await hydrated(page);
    const before = await alts(page);
    expect(before.length).toBeGreaterThan(0);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") requests.push(r.url());
    });

    await page.getByRole("button", { name: "Add an image from the library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: new RegExp(`Choose: ${LIBRARY_ALT}`) }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => alts(page)).toEqual([...before, LIBRARY_ALT]);
    await page.getByLabel(`Image ${before.length + 1} alt text`).fill("Acacia, added in place");

    await page.getByRole("button", { name: new RegExp(`^Remove: image 1\\b`) }).click();
    const expected = [...before.slice(1), "Acacia, added in place"];
    await expect.poll(() => alts(page)).toEqual(expected);
    // The keyboard continues on the Remove button of the row that took its place.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/^Remove: image 1\b/);
    expect(requests).toEqual([]);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\?done=published$/);
    const api = await (await fetch(`${server.url}/api/v1/destinations/${destinationId}/`)).json();
    expect(api.images.map((i: any) => i.alt)).toEqual(expected);
  });

  it("with JavaScript, removes a gallery photo and adds a slide in place; a Publish refused in the browser names the photo; the keyboard continues on the next row", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/gallery`);
    await hydrated(page);
    const titles = () => page.getByLabel(/^Photo \d+ title$/).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const before = await titles();
    expect(before.length).toBeGreaterThan(1);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") requests.push(r.url());
    });
    await page.getByRole("button", { name: new RegExp(`^Remove: photo 1\\b`) }).click();
    await expect.poll(() => titles()).toEqual(before.slice(1));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/^Remove: photo 1\b/);
    await page.getByLabel("Photo 1 alt text").fill("");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => page.getByRole("alert").innerText()).toContain("Write alt text for photo 1 before publishing.");
    expect(await page.getByLabel("Photo 1 alt text").getAttribute("aria-invalid")).toBe("true");
    expect(requests).toEqual([]);

    await page.goto(`${server.url}/console/sliders/home`);
    await hydrated(page);
    const slides = await alts(page);
    await page.getByRole("button", { name: "Add an image from the library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: new RegExp(`Choose: ${LIBRARY_ALT}`) }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => alts(page)).toEqual([...slides, LIBRARY_ALT]);
    await page.getByLabel(`Image ${slides.length + 1} caption`).fill("Acacia caption");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/console\/sliders\/home\?done=saved$/);
    expect(await alts(page)).toEqual([...slides, LIBRARY_ALT]);
    expect(await page.getByLabel(`Image ${slides.length + 1} caption`).inputValue()).toBe("Acacia caption");
  });
});
