/**
 * The twelve translated demo packages' details in Italian (issue 29): each tier's days, inclusions
 * and exclusions, the optional activities and the package's terms, mirroring the built English seed
 * (demo/content/packages/) in the same order. Written for Italian travellers (formal Lei), with the
 * place names of the Italian titles and summaries in ../packages.ts.
 *
 * As in demo/content/packages/tier-builder.ts, a package's days are written once and each tier adds
 * its own stay sentence, so the tiers cannot drift apart.
 */
import type { PackageDetailsTranslation, PackageDetailsTranslations } from "../types.ts";

type Livello = "single" | "value" | "comfort" | "premier";
type Tappa = PackageDetailsTranslation["tiers"][Livello] & {};

/** A day written once for the package: the common text, and per tier its stay sentence and lodge. */
interface Giorno {
  title: string;
  text: string;
  stay?: Partial<Record<Livello, string>>;
  /** The night's lodge or camp, only where the English names one. */
  overnight?: Partial<Record<Livello, string>>;
}

/** The tier's days as the English builds them: the day's text, then the tier's own sentence, in one paragraph. */
function programma(giorni: Giorno[], livello: Livello): Tappa["itinerary_days"] {
  return giorni.map((g) => {
    const extra = g.stay?.[livello];
    const overnight = g.overnight?.[livello];
    return {
      title: g.title,
      ...(overnight ? { overnight } : {}),
      description_html: `<p>${g.text}${extra ? " " + extra : ""}</p>`,
    };
  });
}

function livello(l: Livello, giorni: Giorno[], inclusions: string[], exclusions: string[]): Tappa {
  return { itinerary_days: programma(giorni, l), inclusions, exclusions };
}

/* ------------------------------------------------------------------ */
/* Air tickets and charters                                             */
/* ------------------------------------------------------------------ */

const CONDIZIONI_VOLI = `<p>Un acconto del 50% conferma i servizi prenotati; il saldo è dovuto 30 giorni prima della partenza. I charter privati sono confermati solo dopo il ricevimento dell'acconto e l'assegnazione dell'aeromobile.</p>
<p>Penali di cancellazione sui servizi a terra: dal 30° al 15° giorno prima della partenza 50%, dal 14° all'8° giorno 75%, negli ultimi 7 giorni 100%. I voli sono soggetti alle regole tariffarie della compagnia aerea o dell'operatore; se la tariffa lo consente, i biglietti non utilizzati possono essere conservati come credito per un viaggio successivo.</p>
<p>Sui piccoli aerei il bagaglio è limitato a 15 kg a persona, bagaglio a mano compreso, in borse morbide. I voli possono subire ritardi o cambi di rotta per motivi meteorologici o di traffico aereo indipendenti dalla nostra volontà.</p>`;

const ESCLUSIONI_VOLI = [
  "Assicurazione di viaggio",
  "Supplementi per bagaglio in eccedenza",
  "Bevande non comprese nel trattamento",
  "Mance",
  "Visti e voli internazionali",
];
/** The tiers whose meals include house drinks leave the drinks line out, as the English does. */
const esclusioniVoliSenzaBevande = ESCLUSIONI_VOLI.filter((e) => !e.startsWith("Bevande"));

const maraInVolo: Giorno[] = [
  {
    title: "Dall'aeroporto Wilson al Maasai Mara",
    text: "Il check-in all'aeroporto Wilson di Nairobi, il vivace scalo dei piccoli aerei, è previsto circa un'ora prima della partenza. Il volo sopra le Ngong Hills e la Rift Valley dura da 45 minuti a un'ora, a seconda degli scali sulle piste intermedie, e accanto alla pista di atterraggio La aspetta la Sua guida con una bibita fresca. Si raggiunge il campo per il pranzo con un primo game drive lungo la strada, e nel tardo pomeriggio si riparte nella savana.",
    stay: {
      value: "Si vola con un volo di linea condiviso in partenza a metà mattina; cena e pernottamento in un confortevole campo tendato.",
      comfort: "Si vola con il primo volo di linea del mattino, per sfruttare al meglio la giornata; cena e pernottamento in un campo tendato di lusso sul fiume Mara.",
      premier: "Un aereo privato è noleggiato per il Suo gruppo: parte all'ora che preferisce e atterra sulla pista più vicina al campo; cena e pernottamento in un campo di lusso all'interno di una conservancy privata.",
    },
  },
  {
    title: "Un'intera giornata nel Maasai Mara",
    text: "La giornata è dedicata ai game drive, con pranzo al sacco, sulle tracce di leoni, ghepardi ed elefanti del Mara e, da luglio a ottobre, delle mandrie della Grande Migrazione agli attraversamenti del fiume. Arrivare in aereo significa più tempo nella savana e meno sulla strada.",
    stay: {
      value: "Cena e pernottamento al campo.",
      comfort: "Cena e pernottamento al campo.",
      premier: "Per tutto il soggiorno dispone di un veicolo e di una guida riservati; cena e pernottamento al campo.",
    },
  },
  {
    title: "Game drive all'alba e volo per Nairobi",
    text: "Un ultimo game drive al sorgere del sole, poi la colazione e il trasferimento alla pista per il volo di rientro all'aeroporto Wilson, con arrivo verso mezzogiorno: resta tutto il tempo per una coincidenza internazionale in serata.",
    stay: {
      premier: "Su richiesta, il Suo aereo può anche proseguire verso un altro parco, la costa o una pista di Sua scelta.",
    },
  },
];

const costaInVolo: Giorno[] = [
  {
    title: "Da Nairobi a Lamu",
    text: "Volo da Nairobi alla pista dell'isola di Manda, in meno di due ore; al pontile La attende un barcaiolo per la breve traversata fino a Lamu. Dopo la sistemazione nella guesthouse, il tardo pomeriggio è per scoprire il lungomare.",
    stay: {
      value: "Volo di linea dall'aeroporto Wilson o dall'aeroporto internazionale; pernottamento e prima colazione in una guesthouse nella città vecchia di Lamu.",
      comfort: "Volo di linea con tariffa flessibile; pernottamento e prima colazione in una casa boutique a Shela con piscina sul tetto.",
      premier: "Un aereo privato La porta direttamente da Wilson a Manda all'ora che preferisce; pernottamento e prima colazione in un'esclusiva casa sulla spiaggia a Shela.",
    },
  },
  {
    title: "Lamu in libertà e dhow al tramonto",
    text: "Una giornata libera per i vicoli senza auto della città vecchia, il museo e la lunga spiaggia di Shela. La sera si naviga in dhow lungo il canale al tramonto.",
  },
  {
    title: "L'arcipelago di Lamu",
    text: "Un'altra giornata libera nell'arcipelago. Tra le scelte più amate: una gita in barca alle rovine di Takwa, una visita ai costruttori di dhow di Matondoni o semplicemente un buon libro sulle dune.",
  },
  {
    title: "Da Lamu a Diani",
    text: "Si torna a Manda e si vola verso sud lungo la costa fino alla pista di Ukunda, proprio alle spalle di Diani Beach; poi il trasferimento in hotel e un pomeriggio in mare.",
    stay: {
      value: "I voli di linea fanno scalo a Malindi o a Mombasa; pernottamento e prima colazione in un hotel sulla spiaggia di Diani.",
      comfort: "Un volo costiero condiviso e diretto impiega circa un'ora e mezza; pernottamento e prima colazione in un resort a quattro stelle a Diani.",
      premier: "Il Suo aereo privato vola diretto lungo la costa in circa un'ora; pernottamento e prima colazione in una villa sulla spiaggia a Diani.",
    },
  },
  {
    title: "Diani Beach",
    text: "Una giornata su una delle spiagge più belle d'Africa, con la possibilità di un'uscita in dhow al parco marino di Kisite-Mpunguti per lo snorkeling e i delfini.",
  },
  {
    title: "Da Diani a Nairobi",
    text: "Dopo la colazione, check-out e trasferimento alla pista di Ukunda per il volo di rientro a Nairobi, di circa un'ora.",
    stay: {
      premier: "Il Suo aereo privato parte quando Lei lo desidera.",
    },
  },
];

/* ------------------------------------------------------------------ */
/* Christian pilgrimages                                                */
/* ------------------------------------------------------------------ */

const CONDIZIONI_PELLEGRINAGGI = `<ul>
<li>Un acconto del 50% riserva il Suo posto nella partenza di gruppo; il saldo è dovuto 30 giorni prima della partenza.</li>
<li>Penali di cancellazione: dal 30° al 15° giorno prima della partenza 50%, dal 14° all'8° giorno 75%, negli ultimi 7 giorni o in caso di mancata presentazione 100%. I biglietti aerei già emessi seguono le regole tariffarie della compagnia.</li>
<li>Il passaporto deve essere valido per almeno sei mesi dopo il rientro. La concessione del visto spetta alle ambasciate; per ogni pellegrino prepariamo lettere d'invito e documenti di supporto.</li>
<li>L'ordine delle visite può cambiare per festività religiose, chiusure dei siti o avvisi ufficiali di viaggio, senza ridurre, ove possibile, i luoghi visitati.</li>
</ul>`;

const ESCLUSIONI_PELLEGRINAGGI = [
  "Assicurazione di viaggio e sanitaria (obbligatoria)",
  "Pranzi, salvo dove indicato",
  "Bevande ai pasti",
  "Mance per la guida locale, l'autista e il personale degli hotel",
  "Offerte personali e donazioni nelle chiese",
  "Supplemento camera singola",
];

const terraSanta: Giorno[] = [
  {
    title: "Da Nairobi alla Terra Santa e in Galilea",
    text: "Il gruppo si ritrova all'aeroporto internazionale di Nairobi con il nostro accompagnatore per il volo per Tel Aviv, di circa cinque ore. All'arrivo La accoglie una guida cristiana autorizzata e il pullman risale la costa verso nord per poi piegare nell'entroterra fino al lago di Galilea, in circa due ore. Dopo cena il gruppo si raccoglie sulla riva per la preghiera di apertura.",
    stay: {
      value: "Cena e pernottamento in un hotel a tre stelle a Tiberiade.",
      comfort: "Cena e pernottamento in un hotel a quattro stelle sul lago, a Tiberiade.",
      premier: "Cena e pernottamento in una casa per ospiti a quattro stelle gestita da un ordine religioso, sulle colline che dominano il lago.",
    },
  },
  {
    title: "Intorno al lago di Galilea",
    text: "Si comincia dal Monte delle Beatitudini, dove si legge il Discorso della Montagna nei giardini affacciati sul lago. Si prosegue per Tabgha, luogo tradizionale della moltiplicazione dei pani e dei pesci, e per la chiesa del Primato di Pietro, sulla riva. A Cafarnao si visitano i resti della sinagoga e della casa di Pietro, poi si sale su una barca di legno per una traversata tranquilla del lago, con un momento di preghiera sull'acqua.",
  },
  {
    title: "Cana, Nazareth e il Monte Tabor",
    text: "A Cana le coppie sposate possono rinnovare le promesse matrimoniali nella chiesa che ricorda il primo miracolo di Gesù. A Nazareth si visitano la Basilica dell'Annunciazione e la chiesa di San Giuseppe e si passeggia nel vecchio mercato. Nel pomeriggio i taxi salgono per la ripida strada del Monte Tabor, luogo tradizionale della Trasfigurazione, con ampie vedute sulla valle di Izreel.",
  },
  {
    title: "Il Giordano, Gerico e la salita a Gerusalemme",
    text: "In un sito battesimale sul fiume Giordano i pellegrini possono rinnovare, in veste bianca, le promesse del battesimo. La strada segue poi verso sud la valle del Giordano fino a Gerico, una delle città più antiche del mondo, dove si vedono il sicomoro legato a Zaccheo e il Monte della Tentazione. In serata si sale attraverso il deserto di Giuda fino a Gerusalemme.",
    stay: {
      value: "Cena e pernottamento in un hotel a tre stelle a Gerusalemme (cinque notti).",
      comfort: "Cena e pernottamento in un hotel a quattro stelle a Gerusalemme (cinque notti).",
      premier: "Cena e pernottamento in un hotel a quattro stelle a pochi passi dalle mura della Città Vecchia (cinque notti).",
    },
  },
  {
    title: "Monte degli Ulivi e Monte Sion",
    text: "Dalla cima del Monte degli Ulivi l'intera Città Vecchia si apre davanti a Lei. Si scende lungo il sentiero della Domenica delle Palme, con soste alla chiesa del Pater Noster, dove il Padre Nostro è scritto in oltre cento lingue, kiswahili compreso, e al Dominus Flevit. Si prega nell'orto del Getsemani, tra ulivi secolari, e nella Basilica delle Nazioni. Nel pomeriggio, visita del Monte Sion con il Cenacolo e la chiesa di San Pietro in Gallicantu.",
  },
  {
    title: "Betlemme",
    text: "Si passa a Betlemme con il passaporto per visitare la Basilica della Natività e inginocchiarsi nella grotta dove la tradizione colloca la nascita di Cristo. Dopo il pranzo in un ristorante a conduzione familiare, si visita il Campo dei Pastori e si cantano canti natalizi nella cappella della grotta, in qualsiasi stagione. Resta il tempo per acquistare sculture in legno d'ulivo dagli artigiani cristiani.",
  },
  {
    title: "La Via Crucis",
    text: "Di primo mattino, prima che i vicoli si affollino, il gruppo percorre la Via Dolorosa pregando a ogni stazione della Via Crucis, fino alla Basilica del Santo Sepolcro. Dopo un tempo di raccoglimento all'interno, si visitano la piscina di Betesda e la chiesa di Sant'Anna, famosa per l'eco che accompagna il canto dei pellegrini, per concludere al Muro Occidentale.",
  },
  {
    title: "Masada, Qumran e il Mar Morto",
    text: "Si scende verso il punto più basso della Terra. La funivia sale alla fortezza di Masada, nel deserto; si vedono poi le grotte di Qumran, dove furono ritrovati i Rotoli del Mar Morto, e la giornata si chiude galleggiando nelle acque ricche di minerali del Mar Morto.",
  },
  {
    title: "Ein Karem e la Tomba del Giardino",
    text: "Al mattino, visita di Ein Karem, il villaggio collinare legato alla nascita di Giovanni Battista e alla Visitazione di Maria a Elisabetta. Nel pomeriggio il gruppo celebra la Santa Comunione nella quiete della Tomba del Giardino, prima della cena d'addio con la consegna dell'attestato di pellegrinaggio a ogni pellegrino.",
  },
  {
    title: "Rientro a Nairobi",
    text: "Dopo la colazione, trasferimento in aeroporto per il volo di rientro a Nairobi, con arrivo in serata.",
  },
];

const inclusioniTerraSanta = (hotel: string) => [
  "Voli in classe economica andata e ritorno Nairobi-Tel Aviv",
  "Pratiche per il visto e lettere d'invito",
  hotel,
  "Guida cristiana autorizzata di lingua inglese e pullman con aria condizionata",
  "Tutti gli ingressi, la traversata in barca sul lago di Galilea e la funivia di Masada",
  "Accompagnatore da Nairobi e un cappellano per gruppi di almeno 20 persone",
  "Attestato di pellegrinaggio",
];

const roma: Giorno[] = [
  {
    title: "Da Nairobi a Roma",
    text: "Volo da Nairobi a Roma con scalo, con arrivo in tarda mattinata o nel pomeriggio. La guida accoglie il gruppo e lo accompagna in hotel; la sera si raggiunge a piedi una chiesa vicina per la Messa o la preghiera di apertura.",
    stay: {
      value: "Cena e pernottamento in una casa per pellegrini gestita da una comunità religiosa, vicino al Vaticano.",
      comfort: "Cena e pernottamento in un hotel a tre stelle a pochi passi da piazza San Pietro.",
      premier: "Cena e pernottamento in un hotel a quattro stelle nel centro storico.",
    },
  },
  {
    title: "I Musei Vaticani e la Basilica di San Pietro",
    text: "Un ingresso di primo mattino ai Musei Vaticani conduce, attraverso la Galleria delle Carte Geografiche e quella degli Arazzi, alla Cappella Sistina e alla volta di Michelangelo. Si entra poi nella Basilica di San Pietro per pregare sulla tomba dell'Apostolo, sotto l'altare maggiore, e chi lo desidera può salire sulla cupola per il panorama sulla città. Il pomeriggio è libero intorno alla piazza.",
  },
  {
    title: "L'udienza generale e le catacombe",
    text: "Il mercoledì, quando si tiene, il gruppo partecipa all'udienza generale del Santo Padre in piazza San Pietro; negli altri giorni la guida organizza al suo posto la visita di Castel Sant'Angelo. Nel pomeriggio il pullman percorre l'antica Via Appia fino alle catacombe, dove i primi cristiani seppellivano i loro morti e celebravano in segreto l'Eucaristia.",
  },
  {
    title: "Le basiliche maggiori e la Scala Santa",
    text: "Una giornata di pellegrinaggio alle basiliche papali: San Giovanni in Laterano, la cattedrale di Roma, con di fronte la Scala Santa, che i pellegrini salgono in ginocchio; Santa Maria Maggiore, con i suoi mosaici dorati; e San Paolo fuori le Mura, costruita sulla tomba dell'Apostolo. La Santa Messa si celebra in una delle cappelle laterali.",
  },
  {
    title: "Escursione ad Assisi",
    text: "In pullman attraverso la campagna umbra, in circa due ore e mezza, fino alla cittadina collinare di Assisi. Si visitano la Basilica di San Francesco con i suoi affreschi, la Basilica di Santa Chiara e, nella valle sottostante, la piccola cappella della Porziuncola; rientro a Roma in serata.",
  },
  {
    title: "La Roma antica e la cena d'addio",
    text: "Si passeggia nel Colosseo e nel Foro Romano e si visita il Carcere Mamertino, dove secondo la tradizione furono imprigionati Pietro e Paolo. Nel pomeriggio, una moneta nella Fontana di Trevi e la salita della scalinata di Trinità dei Monti, prima della cena d'addio in trattoria.",
  },
  {
    title: "Rientro a Nairobi",
    text: "Dopo la colazione, trasferimento in aeroporto per il volo di rientro con scalo.",
  },
];

const inclusioniRoma = (hotel: string) => [
  "Voli in classe economica andata e ritorno Nairobi-Roma",
  "Assistenza per la domanda di visto Schengen e documenti di viaggio",
  hotel,
  "Guida autorizzata a Roma e ad Assisi e pullman privato",
  "Ingressi ai Musei Vaticani, alla Cappella Sistina, al Colosseo e alle catacombe",
  "Messa o preghiera quotidiana organizzata con le chiese locali",
  "Accompagnatore da Nairobi",
];

/* ------------------------------------------------------------------ */
/* Conferences and team building                                        */
/* ------------------------------------------------------------------ */

const CONDIZIONI_GRUPPI = `<p>I prezzi si intendono per partecipante e si basano sul numero minimo di partecipanti indicato nel pacchetto; per gruppi più piccoli formuliamo un preventivo su richiesta.</p>
<p>Un acconto del 50% conferma la sede e i trasporti; il saldo e l'elenco definitivo delle camere sono dovuti 30 giorni prima dell'evento.</p>
<p>Penali di cancellazione: dal 30° al 15° giorno prima dell'evento 50%, dal 14° all'8° giorno 75%, negli ultimi 7 giorni 100%. Riduzioni del numero di partecipanti fino al 10% sono accettate senza penali fino a 14 giorni prima dell'arrivo.</p>
<p>Le fatture possono essere intestate alla Sua azienda con i dati del KRA PIN; pagamento con bonifico bancario, M-Pesa paybill o carta.</p>`;

const ESCLUSIONI_AZIENDE = [
  "Bevande alcoliche, salvo dove indicato",
  "Compensi di relatori ospiti o formatori esterni",
  "Stampa e personalizzazione oltre quanto indicato",
  "Spese personali come lavanderia e servizio in camera",
  "Mance per autisti, guide e personale della struttura",
];

const naivasha: Giorno[] = [
  {
    title: "Da Nairobi al lago Naivasha e sessioni di apertura",
    text: "Il pullman con aria condizionata parte dal Suo ufficio di Nairobi alle 7.30 e prende la strada della scarpata, con una breve sosta al belvedere sulla Rift Valley per la foto di gruppo. L'arrivo in sede è previsto verso le 10.00 per la registrazione e un tè di benvenuto, e la sessione plenaria di apertura comincia alle 10.30. Dopo il pranzo a buffet sul prato, il pomeriggio è dedicato ai lavori in sottogruppi in sale più piccole, fino alle 17.00, con il tempo per una passeggiata lungo il lago.",
    stay: {
      value: "Cena di benvenuto e pernottamento in camere standard in un hotel congressuale sul lago, con una sala principale per un massimo di 150 partecipanti.",
      comfort: "Cena di benvenuto e pernottamento in camere superior vista lago in un resort congressuale immerso in giardini di acacie.",
      premier: "Cena di benvenuto con musica acustica dal vivo e pernottamento in cottage privati in un lodge sul lago riservato in esclusiva, con un responsabile congressuale dedicato sempre a disposizione.",
    },
  },
  {
    title: "Sessioni di lavoro e sfida di squadra sul lago",
    text: "Le sessioni si svolgono dalle 8.30 alle 13.00, con una pausa tè a metà mattina sulla terrazza. Dopo pranzo i partecipanti lasciano la sala per una sfida di squadra guidata da un facilitatore nel parco della struttura, seguita da un'ora in barca tra gli ippopotami e le aquile pescatrici del lago Naivasha. La serata è rilassata, con la cena intorno ai bracieri.",
    stay: {
      value: "Cena e pernottamento in hotel.",
      comfort: "Cena barbecue a tema con DJ e pernottamento nel resort.",
      premier: "Cena di gala con premiazioni sul prato, band dal vivo, luci di scena e fotografo, e pernottamento nei cottage.",
    },
  },
  {
    title: "Sessione di pianificazione e rientro a Nairobi",
    text: "L'ultima mattina è dedicata a un workshop di pianificazione guidato da un facilitatore, in cui ogni reparto fissa tre priorità per il trimestre successivo; gli appunti vengono trascritti e inviati per e-mail agli organizzatori in giornata. Il pranzo è servito alle 12.30 e il pullman parte alle 14.00, con arrivo a Nairobi verso le 16.30, traffico permettendo.",
  },
];

const inclusioniNaivasha = [
  "Trasporto in pullman andata e ritorno dal Suo ufficio di Nairobi",
  "Pensione completa per 2 notti, in camera doppia o singola secondo l'elenco delle camere",
  "Sala conferenze principale con impianto audio, proiettore, schermo e lavagne a fogli mobili",
  "Due pause tè con snack e un pranzo a buffet per ogni giornata di lavori",
  "Wi-Fi affidabile per i partecipanti",
  "Giro in barca sul lago Naivasha",
  "Sfida di squadra guidata da un facilitatore il secondo giorno",
];

const hellsGate: Giorno[] = [
  {
    title: "Sfide di squadra a Hell's Gate e passeggiata nella gola",
    text: "I pullman partono dal Suo ufficio di Nairobi alle 6.30 con un sacchetto per la colazione e raggiungono l'ingresso di Hell's Gate verso le 8.45. Dopo un'attività di riscaldamento e la formazione delle squadre, ognuno riceve bicicletta e casco per una staffetta sulle pianure aperte, dove zebre, giraffe e bufali pascolano ai piedi delle pareti vulcaniche. I nostri facilitatori propongono poi una serie di sfide incentrate su comunicazione e fiducia, dal montaggio di una tenda a occhi bendati a un percorso a enigmi a tempo, prima del pranzo al sacco all'ombra. Nel pomeriggio un ranger del parco accompagna il gruppo giù nella stretta gola, tra sorgenti calde e fumarole; dopo un breve confronto su quanto appreso nella giornata, i pullman ripartono alle 16.30 e arrivano a Nairobi verso le 19.00.",
  },
];

/* ------------------------------------------------------------------ */
/* Honeymoons                                                           */
/* ------------------------------------------------------------------ */

const CONDIZIONI_VIAGGI_DI_NOZZE = `<p>I prezzi si intendono a persona, in camera doppia. Un acconto del 50% conferma la prenotazione e il saldo è dovuto 30 giorni prima della partenza.</p>
<p>Penali di cancellazione: dal 30° al 15° giorno prima della partenza 50%, dal 14° all'8° giorno 75%, negli ultimi 7 giorni o in caso di mancata presentazione 100%. I biglietti aerei già emessi seguono le regole tariffarie della compagnia.</p>
<p>Le attenzioni per gli sposi offerte dagli hotel (torta, spumante, decorazione della camera) richiedono di solito un certificato di matrimonio risalente a non più di sei mesi prima.</p>`;

const ESCLUSIONI_VIAGGI_DI_NOZZE = [
  "Assicurazione di viaggio",
  "Visti, dove richiesti",
  "Bevande non comprese nel trattamento",
  "Mance",
  "Attività facoltative e trattamenti spa non indicati",
];

const zanzibar: Giorno[] = [
  {
    title: "Arrivo a Stone Town",
    text: "Volo da Nairobi a Zanzibar e trasferimento a Stone Town, dove all'arrivo la camera degli sposi è già decorata con i fiori. Al tramonto si sale in un ristorante sui tetti per la prima cena con vista sui minareti e sul porto.",
    stay: {
      value: "Pernottamento e prima colazione in una graziosa guesthouse boutique.",
      comfort: "Pernottamento e prima colazione in una camera deluxe in un hotel storico.",
      premier: "Pernottamento e prima colazione in una suite con letto a baldacchino in un hotel storico, con terrazza privata sul tetto.",
    },
  },
  {
    title: "Stone Town, le spezie e un dhow al tramonto",
    text: "Una guida privata accompagna la coppia tra i vicoli, i bazar e le porte intagliate della città vecchia, poi in auto fino a una piantagione di spezie per assaggiare chiodi di garofano, vaniglia e frutta fresca. Nel tardo pomeriggio si sale a bordo di un dhow di legno per navigare al tramonto lungo il lungomare, con stuzzichini e un drink sul ponte.",
    stay: {
      value: "Pernottamento nella guesthouse.",
      comfort: "Pernottamento in hotel.",
      premier: "Pernottamento nella suite.",
    },
  },
  {
    title: "Da Stone Town al mare",
    text: "Trasferimento sulla costa, dove le spiagge bianche incontrano un mare caldo e limpido. Il resto della giornata è tutto per rilassarsi, con un cocktail di benvenuto e un bagno mentre sale la marea.",
    stay: {
      value: "Cena e pernottamento in mezza pensione in una camera vista mare in un hotel sulla spiaggia della costa nord.",
      comfort: "Cena e pernottamento in mezza pensione in una camera fronte oceano in un resort a quattro stelle.",
      premier: "Cena e pernottamento con formula tutto incluso in una villa privata con piscina e servizio di maggiordomo.",
    },
  },
  {
    title: "Snorkeling a Mnemba",
    text: "In mattinata si raggiunge in barca la barriera corallina dell'atollo di Mnemba per fare snorkeling tra tartarughe e banchi di pesci tropicali, con frutta fresca a bordo. Il pomeriggio è libero per la spiaggia o per un riposo all'ombra.",
  },
  {
    title: "Spa di coppia e cena privata in spiaggia",
    text: "Una mattinata senza fretta insieme, poi un massaggio di coppia di 60 minuti nella spa del resort. La sera, sulla sabbia, attende gli sposi una tavola per due illuminata dalle lanterne per una cena di pesce al ritmo delle onde.",
    stay: {
      premier: "La cena comprende uno chef privato e una bottiglia di spumante.",
    },
  },
  {
    title: "Picnic sul banco di sabbia",
    text: "Si salpa in dhow verso un banco di sabbia che emerge solo con la bassa marea, una striscia di sabbia bianca in mezzo al mare turchese. L'equipaggio griglia pesce fresco e aragoste per un pranzo al sacco sulla sabbia, e nel pomeriggio si rientra.",
  },
  {
    title: "Partenza",
    text: "Dopo una colazione senza fretta, trasferimento in aeroporto per il volo di rientro a Nairobi.",
  },
];

const inclusioniZanzibar = (soggiorno: string) => [
  "Voli in classe economica andata e ritorno Nairobi-Zanzibar",
  "Trasferimenti privati sull'isola",
  soggiorno,
  "Passeggiata privata a Stone Town e visita di una piantagione di spezie",
  "Navigazione in dhow al tramonto",
  "Escursione di snorkeling a Mnemba e picnic sul banco di sabbia",
  "Massaggio di coppia e cena privata in spiaggia",
];

const santorini: Giorno[] = [
  {
    title: "Da Nairobi a Santorini",
    text: "Volo notturno da Nairobi ad Atene con scalo in un hub del Golfo o europeo, e coincidenza con il breve volo per Santorini, con arrivo nel pomeriggio. Un autista sale lungo la strada tortuosa fino all'hotel, aggrappato alle scogliere della caldera, dove si brinda al primo tramonto sull'Egeo.",
    stay: {
      value: "Pernottamento e prima colazione in uno studio scavato nella roccia a Fira, con piscina in comune e terrazza sulla caldera.",
      comfort: "Pernottamento e prima colazione in una camera vista caldera a Imerovigli, con balcone privato.",
      premier: "Pernottamento e prima colazione in una suite scavata nella roccia a Oia, con piscina privata affacciata sulla caldera.",
    },
  },
  {
    title: "Oia e il sentiero della caldera",
    text: "Si percorre il sentiero in cima alla scogliera tra i villaggi, tra case bianche, cupole blu e buganvillee, con il vulcano sommerso molto più in basso. Nel pomeriggio si esplorano i vicoli di Oia e si sceglie il proprio posto per il celebre tramonto dell'isola.",
  },
  {
    title: "In catamarano nella caldera",
    text: "A bordo di un catamarano a vela per cinque ore di navigazione nella caldera: bagni nelle acque tiepide vicino agli isolotti vulcanici, snorkeling sotto le scogliere rosse e una sosta alla spiaggia bianca. Al calar del sole a bordo viene servita una cena barbecue.",
    stay: {
      premier: "La crociera in catamarano è privata, riservata soltanto alla coppia.",
    },
  },
  {
    title: "Vino, storia e la Spiaggia Rossa",
    text: "Al mattino, visita agli scavi di Akrotiri, una città dell'età del bronzo conservata sotto la cenere vulcanica. Dopo pranzo, degustazione di vini bianchi freschi in una cantina di famiglia dove le viti sono intrecciate a cesto, basse sul terreno, per proteggerle dal vento; la giornata si chiude alla Spiaggia Rossa, sotto le sue scogliere color ruggine.",
  },
  {
    title: "Una giornata per due",
    text: "Una giornata libera per rilassarsi in hotel, raggiungere in quad le spiagge più tranquille del sud o semplicemente leggere in terrazza. La sera, cena a lume di candela per due in un ristorante sul bordo della caldera.",
  },
  {
    title: "Rientro a Nairobi",
    text: "Trasferimento in aeroporto per i voli di rientro a Nairobi via Atene e lo scalo di coincidenza.",
  },
];

const inclusioniSantorini = (soggiorno: string) => [
  "Voli in classe economica andata e ritorno Nairobi-Santorini via Atene",
  "Trasferimenti privati da e per l'aeroporto a Santorini",
  soggiorno,
  "Crociera in catamarano nella caldera con cena barbecue",
  "Visita guidata di Akrotiri e degustazione in cantina",
  "Cena a lume di candela per due sulla caldera",
];
const esclusioniSantorini = [...ESCLUSIONI_VIAGGI_DI_NOZZE, "Pranzi e cene non indicati"];

/* ------------------------------------------------------------------ */
/* Safaris                                                              */
/* ------------------------------------------------------------------ */

const CONDIZIONI_SAFARI = `<p>Per confermare la prenotazione è richiesto un acconto del 50%; il saldo è dovuto 30 giorni prima della partenza.</p>
<p>Per le cancellazioni effettuate dal 30° al 15° giorno prima della partenza si applica una penale del 50% del prezzo del pacchetto, dal 14° all'8° giorno del 75% e negli ultimi 7 giorni o in caso di mancata presentazione del 100%.</p>
<p>Gli ingressi ai parchi e alle conservancy sono stabiliti dalle autorità e possono cambiare senza preavviso; ogni aumento ufficiale viene addebitato al costo.</p>
<p>I minori di 18 anni viaggiano con un genitore o un tutore. Si raccomanda vivamente un'assicurazione di viaggio.</p>`;

const ESCLUSIONI_SAFARI = [
  "Voli internazionali e costi del visto",
  "Assicurazione di viaggio e sanitaria",
  "Mance per guide e personale dei campi",
  "Bevande al bar del lodge e bevande premium",
  "Attività facoltative non indicate come incluse",
  "Spese personali come lavanderia e telefonate",
];
/** The tiers with drinks included leave the bar line out, as the English does. */
const esclusioniSafariSenzaBar = ESCLUSIONI_SAFARI.filter((e) => !e.startsWith("Bevande"));

const MONGOLFIERA = {
  activity_name: "Safari in mongolfiera",
  description:
    "Si decolla all'alba per circa un'ora di volo silenzioso sopra la savana; all'atterraggio La attendono una colazione con champagne nella boscaglia e l'attestato di volo. I trasferimenti dal campo partono verso le 5.00.",
};

const VILLAGGIO_MAASAI = {
  activity_name: "Visita a un villaggio maasai",
  description:
    "Un'ora in una manyatta vicina, ospiti di uno degli anziani più giovani del villaggio: si scopre come si costruiscono le abitazioni, ci si unisce alla danza dei salti e si vede come le famiglie allevano il bestiame accanto alla fauna selvatica.",
};

const CENA_NELLA_BOSCAGLIA = {
  activity_name: "Cena nella boscaglia al lume delle lanterne",
  description:
    "Una cena di tre portate servita sotto le stelle intorno al fuoco, con una guardia maasai a vegliare e i suoni della notte tutt'intorno. Minimo due persone.",
};

/**
 * The Mara safaris' inclusions. The English has one list for Kenya citizens and residents and one
 * for non-residents (park fees, guide's languages, pick-up); this translation has one tier per tier
 * type, so these lines are worded to be true for both.
 */
const inclusioniMara = (veicolo: string, trattamento: string) => [
  veicolo,
  "Ingressi alla Maasai Mara National Reserve alla tariffa che si applica a ciascun viaggiatore (cittadini e residenti in Kenya o non residenti)",
  trattamento,
  "Game drive con un autista-guida professionista di lingua inglese (e swahili per i viaggiatori residenti)",
  "Acqua potabile in bottiglia sul veicolo per tutto il viaggio",
  "Ritiro e riaccompagnamento a Nairobi, in hotel, a casa o in aeroporto",
  "Copertura per l'evacuazione aerea d'emergenza per tutta la durata del safari",
];

const LAND_CRUISER_CONDIVISO = "Land Cruiser 4x4 condiviso con tetto apribile, massimo sei ospiti, ciascuno con posto al finestrino";
const LAND_CRUISER = "Land Cruiser 4x4 con tetto apribile, massimo sei ospiti";
const LAND_CRUISER_PRIVATO = "Land Cruiser 4x4 privato con tetto apribile, riservato al Suo gruppo";

const campiMaraClassico = {
  value: "Campo tendato economico vicino all'ingresso di Sekenani",
  comfort: "Campo tendato sul fiume Talek",
  premier: "Campo tendato di lusso affacciato sulla savana",
};

const maraClassico: Giorno[] = [
  {
    title: "Da Nairobi al Maasai Mara",
    overnight: campiMaraClassico,
    text: "Alle 7.00 l'autista-guida La preleva in hotel o a casa a Nairobi e imbocca verso ovest la strada della scarpata, con una sosta a un belvedere che si affaccia a picco sul fondo della Great Rift Valley. Dopo una breve pausa a Narok la strada prosegue fino alla riserva, e si arriva al campo in tempo per il pranzo, cinque o sei ore dopo la partenza. Il game drive del pomeriggio è il primo sguardo sulle pianure ondulate, dove pascolano damalischi, zebre ed elefanti e i branchi di leoni riposano all'ombra dei cespugli di croton.",
    stay: {
      value: "Cena e pernottamento in una tenda semplice e pulita con bagno privato, in un campo economico a pochi minuti dall'ingresso di Sekenani.",
      comfort: "Cena e pernottamento in un campo tendato ben gestito sulle rive del fiume Talek, con docce calde e una tenda soggiorno.",
      premier: "Cena e pernottamento in una spaziosa tenda di lusso con veranda privata affacciata sulla savana, in un campo raccolto di appena una dozzina di tende.",
    },
  },
  {
    title: "Un'intera giornata nel Maasai Mara",
    overnight: campiMaraClassico,
    text: "Dopo una colazione di buon'ora si trascorre l'intera giornata nella savana, con il pranzo al sacco preparato dalla cucina del campo. La guida si dirige verso il fiume Mara, dove i gruppi di ippopotami sguazzano nell'acqua e grandi coccodrilli si scaldano al sole sulle rive; tra luglio e ottobre è anche qui che le mandrie di gnu si radunano per attraversare. Lungo il percorso si cercano i ghepardi nell'erba aperta, i leopardi nella foresta lungo il fiume e i leoni dalla folta criniera per cui la riserva è famosa, rientrando al campo prima della chiusura del parco, al tramonto.",
    stay: {
      value: "Cena e pernottamento nel campo tendato economico.",
      comfort: "Cena e pernottamento nel campo tendato sul fiume Talek.",
      premier: "Aperitivo al tramonto su un'altura prima della cena e pernottamento nel campo di lusso.",
    },
  },
  {
    title: "Game drive del mattino e rientro a Nairobi",
    text: "Si parte alle prime luci, quando i predatori sono più attivi e la luce sull'erba è più morbida, poi si rientra al campo per una colazione abbondante e il check-out. Il viaggio di ritorno a Nairobi segue la stessa strada via Narok, con una sosta per il pranzo, e verso le 16.00 si arriva in hotel, a casa o in aeroporto. Consigliamo di prenotare eventuali voli in partenza dopo le 19.00.",
    stay: {
      premier: "Con il veicolo privato il game drive del mattino segue il Suo ritmo, e sulla via del ritorno viene servito un pranzo caldo in un ristorante con giardino.",
    },
  },
];

const migrazione: Giorno[] = [
  {
    title: "Da Nairobi al Maasai Mara",
    text: "Si lascia Nairobi alle 7.00 e si scende dalla scarpata nella Great Rift Valley, con una sosta a un belvedere e poi a Narok per sgranchirsi le gambe. Si entra nella riserva verso l'ora di pranzo e, nella stagione della migrazione, le pianure possono essere già scure di gnu e zebre. Un game drive nel pomeriggio fa da introduzione ai giorni che seguono.",
    stay: {
      value: "Cena e pernottamento in un confortevole campo economico vicino all'ingresso di Talek.",
      comfort: "Cena e pernottamento in un campo tendato di categoria intermedia, vicino alle pianure centrali.",
      premier: "Cena e pernottamento in un campo tendato di lusso nel nord dell'ecosistema, in posizione ideale per le mandrie della migrazione.",
    },
  },
  {
    title: "Gli attraversamenti del fiume Mara",
    text: "La giornata è dedicata al fiume. Con il pranzo al sacco ci si dirige verso i punti di attraversamento lungo il Mara, e la guida posiziona il veicolo a distanza rispettosa mentre le mandrie si ammassano sulla riva. Un attraversamento può cominciare in pochi minuti o farsi attendere per ore, e la pazienza fa parte dell'esperienza; quando accade, il frastuono, la polvere e la forza di migliaia di animali che si gettano in acqua sono indimenticabili. Coccodrilli, avvoltoi e leoni in attesa completano il quadro.",
    stay: {
      value: "Rientro al campo al tramonto per la cena e il pernottamento.",
      comfort: "Rientro al campo al tramonto per la cena e il pernottamento.",
      premier: "Rientro al campo per una doccia calda, un drink accanto al fuoco e una cena privata.",
    },
  },
  {
    title: "I grandi felini della savana",
    text: "Con le mandrie arrivano i predatori. La mattina si seguono i ghepardi nelle pianure di erba bassa e si cercano i leopardi nei letti asciutti dei torrenti, poi si rientra al campo per il pranzo e il riposo nelle ore più calde. Nel tardo pomeriggio si riparte, quando i leoni cominciano a muoversi e la luce si fa dorata per le fotografie.",
    stay: {
      value: "Cena e pernottamento al campo.",
      comfort: "Cena e pernottamento al campo.",
      premier: "Per il game drive di questa mattina è prevista una partenza anticipata, così da uscire prima degli altri veicoli; cena e pernottamento nel campo di lusso.",
    },
  },
  {
    title: "Game drive all'alba e cultura maasai",
    text: "Un game drive all'alba coglie la savana nel suo momento più quieto, seguito da una colazione tardiva al campo. Nel pomeriggio è possibile visitare un'abitazione maasai e scoprire come le famiglie di qui condividano da generazioni la terra con la fauna selvatica, prima di un ultimo game drive serale e di un aperitivo al tramonto.",
    stay: {
      value: "Cena e pernottamento al campo.",
      comfort: "Cena e pernottamento al campo.",
      premier: "Questa sera la visita al villaggio maasai e una cena nella boscaglia al lume delle lanterne sono comprese nel Suo livello; pernottamento nel campo di lusso.",
    },
  },
  {
    title: "Rientro a Nairobi",
    text: "Dopo la colazione si lascia la riserva con un ultimo game drive lungo la via d'uscita. La strada del ritorno via Narok porta a Nairobi a metà pomeriggio, con arrivo in hotel o in aeroporto.",
    stay: {
      premier: "Invece del viaggio su strada, trasferimento alla pista più vicina per un volo di linea su piccolo aereo fino all'aeroporto Wilson di Nairobi, con arrivo prima di pranzo.",
    },
  },
];

/* ------------------------------------------------------------------ */
/* Beach holidays                                                       */
/* ------------------------------------------------------------------ */

const CONDIZIONI_VACANZE = `<p>Un acconto del 50% conferma la prenotazione; il saldo è dovuto 30 giorni prima della partenza.</p>
<p>Penali di cancellazione: dal 30° al 15° giorno prima della partenza 50% del prezzo del pacchetto, dal 14° all'8° giorno 75%, negli ultimi 7 giorni o in caso di mancata presentazione 100%. I biglietti aerei, una volta emessi, seguono le regole tariffarie della compagnia.</p>
<p>Le tariffe alberghiere si basano su due persone in camera doppia; chi viaggia da solo paga un supplemento, quotato su richiesta.</p>`;

const ESCLUSIONI_MARE = [
  "Assicurazione di viaggio",
  "Bevande non comprese nel trattamento",
  "Escursioni facoltative e sport acquatici",
  "Mance per autisti, guide e personale degli hotel",
  "Spese personali come lavanderia e trattamenti spa",
];

/**
 * Diani's exclusions. The English adds international flights and visa for non-residents only; a
 * translation has one tier per tier type, and the line is true for residents as well (neither is
 * part of the package), so it is kept for everyone.
 */
const esclusioniDiani = (esclusioni: string[]) => [...esclusioni, "Voli internazionali e visto"];

const diani: Giorno[] = [
  {
    title: "Da Nairobi a Diani Beach",
    text: "La vacanza comincia con il viaggio da Nairobi alla costa meridionale. Dopo il check-in in hotel sulla spiaggia, il resto della giornata è per un primo bagno nelle acque calde dell'Oceano Indiano, dove la barriera corallina tiene calma la laguna con la bassa marea.",
    stay: {
      value: "Si viaggia sul treno espresso del mattino dal capolinea di Nairobi a Mombasa, circa sei ore attraverso le terre dello Tsavo, e il nostro autista La accompagna a Diani in circa un'ora e mezza; cena e pernottamento in un hotel a tre stelle fronte mare.",
      comfort: "Si vola da Nairobi alla pista di Ukunda in circa un'ora, e un quarto d'ora dopo si è già in hotel; cena e pernottamento in un resort a quattro stelle con una lunga piscina affacciata sulla spiaggia.",
      premier: "Si vola da Nairobi alla pista di Ukunda, dove La accoglie un autista privato; cena e pernottamento in una suite con giardino in un resort boutique tutto incluso di appena venti camere.",
    },
  },
  {
    title: "Spiaggia e passeggiata tra i colobi",
    text: "La mattina è dedicata alla spiaggia, dove con la bassa marea le pozze tra gli scogli si riempiono di stelle marine e pesciolini. Nel pomeriggio, una passeggiata guidata in un centro per la conservazione dei primati che protegge i rari colobi dell'Angola della foresta costiera e costruisce ponti di corda per aiutarli ad attraversare la trafficata strada lungo la spiaggia.",
    stay: {
      value: "Cena e pernottamento in hotel.",
      comfort: "Cena e pernottamento nel resort.",
      premier: "Oggi è compreso un massaggio di coppia o in famiglia nella spa del resort; cena e pernottamento nel resort.",
    },
  },
  {
    title: "Parco marino o giornata libera",
    text: "Una giornata libera per godersi la costa con calma, oppure per partecipare all'escursione di un giorno in dhow da Shimoni al parco marino di Kisite-Mpunguti, dove si fa snorkeling sul corallo tra pesci pappagallo e tartarughe e spesso si avvistano i delfini. Da dicembre a marzo e da giugno a settembre, quando soffiano gli alisei, la spiaggia si riempie di kitesurfer.",
    stay: {
      value: "Cena e pernottamento in hotel.",
      comfort: "Cena e pernottamento nel resort.",
      premier: "L'escursione in dhow a Kisite-Mpunguti, con pranzo a base di pesce sull'isola di Wasini, è compresa nel Suo livello; cena e pernottamento nel resort.",
    },
  },
  {
    title: "Escursione alle Shimba Hills",
    text: "Mezz'ora di strada verso l'interno porta alle Shimba Hills, un fresco altopiano coperto di foreste e l'unico luogo del Kenya dove vedere l'antilope nera. Una passeggiata guidata nella foresta scende fino a una cascata dove rinfrescarsi, e nelle giornate limpide la vista spazia sulla pianura costiera fino all'oceano.",
    stay: {
      value: "L'escursione si può aggiungere con un piccolo supplemento; altrimenti la giornata è libera. Cena e pernottamento in hotel.",
      comfort: "L'escursione di mezza giornata, con gli ingressi al parco, è compresa; cena e pernottamento nel resort.",
      premier: "L'escursione è privata, con pranzo al sacco al belvedere; cena in spiaggia e pernottamento nel resort.",
    },
  },
  {
    title: "Rientro a Nairobi",
    text: "Un'ultima colazione e un bagno al mattino, poi il check-out e il viaggio di rientro a Nairobi.",
    stay: {
      value: "Trasferimento a Mombasa per il treno del pomeriggio, con arrivo a Nairobi in serata.",
      comfort: "Trasferimento alla pista di Ukunda per il volo per Nairobi.",
      premier: "Trasferimento privato alla pista di Ukunda per il volo per Nairobi, con check-out posticipato fino alla partenza.",
    },
  },
];

const lamu: Giorno[] = [
  {
    title: "Da Nairobi alla città vecchia di Lamu",
    text: "Volo da Nairobi alla pista dell'isola di Manda in meno di due ore, poi la traversata del canale in motoscafo fino a Lamu, la più antica città swahili dell'Africa orientale abitata senza interruzioni e Patrimonio dell'Umanità. Nei suoi vicoli stretti gli unici mezzi sono asini e carretti a mano. Nel tardo pomeriggio una guida locale La accompagna davanti al forte, alle moschee e alle porte in legno intagliato per cui la città è famosa. Cena e pernottamento in una casa swahili restaurata con terrazza sul tetto.",
  },
  {
    title: "Il villaggio di Shela e un dhow al tramonto",
    text: "A piedi o in barca lungo il lungomare si raggiunge Shela, un villaggio più tranquillo all'inizio di una spiaggia di 12 chilometri orlata da alte dune di sabbia. Un bagno, la salita sulle dune per il panorama e il pranzo in un caffè sul mare. La sera si sale su un dhow per navigare nel canale al tramonto, con succhi freschi e stuzzichini, mentre il richiamo alla preghiera si diffonde sull'acqua. Cena e pernottamento nella casa.",
  },
  {
    title: "Le rovine di Takwa e i costruttori di dhow di Matondoni",
    text: "Un'escursione in barca al mattino attraverso le mangrovie fino all'isola di Manda porta alle rovine di Takwa, una città swahili abbandonata nel XVII secolo, dove una guida illustra la moschea e la tomba a pilastro. Nel pomeriggio, visita al villaggio di Matondoni per vedere gli artigiani costruire i dhow a mano con tecniche tramandate da generazioni. Cena e pernottamento nella casa.",
  },
  {
    title: "Rientro a Nairobi",
    text: "La mattina al Museo di Lamu o tra le bancarelle del mercato in cerca di bauli intagliati e gioielli d'argento, poi la traversata verso Manda per il volo pomeridiano per Nairobi.",
  },
];

export const packageDetailsIt: PackageDetailsTranslations = {
  "3-day-maasai-mara-fly-in-charter": {
    tiers: {
      value: livello(
        "value",
        maraInVolo,
        [
          "Voli di linea andata e ritorno aeroporto Wilson-Maasai Mara",
          "Trasferimenti dalla pista e game drive su Land Cruiser 4x4 con tetto apribile",
          "Ingressi alla riserva del Maasai Mara alla tariffa applicabile",
          "Pensione completa in un campo tendato (2 notti)",
          "Acqua in bottiglia durante i game drive",
        ],
        ESCLUSIONI_VOLI,
      ),
      comfort: livello(
        "comfort",
        maraInVolo,
        [
          "Voli di linea andata e ritorno aeroporto Wilson-Maasai Mara con la prima partenza del mattino",
          "Trasferimenti dalla pista e game drive su Land Cruiser 4x4 con tetto apribile",
          "Ingressi alla riserva del Maasai Mara alla tariffa applicabile",
          "Pensione completa con bevande della casa in un campo di lusso sul fiume Mara (2 notti)",
          "Aperitivo al tramonto il secondo giorno",
        ],
        esclusioniVoliSenzaBevande,
      ),
      premier: livello(
        "premier",
        maraInVolo,
        [
          "Aereo charter privato dall'aeroporto Wilson per il Suo gruppo, volo di ritorno compreso",
          "Veicolo e guida privati per tutto il soggiorno",
          "Ingressi alla riserva e alla conservancy",
          "Soggiorno tutto incluso in un campo di lusso in una conservancy (2 notti)",
          "Su richiesta, rotte flessibili verso altri parchi o la costa",
        ],
        esclusioniVoliSenzaBevande,
      ),
    },
    optional_activities: [],
    terms_and_conditions: CONDIZIONI_VOLI,
  },
  "6-day-lamu-and-diani-coastal-flights": {
    tiers: {
      value: livello(
        "value",
        costaInVolo,
        [
          "Voli di linea Nairobi-Manda, Manda-Ukunda (con scalo) e Ukunda-Nairobi",
          "Trasferimenti in barca e su strada in ogni località",
          "Pernottamento e prima colazione nella città vecchia di Lamu (3 notti) e a Diani (2 notti)",
          "Navigazione in dhow al tramonto a Lamu",
          "Linea di assistenza di viaggio attiva 24 ore su 24",
        ],
        ESCLUSIONI_VOLI,
      ),
      comfort: livello(
        "comfort",
        costaInVolo,
        [
          "Voli di linea con tariffe flessibili, con un volo costiero condiviso e diretto Manda-Ukunda",
          "Trasferimenti in barca e su strada in ogni località",
          "Pernottamento e prima colazione a Shela (3 notti) e in un resort a quattro stelle a Diani (2 notti)",
          "Navigazione in dhow al tramonto a Lamu",
          "Linea di assistenza di viaggio attiva 24 ore su 24",
        ],
        ESCLUSIONI_VOLI,
      ),
      premier: livello(
        "premier",
        costaInVolo,
        [
          "Aereo charter privato per tutti e tre i voli, secondo i Suoi orari",
          "Trasferimenti privati in barca e su strada",
          "Pernottamento e prima colazione in un'esclusiva casa sulla spiaggia a Shela e in una villa sulla spiaggia a Diani (5 notti)",
          "Navigazione privata in dhow al tramonto",
          "Consulente di viaggio dedicato",
        ],
        ESCLUSIONI_VOLI,
      ),
    },
    optional_activities: [
      {
        activity_name: "Giornata in dhow e snorkeling a Kisite-Mpunguti",
        description: "Un'intera giornata con partenza da Shimoni, ingressi al parco marino, attrezzatura da snorkeling e pranzo a base di pesce sull'isola di Wasini.",
      },
    ],
    terms_and_conditions: CONDIZIONI_VOLI,
  },
  "10-day-holy-land-pilgrimage": {
    tiers: {
      value: livello(
        "value",
        terraSanta,
        inclusioniTerraSanta("Mezza pensione in hotel a tre stelle a Tiberiade e a Gerusalemme (9 notti)"),
        ESCLUSIONI_PELLEGRINAGGI,
      ),
      comfort: livello(
        "comfort",
        terraSanta,
        inclusioniTerraSanta("Mezza pensione in hotel a quattro stelle a Tiberiade e a Gerusalemme (9 notti)"),
        ESCLUSIONI_PELLEGRINAGGI,
      ),
      premier: livello(
        "premier",
        terraSanta,
        [
          ...inclusioniTerraSanta("Mezza pensione in una casa per ospiti sul lago e in un hotel a quattro stelle vicino alle mura della Città Vecchia (9 notti)"),
          "Pranzi in tutte le giornate di visita",
        ],
        ESCLUSIONI_PELLEGRINAGGI.filter((e) => !e.startsWith("Pranzi")),
      ),
    },
    optional_activities: [],
    terms_and_conditions: CONDIZIONI_PELLEGRINAGGI,
  },
  "7-day-rome-and-vatican-pilgrimage": {
    tiers: {
      value: livello("value", roma, inclusioniRoma("Mezza pensione in una casa per pellegrini vicino al Vaticano (6 notti)"), ESCLUSIONI_PELLEGRINAGGI),
      comfort: livello("comfort", roma, inclusioniRoma("Mezza pensione in un hotel a tre stelle vicino a piazza San Pietro (6 notti)"), ESCLUSIONI_PELLEGRINAGGI),
      premier: livello("premier", roma, inclusioniRoma("Mezza pensione in un hotel a quattro stelle nel centro storico (6 notti)"), ESCLUSIONI_PELLEGRINAGGI),
    },
    optional_activities: [
      {
        activity_name: "Visita agli scavi sotto San Pietro",
        description: "Una visita in piccoli gruppi all'antica necropoli sotto la basilica, fino alla tomba che la tradizione attribuisce all'Apostolo. I posti sono limitati e vanno richiesti al momento della prenotazione; età minima 15 anni.",
      },
    ],
    terms_and_conditions:
      CONDIZIONI_PELLEGRINAGGI +
      "\n<p>I prezzi Early Bird si applicano alle prenotazioni confermate con acconto almeno 120 giorni prima della partenza. In tutte le chiese è richiesto un abbigliamento decoroso, con spalle e ginocchia coperte.</p>",
  },
  "3-day-lake-naivasha-conference-retreat": {
    tiers: {
      value: livello("value", naivasha, inclusioniNaivasha, ESCLUSIONI_AZIENDE),
      comfort: livello("comfort", naivasha, [...inclusioniNaivasha, "Cena barbecue a tema con DJ"], ESCLUSIONI_AZIENDE),
      premier: livello(
        "premier",
        naivasha,
        [
          "Trasporto in pullman andata e ritorno dal Suo ufficio di Nairobi",
          "Pensione completa in cottage privati con uso esclusivo del lodge (2 notti)",
          "Sala conferenze con assistenza audiovisiva completa e un responsabile congressuale dedicato",
          "Pause tè, pranzi e Wi-Fi affidabile per tutta la durata",
          "Giro in barca sul lago Naivasha e sfida di squadra guidata da un facilitatore",
          "Facilitatore professionista per il workshop di pianificazione",
          "Cena di gala con premiazioni, band dal vivo e fotografo dell'evento",
          "Kit personalizzati per i partecipanti con taccuino e penna",
        ],
        ESCLUSIONI_AZIENDE,
      ),
    },
    optional_activities: [
      {
        activity_name: "Bicicletta a Hell's Gate e passeggiata nella gola",
        description: "Un'escursione di mezza giornata nel vicino Parco Nazionale di Hell's Gate, con biciclette, caschi, ingressi al parco e una passeggiata nella gola guidata da un ranger.",
      },
      {
        activity_name: "Servizio fotografico e video riassuntivo dell'evento",
        description: "Un fotografo e un videomaker seguono l'intero programma e consegnano entro una settimana le foto ritoccate e un filmato di tre minuti con i momenti salienti.",
      },
    ],
    terms_and_conditions: CONDIZIONI_GRUPPI + "\n<p>Numero minimo di partecipanti: 20.</p>",
  },
  "hells-gate-corporate-team-building-day": {
    tiers: {
      single: livello(
        "single",
        hellsGate,
        [
          "Trasporto in pullman andata e ritorno dal Suo ufficio di Nairobi",
          "Ingressi al Parco Nazionale di Hell's Gate alle tariffe per cittadini e residenti",
          "Biciclette e caschi per tutti i partecipanti",
          "Due facilitatori professionisti di team building ogni 40 partecipanti",
          "Tutta l'attrezzatura per le sfide",
          "Sacchetto per la colazione, pranzo al sacco e acqua in bottiglia",
          "Passeggiata nella gola guidata da un ranger",
          "Resoconto scritto e galleria fotografica inviati entro tre giorni",
        ],
        [
          "Bevande alcoliche",
          "Magliette o cappellini personalizzati (disponibili su richiesta)",
          "Trasporto da fuori Nairobi",
          "Assicurazione infortuni personale",
          "Mance per ranger e autisti",
        ],
      ),
    },
    optional_activities: [],
    terms_and_conditions:
      CONDIZIONI_GRUPPI +
      "\n<p>Numero minimo di partecipanti: 20. I partecipanti devono saper andare in bicicletta; un veicolo di appoggio segue il gruppo per chi preferisce non pedalare.</p>",
  },
  "7-day-zanzibar-honeymoon": {
    tiers: {
      value: livello(
        "value",
        zanzibar,
        inclusioniZanzibar("Pernottamento e prima colazione a Stone Town (2 notti) e mezza pensione sulla costa nord (4 notti)"),
        ESCLUSIONI_VIAGGI_DI_NOZZE,
      ),
      comfort: livello(
        "comfort",
        zanzibar,
        inclusioniZanzibar("Pernottamento e prima colazione in un hotel storico (2 notti) e mezza pensione in un resort a quattro stelle (4 notti)"),
        ESCLUSIONI_VIAGGI_DI_NOZZE,
      ),
      premier: livello(
        "premier",
        zanzibar,
        [
          ...inclusioniZanzibar("Suite in un hotel storico (2 notti) e villa privata con piscina e maggiordomo, tutto incluso (4 notti)"),
          "Chef privato e spumante alla cena in spiaggia",
        ],
        ESCLUSIONI_VIAGGI_DI_NOZZE.filter((e) => !e.startsWith("Bevande")),
      ),
    },
    optional_activities: [],
    terms_and_conditions: CONDIZIONI_VIAGGI_DI_NOZZE,
  },
  "6-day-santorini-honeymoon": {
    tiers: {
      value: livello(
        "value",
        santorini,
        inclusioniSantorini("Pernottamento e prima colazione in uno studio scavato nella roccia a Fira (4 notti)"),
        esclusioniSantorini,
      ),
      comfort: livello(
        "comfort",
        santorini,
        inclusioniSantorini("Pernottamento e prima colazione in una camera vista caldera a Imerovigli (4 notti)"),
        esclusioniSantorini,
      ),
      premier: livello(
        "premier",
        santorini,
        [
          ...inclusioniSantorini("Pernottamento e prima colazione in una suite scavata nella roccia con piscina privata a Oia (4 notti)"),
          "Catamarano privato al posto della crociera condivisa",
        ],
        esclusioniSantorini,
      ),
    },
    optional_activities: [],
    terms_and_conditions:
      CONDIZIONI_VIAGGI_DI_NOZZE +
      "\n<p>I titolari di passaporto keniota necessitano di un visto Schengen per la Grecia. La domanda va presentata almeno sei settimane prima della partenza; forniamo i documenti di prenotazione e una lista di controllo. Le partenze si effettuano da aprile a ottobre.</p>",
  },
  "3-day-maasai-mara-classic-safari": {
    tiers: {
      value: livello("value", maraClassico, inclusioniMara(LAND_CRUISER_CONDIVISO, "Pensione completa in un campo tendato economico (2 notti)"), ESCLUSIONI_SAFARI),
      comfort: livello(
        "comfort",
        maraClassico,
        inclusioniMara(LAND_CRUISER, "Pensione completa in un campo tendato di categoria intermedia sul fiume Talek (2 notti)"),
        ESCLUSIONI_SAFARI,
      ),
      premier: livello(
        "premier",
        maraClassico,
        [
          ...inclusioniMara(LAND_CRUISER_PRIVATO, "Pensione completa con bevande della casa in un campo tendato di lusso (2 notti)"),
          "Aperitivo al tramonto il secondo giorno",
        ],
        esclusioniSafariSenzaBar,
      ),
    },
    optional_activities: [MONGOLFIERA, VILLAGGIO_MAASAI, CENA_NELLA_BOSCAGLIA],
    terms_and_conditions: CONDIZIONI_SAFARI,
  },
  "5-day-great-migration-safari-maasai-mara": {
    tiers: {
      value: livello("value", migrazione, inclusioniMara(LAND_CRUISER_CONDIVISO, "Pensione completa in un campo economico (4 notti)"), ESCLUSIONI_SAFARI),
      comfort: livello("comfort", migrazione, inclusioniMara(LAND_CRUISER, "Pensione completa in un campo tendato di categoria intermedia (4 notti)"), ESCLUSIONI_SAFARI),
      premier: livello(
        "premier",
        migrazione,
        [
          ...inclusioniMara(LAND_CRUISER_PRIVATO, "Soggiorno tutto incluso in un campo tendato di lusso (4 notti)"),
          "Visita al villaggio maasai e cena nella boscaglia",
          "Volo di linea dal Mara all'aeroporto Wilson il quinto giorno",
        ],
        esclusioniSafariSenzaBar,
      ),
    },
    optional_activities: [MONGOLFIERA, VILLAGGIO_MAASAI],
    terms_and_conditions: CONDIZIONI_SAFARI,
  },
  "5-day-diani-beach-holiday": {
    tiers: {
      value: livello(
        "value",
        diani,
        [
          "Biglietti del treno espresso in seconda classe Nairobi-Mombasa andata e ritorno",
          "Trasferimenti su strada Mombasa-Diani andata e ritorno",
          "Mezza pensione in un hotel a tre stelle fronte mare (4 notti)",
          "Passeggiata guidata per la conservazione dei colobi",
          "Acqua in bottiglia durante i trasferimenti",
        ],
        esclusioniDiani(ESCLUSIONI_MARE),
      ),
      comfort: livello(
        "comfort",
        diani,
        [
          "Voli in classe economica andata e ritorno Nairobi-Ukunda",
          "Trasferimenti da e per l'aeroporto a Diani",
          "Mezza pensione in un resort a quattro stelle sulla spiaggia (4 notti)",
          "Passeggiata guidata per la conservazione dei colobi",
          "Escursione di mezza giornata alle Shimba Hills con ingressi al parco",
        ],
        esclusioniDiani(ESCLUSIONI_MARE),
      ),
      premier: livello(
        "premier",
        diani,
        [
          "Voli in classe economica andata e ritorno Nairobi-Ukunda",
          "Trasferimenti privati da e per l'aeroporto a Diani",
          "Soggiorno tutto incluso in una suite con giardino in un resort boutique (4 notti)",
          "Massaggio nella spa il secondo giorno",
          "Escursione in dhow a Kisite-Mpunguti con snorkeling e pranzo a base di pesce",
          "Escursione privata alle Shimba Hills con pranzo al sacco e cena in spiaggia",
        ],
        esclusioniDiani(ESCLUSIONI_MARE.filter((e) => !e.startsWith("Bevande"))),
      ),
    },
    optional_activities: [
      {
        activity_name: "Snorkeling in dhow a Kisite-Mpunguti",
        description: "Un'intera giornata in dhow da Shimoni, con ingressi al parco marino, attrezzatura da snorkeling, avvistamento dei delfini e pranzo swahili a base di pesce sull'isola di Wasini.",
      },
      {
        activity_name: "Lezione di prova di kitesurf",
        description: "Due ore con un istruttore certificato sulla spiaggia e in acqua bassa, attrezzatura compresa. Stagionale, vento permettendo.",
      },
    ],
    terms_and_conditions:
      CONDIZIONI_VACANZE +
      "\n<p>Lo sconto del 15% si applica al livello Essenziale per i viaggi tra maggio e metà luglio, festività escluse.</p>",
  },
  "4-day-lamu-old-town-escape": {
    tiers: {
      single: livello(
        "single",
        lamu,
        [
          "Voli in classe economica andata e ritorno Nairobi-Manda",
          "Trasferimenti in barca tra la pista di Manda e Lamu",
          "Mezza pensione in una casa swahili restaurata (3 notti)",
          "Passeggiata guidata nella città vecchia di Lamu",
          "Navigazione in dhow al tramonto",
          "Escursione in barca alle rovine di Takwa e al villaggio di Matondoni, ingressi compresi",
        ],
        ESCLUSIONI_MARE,
      ),
    },
    optional_activities: [
      {
        activity_name: "Corso di cucina swahili",
        description: "Si preparano curry di pesce al cocco, pilau e chapati con una famiglia di Lamu nella sua cucina, per poi gustarli insieme a tavola.",
      },
      {
        activity_name: "Escursione di snorkeling a Manda Toto",
        description: "Un'intera giornata in dhow fino alla barriera corallina dell'isolotto di Manda Toto, con un po' di pesca lungo il tragitto e pranzo a base di pesce alla griglia sulla spiaggia.",
      },
    ],
    terms_and_conditions:
      CONDIZIONI_VACANZE +
      "\n<p>Lamu è una città musulmana tradizionalista: lontano dalla spiaggia La preghiamo di vestire in modo sobrio, con spalle e ginocchia coperte.</p>",
  },
};
