/**
 * Fonts for the quote PDF that print any name (issue 24 item 9): a Chinese, Arabic or emoji name
 * printed "??" with pdfkit's built-in fonts, which encode Windows-1252 only. Noto Sans sets the text
 * (Latin, Greek, Cyrillic, Vietnamese); where it has no glyph, the run falls back to Noto Sans
 * Arabic, Noto Sans SC (Chinese, Japanese kana) or Noto Emoji (monochrome: PDF has no colour
 * fonts). pdfkit embeds only the glyphs used (a subset), so a quote stays small; the 10 MB CJK file
 * is read only when a quote needs it, and kept for the next one.
 *
 * `useUnicodeFonts(doc)` puts this under the page's own drawing code: its `font("Helvetica…")`
 * picks the matching Noto style, and each `text()` is split into runs by which font draws them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);

/** The font files (OFL-licensed, from @expo-google-fonts packages) by the name they get in the PDF. */
const FILES = {
  Body: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  "Body-Bold": "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  "Body-Italic": "@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf",
  Arabic: "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
  "Arabic-Bold": "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf",
  CJK: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  Emoji: "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf",
} as const;
type FontName = keyof typeof FILES;

/** What the drawing code asks for, and the Noto style that answers. */
const STYLE_OF: Record<string, FontName> = {
  Helvetica: "Body",
  "Helvetica-Bold": "Body-Bold",
  "Helvetica-Oblique": "Body-Italic",
};

/** Where each style looks when it has no glyph, in order (CJK and emoji have one weight here). */
const FALLBACKS: Record<FontName, FontName[]> = {
  Body: ["Arabic", "CJK", "Emoji"],
  "Body-Bold": ["Arabic-Bold", "CJK", "Emoji"],
  "Body-Italic": ["Arabic", "CJK", "Emoji"],
  Arabic: [],
  "Arabic-Bold": [],
  CJK: [],
  Emoji: [],
};

const bytes = new Map<FontName, Buffer>();
const outlines = new Map<FontName, fontkit.Font>();

function fontBytes(name: FontName): Buffer {
  let b = bytes.get(name);
  if (!b) bytes.set(name, (b = readFileSync(require.resolve(FILES[name]))));
  return b;
}

function draws(name: FontName, codePoint: number): boolean {
  let font = outlines.get(name);
  if (!font) outlines.set(name, (font = fontkit.create(fontBytes(name))));
  return font.hasGlyphForCodePoint(codePoint);
}

/** Joiners, variation selectors and combining marks stay with the character before them. */
const CLINGS = /[\u200c\u200d\ufe00-\ufe0f\u0300-\u036f\u064b-\u065f\u0670\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
const SPACE = /\s/u;

export interface TextRun {
  font: FontName;
  text: string;
}

/** The text cut into runs, each drawn by the first of the style and its fallbacks that has the glyph. */
export function fontRuns(text: string, style: FontName): TextRun[] {
  const runs: TextRun[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const cp = ch.codePointAt(0)!;
    let font: FontName;
    // A space stays inside a run (an Arabic name is laid out right to left as one run), except
    // after emoji, whose font's space is twice as wide as the text's.
    if (last && (CLINGS.test(ch) || (SPACE.test(ch) && last.font !== "Emoji"))) font = last.font;
    else font = [style, ...FALLBACKS[style]].find((f) => draws(f, cp)) ?? style;
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

type TextOptions = Record<string, unknown> & { continued?: boolean };

/** Makes `doc` draw every `text()` with the Noto fonts, falling back per run (see above). */
export function useUnicodeFonts(doc: Doc): void {
  const registered = new Set<FontName>();
  const setFont = doc.font.bind(doc) as (name: string, size?: number) => Doc;
  const drawText = doc.text.bind(doc) as (...args: unknown[]) => Doc;
  const use = (name: FontName) => {
    if (!registered.has(name)) {
      doc.registerFont(name, fontBytes(name));
      registered.add(name);
    }
    setFont(name);
  };
  let style: FontName = "Body";

  (doc as unknown as { font: unknown }).font = (name: string, size?: number) => {
    style = STYLE_OF[name] ?? (name in FILES ? (name as FontName) : "Body");
    use(style);
    if (size !== undefined) doc.fontSize(size);
    return doc;
  };

  (doc as unknown as { text: unknown }).text = (text: unknown, ...args: unknown[]) => {
    const runs = fontRuns(String(text ?? ""), style);
    if (runs.length <= 1) {
      use(runs[0]?.font ?? style);
      drawText(text, ...args);
      use(style);
      return doc;
    }
    // text(str, x, y, options) or text(str, options): the position goes with the first run only.
    const at = typeof args[0] === "number" ? [args[0], args[1]] : [];
    const options = ((typeof args[0] === "number" ? args[2] : args[0]) ?? {}) as TextOptions;
    runs.forEach((run, i) => {
      use(run.font);
      const continued = i < runs.length - 1 ? true : (options.continued ?? false);
      drawText(run.text, ...(i === 0 ? at : []), { ...options, continued });
    });
    use(style);
    return doc;
  };

  use(style);
}
