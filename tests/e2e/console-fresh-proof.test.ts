/**
 * Issue 23 item 5 in the browser: an owner whose sign-in is more than 10 minutes old is asked to
 * confirm it is them before inviting staff; a wrong password is refused, the right one brings them
 * back to the page, and the invitation goes through. Also without JavaScript (a plain form post).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/kysely.ts";
import { launchBrowser, type RunningServer, seriousA11yViolations, startServer, type TestBrowser } from "../helpers/browser.ts";
import { ConsoleClient, createOwner, signInInBrowser } from "../helpers/console.ts";

const OWNER = { email: "njeri@twiga.example", password: "baobab lantern heron 31" };

let server: RunningServer;
let browser: TestBrowser;

/** Moves every session's sign-in 20 minutes into the past and forgets any proof, as time would. */
async function ageSessions() {
  const db = openDatabase(server.databaseUrl, { poolSize: 1 });
  try {
    await (db.kysely as any).updateTable("staff_session").set({ createdAt: new Date(Date.now() - 20 * 60_000).toISOString() }).execute();
    await (db.kysely as any).updateTable("staff_session_activity").set({ proved_at: null }).execute();
  } finally {
    await db.close();
  }
}

async function invited(email: string): Promise<boolean> {
  const db = openDatabase(server.databaseUrl, { poolSize: 1 });
  try {
    return Boolean(await (db.kysely as any).selectFrom("staff_user").select("id").where("email", "=", email).executeTakeFirst());
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: "false" });
  browser = await launchBrowser();
  await createOwner({ DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir }, OWNER.email, OWNER.password);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("confirm it is you", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`on a ${viewport}: an old session confirms with the password before inviting; a wrong one is refused`, async () => {
      const page = await browser.page(viewport);
      await signInInBrowser(page, server.url, OWNER.email, OWNER.password);
      await ageSessions();
      await page.goto(`${server.url}/console/staff`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
      const card = page.getByRole("region", { name: "Confirm it is you" });
      await card.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Inviting now is refused with the reason, and nothing is sent.
      const email = `guide-${viewport}@twiga.example`;
      await page.getByLabel("Name").fill("Kamau Guide");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByRole("radio", { name: /^Sales/ }).check();
      await page.getByRole("button", { name: "Send invitation" }).click();
      await page.getByText("Confirm it is you first").first().waitFor();
      expect(await invited(email)).toBe(false);
      // What was typed is kept.
      expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);

      await card.getByLabel("Password or authenticator code").fill("not my password at all");
      await card.getByRole("button", { name: "Confirm" }).click();
      await page.waitForURL(/\/console\/confirm\?next=%2Fconsole%2Fstaff/);
      await page.getByText("That is not your password or a current authenticator code.").waitFor();
      await page.getByLabel("Password or authenticator code").fill(OWNER.password);
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.waitForURL(`${server.url}/console/staff`);
      await expect.poll(() => card.count()).toBe(0);

      await page.getByLabel("Name").fill("Kamau Guide");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByRole("radio", { name: /^Sales/ }).check();
      await page.getByRole("button", { name: "Send invitation" }).click();
      await page.waitForURL(/\/console\/staff\?invited=/);
      expect(await invited(email)).toBe(true);
      await page.close();
    });
  }

  it("without JavaScript: the confirm form posts and comes back", async () => {
    const owner = new ConsoleClient(server.url);
    await owner.signIn(OWNER.email, OWNER.password);
    await ageSessions();
    const refused = await owner.post("/console/staff", { name: "Achieng", email: "achieng@twiga.example", role: "viewer" });
    expect(refused.status).toBe(401);
    const confirmed = await owner.post("/console/confirm?next=%2Fconsole%2Fstaff", { proof: OWNER.password });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/console/staff");
    const sent = await owner.post("/console/staff", { name: "Achieng", email: "achieng@twiga.example", role: "viewer" });
    expect(sent.status).toBe(302);
    expect(await invited("achieng@twiga.example")).toBe(true);
  });
});
