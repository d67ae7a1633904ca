/**
 * /terms and /faqs (issue 4 item 8, with items 9 and 10): the commercial
 * terms of SPEC §9 stated exactly, the booking flow of SPEC §4 in order, the
 * age rule, and the FAQs as a keyboard-operable disclosure list. Meta, phone
 * and desktop, axe.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const squash = (s: string) => s.replace(/\s+/g, " ");

describe("static pages", () => {
  it("server-render their own title, description, canonical, preview tags and preload the header image", async () => {
    for (const p of [
      { path: "/terms", title: "Terms and Conditions", header: "headers/terms" },
      { path: "/faqs", title: "FAQs", header: "headers/faqs" },
    ]) {
      const meta = await serverRenderedMeta(server.url, p.path);
      expect(meta.status).toBe(200);
      expect(meta.title).toBe(`${p.title} | ${company}`);
      expect(meta.description?.length).toBeGreaterThan(60);
      expect(meta.canonical).toMatch(new RegExp(`${p.path}$`));
      expect(meta.ogImage).toContain(`/images/og/${p.header}.jpg`);
      expect(meta.imagePreloads.some((href) => href.includes(p.header))).toBe(true);
    }
  });

  it("/terms states the commercial terms exactly and the booking flow in order (desktop, axe)", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/terms`);
    const text = squash(await page.locator("main").innerText());
    for (const phrase of [
      "You must be 18 years of age or older",
      "Anyone under 18 may use our services only under the supervision of a parent or guardian",
      "A deposit of 50% of the total price is payable at booking",
      "The deposit is non-refundable unless stated otherwise",
      "The balance is due 30 days before departure",
      "30-15 days before travel: 50% of the applicable rate.",
      "14-8 days before travel: 75% of the applicable rate.",
      "Within 7 days of travel: 100% of the applicable rate.",
      "No show: 100% of the applicable rate.",
      "Flights are excluded from the cancellation scale above",
      "governed by the fare rules of the ticket",
      "credit shell",
      "Prices are quoted in US dollars (USD) and Kenya shillings (KES)",
      "card payments may attract extra processing fees",
      "Bank transfer",
      "M-Pesa",
      "Cash at our Nairobi office",
      "We deliver quotes within 24-48 hours",
      "Quotes are free and non-binding",
      "typically 7-30 days",
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    const steps = await page.getByTestId("booking-flow").locator("h3").allInnerTexts();
    expect(steps).toEqual([
      "Research",
      "Contact",
      "Reservation request",
      "Confirmation and payment",
      "Payment confirmation",
      "Pre-trip preparation",
      "Finalizing details",
      "Travel",
    ]);
    // The on-page contents jump to each section.
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "6. Flights" }).click();
    await page.waitForURL(/#flights$/);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("/terms fits a phone and has no serious accessibility violations", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/terms`);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("/faqs on a phone: a disclosure list opened and closed by keyboard and pointer; answers agree with the terms; axe", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/faqs`);
    await waitForHydration(page);
    const items = page.getByTestId("faq");
    expect(await items.count()).toBeGreaterThanOrEqual(12);
    expect(await items.evaluateAll((els) => els.every((el) => el.tagName === "DETAILS" && !(el as HTMLDetailsElement).open))).toBe(true);

    const deposit = items.filter({ hasText: "How much deposit do I pay" });
    const summary = deposit.locator("summary");
    const answer = deposit.getByText(/A 50% deposit is paid at booking/);
    expect(await answer.isVisible()).toBe(false);
    await summary.focus();
    await page.keyboard.press("Enter");
    await answer.waitFor({ state: "visible" });
    expect(squash(await answer.innerText())).toContain("The balance is due 30 days before departure.");
    await page.keyboard.press("Space");
    await answer.waitFor({ state: "hidden" });

    const cancel = items.filter({ hasText: "What happens if I cancel?" });
    await cancel.locator("summary").click();
    const cancelText = squash(await cancel.innerText());
    expect(cancelText).toContain("30-15 days before travel, 50% of the applicable rate");
    expect(cancelText).toContain("no show, 100% of the applicable rate");

    const pay = items.filter({ hasText: "How can I pay?" });
    await pay.locator("summary").click();
    expect(squash(await pay.innerText())).toMatch(/card .*extra fees.*bank transfer, M-Pesa, or cash at our Nairobi office/);

    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("/faqs fits the desktop and has no serious accessibility violations", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/faqs`);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
