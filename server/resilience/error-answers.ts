/**
 * What a visitor gets when something fails: a database outage is a 503 with Retry-After, anything
 * else a 500; the API answers JSON, a browser a small HTML page it can show (issue 13: a raw JSON
 * body in a browser tab is no answer). Neither is ever cached.
 */
import type { Context } from "hono";
import { EMPTY_COMPANY_DETAILS, type CompanyDetails } from "#domain/company-details.ts";
import { html, joinHtml, type SafeHtml } from "#domain/html.ts";
import { log } from "../log.ts";
import { smallPage } from "../http/small-page.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-errors.ts";

/** API paths, and clients that did not ask for HTML, get JSON. */
export function wantsHtml(c: Context): boolean {
  if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return false;
  return (c.req.header("accept") ?? "").includes("text/html");
}

/**
 * The company's contacts as last read from the database (the catalogue snapshot calls this), so
 * an error page shown while the database is down still says how to reach us (decision 0029).
 */
let company: Pick<CompanyDetails, "name" | "email" | "phones"> = EMPTY_COMPANY_DETAILS;
export function rememberCompanyForErrorPages(details: Pick<CompanyDetails, "name" | "email" | "phones">): void {
  company = details;
}

function reachUs(): SafeHtml | "" {
  const phone = company.phones[0];
  const ways = [
    company.email ? html`<a href="mailto:${company.email}">${company.email}</a>` : null,
    phone ? html`<a href="tel:${phone.replace(/\s/g, "")}">${phone}</a>` : null,
  ].filter((way) => way !== null);
  return ways.length ? html`, or reach us at ${joinHtml(ways, " or ")}` : "";
}

/** A self-contained page: no scripts, styles or assets that could themselves be unavailable. */
export function errorPage(title: string, message: string): string {
  return smallPage({
    title: company.name ? `${title} | ${company.name}` : title,
    heading: title,
    body: html`<p>${message}</p><p><a href="/">Return to the home page</a>${reachUs()}.</p>`,
  });
}

const UNAVAILABLE = {
  title: "We will be right back",
  message: "Our site is briefly unavailable. Please try again in a few seconds; nothing you sent has been lost.",
  detail: "The service is briefly unavailable. Please try again shortly.",
};

const FAILED = {
  title: "Something went wrong",
  message: "Something went wrong on our side. Please try again.",
  detail: "Something went wrong on our side. Please try again.",
};

/** 503 with Retry-After, as a page or as JSON. */
export function unavailableAnswer(c: Context, retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS): Response {
  const headers = { "retry-after": String(retryAfterSeconds), "cache-control": "no-store" };
  if (wantsHtml(c)) return c.html(errorPage(UNAVAILABLE.title, UNAVAILABLE.message), 503, headers);
  return c.json({ detail: UNAVAILABLE.detail }, 503, headers);
}

/** The answer to an unhandled error: 503 for a database outage, else 500. */
export function errorAnswer(c: Context, error: unknown): Response {
  if (isDatabaseUnavailable(error)) {
    // Expected during a restart or failover: one line, not a stack per request.
    log.warn(`503 on ${c.req.method} ${c.req.path}: the database is unavailable (${error instanceof Error ? error.message : String(error)})`);
    return unavailableAnswer(c);
  }
  log.error(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
  const headers = { "cache-control": "no-store" };
  if (wantsHtml(c)) return c.html(errorPage(FAILED.title, FAILED.message), 500, headers);
  return c.json({ detail: FAILED.detail }, 500, headers);
}
