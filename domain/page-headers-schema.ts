/**
 * The page headers document (decision 0038) as the console form and the server read it: for each
 * page with a header band, the library image chosen and its alt text. A page left out shows its
 * plain band. Used by the console and the server only (zod), never by public pages.
 */
import { z } from "zod";
import { imageKeyField } from "./image-list.ts";
import { PAGE_HEADER_PAGE_NAMES, PAGE_HEADER_PAGES, type PageHeaderPage } from "./page-headers.ts";

const text = (max: number) => z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(max, `At most ${max} characters.`));

export const pageHeadersDocumentSchema = z.object({
  headers: z
    .array(
      z.object({
        page: z.enum(PAGE_HEADER_PAGE_NAMES, { error: "Not a page with a header." }),
        image_key: imageKeyField,
        alt: text(300).pipe(z.string().min(1, "Write alt text: what the picture shows, for people who cannot see it.")),
      }),
    )
    .max(PAGE_HEADER_PAGES.length)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        if (seen.has(row.page)) ctx.addIssue({ code: "custom", path: [i, "page"], message: "This page has two header images." });
        seen.add(row.page);
      });
    }),
});

export type PageHeadersDocument = z.output<typeof pageHeadersDocumentSchema>;
export const EMPTY_PAGE_HEADERS: PageHeadersDocument = { headers: [] };

/** A stored document, or the empty one when it is missing or no longer reads. */
export function readPageHeaders(stored: unknown): PageHeadersDocument {
  const parsed = pageHeadersDocumentSchema.safeParse(stored);
  return parsed.success ? parsed.data : EMPTY_PAGE_HEADERS;
}

// ---- The console form (decision 0072), read by Conform: `<page>.image_key` and `<page>.alt` for
// each page; a page whose image is empty is left out of the document.

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The form's first values: each page's image and alt text, empty for a page without one. */
export function pageHeadersToForm(doc: PageHeadersDocument): Record<string, { image_key: string; alt: string }> {
  const out: Record<string, { image_key: string; alt: string }> = {};
  for (const row of doc.headers) out[row.page] = { image_key: row.image_key, alt: row.alt };
  return out;
}

/**
 * The posted form as the document, in the pages' order, a page without an image left out; the
 * document's errors named as the form names its fields (`<page>.alt`).
 */
export const pageHeadersFormSchema = z.unknown().transform((v, ctx) => {
  const form = record(v);
  const pages = PAGE_HEADER_PAGES.map((p) => p.page).filter((page) => String(record(form[page]).image_key ?? "").trim() !== "");
  const parsed = pageHeadersDocumentSchema.safeParse({ headers: pages.map((page) => ({ page, image_key: record(form[page]).image_key, alt: record(form[page]).alt })) });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [head, index, ...rest] = issue.path;
    const page = head === "headers" && typeof index === "number" ? pages[index] : undefined;
    ctx.addIssue({ code: "custom", path: page ? [page, ...rest] : issue.path, message: issue.message });
  }
  return z.NEVER;
});

/** Field errors of the document: `<page>.<field>` when the row's page is known, else `headers.<i>.<field>`. */
export function pageHeadersErrors(error: z.ZodError, pages?: readonly PageHeaderPage[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const [head, index, ...rest] = issue.path.map(String);
    const page = head === "headers" && index !== undefined ? pages?.[Number(index)] : undefined;
    const key = page ? [page, ...rest].join(".") : issue.path.length ? issue.path.map(String).join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** Field names of a document's rows by their place in `doc.headers` (for the server's image checks). */
export function pageHeaderField(doc: PageHeadersDocument, i: number, field: "image_key" | "alt"): string {
  return `${doc.headers[i]?.page ?? `headers.${i}`}.${field}`;
}
