/**
 * The quote PDF's own words per language (issue 29, decision 0077). The PDF is server code, which
 * Lingui's macros do not reach, so its words are a table; the sentences it shares with the quote page
 * (dates, party, figures, due dates, how to pay) come from domain/quotes/quote-text.ts, and the
 * labels both print (`labels`) are held to the page's catalogue by a test (pdf-words.test.ts), so the
 * PDF and the page cannot name the same thing differently.
 */
import type { Locale } from "#domain/locales.ts";

/** The labels the page and the PDF both print; the page's are app/quotes/document-labels.ts. */
export type SharedLabel = "preparedFor" | "party" | "dates" | "ratesFor" | "dayByDay" | "included" | "notIncluded" | "howToPay" | "yourConsultant";

export interface PdfWords {
  labels: Record<SharedLabel, string>;
  /** "Mon, 14 September 2026 to ..." is written already. */
  issued(issued: string, validUntil: string): string;
  titleFor(quoteTitle: string, traveller: string): string;
  subject: string;
  amendment(version: number): string;
  acceptedLine(option: string, deposit: string, due: string): string;
  expired(date: string): string;
  option(n: number, title: string): string;
  price: string;
  depositAndBalance: string;
  terms: string;
  fullTerms(url: string): string;
  page(n: number, of: number): string;
  places(list: string[]): string;
  overnight(place: string): string;
  meals(meals: string): string;
}

const en: PdfWords = {
  labels: {
    preparedFor: "Prepared for",
    party: "Party",
    dates: "Dates",
    ratesFor: "Rates for",
    dayByDay: "Day by day",
    included: "Included",
    notIncluded: "Not included",
    howToPay: "How to pay",
    yourConsultant: "Your travel consultant",
  },
  issued: (issued, until) => `Issued ${issued}. Valid until ${until}.`,
  titleFor: (title, who) => `${title} for ${who}`,
  subject: "Safari quote",
  amendment: (v) => `Version ${v} below is a proposed amendment: what you accepted stands unless you accept it in its place.`,
  acceptedLine: (option, deposit, due) => `Accepted: ${option}. ${deposit} deposit due ${due}.`,
  expired: (date) => `This quote expired on ${date}. Ask us for a fresh one.`,
  option: (n, title) => `Option ${n}: ${title}`,
  price: "Price",
  depositAndBalance: "Deposit and balance",
  terms: "Terms",
  fullTerms: (url) => `Full booking terms: ${url}`,
  page: (n, of) => `Page ${n} of ${of}`,
  places: (list) => `Places: ${list.join(", ")}`,
  overnight: (place) => `Overnight: ${place}`,
  meals: (meals) => `Meals: ${meals}`,
};

const de: PdfWords = {
  labels: {
    preparedFor: "Erstellt für",
    party: "Reisende",
    dates: "Reisedaten",
    ratesFor: "Preise für",
    dayByDay: "Tag für Tag",
    included: "Inbegriffen",
    notIncluded: "Nicht inbegriffen",
    howToPay: "So bezahlen Sie",
    yourConsultant: "Ihre Reiseberatung",
  },
  issued: (issued, until) => `Ausgestellt am ${issued}. Gültig bis ${until}.`,
  titleFor: (title, who) => `${title} für ${who}`,
  subject: "Safari-Angebot",
  amendment: (v) => `Version ${v} unten ist eine vorgeschlagene Änderung: Es gilt, was Sie angenommen haben, bis Sie die Änderung an seiner Stelle annehmen.`,
  acceptedLine: (option, deposit, due) => `Angenommen: ${option}. Anzahlung von ${deposit}, fällig am ${due}.`,
  expired: (date) => `Dieses Angebot ist am ${date} abgelaufen. Fragen Sie uns nach einem neuen.`,
  option: (n, title) => `Option ${n}: ${title}`,
  price: "Preis",
  depositAndBalance: "Anzahlung und Restbetrag",
  terms: "Bedingungen",
  fullTerms: (url) => `Vollständige Buchungsbedingungen: ${url}`,
  page: (n, of) => `Seite ${n} von ${of}`,
  places: (list) => `Orte: ${list.join(", ")}`,
  overnight: (place) => `Übernachtung: ${place}`,
  meals: (meals) => `Mahlzeiten: ${meals}`,
};

const fr: PdfWords = {
  labels: {
    preparedFor: "Préparé pour",
    party: "Voyageurs",
    dates: "Dates",
    ratesFor: "Tarifs pour",
    dayByDay: "Jour par jour",
    included: "Inclus",
    notIncluded: "Non inclus",
    howToPay: "Comment payer",
    yourConsultant: "Votre conseiller voyage",
  },
  issued: (issued, until) => `Émis le ${issued}. Valable jusqu'au ${until}.`,
  titleFor: (title, who) => `${title} pour ${who}`,
  subject: "Devis de safari",
  amendment: (v) => `La version ${v} ci-dessous est une modification proposée : ce que vous avez accepté reste valable, sauf si vous l'acceptez à sa place.`,
  acceptedLine: (option, deposit, due) => `Accepté : ${option}. Acompte de ${deposit} dû le ${due}.`,
  expired: (date) => `Ce devis a expiré le ${date}. Demandez-nous-en un nouveau.`,
  option: (n, title) => `Option ${n} : ${title}`,
  price: "Prix",
  depositAndBalance: "Acompte et solde",
  terms: "Conditions",
  fullTerms: (url) => `Conditions de réservation complètes : ${url}`,
  page: (n, of) => `Page ${n} sur ${of}`,
  places: (list) => `Lieux : ${list.join(", ")}`,
  overnight: (place) => `Nuit : ${place}`,
  meals: (meals) => `Repas : ${meals}`,
};

const it: PdfWords = {
  labels: {
    preparedFor: "Preparato per",
    party: "Viaggiatori",
    dates: "Date",
    ratesFor: "Tariffe per",
    dayByDay: "Giorno per giorno",
    included: "Incluso",
    notIncluded: "Non incluso",
    howToPay: "Come pagare",
    yourConsultant: "Il Suo consulente di viaggio",
  },
  issued: (issued, until) => `Emesso il ${issued}. Valido fino a ${until}.`,
  titleFor: (title, who) => `${title} per ${who}`,
  subject: "Preventivo safari",
  amendment: (v) => `La versione ${v} qui sotto è una modifica proposta: ciò che ha accettato resta valido, a meno che non accetti questa al suo posto.`,
  acceptedLine: (option, deposit, due) => `Accettato: ${option}. Acconto di ${deposit} da versare entro il ${due}.`,
  expired: (date) => `Questo preventivo è scaduto il ${date}. Ce ne chieda uno nuovo.`,
  option: (n, title) => `Opzione ${n}: ${title}`,
  price: "Prezzo",
  depositAndBalance: "Acconto e saldo",
  terms: "Condizioni",
  fullTerms: (url) => `Condizioni di prenotazione complete: ${url}`,
  page: (n, of) => `Pagina ${n} di ${of}`,
  places: (list) => `Luoghi: ${list.join(", ")}`,
  overnight: (place) => `Pernottamento: ${place}`,
  meals: (meals) => `Pasti: ${meals}`,
};

const zh: PdfWords = {
  labels: {
    preparedFor: "客户",
    party: "出行人数",
    dates: "日期",
    ratesFor: "适用价格",
    dayByDay: "每日行程",
    included: "费用包含",
    notIncluded: "费用不含",
    howToPay: "付款方式",
    yourConsultant: "您的旅行顾问",
  },
  issued: (issued, until) => `签发日期：${issued}。有效期至：${until}。`,
  titleFor: (title, who) => `${title}（${who}）`,
  subject: "野生动物观光报价",
  amendment: (v) => `下方第 ${v} 版为修改方案：除非您接受该方案以取代原内容，否则您已接受的内容继续有效。`,
  acceptedLine: (option, deposit, due) => `已接受：${option}。订金 ${deposit}，应于${due}前支付。`,
  expired: (date) => `本报价已于${date}过期。请联系我们获取新报价。`,
  option: (n, title) => `方案 ${n}：${title}`,
  price: "价格",
  depositAndBalance: "订金与余款",
  terms: "条款",
  fullTerms: (url) => `完整预订条款：${url}`,
  page: (n, of) => `第 ${n} 页，共 ${of} 页`,
  places: (list) => `地点：${list.join("、")}`,
  overnight: (place) => `住宿：${place}`,
  meals: (meals) => `餐食：${meals}`,
};

export const PDF_WORDS: Record<Locale, PdfWords> = { en, de, fr, it, zh };
