/**
 * The media library journey in Chromium (decision 0026): an editor uploads two images at once
 * through the file input and sees each file's progress end in "uploaded"; a GIF in the same batch
 * is refused by name; the editor writes alt text, sets the focal point by clicking the photo and
 * with the arrow keys, saves, and the image is served at /images/... with the link-preview crop at
 * the new focal point. The library and the editor pass axe at 390 px and 1366 px (screenshots with
 * SCREENSHOT_DIR set). Sales are refused.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { ConsoleClient, createOwner, latestLinkToken, readsOnly } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { gif, jpegWithExifAndGps, png } from "../helpers/test-images.ts";
import { reviewShot } from "../helpers/review-shots.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
const EDITOR = "editor@twiga.example";

async function signInAs(page: Page, url: string, email: string) {
  await page.goto(`${url}/console/sign-in`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${url}/console`);
}

describe("console media library journey", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let sales: ConsoleClient;
  const files = mkdtempSync(join(tmpdir(), "media-files-"));

  beforeAll(async () => {
    server = await startServer();
    const env = { DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir, ALLOWED_HOSTS: "127.0.0.1,localhost" };
    await createOwner(env, OWNER, PASSWORD);
    const owner = new ConsoleClient(server.url);
    await owner.signIn(OWNER, PASSWORD);
    for (const [email, role] of [[EDITOR, "editor"], ["sales@twiga.example", "sales"]] as const) {
      expect((await owner.post("/console/staff", { name: `${role} person`, email, role })).status).toBe(302);
      const token = await latestLinkToken(server.databaseUrl, email);
      const client = new ConsoleClient(server.url);
      await client.post("/console/set-password", { token, password: PASSWORD, confirm: PASSWORD });
      await client.signIn(email, PASSWORD);
      if (role === "sales") sales = client;
    }
    writeFileSync(join(files, "mara-camp.jpg"), await jpegWithExifAndGps());
    writeFileSync(join(files, "lake-map.png"), await png(1200, 800));
    writeFileSync(join(files, "dancing.gif"), await gif());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("sales read the library but cannot change it (issue 24 item 7)", async () => {
    expect(await readsOnly(sales, "/console/media")).toBe(true);
  });

  it("uploads two images at once with progress, refuses a GIF by name, then alt text and a focal point are saved and the crop follows", async () => {
    const page = await browser.page("desktop");
    await signInAs(page, server.url, EDITOR);
    await page.goto(`${server.url}/console/media`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await expect.poll(() => page.getByText("No images yet").count()).toBe(1);

    await page.getByLabel(/Choose JPEG, PNG or WebP images/).setInputFiles([join(files, "mara-camp.jpg"), join(files, "lake-map.png"), join(files, "dancing.gif")]);
    const uploads = page.getByTestId("upload");
    await expect.poll(() => uploads.count()).toBe(3);
    await expect.poll(() => page.locator('[data-testid="upload"][data-state="done"]').count()).toBe(2);
    expect(await page.getByRole("progressbar", { name: "Upload of mara-camp.jpg" }).getAttribute("value")).toBe("1");
    expect(await page.locator('[data-testid="upload"][data-state="done"]').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining("mara-camp.jpg uploaded."), expect.stringContaining("lake-map.png uploaded.")]),
    );
    const refused = page.locator('[data-testid="upload"][data-state="failed"]');
    expect(await refused.innerText()).toContain("dancing.gif must be a JPEG, PNG or WebP image");
    await expect.poll(() => page.getByTestId("media-tile").count()).toBe(2);
    expect(await page.getByText("Needs alt text").count()).toBe(2);
    // The thumbnails are variants rendered by the image worker on first request.
    await expect.poll(() => page.locator('[data-testid="media-tile"] img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length)).toBe(2);
    await reviewShot(page, "media-library-1366.png", { fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "mara-camp.jpg" }).click();
    await page.waitForURL(/\/console\/media\/[a-z0-9]+-[a-f0-9]{12}$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const id = page.url().split("/").pop()!;
    // Upright after EXIF orientation 6: taller than wide.
    expect(await page.getByText("800 x 1200").count()).toBeGreaterThan(0);

    // Click near the top left of the photo, then nudge right with the keyboard.
    const picker = page.getByTestId("focal-picker");
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.2 } });
    await expect.poll(() => page.getByTestId("focal-value").innerText()).toBe("25% across, 20% down");
    await picker.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => page.getByTestId("focal-value").innerText()).toBe("29% across, 30% down");

    // Saving without alt text is allowed, but the alt text limit is checked on the form.
    await page.getByLabel("Alt text").fill("x".repeat(301));
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.locator("#f-alt_text-error").innerText()).toContain("300 characters");
    await page.getByLabel("Alt text").fill("Canvas tents of a safari camp under acacia trees");
    await page.getByLabel("Title").fill("Mara camp");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\?saved=1$/);
    await expect.poll(() => page.getByText("Ready to use.").count()).toBe(1);
    await expect.poll(() => page.getByTestId("focal-value").innerText()).toBe("29% across, 30% down");
    const key = `uploads/${id}`;
    const preview = page.locator(`img[src="/images/og/${key}.f29-30.jpg"]`);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await reviewShot(page, "media-edit-1366.png", { fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Served by the image pipeline; the preview crop's URL names the saved focal point.
    const variant = await fetch(`${server.url}/images/960/${key}.webp`);
    expect(variant.status).toBe(200);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).height).toBe(1440);
    const og = await fetch(`${server.url}/images/og/${key}.jpg`, { redirect: "manual" });
    expect(og.headers.get("location")).toBe(`/images/og/${key}.f29-30.jpg`);
    // The upright photo is green above and red below its middle: a crop kept around a point 30% down
    // shows no red at its bottom edge, where a centred crop would be half red.
    const crop = Buffer.from(await (await fetch(`${server.url}/images/og/${key}.f29-30.jpg`)).arrayBuffer());
    const [r, g] = [...(await sharp(crop).extract({ left: 600, top: 620, width: 1, height: 1 }).raw().toBuffer())];
    expect(g).toBeGreaterThan(150);
    expect(r).toBeLessThan(80);

    // Uploads were cleaned in the image worker: the server process itself never loaded libvips.
    expect(readFileSync(`/proc/${server.pid}/maps`, "utf8")).not.toMatch(/libvips/);

    await page.goto(`${server.url}/console/media`);
    expect(await page.getByText("Alt text written").count()).toBe(1);
    expect(await page.getByRole("img", { name: "Canvas tents of a safari camp under acacia trees" }).count()).toBe(1);
  });

  it("the library and the editor fit a 390 px phone and pass axe", async () => {
    const page = await browser.page("phone");
    await signInAs(page, server.url, EDITOR);
    await page.goto(`${server.url}/console/media`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await reviewShot(page, "media-library-390.png", { fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Mara camp" }).click();
    await page.waitForURL(/\/console\/media\/[a-z0-9]+-[a-f0-9]{12}$/);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await reviewShot(page, "media-edit-390.png", { fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
