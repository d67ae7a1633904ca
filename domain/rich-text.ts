/**
 * Rich text as the console's editor (TipTap, app/console/rich-text/) stores it: a JSON document of
 * a few allowed node and mark types (decision 0025). The server never trusts HTML from a form: it
 * validates this document and renders the HTML itself (`renderRichText`), then the existing
 * sanitizer runs over the result. Anything outside the allowlist is refused with a field error.
 */
import { z } from "zod";
import { wellFormed } from "./well-formed-text.ts";

export const RICH_TEXT_NODES = ["paragraph", "heading", "bulletList", "orderedList", "listItem", "blockquote", "hardBreak", "horizontalRule", "text"] as const;
export const RICH_TEXT_MARKS = ["bold", "italic", "underline", "strike", "link"] as const;

/** Links editors may make: web pages, email, phone and paths on this site. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (/^\/(?!\/)/.test(value)) return true;
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s().-]+)$/i.test(value);
}

const linkMark = z.object({
  type: z.literal("link"),
  attrs: z
    .object({ href: z.string().max(2000).refine(isSafeHref, "Links must start with https://, http://, mailto:, tel: or /.") })
    .passthrough(),
});
const plainMark = z.object({ type: z.enum(["bold", "italic", "underline", "strike"]) }).passthrough();
const markSchema = z.union([linkMark, plainMark], { error: "Only bold, italic, underline, strike-through and links are allowed." });

export interface RichTextNode {
  type: (typeof RICH_TEXT_NODES)[number];
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: z.infer<typeof markSchema>[];
  text?: string;
}

const MAX_DEPTH = 12;

const nodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z
    .object({
      type: z.enum(RICH_TEXT_NODES, { error: "The text holds something the editor does not allow (only headings, paragraphs, lists, quotes and links)." }),
      attrs: z.record(z.string(), z.unknown()).optional(),
      content: z.array(nodeSchema).max(5000).optional(),
      marks: z.array(markSchema).max(10).optional(),
      // Lone surrogates and NUL replaced: JSON escapes bring them past the form reader, and PostgreSQL refuses NUL.
      text: z.string().max(100_000).transform(wellFormed).optional(),
    })
    .superRefine((node, ctx) => {
      if (node.type === "heading" && ![2, 3].includes(Number(node.attrs?.level))) {
        ctx.addIssue({ code: "custom", message: "Headings are level 2 or 3." });
      }
      if (node.type === "text" && typeof node.text !== "string") ctx.addIssue({ code: "custom", message: "A text node needs its text." });
    }),
);

export const richTextDocSchema = z
  .object({ type: z.literal("doc"), content: z.array(nodeSchema).max(5000).default([]) })
  .superRefine((doc, ctx) => {
    if (depth(doc.content) > MAX_DEPTH) ctx.addIssue({ code: "custom", message: `Lists and quotes can be nested at most ${MAX_DEPTH} deep.` });
  });

export type RichTextDoc = z.output<typeof richTextDocSchema>;

function depth(nodes: RichTextNode[] | undefined): number {
  if (!nodes?.length) return 0;
  return 1 + Math.max(...nodes.map((n) => depth(n.content)));
}

/** A form field holding the document as JSON text (or the parsed document itself); empty is none. */
export const richTextField = z.preprocess((v) => {
  if (v === null || v === undefined || v === "") return null;
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return "not json";
  }
}, richTextDocSchema.nullable());

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const BLOCK_TAGS: Partial<Record<RichTextNode["type"], string>> = {
  paragraph: "p",
  bulletList: "ul",
  orderedList: "ol",
  listItem: "li",
  blockquote: "blockquote",
};

function renderMarks(text: string, marks: RichTextNode["marks"]): string {
  let html = escapeHtml(text);
  for (const mark of marks ?? []) {
    if (mark.type === "link") {
      const href = String((mark.attrs as { href: string }).href).trim();
      html = isSafeHref(href) ? `<a href="${escapeHtml(href)}">${html}</a>` : html;
    } else {
      const tag = { bold: "strong", italic: "em", underline: "u", strike: "s" }[mark.type as "bold"];
      html = `<${tag}>${html}</${tag}>`;
    }
  }
  return html;
}

function renderNodes(nodes: RichTextNode[] | undefined): string {
  return (nodes ?? []).map(renderNode).join("");
}

function renderNode(node: RichTextNode): string {
  switch (node.type) {
    case "text":
      return renderMarks(node.text ?? "", node.marks);
    case "hardBreak":
      return "<br>";
    case "horizontalRule":
      return "<hr>";
    case "heading": {
      const level = Number(node.attrs?.level) === 3 ? 3 : 2;
      return `<h${level}>${renderNodes(node.content)}</h${level}>`;
    }
    default: {
      const tag = BLOCK_TAGS[node.type] ?? "p";
      return `<${tag}>${renderNodes(node.content)}</${tag}>`;
    }
  }
}

/** The document as HTML: only allowlisted tags, every text escaped, only safe link targets. */
export function renderRichText(doc: RichTextDoc): string {
  return renderNodes(doc.content);
}

/** The words a reader reads, for reading time and "is the body empty". */
export function richTextPlainText(doc: RichTextDoc): string {
  const parts: string[] = [];
  const walk = (nodes: RichTextNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (n.type === "text") parts.push(n.text ?? "");
      else {
        walk(n.content);
        parts.push(" ");
      }
    }
  };
  walk(doc.content);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Minutes at 200 words a minute, at least 1 (the demo content's rule). */
export function readingTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** Text of HTML for reading time when a story has no document (written before the editor). */
export function htmlPlainText(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/gi, " ").replace(/\s+/g, " ").trim();
}
