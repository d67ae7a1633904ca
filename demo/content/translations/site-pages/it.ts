/**
 * The demo company's terms, FAQs and company words in Italian (issue 29), written for Italian
 * readers (formal Lei) and mirroring demo/content/pages/{terms,faqs}.ts section by section. Every
 * figure comes from the constants the English quotes, so a changed deposit or scale changes here too.
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

/** "1 giorno", "30 giorni": the balance's notice may be set to a single day in the console. */
const giorni = (n: number) => (n === 1 ? "1 giorno" : `${n} giorni`);

const ITALIAN_UNITS: Record<string, [singular: string, plural: string]> = {
  hour: ["ora", "ore"],
  day: ["giorno", "giorni"],
  week: ["settimana", "settimane"],
};

/**
 * A duration constant ("24-48 hours", "7-30 days") in Italian: its figures kept, its unit translated.
 * A wording this does not know fails loudly rather than showing English inside an Italian sentence.
 */
function durata(english: string): string {
  const m = /^(\d+(?:-\d+)?) (hour|day|week)s?$/.exec(english);
  if (!m) throw new Error(`site-pages/it: no Italian for the duration "${english}"`);
  const [singular, plural] = ITALIAN_UNITS[m[2]!]!;
  return `${m[1]} ${m[1] === "1" ? singular : plural}`;
}

/** A step of the cancellation scale's notice period in Italian, from the English's figures. */
function periodo(english: string): string {
  const range = /^(\d+)-(\d+) days before travel$/.exec(english);
  if (range) return `Da ${range[1]} a ${range[2]} giorni prima della partenza`;
  const within = /^Within (\d+) days of travel$/.exec(english);
  if (within) return `Nei ${within[1]} giorni precedenti la partenza`;
  if (english === "No show") return "Mancata presentazione";
  throw new Error(`site-pages/it: no Italian for the cancellation period "${english}"`);
}

/** A cancellation charge ("50% of the applicable rate") in Italian, its percentage kept. */
function penale(english: string): string {
  const m = /^(\d+(?:\.\d+)?)% of the applicable rate$/.exec(english);
  if (!m) throw new Error(`site-pages/it: no Italian for the cancellation charge "${english}"`);
  return `${m[1]}% della tariffa applicabile`;
}

/** As many Italian entries as the English tuple T has (a mapped type over a type parameter keeps the tuple's length). */
type Altrettanti<T extends readonly unknown[], V = string> = { -readonly [K in keyof T]: V };

const scalaPenali = CANCELLATION_SCALE.map((c) => ({ periodo: periodo(c.period), penale: penale(c.charge) }));

/** PAYMENT_METHODS in Italian, one for each English method and in its order (the tuple type keeps the count). */
const metodiDiPagamento: Altrettanti<typeof PAYMENT_METHODS> = [
  "Carta di credito o di debito (i pagamenti con carta possono comportare commissioni aggiuntive, che Le indichiamo prima del pagamento)",
  "Bonifico bancario sul conto della nostra società",
  "M-Pesa al nostro numero aziendale registrato",
  "Contanti presso il nostro ufficio di Nairobi (rilasciamo una ricevuta ufficiale)",
];

/** The booking flow of commercial-terms.ts in Italian: the same eight steps in the same order (the tuple type keeps the count). */
const fasiDellaPrenotazione: Altrettanti<typeof BOOKING_FLOW, { title: string; text: string }> = [
  {
    title: "Ricerca",
    text: "Sfogli i nostri pacchetti, destinazioni e servizi e annoti le date, il budget e lo stile di viaggio più adatti a Lei.",
  },
  {
    title: "Contatto",
    text: "Ci contatti tramite il modulo di richiesta, via e-mail, per telefono o su WhatsApp. Ci dica chi viaggia, quando e che cosa desidera fare.",
  },
  {
    title: "Richiesta di prenotazione",
    text: `Le inviamo un preventivo gratuito e senza impegno entro ${durata(QUOTE_TURNAROUND)}. Se La soddisfa, ci chieda per iscritto di prenotare i servizi.`,
  },
  {
    title: "Conferma e pagamento",
    text: `Confermiamo la disponibilità ed emettiamo una fattura. Versi l'acconto del ${DEPOSIT_PERCENT}% per garantire la prenotazione; il saldo è dovuto ${giorni(BALANCE_DUE_DAYS)} prima della partenza.`,
  },
  {
    title: "Conferma del pagamento",
    text: "Confermiamo per iscritto ogni pagamento e inviamo le ricevute, così sa sempre che cosa è stato pagato e che cosa resta da pagare.",
  },
  {
    title: "Preparazione al viaggio",
    text: "Le forniamo consigli sul bagaglio, indicazioni su salute, visti e passaporti e i contatti della Sua guida o del Suo autista.",
  },
  {
    title: "Ultimi dettagli",
    text: "Negli ultimi giorni confermiamo orari di ritiro, elenchi delle camere ed eventuali richieste particolari, e Le inviamo i voucher e l'itinerario definitivo.",
  },
  {
    title: "Viaggio",
    text: "Si goda il viaggio. Il nostro team è reperibile 24 ore su 24, 7 giorni su 7, per tutta la durata del soggiorno, se qualcosa dovesse richiedere attenzione.",
  },
];

const [etaMinimaStudenti, etaMassimaStudenti] = STUDENT_AGE_RANGE.split("-");

/** The accreditations' names in demo/content/site.ts's order (the tuple type keeps the count). */
const accreditamenti: Altrettanti<typeof site.accreditations> = [
  "Licenza della Tourism Regulatory Authority",
  "Membro della Kenya Association of Tour Operators",
  "Membro della Kenya Association of Travel Agents",
  "Agenzia accreditata IATA",
];

export const sitePagesIt: SitePagesTranslation = {
  termsIntro: `Le presenti condizioni si applicano a ogni prenotazione effettuata con ${site.legalName} ("noi"), società a responsabilità limitata registrata in Kenya con sede a Nairobi. La preghiamo di leggerle prima di confermare una prenotazione: con il versamento dell'acconto Lei le accetta.`,
  termsSections: [
    {
      id: "eligibility",
      title: "1. Chi può prenotare",
      paragraphs: [
        `Per utilizzare questo sito e per effettuare una prenotazione occorre avere compiuto ${ELIGIBILITY_AGE} anni. Chi ha meno di ${ELIGIBILITY_AGE} anni può usufruire dei nostri servizi soltanto sotto la responsabilità di un genitore o di un tutore, che effettua la prenotazione e accetta le presenti condizioni per suo conto.`,
        "La persona che effettua la prenotazione (il capogruppo) dichiara di essere autorizzata ad accettare le presenti condizioni per tutti i viaggiatori indicati nella prenotazione.",
      ],
    },
    {
      id: "booking-flow",
      title: "2. Come si prenota",
      paragraphs: ["Ogni prenotazione segue le stesse otto fasi:"],
      steps: [...fasiDellaPrenotazione],
    },
    {
      id: "quotes",
      title: "3. Preventivi",
      paragraphs: [
        `Inviamo i preventivi entro ${durata(QUOTE_TURNAROUND)} dalla ricezione della richiesta. I preventivi sono gratuiti e non vincolano nessuna delle due parti finché non viene versato un acconto.`,
        `Ogni preventivo è valido per il periodo in esso indicato, di norma ${durata(QUOTE_VALIDITY)}. Trascorso tale periodo i prezzi di lodge, parchi e compagnie aeree possono cambiare, e Le riconfermeremo il prezzo prima del pagamento.`,
      ],
    },
    {
      id: "prices-payment",
      title: "4. Prezzi e pagamento",
      paragraphs: [
        "I prezzi sono espressi in dollari statunitensi (USD) e in scellini kenioti (KES). Le tariffe variano per i residenti in Kenya, i residenti in Africa orientale e i visitatori internazionali; la tariffa applicata dipende dal passaporto o dal permesso di soggiorno di ciascun viaggiatore.",
        `Al momento della prenotazione è richiesto un acconto pari al ${DEPOSIT_PERCENT}% del prezzo totale per garantirla. L'acconto non è rimborsabile, salvo diversa indicazione scritta nella conferma di prenotazione.`,
        `Il saldo è dovuto ${giorni(BALANCE_DUE_DAYS)} prima della partenza. Le prenotazioni effettuate a meno di ${giorni(BALANCE_DUE_DAYS)} dalla partenza si pagano per intero al momento della prenotazione. Se il saldo non ci perviene nei termini, possiamo considerare la prenotazione come annullata da Lei, con l'applicazione delle penali indicate di seguito.`,
        "Accettiamo i seguenti metodi di pagamento:",
      ],
      items: [...metodiDiPagamento],
    },
    {
      id: "cancellation",
      title: "5. Cancellazione da parte Sua",
      paragraphs: [
        "Le cancellazioni devono essere comunicate per iscritto (va bene anche un'e-mail) dal capogruppo. Le penali seguenti si calcolano sulla tariffa applicabile ai servizi cancellati e decorrono dalla data in cui riceviamo la comunicazione scritta:",
      ],
      items: scalaPenali.map((c) => `${c.periodo}: ${c.penale}.`),
    },
    {
      id: "flights",
      title: "6. Voli",
      paragraphs: [
        "I voli non rientrano nella scala di penali indicata sopra. I biglietti aerei sono soggetti alle regole tariffarie del biglietto emesso: alcune tariffe non sono rimborsabili, e le modifiche possono comportare penali della compagnia aerea e differenze di tariffa.",
        "Se la compagnia aerea lo consente, un biglietto non utilizzato può essere convertito in un credito (credit shell) da usare per una prenotazione successiva entro il periodo di validità stabilito dalla compagnia.",
      ],
    },
    {
      id: "changes",
      title: "7. Modifiche",
      paragraphs: [
        "Se dopo la conferma desidera cambiare date, sistemazioni o viaggiatori, faremo il possibile per aiutarLa. Le spese di modifica dei fornitori e l'eventuale differenza di prezzo sono a Suo carico.",
        "Se prima della partenza dovessimo modificare una parte sostanziale del Suo viaggio (per esempio per la chiusura di un lodge o una strada resa impraticabile dalle piogge), Le proporremo un'alternativa di livello pari o superiore oppure il rimborso dei servizi interessati.",
      ],
    },
    {
      id: "travel-documents",
      title: "8. Passaporti, visti e salute",
      paragraphs: [
        "È Sua responsabilità disporre di un passaporto valido (con almeno sei mesi di validità residua e pagine libere), dei visti e dei permessi d'ingresso necessari e degli eventuali certificati di vaccinazione richiesti. Le forniamo volentieri indicazioni, ma le decisioni sull'ingresso spettano alle autorità.",
      ],
    },
    {
      id: "insurance",
      title: "9. Assicurazione di viaggio",
      paragraphs: [
        "Le raccomandiamo vivamente un'assicurazione di viaggio completa che copra emergenze mediche, evacuazione, annullamento e smarrimento dei bagagli. Su richiesta possiamo occuparci noi della copertura.",
      ],
    },
    {
      id: "responsibility",
      title: "10. La nostra responsabilità",
      paragraphs: [
        "Scegliamo i nostri fornitori con cura e restiamo il Suo punto di riferimento per tutta la durata del viaggio. Non rispondiamo di eventi al di fuori del nostro ragionevole controllo, come condizioni meteorologiche estreme, calamità naturali, scioperi, disordini civili o cambiamenti delle norme governative, ma La aiuteremo a organizzare soluzioni alternative.",
      ],
    },
    {
      id: "conduct",
      title: "11. Comportamento nei parchi e nelle comunità",
      paragraphs: [
        "I viaggiatori sono tenuti a rispettare i regolamenti dei parchi, le indicazioni di guide e autisti e le leggi e consuetudini locali. Possiamo interrompere senza rimborso i servizi a chi, con il proprio comportamento, metta in pericolo gli altri.",
      ],
    },
    {
      id: "privacy",
      title: "12. I Suoi dati",
      paragraphs: [
        "Utilizziamo i dati che ci fornisce soltanto per rispondere alla Sua richiesta e realizzare la Sua prenotazione, e li condividiamo unicamente con i fornitori dei servizi prenotati.",
      ],
    },
    {
      id: "complaints-law",
      title: "13. Reclami e legge applicabile",
      paragraphs: [
        `Durante il viaggio ne parli con la Sua guida o ci chiami, così potremo rimediare subito. I reclami scritti dopo il rientro devono pervenirci all'indirizzo ${site.email} entro 28 giorni. Le presenti condizioni sono regolate dalla legge keniota.`,
      ],
    },
  ],
  faqGroups: [
    {
      id: "booking",
      title: "Prenotazioni e preventivi",
      faqs: [
        {
          question: "Come si prenota un viaggio?",
          answer: [
            `La prenotazione si svolge in otto fasi: ${fasiDellaPrenotazione.map((s) => s.title.toLowerCase()).join(", ")}.`,
            "Per cominciare ci invii una richiesta da qualsiasi pagina dei pacchetti, dalla pagina Richieste o via WhatsApp: per tutto il resto La accompagniamo noi.",
          ],
        },
        {
          question: "Quanto tempo occorre per ricevere un preventivo, e ha un costo?",
          answer: [
            `Inviamo i preventivi entro ${durata(QUOTE_TURNAROUND)}. Sono gratuiti e senza impegno e di norma restano validi ${durata(QUOTE_VALIDITY)}; la validità esatta è indicata su ciascun preventivo.`,
          ],
        },
        {
          question: "Potete organizzare un viaggio che non compare sul sito?",
          answer: [
            "Certo. La maggior parte dei nostri viaggi è su misura. Ci indichi date, budget, numero di partecipanti e interessi, e progetteremo un itinerario pensato per Lei.",
          ],
        },
        {
          question: "Chi può effettuare una prenotazione?",
          answer: [
            `Per prenotare occorre avere compiuto ${ELIGIBILITY_AGE} anni. I viaggiatori con meno di ${ELIGIBILITY_AGE} anni possono usufruire dei nostri servizi soltanto sotto la responsabilità di un genitore o di un tutore. I nostri programmi per studenti si rivolgono a ragazzi di età compresa tra ${etaMinimaStudenti} e ${etaMassimaStudenti} anni, sempre con il consenso di un genitore, di un tutore o della scuola.`,
          ],
        },
      ],
    },
    {
      id: "payment",
      title: "Prezzi e pagamento",
      faqs: [
        {
          question: "In quali valute sono espressi i preventivi?",
          answer: [
            "I prezzi sono espressi in dollari statunitensi (USD) e in scellini kenioti (KES). Le tariffe variano per i residenti in Kenya, i residenti in Africa orientale e i visitatori internazionali.",
          ],
        },
        {
          question: "Quanto si versa di acconto, e quando va pagato il saldo?",
          answer: [
            `Alla prenotazione si versa un acconto del ${DEPOSIT_PERCENT}%, non rimborsabile salvo diversa indicazione scritta. Il saldo è dovuto ${giorni(BALANCE_DUE_DAYS)} prima della partenza.`,
          ],
        },
        {
          question: "Come posso pagare?",
          answer: [
            "Con carta (i pagamenti con carta possono comportare commissioni aggiuntive), con bonifico bancario, tramite M-Pesa o in contanti presso il nostro ufficio di Nairobi.",
          ],
        },
        {
          question: "È possibile pagare a rate?",
          answer: [
            `Sì. Alle aziende con un fido approvato possiamo fatturare mensilmente, e scuole, gruppi e famiglie possono suddividere i pagamenti, purché il saldo completo sia versato ${giorni(BALANCE_DUE_DAYS)} prima della partenza.`,
          ],
        },
      ],
    },
    {
      id: "changes",
      title: "Cancellazioni e modifiche",
      faqs: [
        {
          question: "Che cosa succede se cancello?",
          answer: [
            `Le penali di cancellazione dipendono dal preavviso: ${scalaPenali.map((c) => `${c.periodo.toLowerCase()}, ${c.penale}`).join("; ")}.`,
          ],
        },
        {
          question: "I voli sono rimborsabili?",
          answer: [
            "I voli non rientrano nella nostra scala di penali e seguono le regole tariffarie di ciascun biglietto. Se la compagnia aerea lo consente, un biglietto non utilizzato può diventare un credito (credit shell) per un viaggio successivo.",
          ],
        },
        {
          question: "Posso cambiare le date del viaggio?",
          answer: [
            "Di solito sì. Chiederemo nuove date ai nostri fornitori; le eventuali spese di modifica e differenze di prezzo Le vengono addebitate al costo, senza ricarichi.",
          ],
        },
      ],
    },
    {
      id: "travel",
      title: "Durante il viaggio",
      faqs: [
        {
          question: "Avrò assistenza durante il viaggio?",
          answer: [
            `Sì. Il nostro team è reperibile 24 ore su 24, 7 giorni su 7, per ogni viaggiatore. Chiami il ${site.phones[0]} o ci scriva su WhatsApp a qualsiasi ora.`,
          ],
        },
        {
          question: "Ho bisogno di un visto o di vaccinazioni?",
          answer: [
            "Dipende dal Suo passaporto e dall'itinerario. Con ogni conferma Le inviamo indicazioni su visti, passaporti e salute, e possiamo aiutarLa con le domande.",
          ],
        },
        {
          question: "Consigliate un'assicurazione di viaggio?",
          answer: [
            "Vivamente. Possiamo organizzare una copertura per emergenze mediche, evacuazione, annullamento e smarrimento dei bagagli.",
          ],
        },
        {
          question: "Dove si trova il vostro ufficio?",
          answer: [
            `${site.address.street}, ${site.address.city}, ${site.address.country}. Saremo lieti di riceverLa: nella pagina Contatti trova le indicazioni e gli orari di apertura.`,
          ],
        },
      ],
    },
  ],
  company: {
    tagline: "Ispirare, Creare, Spingere oltre",
    description:
      "Agenzia keniota di safari e viaggi con sede a Nairobi: safari fotografici, vacanze al mare, viaggi di nozze, conferenze, pellegrinaggi e voli charter, con prezzi per residenti in Kenya, residenti in Africa orientale e visitatori internazionali.",
    whatsappMessage: "Buongiorno Twiga Horizons, vorrei ricevere informazioni su un viaggio.",
    accreditations: [...accreditamenti],
  },
};
