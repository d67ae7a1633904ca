/**
 * The generated inquiries the console's benchmarks run over (bench/inbox.ts, bench/console-pages.ts):
 * that many inquiries by bulk insert (names, messages, statuses, owners, spam, first replies spread
 * over two years), with a quote per quoted or won one as the quotes list stores it. The same seed
 * gives the same data, so every run measures alike.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { PIPELINE_STATUSES } from "../domain/inquiry-pipeline.ts";
import { inquirySearchText } from "../domain/inquiry-search.ts";
import { INQUIRY_RESIDENCIES } from "../domain/residency.ts";
import type { Db } from "../server/db/kysely.ts";
import { migrate } from "../server/db/migrate.ts";
import { seedDemoCatalogue } from "../demo/seed/demo-catalogue.ts";
import { mulberry32 } from "../demo/illustrations/prng.ts";

const FIRST = ["Amina", "Wanjiru", "Otieno", "Hans", "Chloe", "Kofi", "Aisha", "Liam", "Zawadi", "Mei", "Ravi", "Sofia", "Baraka", "Njeri", "Tom"];
const LAST = ["Kamau", "Mwangi", "Becker", "Smith", "Achieng", "Okafor", "Tanaka", "Patel", "Rossi", "Odhiambo", "Njoroge", "Dubois"];
const WORDS = ["safari", "mara", "migration", "beach", "diani", "gorilla", "honeymoon", "family", "budget", "luxury", "kilimanjaro", "zanzibar", "camping", "flight", "children", "vegetarian", "august", "december", "photography", "balloon"];

/** The same seed gives the same data, so every run measures alike. */
const prng = mulberry32;

function generate(n: number, packageIds: number[]) {
  const rand = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const start = Date.parse("2025-01-01T00:00:00Z");
  const span = Date.parse("2026-11-20T00:00:00Z") - start;
  const rows = [];
  for (let i = 0; i < n; i++) {
    const created = new Date(start + Math.floor((span * i) / n)).toISOString();
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const email = `traveller.${i}@mail.example`;
    const phone = rand() < 0.7 ? `0712 ${String(i).padStart(6, "0").replace(/(\d{3})(\d{3})/, "$1 $2")}` : null;
    const message = Array.from({ length: 8 + Math.floor(rand() * 20) }, () => pick(WORDS)).join(" ");
    const status = pick(PIPELINE_STATUSES);
    const replied = status !== "new" || rand() < 0.3;
    rows.push({
      created_at: created,
      full_name: name,
      email,
      phone,
      message,
      residency: pick(INQUIRY_RESIDENCIES),
      budget_tier: null,
      start_date: null,
      end_date: null,
      pax_adults: 1 + Math.floor(rand() * 4),
      pax_children: 0,
      children_ages: null,
      package_id: rand() < 0.6 ? pick(packageIds) : null,
      service_id: 1 + Math.floor(rand() * 6),
      destination_id: null,
      source_page: "package-details",
      source_url: null,
      is_spam: rand() < 0.03 ? 1 : 0,
      spam_reason: null,
      client_ip: null,
      user_agent: null,
      status,
      lost_reason: status === "lost" ? "Chose another operator" : null,
      owner_id: rand() < 0.8 ? `staff-${1 + Math.floor(rand() * 5)}` : null,
      first_reply_at: replied ? new Date(Date.parse(created) + Math.floor(rand() * 3 * 86_400_000)).toISOString() : null,
      search_text: inquirySearchText({ full_name: name, email, phone, message }),
    });
  }
  return rows;
}

/** Migrates and seeds `n` inquiries (and their quotes); 0 when a kept database already holds them, else the milliseconds it took. */
export async function seedInquiries(db: Db, n: number): Promise<number> {
  const started = performance.now();
  await migrate(db);
  const seeded = await db.kysely.selectFrom("inquiries").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  if (Number(seeded.n) === n) return 0; // a kept database from an earlier --keep run
  await seedDemoCatalogue(db);
  const packageIds = (await db.kysely.selectFrom("packages").select("id").execute()).map((p) => p.id);
  const rows = generate(n, packageIds);
  const k = db.kysely;
  const batch = db.dialect === "sqlite" ? 500 : 1000;
  await k.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += batch) await tx.insertInto("inquiries").values(rows.slice(i, i + batch)).execute();
  });
  // PostgreSQL: as autovacuum leaves a table after inserts (PG 13+ vacuums on inserts too): hint
  // A quote per quoted or won inquiry, for the saved views (decision 0066): half of the quoted
  // ones not opened yet, every won one accepted. Only the list columns those views read.
  const inquiries = await k.selectFrom("inquiries").select(["id", "status", "created_at"]).where("status", "in", ["quoted", "won"]).execute();
  const quoteRows = inquiries.map((r, n) => ({
    inquiry_id: r.id,
    token: `bench-${r.id}-${randomBytes(8).toString("hex")}`,
    created_at: r.created_at,
    updated_at: r.created_at,
    list_stage: r.status === "won" ? "accepted" : n % 2 ? "sent" : "opened",
    last_activity_at: r.created_at,
  }));
  await db.kysely.transaction().execute(async (tx) => {
    for (let i = 0; i < quoteRows.length; i += batch) await tx.insertInto("quotes").values(quoteRows.slice(i, i + batch)).execute();
  });
  // bits set and pages marked all-visible, so index-only scans need no table reads.
  await (db.dialect === "postgres" ? sql`vacuum analyze inquiries` : sql`analyze`).execute(db.kysely);
  if (db.dialect === "postgres") await sql`vacuum analyze quotes`.execute(db.kysely);
  return Math.round(performance.now() - started);
}

