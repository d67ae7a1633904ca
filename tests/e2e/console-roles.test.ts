/**
 * Roles are refused on the server (issue 10): each role signs in and posts
 * to the console's actions and loads its pages over plain HTTP (as a browser
 * without JavaScript would, or anyone with a session cookie and curl). What a
 * role may not do answers 403 and changes nothing; forged origins are refused;
 * nobody signed in is sent to the sign-in page. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../domain/staff-roles.ts";
import { startServer, type RunningServer } from "../helpers/browser.ts";
import { inquiryReference } from "../../domain/inquiry-reference.ts";
import { openDatabase } from "../../server/db/kysely.ts";
import { ConsoleClient, createOwner, latestLinkToken, readsOnly, staffId } from "../helpers/console.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";

const PASSWORD = "giraffe lantern acacia 42";
const EMAIL: Record<Role, string> = {
  owner: "owner@twiga.example",
  editor: "editor@twiga.example",
  sales: "sales@twiga.example",
  viewer: "viewer@twiga.example",
};

describe.each(DIALECTS)("console roles on %s", (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  const clients = {} as Record<Role, ConsoleClient>;
  let salesId = "";

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, SEED_DEMO: "false" });
    await createOwner({ DATABASE_URL: database.url, DATA_DIR: database.dataDir }, EMAIL.owner, PASSWORD);
    clients.owner = new ConsoleClient(server.url);
    await clients.owner.signIn(EMAIL.owner, PASSWORD);
    for (const role of ["editor", "sales", "viewer"] as const) {
      const invite = await clients.owner.post("/console/staff", { name: `${role} person`, email: EMAIL[role], role });
      expect(invite.status).toBe(302);
      const token = await latestLinkToken(database.url, EMAIL[role]);
      const client = new ConsoleClient(server.url);
      const set = await client.post("/console/set-password", { token, password: PASSWORD, confirm: PASSWORD });
      expect(set.headers.get("location")).toBe("/console/sign-in?notice=password-set");
      await client.signIn(EMAIL[role], PASSWORD);
      clients[role] = client;
    }
    salesId = await staffId(database.url, EMAIL.sales);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("lets every role see the dashboard and their own account pages", async () => {
    for (const role of ["owner", "editor", "sales", "viewer"] as const) {
      for (const path of ["/console", "/console/account/security", "/console/account/sessions"]) {
        const res = await clients[role].get(path);
        expect(res.status, `${role} ${path}`).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
    }
  });

  it("lets only owners load staff and settings pages", async () => {
    for (const path of ["/console/staff", `/console/staff/${salesId}`, "/console/settings"]) {
      expect((await clients.owner.get(path)).status, `owner ${path}`).toBe(200);
      for (const role of ["editor", "sales", "viewer"] as const) {
        const res = await clients[role].get(path);
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(await res.text()).toContain("Not allowed");
      }
    }
  });

  it("refuses every owner action to the other roles, and changes nothing", async () => {
    const attempts: Array<[string, Record<string, string>]> = [
      ["/console/staff", { name: "Intruder", email: "intruder@twiga.example", role: "owner" }],
      [`/console/staff/${salesId}`, { intent: "role", role: "owner" }],
      [`/console/staff/${salesId}`, { intent: "deactivate" }],
      [`/console/staff/${salesId}`, { intent: "resend" }],
      ["/console/settings", { requireTwoFactor: "on" }],
    ];
    for (const role of ["editor", "sales", "viewer"] as const) {
      for (const [path, fields] of attempts) {
        const res = await clients[role].post(path, fields);
        expect(res.status, `${role} POST ${path} ${JSON.stringify(fields)}`).toBe(403);
      }
    }
    const staff = await (await clients.owner.get("/console/staff")).text();
    expect(staff).not.toContain("intruder@twiga.example");
    expect(staff).toContain("sales person");
    const settings = await (await clients.owner.get("/console/settings")).text();
    expect(settings).not.toMatch(/name="requireTwoFactor"[^>]*checked/);
    // The sales member is still sales and still signed in.
    expect((await clients.sales.get("/console")).status).toBe(200);
    const member = (await (await clients.owner.get(`/console/staff/${salesId}`)).text()).replaceAll("<!-- -->", "");
    expect(member).toContain("Sales · Active");
  });

  it("lets every role that reads content read the editors and rates, read-only; only editors and owners change them (issue 24 item 7)", async () => {
    for (const role of ["owner", "editor"] as const) {
      expect((await clients[role].get("/console/packages")).status, `${role} /console/packages`).toBe(200);
      expect(await readsOnly(clients[role], "/console/company"), role).toBe(false);
    }
    for (const role of ["sales", "viewer"] as const) {
      // Seen: a viewer, whose role "reads everything staff can read", got 403 on all of these.
      for (const path of ["/console/packages", "/console/destinations", "/console/stories", "/console/services", "/console/rates", "/console/company", "/console/terms", "/console/faqs", "/console/media", "/console/gallery", "/console/sliders", "/console/page-headers", "/console/scheduled"]) {
        expect(await readsOnly(clients[role], path), `${role} ${path}`).toBe(true);
      }
      expect((await clients[role].get("/console/packages/new")).status, `${role} new package`).toBe(403);
      for (const intent of ["save", "publish", "restore", "discard"]) {
        const res = await clients[role].post("/console/packages/1", { intent, title: "Taken over", revision: "1" });
        expect(res.status, `${role} POST ${intent}`).toBe(403);
      }
    }
    const page = await (await clients.viewer.get("/console/company")).text();
    // Everything on the page sits in one disabled fieldset: no control can be used.
    expect(page).toMatch(/<fieldset disabled="" class="c-read-only">/);
  });

  it("lets a viewer read quotes but not build or send them (issue 24 item 7)", async () => {
    const res = await fetch(`${server.url}/api/v1/inquiries/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ full_name: "Quote Reader", email: "quote.reader@traveller.example", consent: true }),
    });
    const inquiryId = (await res.json()).id as number;
    const created = await clients.sales.post("/console/quotes/new", { inquiry_id: String(inquiryId) });
    expect(created.status).toBe(302);
    const quotePath = created.headers.get("location")!.replace(/\?.*$/, "");
    expect(await readsOnly(clients.viewer, quotePath)).toBe(true);
    expect(await (await clients.viewer.get(`/console/inquiries/${inquiryId}`)).text()).toContain(`href="${quotePath}"`);
    expect((await clients.viewer.post("/console/quotes/new", { inquiry_id: String(inquiryId) })).status).toBe(403);
    expect((await clients.viewer.post(quotePath, { intent: "send" })).status).toBe(403);
    expect((await clients.editor.get(quotePath)).status).toBe(403);
  });

  it("keeps the bulk export of traveller contact details to owners and sales, and checks the role before the input (issue 24 item 7)", async () => {
    // Seen: the viewer's CSV answered 200 with every traveller's email and phone.
    for (const role of ["viewer", "editor"] as const) {
      expect((await clients[role].get("/console/inquiries/export.csv")).status, role).toBe(403);
      expect((await clients[role].get("/console/inquiries/export.csv?status=nonsense")).status, `${role} bad filter`).toBe(403);
      expect(await (await clients[role].get("/console/inquiries")).text()).not.toContain("Export these as CSV");
    }
    for (const role of ["owner", "sales"] as const) expect((await clients[role].get("/console/inquiries/export.csv")).status, role).toBe(200);
    // Seen: the personal-data export answered 400 (its input) before 403 (the role).
    for (const role of ["viewer", "sales", "editor"] as const) {
      expect((await clients[role].get("/console/personal-data/export")).status, `${role} GET`).toBe(403);
      expect((await clients[role].postRaw("/console/personal-data/export", {})).status, `${role} empty POST`).toBe(403);
      expect((await clients[role].postRaw("/console/personal-data/export", { email: "not an address" })).status, `${role} bad POST`).toBe(403);
    }
    const owner = await clients.owner.get("/console/personal-data/export");
    expect(owner.status).toBe(302);
  });

  it("names the traveller's accepted or booked trip before erasing, and erases only when told to (issue 24 item 7)", async () => {
    const email = "booked.traveller@traveller.example";
    const res = await fetch(`${server.url}/api/v1/inquiries/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ full_name: "Booked Traveller", email, consent: true }),
    });
    const inquiryId = (await res.json()).id as number;
    const db = openDatabase(database.url, { poolSize: 1 });
    try {
      await (db.kysely as any).updateTable("inquiries").set({ status: "won" }).where("id", "=", inquiryId).execute();
    } finally {
      await db.close();
    }
    const warned = await clients.owner.post("/console/personal-data", { intent: "erase", email, confirm: email });
    expect(warned.status).toBe(409);
    const page = (await warned.text()).replaceAll("<!-- -->", "");
    expect(page).toContain(inquiryReference(inquiryId));
    expect(page).toContain("marked won (booked)");
    expect(page).toContain("Erase anyway");
    expect(await (await clients.owner.get(`/console/inquiries/${inquiryId}`)).text()).toContain("Booked Traveller");
    // An accepted quote is named too, with its number and the day it was accepted.
    const accepted = "accepted.traveller@traveller.example";
    const acceptedId = (await (await fetch(`${server.url}/api/v1/inquiries/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ full_name: "Accepted Traveller", email: accepted, consent: true }),
    })).json()).id as number;
    const quote = await clients.sales.post("/console/quotes/new", { inquiry_id: String(acceptedId) });
    const quoteId = Number(/\/console\/quotes\/(\d+)/.exec(quote.headers.get("location")!)![1]);
    const db2 = openDatabase(database.url, { poolSize: 1 });
    try {
      await (db2.kysely as any).updateTable("quotes").set({ accepted_version: 1, accepted_at: "2026-11-20T09:00:00.000Z" }).where("id", "=", quoteId).execute();
    } finally {
      await db2.close();
    }
    const named = await clients.owner.post("/console/personal-data", { intent: "erase", email: accepted, confirm: accepted });
    expect(named.status).toBe(409);
    expect((await named.text()).replaceAll("<!-- -->", "")).toContain(`${inquiryReference(acceptedId)}: quote ${quoteId} accepted on 2026-11-20`);

    const erased = await clients.owner.post("/console/personal-data", { intent: "erase", email, confirm: email, erase_trips: "yes" });
    expect(erased.status).toBe(302);
    expect(await (await clients.owner.get(`/console/inquiries/${inquiryId}`)).text()).not.toContain("Booked Traveller");
  });

  it("refuses ending someone else's session unless you are an owner", async () => {
    const ownerSessions = await (await clients.owner.get("/console/account/sessions")).text();
    const ownerSessionId = /data-session-id="([^"]+)"/.exec(ownerSessions)![1]!;
    for (const role of ["editor", "sales", "viewer"] as const) {
      const res = await clients[role].post("/console/account/sessions", { intent: "revoke-session", sessionId: ownerSessionId });
      expect(res.status, role).toBe(403);
    }
    expect((await clients.owner.get("/console")).status).toBe(200);
  });

  it("refuses posts with a forged or missing Origin, even from an owner", async () => {
    const forged = await clients.owner.post("/console/staff", { name: "X", email: "x@twiga.example", role: "viewer" }, "https://evil.example");
    expect(forged.status).toBe(403);
    const missing = await clients.owner.post("/console/settings", { requireTwoFactor: "on" }, null);
    expect(missing.status).toBe(403);
  });

  it("sends anyone not signed in to the sign-in page, for pages and posts", async () => {
    const stranger = new ConsoleClient(server.url);
    const page = await stranger.get("/console/staff");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/console/sign-in?next=%2Fconsole%2Fstaff");
    const post = await stranger.post("/console/staff", { name: "X", email: "x@twiga.example", role: "owner" });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toMatch(/^\/console\/sign-in/);
  });
});
