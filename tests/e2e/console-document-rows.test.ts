/**
 * The rows of the document editors built on Conform (decision 0072): the terms, the FAQs and the
 * company's accreditations (a badge chosen without JavaScript takes the library's alt text).
 * Without JavaScript, "Add a section", "Remove" and "Move up" post the form and it comes back with
 * the row added, removed or moved, what was typed kept and nothing saved; Save then stores it.
 * With JavaScript the same buttons change the form in place, the keyboard continuing at the new
 * row or the Add button, and Save stores what is shown.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { consoleMenuLink, inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient } from "../helpers/console.ts";
import { png } from "../helpers/test-images.ts";
import { reviewShot } from "../helpers/review-shots.ts";

const PASSWORD = "giraffe lantern acacia 42";
const EDITOR = "editor@twiga.example";

describe("document editor rows (Conform)", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let editorHttp: ConsoleClient;

  beforeAll(async () => {
    server = await startServer();
    const owner = await ownerOf(server, "owner@twiga.example", PASSWORD);
    editorHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The terms' sections as the editor's form shows them: title and anchor of each. */
  const sectionsShown = (page: import("playwright-core").Page) =>
    page.getByTestId("terms-section").evaluateAll((els) =>
      els.map((el) => [(el.querySelector('input[name$=".title"]') as HTMLInputElement).value, (el.querySelector('input[name$=".id"]') as HTMLInputElement).value]),
    );

  it("without JavaScript, adds a terms section, removes one and moves one, keeping what was typed; Save stores the result", async () => {
    const signedIn = await browser.context("desktop");
    await signInInBrowser(await signedIn.newPage(), server.url, EDITOR, PASSWORD);
    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    const page = await noJs.newPage();
    await page.goto(`${server.url}/console/terms`);
    const before = await sectionsShown(page);
    expect(before.length).toBeGreaterThan(2);

    await page.getByLabel("Introduction").fill("Typed before adding a section.");
    await page.getByRole("button", { name: "Add a section" }).click();
    await expect.poll(() => page.getByTestId("terms-section").count()).toBe(before.length + 1);
    expect(await page.getByLabel("Introduction").inputValue()).toBe("Typed before adding a section.");
    const added = page.getByTestId("terms-section").last();
    await added.getByLabel("Title").fill("Drones");
    await added.getByLabel("Anchor").fill("drones");
    await added.getByLabel("Text").fill("<p>No drones in the parks.</p>");

    await page.getByRole("button", { name: "Remove section 1", exact: true }).click();
    await expect.poll(() => sectionsShown(page)).toEqual([...before.slice(1), ["Drones", "drones"]]);
    await page.getByRole("button", { name: `Move section ${before.length} up`, exact: true }).click();
    const expected = [...before.slice(1, -1), ["Drones", "drones"], before.at(-1)!];
    await expect.poll(() => sectionsShown(page)).toEqual(expected);
    // Nothing is saved by a row button.
    expect((await (await editorHttp.get("/console/terms")).text()).includes("Drones")).toBe(false);

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${server.url}/console/terms?done=saved`);
    expect(await sectionsShown(page)).toEqual(expected);
    expect(await page.getByLabel("Introduction").inputValue()).toBe("Typed before adding a section.");
    const drones = page.getByTestId("terms-section").filter({ has: page.locator('input[value="drones"]') });
    expect(await drones.getByLabel("Text").inputValue()).toContain("No drones in the parks.");
  });

  it("without JavaScript, an added question left empty is refused on Save, naming it, with the rows kept", async () => {
    const signedIn = await browser.context("desktop");
    await signInInBrowser(await signedIn.newPage(), server.url, EDITOR, PASSWORD);
    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    const page = await noJs.newPage();
    await page.goto(`${server.url}/console/faqs`);
    const group = page.getByTestId("faq-group").first();
    const questions = await group.getByTestId("faq-question").count();
    await group.getByRole("button", { name: "Add a question" }).click();
    await expect.poll(() => page.getByTestId("faq-group").first().getByTestId("faq-question").count()).toBe(questions + 1);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("Please correct what is marked below.");
    const empty = page.getByTestId("faq-group").first().getByTestId("faq-question").last();
    expect(await empty.getByLabel("Question").getAttribute("aria-invalid")).toBe("true");
    expect(await empty.innerText()).toContain("Write the question.");
    expect(await page.getByTestId("faq-group").first().getByTestId("faq-question").count()).toBe(questions + 1);
  });

  it("without JavaScript, adds an accreditation with a badge from the library's select; Save stores it with the library's alt text", async () => {
    const signedIn = await browser.context("desktop");
    const jsPage = await signedIn.newPage();
    await signInInBrowser(jsPage, server.url, EDITOR, PASSWORD);
    // A library image with alt text, which the badge's alt text starts as.
    await jsPage.goto(`${server.url}/console/media`);
    await jsPage.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await jsPage.getByLabel(/Choose JPEG, PNG or WebP images/).setInputFiles({ name: "drone-badge.png", mimeType: "image/png", buffer: await png(600, 400) });
    await jsPage.getByRole("link", { name: "drone-badge.png" }).click();
    await jsPage.waitForURL(/\/console\/media\/[a-z0-9-]+$/);
    await jsPage.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await jsPage.getByLabel("Alt text").fill("A drone crossed out in red");
    await jsPage.getByRole("button", { name: "Save" }).click();
    await jsPage.waitForURL(/\?saved=1$/);

    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    const page = await noJs.newPage();
    await page.goto(`${server.url}/console/company`);
    const rows = await page.getByTestId("accreditation-row").count();
    await page.getByRole("button", { name: "Add an accreditation" }).click();
    await expect.poll(() => page.getByTestId("accreditation-row").count()).toBe(rows + 1);
    const added = page.getByTestId("accreditation-row").last();
    await added.getByLabel("Name", { exact: true }).fill("Drone-free operator");
    const select = added.getByLabel(`Badge of accreditation ${rows + 1}`, { exact: true });
    const key = await select.evaluate((el: HTMLSelectElement) => [...el.options].find((o) => o.textContent!.includes("A drone crossed out in red"))!.value);
    await select.selectOption(key);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${server.url}/console/company?done=saved`);
    const saved = page.getByTestId("accreditation-row").last();
    expect(await saved.getByLabel("Name", { exact: true }).inputValue()).toBe("Drone-free operator");
    expect(await saved.getByLabel(`Badge of accreditation ${rows + 1}`, { exact: true }).inputValue()).toBe(key);
    expect(await saved.getByLabel(`Alt text of the badge of accreditation ${rows + 1}`).inputValue()).toBe("A drone crossed out in red");
  });

  it("with JavaScript, adds and removes an FAQ question in place, the keyboard continuing at the new row and the Add button, and publishes", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/faqs`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const group = () => page.getByTestId("faq-group").nth(1);
    const questions = await group().getByTestId("faq-question").count();
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") requests.push(r.url());
    });

    await group().getByRole("button", { name: "Add a question" }).click();
    await expect.poll(() => group().getByTestId("faq-question").count()).toBe(questions + 1);
    const added = group().getByTestId("faq-question").last();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(`groups[1].faqs[${questions}].question`);
    await page.keyboard.type("Can we bring a drone?");
    await added.getByRole("textbox", { name: "Answer" }).click();
    await page.keyboard.type("No: the parks forbid them.");

    await reviewShot(page, "console-faqs-rows-desktop.png");
    const phone = await browser.page("phone");
    await signInInBrowser(phone, server.url, EDITOR, PASSWORD);
    await phone.goto(`${server.url}/console/terms`);
    await reviewShot(phone, "console-terms-rows-phone.png");
    await phone.context().close();

    await group().getByRole("button", { name: "Remove question 1", exact: true }).click();
    await expect.poll(() => group().getByTestId("faq-question").count()).toBe(questions);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("add-question-1");
    expect(requests).toEqual([]);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${server.url}/console/faqs?done=published`);
    const visitor = await browser.page("desktop");
    await visitor.goto(`${server.url}/faqs`);
    const item = visitor.getByTestId("faq").filter({ hasText: "Can we bring a drone?" });
    expect(await item.count()).toBe(1);
    await item.locator("summary").click();
    expect(await item.locator(".rich-text").innerText()).toBe("No: the parks forbid them.");
  });

  it("with JavaScript, a refused Save puts the focus on the summary each time; a row removed in place asks before leaving", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/services/1`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await page.getByLabel("Name").fill("");
    // Twice: the second refusal takes the focus back from the field.
    for (let i = 0; i < 2; i++) {
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
      expect(await page.locator("#f-name-error").innerText()).toBe("Enter the name shown for the service.");
      await page.getByLabel("Name").focus();
    }

    await page.goto(`${server.url}/console/terms`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const sections = await page.getByTestId("terms-section").count();
    await page.getByRole("button", { name: "Remove section 1", exact: true }).click();
    await expect.poll(() => page.getByTestId("terms-section").count()).toBe(sections - 1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("add-section");
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await (await consoleMenuLink(page, "Content", "Company details")).click();
    await expect.poll(() => asked).toEqual(["Leave this page? What you typed is not saved."]);
    expect(new URL(page.url()).pathname).toBe("/console/terms");
  });
});
