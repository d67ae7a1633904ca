/**
 * Travel management pages (issue 4 item 6, with items 9 and 10): the landing's
 * two buttons and two Explore cards, the corporate and student pages with
 * every block of SPEC §2 in order and with its counts, proposal PDFs opening
 * in a new tab, breadcrumbs to /#travel-management, meta, phone and desktop, axe.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, type RunningServer, seriousA11yViolations, startServer, type TestBrowser } from "../helpers/browser.ts";
import { siteCompanyName } from "../helpers/server-data.ts";
import { hasNoHorizontalOverflow, serverRenderedMeta, waitForHydration } from "../helpers/page-checks.ts";

let server: RunningServer;
let browser: TestBrowser;
let company = "";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // Titles end with the company's name as the site states it (issue 25 item 6: not the demo's, repeated).
  company = await siteCompanyName(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Ids of the page's top-level blocks, in document order. */
const blockOrder = (page: Page) => page.locator("main#main-content > section[id]").evaluateAll((els) => els.map((el) => el.id));

const headingsIn = (page: Page, testId: string) => page.getByTestId(testId).locator("h3").allInnerTexts();

async function expectPdf(path: string) {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/pdf");
  expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
}

describe("travel management", () => {
  it("server-renders title, description, canonical, preview tags and preloads each header image", async () => {
    const pages = [
      { path: "/travel-management", title: "Travel Management", header: "headers/travel-management" },
      { path: "/travel-management/corporate", title: "Corporate Travel Management", header: "headers/corporate" },
      { path: "/travel-management/student", title: "Student Travel Management", header: "headers/student" },
    ];
    for (const p of pages) {
      const meta = await serverRenderedMeta(server.url, p.path);
      expect(meta.status).toBe(200);
      expect(meta.title).toBe(`${p.title} | ${company}`);
      expect(meta.description?.length).toBeGreaterThan(60);
      expect(meta.canonical).toMatch(new RegExp(`${p.path}$`));
      expect(meta.ogTitle).toBe(meta.title);
      expect(meta.ogImage).toContain(`/images/og/${p.header}.jpg`);
      expect(meta.imagePreloads.some((href) => href.includes(p.header))).toBe(true);
    }
  });

  it("landing on a phone: Corporate and Student buttons and two Explore cards lead to the sub-pages", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/travel-management`);
    await waitForHydration(page);
    const hero = page.locator("main section").first();
    expect(await hero.getByRole("link", { name: "Corporate", exact: true }).getAttribute("href")).toBe("/travel-management/corporate");
    expect(await hero.getByRole("link", { name: "Student", exact: true }).getAttribute("href")).toBe("/travel-management/student");
    expect(await page.getByRole("link", { name: /^Explore / }).count()).toBe(2);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByTestId("offer-corporate").getByRole("link", { name: /^Explore / }).click();
    await page.waitForURL(/\/travel-management\/corporate$/);
    await page.getByRole("heading", { level: 1, name: "Corporate Travel Management" }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/travel-management$/);
    await page.getByTestId("offer-student").getByRole("link", { name: /^Explore / }).click();
    await page.waitForURL(/\/travel-management\/student$/);
    await page.getByRole("heading", { level: 1, name: "Student Travel Management" }).waitFor();

    await page.goBack();
    await page.locator("main section").first().getByRole("link", { name: "Student", exact: true }).click();
    await page.waitForURL(/\/travel-management\/student$/);
    await page.close();
  });

  it("corporate page on desktop: every block in order with its counts, proposal in a new tab, contact in a new tab", async () => {
    const context = await browser.context("desktop");
    const page = await context.newPage();
    await page.goto(`${server.url}/travel-management/corporate`);
    await waitForHydration(page);

    expect(await blockOrder(page)).toEqual(["credentials", "challenge", "services", "why-choose", "value", "cta", "testimonials"]);
    expect(await headingsIn(page, "service-cards")).toEqual([
      "Air Ticketing and Charter",
      "Hotel and Accommodation Booking",
      "Meetings, Incentives, Conferences and Events",
      "Team Building",
      "Transfers and Car Hire",
      "Travel Insurance",
      "Visa and Passport Guidance",
    ]);
    expect(await headingsIn(page, "why-choose-cards")).toEqual([
      "24/7 Support",
      "Flexible Installment and Credit Plans",
      "Negotiated Discounts",
      "Reporting and Analysis",
      "Travel Risk Management",
    ]);
    expect(await page.getByTestId("value-points").locator("li").count()).toBe(4);
    expect(await page.getByTestId("testimonials").locator("figure").count()).toBe(4);
    expect(await page.getByTestId("fact").innerText()).toContain("56%");
    expect(await page.locator("#challenge").innerText()).toMatch(/The challenge/);

    const crumb = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Travel Management" });
    expect(await crumb.getAttribute("href")).toBe("/#travel-management");

    const proposals = page.getByRole("link", { name: /View Proposal/ });
    expect(await proposals.count()).toBe(2);
    for (const link of await proposals.all()) {
      expect(await link.getAttribute("href")).toBe("/docs/corporate-proposal.pdf");
      expect(await link.getAttribute("target")).toBe("_blank");
    }
    await expectPdf("/docs/corporate-proposal.pdf");
    const [popup] = await Promise.all([context.waitForEvent("page"), proposals.first().click()]);
    await expect.poll(() => popup.url()).toContain("/docs/corporate-proposal.pdf");
    await popup.close();

    const contact = page.locator("#cta").getByRole("link", { name: /Contact Us Today/ });
    expect(await contact.getAttribute("href")).toBe("/contact");
    expect(await contact.getAttribute("target")).toBe("_blank");
    const [contactTab] = await Promise.all([context.waitForEvent("page"), contact.click()]);
    await contactTab.waitForURL(/\/contact$/);
    await contactTab.close();

    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("corporate page fits a phone and has no serious accessibility violations", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/travel-management/corporate`);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("student page on a phone: every block in order with its counts, proposal in a new tab, Start Planning Today", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/travel-management/student`);
    await waitForHydration(page);

    expect(await blockOrder(page)).toEqual([
      "overview",
      "about",
      "mission",
      "challenges",
      "services",
      "impact",
      "research",
      "why-choose",
      "value",
      "testimonials",
      "cta",
    ]);
    const overview = await headingsIn(page, "overview-cards");
    expect(overview).toHaveLength(3);
    expect(overview[0]).toBe("Meaningful Journeys");
    expect(overview[1]).toMatch(/Objective/);
    expect(overview[2]).toMatch(/Target Audience.*10-25/);
    expect(await page.locator("#about").innerText()).toMatch(/credentials/i);
    expect(await page.locator("#mission h3").allInnerTexts()).toEqual(["Our Mission", "Our Vision"]);
    expect(await headingsIn(page, "problem-cards")).toEqual([
      "Safety and Security",
      "Inclusivity",
      "Logistics",
      "Sustainability",
      "Personal Development",
      "Funding",
    ]);
    expect(await headingsIn(page, "service-cards")).toEqual([
      "Domestic and International Trips",
      "Educational and Cultural Experiences",
      "Wellness and Sustainability Initiatives",
      "Exchange Programs",
      "Fundraising and Sponsorship Support",
      "Culinary Experiences",
    ]);
    expect(await headingsIn(page, "impact-areas")).toEqual([
      "Economic",
      "Social and Foundational",
      "Sustainability and Conservation",
      "Personal Development and Wellness",
      "Inclusivity",
    ]);
    const facts = await page.getByTestId("facts").locator("figure").allInnerTexts();
    expect(facts).toHaveLength(2);
    expect(facts[0]).toContain("65%");
    expect(facts[1]).toContain("74%");
    expect(await page.getByTestId("why-choose-items").locator("li").count()).toBe(7);
    expect(await page.locator("#value").innerText()).toMatch(/value proposition/i);
    expect(await page.getByTestId("testimonials").locator("figure").count()).toBeGreaterThanOrEqual(3);

    const crumb = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Travel Management" });
    expect(await crumb.getAttribute("href")).toBe("/#travel-management");

    for (const link of await page.getByRole("link", { name: /View Proposal/ }).all()) {
      expect(await link.getAttribute("href")).toBe("/docs/student-proposal.pdf");
      expect(await link.getAttribute("target")).toBe("_blank");
    }
    await expectPdf("/docs/student-proposal.pdf");

    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Start Planning Today" }).click();
    await page.waitForURL(/\/contact$/);
    await page.close();
  });

  it("student page fits the desktop and has no serious accessibility violations", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/travel-management/student`);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
