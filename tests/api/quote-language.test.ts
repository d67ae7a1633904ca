/**
 * A traveller's quote in the language of their inquiry (issue 29, decision 0077), over the real
 * quote store: an inquiry sent from a German page gets its quote email, quote page answers, PDF and
 * acceptance email in German, with German dates and amounts; an English inquiry's stay English; a
 * Chinese quote's PDF, written to a file and read back with poppler's pdftotext, prints its Chinese
 * words (never "?").
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../app/quotes/quote-page.tsx";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { validInquiry, FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { travellerPageContext } from "../helpers/page-contexts.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** "Mo., 14. September 2026": a German weekday, day and month. */
const GERMAN_DAY = /(Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/;

describe.each(DIALECTS)("a quote in its inquiry's language on %s", (dialect) => {
  let database: TestDatabase;
  let s: TestSite;

  const context = (method: string) => travellerPageContext(s.site, s.url, new Request(s.url, { method, headers: { "user-agent": BROWSER } }));
  const load = async (token: string) => (await loader({ request: new Request(`${s.url}/quotes/${token}`), params: { token }, context: await context("GET") } as never)) as any;
  const post = async (token: string, fields: Record<string, string>) =>
    (await action({ request: new Request(`${s.url}/quotes/${token}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: s.url } }), params: { token }, context: await context("POST") } as never)) as any;
  const email = (inquiryId: number, kind: string) =>
    s.site.db.kysely.selectFrom("outbox_messages").select(["subject", "text_body", "html_body"]).where("inquiry_id", "=", inquiryId).where("kind", "=", kind).executeTakeFirstOrThrow();
  const pdf = async (token: string) => Buffer.from(await (await fetch(`${s.url}/quotes/${token}/pdf`, { headers: { "user-agent": BROWSER } })).arrayBuffer());

  async function quoteFrom(sourceUrl: string, fullName = "Anna Weber") {
    const res = await s.post({ ...validInquiry, full_name: fullName, email: `t-${Math.random().toString(36).slice(2)}@traveller.example`, source_url: sourceUrl });
    expect(res.status).toBe(201);
    const inquiryId = (await res.json()).id as number;
    return { inquiryId, ...(await sendTestQuote(s.site, inquiryId)) };
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, FAST_OUTBOX);
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it("an inquiry from a German page: the quote email, the page, the PDF and the acceptance email are German, with German dates and amounts", async () => {
    const { inquiryId, token } = await quoteFrom("http://localhost:3000/de/packages/1?inquire=1");

    const sent = await email(inquiryId, "quote_sent");
    expect(sent.subject).toMatch(/^Ihr Angebot von .+ \(\S+ v1\)$/);
    expect(sent.text_body).toContain("Ihr Angebot ist fertig.");
    expect(sent.text_body).toMatch(new RegExp(`Das Angebot gilt bis ${GERMAN_DAY.source}\\.`));
    expect(sent.html_body).toContain('<html lang="de">');
    expect(sent.html_body).toContain("Ihr Angebot öffnen");

    const page = await load(token);
    expect(page.documentLocale).toBe("de");
    expect(page.quote.locale).toBe("de");
    expect(page.quote.depositTerms).toMatch(/^Eine Anzahlung von 50 % bestätigt Ihre Buchung/);

    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf(token))), { mergePages: true });
    const words = text.replace(/\s+/g, " ");
    for (const german of ["Angebot ", "Erstellt für: Anna Weber", "Reisende: 2 Erwachsene und 2 Kinder (Alter: 7 und 12)", "Einwohner Kenias", "Tag für Tag", "Zwischensumme", "Gesamtpreis", "Anzahlung zur Bestätigung, fällig 7 Tage nach Ihrer Annahme", "So bezahlen Sie", "Seite 1 von"])
      expect(words).toContain(german);
    // The extra line of 250,000.00 KES, written the German way, the code after the figure.
    expect(words).toMatch(/250\.000 KES/);
    expect(words).toMatch(GERMAN_DAY);
    for (const english of ["Prepared for", "Day by day", "Subtotal", "How to pay", "KES 250,000"]) expect(words).not.toContain(english);

    const option = page.quote.options[0].id as string;
    // The page's forms send their language, for refusals answered before the quote is read.
    const unticked = await post(token, { intent: "accept", option, version: "1", lang: "de" });
    expect(unticked.data.errors.terms).toBe("Setzen Sie das Häkchen, um den Buchungsbedingungen zuzustimmen, und nehmen Sie dann an.");
    const accepted = await post(token, { intent: "accept", option, version: "1", terms: "on" });
    expect(accepted.data.outcome).toBe("done");
    expect(accepted.data.message).toMatch(/^Vielen Dank, Sie haben .+ angenommen\. Um Ihre Buchung zu bestätigen, zahlen Sie die Anzahlung von [\d.]+\u00a0KES, fällig am /);

    const confirmation = await email(inquiryId, "quote_acceptance_confirmation");
    expect(confirmation.subject).toMatch(/^Sie haben .+ angenommen: [\d.]+\u00a0KES \(/);
    expect(confirmation.text_body).toContain("Gesamtpreis: 250.000\u00a0KES.");
    expect(confirmation.text_body).toContain("So bezahlen Sie:");
    expect(confirmation.text_body).toMatch(/Anzahlung: 125\.000\u00a0KES, fällig am /);
    // Staff read English: the owner's notice is not translated.
    expect((await email(inquiryId, "quote_accepted")).subject).toMatch(/^Quote accepted: /);
  });

  it("an inquiry from an English page keeps its quote English, as it always was", async () => {
    const { inquiryId, token } = await quoteFrom("http://localhost:3000/packages/1");
    expect((await email(inquiryId, "quote_sent")).subject).toMatch(/^Your quote from /);
    const page = await load(token);
    expect(page.documentLocale).toBe("en");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf(token))), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain("KES 250,000");
  });

  it("a Chinese quote's PDF, written to a file and read back with pdftotext, prints its Chinese words", async () => {
    const { token } = await quoteFrom("http://localhost:3000/zh/contact", "王小明");
    const file = join(mkdtempSync(join(tmpdir(), "quote-zh-")), "quote.pdf");
    writeFileSync(file, await pdf(token));
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    for (const chinese of ["报价", "客户：王小明", "出行人数：2 位成人和 2 位儿童（年龄：7、12）", "肯尼亚居民", "每日行程", "小计", "总价", "付款方式", "第 1 页，共 1 页"]) expect(text).toContain(chinese);
    expect(text).toMatch(/2027年8月10日周二/);
    // pdftotext gives the no-break space between code and figure back as a space.
    expect(text).toMatch(/KES[\u00a0 ]250,000/);
    expect(text).not.toContain("?");
  });
});
