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
import { ConsoleClient, createOwnerWithCli, latestLinkToken, staffId } from "../helpers/console.ts";
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
    await createOwnerWithCli({ DATABASE_URL: database.url, DATA_DIR: database.dataDir }, EMAIL.owner, PASSWORD);
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

  it("lets only editors and owners load the package editor; sales and viewers get 403 on its pages and posts", async () => {
    for (const role of ["owner", "editor"] as const) {
      expect((await clients[role].get("/console/packages")).status, `${role} /console/packages`).toBe(200);
    }
    for (const role of ["sales", "viewer"] as const) {
      for (const path of ["/console/packages", "/console/packages/1"]) {
        expect((await clients[role].get(path)).status, `${role} ${path}`).toBe(403);
      }
      for (const intent of ["save", "publish", "restore", "discard"]) {
        const res = await clients[role].post("/console/packages/1", { intent, title: "Taken over", revision: "1" });
        expect(res.status, `${role} POST ${intent}`).toBe(403);
      }
    }
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
