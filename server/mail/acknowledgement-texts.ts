/**
 * The traveller's acknowledgement in the language they wrote from (issue 29, decision 0074): the
 * inquiry records the page it was sent from, whose prefix names the language. The email's own
 * words per language; the facts (dates, party, deposit) are written from the values, so a figure is
 * never a copy. Residency and tier names must read as the site shows them: a test compares them with
 * the site's catalogue (server/mail/acknowledgement-texts.test.ts).
 */
import type { BookingTerms } from "#domain/booking-terms.ts";
import { formatUtcDay } from "#domain/formatting.ts";
import type { Locale } from "#domain/locales.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import type { TierType } from "#domain/tiers.ts";

export interface AcknowledgementTexts {
  subject(reference: string, company: string): string;
  title: string;
  hello: string;
  /** Split around the reference, which the HTML shows in bold. */
  thanks(company: string): [before: string, after: string];
  promise: string;
  spamHint: string;
  whatYouAskedFor: string;
  howToReachUs: string;
  replyHint: string;
  footer(company: string, address: string): string;
  labels: Record<"package" | "service" | "destination" | "party" | "dates" | "residency" | "budgetTier" | "email" | "phone" | "phoneAlt" | "office" | "website", string>;
  notGiven: string;
  chatOnWhatsApp: string;
  party(adults: number, children: number, ages: number[]): string;
  dates(start: string | null, end: string | null): string | null;
  deposit(terms: BookingTerms): string;
  residencies: Record<InquiryResidency, string>;
  tiers: Record<TierType, string>;
}


const day = (iso: string, locale: Locale) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : formatUtcDay(d, { month: "long", weekday: true }, locale);
};
const length = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
const n = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

export const ACKNOWLEDGEMENT_TEXTS: Record<Exclude<Locale, "en">, AcknowledgementTexts> = {
  de: {
    subject: (ref, company) => `Wir haben Ihre Anfrage ${ref} erhalten: ${company}`,
    title: "Vielen Dank für Ihre Anfrage",
    hello: "Guten Tag,",
    thanks: (company) => [`vielen Dank für Ihre Anfrage an ${company}. Sie ist bei uns eingegangen, Ihre Referenz lautet `, "."],
    promise: "Unser Team sendet Ihnen innerhalb von 24 bis 48 Stunden ein kostenloses, unverbindliches Angebot. Angebote gelten in der Regel 7 bis 30 Tage.",
    spamHint: "Falls Sie unsere E-Mail nicht in Ihrem Posteingang finden, sehen Sie bitte im Spam-Ordner nach.",
    whatYouAskedFor: "Ihre Anfrage",
    howToReachUs: "So erreichen Sie uns",
    replyHint: "Antworten Sie einfach auf diese E-Mail, wenn Sie etwas ergänzen möchten, und nennen Sie dabei Ihre Referenz.",
    footer: (company, address) => `${company}, ${address}. Sie erhalten diese E-Mail, weil Sie über unsere Website eine Anfrage gesendet haben.`,
    labels: { package: "Reisepaket", service: "Leistung", destination: "Reiseziel", party: "Reisende", dates: "Reisedaten", residency: "Wohnsitz", budgetTier: "Kategorie", email: "E-Mail", phone: "Telefon", phoneAlt: "Telefon (weitere)", office: "Büro", website: "Website" },
    notGiven: "Keine Angabe",
    chatOnWhatsApp: "Auf WhatsApp schreiben",
    party: (a, c, ages) => [n(a, "Erwachsener", "Erwachsene"), ...(c > 0 ? [`${n(c, "Kind", "Kinder")}${ages.length ? ` (Alter: ${ages.join(", ")})` : ""}`] : [])].join(", "),
    dates: (s, e) => (s && e ? `${day(s, "de")} bis ${day(e, "de")} (${n(length(s, e), "Tag", "Tage")})` : s ? `Ab ${day(s, "de")}` : e ? `Bis ${day(e, "de")}` : null),
    deposit: (t) =>
      `Sie zahlen jetzt nichts. Eine Anzahlung von ${t.depositPercent} % bestätigt Ihre Buchung, sobald Sie das Angebot annehmen (fällig ${t.depositDueDaysAfterAcceptance === 0 ? "bei Annahme des Angebots" : `innerhalb von ${n(t.depositDueDaysAfterAcceptance, "Tag", "Tagen")} nach Annahme`}); der Restbetrag ist ${n(t.balanceDueDaysBeforeDeparture, "Tag", "Tage")} vor der Abreise fällig.`,
    residencies: { residents: "Einwohner Kenias", east_africans: "Einwohner Ostafrikas", non_residents: "Internationale Gäste" },
    tiers: { single: "Einheitskategorie", value: "Basis", comfort: "Komfort", premier: "Premium" },
  },
  fr: {
    subject: (ref, company) => `Nous avons bien reçu votre demande ${ref} : ${company}`,
    title: "Merci pour votre demande",
    hello: "Bonjour,",
    thanks: (company) => [`Merci pour votre demande auprès de ${company}. Nous l'avons bien reçue : votre référence est `, "."],
    promise: "Notre équipe vous enverra un devis gratuit et sans engagement sous 24 à 48 heures. Nos devis sont généralement valables de 7 à 30 jours.",
    spamHint: "Si vous ne trouvez pas notre e-mail dans votre boîte de réception, pensez à vérifier vos courriers indésirables.",
    whatYouAskedFor: "Votre demande",
    howToReachUs: "Pour nous joindre",
    replyHint: "Répondez simplement à cet e-mail pour ajouter quoi que ce soit, en rappelant votre référence.",
    footer: (company, address) => `${company}, ${address}. Vous recevez cet e-mail parce que vous avez envoyé une demande sur notre site.`,
    labels: { package: "Circuit", service: "Service", destination: "Destination", party: "Voyageurs", dates: "Dates", residency: "Résidence", budgetTier: "Gamme", email: "E-mail", phone: "Téléphone", phoneAlt: "Téléphone (autre)", office: "Bureau", website: "Site web" },
    notGiven: "Non précisé",
    chatOnWhatsApp: "Nous écrire sur WhatsApp",
    party: (a, c, ages) => [n(a, "adulte", "adultes"), ...(c > 0 ? [`${n(c, "enfant", "enfants")}${ages.length ? ` (âge : ${ages.join(", ")})` : ""}`] : [])].join(", "),
    dates: (s, e) => (s && e ? `du ${day(s, "fr")} au ${day(e, "fr")} (${n(length(s, e), "jour", "jours")})` : s ? `À partir du ${day(s, "fr")}` : e ? `Jusqu'au ${day(e, "fr")}` : null),
    deposit: (t) =>
      `Rien à payer maintenant. Un acompte de ${t.depositPercent} % confirme votre réservation dès que vous acceptez le devis (à régler ${t.depositDueDaysAfterAcceptance === 0 ? "à l'acceptation du devis" : `dans les ${n(t.depositDueDaysAfterAcceptance, "jour", "jours")} suivant l'acceptation`}) ; le solde est dû ${n(t.balanceDueDaysBeforeDeparture, "jour", "jours")} avant le départ.`,
    residencies: { residents: "Résidents du Kenya", east_africans: "Résidents d’Afrique de l’Est", non_residents: "Visiteurs internationaux" },
    tiers: { single: "Catégorie unique", value: "Essentiel", comfort: "Confort", premier: "Prestige" },
  },
  it: {
    subject: (ref, company) => `Abbiamo ricevuto la Sua richiesta ${ref}: ${company}`,
    title: "Grazie per la Sua richiesta",
    hello: "Gentile cliente,",
    thanks: (company) => [`grazie per aver scritto a ${company}. Abbiamo ricevuto la Sua richiesta: il Suo riferimento è `, "."],
    promise: "Il nostro team Le invierà un preventivo gratuito e senza impegno entro 24-48 ore. I preventivi sono di norma validi da 7 a 30 giorni.",
    spamHint: "Se non trova la nostra e-mail nella posta in arrivo, controlli la cartella dello spam.",
    whatYouAskedFor: "La Sua richiesta",
    howToReachUs: "Come contattarci",
    replyHint: "Risponda a questa e-mail per aggiungere qualsiasi dettaglio, indicando il Suo riferimento.",
    footer: (company, address) => `${company}, ${address}. Riceve questa e-mail perché ha inviato una richiesta dal nostro sito.`,
    labels: { package: "Pacchetto", service: "Servizio", destination: "Destinazione", party: "Viaggiatori", dates: "Date", residency: "Residenza", budgetTier: "Categoria", email: "E-mail", phone: "Telefono", phoneAlt: "Telefono (altro)", office: "Ufficio", website: "Sito web" },
    notGiven: "Non indicato",
    chatOnWhatsApp: "Scriveteci su WhatsApp",
    party: (a, c, ages) => [n(a, "adulto", "adulti"), ...(c > 0 ? [`${n(c, "bambino", "bambini")}${ages.length ? ` (età: ${ages.join(", ")})` : ""}`] : [])].join(", "),
    dates: (s, e) => (s && e ? `dal ${day(s, "it")} al ${day(e, "it")} (${n(length(s, e), "giorno", "giorni")})` : s ? `Dal ${day(s, "it")}` : e ? `Fino al ${day(e, "it")}` : null),
    deposit: (t) =>
      `Nulla da pagare ora. Un acconto del ${t.depositPercent}% conferma la prenotazione quando accetta il preventivo (da versare ${t.depositDueDaysAfterAcceptance === 0 ? "all'accettazione del preventivo" : `entro ${n(t.depositDueDaysAfterAcceptance, "giorno", "giorni")} dall'accettazione`}); il saldo è dovuto ${n(t.balanceDueDaysBeforeDeparture, "giorno", "giorni")} prima della partenza.`,
    residencies: { residents: "Residenti in Kenya", east_africans: "Residenti in Africa orientale", non_residents: "Visitatori internazionali" },
    tiers: { single: "Categoria unica", value: "Essenziale", comfort: "Comfort", premier: "Premium" },
  },
  zh: {
    subject: (ref, company) => `我们已收到您的咨询 ${ref}：${company}`,
    title: "感谢您的咨询",
    hello: "您好，",
    thanks: (company) => [`感谢您向${company}发送咨询。我们已经收到，您的参考编号是 `, "。"],
    promise: "我们的团队将在 24 至 48 小时内为您发送一份免费且无约束力的报价。报价通常在 7 至 30 天内有效。",
    spamHint: "如果您在收件箱中没有找到我们的邮件，请查看垃圾邮件文件夹。",
    whatYouAskedFor: "您的咨询内容",
    howToReachUs: "联系方式",
    replyHint: "如需补充任何信息，请直接回复此邮件，并注明您的参考编号。",
    footer: (company, address) => `${company}，${address}。您收到此邮件，是因为您在我们的网站上发送了咨询。`,
    labels: { package: "行程套餐", service: "服务", destination: "目的地", party: "出行人数", dates: "日期", residency: "居住身份", budgetTier: "档次", email: "电子邮件", phone: "电话", phoneAlt: "电话（备用）", office: "办公室", website: "网站" },
    notGiven: "未填写",
    chatOnWhatsApp: "通过 WhatsApp 联系",
    party: (a, c, ages) => [`${a} 位成人`, ...(c > 0 ? [`${c} 位儿童${ages.length ? `（年龄：${ages.join("、")}）` : ""}`] : [])].join("，"),
    dates: (s, e) => (s && e ? `${day(s, "zh")}至${day(e, "zh")}（${length(s, e)} 天）` : s ? `${day(s, "zh")}起` : e ? `至${day(e, "zh")}` : null),
    deposit: (t) =>
      `现在无需付款。接受报价后，支付 ${t.depositPercent}% 的订金即可确认预订（${t.depositDueDaysAfterAcceptance === 0 ? "在接受报价时支付" : `在接受报价后 ${t.depositDueDaysAfterAcceptance} 天内支付`}）；余款须在出发前 ${t.balanceDueDaysBeforeDeparture} 天付清。`,
    residencies: { residents: "肯尼亚居民", east_africans: "东非居民", non_residents: "国际游客" },
    tiers: { single: "单一档次", value: "超值", comfort: "舒适", premier: "尊享" },
  },
};
