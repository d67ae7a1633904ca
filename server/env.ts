/**
 * The environment, validated once at start. A bad value stops the process
 * with a message that names the variable, instead of failing later.
 */
import { resolve } from "node:path";
import { z } from "zod";

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
  SMTP_URL: z.string().optional(),
  /** Inquiries allowed per client address per minute. */
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Address of a reverse proxy whose X-Forwarded-For header we trust. */
  TRUSTED_PROXY: z.string().optional(),
  /** Secret for signing form tokens (time trap); a random one is made per start when unset. */
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
