/**
 * The environment, validated once at start. A bad value stops the process
 * with a message that names the variable, instead of failing later.
 */
import { resolve } from "node:path";
import { z } from "zod";
import { site } from "#content/site.ts";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** `postgres://...` for PostgreSQL; otherwise the SQLite file (default data/site.db). */
  DATABASE_URL: z.string().optional(),
  /** Where SQLite, the image variant cache and other local state live. */
  DATA_DIR: z.string().default("data"),
  /** The public origin used in canonical URLs, sitemaps and emails. */
  PUBLIC_URL: z.url().optional(),
  /** smtp://user:pass@host:port for sending inquiry emails; without it, emails wait in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^(smtps?:\/\/[^/]+.*)?$/, { error: "must look like smtp://user:pass@host:587 or smtps://user:pass@host:465" })
    .optional(),
  /** Where inquiry notifications go (the sales team). */
  SALES_EMAIL: z.email().default(site.salesEmail),
  /** Sender of inquiry emails, "Name <address>" or an address. */
  MAIL_FROM: z.string().min(3).default(`${site.name} <${site.email}>`),
  /** Outbox retry timing: first retry after this many ms, doubling each time (3 min → about a day over 10 tries). */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(180_000),
  /** Tries per email before it is marked dead. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** How often the outbox worker looks for due messages besides being woken by a new inquiry. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(5_000),
  /** A message "sending" longer than this is presumed orphaned by a crashed process (PostgreSQL). */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(120_000),
  /** Inquiries allowed per client address per minute. */
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Address of a reverse proxy whose X-Forwarded-For header we trust. */
  TRUSTED_PROXY: z.string().optional(),
  /** Secret for signing form tokens (time trap); when unset a random one is kept in the database. */
  FORM_SECRET: z.string().min(16).optional(),
  /** Test-only: enables /__test/fault to make the API fail on purpose in browser tests. */
  ENABLE_FAULTS: z.stringbool().default(false),
  /** Seed the demo catalogue into an empty database (default on). */
  SEED_DEMO: z.stringbool().default(true),
  /** Extra generated packages for benchmarks (0 = only the hand-written catalogue). */
  SEED_EXTRA_PACKAGES: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema> & { databaseUrl: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  const databaseUrl = env.DATABASE_URL || resolve(env.DATA_DIR, "site.db");
  return { ...env, databaseUrl };
}
