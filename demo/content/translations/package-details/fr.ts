/**
 * The details of the demo packages in French (issue 29), mirroring their built English seeds
 * (demo/content/packages/) tier by tier. As in tier-builder.ts, a package's days are written once
 * and each tier adds its own stay sentence, so the shared text is not repeated per tier.
 */
import type { PackageDetailsTranslation, PackageDetailsTranslations } from "../types.ts";

type Level = "single" | "value" | "comfort" | "premier";
type TierTranslation = NonNullable<PackageDetailsTranslation["tiers"][Level]>;

/** A day written once for every tier: the tiers' own sentences and lodges by level. */
interface Jour {
  title: string;
  text: string;
  stay?: Partial<Record<Level, string>>;
  overnight?: Partial<Record<Level, string>>;
}

/** One tier's days, built the way tier-builder.ts's `programme` builds the English. */
function programme(days: Jour[], level: Level): TierTranslation["itinerary_days"] {
  return days.map((d) => {
    const extra = d.stay?.[level];
    const overnight = d.overnight?.[level];
    return {
      title: d.title,
      ...(overnight ? { overnight } : {}),
      description_html: `<p>${d.text}${extra ? " " + extra : ""}</p>`,
    };
  });
}

function palier(level: Level, days: Jour[], inclusions: string[], exclusions: string[]): TierTranslation {
  return { itinerary_days: programme(days, level), inclusions, exclusions };
}

/* ------------------------------------------------------------------ */
/* Vols : Maasai Mara en avion, Lamu et Diani                           */
/* ------------------------------------------------------------------ */

const CONDITIONS_AERIEN = `<p>Un acompte de 50 % confirme vos prestations ; le solde est dû 30 jours avant le départ. Les vols charter privés ne sont confirmés qu'après réception de l'acompte et attribution de l'appareil.</p>
<p>Frais d'annulation sur les prestations terrestres : de 30 à 15 jours avant le départ, 50 % ; de 14 à 8 jours, 75 % ; 7 jours ou moins, 100 %. Les vols relèvent des conditions tarifaires de la compagnie ou de l'opérateur ; lorsque le tarif le permet, les billets non utilisés peuvent être conservés sous forme d'avoir pour un voyage ultérieur.</p>
<p>À bord des petits avions, les bagages sont limités à 15 kg par personne, bagage à main compris, dans des sacs souples. Les vols peuvent être retardés ou déroutés pour des raisons météorologiques ou de contrôle aérien indépendantes de notre volonté.</p>`;

const EXCLUSIONS_AERIEN = [
  "Assurance voyage",
  "Frais d'excédent de bagages",
  "Boissons non comprises dans la formule de repas",
  "Pourboires",
  "Visas et vols internationaux",
];
/** The English drops its drinks line where drinks are included. */
const EXCLUSIONS_AERIEN_SANS_BOISSONS = EXCLUSIONS_AERIEN.filter((e) => !e.startsWith("Boissons"));

const joursMaraAvion: Jour[] = [
  {
    title: "De l'aéroport Wilson au Maasai Mara",
    text: "Présentez-vous environ une heure avant le départ à l'aéroport Wilson de Nairobi, la plaque tournante animée des petits avions. Le vol au-dessus des Ngong Hills et de la vallée du Rift dure de 45 minutes à une heure selon le nombre d'escales sur les pistes de brousse, et votre guide vous attend au bord de la piste avec une boisson fraîche. Vous rejoignez le camp en safari pour le déjeuner, puis repartez en fin d'après-midi.",
    stay: {
      value: "Vous voyagez sur un vol régulier partagé en milieu de matinée ; dîner et nuit dans un camp de toile confortable.",
      comfort: "Vous prenez le premier vol régulier de la journée pour en profiter pleinement ; dîner et nuit dans un camp de toile de luxe au bord de la rivière Mara.",
      premier: "Un avion privé est affrété pour votre groupe : il décolle à l'heure de votre choix et se pose sur la piste la plus proche de votre camp ; dîner et nuit dans un camp de luxe au sein d'une conservancy privée.",
    },
  },
  {
    title: "Journée complète au Maasai Mara",
    text: "Une journée entière de safari avec pique-nique, sur la piste des lions, des guépards et des éléphants du Mara et, de juillet à octobre, des troupeaux de la Grande Migration aux points de traversée de la rivière. Arriver par les airs, c'est passer plus de temps dans la savane et moins sur la route.",
    stay: {
      value: "Dîner et nuit au camp.",
      comfort: "Dîner et nuit au camp.",
      premier: "Un véhicule et un guide vous sont réservés pendant tout le séjour ; dîner et nuit au camp.",
    },
  },
  {
    title: "Safari matinal et vol retour vers Nairobi",
    text: "Un dernier safari au lever du soleil, puis le petit-déjeuner et le transfert vers la piste pour le vol retour vers l'aéroport Wilson. Vous atterrissez vers midi, avec largement le temps d'attraper un vol international le soir même.",
    stay: {
      premier: "Sur demande, votre avion peut aussi poursuivre vers un autre parc, vers la côte ou vers la piste de votre choix.",
    },
  },
];

const joursLamuDiani: Jour[] = [
  {
    title: "De Nairobi à Lamu",
    text: "Moins de deux heures de vol séparent Nairobi de la piste de l'île de Manda, où un batelier vous attend à la jetée pour la courte traversée jusqu'à Lamu. Installez-vous dans votre maison d'hôtes et consacrez la fin d'après-midi à flâner sur le front de mer.",
    stay: {
      value: "Vous voyagez sur un vol régulier au départ de Wilson ou de l'aéroport international ; nuit avec petit-déjeuner dans une maison d'hôtes de la vieille ville de Lamu.",
      comfort: "Vous voyagez sur un vol régulier à tarif flexible ; nuit avec petit-déjeuner dans une maison de charme à Shela, avec piscine sur le toit.",
      premier: "Un avion privé vous emmène directement de Wilson à Manda à l'heure de votre choix ; nuit avec petit-déjeuner dans une villa de plage exclusive à Shela.",
    },
  },
  {
    title: "Lamu en liberté et boutre au coucher du soleil",
    text: "Une journée libre pour arpenter les ruelles sans voitures de la vieille ville, visiter le musée et marcher sur la longue plage de Shela. Le soir, vous naviguez à bord d'un boutre dans le chenal, au coucher du soleil.",
  },
  {
    title: "L'archipel de Lamu",
    text: "Une autre journée libre dans l'archipel. Parmi les sorties les plus appréciées : une excursion en bateau vers les ruines de Takwa, une visite aux constructeurs de boutres de Matondoni, ou tout simplement un livre sur les dunes.",
  },
  {
    title: "De Lamu à Diani",
    text: "Retour à Manda, puis vol vers le sud le long de la côte jusqu'à la piste d'Ukunda, juste derrière Diani Beach. Transfert à votre hôtel et après-midi dans l'océan.",
    stay: {
      value: "Les vols réguliers font escale à Malindi ou à Mombasa ; nuit avec petit-déjeuner dans un hôtel en bord de plage à Diani.",
      comfort: "Un vol côtier direct et partagé d'environ une heure et demie vous y conduit ; nuit avec petit-déjeuner dans un resort quatre étoiles à Diani.",
      premier: "Votre avion privé longe directement le littoral en une heure environ ; nuit avec petit-déjeuner dans une villa de plage à Diani.",
    },
  },
  {
    title: "Diani Beach",
    text: "Une journée sur l'une des plus belles plages d'Afrique, avec la possibilité d'une sortie en boutre vers le parc marin de Kisite-Mpunguti pour le snorkeling et les dauphins.",
  },
  {
    title: "De Diani à Nairobi",
    text: "Après le petit-déjeuner, libérez votre chambre et rejoignez la piste d'Ukunda pour le vol retour vers Nairobi, d'une heure environ.",
    stay: {
      premier: "Votre avion privé décolle dès que vous êtes prêts.",
    },
  },
];

const maraAvion: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursMaraAvion, [
      "Vols réguliers aller-retour aéroport Wilson-Maasai Mara",
      "Transferts depuis la piste et safaris en Land Cruiser 4x4 à toit ouvrant",
      "Droits d'entrée de la réserve du Maasai Mara au tarif applicable",
      "Pension complète en camp de toile (2 nuits)",
      "Eau en bouteille pendant les safaris",
    ], EXCLUSIONS_AERIEN),
    comfort: palier("comfort", joursMaraAvion, [
      "Vols réguliers aller-retour aéroport Wilson-Maasai Mara sur le premier départ du matin",
      "Transferts depuis la piste et safaris en Land Cruiser 4x4 à toit ouvrant",
      "Droits d'entrée de la réserve du Maasai Mara au tarif applicable",
      "Pension complète avec boissons maison dans un camp de luxe au bord de la rivière Mara (2 nuits)",
      "Apéritif au coucher du soleil le 2e jour",
    ], EXCLUSIONS_AERIEN_SANS_BOISSONS),
    premier: palier("premier", joursMaraAvion, [
      "Avion charter privé depuis l'aéroport Wilson pour votre groupe, vol retour compris",
      "Véhicule et guide privés pendant tout le séjour",
      "Droits d'entrée de la réserve et de la conservancy",
      "Séjour tout compris dans un camp de luxe en conservancy (2 nuits)",
      "Itinéraire modulable vers d'autres parcs ou la côte sur demande",
    ], EXCLUSIONS_AERIEN_SANS_BOISSONS),
  },
  optional_activities: [],
  terms_and_conditions: CONDITIONS_AERIEN,
};

const lamuDianiAvion: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursLamuDiani, [
      "Vols réguliers Nairobi-Manda, Manda-Ukunda (avec correspondance) et Ukunda-Nairobi",
      "Transferts en bateau et par la route à chaque étape",
      "Nuits avec petit-déjeuner dans la vieille ville de Lamu (3 nuits) et à Diani (2 nuits)",
      "Sortie en boutre au coucher du soleil à Lamu",
      "Assistance téléphonique 24 h/24 pendant le voyage",
    ], EXCLUSIONS_AERIEN),
    comfort: palier("comfort", joursLamuDiani, [
      "Vols réguliers à tarif flexible, dont un vol côtier direct et partagé Manda-Ukunda",
      "Transferts en bateau et par la route à chaque étape",
      "Nuits avec petit-déjeuner à Shela (3 nuits) et dans un resort quatre étoiles à Diani (2 nuits)",
      "Sortie en boutre au coucher du soleil à Lamu",
      "Assistance téléphonique 24 h/24 pendant le voyage",
    ], EXCLUSIONS_AERIEN),
    premier: palier("premier", joursLamuDiani, [
      "Avion charter privé pour les trois vols, selon votre horaire",
      "Transferts privés en bateau et par la route",
      "Nuits avec petit-déjeuner dans une villa de plage exclusive à Shela et une villa en bord de mer à Diani (5 nuits)",
      "Sortie privée en boutre au coucher du soleil",
      "Conseiller voyage dédié",
    ], EXCLUSIONS_AERIEN),
  },
  optional_activities: [
    {
      activity_name: "Journée en boutre et snorkeling à Kisite-Mpunguti",
      description: "Une journée complète au départ de Shimoni, avec les droits d'entrée du parc marin, l'équipement de snorkeling et un déjeuner de fruits de mer sur l'île de Wasini.",
    },
  ],
  terms_and_conditions: CONDITIONS_AERIEN,
};

/* ------------------------------------------------------------------ */
/* Entreprises : Naivasha et Hell's Gate                                */
/* ------------------------------------------------------------------ */

const CONDITIONS_GROUPES = `<p>Les prix s'entendent par participant, sur la base de l'effectif minimum indiqué pour chaque forfait ; les groupes plus petits font l'objet d'un devis sur demande.</p>
<p>Un acompte de 50 % confirme le lieu et le transport ; le solde et la liste définitive des chambres sont dus 30 jours avant l'événement.</p>
<p>Frais d'annulation : de 30 à 15 jours avant l'événement, 50 % ; de 14 à 8 jours, 75 % ; 7 jours ou moins, 100 %. Une baisse du nombre de participants allant jusqu'à 10 % est acceptée sans frais jusqu'à 14 jours avant l'arrivée.</p>
<p>Les factures peuvent être établies au nom de votre entreprise avec son numéro KRA PIN ; paiement par virement bancaire, paybill M-Pesa ou carte.</p>`;

const EXCLUSIONS_ENTREPRISE = [
  "Boissons alcoolisées, sauf mention contraire",
  "Honoraires d'intervenants invités ou de formateurs externes",
  "Impression et personnalisation au-delà de ce qui est indiqué",
  "Dépenses personnelles (blanchisserie, service en chambre, etc.)",
  "Pourboires pour les chauffeurs, les guides et le personnel du site",
];

const joursNaivasha: Jour[] = [
  {
    title: "De Nairobi au lac Naivasha et séances d'ouverture",
    text: "Votre autocar climatisé quitte vos bureaux de Nairobi à 7 h 30 et emprunte la route de l'escarpement, avec une courte halte au belvédère de la vallée du Rift pour la photo de groupe. Vous arrivez sur le site vers 10 h pour l'enregistrement et un thé d'accueil, et la séance plénière d'ouverture débute à 10 h 30. Après un déjeuner-buffet sur la pelouse, l'après-midi est consacré aux ateliers en sous-groupes dans des salles plus petites ; fin des travaux à 17 h, avec le temps de marcher au bord du lac.",
    stay: {
      value: "Dîner de bienvenue et nuit en chambre standard dans un hôtel de conférence au bord du lac, doté d'une salle plénière pouvant accueillir 150 participants.",
      comfort: "Dîner de bienvenue et nuit en chambre supérieure avec vue sur le lac, dans un resort de conférence entouré de jardins d'acacias.",
      premier: "Dîner de bienvenue accompagné d'un concert acoustique et nuit en cottages privés dans un lodge au bord du lac réservé à votre seul groupe, avec un responsable de conférence dédié joignable à tout moment.",
    },
  },
  {
    title: "Séances de travail et défi d'équipe au bord du lac",
    text: "Les séances se déroulent de 8 h 30 à 13 h, avec une pause thé en milieu de matinée sur la terrasse. Après le déjeuner, les participants quittent la salle de conférence pour un défi d'équipe encadré par un animateur dans le parc de l'hôtel, suivi d'une heure de bateau parmi les hippopotames et les pygargues vocifères du lac Naivasha. Soirée détente, avec un dîner autour des braseros.",
    stay: {
      value: "Dîner et nuit à l'hôtel.",
      comfort: "Dîner barbecue à thème avec DJ et nuit au resort.",
      premier: "Dîner de gala et remise de prix sur la pelouse, avec orchestre, éclairage scénique et photographe, puis nuit dans vos cottages.",
    },
  },
  {
    title: "Atelier de plan d'action et retour à Nairobi",
    text: "La dernière matinée est consacrée à un atelier de plan d'action animé, au cours duquel chaque service s'accorde sur trois priorités pour le trimestre à venir ; les notes sont mises au propre et envoyées par e-mail aux organisateurs le jour même. Déjeuner à 12 h 30, puis départ de l'autocar à 14 h pour une arrivée à Nairobi vers 16 h 30, selon la circulation.",
  },
];

const inclusionsNaivasha = [
  "Transport aller-retour en autocar depuis vos bureaux de Nairobi",
  "Hébergement en pension complète pendant 2 nuits, en chambre partagée ou individuelle selon la liste des chambres",
  "Salle plénière équipée d'une sonorisation, d'un vidéoprojecteur, d'un écran et de paperboards",
  "Deux pauses thé avec en-cas et un déjeuner-buffet chaque jour de conférence",
  "Wi-Fi fiable pour les participants",
  "Sortie en bateau sur le lac Naivasha",
  "Défi d'équipe encadré le 2e jour",
];

const naivasha: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursNaivasha, inclusionsNaivasha, EXCLUSIONS_ENTREPRISE),
    comfort: palier("comfort", joursNaivasha, [...inclusionsNaivasha, "Dîner barbecue à thème avec DJ"], EXCLUSIONS_ENTREPRISE),
    premier: palier("premier", joursNaivasha, [
      "Transport aller-retour en autocar depuis vos bureaux de Nairobi",
      "Pension complète en cottages privés, avec le lodge réservé à votre seul groupe (2 nuits)",
      "Salle de conférence avec équipement audiovisuel complet et responsable de conférence dédié",
      "Pauses thé, déjeuners et Wi-Fi fiable pendant tout le séjour",
      "Sortie en bateau sur le lac Naivasha et défi d'équipe encadré",
      "Animateur professionnel pour l'atelier de plan d'action",
      "Dîner de gala et remise de prix avec orchestre et photographe",
      "Pochettes participants personnalisées avec carnet et stylo",
    ], EXCLUSIONS_ENTREPRISE),
  },
  optional_activities: [
    {
      activity_name: "Vélo à Hell's Gate et marche dans les gorges",
      description: "Une excursion d'une demi-journée dans le parc national voisin de Hell's Gate, avec vélos, casques, droits d'entrée et marche dans les gorges guidée par un ranger.",
    },
    {
      activity_name: "Photographie de l'événement et vidéo souvenir",
      description: "Un photographe et un vidéaste couvrent l'ensemble du programme et livrent sous une semaine les photos retouchées et un film de trois minutes sur les temps forts.",
    },
  ],
  terms_and_conditions: CONDITIONS_GROUPES + "\n<p>Effectif minimum : 20 participants.</p>",
};

const hellsGate: PackageDetailsTranslation = {
  tiers: {
    single: palier("single", [
      {
        title: "Défis d'équipe et marche dans les gorges de Hell's Gate",
        text: "Les autocars quittent vos bureaux de Nairobi à 6 h 30 avec un en-cas pour le petit-déjeuner et atteignent l'entrée de Hell's Gate vers 8 h 45. Après un échauffement et la constitution des équipes, chacun reçoit un vélo et un casque pour un relais à travers la plaine, où zèbres, girafes et buffles paissent au pied des falaises volcaniques. Nos animateurs enchaînent ensuite une série de défis axés sur la communication et la confiance, du montage de tente les yeux bandés à un parcours d'énigmes chronométré, avant un pique-nique à l'ombre. L'après-midi, un ranger du parc conduit le groupe au fond de l'étroite gorge, avec ses sources chaudes et ses fumerolles ; après un court bilan des enseignements de la journée, les autocars repartent à 16 h 30 pour un retour à Nairobi vers 19 h.",
      },
    ], [
      "Transport aller-retour en autocar depuis vos bureaux de Nairobi",
      "Droits d'entrée du parc national de Hell's Gate aux tarifs citoyens et résidents",
      "Vélos et casques pour tous les participants",
      "Deux animateurs professionnels de team building pour 40 participants",
      "Tout le matériel des défis",
      "En-cas pour le petit-déjeuner, pique-nique et eau en bouteille",
      "Marche dans les gorges guidée par un ranger",
      "Compte rendu écrit et galerie de photos envoyés sous trois jours",
    ], [
      "Boissons alcoolisées",
      "T-shirts ou casquettes personnalisés (disponibles sur demande)",
      "Transport depuis l'extérieur de Nairobi",
      "Assurance individuelle accident",
      "Pourboires pour les rangers et les chauffeurs",
    ]),
  },
  optional_activities: [],
  terms_and_conditions:
    CONDITIONS_GROUPES +
    "\n<p>Effectif minimum : 20 participants. Les participants doivent savoir faire du vélo ; un véhicule d'assistance suit le groupe pour celles et ceux qui préfèrent ne pas pédaler.</p>",
};

/* ------------------------------------------------------------------ */
/* Pèlerinages : Terre sainte, Rome et le Vatican                       */
/* ------------------------------------------------------------------ */

const CONDITIONS_PELERINAGE = `<ul>
<li>Un acompte de 50 % réserve votre place sur le départ en groupe ; le solde est dû 30 jours avant le départ.</li>
<li>Frais d'annulation : de 30 à 15 jours avant le départ, 50 % ; de 14 à 8 jours, 75 % ; 7 jours ou moins, ou non-présentation, 100 %. Les billets d'avion émis suivent les conditions tarifaires de la compagnie.</li>
<li>Les passeports doivent être valables au moins six mois après la date de retour. L'obtention des visas relève des ambassades ; nous préparons les lettres d'invitation et les pièces justificatives de chaque pèlerin.</li>
<li>L'ordre des visites peut changer en raison de fêtes religieuses, de fermetures de sites ou d'avis officiels aux voyageurs, sans réduire si possible le nombre de lieux visités.</li>
</ul>`;

const EXCLUSIONS_PELERINAGE = [
  "Assurance voyage et assistance médicale (obligatoire)",
  "Déjeuners, sauf mention contraire",
  "Boissons pendant les repas",
  "Pourboires pour le guide local, le chauffeur et le personnel hôtelier",
  "Offrandes et dons personnels dans les églises",
  "Supplément chambre individuelle",
];

const joursTerreSainte: Jour[] = [
  {
    title: "De Nairobi à la Terre sainte, puis en Galilée",
    text: "Le groupe se retrouve à l'aéroport international de Nairobi avec notre accompagnateur pour le vol vers Tel Aviv, d'environ cinq heures. À l'arrivée, un guide chrétien agréé vous accueille, et l'autocar remonte la côte vers le nord avant de gagner l'intérieur des terres jusqu'à la mer de Galilée, en deux heures environ. Après le dîner, le groupe se réunit au bord du lac pour une prière d'ouverture.",
    stay: {
      value: "Dîner et nuit dans un hôtel trois étoiles à Tibériade.",
      comfort: "Dîner et nuit dans un hôtel quatre étoiles au bord du lac, à Tibériade.",
      premier: "Dîner et nuit dans une maison d'accueil quatre étoiles tenue par une congrégation religieuse, sur les collines qui dominent le lac.",
    },
  },
  {
    title: "Autour de la mer de Galilée",
    text: "La journée commence sur le mont des Béatitudes, où vous lisez le Sermon sur la montagne dans les jardins qui surplombent le lac. Vous poursuivez vers Tabgha, lieu traditionnel de la multiplication des pains et des poissons, et l'église de la Primauté de Pierre, sur le rivage. À Capharnaüm, vous découvrez les ruines de la synagogue et de la maison de Pierre, avant de traverser paisiblement le lac à bord d'un bateau en bois, avec un temps de louange sur l'eau.",
  },
  {
    title: "Cana, Nazareth et le mont Thabor",
    text: "À Cana, les couples mariés qui le souhaitent peuvent renouveler leurs promesses dans l'église qui rappelle le premier miracle de Jésus. À Nazareth, vous visitez la basilique de l'Annonciation et l'église Saint-Joseph, puis traversez le vieux marché. L'après-midi, des taxis gravissent la route escarpée du mont Thabor, lieu traditionnel de la Transfiguration, d'où la vue embrasse toute la vallée de Jezréel.",
  },
  {
    title: "Le Jourdain, Jéricho et la montée vers Jérusalem",
    text: "Sur un site baptismal du Jourdain, les pèlerins peuvent renouveler les promesses de leur baptême, vêtus d'aubes blanches. La route descend ensuite la vallée du Jourdain jusqu'à Jéricho, l'une des plus anciennes villes du monde, où vous verrez le sycomore associé à Zachée et le mont de la Tentation. Le soir, vous montez à travers le désert de Judée jusqu'à Jérusalem.",
    stay: {
      value: "Dîner et nuit dans un hôtel trois étoiles à Jérusalem (cinq nuits).",
      comfort: "Dîner et nuit dans un hôtel quatre étoiles à Jérusalem (cinq nuits).",
      premier: "Dîner et nuit dans un hôtel quatre étoiles à quelques pas des remparts de la vieille ville (cinq nuits).",
    },
  },
  {
    title: "Le mont des Oliviers et le mont Sion",
    text: "Du sommet du mont des Oliviers, toute la vieille ville s'étend sous vos yeux. Vous descendez le chemin des Rameaux en vous arrêtant à l'église du Pater Noster, où le Notre Père est inscrit dans plus d'une centaine de langues, dont le kiswahili, puis à Dominus Flevit. Vous priez au jardin de Gethsémani, parmi les oliviers séculaires, et dans la basilique de l'Agonie. L'après-midi est consacré au mont Sion, avec la salle de la Cène et l'église Saint-Pierre-en-Gallicante.",
  },
  {
    title: "Bethléem",
    text: "Munis de votre passeport, vous passez à Bethléem pour visiter la basilique de la Nativité et vous agenouiller dans la grotte où la tradition situe la naissance du Christ. Après un déjeuner dans un restaurant familial, vous découvrez le Champ des Bergers et chantez des cantiques de Noël dans la chapelle troglodyte, quelle que soit la saison. Vous aurez aussi le temps d'acheter des sculptures en bois d'olivier auprès d'artisans chrétiens.",
  },
  {
    title: "Le chemin de croix",
    text: "Tôt le matin, avant que les ruelles ne s'animent, le groupe parcourt la Via Dolorosa en priant à chaque station du chemin de croix, jusqu'à la basilique du Saint-Sépulcre. Après un temps de recueillement à l'intérieur, vous visitez la piscine de Bethesda et l'église Sainte-Anne, célèbre pour l'écho qui porte le chant des pèlerins, avant de terminer au mur des Lamentations.",
  },
  {
    title: "Massada, Qumrân et la mer Morte",
    text: "Descente vers le point le plus bas de la planète. Un téléphérique vous hisse jusqu'à la forteresse de Massada, en plein désert ; vous découvrez ensuite les grottes de Qumrân, où furent trouvés les manuscrits de la mer Morte, avant de terminer la journée en flottant dans ses eaux chargées de minéraux.",
  },
  {
    title: "Ein Karem et le Jardin de la Tombe",
    text: "Le matin, vous visitez Ein Karem, village à flanc de colline associé à la naissance de Jean-Baptiste et à la Visitation de Marie à Élisabeth. L'après-midi, le groupe partage la sainte communion dans le calme du Jardin de la Tombe, avant un dîner d'adieu au cours duquel chaque pèlerin reçoit son certificat de pèlerinage.",
  },
  {
    title: "Retour à Nairobi",
    text: "Après le petit-déjeuner, transfert à l'aéroport pour le vol retour vers Nairobi, où vous arrivez le soir même.",
  },
];

const inclusionsTerreSainte = (hotels: string) => [
  "Vols aller-retour Nairobi-Tel Aviv en classe économique",
  "Formalités de visa et lettres d'invitation",
  hotels,
  "Guide chrétien anglophone agréé et autocar climatisé",
  "Tous les droits d'entrée, la traversée en bateau de la mer de Galilée et le téléphérique de Massada",
  "Accompagnateur depuis Nairobi et aumônier pour les groupes de 20 personnes ou plus",
  "Certificat de pèlerinage",
];

const terreSainte: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursTerreSainte, inclusionsTerreSainte("Demi-pension en hôtels trois étoiles à Tibériade et à Jérusalem (9 nuits)"), EXCLUSIONS_PELERINAGE),
    comfort: palier("comfort", joursTerreSainte, inclusionsTerreSainte("Demi-pension en hôtels quatre étoiles à Tibériade et à Jérusalem (9 nuits)"), EXCLUSIONS_PELERINAGE),
    premier: palier("premier", joursTerreSainte, [
      ...inclusionsTerreSainte("Demi-pension dans une maison d'accueil au bord du lac et dans un hôtel quatre étoiles près des remparts de la vieille ville (9 nuits)"),
      "Déjeuners lors de toutes les journées de visite",
    ], EXCLUSIONS_PELERINAGE.filter((e) => !e.startsWith("Déjeuners"))),
  },
  optional_activities: [],
  terms_and_conditions: CONDITIONS_PELERINAGE,
};

const joursRome: Jour[] = [
  {
    title: "De Nairobi à Rome",
    text: "Vol de Nairobi à Rome avec une correspondance, pour une arrivée en fin de matinée ou dans l'après-midi. Votre guide accueille le groupe et vous conduit à l'hôtel ; le soir, vous rejoignez à pied une église voisine pour une messe ou un temps de prière d'ouverture.",
    stay: {
      value: "Dîner et nuit dans une maison d'accueil pour pèlerins tenue par une communauté religieuse, près du Vatican.",
      comfort: "Dîner et nuit dans un hôtel trois étoiles à quelques minutes à pied de la place Saint-Pierre.",
      premier: "Dîner et nuit dans un hôtel quatre étoiles du centre historique.",
    },
  },
  {
    title: "Les musées du Vatican et la basilique Saint-Pierre",
    text: "Une entrée matinale aux musées du Vatican vous mène, par la galerie des cartes géographiques et celle des tapisseries, jusqu'à la chapelle Sixtine et la voûte de Michel-Ange. Vous entrez ensuite dans la basilique Saint-Pierre pour prier sur le tombeau de l'apôtre, sous le maître-autel ; ceux qui le souhaitent peuvent monter à la coupole pour contempler la ville. L'après-midi est libre autour de la place.",
  },
  {
    title: "Audience générale et catacombes",
    text: "Le mercredi, lorsqu'elle a lieu, le groupe assiste à l'audience générale du Saint-Père sur la place Saint-Pierre ; les autres jours, votre guide organise à la place une visite du château Saint-Ange. L'après-midi, un autocar emprunte l'antique voie Appienne jusqu'aux catacombes, où les premiers chrétiens enterraient leurs morts et célébraient l'eucharistie en secret.",
  },
  {
    title: "Les basiliques majeures et la Scala Santa",
    text: "Une journée de pèlerinage vers les basiliques papales : Saint-Jean-de-Latran, cathédrale de Rome, face à laquelle se trouve la Scala Santa que les pèlerins gravissent à genoux ; Sainte-Marie-Majeure et ses mosaïques dorées ; enfin Saint-Paul-hors-les-Murs, bâtie sur le tombeau de l'apôtre. La messe est célébrée dans l'une des chapelles latérales.",
  },
  {
    title: "Excursion à Assise",
    text: "Environ deux heures et demie d'autocar à travers la campagne ombrienne vous séparent d'Assise, perchée sur sa colline. Vous visitez la basilique Saint-François et ses fresques, la basilique Sainte-Claire et la petite chapelle de la Portioncule dans la vallée, avant de rentrer à Rome le soir.",
  },
  {
    title: "La Rome antique et dîner d'adieu",
    text: "Promenade au Colisée et au Forum romain, puis visite de la prison Mamertine, où la tradition veut que Pierre et Paul aient été détenus. L'après-midi, vous lancez une pièce dans la fontaine de Trevi et montez l'escalier de la Trinité-des-Monts, avant un dîner d'adieu dans une trattoria.",
  },
  {
    title: "Retour à Nairobi",
    text: "Après le petit-déjeuner, transfert à l'aéroport pour le vol retour, via votre ville de correspondance.",
  },
];

const inclusionsRome = (hotel: string) => [
  "Vols aller-retour Nairobi-Rome en classe économique",
  "Aide à la demande de visa Schengen et documents de voyage",
  hotel,
  "Guide agréé à Rome et à Assise, et autocar privé",
  "Entrées aux musées du Vatican, à la chapelle Sixtine, au Colisée et aux catacombes",
  "Messe ou temps de prière quotidien organisé avec les églises locales",
  "Accompagnateur depuis Nairobi",
];

const rome: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursRome, inclusionsRome("Demi-pension dans une maison d'accueil pour pèlerins près du Vatican (6 nuits)"), EXCLUSIONS_PELERINAGE),
    comfort: palier("comfort", joursRome, inclusionsRome("Demi-pension dans un hôtel trois étoiles près de la place Saint-Pierre (6 nuits)"), EXCLUSIONS_PELERINAGE),
    premier: palier("premier", joursRome, inclusionsRome("Demi-pension dans un hôtel quatre étoiles du centre historique (6 nuits)"), EXCLUSIONS_PELERINAGE),
  },
  optional_activities: [
    {
      activity_name: "Visite des fouilles sous la basilique Saint-Pierre",
      description: "Une visite en petit groupe de l'antique nécropole située sous la basilique, jusqu'aux abords du tombeau traditionnel de l'apôtre. Les places sont limitées et doivent être demandées à la réservation ; âge minimum : 15 ans.",
    },
  ],
  terms_and_conditions:
    CONDITIONS_PELERINAGE +
    "\n<p>Les tarifs « Early Bird » s'appliquent aux réservations confirmées par un acompte au moins 120 jours avant le départ. Une tenue correcte couvrant les épaules et les genoux est exigée dans toutes les églises.</p>",
};

/* ------------------------------------------------------------------ */
/* Lunes de miel : Zanzibar et Santorin                                 */
/* ------------------------------------------------------------------ */

const CONDITIONS_LUNE_DE_MIEL = `<p>Les prix s'entendent par personne, sur la base de deux personnes partageant une chambre. Un acompte de 50 % confirme votre réservation et le solde est dû 30 jours avant le départ.</p>
<p>Frais d'annulation : de 30 à 15 jours avant le départ, 50 % ; de 14 à 8 jours, 75 % ; 7 jours ou moins, ou non-présentation, 100 %. Les billets d'avion émis suivent les conditions tarifaires de la compagnie.</p>
<p>Les attentions offertes par les hôtels aux jeunes mariés (gâteau, vin pétillant, décoration de la chambre) exigent en général un certificat de mariage datant de moins de six mois.</p>`;

const EXCLUSIONS_LUNE_DE_MIEL = [
  "Assurance voyage",
  "Visas, le cas échéant",
  "Boissons hors formule de repas",
  "Pourboires",
  "Activités facultatives et soins de spa non mentionnés",
];

const joursZanzibar: Jour[] = [
  {
    title: "Arrivée à Stone Town",
    text: "Vol de Nairobi à Zanzibar, puis transfert à Stone Town, où votre chambre a été décorée de fleurs pour votre arrivée. Au coucher du soleil, montez sur le toit d'un restaurant pour un premier dîner face aux minarets et au port.",
    stay: {
      value: "Nuit avec petit-déjeuner dans une charmante maison d'hôtes.",
      comfort: "Nuit avec petit-déjeuner en chambre deluxe dans un hôtel historique.",
      premier: "Nuit avec petit-déjeuner dans une suite avec lit à baldaquin, au sein d'un hôtel historique doté d'une terrasse privée sur le toit.",
    },
  },
  {
    title: "Stone Town, les épices et un boutre au coucher du soleil",
    text: "Un guide privé vous entraîne dans les ruelles, les bazars et devant les portes sculptées de la vieille ville, puis vous conduit dans une plantation d'épices où goûter clou de girofle, vanille et fruits frais. En fin d'après-midi, vous embarquez sur un boutre en bois pour longer le front de mer au soleil couchant, un verre à la main et quelques bouchées sur le pont.",
    stay: {
      value: "Nuit à la maison d'hôtes.",
      comfort: "Nuit à l'hôtel.",
      premier: "Nuit dans votre suite.",
    },
  },
  {
    title: "De Stone Town à la plage",
    text: "Transfert vers la côte, là où les plages blanches rencontrent une mer chaude et limpide. Le reste de la journée vous appartient : cocktail de bienvenue et baignade à la marée montante.",
    stay: {
      value: "Dîner et nuit en demi-pension, en chambre vue mer, dans un hôtel de plage de la côte nord.",
      comfort: "Dîner et nuit en demi-pension, en chambre face à l'océan, dans un resort quatre étoiles.",
      premier: "Dîner et nuit en formule tout compris dans une villa privée avec piscine et service de majordome.",
    },
  },
  {
    title: "Snorkeling à Mnemba",
    text: "Le matin, un bateau vous conduit sur le récif de l'atoll de Mnemba pour nager parmi les tortues et les bancs de poissons tropicaux, avec des fruits frais servis à bord. L'après-midi est libre : plage ou sieste à l'ombre.",
  },
  {
    title: "Spa en duo et dîner privé sur la plage",
    text: "Prenez le temps d'une matinée à deux avant un massage en duo de 60 minutes au spa du resort. Le soir, une table pour deux vous attend sur le sable, éclairée par des lanternes, pour un dîner de fruits de mer au rythme des vagues.",
    stay: {
      premier: "Votre dîner est préparé par un chef privé et accompagné d'une bouteille de vin pétillant.",
    },
  },
  {
    title: "Pique-nique sur un banc de sable",
    text: "Cap en boutre vers un banc de sable qui n'émerge qu'à marée basse, mince trait blanc au milieu d'une mer turquoise. L'équipage fait griller poissons frais et langoustes pour le déjeuner, avant le retour dans l'après-midi.",
  },
  {
    title: "Départ",
    text: "Après un petit-déjeuner sans hâte, transfert à l'aéroport pour votre vol retour vers Nairobi.",
  },
];

const inclusionsZanzibar = (sejour: string) => [
  "Vols aller-retour Nairobi-Zanzibar en classe économique",
  "Transferts privés sur l'île",
  sejour,
  "Visite privée de Stone Town à pied et d'une plantation d'épices",
  "Croisière en boutre au coucher du soleil",
  "Sortie snorkeling à Mnemba et pique-nique sur un banc de sable",
  "Massage en duo et dîner privé sur la plage",
];

const luneDeMielZanzibar: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursZanzibar, inclusionsZanzibar("Nuits avec petit-déjeuner à Stone Town (2 nuits) et demi-pension sur la côte nord (4 nuits)"), EXCLUSIONS_LUNE_DE_MIEL),
    comfort: palier("comfort", joursZanzibar, inclusionsZanzibar("Nuits avec petit-déjeuner dans un hôtel historique (2 nuits) et demi-pension dans un resort quatre étoiles (4 nuits)"), EXCLUSIONS_LUNE_DE_MIEL),
    premier: palier("premier", joursZanzibar, [
      ...inclusionsZanzibar("Suite dans un hôtel historique (2 nuits) et villa privée avec piscine et majordome en formule tout compris (4 nuits)"),
      "Chef privé et vin pétillant lors de votre dîner sur la plage",
    ], EXCLUSIONS_LUNE_DE_MIEL.filter((e) => !e.startsWith("Boissons"))),
  },
  optional_activities: [],
  terms_and_conditions: CONDITIONS_LUNE_DE_MIEL,
};

const joursSantorin: Jour[] = [
  {
    title: "De Nairobi à Santorin",
    text: "Vol de nuit au départ de Nairobi, via une ville du Golfe ou d'Europe, jusqu'à Athènes, puis court vol de correspondance vers Santorin, où vous arrivez dans l'après-midi. Un chauffeur vous conduit par la route en lacets jusqu'à votre hôtel, accroché aux falaises de la caldeira, et vous trinquez à votre premier coucher de soleil sur la mer Égée.",
    stay: {
      value: "Nuit avec petit-déjeuner dans un studio troglodyte à Fira, avec piscine commune et terrasse sur la caldeira.",
      comfort: "Nuit avec petit-déjeuner dans une chambre avec vue sur la caldeira et balcon privé, à Imerovigli.",
      premier: "Nuit avec petit-déjeuner dans une suite troglodyte à Oia, avec sa propre piscine face à la caldeira.",
    },
  },
  {
    title: "Oia et le sentier de la caldeira",
    text: "Suivez le sentier qui relie les villages au sommet des falaises, entre maisons blanches, dômes bleus et bougainvilliers, avec le volcan englouti loin en contrebas. L'après-midi, perdez-vous dans les ruelles d'Oia et choisissez votre place pour le célèbre coucher de soleil de l'île.",
  },
  {
    title: "Croisière en catamaran dans la caldeira",
    text: "Embarquez sur un catamaran à voile pour cinq heures de croisière autour de la caldeira : baignade dans les eaux chaudes près des îlots volcaniques, snorkeling au pied des falaises rouges et escale à la plage blanche. Un dîner barbecue est servi à bord tandis que le soleil se couche.",
    stay: {
      premier: "Votre croisière en catamaran est privée, rien que pour vous deux.",
    },
  },
  {
    title: "Vin, histoire et plage Rouge",
    text: "Le matin, visite du site d'Akrotiri, une cité de l'âge du bronze conservée sous les cendres volcaniques. Après le déjeuner, dégustez des vins blancs vifs dans un domaine familial où la vigne est taillée en corbeilles basses pour la protéger du vent, avant de terminer à la plage Rouge, au pied de ses falaises couleur rouille.",
  },
  {
    title: "Une journée à deux",
    text: "Une journée libre pour paresser à l'hôtel, partir en quad vers les plages plus tranquilles du sud ou simplement lire sur votre terrasse. Le soir, un dîner aux chandelles pour deux vous attend dans un restaurant au bord de la caldeira.",
  },
  {
    title: "Retour à Nairobi",
    text: "Transfert à l'aéroport pour vos vols retour vers Nairobi, via Athènes et votre ville de correspondance.",
  },
];

const inclusionsSantorin = (sejour: string) => [
  "Vols aller-retour Nairobi-Santorin via Athènes en classe économique",
  "Transferts privés depuis et vers l'aéroport de Santorin",
  sejour,
  "Croisière en catamaran dans la caldeira avec dîner barbecue",
  "Visite guidée d'Akrotiri et dégustation dans un domaine viticole",
  "Dîner aux chandelles pour deux au bord de la caldeira",
];

const EXCLUSIONS_SANTORIN = [...EXCLUSIONS_LUNE_DE_MIEL, "Déjeuners et dîners non mentionnés"];

const luneDeMielSantorin: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursSantorin, inclusionsSantorin("Nuits avec petit-déjeuner dans un studio troglodyte à Fira (4 nuits)"), EXCLUSIONS_SANTORIN),
    comfort: palier("comfort", joursSantorin, inclusionsSantorin("Nuits avec petit-déjeuner dans une chambre avec vue sur la caldeira à Imerovigli (4 nuits)"), EXCLUSIONS_SANTORIN),
    premier: palier("premier", joursSantorin, [
      ...inclusionsSantorin("Nuits avec petit-déjeuner dans une suite troglodyte avec piscine à Oia (4 nuits)"),
      "Catamaran privatisé à la place de la croisière partagée",
    ], EXCLUSIONS_SANTORIN),
  },
  optional_activities: [],
  terms_and_conditions:
    CONDITIONS_LUNE_DE_MIEL +
    "\n<p>Les titulaires d'un passeport kényan ont besoin d'un visa Schengen pour la Grèce. Déposez votre demande au moins six semaines avant le départ ; nous fournissons les justificatifs de réservation et une liste de contrôle. Départs d'avril à octobre.</p>",
};

/* ------------------------------------------------------------------ */
/* Safaris : le Maasai Mara classique et la Grande Migration            */
/* ------------------------------------------------------------------ */

const CONDITIONS_SAFARI = `<p>Un acompte de 50 % est exigé pour confirmer votre réservation ; le solde est dû 30 jours avant le départ.</p>
<p>Toute annulation intervenant de 30 à 15 jours avant le départ entraîne des frais de 50 % du prix du forfait, de 14 à 8 jours de 75 %, et à 7 jours ou moins du départ ou en cas de non-présentation de 100 %.</p>
<p>Les droits d'entrée des parcs et des conservancies sont fixés par les autorités et peuvent changer sans préavis ; toute hausse officielle est répercutée au prix coûtant.</p>
<p>Les voyageurs de moins de 18 ans voyagent avec un parent ou un tuteur. Une assurance voyage est vivement recommandée.</p>`;

const EXCLUSIONS_SAFARI = [
  "Vols internationaux et frais de visa",
  "Assurance voyage et assistance médicale",
  "Pourboires pour les guides et le personnel des camps",
  "Boissons au bar du lodge et boissons haut de gamme",
  "Activités facultatives non mentionnées comme incluses",
  "Dépenses personnelles (blanchisserie, appels téléphoniques, etc.)",
];
const EXCLUSIONS_SAFARI_SANS_BOISSONS = EXCLUSIONS_SAFARI.filter((e) => !e.startsWith("Boissons"));

const MONTGOLFIERE = {
  activity_name: "Safari en montgolfière",
  description:
    "Décollage à l'aube pour une heure environ de vol silencieux au-dessus des plaines, suivi d'un petit-déjeuner au champagne servi dans la brousse à l'atterrissage et d'un certificat de vol. Les transferts depuis le camp commencent vers 5 h du matin.",
};

const VILLAGE_MAASAI = {
  activity_name: "Visite d'un village maasaï",
  description:
    "Passez une heure dans une manyatta voisine en compagnie d'un jeune ancien : découvrez comment sont bâties les habitations, joignez-vous à la danse des sauts et voyez comment les familles élèvent leur bétail au milieu de la faune sauvage.",
};

const DINER_BROUSSE = {
  activity_name: "Dîner aux lanternes dans la brousse",
  description:
    "Un dîner de trois plats servi sous les étoiles autour d'un feu de camp, sous la garde d'un guerrier maasaï, bercé par les bruits de la nuit. Minimum deux personnes.",
};

/**
 * The Mara tiers' inclusions. The English writes one list for Kenya and East African residents
 * and one for international visitors (fees at their rates, the guide's languages, the pick-up);
 * a translation holds one list per tier, so these lines state both cases.
 */
const inclusionsMara = (vehicule: string, pension: string) => [
  vehicule,
  "Droits d'entrée de la réserve nationale du Maasai Mara, au tarif résident ou non-résident selon votre statut",
  pension,
  "Safaris avec un guide-chauffeur professionnel parlant anglais et swahili",
  "Eau en bouteille à bord du véhicule pendant tout le séjour",
  "Prise en charge et retour à Nairobi (aéroport, hôtel ou domicile)",
  "Couverture d'évacuation sanitaire aérienne pendant toute la durée du safari",
];

const LC_PARTAGE = "Land Cruiser 4x4 à toit ouvrant partagé, six passagers au maximum, chacun côté fenêtre";
const LC_FERME = "Land Cruiser 4x4 à toit ouvrant, six passagers au maximum";
const LC_PRIVE = "Land Cruiser 4x4 à toit ouvrant réservé à votre seul groupe";

const nuitsMaraClassique = {
  value: "Camp de toile économique près de la porte de Sekenani",
  comfort: "Camp de toile au bord de la rivière Talek",
  premier: "Camp de toile de luxe dominant les plaines",
};

const joursMaraClassique: Jour[] = [
  {
    title: "De Nairobi au Maasai Mara",
    overnight: nuitsMaraClassique,
    text: "Votre guide-chauffeur vient vous chercher à 7 h à votre hôtel ou à votre domicile de Nairobi et prend vers l'ouest la route de l'escarpement, avec une halte à un belvédère qui plonge directement sur le fond de la vallée du Grand Rift. Après un court arrêt à Narok, la route continue jusqu'à la réserve ; vous arrivez au camp pour le déjeuner, cinq à six heures après le départ. Le safari de l'après-midi vous offre un premier aperçu des plaines ondulées, où paissent topis, zèbres et éléphants, tandis que les lions somnolent à l'ombre des fourrés de crotons.",
    stay: {
      value: "Dîner et nuit sous une tente simple et propre, avec salle de bains privative, dans un camp économique situé à quelques minutes de la porte de Sekenani.",
      comfort: "Dîner et nuit dans un camp de toile bien tenu sur les rives de la rivière Talek, avec douches chaudes et tente-salon.",
      premier: "Dîner et nuit sous une vaste tente de luxe avec terrasse privée dominant les plaines, dans un camp intimiste d'une douzaine de tentes seulement.",
    },
  },
  {
    title: "Journée complète au Maasai Mara",
    overnight: nuitsMaraClassique,
    text: "Après un petit-déjeuner matinal, vous passez la journée entière dans la savane, avec un pique-nique préparé par la cuisine du camp. Votre guide se dirige vers la rivière Mara, où les hippopotames se vautrent en groupe et où de grands crocodiles se chauffent au soleil sur les berges ; c'est aussi là que, de juillet à octobre, les troupeaux de gnous se massent pour traverser. En chemin, vous cherchez le guépard dans l'herbe rase, le léopard dans la forêt-galerie et les lions à crinière fournie qui ont fait la renommée de la réserve, avant de rentrer au camp à la fermeture du parc, au crépuscule.",
    stay: {
      value: "Dîner et nuit dans votre camp de toile économique.",
      comfort: "Dîner et nuit dans votre camp de toile au bord de la Talek.",
      premier: "Apéritif au coucher du soleil sur une crête, puis dîner et nuit dans votre camp de luxe.",
    },
  },
  {
    title: "Safari matinal et retour à Nairobi",
    text: "Départ aux premières lueurs, lorsque les prédateurs sont les plus actifs et que la lumière sur l'herbe est la plus douce, puis retour au camp pour un petit-déjeuner copieux et le départ. La route du retour repasse par Narok, avec une pause déjeuner en chemin, et vous êtes déposés à votre hôtel, à votre domicile ou à l'aéroport vers 16 h. Nous vous conseillons de réserver un vol de correspondance partant après 19 h.",
    stay: {
      premier: "Votre véhicule privé vous permet de mener le safari du matin à votre rythme, et un déjeuner chaud vous est servi dans un restaurant-jardin sur la route du retour.",
    },
  },
];

const maraClassique: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursMaraClassique, inclusionsMara(LC_PARTAGE, "Pension complète dans un camp de toile économique (2 nuits)"), EXCLUSIONS_SAFARI),
    comfort: palier("comfort", joursMaraClassique, inclusionsMara(LC_FERME, "Pension complète dans un camp de toile de catégorie intermédiaire au bord de la Talek (2 nuits)"), EXCLUSIONS_SAFARI),
    premier: palier("premier", joursMaraClassique, [
      ...inclusionsMara(LC_PRIVE, "Pension complète avec boissons maison dans un camp de toile de luxe (2 nuits)"),
      "Apéritif au coucher du soleil le 2e jour",
    ], EXCLUSIONS_SAFARI_SANS_BOISSONS),
  },
  optional_activities: [MONTGOLFIERE, VILLAGE_MAASAI, DINER_BROUSSE],
  terms_and_conditions: CONDITIONS_SAFARI,
};

const joursMigration: Jour[] = [
  {
    title: "De Nairobi au Maasai Mara",
    text: "Départ de Nairobi à 7 h et descente de l'escarpement vers la vallée du Grand Rift, avec un arrêt à un belvédère puis à Narok pour vous dégourdir les jambes. Vous entrez dans la réserve vers l'heure du déjeuner ; en saison de migration, les plaines sont parfois déjà noires de gnous et de zèbres. Un safari l'après-midi donne le ton des jours à venir.",
    stay: {
      value: "Dîner et nuit dans un camp économique confortable, près de la porte de Talek.",
      comfort: "Dîner et nuit dans un camp de toile de catégorie intermédiaire, proche des plaines centrales.",
      premier: "Dîner et nuit dans un camp de toile de luxe au nord de l'écosystème, idéalement placé sur le passage des troupeaux.",
    },
  },
  {
    title: "Les traversées de la rivière Mara",
    text: "Cette journée est entièrement consacrée à la rivière. Vous rejoignez les points de traversée de la Mara avec un panier-repas, et votre guide place le véhicule à distance respectueuse pendant que les troupeaux s'amassent sur la berge. Une traversée peut se déclencher en quelques minutes ou se faire attendre des heures : la patience fait partie de l'expérience. Quand elle a lieu, le vacarme, la poussière et le spectacle de milliers d'animaux plongeant dans l'eau restent inoubliables, sous l'œil des crocodiles, des vautours et des lions à l'affût.",
    stay: {
      value: "Retour au camp au crépuscule pour le dîner et la nuit.",
      comfort: "Retour au camp au crépuscule pour le dîner et la nuit.",
      premier: "Retour au camp pour une douche chaude, un verre au coin du feu et un dîner privé.",
    },
  },
  {
    title: "Les grands félins des plaines",
    text: "Les prédateurs suivent les troupeaux. La matinée est consacrée aux guépards des plaines d'herbe rase et à la recherche du léopard dans le lit des luggas, avant un retour au camp pour le déjeuner et une pause pendant les heures chaudes. En fin d'après-midi, vous repartez au moment où les lions s'éveillent et où la lumière dorée se prête à la photographie.",
    stay: {
      value: "Dîner et nuit au camp.",
      comfort: "Dîner et nuit au camp.",
      premier: "Un départ très matinal est prévu pour le safari du jour, afin que vous soyez sur les pistes avant les autres véhicules ; dîner et nuit dans votre camp de luxe.",
    },
  },
  {
    title: "Safari au lever du soleil et culture maasaï",
    text: "Un safari à l'aube vous fait découvrir les plaines à leur heure la plus paisible, suivi d'un petit-déjeuner tardif au camp. L'après-midi, vous pouvez visiter un village maasaï et comprendre comment les familles d'ici partagent la terre avec la faune depuis des générations, avant un dernier safari et un apéritif au coucher du soleil.",
    stay: {
      value: "Dîner et nuit au camp.",
      comfort: "Dîner et nuit au camp.",
      premier: "Ce soir, la visite du village maasaï et un dîner aux lanternes dans la brousse sont compris dans votre formule ; nuit dans votre camp de luxe.",
    },
  },
  {
    title: "Retour à Nairobi",
    text: "Après le petit-déjeuner, vous quittez la réserve en profitant d'un dernier safari sur le chemin de la sortie. La route du retour par Narok vous ramène à Nairobi en milieu d'après-midi, avec dépose à votre hôtel ou à l'aéroport.",
    stay: {
      premier: "Pas de route pour vous : un transfert vous conduit à la piste la plus proche pour un vol régulier en petit avion jusqu'à l'aéroport Wilson de Nairobi, où vous arrivez avant le déjeuner.",
    },
  },
];

const inclusionsMigrationPrestige = [
  ...inclusionsMara(LC_PRIVE, "Séjour tout compris dans un camp de toile de luxe (4 nuits)"),
  "Visite d'un village maasaï et dîner dans la brousse",
  "Vol régulier du Mara à l'aéroport Wilson le 5e jour",
];

const grandeMigration: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursMigration, inclusionsMara(LC_PARTAGE, "Pension complète dans un camp économique (4 nuits)"), EXCLUSIONS_SAFARI),
    comfort: palier("comfort", joursMigration, inclusionsMara(LC_FERME, "Pension complète dans un camp de toile de catégorie intermédiaire (4 nuits)"), EXCLUSIONS_SAFARI),
    premier: palier("premier", joursMigration, inclusionsMigrationPrestige, EXCLUSIONS_SAFARI_SANS_BOISSONS),
  },
  optional_activities: [MONTGOLFIERE, VILLAGE_MAASAI],
  terms_and_conditions: CONDITIONS_SAFARI,
};

/* ------------------------------------------------------------------ */
/* Vacances : Diani Beach et la vieille ville de Lamu                   */
/* ------------------------------------------------------------------ */

const CONDITIONS_VACANCES = `<p>Un acompte de 50 % confirme votre réservation ; le solde est dû 30 jours avant le départ.</p>
<p>Frais d'annulation : de 30 à 15 jours avant le départ, 50 % du prix du forfait ; de 14 à 8 jours, 75 % ; 7 jours ou moins, ou non-présentation, 100 %. Une fois émis, les billets d'avion suivent les conditions tarifaires de la compagnie.</p>
<p>Les tarifs hôteliers sont calculés pour deux personnes partageant une chambre ; les voyageurs seuls paient un supplément, communiqué sur demande.</p>`;

const EXCLUSIONS_PLAGE = [
  "Assurance voyage",
  "Boissons non comprises dans la formule de repas",
  "Excursions facultatives et sports nautiques",
  "Pourboires pour les chauffeurs, les guides et le personnel hôtelier",
  "Dépenses personnelles (blanchisserie, soins de spa, etc.)",
];

const joursDiani: Jour[] = [
  {
    title: "De Nairobi à Diani Beach",
    text: "Vos vacances commencent par le trajet de Nairobi vers la côte sud. Une fois installés dans votre hôtel en bord de plage, profitez du reste de la journée pour une première baignade dans l'océan Indien, tiède et calme à marée basse grâce au récif qui protège le lagon.",
    stay: {
      value: "Vous prenez le train express du matin au départ du terminal de Nairobi jusqu'à Mombasa, environ six heures à travers les paysages du Tsavo, puis notre chauffeur vous conduit à Diani en une heure et demie environ ; dîner et nuit dans un hôtel trois étoiles en bord de plage.",
      comfort: "Vous rejoignez en avion la piste d'Ukunda en une heure environ et arrivez à l'hôtel un quart d'heure plus tard ; dîner et nuit dans un resort quatre étoiles doté d'une longue piscine face à la plage.",
      premier: "Vous rejoignez en avion la piste d'Ukunda, où un chauffeur privé vous attend ; dîner et nuit dans une suite avec jardin, au sein d'un resort de charme tout compris de vingt chambres seulement.",
    },
  },
  {
    title: "Plage et balade avec les colobes",
    text: "La matinée vous appartient sur la plage, où les mares laissées par la marée basse regorgent d'étoiles de mer et de petits poissons. L'après-midi, vous participez à une balade guidée dans un centre de protection des primates qui veille sur les rares colobes d'Angola de la forêt côtière et tend des ponts de corde pour les aider à franchir la route très fréquentée qui longe la plage.",
    stay: {
      value: "Dîner et nuit à l'hôtel.",
      comfort: "Dîner et nuit au resort.",
      premier: "Un massage en duo ou en famille au spa du resort est inclus aujourd'hui ; dîner et nuit au resort.",
    },
  },
  {
    title: "Parc marin ou journée libre",
    text: "Journée libre pour profiter de la côte à votre rythme, ou pour participer à l'excursion d'une journée en boutre au départ de Shimoni vers le parc marin de Kisite-Mpunguti : snorkeling au-dessus du corail parmi les poissons-perroquets et les tortues, et souvent des dauphins en chemin. De décembre à mars et de juin à septembre, quand soufflent les alizés, les kitesurfeurs investissent la plage.",
    stay: {
      value: "Dîner et nuit à l'hôtel.",
      comfort: "Dîner et nuit au resort.",
      premier: "L'excursion en boutre à Kisite-Mpunguti, avec déjeuner de fruits de mer sur l'île de Wasini, est comprise dans votre formule ; dîner et nuit au resort.",
    },
  },
  {
    title: "Excursion dans les Shimba Hills",
    text: "À une demi-heure de route vers l'intérieur s'élèvent les Shimba Hills, un plateau boisé et frais, seul endroit du Kenya où observer l'hippotrague noir. Une marche guidée en forêt descend jusqu'à une cascade où vous rafraîchir et, par temps clair, la vue s'étend sur toute la plaine côtière jusqu'à l'océan.",
    stay: {
      value: "L'excursion peut être ajoutée moyennant un petit supplément ; sinon, la journée est libre. Dîner et nuit à l'hôtel.",
      comfort: "L'excursion d'une demi-journée, droits d'entrée compris, est incluse ; dîner et nuit au resort.",
      premier: "L'excursion est privée, avec un pique-nique au belvédère ; dîner sur la plage et nuit au resort.",
    },
  },
  {
    title: "Retour à Nairobi",
    text: "Savourez un dernier petit-déjeuner et une baignade matinale avant de libérer votre chambre et de reprendre la route de Nairobi.",
    stay: {
      value: "Transfert à Mombasa pour le train de l'après-midi, arrivée à Nairobi dans la soirée.",
      comfort: "Transfert à la piste d'Ukunda pour votre vol vers Nairobi.",
      premier: "Transfert privé à la piste d'Ukunda pour votre vol vers Nairobi, avec départ tardif de la chambre jusqu'à l'heure du transfert.",
    },
  },
];

/**
 * The English adds "International flights and visa" to the international visitors' exclusions
 * only; a translation holds one list per tier, so it keeps that line, which is true for everyone.
 */
const exclusionsDiani = (base: string[]) => [...base, "Vols internationaux et visa"];

const dianiPlage: PackageDetailsTranslation = {
  tiers: {
    value: palier("value", joursDiani, [
      "Billets de train express Nairobi-Mombasa aller-retour en classe économique",
      "Transferts routiers Mombasa-Diani aller-retour",
      "Demi-pension dans un hôtel trois étoiles en bord de plage (4 nuits)",
      "Balade guidée au centre de protection des colobes",
      "Eau en bouteille pendant les transferts",
    ], exclusionsDiani(EXCLUSIONS_PLAGE)),
    comfort: palier("comfort", joursDiani, [
      "Vols aller-retour Nairobi-Ukunda en classe économique",
      "Transferts depuis et vers la piste de Diani",
      "Demi-pension dans un resort quatre étoiles en bord de plage (4 nuits)",
      "Balade guidée au centre de protection des colobes",
      "Excursion d'une demi-journée dans les Shimba Hills, droits d'entrée compris",
    ], exclusionsDiani(EXCLUSIONS_PLAGE)),
    premier: palier("premier", joursDiani, [
      "Vols aller-retour Nairobi-Ukunda en classe économique",
      "Transferts privés depuis et vers la piste de Diani",
      "Séjour tout compris dans une suite avec jardin d'un resort de charme (4 nuits)",
      "Massage au spa le 2e jour",
      "Excursion en boutre à Kisite-Mpunguti avec snorkeling et déjeuner de fruits de mer",
      "Excursion privée dans les Shimba Hills avec pique-nique, et dîner sur la plage",
    ], exclusionsDiani(EXCLUSIONS_PLAGE.filter((e) => !e.startsWith("Boissons")))),
  },
  optional_activities: [
    {
      activity_name: "Snorkeling à Kisite-Mpunguti en boutre",
      description: "Une journée complète en boutre au départ de Shimoni, avec droits d'entrée du parc marin, équipement de snorkeling, observation des dauphins et déjeuner swahili de fruits de mer sur l'île de Wasini.",
    },
    {
      activity_name: "Initiation au kitesurf",
      description: "Deux heures avec un moniteur diplômé, sur la plage puis en eau peu profonde, tout l'équipement compris. En saison, selon le vent.",
    },
  ],
  terms_and_conditions:
    CONDITIONS_VACANCES +
    "\n<p>La remise de 15 % s'applique à la formule Essentiel pour les séjours entre mai et la mi-juillet, hors jours fériés.</p>",
};

const lamuVieilleVille: PackageDetailsTranslation = {
  tiers: {
    single: palier("single", [
      {
        title: "De Nairobi à la vieille ville de Lamu",
        text: "Moins de deux heures de vol séparent Nairobi de la piste de l'île de Manda ; un bateau à moteur vous fait ensuite traverser le chenal jusqu'à Lamu, la plus ancienne ville swahilie d'Afrique de l'Est habitée sans interruption, inscrite au patrimoine mondial. Dans ses ruelles étroites, seuls circulent ânes et charrettes à bras. En fin d'après-midi, un guide local vous emmène devant le fort, les mosquées et les portes en bois sculpté qui ont fait la réputation de la ville. Dîner et nuit dans une maison swahilie restaurée, avec terrasse sur le toit.",
      },
      {
        title: "Le village de Shela et boutre au coucher du soleil",
        text: "À pied ou en bateau, longez le front de mer jusqu'à Shela, un village plus paisible au début d'une plage de 12 kilomètres adossée à de hautes dunes. Baignade, ascension des dunes pour la vue et déjeuner dans un café face à la mer. Le soir, vous embarquez sur un boutre pour naviguer dans le chenal au coucher du soleil, jus de fruits frais et en-cas à la main, tandis que l'appel à la prière glisse sur l'eau. Dîner et nuit dans votre maison.",
      },
      {
        title: "Les ruines de Takwa et les charpentiers de marine de Matondoni",
        text: "Le matin, une sortie en bateau à travers la mangrove vous mène sur l'île de Manda, aux ruines de Takwa, une ville swahilie abandonnée au XVIIe siècle, où un guide vous présente la mosquée et le tombeau à pilier. L'après-midi, vous visitez le village de Matondoni pour voir des artisans construire des boutres à la main, selon des techniques transmises de génération en génération. Dîner et nuit dans votre maison.",
      },
      {
        title: "Retour à Nairobi",
        text: "Consacrez la matinée au musée de Lamu ou flânez au marché parmi les coffres sculptés et les bijoux en argent, avant de retraverser vers Manda pour le vol de l'après-midi vers Nairobi.",
      },
    ], [
      "Vols aller-retour Nairobi-Manda en classe économique",
      "Transferts en bateau entre la piste de Manda et Lamu",
      "Demi-pension dans une maison swahilie restaurée (3 nuits)",
      "Visite guidée à pied de la vieille ville de Lamu",
      "Sortie en boutre au coucher du soleil",
      "Excursion en bateau aux ruines de Takwa et au village de Matondoni, droits d'entrée compris",
    ], EXCLUSIONS_PLAGE),
  },
  optional_activities: [
    {
      activity_name: "Cours de cuisine swahilie",
      description: "Préparez un curry de poisson au lait de coco, un pilau et des chapatis avec une famille de Lamu, dans sa cuisine, puis partagez le repas ensemble.",
    },
    {
      activity_name: "Snorkeling à Manda Toto",
      description: "Une journée complète en boutre jusqu'au récif de l'île de Manda Toto, avec un peu de pêche en chemin et un déjeuner de poisson grillé sur la plage.",
    },
  ],
  terms_and_conditions:
    CONDITIONS_VACANCES +
    "\n<p>Lamu est une ville musulmane attachée aux traditions : en dehors de la plage, merci de porter une tenue discrète couvrant les épaules et les genoux.</p>",
};

/** In the order of demo/content/translations/packages.ts. */
export const packageDetailsFr: PackageDetailsTranslations = {
  "3-day-maasai-mara-fly-in-charter": maraAvion,
  "6-day-lamu-and-diani-coastal-flights": lamuDianiAvion,
  "10-day-holy-land-pilgrimage": terreSainte,
  "7-day-rome-and-vatican-pilgrimage": rome,
  "3-day-lake-naivasha-conference-retreat": naivasha,
  "hells-gate-corporate-team-building-day": hellsGate,
  "7-day-zanzibar-honeymoon": luneDeMielZanzibar,
  "6-day-santorini-honeymoon": luneDeMielSantorin,
  "3-day-maasai-mara-classic-safari": maraClassique,
  "5-day-great-migration-safari-maasai-mara": grandeMigration,
  "5-day-diani-beach-holiday": dianiPlage,
  "4-day-lamu-old-town-escape": lamuVieilleVille,
};
