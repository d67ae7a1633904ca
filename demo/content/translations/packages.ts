/**
 * Twelve demo packages (the first two of each main service) in German, French, Italian and
 * Simplified Chinese: their titles and summaries, written for this demo company (issue 29), not
 * translated by machine, keyed by the package's slug.
 */
import type { DemoTranslations } from "./types.ts";

export const packageTranslations: DemoTranslations<"package_title" | "summary"> = {
  "3-day-maasai-mara-fly-in-charter": {
    de: {
      package_title: "3 Tage Maasai Mara – Flugsafari & Charter",
      summary:
        "Statt sechs Stunden auf der Straße nur 45 Minuten Flug ab dem Wilson Airport. Wählen Sie Plätze im Linienflug samt Camp oder chartern Sie ein Privatflugzeug, das sich ganz nach Ihrem Zeitplan richtet.",
    },
  },
  "6-day-lamu-and-diani-coastal-flights": {
    de: {
      package_title: "6 Tage Lamu & Diani – Küstenreise mit Inlandsflügen",
      summary:
        "Zwei der schönsten Küstenziele Kenias, auf dem Luftweg verbunden: drei Nächte im Lamu-Archipel und zwei am Diani Beach – dazwischen im Linienflug oder mit privatem Charter.",
    },
  },
  "10-day-holy-land-pilgrimage": {
    de: {
      package_title: "10 Tage Pilgerreise ins Heilige Land",
      summary:
        "Auf den Spuren Jesu: der See Genezareth, Nazareth, der Jordan, Bethlehem und fünf Nächte in Jerusalem – mit christlichem Guide, einer Reiseleitung aus Nairobi und täglichen Andachten.",
    },
  },
  "7-day-rome-and-vatican-pilgrimage": {
    de: {
      package_title: "7 Tage Pilgerreise nach Rom und in den Vatikan",
      summary:
        "Beten Sie am Grab des heiligen Petrus, steigen Sie die Heilige Stiege hinauf, besuchen Sie die vier Papstbasiliken und die Katakomben und verbringen Sie einen Tag in Assisi. Gruppenreisen mit täglicher Messe.",
    },
  },
  "3-day-lake-naivasha-conference-retreat": {
    de: {
      package_title: "3 Tage Konferenz-Retreat am Lake Naivasha",
      summary:
        "Verlegen Sie Ihre Strategiesitzung hinaus aus der Stadt: zwei Nächte am Lake Naivasha mit voll ausgestattetem Konferenzsaal, einer Bootsfahrt zwischen Flusspferden und einer moderierten Team-Challenge. Nur zwei Busstunden von Nairobi entfernt.",
    },
  },
  "hells-gate-corporate-team-building-day": {
    de: {
      package_title: "Teambuilding-Tag im Hell's Gate für Unternehmen ab Nairobi",
      summary:
        "Ein ganzer Tag fernab vom Büro im Hell's-Gate-Nationalpark: mit dem Fahrrad zwischen Zebras, Team-Challenges unter der Leitung geschulter Moderatoren und eine geführte Wanderung durch die Schlucht. Rückkehr nach Nairobi am selben Abend.",
    },
  },
  "7-day-zanzibar-honeymoon": {
    de: {
      package_title: "7 Tage Flitterwochen auf Sansibar",
      summary:
        "Beginnen Sie Ihr gemeinsames Leben in den nach Gewürzen duftenden Gassen von Stone Town und wechseln Sie dann an den Strand: Schnorcheln, eine Massage zu zweit, ein Picknick auf der Sandbank und ein Dinner bei Kerzenschein im Sand.",
    },
  },
  "6-day-santorini-honeymoon": {
    de: {
      package_title: "6 Tage Flitterwochen auf Santorini",
      summary:
        "Weiß getünchte Dörfer am Rand eines Vulkans, ein Tag im Katamaran auf der Caldera und Sonnenuntergänge, bei denen die ganze Insel jeden Abend innehält. Flüge ab Nairobi und ein Dinner bei Kerzenschein sind inbegriffen.",
    },
  },
  "3-day-maasai-mara-classic-safari": {
    de: {
      package_title: "3 Tage klassische Safari in der Maasai Mara",
      summary:
        "Unsere meistgebuchte Safari auf dem Landweg ab Nairobi: zwei Nächte in der Maasai Mara mit einem ganzen Tag in der Savanne und am Mara River. Sie wählen vom einfachen Camp bis zum luxuriösen Zelt am Flussufer.",
    },
  },
  "5-day-great-migration-safari-maasai-mara": {
    de: {
      package_title: "5 Tage Safari zur Großen Tierwanderung in der Maasai Mara",
      summary:
        "Vier Nächte in der Mara, ganz auf die Gnuwanderung abgestimmt, mit einem vollen Tag für die Flussüberquerungen am Mara River. Tägliche Abreisen von Juli bis Oktober, wenn die Herden aus der Serengeti eintreffen.",
    },
  },
  "5-day-diani-beach-holiday": {
    de: {
      package_title: "5 Tage Strandurlaub am Diani Beach",
      summary:
        "Vier Nächte an Kenias beliebtestem Strand: Reisen Sie mit dem Expresszug oder per Flugzeug an die Südküste, wandern Sie mit Colobusaffen, schnorcheln Sie am Kisite-Riff und erkunden Sie die Shimba Hills.",
    },
  },
  "4-day-lamu-old-town-escape": {
    de: {
      package_title: "4 Tage Auszeit in der Altstadt von Lamu",
      summary:
        "Autofreie Gassen, geschnitzte Türen und Dhaus im Abendlicht: drei Nächte in einem restaurierten Swahili-Haus in der Altstadt von Lamu, mit einem Spaziergang zu den Dünen von Shela und einer Bootsfahrt zu den Ruinen von Takwa.",
    },
  },
};
