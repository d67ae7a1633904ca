/** The quote PDF read back with a real PDF text extractor (unpdf, pdf.js inside). */
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderQuotePdf } from "./quote-pdf.ts";
import { fixtureQuote } from "./presented-quote.test-data.ts";

async function textOf(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  // pdf.js may split a line into runs; compare on single spaces.
  return { pages: totalPages, text: text.replace(/\s+/g, " ") };
}

describe("quote PDF", () => {
  it("prints the brand, the traveller, every day, inclusions, exclusions, prices, deposit, balance and terms", async () => {
    const quote = fixtureQuote();
    const bytes = await renderQuotePdf(quote);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, text } = await textOf(bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain("Twiga Horizons Travel");
    expect(text).toContain("Quote TW-7K3D-2Q9F v2");
    expect(text).toContain("Amani Wanjiru");
    expect(text).toContain("2 adults and 1 child (age 9)");
    expect(text).toContain("Kenya Residents");
    for (const d of quote.options[0]!.days) expect(text).toContain(d.heading);
    expect(text).toContain("Option 1: Comfort");
    expect(text).toContain("Option 2: Premier");
    expect(text).toContain("Pop-up roof safari vehicle with a guide");
    expect(text).toContain("Tips and gratuities");
    expect(text).toContain("Balloon safari over the Mara");
    // Comfort: 565,000 less 15,000 is 550,000; half of it confirms.
    expect(text).toContain("KES 565,000");
    expect(text).toContain("- KES 15,000");
    expect(text).toContain("KES 550,000");
    expect(text).toContain("Deposit to confirm, due 7 days after you accept (Mon, 2 November 2026 if you accept today)");
    expect(text).toContain("KES 275,000");
    expect(text).toContain("Balance, due Sat, 14 November 2026");
    expect(text).toContain("KES 650,000");
    expect(text).toContain("Valid until Mon, 9 November 2026");
    expect(text).toContain("A deposit of 50% of the total confirms the booking");
    expect(text).toContain("Within 7 days or no show: 100%");
    expect(text).toContain("Wanjiku Otieno");
    // How to pay (issue 24): the company's bank and M-Pesa details, and the reference to quote.
    expect(text).toContain("Bank transfer: Savannah Commercial Bank (demo), Kenyatta Avenue, Nairobi. Account name: Twiga Horizons Travel Ltd. Account number: 0100 2000 3000 40. SWIFT: SAVAKENX.");
    expect(text).toContain("M-Pesa: Lipa na M-Pesa, Pay Bill, business number 555010, account number TW-7K3D-2Q9F.");
    expect(text).toContain("Full booking terms: https://twigahorizons.example/terms");
    expect(text).toContain(`Page 1 of ${pages}`);
  });

  it("says which option was accepted, or that the quote expired", async () => {
    const accepted = await textOf(await renderQuotePdf(fixtureQuote({ state: "accepted", acceptedOptionId: "opt-premier" })));
    expect(accepted.text).toContain("Accepted: Premier. KES 325,000 deposit due Mon, 2 November 2026.");
    const premier = fixtureQuote().options[1]!;
    const withAcceptance = await textOf(
      await renderQuotePdf(
        fixtureQuote({
          state: "sent",
          version: 3,
          amendsVersion: 2,
          acceptance: { version: 2, optionId: "opt-premier", optionTitle: "Premier", packageTitle: premier.packageTitle, tierName: "Premier", total: premier.total, deposit: premier.deposit, balance: premier.balance, acceptedOn: "2026-10-27", acceptedAt: "2026-10-27T09:00:00.000Z" },
        }),
      ),
    );
    expect(withAcceptance.text).toContain("You accepted Premier (version 2) for KES 650,000 on Tue, 27 October 2026.");
    expect(withAcceptance.text).toContain("Deposit: KES 325,000, due Mon, 2 November 2026.");
    expect(withAcceptance.text).toContain("Version 3 below is a proposed amendment: what you accepted stands unless you accept it in its place.");
    const expired = await textOf(await renderQuotePdf(fixtureQuote({ state: "expired" })));
    expect(expired.text).toContain("This quote expired on Mon, 9 November 2026.");
    expect(expired.text).not.toContain("Accepted:");
  });

  it("prints USD cents exactly", async () => {
    const quote = fixtureQuote({ currency: "USD" });
    quote.options[0]!.total = 123_456;
    const { text } = await textOf(await renderQuotePdf(quote));
    expect(text).toContain("USD 1,234.56");
  });

  // Six PDFs, the first one reading the 10 MB CJK font: seconds on a busy machine.
  it("prints any Unicode name: Chinese, Arabic, emoji and accents, never ?? (issue 24 item 9)", { timeout: 30_000 }, async () => {
    for (const name of ["王小明", "محمد العلي", "Zoë 🦒 Kamau", "Łukasz Żółć", "Ольга Петрова", "田中 さくら"]) {
      const bytes = await renderQuotePdf(fixtureQuote({ travellerName: name }));
      const { text } = await textOf(bytes);
      // Each word of the name is printed (right-to-left Arabic comes back in visual order: its words swap).
      for (const word of name.split(" ")) expect(text, name).toContain(word);
      expect(text).not.toContain("??");
      // Only the glyphs used are embedded: a Chinese name does not carry the 10 MB font.
      expect(bytes.byteLength).toBeLessThan(400_000);
    }
  });

  /** How full each page is: from the top margin to its lowest line of text, above the footer. */
  async function pageFill(bytes: Buffer): Promise<number[]> {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const fills: number[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , , height] = page.view as [number, number, number, number];
      const margin = 56;
      const ys = (await page.getTextContent()).items.flatMap((i) => ("transform" in i && i.str.trim() ? [i.transform[5] as number] : [])).filter((y) => y > margin);
      fills.push((height - margin - Math.min(...ys)) / (height - 2 * margin));
    }
    return fills;
  }

  it("seen (issue 24): page 2 held only three lines of option 1; now blocks keep together and no page but the last is less than half full", async () => {
    const base = fixtureQuote();
    const longer = (o: (typeof base.options)[number], days: number) => ({
      ...o,
      days: Array.from({ length: days }, (_, i) => ({ ...o.days[i % o.days.length]!, number: i + 1, heading: `Day ${i + 1}: ${o.days[i % o.days.length]!.heading.replace(/^Day \d+: /, "")}` })),
    });
    // The seen case (two options of 7 days) and other lengths around page breaks.
    for (const [days, options] of [[7, 2], [4, 2], [5, 1], [9, 2], [3, 3], [12, 1], [6, 3]] as const) {
      const quote = { ...base, options: Array.from({ length: options }, (_, i) => ({ ...longer(base.options[i % 2]!, days), id: `o${i + 1}` })) };
      const fills = await pageFill(await renderQuotePdf(quote));
      const label = `${options} option(s) of ${days} days: ${fills.map((f) => f.toFixed(2)).join(", ")}`;
      for (const fill of fills.slice(0, -1)) expect(fill, label).toBeGreaterThan(0.5);
      // Nothing is lost: every day of every option is printed.
      const { text } = await textOf(await renderQuotePdf(quote));
      expect(text.match(new RegExp(`Day ${days}:`, "g"))?.length, label).toBe(options);
    }
  });

  it("gives the same bytes for the same quote", async () => {
    const a = await renderQuotePdf(fixtureQuote());
    const b = await renderQuotePdf(fixtureQuote());
    expect(a.equals(b)).toBe(true);
  });
});
