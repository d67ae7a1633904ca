/**
 * Inquiries for staff before a console exists:
 *
 *   npm run inquiries -- list [--limit 50] [--spam]
 *   npm run inquiries -- show ID
 *   npm run inquiries -- export --since 2026-11-01 [--until 2026-12-01] [--spam] > inquiries.csv
 *
 * Reads the database of DATABASE_URL (or DATA_DIR/site.db), like the server.
 * Each inquiry shows the delivery state of its two emails.
 */
import { openDatabase } from "../db/kysely.ts";
import { migrate } from "../db/migrate.ts";
import { loadEnv } from "../env.ts";
import { runInquiriesCommand } from "./inquiries-command.ts";
import { runCli } from "./run-cli.ts";

async function main(): Promise<number> {
  const env = loadEnv();
  const db = openDatabase(env.databaseUrl, { poolSize: 2 });
  try {
    await migrate(db);
    return await runInquiriesCommand(process.argv.slice(2), db, {
      out: (text) => console.log(text),
      write: (text) => process.stdout.write(text),
      err: (text) => console.error(text),
    });
  } finally {
    await db.close();
  }
}

runCli(main);
