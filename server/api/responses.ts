/** Shared answers of the JSON API: list envelopes, field errors, not-found. */
import { originOf } from "../http/public-origin.ts";
import type { Context } from "hono";
import { z } from "zod";
import { fieldErrors } from "#domain/inquiry.ts";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const pageQuery = z.object({
  page: z.coerce.number({ error: "page must be a positive whole number." }).int().positive({ error: "page must be a positive whole number." }).default(1),
  page_size: z.coerce
    .number({ error: "page_size must be a positive whole number." })
    .int()
    .positive({ error: "page_size must be a positive whole number." })
    // Large requests are capped rather than refused, as DRF's max_page_size does.
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
});

const booleanParam = z.enum(["true", "false", "1", "0", "True", "False"], { error: "Use true or false." }).transform((v) => v === "true" || v === "True" || v === "1");
export const optionalBoolean = booleanParam.optional();
export const optionalId = z.coerce.number({ error: "Must be a positive whole number." }).int().positive({ error: "Must be a positive whole number." }).optional();

export function queryObject(c: Context): Record<string, string> {
  // Empty parameters count as absent, as the search bar sends only non-empty ones.
  return Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ""));
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<z.output<S>> {
  const parsed = schema.safeParse(queryObject(c));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: c.json({ errors: fieldErrors(parsed.error) }, 400) };
}

export function paginate<T>(c: Context, items: readonly T[], page: number, pageSize: number) {
  const count = items.length;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  if (page > lastPage) return null;
  const link = (p: number) => {
    // The configured public origin, never the request's Host header (server/http/public-origin.ts).
    const url = new URL(c.req.url);
    url.searchParams.set("page", String(p));
    return `${originOf(c)}${url.pathname}${url.search}`;
  };
  return {
    count,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice((page - 1) * pageSize, page * pageSize),
  };
}

export function listResponse<T>(c: Context, items: readonly T[], page: { page: number; page_size: number }, extra: object = {}) {
  const body = paginate(c, items, page.page, page.page_size);
  if (!body) return c.json({ detail: "Invalid page.", errors: { page: "That page does not exist." } }, 404);
  return c.json({ ...body, ...extra });
}

export function notFound(c: Context, what = "Not found.") {
  return c.json({ detail: what }, 404);
}

/** Path ids must be positive integers; anything else is simply not found. */
export function pathId(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
