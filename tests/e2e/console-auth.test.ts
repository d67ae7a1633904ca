/**
 * The staff journey of issue 10 in Chromium: the first owner made with the
 * README's command signs in, invites a sales member (the email arrives at a
 * real SMTP server), the new member sets a password on a phone, turns on
 * two-factor sign-in, signs in again with a code, and the owner ends one of
 * their sessions. Pages are checked with axe on phone and desktop, and fit
 * a 390 px screen.
 */
import type { Page } from "playwright-core";
import { authenticatorApp } from "../helpers/totp.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { createOwnerWithCli, consoleMenuLink } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { startTestSmtp, type TestSmtp } from "../api/outbox-smtp-server.ts";

const OWNER = { email: "owner@twiga.example", password: "giraffe lantern acacia 42" };
const SALES = { email: "amani.sales@twiga.example", name: "Amani Otieno", password: "mara river crossing at dawn" };

async function ready(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/** Each secret's app, so codes are never handed out twice (each works once). */
const apps = new Map<string, ReturnType<typeof authenticatorApp>>();
async function totpCode(secret: string): Promise<string> {
  if (!apps.has(secret)) apps.set(secret, authenticatorApp(secret));
  return apps.get(secret)!.next();
}

describe("console sign-in journey", () => {
  let server: RunningServer;
  let smtp: TestSmtp;
  let browser: TestBrowser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100", SEED_DEMO: "false" });
    await createOwnerWithCli({ DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir }, OWNER.email, OWNER.password);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("owner signs in, invites sales; sales accepts, turns on two-factor, signs in with a code; owner ends a session", async () => {
    // The owner, on a desktop.
    const owner = await browser.page("desktop");
    await owner.goto(`${server.url}/console/staff`);
    await owner.waitForURL(/\/console\/sign-in\?next=%2Fconsole%2Fstaff/);
    await ready(owner);
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.getByLabel("Email").fill(OWNER.email);
    await owner.getByLabel("Password").fill("not my password at all");
    await owner.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => owner.getByRole("alert").textContent()).toContain("The email or password is not right.");
    expect(await owner.getByLabel("Email").inputValue()).toBe(OWNER.email);
    await owner.getByLabel("Password").fill(OWNER.password);
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.waitForURL(`${server.url}/console/staff`);
    await owner.getByRole("heading", { name: "Staff", exact: true }).waitFor();
    expect(await owner.locator(".c-who").textContent()).toContain("Wanjiku Owner");

    // Invite: a bad email is refused next to its field, what was typed stays.
    await owner.getByLabel("Name").fill(SALES.name);
    await owner.getByLabel("Email").fill("amani@");
    await owner.getByLabel(/^Sales/).check();
    await owner.getByRole("button", { name: "Send invitation" }).click();
    await owner.locator("#f-email-error").waitFor();
    expect(await owner.getByLabel("Name").inputValue()).toBe(SALES.name);
    await owner.getByLabel("Email").fill(SALES.email);
    await owner.getByRole("button", { name: "Send invitation" }).click();
    await owner.getByRole("status").filter({ hasText: "Invitation sent" }).waitFor();
    expect(await seriousA11yViolations(owner)).toEqual([]);

    const [invitation] = await smtp.waitFor(1, 20_000);
    expect(invitation!.envelopeTo).toEqual([SALES.email]);
    expect(invitation!.subject).toContain("invited");
    const link = /https?:\/\/\S+\/console\/set-password\?token=[\w-]+/.exec(invitation!.text)![0];
    const path = new URL(link).pathname + new URL(link).search;

    // The new member, on a phone.
    const sales = await browser.page("phone");
    await sales.goto(server.url + path);
    await ready(sales);
    expect(await seriousA11yViolations(sales)).toEqual([]);
    expect(await hasNoHorizontalOverflow(sales)).toBe(true);
    await sales.getByLabel("New password", { exact: true }).fill("password123456");
    await sales.getByLabel("Same password again").fill("password123456");
    await sales.getByRole("button", { name: "Set password" }).click();
    await expect.poll(() => sales.locator("#f-password-error").textContent()).toContain("most common");
    await sales.getByLabel("New password", { exact: true }).fill(SALES.password);
    await sales.getByLabel("Same password again").fill(SALES.password);
    await sales.getByRole("button", { name: "Set password" }).click();
    await sales.waitForURL(/\/console\/sign-in\?notice=password-set/);
    // The link was used up.
    const reused = await sales.context().newPage();
    await reused.goto(server.url + path);
    await reused.getByRole("heading", { name: "This link no longer works" }).waitFor();
    await reused.close();

    await ready(sales);
    await sales.getByLabel("Email").fill(SALES.email);
    await sales.getByLabel("Password").fill(SALES.password);
    await sales.getByRole("button", { name: "Sign in" }).click();
    await sales.waitForURL(`${server.url}/console`);
    // Sales has no Staff page, in the menu (no Admin group at all) or by address.
    const salesNav = sales.getByRole("navigation", { name: "Console" });
    expect(await salesNav.getByText("Admin", { exact: true }).count()).toBe(0);
    expect(await salesNav.getByRole("link", { name: "Staff", exact: true, includeHidden: true }).count()).toBe(0);
    expect(await (await consoleMenuLink(owner, "Admin", "Staff")).count()).toBe(1);
    const refused = await sales.goto(`${server.url}/console/staff`);
    expect(refused!.status()).toBe(403);

    // Two-factor sign-in on.
    await sales.goto(`${server.url}/console/account/security`);
    await ready(sales);
    await sales.getByLabel("Your password").fill(SALES.password);
    await sales.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await sales.getByTestId("totp-secret").textContent())!.trim();
    expect(await sales.getByRole("list", { name: "Recovery codes" }).locator("li").count()).toBe(10);
    expect(await seriousA11yViolations(sales)).toEqual([]);
    expect(await hasNoHorizontalOverflow(sales)).toBe(true);
    await sales.getByLabel("The 6-digit code the app shows now").fill("000000");
    await sales.getByRole("button", { name: "Turn on" }).click();
    await sales.locator("#f-code-error").waitFor();
    await sales.getByLabel("The 6-digit code the app shows now").fill(await totpCode(secret));
    await sales.getByRole("button", { name: "Turn on" }).click();
    await sales.getByRole("status").filter({ hasText: "Two-factor sign-in is on" }).waitFor();

    // Sign out, then in again: now a code is asked for.
    await sales.getByRole("button", { name: "Sign out" }).click();
    await sales.waitForURL(/\/console\/sign-in\?notice=signed-out/);
    await ready(sales);
    await sales.getByLabel("Email").fill(SALES.email);
    await sales.getByLabel("Password").fill(SALES.password);
    await sales.getByRole("button", { name: "Sign in" }).click();
    await sales.waitForURL(/\/console\/sign-in\/two-factor/);
    await ready(sales);
    expect(await seriousA11yViolations(sales)).toEqual([]);
    await sales.getByLabel("Code", { exact: true }).fill(await totpCode(secret));
    await sales.getByRole("button", { name: "Continue" }).click();
    await sales.waitForURL(`${server.url}/console`);
    await sales.getByRole("heading", { name: "Dashboard" }).waitFor();

    // A second session for the same member (another browser), then the owner ends it.
    const laptop = await browser.page("desktop");
    await laptop.goto(`${server.url}/console/sign-in`);
    await ready(laptop);
    await laptop.getByLabel("Email").fill(SALES.email);
    await laptop.getByLabel("Password").fill(SALES.password);
    await laptop.getByRole("button", { name: "Sign in" }).click();
    await laptop.waitForURL(/two-factor/);
    await ready(laptop);
    await laptop.getByLabel("Code", { exact: true }).fill(await totpCode(secret));
    await laptop.getByRole("button", { name: "Continue" }).click();
    await laptop.waitForURL(`${server.url}/console`);

    await owner.getByRole("link", { name: SALES.name }).click();
    await owner.getByRole("heading", { name: SALES.name }).waitFor();
    const rows = owner.locator("tr[data-session-id]");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await rows.first().getByRole("button").click();
    await owner.getByRole("status").filter({ hasText: "The session has ended" }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    // Exactly one of the member's two browsers is signed out at its next request.
    const statuses = await Promise.all(
      [sales, laptop].map(async (p) => {
        await p.goto(`${server.url}/console/account/sessions`);
        return new URL(p.url()).pathname;
      }),
    );
    expect(statuses.sort()).toEqual(["/console/account/sessions", "/console/sign-in"]);
  }, 180_000);
});
