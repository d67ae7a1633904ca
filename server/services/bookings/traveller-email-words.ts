/**
 * The booking emails a traveller receives, the balance reminders and the receipt, in the booking's
 * language: its inquiry's, as its quote's (decision 0077). Server code, which Lingui's macros do not
 * reach, so a table per language; the dates and amounts in them are written by domain/formatting.ts
 * and domain/rates/money.ts in the same language.
 */
import type { PaymentMethod } from "#domain/bookings/booking.ts";
import type { PaidToward } from "#domain/bookings/receipt.ts";
import type { Locale } from "#domain/locales.ts";

export interface BookingEmailWords {
  trip(option: string, departing: string | null): string;
  reminderSubject(amount: string, due: string, reference: string): string;
  overdueSubject(amount: string, reference: string): string;
  reminder(reference: string, trip: string, due: string, amount: string): string;
  overdue(reference: string, trip: string, due: string, amount: string): string;
  reminderHow: string;
  reminderAlready: string;
  openAndPay: string;
  reminderPreheader(amount: string, due: string): string;
  overduePreheader(amount: string, due: string): string;
  receiptSubject(number: string, amount: string, reference: string): string;
  receiptIntro(first: string, amount: string, method: string, date: string, reference: string, trip: string): string;
  receiptLabels: Record<"receipt" | "paidToward" | "reference" | "paidSoFar" | "stillDue", string>;
  yourReceipt: string;
  receiptPdf: string;
  download(number: string): string;
  bookingLink: string;
  receiptPreheader(amount: string, due: string): string;
  toward: Record<PaidToward, string>;
  methods: Record<PaymentMethod, string>;
}

const en: BookingEmailWords = {
  trip: (option, departing) => `${option}${departing ? `, departing ${departing}` : ""}`,
  reminderSubject: (amount, due, ref) => `Your balance of ${amount} is due on ${due} (${ref})`,
  overdueSubject: (amount, ref) => `Your balance of ${amount} is overdue (${ref})`,
  reminder: (ref, trip, due, amount) => `This is a reminder that the balance of your booking ${ref} (${trip}) is due on ${due}. Still to pay: ${amount}.`,
  overdue: (ref, trip, due, amount) =>
    `The balance of your booking ${ref} (${trip}) was due on ${due} and we have not received it yet. Still to pay: ${amount}. Please pay it as soon as you can, so that we can hold your places.`,
  reminderHow: "You can see what is paid and pay the rest on your booking page:",
  reminderAlready: "If you have paid in the last few days, thank you: you can ignore this email. If anything is unclear, reply to this email or call us.",
  openAndPay: "Open your booking and pay",
  reminderPreheader: (amount, due) => `${amount} due on ${due}.`,
  overduePreheader: (amount, due) => `${amount} was due on ${due}.`,
  receiptSubject: (number, amount, ref) => `Receipt ${number}: ${amount} received for booking ${ref}`,
  receiptIntro: (first, amount, method, date, ref, trip) => `Jambo ${first},\n\nThank you: we received ${amount} by ${method} on ${date} for your booking ${ref} (${trip}).`,
  receiptLabels: { receipt: "Receipt", paidToward: "Paid toward", reference: "Reference", paidSoFar: "Paid so far", stillDue: "Still due" },
  yourReceipt: "Your receipt",
  receiptPdf: "Your receipt (PDF):",
  download: (number) => `Download receipt ${number} (PDF)`,
  bookingLink: "Your booking, with every receipt and what is due:",
  receiptPreheader: (amount, due) => `${amount} received. Still due: ${due}.`,
  toward: { deposit: "Deposit", balance: "Balance", deposit_and_balance: "Deposit and balance", overpayment: "Over the total (to be refunded)" },
  // Lower-cased in the sentence ("by bank transfer"), as the receipt email always wrote them.
  methods: { bank_transfer: "bank transfer", cash: "cash", mpesa: "m-pesa", card: "card (pesapal)" },
};

const de: BookingEmailWords = {
  trip: (option, departing) => `${option}${departing ? `, Abreise am ${departing}` : ""}`,
  reminderSubject: (amount, due, ref) => `Ihr Restbetrag von ${amount} ist am ${due} fällig (${ref})`,
  overdueSubject: (amount, ref) => `Ihr Restbetrag von ${amount} ist überfällig (${ref})`,
  reminder: (ref, trip, due, amount) => `Wir erinnern Sie daran, dass der Restbetrag Ihrer Buchung ${ref} (${trip}) am ${due} fällig ist. Noch zu zahlen: ${amount}.`,
  overdue: (ref, trip, due, amount) =>
    `Der Restbetrag Ihrer Buchung ${ref} (${trip}) war am ${due} fällig, und wir haben ihn noch nicht erhalten. Noch zu zahlen: ${amount}. Bitte zahlen Sie ihn so bald wie möglich, damit wir Ihre Plätze halten können.`,
  reminderHow: "Auf Ihrer Buchungsseite sehen Sie, was bezahlt ist, und können den Rest bezahlen:",
  reminderAlready: "Wenn Sie in den letzten Tagen bezahlt haben, vielen Dank: Dann können Sie diese E-Mail ignorieren. Ist etwas unklar, antworten Sie auf diese E-Mail oder rufen Sie uns an.",
  openAndPay: "Buchung öffnen und bezahlen",
  reminderPreheader: (amount, due) => `${amount} fällig am ${due}.`,
  overduePreheader: (amount, due) => `${amount} war am ${due} fällig.`,
  receiptSubject: (number, amount, ref) => `Quittung ${number}: ${amount} für die Buchung ${ref} erhalten`,
  receiptIntro: (first, amount, method, date, ref, trip) => `Jambo ${first},\n\nvielen Dank: Wir haben am ${date} ${amount} per ${method} für Ihre Buchung ${ref} (${trip}) erhalten.`,
  receiptLabels: { receipt: "Quittung", paidToward: "Gezahlt für", reference: "Referenz", paidSoFar: "Bisher bezahlt", stillDue: "Noch fällig" },
  yourReceipt: "Ihre Quittung",
  receiptPdf: "Ihre Quittung (PDF):",
  download: (number) => `Quittung ${number} herunterladen (PDF)`,
  bookingLink: "Ihre Buchung mit allen Quittungen und dem, was noch fällig ist:",
  receiptPreheader: (amount, due) => `${amount} erhalten. Noch fällig: ${due}.`,
  toward: { deposit: "Anzahlung", balance: "Restbetrag", deposit_and_balance: "Anzahlung und Restbetrag", overpayment: "Über dem Gesamtpreis (wird erstattet)" },
  methods: { bank_transfer: "Banküberweisung", cash: "Barzahlung", mpesa: "M-Pesa", card: "Karte (Pesapal)" },
};

const fr: BookingEmailWords = {
  trip: (option, departing) => `${option}${departing ? `, départ le ${departing}` : ""}`,
  reminderSubject: (amount, due, ref) => `Votre solde de ${amount} est dû le ${due} (${ref})`,
  overdueSubject: (amount, ref) => `Votre solde de ${amount} est en retard (${ref})`,
  reminder: (ref, trip, due, amount) => `Petit rappel : le solde de votre réservation ${ref} (${trip}) est dû le ${due}. Reste à payer : ${amount}.`,
  overdue: (ref, trip, due, amount) =>
    `Le solde de votre réservation ${ref} (${trip}) était dû le ${due} et nous ne l'avons pas encore reçu. Reste à payer : ${amount}. Merci de le régler dès que possible, afin que nous puissions garder vos places.`,
  reminderHow: "Sur la page de votre réservation, vous voyez ce qui est payé et pouvez régler le reste :",
  reminderAlready: "Si vous avez payé ces derniers jours, merci : vous pouvez ignorer cet e-mail. Pour toute question, répondez à cet e-mail ou appelez-nous.",
  openAndPay: "Ouvrir votre réservation et payer",
  reminderPreheader: (amount, due) => `${amount} dû le ${due}.`,
  overduePreheader: (amount, due) => `${amount} était dû le ${due}.`,
  receiptSubject: (number, amount, ref) => `Reçu ${number} : ${amount} reçu pour la réservation ${ref}`,
  receiptIntro: (first, amount, method, date, ref, trip) => `Jambo ${first},\n\nMerci : nous avons reçu ${amount} par ${method} le ${date} pour votre réservation ${ref} (${trip}).`,
  receiptLabels: { receipt: "Reçu", paidToward: "Affecté à", reference: "Référence", paidSoFar: "Payé à ce jour", stillDue: "Reste dû" },
  yourReceipt: "Votre reçu",
  receiptPdf: "Votre reçu (PDF) :",
  download: (number) => `Télécharger le reçu ${number} (PDF)`,
  bookingLink: "Votre réservation, avec chaque reçu et ce qui reste dû :",
  receiptPreheader: (amount, due) => `${amount} reçu. Reste dû : ${due}.`,
  toward: { deposit: "Acompte", balance: "Solde", deposit_and_balance: "Acompte et solde", overpayment: "Au-delà du total (à rembourser)" },
  methods: { bank_transfer: "virement bancaire", cash: "espèces", mpesa: "M-Pesa", card: "carte (Pesapal)" },
};

const it: BookingEmailWords = {
  trip: (option, departing) => `${option}${departing ? `, partenza il ${departing}` : ""}`,
  reminderSubject: (amount, due, ref) => `Il saldo di ${amount} va versato entro il ${due} (${ref})`,
  overdueSubject: (amount, ref) => `Il saldo di ${amount} è scaduto (${ref})`,
  reminder: (ref, trip, due, amount) => `Le ricordiamo che il saldo della prenotazione ${ref} (${trip}) va versato entro il ${due}. Ancora da pagare: ${amount}.`,
  overdue: (ref, trip, due, amount) =>
    `Il saldo della prenotazione ${ref} (${trip}) era dovuto il ${due} e non lo abbiamo ancora ricevuto. Ancora da pagare: ${amount}. La preghiamo di versarlo al più presto, così da poterLe tenere i posti.`,
  reminderHow: "Nella pagina della prenotazione vede cosa è pagato e può pagare il resto:",
  reminderAlready: "Se ha pagato negli ultimi giorni, grazie: può ignorare questa e-mail. Se qualcosa non è chiaro, risponda a questa e-mail o ci chiami.",
  openAndPay: "Apra la prenotazione e paghi",
  reminderPreheader: (amount, due) => `${amount} entro il ${due}.`,
  overduePreheader: (amount, due) => `${amount} era dovuto il ${due}.`,
  receiptSubject: (number, amount, ref) => `Ricevuta ${number}: ${amount} ricevuti per la prenotazione ${ref}`,
  receiptIntro: (first, amount, method, date, ref, trip) => `Jambo ${first},\n\ngrazie: abbiamo ricevuto ${amount} tramite ${method} il ${date} per la prenotazione ${ref} (${trip}).`,
  receiptLabels: { receipt: "Ricevuta", paidToward: "Pagato per", reference: "Riferimento", paidSoFar: "Pagato finora", stillDue: "Ancora dovuto" },
  yourReceipt: "La Sua ricevuta",
  receiptPdf: "La Sua ricevuta (PDF):",
  download: (number) => `Scarica la ricevuta ${number} (PDF)`,
  bookingLink: "La Sua prenotazione, con ogni ricevuta e ciò che resta da pagare:",
  receiptPreheader: (amount, due) => `${amount} ricevuti. Ancora dovuto: ${due}.`,
  toward: { deposit: "Acconto", balance: "Saldo", deposit_and_balance: "Acconto e saldo", overpayment: "Oltre il totale (da rimborsare)" },
  methods: { bank_transfer: "bonifico bancario", cash: "contanti", mpesa: "M-Pesa", card: "carta (Pesapal)" },
};

const zh: BookingEmailWords = {
  trip: (option, departing) => `${option}${departing ? `，${departing}出发` : ""}`,
  reminderSubject: (amount, due, ref) => `您的余款 ${amount} 应于${due}支付（${ref}）`,
  overdueSubject: (amount, ref) => `您的余款 ${amount} 已逾期（${ref}）`,
  reminder: (ref, trip, due, amount) => `温馨提示：您的预订 ${ref}（${trip}）的余款应于${due}支付。尚需支付：${amount}。`,
  overdue: (ref, trip, due, amount) => `您的预订 ${ref}（${trip}）的余款已于${due}到期，我们尚未收到。尚需支付：${amount}。请尽快付款，以便我们为您保留位置。`,
  reminderHow: "您可以在预订页面查看已付款项并支付余下款项：",
  reminderAlready: "如果您在最近几天已经付款，谢谢您，请忽略此邮件。如有任何疑问，请回复此邮件或致电我们。",
  openAndPay: "打开预订并付款",
  reminderPreheader: (amount, due) => `${amount}，应于${due}支付。`,
  overduePreheader: (amount, due) => `${amount}，已于${due}到期。`,
  receiptSubject: (number, amount, ref) => `收据 ${number}：已收到预订 ${ref} 的 ${amount}`,
  receiptIntro: (first, amount, method, date, ref, trip) => `Jambo ${first}，\n\n谢谢您：我们已于${date}通过${method}收到您为预订 ${ref}（${trip}）支付的 ${amount}。`,
  receiptLabels: { receipt: "收据", paidToward: "付款用途", reference: "付款参考号", paidSoFar: "已付合计", stillDue: "尚需支付" },
  yourReceipt: "您的收据",
  receiptPdf: "您的收据（PDF）：",
  download: (number) => `下载收据 ${number}（PDF）`,
  bookingLink: "您的预订（含全部收据及待付款项）：",
  receiptPreheader: (amount, due) => `已收到 ${amount}。尚需支付：${due}。`,
  toward: { deposit: "订金", balance: "余款", deposit_and_balance: "订金和余款", overpayment: "超出总价（将退还）" },
  methods: { bank_transfer: "银行转账", cash: "现金", mpesa: "M-Pesa", card: "银行卡（Pesapal）" },
};

export const BOOKING_EMAIL_WORDS: Record<Locale, BookingEmailWords> = { en, de, fr, it, zh };
