/**
 * A quote as the traveller sees it, for tests and the PDF bench only (never shipped, never seeded):
 * two options side by side, a discount, an override and the 50% deposit of the terms. Fictional
 * company and people; amounts in KES cents, worked by hand:
 *   Comfort: 2 x 180,000 + child 95,000 + balloon 2 x 55,000 = 565,000 - 15,000 = 550,000; deposit 275,000.
 *   Premier: 2 x 260,000 + child 130,000 = 650,000; deposit 325,000.
 */
import type { PresentedDay } from "#domain/itinerary.ts";
import type { PresentedQuote } from "#domain/quotes/presented-quote.ts";

const day = (number: number, title: string, overnight: string, description: string, places: string[] = []): PresentedDay => ({
  number,
  heading: `Day ${number}: ${title}`,
  places,
  overnight,
  meals: "Breakfast, lunch and dinner",
  descriptionHtml: `<p>${description}</p>`,
  descriptionText: description,
});

const DAYS: PresentedDay[] = [
  day(1, "Nairobi to the Maasai Mara", "Acacia Ridge Camp", "Drive west through the Great Rift Valley, with a stop at the escarpment viewpoint.", ["Great Rift Valley", "Maasai Mara"]),
  day(2, "Full day in the Maasai Mara", "Acacia Ridge Camp", "Morning and afternoon game drives along the Mara River, picnic lunch in the reserve."),
  day(3, "Mara to Lake Naivasha", "Papyrus Shore Lodge", "Boat ride among the hippos and a walk on Crescent Island.", ["Lake Naivasha"]),
  day(4, "Return to Nairobi", "", "A slow breakfast by the lake, then the drive back to Nairobi by early afternoon."),
];

export function fixtureQuote(overrides: Partial<PresentedQuote> = {}): PresentedQuote {
  return {
    reference: "TW-7K3D-2Q9F v2",
    version: 2,
    state: "sent",
    acceptedOptionId: null,
    travellerName: "Amani Wanjiru",
    residency: "residents",
    party: { adults: 2, childAges: [9] },
    startDate: "2026-12-14",
    endDate: "2026-12-17",
    currency: "KES",
    options: [
      {
        id: "opt-comfort",
        title: "Comfort",
        packageTitle: "Mara and Naivasha Explorer",
        tierName: "Comfort",
        days: DAYS,
        inclusions: ["Park fees for the Maasai Mara", "Full board on safari", "Pop-up roof safari vehicle with a guide"],
        exclusions: ["International flights", "Tips and gratuities"],
        lines: [
          { label: "2 adults sharing", kind: "adults_sharing", quantity: 2, amount: 36_000_000, overridden: false },
          { label: "Child aged 9 (3-11)", kind: "child", quantity: 1, amount: 9_500_000, overridden: false },
          { label: "Balloon safari over the Mara", kind: "extra", quantity: 2, amount: 11_000_000, overridden: true },
        ],
        subtotal: 56_500_000,
        discount: 1_500_000,
        total: 55_000_000,
        deposit: { amount: 27_500_000, dueDate: "2026-11-02", onAcceptance: false },
        balance: { amount: 27_500_000, dueDate: "2026-11-14" },
      },
      {
        id: "opt-premier",
        title: "Premier",
        packageTitle: "Mara and Naivasha Explorer",
        tierName: "Premier",
        days: DAYS.map((d) => ({ ...d, overnight: d.overnight ? `${d.overnight} (suite)` : "" })),
        inclusions: ["Park fees for the Maasai Mara", "Full board on safari", "Private vehicle and guide", "Sundowner on the escarpment"],
        exclusions: ["International flights", "Tips and gratuities"],
        lines: [
          { label: "2 adults sharing", kind: "adults_sharing", quantity: 2, amount: 52_000_000, overridden: false },
          { label: "Child aged 9 (3-11)", kind: "child", quantity: 1, amount: 13_000_000, overridden: false },
        ],
        subtotal: 65_000_000,
        discount: 0,
        total: 65_000_000,
        deposit: { amount: 32_500_000, dueDate: "2026-11-02", onAcceptance: false },
        balance: { amount: 32_500_000, dueDate: "2026-11-14" },
      },
    ],
    message: "Jambo Amani, here are two ways to see the Mara in December. The balloon flight is at dawn on day 2.",
    issuedOn: "2026-10-26",
    validUntil: "2026-11-09",
    depositTerms: "A deposit of 50% of the total confirms the booking; the balance is due 30 days before departure.",
    terms: "Cancellation 30-15 days before travel: 50% of the applicable rate. 14-8 days: 75%. Within 7 days or no show: 100%. Prices are subject to park fee changes announced by the authorities.",
    company: {
      name: "Twiga Horizons Travel",
      email: "hello@twigahorizons.example",
      phone: "+254 700 000 111",
      address: "Kimathi Street, Nairobi, Kenya",
      website: "https://twigahorizons.example",
      licence: "TRA licence 00000 (demo)",
    },
    agent: { name: "Wanjiku Otieno", email: "wanjiku@twigahorizons.example" },
    acceptance: null,
    amendsVersion: null,
    termsUrl: "https://twigahorizons.example/terms",
    payment: {
      bank: { bankName: "Savannah Commercial Bank (demo)", bankBranch: "Kenyatta Avenue, Nairobi", accountName: "Twiga Horizons Travel Ltd", accountNumber: "0100 2000 3000 40", swiftCode: "SAVAKENX" },
      mpesaPaybill: "555010",
      reference: "TW-7K3D-2Q9F",
    },
    ...overrides,
  };
}
