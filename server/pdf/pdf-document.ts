/**
 * A new A4 PDF for the documents travellers receive (the quote, receipts, the invoice): Noto fonts
 * embedded as subsets so any name prints (server/services/quote-page/pdf-fonts.ts), fixed dates
 * inside so the bytes are the same for the same document, and `finish()` to end it and get them.
 */
import PDFDocument from "pdfkit";
import { installUnicodeFonts } from "../services/quote-page/pdf-fonts.ts";

type Doc = InstanceType<typeof PDFDocument>;

/** Control characters a PDF string must not carry (typed text can hold them). */
export const printable = (text: string): string => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu, "");

export function newPdfDocument(info: { title: string; author: string; subject: string; date: string; margin: number }): { doc: Doc; finish: () => Promise<Buffer> } {
  const at = new Date(`${info.date}T00:00:00Z`);
  const stamp = Number.isNaN(at.getTime()) ? new Date(0) : at;
  const m = info.margin;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: m, bottom: m, left: m, right: m },
    info: { Title: printable(info.title), Author: printable(info.author), Subject: info.subject, CreationDate: stamp, ModDate: stamp },
    pdfVersion: "1.7",
    lang: "en-KE",
    displayTitle: true,
    bufferPages: true,
  });
  installUnicodeFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
