/**
 * The demo company's details: everything SPEC leaves "supplied by the product".
 * Fictional company, `.example` domains, phone numbers from an unassigned range.
 */
export const site = {
  name: "Twiga Horizons Travel",
  legalName: "Twiga Horizons Travel Ltd",
  tagline: "Inspire, Create, Propel",
  description:
    "Kenyan safari and travel company in Nairobi: game drives, beach holidays, honeymoons, conferences, pilgrimages and air charters, priced for Kenya residents, East Africans and international visitors.",
  defaultOrigin: "http://localhost:3000",
  email: "info@twigahorizons.example",
  salesEmail: "sales@twigahorizons.example",
  phones: ["+254 700 555 010", "+254 711 555 020"],
  whatsappNumber: "254700555010",
  whatsappMessage: "Hello Twiga Horizons, I would like to enquire about a trip.",
  address: {
    street: "4th Floor, Acacia House, Kenyatta Avenue",
    postal: "P.O. Box 00000-00100",
    city: "Nairobi",
    country: "Kenya",
  },
  /** Office map position (SPEC §3: fixed constants). Central Nairobi. */
  office: { lat: -1.2841, lng: 36.8233 },
  social: {
    whatsapp: "https://wa.me/254700555010",
    instagram: "https://instagram.example/twigahorizons",
    facebook: "https://facebook.example/twigahorizons",
    x: "https://x.example/twigahorizons",
    linkedin: "https://linkedin.example/company/twigahorizons",
    tiktok: "https://tiktok.example/@twigahorizons",
  },
  reviewsUrl: "https://reviews.example/twigahorizons",
  foundedYear: 2021,
  /** How travellers pay (fictional bank, account and paybill numbers). */
  payment: {
    bankName: "Savannah Commercial Bank (demo)",
    bankBranch: "Kenyatta Avenue, Nairobi",
    accountName: "Twiga Horizons Travel Ltd",
    accountNumber: "0100 2000 3000 40",
    swiftCode: "SAVAKENX",
    mpesaPaybill: "555010",
  },
  accreditations: [
    { name: "Tourism Regulatory Authority licence", short: "TRA", key: "tra" },
    { name: "Kenya Association of Tour Operators member", short: "KATO", key: "kato" },
    { name: "Kenya Association of Travel Agents member", short: "KATA", key: "kata" },
    { name: "IATA accredited agent", short: "IATA", key: "iata" },
  ],
} as const;

