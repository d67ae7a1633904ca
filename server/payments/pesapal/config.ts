/**
 * Pesapal's settings (issue 26 item 9, decision 0052), read from the validated environment.
 * Card payments are offered only when both the consumer key and secret are present: without them
 * the site offers the other ways to pay and never calls Pesapal.
 */
import type { Env } from "../../env.ts";

/** Pesapal API 3.0's published base URLs; every endpoint path is appended to one of these. */
export const PESAPAL_BASE_URLS = {
  sandbox: "https://cybqa.pesapal.com/pesapalv3",
  production: "https://pay.pesapal.com/v3",
} as const;

export interface PesapalConfig {
  /** Without a trailing slash: paths such as `/api/Auth/RequestToken` are appended to it. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

type PesapalEnv = Pick<Env, "PESAPAL_ENV" | "PESAPAL_BASE_URL" | "PESAPAL_CONSUMER_KEY" | "PESAPAL_CONSUMER_SECRET">;

/** The settings, or null when card payments are not configured (no key or no secret). */
export function pesapalConfig(env: PesapalEnv): PesapalConfig | null {
  if (!env.PESAPAL_CONSUMER_KEY || !env.PESAPAL_CONSUMER_SECRET) return null;
  // PESAPAL_BASE_URL wins over PESAPAL_ENV so tests and `npm run dev` can point at the stand-in.
  const base = env.PESAPAL_BASE_URL ?? PESAPAL_BASE_URLS[env.PESAPAL_ENV];
  return { baseUrl: base.replace(/\/+$/, ""), consumerKey: env.PESAPAL_CONSUMER_KEY, consumerSecret: env.PESAPAL_CONSUMER_SECRET };
}
