/**
 * The inquiry form (SPEC §3, §4, §5, §8) on /contact and in the package
 * modal: validation messages, children's ages, the payload actually sent,
 * submitting/success/error states and toasts (with the fault switch), the
 * stored row in the server's SQLite database, the form without JavaScript,
 * and accessibility.
 *
 * Issue 25 item 6: the company on /contact is the test's own (TEST_COMPANY, written over the
 * demo's), and the packages booked are two it makes (one with Value and Comfort tiers for
 * international visitors), instead of the demo's contacts and packages 1 and 3.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import type { CompanyDetails } from "../../domain/company-details.ts";
import { createCompanyDetails, createPackage, testTier } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";

let server: RunningServer;
let browser: TestBrowser;
let company: CompanyDetails;
/** Value and Comfort tiers for residents and for international visitors. */
let booked = 0;
/** Another package, booked without JavaScript. */
let other = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await withServerData(server, async (site) => {
    company = await createCompanyDetails(site);
    const both = { for_residents: true, for_east_africans: false, for_non_residents: true };
    booked = (
      await createPackage(site, { tiers: [testTier({ ...both, tier_type: "value", price_usd: 650 }), testTier({ ...both, tier_type: "comfort", price_kshs: 62_000, price_usd: 1_050 })] })
    ).id;
    other = (await createPackage(site, { tiers: [testTier({ tier_type: "value" })] })).id;
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface InquiryRow {
  full_name: string;
  email: string;
  phone: string | null;
  residency: string | null;
  budget_tier: string | null;
  pax_adults: number;
  pax_children: number;
  children_ages: string | null;
  package_id: number | null;
  source_page: string | null;
  source_url: string | null;
}

function storedInquiry(email: string): InquiryRow | undefined {
  const db = new Database(server.databaseUrl, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM inquiries WHERE email = ? ORDER BY id DESC").get(email) as InquiryRow | undefined;
  } finally {
    db.close();
  }
}

const form = (page: Page) => page.locator('[data-testid="inquiry-form"]').locator("visible=true").first();

async function openContact(page: Page) {
  await page.goto(`${server.url}/contact`, { waitUntil: "domcontentloaded" });
  await page.locator('[data-testid="inquiry-form"][data-hydrated]').waitFor();
}

describe.each(["desktop", "phone"] as const)("inquiry form on /contact (%s)", (viewport) => {
  it("shows the schema's field messages and follows the children count with age inputs", async () => {
    const page = await browser.page(viewport);
    await openContact(page);
    expect(await page.locator("main").getByRole("link", { name: company.email }).isVisible()).toBe(true);
    expect(await page.locator("main").getByRole("link", { name: company.phones[0] }).isVisible()).toBe(true);
    const consent = form(page).getByLabel("I agree to be contacted about my inquiry.");
    // Not ticked for the visitor (issue 24 item 6, decision 0044).
    expect(await consent.isChecked()).toBe(false);

    await form(page).getByRole("button", { name: "Send Inquiry" }).click();
    // The schema is loaded on first use, so the messages may take a moment.
    await form(page).getByText("Please enter your full name.").waitFor();
    expect(await form(page).getByText("Please enter your email address.").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("full_name");
    await form(page).getByLabel("Full name").fill("Amina Odhiambo");
    await form(page).getByLabel("Email").fill("not-an-email");
    await form(page).getByRole("button", { name: "Send Inquiry" }).click();
    await form(page).getByText("Please enter a valid email address.").waitFor();
    expect(await form(page).getByText("Please enter your full name.").count()).toBe(0);

    const children = form(page).getByLabel("Children", { exact: true });
    await children.fill("3");
    const ages = form(page).locator('[data-testid="children-ages"] input');
    expect(await ages.count()).toBe(3);
    expect(await ages.first().getAttribute("min")).toBe("0");
    expect(await ages.first().getAttribute("max")).toBe("17");
    await ages.nth(0).fill("4");
    await children.fill("1");
    expect(await ages.count()).toBe(1);
    expect(await ages.first().inputValue()).toBe("4");
    await children.fill("0");
    expect(await ages.count()).toBe(0);
    expect(await form(page).getByLabel("Adults").getAttribute("min")).toBe("1");
    await page.context().close();
  });
});

describe("sending an inquiry", () => {
  it("submits from /contact: Submitting..., the payload of SPEC §5, success panel, toast for 4 s, Submit another", async () => {
    const page = await browser.page("phone");
    await openContact(page);
    const email = `contact-${Date.now()}@example.com`;
    await form(page).getByLabel("Full name").fill("Amina Odhiambo");
    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("Residency").selectOption("residents");
    await form(page).getByLabel("Budget tier").selectOption("value");
    await form(page).getByLabel("Adults").fill("0");
    await form(page).getByLabel("Children", { exact: true }).fill("2");
    await form(page).locator('[data-testid="children-ages"] input').first().fill("5");
    await form(page).getByLabel("Message").fill("Family trip in April, please.");
    await form(page).getByLabel("I agree to be contacted about my inquiry.").check();

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let sent: Record<string, unknown> | null = null;
    await page.route("**/api/v1/inquiries/", async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });
    await form(page).getByRole("button", { name: "Send Inquiry" }).click();
    const busy = form(page).getByRole("button", { name: "Submitting..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    const panel = page.locator('[data-testid="inquiry-success"]');
    await panel.waitFor();
    expect(await panel.innerText()).toContain(
      "Your inquiry has been received. Our team will contact you shortly. If you don't find our email in your inbox, check spam.",
    );
    const toast = page.locator('[data-testid="toast-success"]');
    expect(await toast.innerText()).toContain("Inquiry sent. We'll be in touch shortly.");
    const shownAt = Date.now();

    expect(sent).not.toBeNull();
    const payload = sent as unknown as Record<string, unknown>;
    expect(payload).not.toHaveProperty("hp");
    expect(payload).not.toHaveProperty("phone");
    expect(payload).not.toHaveProperty("start_date");
    expect(payload).not.toHaveProperty("package");
    expect(payload).toMatchObject({
      full_name: "Amina Odhiambo",
      email,
      consent: true,
      residency: "residents",
      budget_tier: "value",
      pax_adults: 1,
      pax_children: 2,
      children_ages: [5],
      source_page: "contact",
    });
    expect(String(payload.source_url)).toContain("/contact");

    const row = storedInquiry(email);
    expect(row).toMatchObject({ full_name: "Amina Odhiambo", pax_adults: 1, pax_children: 2, residency: "residents", source_page: "contact" });
    expect(JSON.parse(row!.children_ages!)).toEqual([5]);

    await toast.waitFor({ state: "detached", timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3000);

    await page.getByRole("button", { name: "Submit another" }).click();
    expect(await form(page).getByLabel("Full name").inputValue()).toBe("");
    expect(await form(page).getByLabel("Children", { exact: true }).inputValue()).toBe("0");
    expect(await form(page).locator('[data-testid="children-ages"]').count()).toBe(0);
    await page.context().close();
  });

  it("shows the inline error and the error toast when the server fails, or the network does", async () => {
    const page = await browser.page("desktop");
    await openContact(page);
    await form(page).getByLabel("Full name").fill("Otieno Were");
    await form(page).getByLabel("Email").fill("otieno@example.com");
    await form(page).getByLabel("I agree to be contacted about my inquiry.").check();
    await server.setFaults(["inquiries"]);
    try {
      await form(page).getByRole("button", { name: "Send Inquiry" }).click();
      await form(page).getByText("Failed to submit. Please try again.").waitFor();
      expect(await page.locator('[data-testid="toast-error"]').innerText()).toContain("Could not submit inquiry. Please try again.");
    } finally {
      await server.setFaults([]);
    }
    await page.route("**/api/v1/inquiries/", (route) => route.abort());
    await form(page).getByRole("button", { name: "Send Inquiry" }).click();
    await form(page).getByText("An error occurred.").waitFor();
    // The form keeps what was typed.
    expect(await form(page).getByLabel("Full name").inputValue()).toBe("Otieno Were");
    await page.context().close();
  });

  it("sends from the package modal with the residency and tier chosen, confirms with the reference, summary and next steps, and stores the inquiry", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/packages/${booked}`, { waitUntil: "domcontentloaded" });
    const panel = page.locator('[data-testid="booking-panel"][data-hydrated]').locator("visible=true");
    await panel.waitFor();
    await panel.getByText("International Visitors").click();
    await panel.locator('[data-testid="tier-card"]').nth(1).click();
    await panel.getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Book this package" });
    await dialog.waitFor();
    const email = `modal-${Date.now()}@example.com`;
    await dialog.getByLabel("Full name").fill("Grace Njeri");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill("+254 700 000 111");
    await dialog.getByLabel("Start date").fill("2031-08-01");
    await dialog.getByLabel("End date").fill("2031-08-04");
    await dialog.getByLabel("I agree to be contacted about my inquiry.").check();
    await dialog.getByRole("button", { name: "Send Booking Inquiry" }).click();
    // Book Now confirms as /contact does (issue 24 item 6): the reference, the summary, what happens next.
    await dialog.locator('[data-testid="inquiry-success"]').waitFor();
    expect(await dialog.getByTestId("inquiry-reference").innerText()).toMatch(/^TH-\d{5}$/);
    expect(await dialog.getByTestId("inquiry-summary").innerText()).toContain("International Visitors");
    expect(await dialog.getByTestId("inquiry-next-steps").innerText()).toContain("What happens next");
    expect(await page.locator('[data-testid="toast-success"]').innerText()).toContain("Inquiry sent. We'll be in touch shortly.");
    await dialog.getByRole("button", { name: /close/i }).first().click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    const row = storedInquiry(email);
    expect(row).toMatchObject({
      full_name: "Grace Njeri",
      phone: "+254 700 000 111",
      package_id: booked,
      residency: "non_residents",
      budget_tier: "comfort",
      pax_adults: 1,
      pax_children: 0,
      source_page: "package-details",
    });
    expect(row!.source_url).toContain(`/packages/${booked}`);
    expect(row!.children_ages ?? null).toBeNull();
    await page.context().close();
  });
});

describe("Book Now records what the visitor chose, and nothing they did not (issue 24 item 6)", () => {
  it("starts blank when the visitor chose neither residency nor tier, with consent not ticked, and stores neither", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/packages/${booked}`, { waitUntil: "domcontentloaded" });
    const panel = page.locator('[data-testid="booking-panel"][data-hydrated]').locator("visible=true");
    await panel.waitFor();
    // The page shows a residency's prices and a selected tier by default (SPEC §4)...
    expect(await panel.locator('[data-testid="tier-card"][data-selected="true"]').count()).toBe(1);
    await panel.getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Book this package" });
    await dialog.waitFor();
    // ...but the inquiry does not claim the visitor chose them (seen: an Irish couple booked as Kenya Residents / Value).
    expect(await dialog.getByLabel("Residency").inputValue()).toBe("");
    expect(await dialog.getByLabel("Budget tier").inputValue()).toBe("");
    const consent = dialog.getByLabel("I agree to be contacted about my inquiry.");
    expect(await consent.isChecked()).toBe(false);
    const email = `blank-${Date.now()}@example.ie`;
    await dialog.getByLabel("Full name").fill("Siobhan Murphy");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send Booking Inquiry" }).click();
    // Consent is the visitor's to give: without it nothing is sent.
    await dialog.getByText("Please agree to be contacted about your inquiry.").waitFor();
    expect(storedInquiry(email)).toBeUndefined();
    await consent.check();
    await dialog.getByRole("button", { name: "Send Booking Inquiry" }).click();
    await dialog.locator('[data-testid="inquiry-success"]').waitFor();
    const reference = await dialog.getByTestId("inquiry-reference").innerText();
    expect(reference).toMatch(/^TH-\d{5}$/);
    const summary = await dialog.getByTestId("inquiry-summary").innerText();
    expect(summary).not.toContain("Residency");
    expect(summary).not.toContain("Budget tier");
    expect(storedInquiry(email)).toMatchObject({ full_name: "Siobhan Murphy", package_id: booked, residency: null, budget_tier: null });
    await page.context().close();
  });
});

describe("inquiry form without JavaScript and for assistive technology", () => {
  it("stores an inquiry posted as a plain form on /contact and on a package page", async () => {
    const page = await browser.page("phone", { javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`, { waitUntil: "domcontentloaded" });
    const email = `nojs-${Date.now()}@example.com`;
    await form(page).getByLabel("Full name").fill("Baraka Mwangi");
    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("Adults").fill("2");
    await form(page).getByLabel("I agree to be contacted about my inquiry.").check();
    await form(page).getByRole("button", { name: "Send Inquiry" }).click();
    await page.locator('[data-testid="inquiry-success"]').waitFor();
    expect(storedInquiry(email)).toMatchObject({ full_name: "Baraka Mwangi", pax_adults: 2, source_page: "contact" });

    // Book Now without JavaScript leads to the same form inline on the package page.
    await page.goto(`${server.url}/packages/${other}`, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Book Now" }).locator("visible=true").first().click();
    await page.waitForURL((u) => u.searchParams.get("inquire") === "1", { waitUntil: "domcontentloaded" });
    const inline = page.locator("#inquiry");
    expect(await inline.getByLabel("Package").inputValue()).toBe(String(other));
    const email2 = `nojs-pkg-${Date.now()}@example.com`;
    await inline.getByLabel("Full name").fill("Baraka Mwangi");
    await inline.getByLabel("Email").fill(email2);
    await inline.getByLabel("I agree to be contacted about my inquiry.").check();
    await inline.getByRole("button", { name: "Send Inquiry" }).click();
    await page.locator('[data-testid="inquiry-success"]').waitFor();
    // The page showed resident prices by default; the visitor chose no residency, so none is recorded.
    expect(storedInquiry(email2)).toMatchObject({ package_id: other, residency: null, budget_tier: null, source_page: "package-details" });
    await page.context().close();
  });

  it("has no serious accessibility violations on /contact, also with field errors shown", async () => {
    const page = await browser.page("desktop");
    await openContact(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form(page).getByRole("button", { name: "Send Inquiry" }).click();
    await form(page).getByText("Please enter your full name.").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
