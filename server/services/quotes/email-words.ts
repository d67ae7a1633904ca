/**
 * The traveller's quote emails in their language (issue 29, decision 0077): the link to a quote and
 * the confirmation of an acceptance. Server code, which Lingui's macros do not reach, so the words
 * are a table per language; the facts in them (dates, amounts, party, due dates, how to pay) come
 * from domain/quotes/quote-text.ts in the same language, so the email and the quote page say the
 * same thing. The owner's notices stay English: staff read English. "Jambo" greets in every language:
 * it is how the company says hello.
 */
import type { Locale } from "#domain/locales.ts";

export interface QuoteEmailWords {
  sentSubject(company: string, reference: string): string;
  amendmentSubject(reference: string): string;
  sentIntro(first: string): string;
  amendmentIntro(first: string, version: number): string;
  validUntil(date: string): string;
  readyPreheader(date: string): string;
  openYourQuote: string;
  aNoteFromUs: string;
  acceptedSubject(option: string, total: string, reference: string): string;
  acceptedThanks(option: string, packageAndTier: string, reference: string, date: string): string;
  trip(dates: string, party: string): string;
  total(amount: string): string;
  whatYouAccepted: string;
  howToPay: string;
  booking(reference: string): string;
  confirmingNow: string;
  quoteStaysAt: string;
  bookingTerms: string;
  ourBookingTerms: string;
}

const en: QuoteEmailWords = {
  sentSubject: (company, ref) => `Your quote from ${company || "us"} (${ref})`,
  amendmentSubject: (ref) => `An amendment to your accepted quote (${ref})`,
  sentIntro: (first) =>
    `Jambo ${first},\n\nYour quote is ready. Open it to see the day-by-day programme, the prices for your party and the payment terms, and to accept it or ask for changes:`,
  amendmentIntro: (first, version) =>
    `Jambo ${first},\n\nWe propose an amendment to the quote you accepted (version ${version}). Nothing changes unless you accept it: until then, what you accepted stands and your quote page keeps showing it. Open the amendment to compare, accept it or ask for changes:`,
  validUntil: (date) => `The quote is valid until ${date}.`,
  readyPreheader: (date) => `Your quote is ready: valid until ${date}.`,
  openYourQuote: "Open your quote",
  aNoteFromUs: "A note from us",
  acceptedSubject: (option, total, ref) => `You accepted ${option}: ${total} (${ref})`,
  acceptedThanks: (option, what, ref, date) => `Thank you: you accepted ${option}${what ? ` (${what})` : ""} of quote ${ref} on ${date}.`,
  trip: (dates, party) => `Trip: ${dates}, ${party}.`,
  total: (amount) => `Total: ${amount}.`,
  whatYouAccepted: "What you accepted",
  howToPay: "How to pay",
  booking: (ref) => `Your booking ${ref}: what is booked, what is paid and what is due, at`,
  confirmingNow: "We are confirming availability now.",
  quoteStaysAt: "Your quote, with what you accepted, stays here:",
  bookingTerms: "Booking terms",
  ourBookingTerms: "Our booking terms",
};

const de: QuoteEmailWords = {
  sentSubject: (company, ref) => `Ihr Angebot von ${company || "uns"} (${ref})`,
  amendmentSubject: (ref) => `Eine Änderung zu Ihrem angenommenen Angebot (${ref})`,
  sentIntro: (first) =>
    `Jambo ${first},\n\nIhr Angebot ist fertig. Öffnen Sie es, um das Programm Tag für Tag, die Preise für Ihre Reisegruppe und die Zahlungsbedingungen zu sehen und es anzunehmen oder Änderungen zu erbitten:`,
  amendmentIntro: (first, version) =>
    `Jambo ${first},\n\nWir schlagen eine Änderung des Angebots vor, das Sie angenommen haben (Version ${version}). Es ändert sich nichts, solange Sie sie nicht annehmen: Bis dahin gilt, was Sie angenommen haben, und Ihre Angebotsseite zeigt es weiter. Öffnen Sie die Änderung, um zu vergleichen, sie anzunehmen oder Änderungen zu erbitten:`,
  validUntil: (date) => `Das Angebot gilt bis ${date}.`,
  readyPreheader: (date) => `Ihr Angebot ist fertig: gültig bis ${date}.`,
  openYourQuote: "Ihr Angebot öffnen",
  aNoteFromUs: "Eine Nachricht von uns",
  acceptedSubject: (option, total, ref) => `Sie haben ${option} angenommen: ${total} (${ref})`,
  acceptedThanks: (option, what, ref, date) => `Vielen Dank: Sie haben am ${date} ${option}${what ? ` (${what})` : ""} aus dem Angebot ${ref} angenommen.`,
  trip: (dates, party) => `Reise: ${dates}, ${party}.`,
  total: (amount) => `Gesamtpreis: ${amount}.`,
  whatYouAccepted: "Was Sie angenommen haben",
  howToPay: "So bezahlen Sie",
  booking: (ref) => `Ihre Buchung ${ref}: was gebucht, was bezahlt und was noch fällig ist, unter`,
  confirmingNow: "Wir bestätigen jetzt die Verfügbarkeit.",
  quoteStaysAt: "Ihr Angebot mit dem, was Sie angenommen haben, finden Sie weiterhin hier:",
  bookingTerms: "Buchungsbedingungen",
  ourBookingTerms: "Unsere Buchungsbedingungen",
};

const fr: QuoteEmailWords = {
  sentSubject: (company, ref) => `Votre devis de ${company || "notre part"} (${ref})`,
  amendmentSubject: (ref) => `Une modification de votre devis accepté (${ref})`,
  sentIntro: (first) =>
    `Jambo ${first},\n\nVotre devis est prêt. Ouvrez-le pour découvrir le programme jour par jour, les prix pour votre groupe et les conditions de paiement, puis pour l'accepter ou demander des modifications :`,
  amendmentIntro: (first, version) =>
    `Jambo ${first},\n\nNous vous proposons une modification du devis que vous avez accepté (version ${version}). Rien ne change tant que vous ne l'acceptez pas : d'ici là, ce que vous avez accepté reste valable et votre page de devis continue de l'afficher. Ouvrez la modification pour comparer, l'accepter ou demander des changements :`,
  validUntil: (date) => `Le devis est valable jusqu'au ${date}.`,
  readyPreheader: (date) => `Votre devis est prêt : valable jusqu'au ${date}.`,
  openYourQuote: "Ouvrir votre devis",
  aNoteFromUs: "Un mot de notre part",
  acceptedSubject: (option, total, ref) => `Vous avez accepté ${option} : ${total} (${ref})`,
  acceptedThanks: (option, what, ref, date) => `Merci : vous avez accepté ${option}${what ? ` (${what})` : ""} du devis ${ref} le ${date}.`,
  trip: (dates, party) => `Voyage : ${dates}, ${party}.`,
  total: (amount) => `Total : ${amount}.`,
  whatYouAccepted: "Ce que vous avez accepté",
  howToPay: "Comment payer",
  booking: (ref) => `Votre réservation ${ref} : ce qui est réservé, payé et restant dû, à l'adresse`,
  confirmingNow: "Nous confirmons dès maintenant les disponibilités.",
  quoteStaysAt: "Votre devis, avec ce que vous avez accepté, reste disponible ici :",
  bookingTerms: "Conditions de réservation",
  ourBookingTerms: "Nos conditions de réservation",
};

const it: QuoteEmailWords = {
  sentSubject: (company, ref) => `Il Suo preventivo da ${company || "noi"} (${ref})`,
  amendmentSubject: (ref) => `Una modifica al preventivo che ha accettato (${ref})`,
  sentIntro: (first) =>
    `Jambo ${first},\n\nIl Suo preventivo è pronto. Lo apra per vedere il programma giorno per giorno, i prezzi per il Suo gruppo e le condizioni di pagamento, e per accettarlo o chiedere modifiche:`,
  amendmentIntro: (first, version) =>
    `Jambo ${first},\n\nLe proponiamo una modifica al preventivo che ha accettato (versione ${version}). Nulla cambia finché non la accetta: fino ad allora vale ciò che ha accettato, e la pagina del preventivo continua a mostrarlo. Apra la modifica per confrontare, accettarla o chiedere cambiamenti:`,
  validUntil: (date) => `Il preventivo è valido fino a ${date}.`,
  readyPreheader: (date) => `Il Suo preventivo è pronto: valido fino a ${date}.`,
  openYourQuote: "Apra il Suo preventivo",
  aNoteFromUs: "Un messaggio da parte nostra",
  acceptedSubject: (option, total, ref) => `Ha accettato ${option}: ${total} (${ref})`,
  acceptedThanks: (option, what, ref, date) => `Grazie: ha accettato ${option}${what ? ` (${what})` : ""} del preventivo ${ref} il ${date}.`,
  trip: (dates, party) => `Viaggio: ${dates}, ${party}.`,
  total: (amount) => `Totale: ${amount}.`,
  whatYouAccepted: "Che cosa ha accettato",
  howToPay: "Come pagare",
  booking: (ref) => `La Sua prenotazione ${ref}: cosa è prenotato, cosa è pagato e cosa resta da pagare, all'indirizzo`,
  confirmingNow: "Stiamo confermando ora la disponibilità.",
  quoteStaysAt: "Il Suo preventivo, con ciò che ha accettato, resta qui:",
  bookingTerms: "Condizioni di prenotazione",
  ourBookingTerms: "Le nostre condizioni di prenotazione",
};

const zh: QuoteEmailWords = {
  sentSubject: (company, ref) => `${company || "我们"}为您准备的报价（${ref}）`,
  amendmentSubject: (ref) => `您已接受报价的修改方案（${ref}）`,
  sentIntro: (first) => `Jambo ${first}，\n\n您的报价已准备好。打开报价即可查看每日行程、您一行人的价格和付款条款，并接受报价或提出修改：`,
  amendmentIntro: (first, version) =>
    `Jambo ${first}，\n\n我们为您已接受的报价（第 ${version} 版）提出一项修改。除非您接受修改，否则一切不变：在此之前，您已接受的内容继续有效，报价页面也会继续显示。打开修改方案即可比较、接受或提出修改：`,
  validUntil: (date) => `本报价有效期至${date}。`,
  readyPreheader: (date) => `您的报价已准备好：有效期至${date}。`,
  openYourQuote: "打开您的报价",
  aNoteFromUs: "我们的留言",
  acceptedSubject: (option, total, ref) => `您已接受“${option}”：${total}（${ref}）`,
  acceptedThanks: (option, what, ref, date) => `感谢您：您已于${date}接受报价 ${ref} 中的“${option}”${what ? `（${what}）` : ""}。`,
  trip: (dates, party) => `行程：${dates}，${party}。`,
  total: (amount) => `总价：${amount}。`,
  whatYouAccepted: "您接受的内容",
  howToPay: "付款方式",
  booking: (ref) => `您的预订 ${ref}：已预订、已付款和待付款项，请见`,
  confirmingNow: "我们正在确认空位。",
  quoteStaysAt: "您的报价及您接受的内容仍可在此查看：",
  bookingTerms: "预订条款",
  ourBookingTerms: "我们的预订条款",
};

export const QUOTE_EMAIL_WORDS: Record<Locale, QuoteEmailWords> = { en, de, fr, it, zh };
