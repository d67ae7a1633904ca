/**
 * The environment, validated once at start. A bad value stops the process
 * with a message that names the variable, instead of failing later.
 */
import { resolve } from "node:path";
import { z } from "zod";
import { compileTrustedProxy } from "./http/trusted-proxy.ts";
import { mpesaProblems } from "./payments/daraja/config.ts";

/** Every setting, its type and default; also what .env.example is generated from (scripts/env-example.ts). */
export const ENV_SCHEMA = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** `postgres://...` for PostgreSQL; otherwise the SQLite file (default data/site.db). */
  DATABASE_URL: z.string().optional(),
  /** Where SQLite, the image variant cache and other local state live. */
  DATA_DIR: z.string().default("data"),
  /** The public origin used in canonical URLs, sitemaps, pagination links and emails. Required in production (or ALLOWED_HOSTS). */
  PUBLIC_URL: z.url().optional(),
  /** Without PUBLIC_URL: host names (host or host:port) this server answers for, comma-separated; others get 421. */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean) : undefined)),
  /** smtp://user:pass@host:port for sending inquiry emails; without it, emails wait in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^(smtps?:\/\/[^/]+.*)?$/, { error: "must look like smtp://user:pass@host:587 or smtps://user:pass@host:465" })
    .optional(),
  /**
   * imaps://user:pass@host:993 of the sales mailbox: traveller replies are read from it onto their
   * inquiries' threads (decision 0060). Without it, replies stay in the mailbox and the console says so.
   */
  IMAP_URL: z
    .string()
    .regex(/^(imaps?:\/\/[^/@]+@[^/]+.*)?$/, { error: "must look like imaps://user:pass@host:993 or imap://user:pass@host:143" })
    .optional(),
  /** The folder of IMAP_URL's mailbox that travellers' replies arrive in. */
  IMAP_FOLDER: z.string().min(1).default("INBOX"),
  /** How often the sales mailbox is read (one process at a time); after a failure the wait doubles, up to 15 minutes. */
  IMAP_POLL_MS: z.coerce.number().int().min(10).default(60_000),
  /** Where inquiry notifications go; unset: the sales address in the company details (decision 0029). */
  SALES_EMAIL: z.email().optional(),
  /** Sender of inquiry emails, "Name <address>" or an address; unset: the company's name and email as stored at start. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Outbox retry timing: first retry after this many ms, doubling each time (3 min → about a day over 10 tries). */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(180_000),
  /** Tries per email before it is marked dead. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** How often the outbox worker looks for due messages besides being woken by a new inquiry. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(5_000),
  /** A message "sending" longer than this is presumed orphaned by a crashed process (PostgreSQL). */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(120_000),
  /** How often each process looks for scheduled publishes that are due (decision 0030). */
  SCHEDULED_PUBLISH_POLL_MS: z.coerce.number().int().min(10).default(10_000),
  /** How often each process looks for online payments to ask their provider about again (decision 0050). */
  PAYMENT_RECONCILE_POLL_MS: z.coerce.number().int().min(10).default(10_000),
  /** `on` (what `npm run dev` sets): with no MPESA_ or PESAPAL_ setting given, pay against the repository's Daraja and Pesapal stand-ins (read by server/main.ts before the rest; never in production). */
  PAYMENT_STAND_INS: z.enum(["on", "off"]).optional(),
  /** How often each process looks for balance reminders owed (issue 26, decision 0055); they are by the day. */
  BALANCE_REMINDER_POLL_MS: z.coerce.number().int().min(10).default(900_000),
  /** Emails sent at once (each on its own pooled SMTP connection); see decision 0022. */
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(10),
  /** Inquiries allowed per client address per minute. */
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Reverse proxies whose X-Forwarded-For we trust: a hop count, or addresses/CIDR ranges (server/http/trusted-proxy.ts). */
  TRUSTED_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        compileTrustedProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: `must be a hop count or comma-separated addresses/CIDR ranges (${error instanceof Error ? error.message : String(error)})` });
      }
    }),
  /** Secret for signing form tokens (time trap); when unset a random one is kept in the database. */
  FORM_SECRET: z.string().min(16).optional(),
  /** Idle keep-alive connections are kept this long: above a load balancer's idle timeout (60 s is common). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(65_000),
  /** A request's headers and body must arrive within this, or it is answered 408 and closed. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Pages rendered at once; more wait their turn. Rendering is CPU work: beyond a few per core it
   * only adds memory (each render holds its data and HTML) and makes every page slower.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).default(6),
  /** Open connections at most; more are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1_000),
  /** PostgreSQL: opening a connection gives up after this long (the request answers 503). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** PostgreSQL: statements running longer are cancelled by the server. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Signs staff session cookies and encrypts two-factor secrets (32+ characters). Required for a
   * real deployment (production with an https PUBLIC_URL); otherwise a random one is kept in the database.
   */
  AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters (e.g. `openssl rand -base64 32`)" }).optional(),
  /** Test-only: enables /__test/fault to make the API fail on purpose in browser tests. */
  ENABLE_FAULTS: z.stringbool().default(false),
  /** Seed the demo catalogue into an empty database (default on). */
  SEED_DEMO: z.stringbool().default(true),
  /** Extra generated packages for benchmarks (0 = only the hand-written catalogue). */
  SEED_EXTRA_PACKAGES: z.coerce.number().int().min(0).default(0),
  /** Bearer token that lets a scraper read /metrics from another machine (loopback needs none). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Where uploaded originals are kept: `database` (the media table, default), `disk` (MEDIA_DIR) or `s3` (S3_*). */
  MEDIA_STORAGE: z.enum(["database", "disk", "s3"]).default("database"),
  /** MEDIA_STORAGE=disk: the directory of originals (default DATA_DIR/media). */
  MEDIA_DIR: z.string().optional(),
  /** MEDIA_STORAGE=s3: the bucket (required), region, and for anything but AWS the endpoint URL. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  /** MEDIA_STORAGE=s3: keys; without them the AWS SDK's own chain (instance role, ~/.aws) is used. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** MEDIA_STORAGE=s3: path-style URLs (host/bucket/key), which self-hosted servers need (default on). */
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  /** MEDIA_STORAGE=s3: prepended to every object key, so one bucket can serve several sites. */
  S3_PREFIX: z.string().default(""),
  /**
   * M-Pesa through Safaricom Daraja (issue 26, decision 0051). Configured only when key, secret,
   * shortcode and passkey are all given; some but not all stops the start, naming what is missing.
   */
  /** `sandbox` or `production`: picks Daraja's base URL. */
  MPESA_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  /** Overrides the base URL MPESA_ENV picks (the repository's Daraja stand-in in development and tests). */
  MPESA_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The Daraja app's consumer key and secret (OAuth client credentials). */
  MPESA_CONSUMER_KEY: z.string().optional(),
  MPESA_CONSUMER_SECRET: z.string().optional(),
  /** The paybill (or buy goods store) number the prompts pay, and its Lipa na M-Pesa Online passkey. */
  MPESA_SHORTCODE: z.string().regex(/^(\d{5,9})?$/, { error: "must be the 5 to 9 digit paybill or store number" }).optional(),
  MPESA_PASSKEY: z.string().optional(),
  /** `CustomerPayBillOnline` for a paybill, `CustomerBuyGoodsOnline` for a till. */
  MPESA_TRANSACTION_TYPE: z.enum(["CustomerPayBillOnline", "CustomerBuyGoodsOnline"]).default("CustomerPayBillOnline"),
  /**
   * Card payments through Pesapal API 3.0 (decision 0052), offered only when the key and secret are
   * both set. PESAPAL_ENV picks Pesapal's base URL; PESAPAL_BASE_URL overrides it (the stand-in).
   */
  PESAPAL_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  PESAPAL_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PESAPAL_CONSUMER_KEY: z.string().min(1).optional(),
  PESAPAL_CONSUMER_SECRET: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof ENV_SCHEMA> & { databaseUrl: string };

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

/** Settings that are fine on a laptop and dangerous on the internet (issue 13, decision 0012). */
function productionProblems(env: z.infer<typeof ENV_SCHEMA>): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  // The fault switch makes the site fail on purpose: only ever on a server nobody else can reach.
  if (env.ENABLE_FAULTS && !LOOPBACK_HOSTS.has(env.HOST))
    problems.push("ENABLE_FAULTS: refused in production unless HOST is a loopback address (127.0.0.1, ::1, localhost)");
  // Staff sessions signed with a secret kept in the database would be readable by anyone holding a backup.
  if (env.PUBLIC_URL?.startsWith("https:") && !env.AUTH_SECRET)
    problems.push("AUTH_SECRET: required in production (32+ random characters, e.g. `openssl rand -base64 32`)");
  return problems;
}

/** A store chosen without what it needs would fail on the first upload instead of at start. */
function storageProblems(env: z.infer<typeof ENV_SCHEMA>): string[] {
  if (env.MEDIA_STORAGE !== "s3") return [];
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push("S3_BUCKET: required when MEDIA_STORAGE=s3");
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither");
  return problems;
}

/** A key without its secret (or the reverse) would leave card payments off without a word. */
function pesapalProblems(env: z.infer<typeof ENV_SCHEMA>): string[] {
  if (Boolean(env.PESAPAL_CONSUMER_KEY) === Boolean(env.PESAPAL_CONSUMER_SECRET)) return [];
  return ["PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET: give both or neither"];
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ENV_SCHEMA.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  const problems = [...productionProblems(env), ...storageProblems(env), ...mpesaProblems(env), ...pesapalProblems(env)];
  if (problems.length) throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  // Production without PUBLIC_URL or ALLOWED_HOSTS (`npm start` on a laptop) answers only for this
  // machine's own names, so the request's Host header can never flow into links; a real deployment
  // sets PUBLIC_URL (decision 0012).
  if (env.NODE_ENV === "production" && !env.PUBLIC_URL && !env.ALLOWED_HOSTS?.length) {
    env.ALLOWED_HOSTS = [...LOOPBACK_HOSTS].flatMap((host) => [host, `${host.includes(":") ? `[${host}]` : host}:${env.PORT}`]);
  }
  const databaseUrl = env.DATABASE_URL || resolve(env.DATA_DIR, "site.db");
  return { ...env, databaseUrl };
}
