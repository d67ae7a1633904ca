/**
 * The labels the quote page and the quote PDF both print (decision 0077). The PDF is server code and
 * has its own table (server/services/quote-page/pdf-words.ts, keyed the same); a test holds each of
 * its labels to these messages in every language, so the two never name one thing differently.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const DOCUMENT_LABELS = {
  preparedFor: msg`Prepared for`,
  party: msg`Party`,
  dates: msg`Dates`,
  ratesFor: msg`Rates for`,
  dayByDay: msg`Day by day`,
  included: msg`Included`,
  notIncluded: msg`Not included`,
  howToPay: msg`How to pay`,
  yourConsultant: msg`Your travel consultant`,
} satisfies Record<string, MessageDescriptor>;

/** A day's facts under its heading, on the page and in the PDF ("Places: Maasai Mara"). */
export const DAY_FACTS = {
  places: msg({ message: "Places: {places}" }),
  overnight: msg({ message: "Overnight: {overnight}" }),
  meals: msg({ message: "Meals: {meals}" }),
} satisfies Record<string, MessageDescriptor>;
