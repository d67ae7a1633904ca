/**
 * Rich text as the console's editor (TipTap, app/console/rich-text/) stores it: a JSON document of
 * a few allowed node and mark types (decision 0025). The server never trusts HTML from a form: it
 * validates this document and renders the HTML itself (`renderRichText`), then the existing
 * sanitizer runs over the result. Anything outside the allowlist is refused with a field error.
 */
import { z } from "zod";
import { html, joinHtml, trustedHtml, type SafeHtml } from "./html.ts";
import { imageUrl, isImageKey, srcSet } from "./images.ts";
import { wellFormed } from "./well-formed-text.ts";

export const RICH_TEXT_NODES = ["paragraph", "heading", "bulletList", "orderedList", "listItem", "blockquote", "hardBreak", "horizontalRule", "image", "text"] as const;

/** Images in rich text are media library items, named by key; the server builds their URLs. */
export const RICH_TEXT_IMAGE_MAX_ALT = 300;
/** How wide a body image is drawn: the story column, at most about 48rem. */
export const RICH_TEXT_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";
/** Width and height attributes reserve the originals' 16:10 space (decision 0025). */
export const RICH_TEXT_IMAGE_BOX = { width: 1600, height: 1000 } as const;

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
      type: z.enum(RICH_TEXT_NODES, { error: "The text holds something the editor does not allow (only headings, paragraphs, lists, quotes, links and library images)." }),
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
      if (node.type === "image") {
        const key = node.attrs?.key;
        const alt = node.attrs?.alt;
        if (typeof key !== "string" || !isImageKey(key)) ctx.addIssue({ code: "custom", message: "Images in the text must be chosen from the media library." });
        if (typeof alt !== "string" || !alt.trim()) ctx.addIssue({ code: "custom", message: "Every image in the text needs its alt text." });
        else if (alt.length > RICH_TEXT_IMAGE_MAX_ALT) ctx.addIssue({ code: "custom", message: `Alt text of an image is at most ${RICH_TEXT_IMAGE_MAX_ALT} characters.` });
        if (node.content?.length) ctx.addIssue({ code: "custom", message: "An image holds no text." });
      }
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


const BLOCK_TAGS: Partial<Record<RichTextNode["type"], string>> = {
  paragraph: "p",
  bulletList: "ul",
  orderedList: "ol",
  listItem: "li",
  blockquote: "blockquote",
};

function renderMarks(text: string, marks: RichTextNode["marks"]): SafeHtml {
  let out = html`${text}`;
  for (const mark of marks ?? []) {
    if (mark.type === "link") {
      const href = String((mark.attrs as { href: string }).href).trim();
      if (isSafeHref(href)) out = html`<a href="${href}">${out}</a>`;
    } else {
      const tag = { bold: "strong", italic: "em", underline: "u", strike: "s" }[mark.type as "bold"];
      out = html`<${tag}>${out}</${tag}>`;
    }
  }
  return out;
}

/**
 * A library image's attributes: variant URLs built from the key (a srcset of the pipeline's
 * widths), the alt text, a reserved box, lazy. The sanitizer rebuilds every <img> from these.
 */
export function richTextImageAttributes(key: string, alt: string): Record<string, string> | null {
  if (!isImageKey(key) || !alt.trim()) return null;
  return {
    src: imageUrl(key, 960, "webp"),
    srcset: srcSet(key, "webp"),
    sizes: RICH_TEXT_IMAGE_SIZES,
    alt: alt.trim(),
    width: String(RICH_TEXT_IMAGE_BOX.width),
    height: String(RICH_TEXT_IMAGE_BOX.height),
    loading: "lazy",
    decoding: "async",
  };
}

/** A library image as HTML, every attribute escaped; nothing without a valid key and alt text. */
export function richTextImageHtml(key: string, alt: string): string {
  const attribs = richTextImageAttributes(key, alt);
  if (!attribs) return "";
  return html`<img ${joinHtml(
    Object.entries(attribs).map(([name, value]) => html`${name}="${value}"`),
    " ",
  )}>`.toString();
}

/** The library keys of the images in `doc`, for the server's "is it in the library" check. */
export function richTextImageKeys(doc: RichTextDoc | null | undefined): string[] {
  const keys: string[] = [];
  const walk = (nodes: RichTextNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (n.type === "image" && typeof n.attrs?.key === "string") keys.push(n.attrs.key);
      walk(n.content);
    }
  };
  walk(doc?.content);
  return [...new Set(keys)];
}

function renderNodes(nodes: RichTextNode[] | undefined): SafeHtml {
  return joinHtml((nodes ?? []).map(renderNode));
}

function renderNode(node: RichTextNode): SafeHtml {
  switch (node.type) {
    case "text":
      return renderMarks(node.text ?? "", node.marks);
    case "hardBreak":
      return html`<br>`;
    case "horizontalRule":
      return html`<hr>`;
    case "image":
      return trustedHtml(richTextImageHtml(String(node.attrs?.key ?? ""), String(node.attrs?.alt ?? "").trim()));
    case "heading": {
      const tag = Number(node.attrs?.level) === 3 ? "h3" : "h2";
      return html`<${tag}>${renderNodes(node.content)}</${tag}>`;
    }
    default: {
      // Tag names come from our own allowlist, never from the document.
      const tag = BLOCK_TAGS[node.type] ?? "p";
      return html`<${tag}>${renderNodes(node.content)}</${tag}>`;
    }
  }
}

/** The document as HTML: only allowlisted tags, every text escaped, only safe link targets. */
export function renderRichText(doc: RichTextDoc): string {
  return renderNodes(doc.content).toString();
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
