/**
 * The site's documents in French (issue 29): the terms, the FAQs and the company's visitor-facing
 * words, mirroring demo/content/pages/{terms,faqs}.ts and demo/content/site.ts. Every figure comes
 * from the constants the English quotes, so a changed deposit or scale changes this page too.
 */
import { site } from "../../site.ts";
import {
  BALANCE_DUE_DAYS,
  CANCELLATION_SCALE,
  DEPOSIT_PERCENT,
  ELIGIBILITY_AGE,
  QUOTE_TURNAROUND,
  QUOTE_VALIDITY,
  STUDENT_AGE_RANGE,
} from "#app/content/pages/commercial-terms.ts";
import type { SitePagesTranslation } from "../types.ts";

/**
 * The numeric part of an English range constant ("24-48 hours", "7-30 days", "10-25") in French
 * form ("24 à 48"): the constant keeps the figures, the French words are written here.
 */
function range(english: string): string {
  const [from, to] = english.match(/\d+/g) ?? [];
  return to === undefined ? (from ?? english) : `${from} à ${to}`;
}

/**
 * A cancellation period in French, read from the figures of the English one: two figures are a
 * span of days, one figure the last days before travel, none the no-show.
 */
function cancellationPeriod(english: string): string {
  const days = english.match(/\d+/g) ?? [];
  if (days.length >= 2) return `De ${days[0]} à ${days[1]} jours avant le départ`;
  if (days.length === 1) return `${days[0]} jours ou moins avant le départ`;
  return "En cas de non-présentation";
}

/** "50% of the applicable rate" in French, keeping the English figure. */
function cancellationCharge(english: string): string {
  const percent = english.match(/\d+/)?.[0] ?? "";
  return `${percent} % du tarif applicable`;
}

/** The booking flow of commercial-terms.ts, step for step, with the same figures. */
const bookingSteps = [
  {
    title: "Recherche",
    text: "Parcourez nos forfaits, nos destinations et nos services, et notez les dates, le budget et la façon de voyager qui vous ressemblent.",
  },
  {
    title: "Prise de contact",
    text: "Écrivez-nous via le formulaire de demande, par e-mail, par téléphone ou sur WhatsApp : dites-nous qui part, à quelle période et ce que vous aimeriez vivre.",
  },
  {
    title: "Demande de réservation",
    text: `Vous recevez sous ${range(QUOTE_TURNAROUND)} heures un devis gratuit et sans engagement. S'il vous convient, demandez-nous par écrit de réserver les prestations.`,
  },
  {
    title: "Confirmation et paiement",
    text: `Nous vérifions les disponibilités et vous adressons une facture. Le versement de l'acompte de ${DEPOSIT_PERCENT} % garantit la réservation ; le solde est à régler ${BALANCE_DUE_DAYS} jours avant le départ.`,
  },
  {
    title: "Confirmation du paiement",
    text: "Chaque versement est confirmé par écrit et accompagné d'un reçu : vous savez à tout moment ce qui est réglé et ce qu'il reste à payer.",
  },
  {
    title: "Préparatifs avant le départ",
    text: "Nous vous envoyons nos conseils pour la valise, les informations sur la santé, les visas et les passeports, ainsi que les coordonnées de votre guide ou de votre chauffeur.",
  },
  {
    title: "Derniers détails",
    text: "Dans les jours qui précèdent le départ, nous confirmons les heures de prise en charge, la répartition des chambres et vos demandes particulières, puis nous vous remettons vos bons d'échange et le programme définitif.",
  },
  {
    title: "Le voyage",
    text: "Place au voyage. Notre équipe reste joignable 24 h/24 et 7 j/7 tout au long de votre séjour, au cas où quelque chose demanderait notre attention.",
  },
];

export const sitePagesFr: SitePagesTranslation = {
  termsIntro: `Les présentes conditions s'appliquent à toute réservation effectuée auprès de ${site.legalName} (« nous »), société à responsabilité limitée immatriculée au Kenya, dont les bureaux se trouvent à Nairobi. Nous vous invitons à les lire avant de confirmer votre réservation : le versement d'un acompte vaut acceptation de ces conditions.`,
  termsSections: [
    {
      id: "eligibility",
      title: "1. Qui peut réserver",
      paragraphs: [
        `Vous devez avoir ${ELIGIBILITY_AGE} ans révolus pour utiliser ce site et effectuer une réservation. Les personnes de moins de ${ELIGIBILITY_AGE} ans ne peuvent recourir à nos services que sous la responsabilité d'un parent ou d'un tuteur, qui réserve pour elles et accepte les présentes conditions en leur nom.`,
        "La personne qui effectue la réservation (le voyageur principal) confirme être habilitée à accepter ces conditions pour l'ensemble des personnes inscrites sur la réservation.",
      ],
    },
    {
      id: "booking-flow",
      title: "2. Déroulement d'une réservation",
      paragraphs: ["Chaque réservation suit les huit mêmes étapes :"],
      steps: bookingSteps,
    },
    {
      id: "quotes",
      title: "3. Devis",
      paragraphs: [
        `Nous vous adressons votre devis dans les ${range(QUOTE_TURNAROUND)} heures qui suivent la réception de votre demande. Il est gratuit et n'engage aucune des deux parties tant qu'aucun acompte n'a été versé.`,
        `Un devis reste valable pendant la durée qui y est indiquée, en général de ${range(QUOTE_VALIDITY)} jours. Passé ce délai, les tarifs des lodges, des parcs et des compagnies aériennes peuvent évoluer ; nous vous reconfirmons alors le prix avant tout paiement.`,
      ],
    },
    {
      id: "prices-payment",
      title: "4. Prix et paiement",
      paragraphs: [
        "Nos prix sont indiqués en dollars américains (USD) et en shillings kényans (KES). Les tarifs diffèrent pour les résidents du Kenya, les résidents d'Afrique de l'Est et les visiteurs internationaux ; le tarif appliqué dépend du passeport ou du titre de séjour de chaque voyageur.",
        `Un acompte de ${DEPOSIT_PERCENT} % du prix total est exigé à la réservation pour la garantir. Cet acompte n'est pas remboursable, sauf mention contraire écrite sur votre confirmation de réservation.`,
        `Le solde est dû ${BALANCE_DUE_DAYS} jours avant le départ. Toute réservation effectuée moins de ${BALANCE_DUE_DAYS} jours avant le départ est réglée intégralement au moment de la réservation. Si le solde ne nous parvient pas à temps, nous pouvons considérer la réservation comme annulée de votre fait ; les frais d'annulation ci-dessous s'appliquent alors.`,
        "Nous acceptons les moyens de paiement suivants :",
      ],
      items: [
        "Carte de crédit ou de débit (les paiements par carte peuvent entraîner des frais de traitement supplémentaires, que nous vous indiquons avant le paiement)",
        "Virement bancaire sur le compte de notre société",
        "M-Pesa, sur notre numéro professionnel enregistré",
        "Espèces à notre bureau de Nairobi (contre reçu officiel)",
      ],
    },
    {
      id: "cancellation",
      title: "5. Annulation de votre fait",
      paragraphs: [
        "Toute annulation doit être notifiée par écrit (un e-mail suffit) par le voyageur principal. Les frais ci-dessous sont calculés sur le tarif applicable des prestations annulées, en comptant à partir de la date à laquelle nous recevons votre notification écrite :",
      ],
      items: CANCELLATION_SCALE.map((c) => `${cancellationPeriod(c.period)} : ${cancellationCharge(c.charge)}.`),
    },
    {
      id: "flights",
      title: "6. Vols",
      paragraphs: [
        "Les vols ne relèvent pas du barème d'annulation ci-dessus. Les billets d'avion sont soumis aux conditions tarifaires du billet émis : certains tarifs ne sont pas remboursables, et toute modification peut entraîner des pénalités de la compagnie ainsi qu'une différence de tarif.",
        "Lorsque la compagnie aérienne le permet, un billet non utilisé peut être converti en avoir, utilisable pour une réservation ultérieure pendant la durée de validité fixée par la compagnie.",
      ],
    },
    {
      id: "changes",
      title: "7. Modifications",
      paragraphs: [
        "Si vous souhaitez modifier vos dates, votre hébergement ou la liste des voyageurs après confirmation, nous ferons tout notre possible pour vous aider. Les frais de modification facturés par nos prestataires et l'éventuelle différence de prix restent à votre charge.",
        "Si nous devons modifier un élément important de votre voyage avant le départ (un lodge fermé ou une piste rendue impraticable par la pluie, par exemple), nous vous proposerons une solution de remplacement de niveau équivalent ou supérieur, ou le remboursement des prestations concernées.",
      ],
    },
    {
      id: "travel-documents",
      title: "8. Passeports, visas et santé",
      paragraphs: [
        "Il vous appartient de disposer d'un passeport en cours de validité (valable au moins six mois et comportant des pages vierges), des visas et autorisations d'entrée nécessaires ainsi que des certificats de vaccination exigés. Nous vous conseillons volontiers, mais la décision d'entrée sur le territoire revient aux autorités.",
      ],
    },
    {
      id: "insurance",
      title: "9. Assurance voyage",
      paragraphs: [
        "Nous vous recommandons vivement de souscrire une assurance voyage complète couvrant les urgences médicales, le rapatriement, l'annulation et la perte de bagages. Nous pouvons vous en proposer une sur simple demande.",
      ],
    },
    {
      id: "responsibility",
      title: "10. Notre responsabilité",
      paragraphs: [
        "Nous choisissons nos prestataires avec soin et restons votre interlocuteur tout au long du voyage. Nous ne pouvons être tenus responsables d'événements échappant raisonnablement à notre contrôle, tels que des conditions météorologiques extrêmes, des catastrophes naturelles, des grèves, des troubles civils ou un changement de réglementation, mais nous vous aiderons à prendre de nouvelles dispositions.",
      ],
    },
    {
      id: "conduct",
      title: "11. Comportement dans les parcs et les communautés",
      paragraphs: [
        "Les voyageurs sont tenus de respecter le règlement des parcs, les consignes des guides et des chauffeurs ainsi que les lois et coutumes locales. Nous pouvons mettre fin, sans remboursement, aux prestations de toute personne dont le comportement met les autres en danger.",
      ],
    },
    {
      id: "privacy",
      title: "12. Vos données",
      paragraphs: [
        "Les informations que vous nous confiez servent uniquement à répondre à votre demande et à assurer votre réservation ; nous ne les communiquons qu'aux prestataires qui fournissent vos services.",
      ],
    },
    {
      id: "complaints-law",
      title: "13. Réclamations et droit applicable",
      paragraphs: [
        `Pendant le voyage, signalez tout problème à votre guide ou appelez-nous afin que nous puissions y remédier sans attendre. Les réclamations écrites après votre retour doivent nous parvenir à ${site.email} dans un délai de 28 jours. Les présentes conditions sont régies par le droit kényan.`,
      ],
    },
  ],
  faqGroups: [
    {
      id: "booking",
      title: "Réservations et devis",
      faqs: [
        {
          question: "Comment réserver un voyage ?",
          answer: [
            `Une réservation se déroule en huit étapes : ${bookingSteps.map((s) => s.title.toLowerCase()).join(", ")}.`,
            "Commencez par nous envoyer une demande depuis la page d'un forfait, la page Demandes ou WhatsApp : nous vous accompagnons ensuite pas à pas.",
          ],
        },
        {
          question: "En combien de temps recevrai-je un devis, et est-il payant ?",
          answer: [
            `Nous envoyons nos devis sous ${range(QUOTE_TURNAROUND)} heures. Ils sont gratuits, sans engagement et valables en général de ${range(QUOTE_VALIDITY)} jours ; la durée exacte figure sur chaque devis.`,
          ],
        },
        {
          question: "Pouvez-vous organiser un voyage qui ne figure pas sur le site ?",
          answer: [
            "Bien sûr. La plupart de nos voyages sont faits sur mesure : indiquez-nous vos dates, votre budget, la taille de votre groupe et vos envies, et nous concevrons un itinéraire pour vous.",
          ],
        },
        {
          question: "Qui peut effectuer une réservation ?",
          answer: [
            `Il faut avoir au moins ${ELIGIBILITY_AGE} ans pour réserver. Les voyageurs de moins de ${ELIGIBILITY_AGE} ans ne peuvent recourir à nos services que sous la responsabilité d'un parent ou d'un tuteur. Nos programmes pour étudiants s'adressent aux jeunes de ${range(STUDENT_AGE_RANGE)} ans, toujours avec l'accord d'un parent, d'un tuteur ou de leur établissement scolaire.`,
          ],
        },
      ],
    },
    {
      id: "payment",
      title: "Prix et paiement",
      faqs: [
        {
          question: "Dans quelles devises vos prix sont-ils indiqués ?",
          answer: [
            "Nos prix sont indiqués en dollars américains (USD) et en shillings kényans (KES). Les tarifs diffèrent pour les résidents du Kenya, les résidents d'Afrique de l'Est et les visiteurs internationaux.",
          ],
        },
        {
          question: "Quel acompte dois-je verser, et quand le solde est-il dû ?",
          answer: [
            `Un acompte de ${DEPOSIT_PERCENT} % est versé à la réservation ; il n'est pas remboursable, sauf mention contraire écrite. Le solde est dû ${BALANCE_DUE_DAYS} jours avant le départ.`,
          ],
        },
        {
          question: "Comment puis-je payer ?",
          answer: [
            "Par carte (les paiements par carte peuvent entraîner des frais supplémentaires), par virement bancaire, par M-Pesa ou en espèces à notre bureau de Nairobi.",
          ],
        },
        {
          question: "Proposez-vous un paiement échelonné ?",
          answer: [
            `Oui. Les entreprises bénéficiant d'un crédit approuvé peuvent être facturées chaque mois, et les écoles, les groupes et les familles peuvent étaler leurs paiements, à condition que la totalité du solde soit réglée ${BALANCE_DUE_DAYS} jours avant le départ.`,
          ],
        },
      ],
    },
    {
      id: "changes",
      title: "Annulations et modifications",
      faqs: [
        {
          question: "Que se passe-t-il si j'annule ?",
          answer: [
            `Les frais d'annulation dépendent du délai de préavis : ${CANCELLATION_SCALE.map((c) => `${cancellationPeriod(c.period).toLowerCase()}, ${cancellationCharge(c.charge)}`).join(" ; ")}.`,
          ],
        },
        {
          question: "Les vols sont-ils remboursables ?",
          answer: [
            "Les vols ne relèvent pas de notre barème d'annulation : ils suivent les conditions tarifaires de chaque billet. Lorsque la compagnie le permet, un billet non utilisé peut être converti en avoir pour un voyage ultérieur.",
          ],
        },
        {
          question: "Puis-je changer mes dates de voyage ?",
          answer: [
            "En général, oui. Nous demandons de nouvelles dates à nos prestataires ; les éventuels frais de modification et écarts de prix vous sont refacturés au prix coûtant.",
          ],
        },
      ],
    },
    {
      id: "travel",
      title: "Pendant le voyage",
      faqs: [
        {
          question: "Suis-je accompagné pendant mon voyage ?",
          answer: [
            `Oui. Notre équipe est joignable 24 h/24 et 7 j/7 pour chaque voyageur. Appelez le ${site.phones[0]} ou écrivez-nous sur WhatsApp, à toute heure.`,
          ],
        },
        {
          question: "Ai-je besoin d'un visa ou de vaccins ?",
          answer: [
            "Cela dépend de votre passeport et de votre itinéraire. Chaque confirmation est accompagnée de nos conseils sur les visas, les passeports et la santé, et nous pouvons vous aider dans vos démarches.",
          ],
        },
        {
          question: "Recommandez-vous une assurance voyage ?",
          answer: [
            "Vivement. Nous pouvons vous proposer une couverture pour les urgences médicales, le rapatriement, l'annulation et la perte de bagages.",
          ],
        },
        {
          question: "Où se trouve votre bureau ?",
          answer: [
            `${site.address.street}, ${site.address.city}, ${site.address.country}. N'hésitez pas à passer nous voir : l'itinéraire et les horaires d'ouverture figurent sur la page Contactez-nous.`,
          ],
        },
      ],
    },
  ],
  company: {
    tagline: "Inspirer, créer, propulser",
    description:
      "Agence kényane de safaris et de voyages basée à Nairobi : safaris en 4x4, séjours balnéaires, voyages de noces, conférences, pèlerinages et vols charter, à des tarifs adaptés aux résidents du Kenya, aux Est-Africains et aux visiteurs internationaux.",
    whatsappMessage: "Bonjour Twiga Horizons, je souhaiterais me renseigner sur un voyage.",
    accreditations: [
      "Licence de la Tourism Regulatory Authority",
      "Membre de la Kenya Association of Tour Operators",
      "Membre de la Kenya Association of Travel Agents",
      "Agent accrédité IATA",
    ],
  },
};
