/**
 * The demo company's terms, FAQs and company words in German (issue 29), written for German-speaking
 * travellers, section by section as demo/content/pages/{terms,faqs}.ts and demo/content/site.ts. Every
 * figure comes from the constants the English quotes, so a changed deposit or cancellation scale
 * changes the German too; only the words around the figures are German.
 */
import { site } from "../../site.ts";
import {
  BALANCE_DUE_DAYS,
  BOOKING_FLOW,
  CANCELLATION_SCALE,
  DEPOSIT_PERCENT,
  ELIGIBILITY_AGE,
  PAYMENT_METHODS,
  QUOTE_TURNAROUND,
  QUOTE_VALIDITY,
  STUDENT_AGE_RANGE,
} from "#app/content/pages/commercial-terms.ts";
import type { SitePagesTranslation } from "../types.ts";

/**
 * A span of the commercial terms ("24-48 hours", "7-30 days") in German: the constant's figures with
 * a German range dash and its unit in German, in the case the sentence needs ("innerhalb von 7–30
 * Tagen" but "7–30 Tage"), so a turnaround changed to days does not read as hours.
 */
function span(english: string, dative = false): string {
  const range = (english.match(/\d+/g) ?? [english]).join("–");
  const one = /^\D*1\D*$/.test(english);
  if (/hour/i.test(english)) return `${range} ${one ? "Stunde" : "Stunden"}`;
  if (/day/i.test(english)) return `${range} ${one ? "Tag" : dative ? "Tagen" : "Tage"}`;
  return english;
}

/** "30 Tage", but "1 Tag": the balance deadline is a plain number that may one day be 1. */
function days(n: number): string {
  return n === 1 ? "1 Tag" : `${n} Tage`;
}

/**
 * One period of the cancellation scale in German, as a list entry starts it and as it reads inside a
 * sentence. The English period is matched by its shape ("30-15 days before travel", "Within 7 days
 * of travel", "No show") so the figures stay the constant's; a period of a shape not known here is
 * shown in English rather than guessed at.
 */
function cancellationPeriod(period: string): { listed: string; inline: string } {
  const range = /^(\d+)-(\d+) days before travel$/i.exec(period);
  if (range) return same(`${range[1]} bis ${range[2]} Tage vor Reisebeginn`);
  const within = /^Within (\d+) days? of travel$/i.exec(period);
  if (within) {
    const span = `von ${within[1] === "1" ? "1 Tag" : `${within[1]} Tagen`} vor Reisebeginn`;
    return { listed: `Innerhalb ${span}`, inline: `innerhalb ${span}` };
  }
  if (/^No show$/i.test(period)) return same("Nichtantritt der Reise (No-Show)");
  return same(period);
}

function same(text: string): { listed: string; inline: string } {
  return { listed: text, inline: text };
}

/** "50% of the applicable rate" -> "50 % des maßgeblichen Preises"; other shapes as they are. */
function cancellationCharge(charge: string): string {
  const percent = /^(\d+)% of the applicable rate$/i.exec(charge);
  return percent ? `${percent[1]} % des maßgeblichen Preises` : charge;
}

/** A list with exactly as many entries as the English tuple T: a lost or extra step will not compile. */
type SameLength<T extends readonly unknown[], V> = { readonly [K in keyof T]: V };

const cancellationLines = CANCELLATION_SCALE.map((c) => ({
  period: cancellationPeriod(c.period),
  charge: cancellationCharge(c.charge),
}));

/**
 * The booking flow's eight steps (SPEC §4) in German, in the English order; the mapped tuple type
 * (SameLength) makes the compiler refuse a list that has lost or gained a step against BOOKING_FLOW.
 */
const bookingFlowDe: SameLength<typeof BOOKING_FLOW, { title: string; text: string }> = [
  {
    title: "Recherche",
    text: "Stöbern Sie in unseren Paketen, Reisezielen und Leistungen und notieren Sie sich Reisedaten, Budget und Reisestil, die zu Ihnen passen.",
  },
  {
    title: "Kontakt",
    text: "Erreichen Sie uns über das Anfrageformular, per E-Mail, Telefon oder WhatsApp. Teilen Sie uns mit, wer reist, wann und was Sie unternehmen möchten.",
  },
  {
    title: "Reservierungsanfrage",
    text: `Wir senden Ihnen innerhalb von ${span(QUOTE_TURNAROUND, true)} ein kostenloses, unverbindliches Angebot. Wenn es Ihnen zusagt, beauftragen Sie uns schriftlich mit der Reservierung.`,
  },
  {
    title: "Bestätigung und Zahlung",
    text: `Wir bestätigen die Verfügbarkeit und stellen eine Rechnung aus. Mit der Anzahlung von ${DEPOSIT_PERCENT} % sichern Sie die Buchung; der Restbetrag ist ${days(BALANCE_DUE_DAYS)} vor der Abreise fällig.`,
  },
  {
    title: "Zahlungsbestätigung",
    text: "Wir bestätigen jede Zahlung schriftlich und senden Ihnen Quittungen, damit Sie jederzeit wissen, was bezahlt ist und was noch offen ist.",
  },
  {
    title: "Reisevorbereitung",
    text: "Wir geben Ihnen Packtipps, Hinweise zu Gesundheit, Visum und Reisepass sowie die Kontaktdaten Ihres Guides oder Fahrers.",
  },
  {
    title: "Letzte Details",
    text: "In den letzten Tagen vor der Reise bestätigen wir Abholzeiten, Zimmerlisten und besondere Wünsche und senden Ihnen Ihre Voucher und den endgültigen Reiseplan.",
  },
  {
    title: "Reise",
    text: "Genießen Sie Ihre Reise. Unser Team ist während Ihrer Reise rund um die Uhr für Sie erreichbar, falls etwas zu regeln ist.",
  },
];

/** PAYMENT_METHODS in German, in its order (the tuple type holds the count to the English). */
const paymentMethodsDe: SameLength<typeof PAYMENT_METHODS, string> = [
  "Kredit- oder Debitkarte (für Kartenzahlungen können zusätzliche Bearbeitungsgebühren anfallen; wir weisen sie aus, bevor Sie bezahlen)",
  "Banküberweisung auf unser Firmenkonto",
  "M-Pesa an unsere registrierte Geschäftsnummer",
  "Barzahlung in unserem Büro in Nairobi (Sie erhalten eine offizielle Quittung)",
];

export const sitePagesDe: SitePagesTranslation = {
  termsIntro: `Diese Bedingungen gelten für jede Buchung bei ${site.legalName} („wir“, „uns“), einer in Kenia eingetragenen Gesellschaft mit beschränkter Haftung mit Büro in Nairobi. Bitte lesen Sie sie, bevor Sie eine Buchung bestätigen; mit der Zahlung der Anzahlung erkennen Sie sie an.`,
  termsSections: [
    {
      id: "eligibility",
      title: "1. Wer buchen kann",
      paragraphs: [
        `Um diese Website zu nutzen und eine Buchung vorzunehmen, müssen Sie mindestens ${ELIGIBILITY_AGE} Jahre alt sein. Wer jünger als ${ELIGIBILITY_AGE} ist, kann unsere Leistungen nur unter der Aufsicht eines Elternteils oder Vormunds in Anspruch nehmen; dieser nimmt die Buchung vor und erkennt die Bedingungen in seinem Namen an.`,
        "Die Person, die bucht (die Hauptreisende oder der Hauptreisende), bestätigt, dass sie berechtigt ist, diese Bedingungen für alle in der Buchung genannten Personen anzuerkennen.",
      ],
    },
    {
      id: "booking-flow",
      title: "2. So läuft eine Buchung ab",
      paragraphs: [`Jede Buchung folgt denselben ${bookingFlowDe.length} Schritten:`],
      steps: bookingFlowDe.map((s) => ({ title: s.title, text: s.text })),
    },
    {
      id: "quotes",
      title: "3. Angebote",
      paragraphs: [
        `Nach Eingang Ihrer Anfrage erhalten Sie unser Angebot innerhalb von ${span(QUOTE_TURNAROUND, true)}. Angebote sind kostenlos und für beide Seiten unverbindlich, bis eine Anzahlung geleistet ist.`,
        `Ein Angebot gilt für den darauf angegebenen Zeitraum, in der Regel ${span(QUOTE_VALIDITY)}. Danach können sich die Preise von Lodges, Parks und Fluggesellschaften ändern; wir bestätigen Ihnen den Preis erneut, bevor Sie zahlen.`,
      ],
    },
    {
      id: "prices-payment",
      title: "4. Preise und Zahlung",
      paragraphs: [
        "Unsere Preise werden in US-Dollar (USD) und Kenia-Schilling (KES) angegeben. Für Einwohner Kenias, Einwohner Ostafrikas und internationale Gäste gelten unterschiedliche Tarife; welcher Tarif gilt, richtet sich nach dem Reisepass oder der Aufenthaltserlaubnis jeder einzelnen reisenden Person.",
        `Bei der Buchung ist eine Anzahlung von ${DEPOSIT_PERCENT} % des Gesamtpreises fällig, mit der die Buchung gesichert wird. Die Anzahlung wird nicht erstattet, sofern Ihre Buchungsbestätigung nicht schriftlich etwas anderes vorsieht.`,
        `Der Restbetrag ist ${days(BALANCE_DUE_DAYS)} vor der Abreise fällig. Buchungen, die weniger als ${days(BALANCE_DUE_DAYS)} vor der Abreise eingehen, werden bei der Buchung vollständig bezahlt. Geht der Restbetrag nicht rechtzeitig ein, können wir die Buchung als von Ihnen storniert behandeln; dann gelten die unten stehenden Stornogebühren.`,
        "Wir akzeptieren folgende Zahlungsarten:",
      ],
      items: [...paymentMethodsDe],
    },
    {
      id: "cancellation",
      title: "5. Stornierung durch Sie",
      paragraphs: [
        "Stornierungen müssen von der Hauptreisenden oder dem Hauptreisenden schriftlich erklärt werden (eine E-Mail genügt). Die folgenden Gebühren berechnen sich nach dem maßgeblichen Preis der stornierten Leistungen und zählen ab dem Tag, an dem Ihre schriftliche Erklärung bei uns eingeht:",
      ],
      items: cancellationLines.map((c) => `${c.period.listed}: ${c.charge}.`),
    },
    {
      id: "flights",
      title: "6. Flüge",
      paragraphs: [
        "Flüge fallen nicht unter die oben genannte Stornostaffel. Für Flugtickets gelten die Tarifbestimmungen des jeweils ausgestellten Tickets: Manche Tarife sind nicht erstattungsfähig, und bei Änderungen können Gebühren der Fluggesellschaft und Tarifdifferenzen anfallen.",
        "Wenn die Fluggesellschaft es zulässt, kann ein nicht genutztes Ticket in ein Guthaben (Credit Shell) umgewandelt werden, das Sie innerhalb der Gültigkeitsdauer der Fluggesellschaft für eine spätere Buchung einsetzen können.",
      ],
    },
    {
      id: "changes",
      title: "7. Änderungen",
      paragraphs: [
        "Möchten Sie nach der Bestätigung Reisedaten, Unterkünfte oder Reisende ändern, helfen wir Ihnen nach Kräften. Änderungsgebühren unserer Leistungsträger und etwaige Preisunterschiede gehen zu Ihren Lasten.",
        "Müssen wir vor der Abreise einen wesentlichen Teil Ihrer Reise ändern (etwa weil eine Lodge geschlossen oder eine Straße durch Regen unpassierbar geworden ist), bieten wir Ihnen eine gleichwertige oder höherwertige Alternative an oder erstatten Ihnen die betroffenen Leistungen.",
      ],
    },
    {
      id: "travel-documents",
      title: "8. Reisepass, Visum und Gesundheit",
      paragraphs: [
        "Sie sind selbst dafür verantwortlich, einen gültigen Reisepass (mindestens sechs Monate gültig und mit freien Seiten), die erforderlichen Visa und Einreisegenehmigungen sowie alle vorgeschriebenen Impfnachweise mitzuführen. Wir beraten Sie gern, doch über die Einreise entscheiden die Behörden.",
      ],
    },
    {
      id: "insurance",
      title: "9. Reiseversicherung",
      paragraphs: [
        "Wir empfehlen Ihnen dringend eine umfassende Reiseversicherung, die medizinische Notfälle, Rücktransport, Reiserücktritt und den Verlust von Gepäck abdeckt. Auf Wunsch vermitteln wir Ihnen einen passenden Schutz.",
      ],
    },
    {
      id: "responsibility",
      title: "10. Unsere Verantwortung",
      paragraphs: [
        "Wir wählen unsere Leistungsträger sorgfältig aus und bleiben während der gesamten Reise Ihr Ansprechpartner. Für Ereignisse, die außerhalb unseres zumutbaren Einflusses liegen, etwa extreme Wetterlagen, Naturkatastrophen, Streiks, Unruhen oder geänderte behördliche Vorschriften, haften wir nicht; wir helfen Ihnen aber, neue Vorkehrungen zu treffen.",
      ],
    },
    {
      id: "conduct",
      title: "11. Verhalten in Parks und Gemeinden",
      paragraphs: [
        "Reisende müssen die Parkregeln, die Anweisungen von Guides und Fahrern sowie die örtlichen Gesetze und Gebräuche beachten. Wer durch sein Verhalten andere gefährdet, dem können wir die weiteren Leistungen ohne Erstattung verweigern.",
      ],
    },
    {
      id: "privacy",
      title: "12. Ihre Daten",
      paragraphs: [
        "Wir verwenden die Angaben, die Sie uns machen, ausschließlich, um Ihre Anfrage zu beantworten und Ihre Buchung durchzuführen, und geben sie nur an die Leistungsträger weiter, die Ihre Leistungen erbringen.",
      ],
    },
    {
      id: "complaints-law",
      title: "13. Beschwerden und anwendbares Recht",
      paragraphs: [
        `Sprechen Sie Ihren Guide an oder rufen Sie uns noch während der Reise an, damit wir Probleme sofort beheben können. Schriftliche Beschwerden nach Ihrer Rückkehr senden Sie bitte innerhalb von 28 Tagen an ${site.email}. Für diese Bedingungen gilt kenianisches Recht.`,
      ],
    },
  ],
  faqGroups: [
    {
      id: "booking",
      title: "Buchung und Angebote",
      faqs: [
        {
          question: "Wie buche ich eine Reise?",
          answer: [
            `Eine Buchung verläuft in ${bookingFlowDe.length} Schritten: ${bookingFlowDe.map((s) => s.title).join(", ")}.`,
            "Beginnen Sie mit einer Anfrage über eine beliebige Paketseite, die Seite „Anfragen“ oder WhatsApp – durch alles Weitere begleiten wir Sie.",
          ],
        },
        {
          question: "Wie schnell erhalte ich ein Angebot, und kostet es etwas?",
          answer: [
            `Sie erhalten unser Angebot innerhalb von ${span(QUOTE_TURNAROUND, true)}. Angebote sind kostenlos und unverbindlich und gelten in der Regel ${span(QUOTE_VALIDITY)}; die genaue Gültigkeit steht auf jedem Angebot.`,
          ],
        },
        {
          question: "Können Sie auch eine Reise planen, die nicht auf der Website steht?",
          answer: [
            "Ja. Die meisten unserer Reisen sind maßgeschneidert. Nennen Sie uns Reisedaten, Budget, Gruppengröße und Interessen, und wir stellen Ihnen einen Reiseverlauf zusammen.",
          ],
        },
        {
          question: "Wer kann eine Buchung vornehmen?",
          answer: [
            `Für eine Buchung müssen Sie mindestens ${ELIGIBILITY_AGE} Jahre alt sein. Reisende unter ${ELIGIBILITY_AGE} Jahren können unsere Leistungen nur unter der Aufsicht eines Elternteils oder Vormunds nutzen. Unsere Schülerprogramme richten sich an junge Menschen zwischen ${STUDENT_AGE_RANGE.split("-").join(" und ")} Jahren und finden stets mit dem Einverständnis von Eltern, Vormund oder Schule statt.`,
          ],
        },
      ],
    },
    {
      id: "payment",
      title: "Preise und Zahlung",
      faqs: [
        {
          question: "In welchen Währungen erstellen Sie Angebote?",
          answer: [
            "Unsere Preise werden in US-Dollar (USD) und Kenia-Schilling (KES) angegeben. Für Einwohner Kenias, Einwohner Ostafrikas und internationale Gäste gelten unterschiedliche Tarife.",
          ],
        },
        {
          question: "Wie hoch ist die Anzahlung, und wann ist der Restbetrag fällig?",
          answer: [
            `Bei der Buchung zahlen Sie ${DEPOSIT_PERCENT} % an; die Anzahlung wird nicht erstattet, sofern nichts anderes schriftlich vereinbart ist. Der Restbetrag ist ${days(BALANCE_DUE_DAYS)} vor der Abreise fällig.`,
          ],
        },
        {
          question: "Wie kann ich bezahlen?",
          answer: [
            "Mit Karte (bei Kartenzahlung können zusätzliche Gebühren anfallen), per Banküberweisung, mit M-Pesa oder bar in unserem Büro in Nairobi.",
          ],
        },
        {
          question: "Bieten Sie Ratenzahlung an?",
          answer: [
            `Ja. Unternehmen mit genehmigtem Kreditrahmen können monatlich abrechnen, und Schulen, Gruppen und Familien können ihre Zahlungen aufteilen – vorausgesetzt, der gesamte Restbetrag ist ${days(BALANCE_DUE_DAYS)} vor der Abreise beglichen.`,
          ],
        },
      ],
    },
    {
      id: "changes",
      title: "Stornierungen und Änderungen",
      faqs: [
        {
          question: "Was passiert, wenn ich storniere?",
          answer: [
            `Die Stornogebühren hängen davon ab, wie früh Sie uns Bescheid geben: ${cancellationLines.map((c) => `${c.period.inline} – ${c.charge}`).join("; ")}.`,
          ],
        },
        {
          question: "Sind Flüge erstattungsfähig?",
          answer: [
            "Flüge fallen nicht unter unsere Stornostaffel, sondern unter die Tarifbestimmungen des jeweiligen Tickets. Wenn die Fluggesellschaft es zulässt, kann ein nicht genutztes Ticket als Guthaben (Credit Shell) für eine spätere Reise dienen.",
          ],
        },
        {
          question: "Kann ich meine Reisedaten ändern?",
          answer: [
            "In der Regel ja. Wir fragen bei unseren Leistungsträgern neue Termine an; Änderungsgebühren und Preisunterschiede geben wir ohne Aufschlag an Sie weiter.",
          ],
        },
      ],
    },
    {
      id: "travel",
      title: "Unterwegs",
      faqs: [
        {
          question: "Werde ich während der Reise betreut?",
          answer: [
            `Ja. Unser Team ist für alle Reisenden rund um die Uhr erreichbar. Rufen Sie ${site.phones[0]} an oder schreiben Sie uns zu jeder Tageszeit auf WhatsApp.`,
          ],
        },
        {
          question: "Brauche ich ein Visum oder Impfungen?",
          answer: [
            "Das hängt von Ihrem Reisepass und Ihrer Route ab. Mit jeder Buchungsbestätigung erhalten Sie Hinweise zu Visum, Reisepass und Gesundheit, und bei Anträgen helfen wir Ihnen gern.",
          ],
        },
        {
          question: "Empfehlen Sie eine Reiseversicherung?",
          answer: [
            "Unbedingt. Auf Wunsch vermitteln wir Ihnen Versicherungsschutz für medizinische Notfälle, Rücktransport, Reiserücktritt und Gepäckverlust.",
          ],
        },
        {
          question: "Wo befindet sich Ihr Büro?",
          answer: [
            `${site.address.street}, ${site.address.city}, ${site.address.country === "Kenya" ? "Kenia" : site.address.country}. Besuchen Sie uns gern; Wegbeschreibung und Öffnungszeiten finden Sie auf der Seite „Kontakt“.`,
          ],
        },
      ],
    },
  ],
  company: {
    tagline: "Inspirieren, Gestalten, Voranbringen",
    description:
      "Safari- und Reiseveranstalter aus Nairobi, Kenia: Pirschfahrten, Badeurlaub, Flitterwochen, Konferenzen, Pilgerreisen und Charterflüge – mit Preisen für Einwohner Kenias, Einwohner Ostafrikas und internationale Gäste.",
    whatsappMessage: "Hallo Twiga Horizons, ich interessiere mich für eine Reise und hätte gern nähere Informationen.",
    accreditations: [
      "Lizenz der Tourism Regulatory Authority",
      "Mitglied der Kenya Association of Tour Operators",
      "Mitglied der Kenya Association of Travel Agents",
      "IATA-akkreditierte Agentur",
    ],
  },
};
