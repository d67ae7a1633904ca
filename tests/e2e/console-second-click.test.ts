/**
 * Issue 24 item 5: nothing is sent or stored twice by a second click, over HTTP on SQLite and
 * PostgreSQL as a double click, a retried POST or the back button sends it. Each form that sends or
 * creates carries a one-time token (decision 0043): a replayed token does nothing and answers with
 * the first result (the same redirect), concurrent posts included; a post without one is refused
 * and stores nothing. A reply that is only the greeting is refused. A success notice goes once a
 * later post fails (item 9). Then in Chromium: forms are empty after a success, a double click on
 * Send reply sends one email, and leaving an editor with unsaved typing asks first.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONLY_A_GREETING } from "../../domain/inquiry-pipeline.ts";
import { openDatabase } from "../../server/db/kysely.ts";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { ConsoleClient, createOwner, signInInBrowser } from "../helpers/console.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";

const OWNER = { email: "owner@twiga.example", password: "giraffe lantern acacia 42" };
const FORM_EXPIRED = "This form is out of date. Reload the page and send it again.";
const LEAVE_QUESTION = "Leave this page? What you typed is not saved.";

async function postInquiry(url: string, fullName: string, email: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/inquiries/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ full_name: fullName, email, consent: true, message: "Two weeks in August, please." }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).id as number;
}

/** Rows of `table` where `column` is `value`, counted in the server's own database. */
async function countRows(databaseUrl: string, table: string, column: string, value: unknown): Promise<number> {
  const db = openDatabase(databaseUrl, { poolSize: 1 });
  try {
    const row = await (db.kysely as any).selectFrom(table).select((eb: any) => eb.fn.countAll().as("n")).where(column, "=", value).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.close();
  }
}

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

describe.each(DIALECTS)("one-time form tokens on %s", (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  let owner: ConsoleClient;
  let inquiryId = 0;
  const page = () => `/console/inquiries/${inquiryId}`;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, SEED_DEMO: "false" });
    await createOwner({ DATABASE_URL: database.url, DATA_DIR: database.dataDir }, OWNER.email, OWNER.password);
    owner = new ConsoleClient(server.url);
    await owner.signIn(OWNER.email, OWNER.password);
    inquiryId = await postInquiry(server.url, "Brian Otieno", "brian.otieno@traveller.example");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("stores a note once however often its form is posted, and answers every post with the first result", async () => {
    // Seen: a second "Add note" stored the note twice.
    const token = (await owner.onceToken(page(), "note"))!;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    const fields = { intent: "note", body: "Called Brian: prefers the Mara in August.", once: token };
    const first = await owner.postRaw(page(), fields);
    const second = await owner.postRaw(page(), fields);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await countRows(server.databaseUrl, "inquiry_notes", "inquiry_id", inquiryId)).toBe(1);

    // Two posts at once (a double click before the first answer): still one note.
    const again = (await owner.onceToken(page(), "note"))!;
    expect(again).not.toBe(token); // the page after a success has a fresh form
    const both = await Promise.all([0, 1].map(() => owner.postRaw(page(), { intent: "note", body: "Sent the park fees table.", once: again })));
    expect(both.map((r) => r.status)).toEqual([302, 302]);
    expect(both[1]!.headers.get("location")).toBe(both[0]!.headers.get("location"));
    expect(await countRows(server.databaseUrl, "inquiry_notes", "inquiry_id", inquiryId)).toBe(2);
  });

  it("refuses a form without its token, storing nothing and keeping what was typed", async () => {
    const res = await owner.postRaw(page(), { intent: "note", body: "A note from a stale page" });
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain(FORM_EXPIRED);
    expect(html).toContain("A note from a stale page");
    expect(await countRows(server.databaseUrl, "inquiry_notes", "inquiry_id", inquiryId)).toBe(2);
  });

  it("sends a reply once, and refuses a reply that is only the greeting", async () => {
    const replies = async () => {
      const db = openDatabase(server.databaseUrl, { poolSize: 1 });
      try {
        const row = await (db.kysely as any).selectFrom("outbox_messages").select((eb: any) => eb.fn.countAll().as("n")).where("inquiry_id", "=", inquiryId).where("kind", "=", "inquiry_reply").executeTakeFirstOrThrow();
        return Number(row.n);
      } finally {
        await db.close();
      }
    };
    // Seen: a second "Send reply" emailed Brian a message whose whole body was "Jambo Brian,".
    const greeting = await owner.post(page(), { intent: "reply", subject: "Re: Your safari inquiry", body: "Jambo Brian,\n\n" });
    expect(greeting.status).toBe(400);
    expect(await text(greeting)).toContain(ONLY_A_GREETING);
    expect(await replies()).toBe(0);

    const token = (await owner.onceToken(page(), "reply"))!;
    const fields = { intent: "reply", subject: "Re: Your safari inquiry", body: "Jambo Brian,\n\nAugust works well: here is a first plan.", once: token };
    const [first, second] = [await owner.postRaw(page(), fields), await owner.postRaw(page(), fields)];
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await replies()).toBe(1);
  });

  it("sends one invitation per form, and a new quote opens the same quote on a second click", async () => {
    const token = (await owner.onceToken("/console/staff"))!;
    const fields = { name: "Achieng Sales", email: "achieng@twiga.example", role: "sales", once: token };
    const [first, second] = [await owner.postRaw("/console/staff", fields), await owner.postRaw("/console/staff", fields)];
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await countRows(server.databaseUrl, "outbox_messages", "to_address", "achieng@twiga.example")).toBe(1);

    const html = await text(await owner.get(page()));
    const buildQuote = /action="\/console\/quotes\/new"[\s\S]*?name="once" value="([^"]+)"/.exec(html)![1]!;
    const quoteFields = { inquiry_id: String(inquiryId), once: buildQuote };
    const a = await owner.postRaw("/console/quotes/new", quoteFields);
    const b = await owner.postRaw("/console/quotes/new", quoteFields);
    expect(a.headers.get("location")).toMatch(/^\/console\/quotes\/\d+\?done=created$/);
    expect(b.headers.get("location")).toBe(a.headers.get("location"));
    expect(await countRows(server.databaseUrl, "quotes", "inquiry_id", inquiryId)).toBe(1);
  });

  it("adds a season once for a second click on Save season (the second answered \"already exists\")", async () => {
    const token = (await owner.onceToken("/console/rates", "season"))!;
    const fields = { intent: "season", name: "Long rains", kind: "recurring", start: "04-01", end: "05-31", priority: "3", once: token };
    const [a, b] = [await owner.postRaw("/console/rates", fields), await owner.postRaw("/console/rates", fields)];
    expect([a.status, b.status]).toEqual([302, 302]);
    expect(b.headers.get("location")).toBe(a.headers.get("location"));
    expect(await countRows(server.databaseUrl, "rate_seasons", "name", "Long rains")).toBe(1);
  });

  it("does not keep a success notice above a later error (issue 24 item 9)", async () => {
    const added = await owner.post(page(), { intent: "note", body: "Booked the balloon tentatively." });
    const done = added.headers.get("location")!;
    expect(done).toContain("done=note");
    expect(await text(await owner.get(done))).toContain("Note added.");
    // The form on that page posts to the same address, ?done=note included.
    const refused = await owner.post(done, { intent: "note", body: "   " });
    expect(refused.status).toBe(400);
    const html = await text(refused);
    expect(html).toContain("Write a note.");
    expect(html).not.toContain("Note added.");
  });

  it("answers every request with its X-Request-Id, server-rendered pages included (issue 24 item 9)", async () => {
    for (const path of ["/", "/packages", "/contact", "/console/sign-in", "/api/v1/packages/", "/healthz"]) {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(res.headers.get("x-request-id"), path).toMatch(/^[\w-]{8,}/);
    }
    const traced = await fetch(`${server.url}/contact`, { headers: { "x-request-id": "trace-24-item-9" } });
    expect(traced.headers.get("x-request-id")).toBe("trace-24-item-9");
  });
});

describe("forms in Chromium", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let inquiryId = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await createOwner({ DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir }, OWNER.email, OWNER.password);
    inquiryId = await postInquiry(server.url, "Brian Otieno", "brian.chromium@traveller.example");
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(path: string): Promise<Page> {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, OWNER.email, OWNER.password);
    await page.goto(`${server.url}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    return page;
  }

  it("empties the invite form after an invitation (it kept the last person's name and email)", async () => {
    const page = await signedIn("/console/staff");
    await page.getByLabel("Name").fill("Juma Editor");
    await page.getByLabel("Email").fill("juma@twiga.example");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByRole("status").filter({ hasText: "Invitation sent to juma@twiga.example" }).waitFor();
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe("");
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    await page.context().close();
  });

  it("sends one reply for a double click, then starts the form again and refuses the bare greeting", async () => {
    const page = await signedIn(`/console/inquiries/${inquiryId}`);
    const reply = page.getByRole("form", { name: "Reply by email" });
    await reply.getByLabel("Message").fill("Jambo Brian,\n\nThe Mara in August it is. A plan follows.");
    await reply.getByRole("button", { name: "Send reply" }).dblclick();
    await page.getByRole("status").filter({ hasText: "Reply queued" }).waitFor();
    const db = openDatabase(server.databaseUrl, { poolSize: 1 });
    try {
      const rows = await (db.kysely as any).selectFrom("outbox_messages").select("id").where("inquiry_id", "=", inquiryId).where("kind", "=", "inquiry_reply").execute();
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
    // The form starts again with the greeting only; sending it as it is is refused in place.
    await expect.poll(() => reply.getByLabel("Message").inputValue()).toBe("Jambo Brian,\n\n");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await reply.getByText(ONLY_A_GREETING).first().waitFor();

    // Only the form that succeeded starts again: adding a note keeps a half-typed reply.
    await reply.getByLabel("Message").fill("Jambo Brian,\n\nHalf a thought");
    const note = page.getByRole("form", { name: "Add a note" });
    await note.getByLabel("New note (staff only)").fill("He asked about the balloon.");
    await note.getByRole("button", { name: "Add note" }).click();
    await page.getByRole("status").filter({ hasText: "Note added." }).waitFor();
    await expect.poll(() => note.getByLabel("New note (staff only)").inputValue()).toBe("");
    expect(await reply.getByLabel("Message").inputValue()).toBe("Jambo Brian,\n\nHalf a thought");
    await page.context().close();
  });

  it("asks before leaving an editor with unsaved typing: a link, then a reload", async () => {
    const page = await signedIn("/console/packages/1");
    const title = page.getByLabel("Title", { exact: true });
    await title.fill("Changed but not saved");
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole("link", { name: "← All packages" }).click();
    await expect.poll(() => asked).toEqual([LEAVE_QUESTION]);
    expect(new URL(page.url()).pathname).toBe("/console/packages/1");
    expect(await title.inputValue()).toBe("Changed but not saved");

    // A reload asks too (the browser's own prompt, from beforeunload).
    const unload: string[] = [];
    page.once("dialog", (d) => {
      unload.push(d.type());
      void d.dismiss();
    });
    await page.reload({ timeout: 2_000 }).catch(() => null);
    await expect.poll(() => unload).toEqual(["beforeunload"]);

    // Leaving when told to.
    page.once("dialog", (d) => void d.accept());
    await page.getByRole("link", { name: "← All packages" }).click();
    await page.waitForURL(`${server.url}/console/packages`);
    // A page nobody typed on is left without a question.
    await page.goto(`${server.url}/console/packages/1`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await page.getByRole("link", { name: "← All packages" }).click();
    await page.waitForURL(`${server.url}/console/packages`);
    await page.context().close();
  });
});
