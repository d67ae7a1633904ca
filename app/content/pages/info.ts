/** Copy of the contact details page (SPEC §2 /info). Numbers and addresses come from the company details (decision 0029). */
export const infoHero = {
  title: "Contact Us",
  subtitle: "Call, write, chat or visit our Nairobi office. We answer every message within one working day.",
};

export const officeHours = [
  { days: "Monday to Friday", hours: "8:00 - 17:30" },
  { days: "Saturday", hours: "9:00 - 13:00" },
  { days: "Sunday and public holidays", hours: "Closed (24/7 line for travellers on trips)" },
];

/** SPEC §9: location lookup timeout. */
export const LOCATION_TIMEOUT_MS = 8000;
