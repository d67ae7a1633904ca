/**
 * Fonts for the quote PDF that print any name (issue 24 item 9): a Chinese, Arabic or emoji name
 * printed "??" with pdfkit's built-in fonts, which encode Windows-1252 only. Text the built-in
 * Helvetica draws stays in it (nothing to embed or lay out: a quote in English is ready in
 * milliseconds, as before); any other run falls back to Noto Sans (Latin beyond Windows-1252,
 * Greek, Cyrillic, Vietnamese), Noto Sans Arabic, Noto Sans SC (Chinese, Japanese kana) or Noto
 * Emoji (monochrome: PDF has no colour fonts). pdfkit embeds only the glyphs used (a subset), so a
 * quote stays small; each font file is read the first time a quote needs it, and kept.
 *
 * `installUnicodeFonts(doc)` puts this under the page's own drawing code: its `font("Helvetica…")`
 * sets the style, and each `text()` is split into runs by which font draws them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);

/** pdfkit's built-in fonts: Windows-1252 only. */
const BUILT_IN = ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique"] as const;
type BuiltIn = (typeof BUILT_IN)[number];
/** What Windows-1252 (the built-in fonts' encoding) can print. */
const WIN_ANSI = /^[\t\n\r\x20-\x7e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]$/u;

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
type Embedded = keyof typeof FILES;
type FontName = Embedded | BuiltIn;

/** Where each style looks when it has no glyph, in order (CJK and emoji have one weight here). */
const FALLBACKS: Record<BuiltIn, Embedded[]> = {
  Helvetica: ["Body", "Arabic", "CJK", "Emoji"],
  "Helvetica-Bold": ["Body-Bold", "Arabic-Bold", "CJK", "Emoji"],
  "Helvetica-Oblique": ["Body-Italic", "Arabic", "CJK", "Emoji"],
};

const isBuiltIn = (name: string): name is BuiltIn => (BUILT_IN as readonly string[]).includes(name);

/** Helvetica's ascender (its AFM files, all three styles), in thousandths of the font size. */
const HELVETICA_ASCENDER = 718;

const bytes = new Map<Embedded, Buffer>();
const outlines = new Map<Embedded, fontkit.Font>();

function fontBytes(name: Embedded): Buffer {
  let b = bytes.get(name);
  if (!b) bytes.set(name, (b = readFileSync(require.resolve(FILES[name]))));
  return b;
}

function draws(name: FontName, codePoint: number): boolean {
  if (isBuiltIn(name)) return WIN_ANSI.test(String.fromCodePoint(codePoint));
  let font = outlines.get(name);
  if (!font) outlines.set(name, (font = fontkit.create(fontBytes(name))));
  return font.hasGlyphForCodePoint(codePoint);
}

/** Joiners, variation selectors and combining marks stay with the character before them. */
// oxlint-disable-next-line no-misleading-character-class -- each code point is tested on its own, never a sequence
const CLINGS = /[\u200c\u200d\ufe00-\ufe0f\u0300-\u036f\u064b-\u065f\u0670\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
const SPACE = /\s/u;

export interface TextRun {
  font: FontName;
  text: string;
}

/** The text cut into runs, each drawn by the first of the style and its fallbacks that has the glyph. */
export function fontRuns(text: string, style: BuiltIn): TextRun[] {
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
export function installUnicodeFonts(doc: Doc): void {
  const registered = new Set<Embedded>();
  const setFont = doc.font.bind(doc) as (name: string, size?: number) => Doc;
  const drawText = doc.text.bind(doc) as (...args: unknown[]) => Doc;
  const switchTo = (name: FontName) => {
    if (!isBuiltIn(name) && !registered.has(name)) {
      doc.registerFont(name, fontBytes(name));
      registered.add(name);
    }
    setFont(name);
  };
  let style: BuiltIn = "Helvetica";

  (doc as unknown as { font: unknown }).font = (name: string, size?: number) => {
    style = isBuiltIn(name) ? name : "Helvetica";
    switchTo(style);
    if (size !== undefined) doc.fontSize(size);
    return doc;
  };

  /**
   * pdfkit sets a line's text from its top by each font's own ascender, so a Noto run (taller
   * ascender) would sit lower than the Helvetica beside it: an embedded run is placed with
   * Helvetica's ascender instead, and every baseline on the line agrees.
   */
  const alignedWithHelvetica = (font: FontName, options: TextOptions): TextOptions => {
    if (isBuiltIn(font) || options.baseline !== undefined) return options;
    const size = (doc as unknown as { _fontSize: number })._fontSize;
    return { ...options, baseline: -(HELVETICA_ASCENDER / 1000) * size };
  };

  (doc as unknown as { text: unknown }).text = (text: unknown, ...args: unknown[]) => {
    const runs = fontRuns(String(text ?? ""), style);
    // text(str, x, y, options) or text(str, options): the position goes with the first run only.
    const at = typeof args[0] === "number" ? [args[0], args[1]] : [];
    const options = ((typeof args[0] === "number" ? args[2] : args[0]) ?? {}) as TextOptions;
    if (runs.length <= 1) {
      const font = runs[0]?.font ?? style;
      switchTo(font);
      drawText(text, ...at, alignedWithHelvetica(font, options));
      switchTo(style);
      return doc;
    }
    runs.forEach((run, i) => {
      switchTo(run.font);
      const continued = i < runs.length - 1 ? true : (options.continued ?? false);
      drawText(run.text, ...(i === 0 ? at : []), alignedWithHelvetica(run.font, { ...options, continued }));
    });
    switchTo(style);
    return doc;
  };

  switchTo(style);
}
