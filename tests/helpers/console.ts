/**
 * Driving the console over HTTP like a browser without JavaScript: the first
 * owner made by the real command, forms posted with our Origin, cookies kept
 * by hand, and one-time links read from the outbox the way an inbox would.
 */
import { spawn } from "node:child_process";
import type { Page } from "playwright-core";
import { resolve } from "node:path";
import { openDatabase } from "../../server/db/kysely.ts";
import { createStaffAuthSystem } from "../../server/auth/index.ts";
import { runStaffCommand } from "../../server/cli/staff-command.ts";
import { loadEnv } from "../../server/env.ts";
import { AuditLog } from "../../server/services/audit-log.ts";
import { cookiesFrom } from "./staff.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** `npm run staff -- create-owner EMAIL`, the password on standard input. */
export async function createOwnerWithCli(env: { DATABASE_URL: string; DATA_DIR: string }, email: string, password: string, name = "Wanjiku Owner") {
  const child = spawn(process.execPath, ["--import", "tsx", "server/cli/staff.ts", "create-owner", email, "--name", name], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: "test", LOG_LEVEL: "warn" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  child.stdin.end(`${password}\n`);
  const code = await new Promise<number | null>((r) => child.on("exit", r));
  if (code !== 0) throw new Error(`create-owner failed (${code}): ${output}`);
  return output;
}

/**
 * Factory (issue 25 item 6): the first owner of a test server's database, made by the create-owner
 * command's own code (server/cli/staff-command.ts) in this process instead of a process started for
 * it. Starting one cost a TypeScript boot per test file; the command itself stays tested end to end
 * (tests/e2e/console-auth.test.ts, tests/api/staff-accounts.test.ts).
 */
export async function createOwner(env: { DATABASE_URL: string; DATA_DIR: string }, email: string, password: string, name = "Wanjiku Owner") {
  const parsed = loadEnv({ ...process.env, ...env, NODE_ENV: "test" });
  const db = openDatabase(parsed.databaseUrl, { poolSize: 1 });
  const output: string[] = [];
  try {
    // No link is sent for a password given here: the queue refuses, so a change that starts mailing shows.
    const mail = { enqueue: () => Promise.reject(new Error("create-owner with a password sends no email")), notify() {} };
    const system = await createStaffAuthSystem({ db, env: parsed, mail, audit: new AuditLog() });
    const io = { out: (text: string) => output.push(text), err: (text: string) => output.push(text), readPassword: async () => password };
    const code = await runStaffCommand(["create-owner", email, "--name", name], system, io);
    if (code !== 0) throw new Error(`create-owner failed (${code}): ${output.join("\n")}`);
  } finally {
    await db.close();
  }
  return output.join("\n");
}

/** Where the form posting to `path` is shown, when that is another page. */
function formPageOf(path: string, fields: Record<string, string>): string {
  if (path === "/console/quotes/new") return `/console/inquiries/${fields.inquiry_id}`;
  return path;
}

export class ConsoleClient {
  cookie = "";
  constructor(public url: string) {}

  async get(path: string) {
    const res = await fetch(this.url + path, { headers: { cookie: this.cookie }, redirect: "manual" });
    this.cookie = cookiesFrom(res, this.cookie);
    return res;
  }

  /**
   * Posts a form as a browser would after loading it: a form that sends or creates carries the
   * one-time token its page was rendered with (decision 0043), so unless `fields` has its own
   * `once`, the form's page is loaded first and the token of the form posting `fields.intent` taken.
   */
  async post(path: string, fields: Record<string, string>, origin: string | null = this.url) {
    if (!("once" in fields)) {
      const token = await this.onceToken(formPageOf(path, fields), fields.intent);
      if (token) fields = { ...fields, once: token };
    }
    return this.postRaw(path, fields, origin);
  }

  /** The one-time token of the form on `page` that posts `intent` (the page's only one otherwise). */
  async onceToken(page: string, intent?: string): Promise<string | null> {
    const res = await this.get(page);
    if (res.status !== 200) return null;
    const html = await res.text();
    const tokens = [...html.matchAll(/name="once" value="([^"]+)"/g)].map((m) => ({ at: m.index!, token: m[1]! }));
    if (!tokens.length) return null;
    const marker = intent ? html.indexOf(`name="intent" value="${intent}"`) : -1;
    if (marker < 0) return tokens[0]!.token;
    return (tokens.find((t) => t.at > marker) ?? tokens.filter((t) => t.at < marker).at(-1) ?? tokens[0]!).token;
  }

  /** Posts exactly `fields`, nothing added. */
  async postRaw(path: string, fields: Record<string, string>, origin: string | null = this.url) {
    const headers: Record<string, string> = { cookie: this.cookie };
    if (origin) headers.origin = origin;
    const res = await fetch(this.url + path, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
    this.cookie = cookiesFrom(res, this.cookie);
    return res;
  }

  async signIn(email: string, password: string) {
    const res = await this.postRaw("/console/sign-in", { email, password });
    if (res.status !== 302) throw new Error(`Sign-in of ${email} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return res;
  }
}

/** The newest set-password token emailed to `to`, read from the outbox (kind, and the link in the text). */
export async function latestLinkToken(databaseUrl: string, to: string): Promise<string> {
  const db = openDatabase(databaseUrl, { poolSize: 1 });
  try {
    const row = await (db.kysely as any)
      .selectFrom("outbox_messages")
      .select(["text_body"])
      .where("to_address", "=", to)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const m = /set-password\?token=([\w-]+)/.exec(row.text_body);
    if (!m) throw new Error(`No link in the email to ${to}`);
    return m[1]!;
  } finally {
    await db.close();
  }
}

/** The id of a staff member by email. */
export async function staffId(databaseUrl: string, email: string): Promise<string> {
  const db = openDatabase(databaseUrl, { poolSize: 1 });
  try {
    const row = await (db.kysely as any).selectFrom("staff_user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.close();
  }
}

/**
 * A staff member invited by `owner` with `role`, who sets `password` from the emailed link and
 * signs in: the client comes back signed in, as that member would be in a browser.
 */
export async function inviteAndSignIn(owner: ConsoleClient, databaseUrl: string, member: { email: string; role: string; password: string }): Promise<ConsoleClient> {
  const invited = await owner.post("/console/staff", { name: `${member.role} person`, email: member.email, role: member.role });
  if (invited.status !== 302) throw new Error(`Inviting ${member.email} answered ${invited.status}`);
  const token = await latestLinkToken(databaseUrl, member.email);
  const client = new ConsoleClient(owner.url);
  await client.post("/console/set-password", { token, password: member.password, confirm: member.password });
  await client.signIn(member.email, member.password);
  return client;
}

type BrowserCookies = Awaited<ReturnType<ReturnType<Page["context"]>["cookies"]>>;
/** Session cookies of the members a test file has signed in through the real page, by server, email and password. */
const signedIn = new Map<string, BrowserCookies>();

/**
 * Signs `email` in through the real sign-in page, once it is hydrated, and waits for the console
 * home. A member already signed in this way on this server gets that session's cookies in the new
 * browser context instead (signing in hashes the password, seconds on a busy machine); should the
 * console not take them (the session ended), the real sign-in runs after all.
 */
export async function signInInBrowser(page: Page, url: string, email: string, password: string): Promise<void> {
  const key = JSON.stringify([url, email, password]);
  const cookies = signedIn.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto(`${url}/console`);
    if (new URL(page.url()).pathname === "/console") return;
    await page.context().clearCookies();
    signedIn.delete(key);
  }
  await page.goto(`${url}/console/sign-in`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${url}/console`);
  signedIn.set(key, await page.context().cookies(url));
}

/** The first owner of a fresh test server, made by the command's code, signed in over HTTP. */
export async function ownerOf(server: { url: string; databaseUrl: string; dataDir: string }, email: string, password: string): Promise<ConsoleClient> {
  const env = { DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir, ALLOWED_HOSTS: "127.0.0.1,localhost" };
  await createOwner(env, email, password);
  const owner = new ConsoleClient(server.url);
  await owner.signIn(email, password);
  return owner;
}

/**
 * Whether `client` may read `path` without changing it (issue 24 item 7): the page answers 200 with
 * the read-only notice, and every control inside is disabled by the layout.
 */
export async function readsOnly(client: ConsoleClient, path: string): Promise<boolean> {
  const res = await client.get(path);
  if (res.status !== 200) return false;
  return (await res.text()).includes('data-testid="read-only-notice"');
}

/**
 * A link of the console's menu (issue 28 item 2), ready to click: its group opened on a desk, or
 * the Menu on a phone. `group` is "Sales", "Content", "Pricing", "Admin" or "Your account".
 */
export async function consoleMenuLink(page: Page, group: string, name: string) {
  const nav = page.getByRole("navigation", { name: "Console" });
  const phoneMenu = nav.getByText("Menu", { exact: true });
  const opener = (await phoneMenu.isVisible()) ? phoneMenu : nav.getByText(group, { exact: true });
  const link = nav.getByRole("link", { name, exact: true });
  if (!(await link.isVisible())) await opener.click();
  await link.waitFor();
  return link;
}
