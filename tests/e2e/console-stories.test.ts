/**
 * The story editor journey of issue 11 in Chromium (decision 0025): an editor writes a new story
 * with a heading, a list and a link using the toolbar (keyboard too), pastes Word-like HTML through
 * the clipboard, publishes, and the public /blogs/:slug shows it clean, with nothing hostile
 * running. A form posted straight to the action with hostile HTML or a hostile document reaches
 * no public page. Without JavaScript a new story refused for its title keeps what was typed (and
 * its one-time token), naming the title beside it and in the summary, and is created once corrected. An image from the media library (uploaded in the picker, alt text first) goes into
 * a story with the toolbar's Image button and shows on the public page. The editor passes axe and
 * fits 390 px and 1366 px (screenshots with SCREENSHOT_DIR set). The destination editor refuses to archive a destination packages use. Sales are
 * refused over HTTP.
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
import { reviewShot } from "../helpers/review-shots.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
const EDITOR = "editor@twiga.example";
const FILES = mkdtempSync(join(tmpdir(), "console-stories-files-"));
const HOSTILE = /<script|onerror|onload|onclick|javascript:|data:|<svg|<iframe|<img|style=|mso-|<o:p|docs-internal-guid/i;

// Shortened from Word's clipboard: mso- styles, <o:p>, spans with fonts, a script link and an image.
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style><!-- p.MsoNormal {mso-style-parent:""} --></style></head><body>
<!--StartFragment--><p class=MsoNormal style='mso-margin-top-alt:auto'><span style='font-size:12.0pt;font-family:"Calibri",sans-serif;mso-fareast-font-family:"Times New Roman"'>Pasted from Word: the <b>Big Five</b> at <i>Lake Nakuru</i><o:p></o:p></span></p>
<p class=MsoNormal><a href="javascript:window.__xss=1">trap</a> <img src=x onerror="window.__xss=2"><o:p>&nbsp;</o:p></p><!--EndFragment--></body></html>`;
// Google Docs wraps the selection in a <b> that is not bold.
const DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-8a1b2c3d-7fff-4e5f-a6b7-c8d9e0f1a2b3"><p dir="ltr" style="line-height:1.38;margin-top:0pt;"><span style="font-size:11pt;font-family:Arial;color:#000000;font-weight:400;">Pasted from Docs, calm and plain.</span></p><svg onload="window.__xss=3"></svg></b>`;

const signInAs = (page: Page, url: string, email: string) => signInInBrowser(page, url, email, PASSWORD);

async function paste(page: Page, html: string) {
  await page.evaluate((clip) => {
    const target = document.querySelector(".c-rte-content")!;
    const data = new DataTransfer();
    data.setData("text/html", clip);
    data.setData("text/plain", clip.replace(/<[^>]+>/g, ""));
    target.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

describe("console story editor journey", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let sales: ConsoleClient;
  let editorHttp: ConsoleClient;
  let storyId = 0;

  beforeAll(async () => {
    server = await startServer();
    const owner = await ownerOf(server, OWNER, PASSWORD);
    editorHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    sales = await inviteAndSignIn(owner, server.databaseUrl, { email: "sales@twiga.example", role: "sales", password: PASSWORD });
    browser = await launchBrowser();
    writeFileSync(join(FILES, "lion-cubs.png"), await png(1200, 750));
    writeFileSync(join(FILES, "plains-dawn.png"), await png(1600, 900));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("an editor writes a story with a heading, a list, a link and pasted Word and Docs text, publishes, and /blogs/:slug shows it clean", async () => {
    const page = await browser.page("desktop");
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.accept(d.type() === "prompt" ? "https://guides.example/plains" : undefined);
    });
    await signInAs(page, server.url, EDITOR);
    await page.goto(`${server.url}/console/stories`);
    await page.getByRole("link", { name: "Write a new story" }).click();
    await page.waitForURL(`${server.url}/console/stories/new`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

    await page.getByLabel("Title").fill("Lions of the plains at dawn");
    // The address follows the title as React renders it: waited on, not read at once.
    await expect.poll(() => page.getByLabel("Address (slug)").inputValue()).toBe("lions-of-the-plains-at-dawn");
    await page.getByLabel("Author").fill("Wanjiru Kamau");
    await page.getByLabel("Excerpt").fill("A morning with the Marsh Pride.");
    // The header image comes from the media picker, with thumbnails (issue 28 item 8): uploaded here.
    await page.getByRole("button", { name: "Choose the header image" }).click();
    const picker = page.getByRole("dialog", { name: "Choose the header image" });
    await picker.waitFor();
    await picker.getByLabel(/Choose a JPEG, PNG or WebP image/).setInputFiles(join(FILES, "plains-dawn.png"));
    const describeHeader = picker.getByRole("form", { name: "Alt text for plains-dawn.png" });
    await describeHeader.getByLabel("Alt text for plains-dawn.png").fill("The Marsh Pride resting at first light");
    await describeHeader.getByRole("button", { name: "Save alt text and choose" }).click();
    await picker.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByLabel("Alt text of the header image").inputValue()).toBe("The Marsh Pride resting at first light");
    await expect.poll(() => page.getByTestId("image-choice-image").locator("img").count()).toBe(1);

    const body = page.getByRole("textbox", { name: "Text of the story" });
    await body.click();
    // The toolbar by keyboard: one tab stop, arrows move between its buttons.
    const heading = page.getByRole("button", { name: "Heading", exact: true });
    await heading.focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Subheading");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    expect(await heading.getAttribute("aria-pressed")).toBe("true");
    await body.focus();
    await page.keyboard.type("Before sunrise");
    await page.keyboard.press("Enter");
    await page.keyboard.type("We left camp at five. ");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Binoculars");
    await page.keyboard.press("Enter");
    await page.keyboard.type("A warm jacket");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Ask our guides");
    for (let i = 0; i < "guides".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.getByRole("button", { name: "Link", exact: true }).click();
    await expect.poll(() => page.getByTestId("rich-text-message").innerText()).toBe("Link added.");
    // Back in the text after the link (End collapses the selection), then a new paragraph.
    await body.press("End");
    // The editor has taken the End (its own selection collapsed after the link) before Enter, or
    // Enter would replace the selected word on a slow machine. Its state is read, not the DOM's
    // selection: the editor takes the DOM's change a moment later (in CI it still held "guides").
    await expect.poll(async () => {
      const collapsed = await page.evaluate(() => (document.querySelector(".ProseMirror") as (Element & { editor?: { state: { selection: { empty: boolean } } } }) | null)?.editor?.state.selection.empty === true);
      if (!collapsed) await body.press("End");
      return collapsed;
    }).toBe(true);
    await body.press("Enter");
    await paste(page, WORD_HTML);
    await paste(page, DOCS_HTML);
    await expect.poll(() => body.innerText()).toContain("Pasted from Docs");
    // In the editor already: structure kept, styling and hostile parts gone.
    const editorHtml = await body.innerHTML();
    expect(editorHtml).toContain("<strong>Big Five</strong>");
    expect(editorHtml).not.toMatch(/mso-|<o:p|<img|<svg|javascript:|docs-internal-guid|font-family/i);

    await reviewShot(page, "story-editor-written-desktop.png");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/console\/stories\/\d+\?done=published$/);
    storyId = Number(/stories\/(\d+)/.exec(page.url())![1]);
    await expect.poll(() => page.locator(".c-alert-ok").innerText()).toContain("Published");
    await expect.poll(() => page.getByTestId("edit-status").innerText()).toBe("Published");

    // The very next read shows the publish (no wait; timings belong to the bench).
    const api = await (await fetch(`${server.url}/api/v1/blogs/lions-of-the-plains-at-dawn/`)).json();
    expect(api.content_html).toContain("<h2>Before sunrise</h2>");
    expect(api.content_html).toContain("<ul><li><p>Binoculars</p></li><li><p>A warm jacket</p></li></ul>");
    expect(api.content_html).toMatch(/<a href="https:\/\/guides\.example\/plains"[^>]*>guides<\/a>/);
    expect(api.content_html).not.toMatch(HOSTILE);
    expect(api.reading_time_minutes).toBe(1);

    const visitor = await browser.page("desktop");
    await visitor.goto(`${server.url}/blogs/lions-of-the-plains-at-dawn`);
    const article = visitor.locator("article .rich-text");
    expect(await article.locator("h2").first().innerText()).toBe("Before sunrise");
    expect(await article.locator("li").allInnerTexts()).toEqual(["Binoculars", "A warm jacket"]);
    expect(await article.getByRole("link", { name: "guides" }).getAttribute("href")).toBe("https://guides.example/plains");
    expect(await article.innerText()).toContain("Pasted from Word: the Big Five at Lake Nakuru");
    expect(await article.innerText()).toContain("Pasted from Docs, calm and plain.");
    expect(await article.innerHTML()).not.toMatch(HOSTILE);
    expect(await visitor.evaluate(() => (window as any).__xss)).toBeUndefined();
    expect(dialogs).toEqual([expect.stringContaining("Link address")]);
    await visitor.goto(`${server.url}/blog`);
    await expect.poll(() => visitor.getByText("Lions of the plains at dawn").count()).toBeGreaterThan(0);
  });

  it("hostile HTML or a hostile document posted straight to the action never reaches the public page", async () => {
    expect(storyId).toBeGreaterThan(0);
    const fields = { title: "Lions of the plains at dawn", slug: "lions-of-the-plains-at-dawn", author: "Wanjiru Kamau", image_key: "", image_alt: "Lions" };
    // The story's header image, as its editor page has it selected.
    const editorPage = await (await editorHttp.get(`/console/stories/${storyId}`)).text();
    fields.image_key = /<option value="([^"]+)" selected=""/.exec(editorPage)?.[1] ?? "";
    expect(fields.image_key).not.toBe("");
    const refused = await editorHttp.post(`/console/stories/${storyId}`, {
      ...fields,
      intent: "publish",
      content_doc: JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }] }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Links must start with");

    const hostile = `<p>Still here</p><script>window.__xss=4</script><p onclick="window.__xss=5"><a href="javascript:window.__xss=6">a</a><a href="data:text/html,x">b</a></p><svg onload="window.__xss=7"></svg><iframe src="https://evil.example"></iframe><img src=x onerror="window.__xss=8">`;
    const posted = await editorHttp.post(`/console/stories/${storyId}`, { ...fields, intent: "publish", content_html: hostile });
    expect(posted.status).toBe(302);
    const visitor = await browser.page("desktop");
    await visitor.goto(`${server.url}/blogs/lions-of-the-plains-at-dawn`);
    const article = visitor.locator("article .rich-text");
    expect(await article.innerText()).toContain("Still here");
    expect(await article.innerHTML()).not.toMatch(HOSTILE);
    expect(await visitor.evaluate(() => (window as any).__xss)).toBeUndefined();
  });

  it("without JavaScript a long story (over the 32 KB of other forms) is created and published from the HTML field", async () => {
    const editorPage = await (await editorHttp.get(`/console/stories/${storyId}`)).text();
    const imageKey = /<option value="([^"]+)" selected=""/.exec(editorPage)![1]!;
    const paragraphs = Array.from({ length: 600 }, (_, i) => `<p>Day ${i} on the plains, watching the herds move north across the river.</p>`).join("");
    expect(paragraphs.length).toBeGreaterThan(32 * 1024);
    const created = await editorHttp.post("/console/stories/new", {
      intent: "publish",
      title: "A long season in the plains",
      author: "Otieno",
      image_key: imageKey,
      image_alt: "Lions",
      content_html: `<h2 style="color:red">The season</h2>${paragraphs}<script>window.__xss=9</script>`,
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toMatch(/^\/console\/stories\/\d+\?done=published$/);
    const api = await (await fetch(`${server.url}/api/v1/blogs/a-long-season-in-the-plains/`)).json();
    expect(api.content_html.startsWith("<h2>The season</h2><p>Day 0 on the plains")).toBe(true);
    expect(api.content_html).not.toMatch(HOSTILE);
    expect(api.reading_time_minutes).toBe(Math.round((600 * 13 + 2) / 200));
  });

  it("without JavaScript, a new story refused for its title shows the error beside it and in the summary, keeping what was typed; corrected, it is created", async () => {
    const signedIn = await browser.context("desktop");
    await signInAs(await signedIn.newPage(), server.url, EDITOR);
    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    const page = await noJs.newPage();
    await page.goto(`${server.url}/console/stories/new`);
    await page.getByLabel("Author").fill("Nyambura Wafula");
    await page.getByLabel("Excerpt").fill("Typed before the refusal.");
    await page.getByRole("button", { name: "Create draft" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("Please correct what is marked below.");
    expect(await page.locator("#f-title-error").innerText()).toBe("Enter a title.");
    expect(await page.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Author").inputValue()).toBe("Nyambura Wafula");
    expect(await page.getByLabel("Excerpt").inputValue()).toBe("Typed before the refusal.");

    // The form keeps its one-time token: the corrected post creates the story.
    await page.getByLabel("Title").fill("Short rains over the plains");
    await page.getByRole("button", { name: "Create draft" }).click();
    await page.waitForURL(/\/console\/stories\/\d+\?done=created$/);
    expect(await page.getByLabel("Title").inputValue()).toBe("Short rains over the plains");
    expect(await page.getByLabel("Address (slug)").inputValue()).toBe("short-rains-over-the-plains");
    expect(await page.getByLabel("Author").inputValue()).toBe("Nyambura Wafula");
  });

  it("an editor inserts a library image into a story with the picker (uploaded there, alt text first), publishes, and /blogs/:slug shows it", async () => {
    expect(storyId).toBeGreaterThan(0);
    const page = await browser.page("desktop");
    await signInAs(page, server.url, EDITOR);
    await page.goto(`${server.url}/console/stories/${storyId}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const body = page.getByRole("textbox", { name: "Text of the story" });
    await body.click();
    await body.press("Control+End");

    const opener = page.getByRole("button", { name: "Image from the media library" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Choose an image for the text" });
    await dialog.waitFor();
    await dialog.getByLabel(/Choose a JPEG, PNG or WebP image/).setInputFiles(join(FILES, "lion-cubs.png"));
    const describeForm = dialog.getByRole("form", { name: "Alt text for lion-cubs.png" });
    await describeForm.waitFor();
    await describeForm.getByLabel("Alt text for lion-cubs.png").fill("Two lion cubs resting in the grass");
    await describeForm.getByRole("button", { name: "Save alt text and choose" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByTestId("rich-text-message").innerText()).toBe("Image added: Two lion cubs resting in the grass");
    const inEditor = body.locator("img");
    await expect.poll(() => inEditor.count()).toBe(1);
    expect(await inEditor.getAttribute("alt")).toBe("Two lion cubs resting in the grass");
    // The text has the focus again, after the image.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("c-rte-content"))).toBe(true);
    const key = await inEditor.getAttribute("data-key");
    expect(key).toMatch(/^[a-z0-9/-]+$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/console\/stories\/\d+\?done=published$/);
    const visitor = await browser.page("desktop");
    await visitor.goto(`${server.url}/blogs/lions-of-the-plains-at-dawn`);
    const img = visitor.locator("article .rich-text img");
    expect(await img.count()).toBe(1);
    expect(await img.getAttribute("src")).toBe(`/images/960/${key}.webp`);
    expect(await img.getAttribute("alt")).toBe("Two lion cubs resting in the grass");
    expect(await img.getAttribute("loading")).toBe("lazy");
    expect(await visitor.locator("article .rich-text").innerText()).toContain("Still here");
    // The variant is really served and decodes.
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  });

  it("the editor passes axe and fits a 390 px phone and a 1366 px screen", async () => {
    // The console draws the same markup at every width (no width-dependent hiding), so axe runs
    // once, on the phone; overflow and screenshots are checked at both widths.
    for (const viewport of ["phone", "desktop"] as const) {
      const page = await browser.page(viewport);
      await signInAs(page, server.url, EDITOR);
      for (const path of ["/console/stories/new", `/console/stories/${storyId}`]) {
        await page.goto(`${server.url}${path}`);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
        await page.getByRole("toolbar", { name: "Text formatting" }).waitFor();
        if (viewport === "phone") expect(await seriousA11yViolations(page), path).toEqual([]);
        expect(await hasNoHorizontalOverflow(page), path).toBe(true);
      }
      await page.getByRole("toolbar", { name: "Text formatting" }).scrollIntoViewIfNeeded();
      await reviewShot(page, `story-editor-${viewport}.png`);
      // A failed publish keeps what was typed and says what is missing, in place.
      await page.goto(`${server.url}/console/stories/new`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
      await page.getByLabel("Title").fill("Half-written");
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("alert").waitFor();
      expect(await page.getByRole("alert").innerText()).toContain("cannot be published yet");
      expect(await page.getByLabel("Title").inputValue()).toBe("Half-written");
      if (viewport === "phone") expect(await seriousA11yViolations(page)).toEqual([]);
      await reviewShot(page, `story-editor-errors-${viewport}.png`);
      await page.goto(`${server.url}/console/stories`);
      if (viewport === "phone") expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await reviewShot(page, `story-list-${viewport}.png`);
    }
  });

  it("the destination editor refuses to archive a destination packages use, naming them, passes axe and fits both sizes", async () => {
    // The console draws the same markup at every width (no width-dependent hiding), so axe runs
    // once, on the phone; overflow and screenshots are checked at both widths.
    for (const viewport of ["phone", "desktop"] as const) {
      const page = await browser.page(viewport);
      await signInAs(page, server.url, EDITOR);
      await page.goto(`${server.url}/console/destinations`);
      if (viewport === "phone") expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.getByTestId("destination-row").first().getByRole("link").click();
      await page.waitForURL(/\/console\/destinations\/\d+$/);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
      await page.getByRole("toolbar", { name: "Text formatting" }).waitFor();
      if (viewport === "phone") expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await reviewShot(page, `destination-editor-${viewport}.png`);
      await page.getByRole("button", { name: "Archive destination" }).click();
      await page.getByRole("alert").waitFor();
      expect(await page.getByRole("alert").innerText()).toContain("cannot be archived");
      expect(await page.getByTestId("edit-status").innerText()).toBe("Published");
    }
  });

  it("sales read the lists and forms (issue 24 item 7) but are refused (403) on their actions, and nothing changes", async () => {
    expect(await readsOnly(sales, "/console/stories")).toBe(true);
    expect(await readsOnly(sales, "/console/destinations")).toBe(true);
    expect(await readsOnly(sales, "/console/destinations/1")).toBe(true);
    expect((await sales.post("/console/destinations/1", { intent: "archive" })).status).toBe(403);
    expect((await sales.get("/console/stories/new")).status).toBe(403);
    expect(await readsOnly(sales, `/console/stories/${storyId}`)).toBe(true);
    expect((await sales.post(`/console/stories/${storyId}`, { intent: "archive" })).status).toBe(403);
    expect((await sales.post("/console/stories/new", { intent: "publish", title: "Sold" })).status).toBe(403);
    expect((await fetch(`${server.url}/api/v1/blogs/lions-of-the-plains-at-dawn/`)).status).toBe(200);
  });
});
