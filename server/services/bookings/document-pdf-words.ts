/**
 * The invoice and receipt PDFs' own words per language (issue 29, decisions 0053 and 0077): the
 * booking's language, its inquiry's. Server code, which Lingui's macros do not reach, so a table per
 * language, as the quote PDF's (server/services/quote-page/pdf-words.ts). Words these documents share
 * with others are not copied here but taken from where they live, so one thing is never named two
 * ways: the page label from the quote PDF's table, what a payment pays toward, the payment methods
 * and the receipt's labels from the receipt email's (traveller-email-words.ts).
 * "KRA PIN" and "KRA eTIMS" stay as they are in every language: they are the Kenyan tax
 * authority's names, which a traveller's tax adviser looks for.
 */
import type { TaxType } from "#domain/bookings/invoice.ts";
import type { Locale } from "#domain/locales.ts";

export interface DocumentPdfWords {
  invoice(number: string): string;
  proForma(number: string): string;
  invoiceSubject: string;
  /** Under a pro forma invoice's title; `date` is written already. */
  prepared(date: string): string;
  issued(date: string): string;
  from: string;
  billTo: string;
  booking(reference: string): string;
  amountsIn(currency: string): string;
  columns: Record<"description" | "quantity" | "tax" | "price" | "discount" | "charged" | "vat", string>;
  taxTypes(rate: number): Record<TaxType, string>;
  totals: Record<"subtotal" | "discount" | "totalWithVat" | "exempt" | "taxableNet" | "paidToDate" | "stillDue", string>;
  vatAt(rate: number): string;
  cuSerial: string;
  cuInvoiceNumber: string;
  receipt(number: string): string;
  receiptSubject: string;
  issuedBy: string;
  receivedFrom: string;
  amountReceived: string;
  paidBy: string;
  receivedOn: string;
  bookingTotal: string;
  paidWithThis: string;
  overTotal: string;
  receiptThanks(reference: string): string;
}

const en: DocumentPdfWords = {
  invoice: (n) => `Invoice ${n}`,
  proForma: (n) => `Pro forma invoice ${n}`,
  invoiceSubject: "Invoice",
  prepared: (date) => `Prepared ${date}. It becomes the invoice when we issue it; the amounts you pay do not change.`,
  issued: (date) => `Issued ${date}`,
  from: "From",
  billTo: "Bill to",
  booking: (ref) => `Booking ${ref}`,
  amountsIn: (currency) => `Amounts in ${currency}. Prices include VAT where it applies: the VAT column shows the VAT inside each taxable line.`,
  columns: { description: "Description", quantity: "Qty", tax: "Tax", price: "Price", discount: "Discount", charged: "Charged", vat: "VAT" },
  taxTypes: (rate) => ({ exempt: "Exempt", taxable: `VAT ${rate}%` }),
  totals: {
    subtotal: "Subtotal",
    discount: "Discount",
    totalWithVat: "Total, VAT included",
    exempt: "VAT-exempt supplies",
    taxableNet: "Taxable supplies, without VAT",
    paidToDate: "Paid to date",
    stillDue: "Still due",
  },
  vatAt: (rate) => `VAT at ${rate}%`,
  cuSerial: "Control unit serial number: ",
  cuInvoiceNumber: "CU invoice number: ",
  receipt: (n) => `Receipt ${n}`,
  receiptSubject: "Payment receipt",
  issuedBy: "Issued by",
  receivedFrom: "Received from",
  amountReceived: "AMOUNT RECEIVED",
  paidBy: "Paid by",
  receivedOn: "Received on",
  bookingTotal: "Booking total",
  paidWithThis: "Paid so far, with this payment",
  overTotal: "Paid over the total, to be refunded",
  receiptThanks: (ref) => `Thank you. Please quote ${ref} with every payment. This receipt acknowledges money received; the invoice for the booking is a separate document.`,
};

const de: DocumentPdfWords = {
  invoice: (n) => `Rechnung ${n}`,
  proForma: (n) => `Proforma-Rechnung ${n}`,
  invoiceSubject: "Rechnung",
  prepared: (date) => `Erstellt am ${date}. Sie wird zur Rechnung, sobald wir sie ausstellen; die Beträge, die Sie zahlen, ändern sich dadurch nicht.`,
  issued: (date) => `Ausgestellt am ${date}`,
  from: "Von",
  billTo: "Rechnung an",
  booking: (ref) => `Buchung ${ref}`,
  amountsIn: (currency) => `Beträge in ${currency}. Die Preise enthalten die Mehrwertsteuer, wo sie anfällt: Die Spalte MwSt. zeigt die in jeder steuerpflichtigen Zeile enthaltene Steuer.`,
  columns: { description: "Beschreibung", quantity: "Anz.", tax: "Steuer", price: "Preis", discount: "Rabatt", charged: "Berechnet", vat: "MwSt." },
  taxTypes: (rate) => ({ exempt: "Steuerfrei", taxable: `MwSt.\u00a0${rate}\u00a0%` }),
  totals: {
    subtotal: "Zwischensumme",
    discount: "Rabatt",
    totalWithVat: "Gesamtbetrag inkl. MwSt.",
    exempt: "Steuerfreie Leistungen",
    taxableNet: "Steuerpflichtige Leistungen ohne MwSt.",
    paidToDate: "Bisher bezahlt",
    stillDue: "Noch fällig",
  },
  vatAt: (rate) => `MwSt. ${rate} %`,
  cuSerial: "Seriennummer der Kontrolleinheit: ",
  cuInvoiceNumber: "Rechnungsnummer der Kontrolleinheit: ",
  receipt: (n) => `Quittung ${n}`,
  receiptSubject: "Zahlungsquittung",
  issuedBy: "Ausgestellt von",
  receivedFrom: "Erhalten von",
  amountReceived: "ERHALTENER BETRAG",
  paidBy: "Bezahlt per",
  receivedOn: "Eingegangen am",
  bookingTotal: "Gesamtpreis der Buchung",
  paidWithThis: "Bisher bezahlt, mit dieser Zahlung",
  overTotal: "Über den Gesamtpreis hinaus bezahlt, wird erstattet",
  receiptThanks: (ref) => `Vielen Dank. Bitte geben Sie bei jeder Zahlung ${ref} an. Diese Quittung bestätigt den Eingang des Geldes; die Rechnung zur Buchung ist ein eigenes Dokument.`,
};

const fr: DocumentPdfWords = {
  invoice: (n) => `Facture ${n}`,
  proForma: (n) => `Facture pro forma ${n}`,
  invoiceSubject: "Facture",
  prepared: (date) => `Établie le ${date}. Elle deviendra la facture lorsque nous l'émettrons ; les montants que vous payez ne changent pas.`,
  issued: (date) => `Émise le ${date}`,
  from: "De",
  billTo: "Facturé à",
  booking: (ref) => `Réservation ${ref}`,
  amountsIn: (currency) => `Montants en ${currency}. Les prix incluent la TVA lorsqu'elle s'applique : la colonne TVA indique la TVA comprise dans chaque ligne taxable.`,
  columns: { description: "Description", quantity: "Qté", tax: "Taxe", price: "Prix", discount: "Remise", charged: "Facturé", vat: "TVA" },
  taxTypes: (rate) => ({ exempt: "Exonéré", taxable: `TVA\u00a0${rate}\u00a0%` }),
  totals: {
    subtotal: "Sous-total",
    discount: "Remise",
    totalWithVat: "Total TVA comprise",
    exempt: "Prestations exonérées de TVA",
    taxableNet: "Prestations taxables, hors TVA",
    paidToDate: "Payé à ce jour",
    stillDue: "Reste dû",
  },
  vatAt: (rate) => `TVA à ${rate} %`,
  cuSerial: "Numéro de série de l'unité de contrôle : ",
  cuInvoiceNumber: "Numéro de facture de l'unité de contrôle : ",
  receipt: (n) => `Reçu ${n}`,
  receiptSubject: "Reçu de paiement",
  issuedBy: "Émis par",
  receivedFrom: "Reçu de",
  amountReceived: "MONTANT REÇU",
  paidBy: "Payé par",
  receivedOn: "Reçu le",
  bookingTotal: "Total de la réservation",
  paidWithThis: "Payé à ce jour, ce paiement compris",
  overTotal: "Payé au-delà du total, à rembourser",
  receiptThanks: (ref) => `Merci. Veuillez indiquer ${ref} avec chaque paiement. Ce reçu atteste l'argent reçu ; la facture de la réservation est un document distinct.`,
};

const it: DocumentPdfWords = {
  invoice: (n) => `Fattura ${n}`,
  proForma: (n) => `Fattura proforma ${n}`,
  invoiceSubject: "Fattura",
  prepared: (date) => `Preparata il ${date}. Diventa la fattura quando la emettiamo; gli importi che Lei paga non cambiano.`,
  issued: (date) => `Emessa il ${date}`,
  from: "Da",
  billTo: "Intestata a",
  booking: (ref) => `Prenotazione ${ref}`,
  amountsIn: (currency) => `Importi in ${currency}. I prezzi includono l'IVA dove si applica: la colonna IVA indica l'IVA compresa in ogni riga imponibile.`,
  columns: { description: "Descrizione", quantity: "Qtà", tax: "Imposta", price: "Prezzo", discount: "Sconto", charged: "Addebitato", vat: "IVA" },
  taxTypes: (rate) => ({ exempt: "Esente", taxable: `IVA ${rate}%` }),
  totals: {
    subtotal: "Subtotale",
    discount: "Sconto",
    totalWithVat: "Totale, IVA inclusa",
    exempt: "Prestazioni esenti IVA",
    taxableNet: "Prestazioni imponibili, IVA esclusa",
    paidToDate: "Pagato finora",
    stillDue: "Ancora da pagare",
  },
  vatAt: (rate) => `IVA al ${rate}%`,
  cuSerial: "Numero di serie dell'unità di controllo: ",
  cuInvoiceNumber: "Numero di fattura dell'unità di controllo: ",
  receipt: (n) => `Ricevuta ${n}`,
  receiptSubject: "Ricevuta di pagamento",
  issuedBy: "Emessa da",
  receivedFrom: "Ricevuto da",
  amountReceived: "IMPORTO RICEVUTO",
  paidBy: "Pagato con",
  receivedOn: "Ricevuto il",
  bookingTotal: "Totale della prenotazione",
  paidWithThis: "Pagato finora, compreso questo pagamento",
  overTotal: "Pagato oltre il totale, da rimborsare",
  receiptThanks: (ref) => `Grazie. La preghiamo di indicare ${ref} in ogni pagamento. Questa ricevuta attesta il denaro ricevuto; la fattura della prenotazione è un documento a parte.`,
};

const zh: DocumentPdfWords = {
  invoice: (n) => `发票 ${n}`,
  proForma: (n) => `形式发票 ${n}`,
  invoiceSubject: "发票",
  prepared: (date) => `制作日期：${date}。我们开具后即成为正式发票；您需支付的金额不会改变。`,
  issued: (date) => `开具日期：${date}`,
  from: "开票方",
  billTo: "收票方",
  booking: (ref) => `预订 ${ref}`,
  amountsIn: (currency) => `金额单位：${currency}。价格已含适用的增值税：“增值税”一栏列出每个应税项目所含的增值税。`,
  columns: { description: "项目", quantity: "数量", tax: "税项", price: "价格", discount: "折扣", charged: "收费", vat: "增值税" },
  taxTypes: (rate) => ({ exempt: "免税", taxable: `增值税 ${rate}%` }),
  totals: {
    subtotal: "小计",
    discount: "折扣",
    totalWithVat: "总计（含增值税）",
    exempt: "免增值税项目",
    taxableNet: "应税项目（不含增值税）",
    paidToDate: "已付金额",
    stillDue: "尚需支付",
  },
  vatAt: (rate) => `增值税（${rate}%）`,
  cuSerial: "税控装置序列号：",
  cuInvoiceNumber: "税控发票号码：",
  receipt: (n) => `收据 ${n}`,
  receiptSubject: "付款收据",
  issuedBy: "开具方",
  receivedFrom: "付款人",
  amountReceived: "收款金额",
  paidBy: "付款方式",
  receivedOn: "收款日期",
  bookingTotal: "预订总价",
  paidWithThis: "含本次付款的已付合计",
  overTotal: "超出总价的金额（将退还）",
  receiptThanks: (ref) => `谢谢。每次付款时请注明 ${ref}。本收据仅确认已收款项；本次预订的发票为另一份文件。`,
};

export const DOCUMENT_PDF_WORDS: Record<Locale, DocumentPdfWords> = { en, de, fr, it, zh };
