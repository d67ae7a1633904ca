/**
 * The sentences a traveller's quote is written in, per language (issue 29, decision 0077): the quote
 * page, its PDF and the quote emails all build them from the PresentedQuote's values through
 * domain/quotes/quote-text.ts, so a date, an amount or a count is never a copy. The server (PDF,
 * emails) cannot use Lingui's macros and the page shares these sentences with it, so they are a
 * table here; the page's own labels are in its catalogue (app/locales/<locale>/documents.po), and a
 * test holds the residency names to the site's catalogue (domain/quotes/quote-words.test.ts).
 * English reads exactly as the quote always did.
 */
import { depositTermsSentence, type BookingTerms } from "../booking-terms.ts";
import type { Locale } from "../locales.ts";
import { RESIDENCY_LABELS, type InquiryResidency } from "../residency.ts";

export interface BankDetails {
  bankName: string;
  bankBranch: string;
  accountName: string;
  accountNumber: string;
  swiftCode: string;
}

export interface QuoteWords {
  /** "2 adults and 2 children (ages 7 and 12)" */
  party(adults: number, childAges: number[]): string;
  datesToBeAgreed: string;
  /** Two written dates as a range. */
  range(from: string, to: string): string;
  subtotal: string;
  discount: string;
  total: string;
  /** The figures' labels, the due words after them. */
  depositRow(due: string): string;
  balanceRow(due: string): string;
  /** When the deposit is due (issue 24): never a bare "today". `date` is written already. */
  depositDue: {
    nearAccepted(date: string): string;
    nearBeforeAccepting: string;
    accepted(date: string): string;
    beforeAccepting(days: number, date: string): string;
  };
  balanceDue: {
    withDepositAsNear(days: number): string;
    withDepositIfToday(date: string): string;
    on(date: string): string;
  };
  acceptQuestion(title: string, total: string): string;
  accepted(title: string, version: number, total: string, date: string): string;
  depositLine(amount: string, due: string): string;
  balanceLine(amount: string, due: string): string;
  bank(b: BankDetails): string;
  mpesa(paybill: string, reference: string): string;
  quoteReference(reference: string): string;
  noPaymentDetails(reference: string): string;
  quoteTitle(reference: string): string;
  /** The booking terms as one sentence, from their values. */
  depositTerms(terms: BookingTerms): string;
  /** The quote's own short terms, printed at its end. */
  quoteTerms: string;
  residencies: Record<InquiryResidency, string>;
}

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
/** "7 and 12", "5, 7 and 12" */
const andList = (items: readonly (string | number)[], and: string) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`);

const en: QuoteWords = {
  party(adults, ages) {
    const a = count(adults, "adult", "adults");
    if (ages.length === 0) return a;
    return `${a} and ${count(ages.length, "child", "children")} (${ages.length === 1 ? `age ${ages[0]}` : `ages ${andList(ages, "and")}`})`;
  },
  datesToBeAgreed: "Dates to be agreed",
  range: (from, to) => `${from} to ${to}`,
  subtotal: "Subtotal",
  discount: "Discount",
  total: "Total",
  depositRow: (due) => `Deposit to confirm, ${due}`,
  balanceRow: (due) => `Balance, ${due}`,
  depositDue: {
    nearAccepted: (date) => `due ${date}, the day you accepted, as departure is near`,
    nearBeforeAccepting: "due when you accept, as departure is near",
    accepted: (date) => `due ${date}`,
    beforeAccepting: (days, date) => `due ${count(days, "day", "days")} after you accept (${date} if you accept today)`,
  },
  balanceDue: {
    withDepositAsNear: (days) => `due with the deposit, as departure is less than ${count(days, "day", "days")} away`,
    withDepositIfToday: (date) => `due with the deposit (${date} if you accept today)`,
    on: (date) => `due ${date}`,
  },
  acceptQuestion: (title, total) => `Accept ${title} for ${total}?`,
  accepted: (title, version, total, date) => `You accepted ${title} (version ${version}) for ${total} on ${date}.`,
  depositLine: (amount, due) => `Deposit: ${amount}, ${due}.`,
  balanceLine: (amount, due) => `Balance: ${amount}, ${due}.`,
  bank: (b) => `Bank transfer: ${b.bankName}${b.bankBranch ? `, ${b.bankBranch}` : ""}. Account name: ${b.accountName}. Account number: ${b.accountNumber}.${b.swiftCode ? ` SWIFT: ${b.swiftCode}.` : ""}`,
  mpesa: (paybill, ref) => `M-Pesa: Lipa na M-Pesa, Pay Bill, business number ${paybill}, account number ${ref}.`,
  quoteReference: (ref) => `Please quote ${ref} with every payment; we confirm each payment in writing.`,
  noPaymentDetails: (ref) => `We will send you our payment details with your invoice; please quote ${ref} with every payment.`,
  quoteTitle: (ref) => `Quote ${ref}`,
  // The terms page's own sentence (domain/booking-terms.ts), so the English has one source.
  depositTerms: depositTermsSentence,
  quoteTerms:
    "This quote is free and non-binding. Prices are per the party and dates shown; lodge, park and airline prices can change after the quote's validity, and we re-confirm the price before you pay. Availability is confirmed when you accept. Cancellation charges, payment methods and the rest of our booking terms are on our terms page.",
  residencies: RESIDENCY_LABELS,
};

const de: QuoteWords = {
  party(adults, ages) {
    const a = count(adults, "Erwachsener", "Erwachsene");
    if (ages.length === 0) return a;
    return `${a} und ${count(ages.length, "Kind", "Kinder")} (Alter: ${andList(ages, "und")})`;
  },
  datesToBeAgreed: "Reisedaten nach Absprache",
  range: (from, to) => `${from} bis ${to}`,
  subtotal: "Zwischensumme",
  discount: "Rabatt",
  total: "Gesamtpreis",
  depositRow: (due) => `Anzahlung zur Bestätigung, ${due}`,
  balanceRow: (due) => `Restbetrag, ${due}`,
  depositDue: {
    nearAccepted: (date) => `fällig am ${date}, dem Tag Ihrer Annahme, da die Abreise kurz bevorsteht`,
    nearBeforeAccepting: "fällig bei Annahme, da die Abreise kurz bevorsteht",
    accepted: (date) => `fällig am ${date}`,
    beforeAccepting: (days, date) => `fällig ${count(days, "Tag", "Tage")} nach Ihrer Annahme (am ${date}, wenn Sie heute annehmen)`,
  },
  balanceDue: {
    withDepositAsNear: (days) => `fällig mit der Anzahlung, da die Abreise weniger als ${count(days, "Tag", "Tage")} entfernt ist`,
    withDepositIfToday: (date) => `fällig mit der Anzahlung (am ${date}, wenn Sie heute annehmen)`,
    on: (date) => `fällig am ${date}`,
  },
  acceptQuestion: (title, total) => `${title} für ${total} annehmen?`,
  accepted: (title, version, total, date) => `Sie haben am ${date} ${title} (Version ${version}) für ${total} angenommen.`,
  depositLine: (amount, due) => `Anzahlung: ${amount}, ${due}.`,
  balanceLine: (amount, due) => `Restbetrag: ${amount}, ${due}.`,
  bank: (b) => `Banküberweisung: ${b.bankName}${b.bankBranch ? `, ${b.bankBranch}` : ""}. Kontoinhaber: ${b.accountName}. Kontonummer: ${b.accountNumber}.${b.swiftCode ? ` SWIFT/BIC: ${b.swiftCode}.` : ""}`,
  mpesa: (paybill, ref) => `M-Pesa: Lipa na M-Pesa, Pay Bill, Geschäftsnummer ${paybill}, Kontonummer ${ref}.`,
  quoteReference: (ref) => `Bitte geben Sie bei jeder Zahlung ${ref} an; wir bestätigen jede Zahlung schriftlich.`,
  noPaymentDetails: (ref) => `Unsere Zahlungsdaten senden wir Ihnen mit der Rechnung; bitte geben Sie bei jeder Zahlung ${ref} an.`,
  quoteTitle: (ref) => `Angebot ${ref}`,
  depositTerms: (t) =>
    `Eine Anzahlung von ${t.depositPercent} % bestätigt Ihre Buchung; sie ist ${t.depositDueDaysAfterAcceptance > 0 ? `innerhalb von ${count(t.depositDueDaysAfterAcceptance, "Tag", "Tagen")} nach Annahme des Angebots` : "bei Annahme des Angebots"} fällig, spätestens vor der Abreise. ` +
    `Der Restbetrag ist ${count(t.balanceDueDaysBeforeDeparture, "Tag", "Tage")} vor der Abreise fällig, bei früherer Abreise zusammen mit der Anzahlung.`,
  quoteTerms:
    "Dieses Angebot ist kostenlos und unverbindlich. Die Preise gelten für die genannten Reisenden und Daten; Preise von Lodges, Parks und Fluggesellschaften können sich nach Ablauf der Gültigkeit ändern, und wir bestätigen den Preis vor Ihrer Zahlung erneut. Die Verfügbarkeit wird bei Annahme bestätigt. Stornogebühren, Zahlungswege und unsere übrigen Buchungsbedingungen finden Sie auf unserer Seite mit den Geschäftsbedingungen.",
  residencies: { residents: "Einwohner Kenias", east_africans: "Einwohner Ostafrikas", non_residents: "Internationale Gäste" },
};

const fr: QuoteWords = {
  party(adults, ages) {
    const a = count(adults, "adulte", "adultes");
    if (ages.length === 0) return a;
    return `${a} et ${count(ages.length, "enfant", "enfants")} (${ages.length === 1 ? `${ages[0]} ans` : `${andList(ages, "et")} ans`})`;
  },
  datesToBeAgreed: "Dates à convenir",
  range: (from, to) => `du ${from} au ${to}`,
  subtotal: "Sous-total",
  discount: "Remise",
  total: "Total",
  depositRow: (due) => `Acompte de confirmation, ${due}`,
  balanceRow: (due) => `Solde, ${due}`,
  depositDue: {
    nearAccepted: (date) => `dû le ${date}, jour de votre acceptation, le départ étant proche`,
    nearBeforeAccepting: "dû à l'acceptation, le départ étant proche",
    accepted: (date) => `dû le ${date}`,
    beforeAccepting: (days, date) => `dû ${count(days, "jour", "jours")} après votre acceptation (le ${date} si vous acceptez aujourd'hui)`,
  },
  balanceDue: {
    withDepositAsNear: (days) => `dû avec l'acompte, le départ étant dans moins de ${count(days, "jour", "jours")}`,
    withDepositIfToday: (date) => `dû avec l'acompte (le ${date} si vous acceptez aujourd'hui)`,
    on: (date) => `dû le ${date}`,
  },
  acceptQuestion: (title, total) => `Accepter ${title} pour ${total} ?`,
  accepted: (title, version, total, date) => `Vous avez accepté ${title} (version ${version}) pour ${total} le ${date}.`,
  depositLine: (amount, due) => `Acompte : ${amount}, ${due}.`,
  balanceLine: (amount, due) => `Solde : ${amount}, ${due}.`,
  bank: (b) => `Virement bancaire : ${b.bankName}${b.bankBranch ? `, ${b.bankBranch}` : ""}. Titulaire du compte : ${b.accountName}. Numéro de compte : ${b.accountNumber}.${b.swiftCode ? ` SWIFT : ${b.swiftCode}.` : ""}`,
  mpesa: (paybill, ref) => `M-Pesa : Lipa na M-Pesa, Pay Bill, numéro d'entreprise ${paybill}, numéro de compte ${ref}.`,
  quoteReference: (ref) => `Merci d'indiquer ${ref} à chaque paiement ; nous confirmons chaque paiement par écrit.`,
  noPaymentDetails: (ref) => `Nous vous enverrons nos coordonnées de paiement avec votre facture ; merci d'indiquer ${ref} à chaque paiement.`,
  quoteTitle: (ref) => `Devis ${ref}`,
  depositTerms: (t) =>
    `Un acompte de ${t.depositPercent} % confirme votre réservation ; il est dû ${t.depositDueDaysAfterAcceptance > 0 ? `dans les ${count(t.depositDueDaysAfterAcceptance, "jour", "jours")} suivant l'acceptation du devis` : "à l'acceptation du devis"}, et avant le départ. ` +
    `Le solde est dû ${count(t.balanceDueDaysBeforeDeparture, "jour", "jours")} avant le départ, ou avec l'acompte si le départ est plus proche.`,
  quoteTerms:
    "Ce devis est gratuit et sans engagement. Les prix valent pour les voyageurs et les dates indiqués ; les tarifs des lodges, des parcs et des compagnies aériennes peuvent changer après la durée de validité du devis, et nous reconfirmons le prix avant votre paiement. La disponibilité est confirmée lorsque vous acceptez. Les frais d'annulation, les moyens de paiement et le reste de nos conditions de réservation figurent sur notre page des conditions.",
  residencies: { residents: "Résidents du Kenya", east_africans: "Résidents d’Afrique de l’Est", non_residents: "Visiteurs internationaux" },
};

const it: QuoteWords = {
  party(adults, ages) {
    const a = count(adults, "adulto", "adulti");
    if (ages.length === 0) return a;
    return `${a} e ${count(ages.length, "bambino", "bambini")} (${ages.length === 1 ? `età ${ages[0]}` : `età ${andList(ages, "e")}`})`;
  },
  datesToBeAgreed: "Date da concordare",
  range: (from, to) => `dal ${from} al ${to}`,
  subtotal: "Subtotale",
  discount: "Sconto",
  total: "Totale",
  depositRow: (due) => `Acconto per confermare, ${due}`,
  balanceRow: (due) => `Saldo, ${due}`,
  depositDue: {
    nearAccepted: (date) => `da versare il ${date}, giorno della Sua accettazione, perché la partenza è vicina`,
    nearBeforeAccepting: "da versare all'accettazione, perché la partenza è vicina",
    accepted: (date) => `da versare entro il ${date}`,
    beforeAccepting: (days, date) => `da versare ${count(days, "giorno", "giorni")} dopo l'accettazione (il ${date} se accetta oggi)`,
  },
  balanceDue: {
    withDepositAsNear: (days) => `da versare con l'acconto, perché mancano meno di ${count(days, "giorno", "giorni")} alla partenza`,
    withDepositIfToday: (date) => `da versare con l'acconto (il ${date} se accetta oggi)`,
    on: (date) => `da versare entro il ${date}`,
  },
  acceptQuestion: (title, total) => `Accettare ${title} per ${total}?`,
  accepted: (title, version, total, date) => `Ha accettato ${title} (versione ${version}) per ${total} il ${date}.`,
  depositLine: (amount, due) => `Acconto: ${amount}, ${due}.`,
  balanceLine: (amount, due) => `Saldo: ${amount}, ${due}.`,
  bank: (b) => `Bonifico bancario: ${b.bankName}${b.bankBranch ? `, ${b.bankBranch}` : ""}. Intestatario: ${b.accountName}. Numero di conto: ${b.accountNumber}.${b.swiftCode ? ` SWIFT: ${b.swiftCode}.` : ""}`,
  mpesa: (paybill, ref) => `M-Pesa: Lipa na M-Pesa, Pay Bill, numero aziendale ${paybill}, numero di conto ${ref}.`,
  quoteReference: (ref) => `Indichi ${ref} in ogni pagamento; confermiamo ogni pagamento per iscritto.`,
  noPaymentDetails: (ref) => `Le invieremo i nostri dati di pagamento con la fattura; indichi ${ref} in ogni pagamento.`,
  quoteTitle: (ref) => `Preventivo ${ref}`,
  depositTerms: (t) =>
    `Un acconto del ${t.depositPercent}% conferma la prenotazione; va versato ${t.depositDueDaysAfterAcceptance > 0 ? `entro ${count(t.depositDueDaysAfterAcceptance, "giorno", "giorni")} dall'accettazione del preventivo` : "all'accettazione del preventivo"}, e comunque prima della partenza. ` +
    `Il saldo è dovuto ${count(t.balanceDueDaysBeforeDeparture, "giorno", "giorni")} prima della partenza, oppure insieme all'acconto se la partenza è più vicina.`,
  quoteTerms:
    "Questo preventivo è gratuito e senza impegno. I prezzi valgono per i viaggiatori e le date indicati; le tariffe di lodge, parchi e compagnie aeree possono cambiare dopo la validità del preventivo, e riconfermiamo il prezzo prima del pagamento. La disponibilità viene confermata quando accetta. Penali di cancellazione, modalità di pagamento e le altre condizioni di prenotazione sono nella nostra pagina delle condizioni.",
  residencies: { residents: "Residenti in Kenya", east_africans: "Residenti in Africa orientale", non_residents: "Visitatori internazionali" },
};

const zh: QuoteWords = {
  party: (adults, ages) => (ages.length === 0 ? `${adults} 位成人` : `${adults} 位成人和 ${ages.length} 位儿童（年龄：${ages.join("、")}）`),
  datesToBeAgreed: "日期待定",
  range: (from, to) => `${from}至${to}`,
  subtotal: "小计",
  discount: "折扣",
  total: "总价",
  depositRow: (due) => `确认订金，${due}`,
  balanceRow: (due) => `余款，${due}`,
  depositDue: {
    nearAccepted: (date) => `应于${date}（您接受报价当天）支付，因出发日期临近`,
    nearBeforeAccepting: "应在接受报价时支付，因出发日期临近",
    accepted: (date) => `应于${date}前支付`,
    beforeAccepting: (days, date) => `应在接受报价后 ${days} 天内支付（如今天接受，则为${date}）`,
  },
  balanceDue: {
    withDepositAsNear: (days) => `应与订金一并支付，因距出发不足 ${days} 天`,
    withDepositIfToday: (date) => `应与订金一并支付（如今天接受，则为${date}）`,
    on: (date) => `应于${date}前支付`,
  },
  acceptQuestion: (title, total) => `以 ${total} 接受“${title}”？`,
  accepted: (title, version, total, date) => `您已于${date}以 ${total} 接受“${title}”（第 ${version} 版）。`,
  depositLine: (amount, due) => `订金：${amount}，${due}。`,
  balanceLine: (amount, due) => `余款：${amount}，${due}。`,
  bank: (b) => `银行转账：${b.bankName}${b.bankBranch ? `，${b.bankBranch}` : ""}。账户名：${b.accountName}。账号：${b.accountNumber}。${b.swiftCode ? `SWIFT：${b.swiftCode}。` : ""}`,
  mpesa: (paybill, ref) => `M-Pesa：Lipa na M-Pesa，Pay Bill，商户号 ${paybill}，账号 ${ref}。`,
  quoteReference: (ref) => `每次付款请注明 ${ref}；我们会书面确认每一笔付款。`,
  noPaymentDetails: (ref) => `我们会随发票寄送付款信息；每次付款请注明 ${ref}。`,
  quoteTitle: (ref) => `报价 ${ref}`,
  depositTerms: (t) =>
    `支付 ${t.depositPercent}% 的订金即可确认预订；订金${t.depositDueDaysAfterAcceptance > 0 ? `须在接受报价后 ${t.depositDueDaysAfterAcceptance} 天内` : "须在接受报价时"}并在出发前支付。` +
    `余款须在出发前 ${t.balanceDueDaysBeforeDeparture} 天付清；如出发日期更近，则与订金一并支付。`,
  quoteTerms:
    "本报价免费且不具约束力。价格以所列人数和日期为准；报价有效期过后，旅馆、公园和航空公司的价格可能变动，我们会在您付款前再次确认价格。您接受报价时我们确认空位。取消费用、付款方式及其他预订条款请见我们的条款页面。",
  residencies: { residents: "肯尼亚居民", east_africans: "东非居民", non_residents: "国际游客" },
};

export const QUOTE_WORDS: Record<Locale, QuoteWords> = { en, de, fr, it, zh };

/** A label and its colon as each language writes it: "Party: ", "Voyageurs : ", "出行人数：". */
export const labelled = (label: string, locale: Locale): string => (locale === "fr" ? `${label} : ` : locale === "zh" ? `${label}：` : `${label}: `);
