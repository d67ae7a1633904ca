/**
 * Daraja's HTTP, and nothing of M-Pesa's meaning (decision 0051): the OAuth token, kept until
 * shortly before it expires and shared by concurrent callers; a time limit on every request; and
 * every answer checked against the published contract. Whatever Daraja answers that we cannot
 * trust to mean what it says (a time-out, a refused connection, a 5xx, a body off the contract)
 * becomes ProviderUnavailable: nothing is known to have happened, so the caller may try again.
 * Daraja's own error bodies ({requestId, errorCode, errorMessage}) with a 4xx come back as answers,
 * for the provider to read as a refusal.
 */
import { z } from "zod";
import { log } from "../../log.ts";
import { ProviderUnavailable } from "../provider.ts";
import type { DarajaConfig } from "./config.ts";

/** Daraja's error body, as it sends it with a 4xx or 5xx. */
export const darajaErrorSchema = z.object({
  requestId: z.string().max(200).optional(),
  errorCode: z.string().min(1).max(50),
  errorMessage: z.string().max(1_000),
});
export type DarajaError = z.infer<typeof darajaErrorSchema>;

export type DarajaAnswer<T> = { ok: true; body: T } | { ok: false; status: number; error: DarajaError };

const tokenSchema = z.object({
  access_token: z.string().min(1).max(2_000),
  // Daraja sends "3599" as a string; a number is read the same.
  expires_in: z.union([z.string().regex(/^\d{1,7}$/), z.number().int().min(0).max(9_999_999)]).transform(Number),
});

export interface DarajaClientOptions {
  /** Each request's limit, headers and body together (default 8 s: Daraja's push is slow, a traveller waits). */
  timeoutMs?: number;
  /** A token is renewed this long before Daraja says it expires (default 60 s), so none expires in flight. */
  tokenMarginMs?: number;
  now?: () => number;
}

/** Daraja's code for a bearer token it does not (or no longer) honours. */
const INVALID_TOKEN = "404.001.03";

/** Anything longer is not one of Daraja's small JSON answers. */
const MAX_ANSWER_CHARACTERS = 64 * 1024;

export class DarajaClient {
  readonly config: DarajaConfig;
  private readonly timeoutMs: number;
  private readonly tokenMarginMs: number;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(config: DarajaConfig, options: DarajaClientOptions = {}) {
    this.config = config;
    this.timeoutMs = options.timeoutMs ?? 8_000;
    this.tokenMarginMs = options.tokenMarginMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The current access token, asked for again only when it is near its end (or was refused). */
  async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    // Several requests at once after expiry ask Daraja once (it rate-limits the OAuth endpoint).
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.config.consumerKey}:${this.config.consumerSecret}`).toString("base64");
    const { status, body } = await this.send("GET", "/oauth/v1/generate?grant_type=client_credentials", { authorization: `Basic ${basic}` });
    if (status === 400 || status === 401 || status === 403) {
      // Wrong key or secret is ours to fix, not the traveller's: logged loudly, answered "try later".
      log.error("Daraja refused our consumer key and secret", { status, body: preview(body) });
      throw new ProviderUnavailable("mpesa", `Daraja's OAuth refused our credentials (${status})`);
    }
    if (status !== 200) throw new ProviderUnavailable("mpesa", `Daraja's OAuth answered ${status}`);
    const token = tokenSchema.safeParse(body);
    if (!token.success) throw offContract("/oauth/v1/generate", status, body);
    const lifetimeMs = token.data.expires_in * 1_000;
    this.token = { value: token.data.access_token, renewAt: this.now() + Math.max(0, lifetimeMs - this.tokenMarginMs) };
    return token.data.access_token;
  }

  /**
   * POSTs `payload` with the bearer token and reads the answer with `schema`. `passErrorCodes` are
   * 5xx error codes that are part of the contract for this call (the STK query's "being
   * processed"), returned as answers instead of thrown.
   */
  async post<T>(path: string, payload: unknown, schema: z.ZodType<T>, passErrorCodes: readonly string[] = []): Promise<DarajaAnswer<T>> {
    let answer = await this.postOnce(path, payload);
    if (answer.status === 401 || darajaErrorSchema.safeParse(answer.body).data?.errorCode === INVALID_TOKEN) {
      // A token Daraja no longer honours (revoked, or its clock and ours disagree): one fresh try.
      this.token = null;
      answer = await this.postOnce(path, payload);
    }
    const { status, body } = answer;
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw offContract(path, status, body);
      return { ok: true, body: parsed.data };
    }
    const error = darajaErrorSchema.safeParse(body);
    const passed = status >= 400 && status < 500 ? status !== 429 : error.success && passErrorCodes.includes(error.data.errorCode);
    if (!passed) throw new ProviderUnavailable("mpesa", `Daraja answered ${status} to ${path}${error.success ? ` (${error.data.errorCode} ${error.data.errorMessage})` : ""}`);
    if (!error.success) throw offContract(path, status, body);
    return { ok: false, status, error: error.data };
  }

  private async postOnce(path: string, payload: unknown) {
    const token = await this.accessToken();
    return this.send("POST", path, { authorization: `Bearer ${token}`, "content-type": "application/json" }, JSON.stringify(payload));
  }

  /** One request, within the time limit; its body read as JSON when it is JSON (else `undefined`). */
  private async send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: unknown }> {
    try {
      const res = await fetch(this.config.baseUrl + path, {
        method,
        headers: { accept: "application/json", ...headers },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.text();
      return { status: res.status, body: text.length > MAX_ANSWER_CHARACTERS ? undefined : parseJson(text) };
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${this.timeoutMs} ms` : `could not be reached (${error instanceof Error ? error.message : String(error)})`;
      throw new ProviderUnavailable("mpesa", `Daraja ${reason} for ${path.split("?")[0]}`);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function preview(body: unknown): string {
  return body === undefined ? "(not JSON)" : JSON.stringify(body).slice(0, 300);
}

function offContract(path: string, status: number, body: unknown): ProviderUnavailable {
  log.warn("Daraja answered off its contract", { path: path.split("?")[0], status, body: preview(body) });
  return new ProviderUnavailable("mpesa", `Daraja's answer to ${path.split("?")[0]} is not its contract (${status})`);
}
