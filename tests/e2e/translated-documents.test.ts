/**
 * Translated package details and site documents on the pages (issue 29, decision 0075), from the
 * seeded demo, in Chromium: /de/terms and /de/faqs show the German terms and questions, the German
 * home page's JSON-LD describes the company in German, a German package page shows its German days
 * and inclusions beside the English prices, and a package whose details have no German translation
 * shows its English days on its German page. English pages keep their English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageDetailsTranslations, sitePagesTranslations } from "#demo/content/translations/documents.ts";
import { packages as englishPackages } from "#demo/content/packages/index.ts";
import { termsSections } from "#demo/content/pages/terms.ts";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { openHydrated } from "../helpers/page-checks.ts";

const pages = sitePagesTranslations.de;
const details = packageDetailsTranslations.de;

let server: RunningServer;
let browser: TestBrowser;
let packageIds: Map<string, number>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const list = (await (await fetch(`${server.url}/api/v1/packages/`)).json()) as { results: Array<{ package_id: number; slug: string }> };
  packageIds = new Map(list.results.map((p) => [p.slug, p.package_id]));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Text as the page shows it: whitespace collapsed. */
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

describe("translated documents on the German pages", () => {
  it.runIf(Boolean(pages))("/de/terms and /de/faqs show the German documents; /terms stays English", async () => {
    const page = await browser.page("desktop");
    await openHydrated(page, `${server.url}/de/terms`);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    const sectionTitles = (await page.locator("article section h2").allInnerTexts()).map(squash);
    expect(sectionTitles).toEqual(pages!.termsSections.map((s) => squash(s.title)));
    const firstParagraph = pages!.termsSections.find((s) => s.paragraphs?.length)!;
    expect(squash(await page.locator(`section#${firstParagraph.id}`).innerText())).toContain(squash(firstParagraph.paragraphs![0]!));
    expect(squash(await page.locator("article").innerText())).toContain(squash(pages!.termsIntro));

    await openHydrated(page, `${server.url}/de/faqs`);
    const question = pages!.faqGroups[0]!.faqs[0]!;
    await page.getByText(squash(question.question), { exact: true }).first().click();
    await expect.poll(async () => squash(await page.locator("main").innerText())).toContain(squash(question.answer[0]!));

    await openHydrated(page, `${server.url}/terms`);
    expect((await page.locator("article section h2").allInnerTexts()).map(squash)).toEqual(termsSections.map((s) => squash(s.title)));
    await page.context().close();
  });

  it.runIf(Boolean(pages))("the German pages' JSON-LD and WhatsApp link use the company's German words", async () => {
    const home = await (await fetch(`${server.url}/de/`)).text();
    const agency = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)).find((d) => d["@type"] === "TravelAgency");
    expect(agency?.description).toBe(pages!.company.description.trim());
    const contact = await (await fetch(`${server.url}/de/contact`)).text();
    expect(contact).toContain(`text=${encodeURIComponent(pages!.company.whatsappMessage.trim())}`);
  });

  it.runIf(Boolean(details))("a German package page shows its German days and inclusions with the English prices; one without German details shows English", async () => {
    const slug = Object.keys(details!).find((s) => packageIds.has(s))!;
    const english = englishPackages.find((p) => p.slug === slug)!;
    const written = Object.values(details![slug]!.tiers);
    const page = await browser.page("phone");
    await openHydrated(page, `${server.url}/de/packages/${packageIds.get(slug)}`);
    // The day headings of the tier the page shows, without their "Day 1:" words.
    const titles = (await page.locator("[data-testid=itinerary-day] h3").allInnerTexts()).map((h) => squash(h.replace(/^[^:：]*[:：]/, "")));
    expect(titles.length).toBeGreaterThan(0);
    const germanTitles = new Set(written.flatMap((t) => t!.itinerary_days.map((d) => squash(d.title))));
    expect(titles.filter((t) => !germanTitles.has(t)), "day titles not in the German file").toEqual([]);
    const englishTitles = new Set(english.tiers.flatMap((t) => t.itinerary_days.map((d) => squash(d.title))));
    expect(titles.some((t) => !englishTitles.has(t)), "some German day title differs from the English").toBe(true);
    const main = squash(await page.locator("main").innerText());
    expect(written.some((t) => t!.inclusions.some((i) => main.includes(squash(i)))), "a German inclusion").toBe(true);

    // A package the German writer did not reach: its German page, its English days.
    const untranslated = englishPackages.find((p) => !(p.slug in details!) && packageIds.has(p.slug) && p.tiers[0]?.itinerary_days.length);
    if (untranslated) {
      await openHydrated(page, `${server.url}/de/packages/${packageIds.get(untranslated.slug)}`);
      expect(await page.locator("html").getAttribute("lang")).toBe("de");
      const shown = (await page.locator("[data-testid=itinerary-day] h3").allInnerTexts()).map((h) => squash(h.replace(/^[^:：]*[:：]/, "")));
      const englishDays = new Set(untranslated.tiers.flatMap((t) => t.itinerary_days.map((d) => squash(d.title))));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((t) => !englishDays.has(t))).toEqual([]);
    }
    await page.context().close();
  });
});
