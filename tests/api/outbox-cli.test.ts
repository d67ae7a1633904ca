/** `npm run inquiries -- list|show|export`: what staff see before a console exists, with delivery state. */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInquiriesCommand } from "../../server/cli/inquiries-command.ts";
import { type Db, openDatabase } from "../../server/db/kysely.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { startTestSmtp, type TestSmtp } from "./outbox-smtp-server.ts";
import { validInquiry , FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite } from "../helpers/test-site.ts";
import { waitUntil } from "../helpers/wait-until.ts";

const CLI = fileURLToPath(new URL("../../server/cli/inquiries.ts", import.meta.url));

describe.each(DIALECTS)("inquiries CLI on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let db: Db;
  const ids: Record<string, number> = {};

  /** The command in this process (quick); one test runs the real `npm run inquiries` entry. */
  const run = async (...args: string[]) => {
    let out = "";
    let err = "";
    const code = await runInquiriesCommand(args, db, {
      out: (t) => (out += `${t}\n`),
      write: (t) => (out += t),
      err: (t) => (err += `${t}\n`),
    });
    return { code, out, err };
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startTestSmtp();
    smtp.refuseAll = true;
    const s = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: "600000" });
    const pkg = (await (await fetch(`${s.url}/api/v1/packages/?page_size=1`)).json()).results[0];
    ids.sent = (await (await s.post({ ...validInquiry, package: pkg.package_id, full_name: "=HYPERLINK(\"x\") Sent", message: 'Hi, "quoted"\nline two' })).json()).id;
    await waitUntil(() => smtp.tries.size >= 2, "first tries refused", 10_000);
    await s.site.outbox.stop(); // first inquiry's emails now wait for a retry in 10 minutes
    await s.post({ ...validInquiry, email: "bot@bot.example", hp: "x" });
    await s.stop();
    ids.spam = ids.sent + 1;
    db = openDatabase(database.url);
  });
  afterAll(async () => {
    await db?.close();
    await smtp?.close();
    await database?.drop();
  });

  it("runs as `npm run inquiries` (tsx server/cli/inquiries.ts)", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", CLI, "list"], {
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: database.dataDir, LOG_LEVEL: "error" },
      encoding: "utf8",
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("amina@traveller.example");
  });

  it("lists inquiries newest first with the state of both emails", async () => {
    const { code, out } = await run("list");
    expect(code).toBe(0);
    const lines = out.trim().split("\n");
    expect(lines[0]).toMatch(/^ID\s+RECEIVED\s+NAME\s+EMAIL\s+ABOUT\s+STAFF EMAIL\s+TRAVELLER EMAIL$/);
    expect(lines[1]).toContain(`${ids.sent}`);
    expect(lines[1]).toContain("pending (try 2 of 10 at");
    expect(out).not.toContain("bot@bot.example");
    const spam = await run("list", "--spam");
    expect(spam.out).toContain("bot@bot.example");
    expect(spam.out).toContain("not sent (spam: honeypot)");
  });

  it("shows one inquiry with every field and the last delivery error", async () => {
    const { code, out } = await run("show", String(ids.sent));
    expect(code).toBe(0);
    for (const text of ["amina@traveller.example", "+254 700 000 001", "2 adults, 2 children (ages 7, 12)", "Kenya Residents", "Comfort", "package-details", "451"])
      expect(out).toContain(text);
    expect(out).toMatch(/Staff email:\s+pending \(try 2 of 10/);
    expect((await run("show", "999999")).code).toBe(1);
    expect((await run("show")).code).toBe(2);
  });

  it("exports CSV since a date, quoting text and defusing formulas", async () => {
    const { code, out, err } = await run("export", "--since", "2020-01-01");
    expect(code).toBe(0);
    expect(err).toContain("Exported 1 inquiry");
    const [header, row] = out.split("\r\n");
    expect(header!.split(",")).toContain("traveller_email");
    expect(row).toContain(`'=HYPERLINK(""x"") Sent`);
    expect(row).toContain('"Hi, ""quoted""\nline two"');
    expect(row).toContain(",+254 700 000 001,");
    expect(row).toContain(",pending,");
    expect((await run("export", "--since", "2999-01-01")).out.trim().split("\r\n")).toHaveLength(1);
    expect((await run("export", "--since", "2020-01-01", "--spam")).out).toContain("not sent (spam)");
    expect((await run("export")).code).toBe(2);
    expect((await run("export", "--since", "yesterday")).code).toBe(2);
  });
});
