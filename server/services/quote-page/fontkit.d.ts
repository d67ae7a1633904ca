/** The part of fontkit (pdfkit's own font engine) the quote PDF uses: which characters a font draws. */
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
