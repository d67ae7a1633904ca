/**
 * Daraja's settings, read from the environment that server/env.ts has validated (decision 0051).
 * M-Pesa is offered only when the four secrets are all there; with some of them the start stops
 * and names the others, because a half-configured M-Pesa would fail at a traveller's first tap.
 */

export const DARAJA_BASE_URLS = {
  sandbox: "https://sandbox.safaricom.co.ke",
  production: "https://api.safaricom.co.ke",
} as const;

export type DarajaTransactionType = "CustomerPayBillOnline" | "CustomerBuyGoodsOnline";

export interface DarajaConfig {
  /** Without a trailing slash. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill (or buy goods store) number: BusinessShortCode, PartyB, and the C2B ShortCode. */
  shortcode: string;
  passkey: string;
  transactionType: DarajaTransactionType;
}

/** The MPESA_* part of the validated environment (server/env.ts). */
export interface MpesaSettings {
  MPESA_ENV?: "sandbox" | "production";
  MPESA_BASE_URL?: string;
  MPESA_CONSUMER_KEY?: string;
  MPESA_CONSUMER_SECRET?: string;
  MPESA_SHORTCODE?: string;
  MPESA_PASSKEY?: string;
  MPESA_TRANSACTION_TYPE?: DarajaTransactionType;
}

const REQUIRED = ["MPESA_CONSUMER_KEY", "MPESA_CONSUMER_SECRET", "MPESA_SHORTCODE", "MPESA_PASSKEY"] as const;

/** An empty value (`MPESA_PASSKEY=` in a compose file) counts as not given. */
const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** For loadEnv: one line naming what is missing when M-Pesa is configured only in part. */
export function mpesaProblems(settings: MpesaSettings): string[] {
  const missing = REQUIRED.filter((name) => !given(settings[name]));
  if (missing.length === 0 || missing.length === REQUIRED.length) return [];
  const present = REQUIRED.filter((name) => given(settings[name]));
  return [`${missing.join(", ")}: required for M-Pesa, since ${present.join(", ")} ${present.length === 1 ? "is" : "are"} set (give all four, or none)`];
}

/** The Daraja settings, or null when M-Pesa is not configured (then only manual payments are offered). */
export function darajaConfig(settings: MpesaSettings): DarajaConfig | null {
  const { MPESA_CONSUMER_KEY: key, MPESA_CONSUMER_SECRET: secret, MPESA_SHORTCODE: shortcode, MPESA_PASSKEY: passkey } = settings;
  if (!given(key) || !given(secret) || !given(shortcode) || !given(passkey)) return null;
  const baseUrl = given(settings.MPESA_BASE_URL) ? settings.MPESA_BASE_URL : DARAJA_BASE_URLS[settings.MPESA_ENV ?? "sandbox"];
  return {
    baseUrl: baseUrl.replace(/\/+$/, ""),
    consumerKey: key.trim(),
    consumerSecret: secret.trim(),
    shortcode: shortcode.trim(),
    passkey: passkey.trim(),
    transactionType: settings.MPESA_TRANSACTION_TYPE ?? "CustomerPayBillOnline",
  };
}
