/**
 * The 404 of a booking's receipt or invoice link that names nothing (documents-routes.ts), in each
 * language (decision 0080): a page the server writes without React, so a table, like the PDFs'
 * words; `not-found-words.test.ts` holds each language to the booking page's own 404 in the
 * `documents` catalogue, and English to BOOKING_NOT_FOUND.
 */
import { BOOKING_NOT_FOUND } from "#domain/bookings/presented-booking.ts";
import type { Locale } from "#domain/locales.ts";

export const BOOKING_NOT_FOUND_WORDS: Record<Locale, { title: string; text: string; home: string }> = {
  en: { ...BOOKING_NOT_FOUND, home: "Go to the home page" },
  de: {
    title: "Buchung nicht gefunden",
    text: "Dieser Buchungslink ist nicht gültig. Bitte prüfen Sie, ob der ganze Link kopiert wurde, oder bitten Sie Ihre Reiseberaterin oder Ihren Reiseberater, ihn erneut zu senden.",
    home: "Zur Startseite",
  },
  fr: {
    title: "Réservation introuvable",
    text: "Ce lien de réservation n'est pas valide. Vérifiez que le lien a été copié en entier, ou demandez à votre conseiller voyage de vous le renvoyer.",
    home: "Aller à la page d'accueil",
  },
  it: {
    title: "Prenotazione non trovata",
    text: "Questo link di prenotazione non è valido. Verifichi di aver copiato il link per intero, oppure chieda al Suo consulente di viaggio di inviarlo di nuovo.",
    home: "Vai alla pagina iniziale",
  },
  zh: { title: "未找到预订", text: "此预订链接无效。请检查是否复制了完整的链接，或请您的旅行顾问重新发送。", home: "返回首页" },
};
