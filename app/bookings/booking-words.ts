/**
 * The booking page's words for facts the server gives in English (issue 29, decision 0077): the
 * booking's state, the schedule's rows, how a payment was made, the cancellation scale, the
 * travellers' places, fields, passport warnings and the form's refusals. The server keeps them
 * English for the console, the audit trail and the logs; the page names each by its code (or, for
 * the refusals and the places, by the English sentence's shape) and says it in the booking's
 * language, falling back to the English it was given for anything it does not know.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BookingState, PaymentMethod } from "#domain/bookings/booking.ts";
import { PAYMENT_METHOD_WORDS } from "#domain/bookings/booking.ts";
import type { BookingTerms } from "#domain/booking-terms.ts";
import type { PassportFlag, TravellerField } from "#domain/bookings/travellers.ts";

export const STATE_WORDS: Record<BookingState, MessageDescriptor> = {
  awaiting_deposit: msg`Awaiting deposit`,
  confirmed: msg`Confirmed`,
  paid_in_full: msg`Paid in full`,
  travelled: msg`Travelled`,
  cancelled: msg`Cancelled`,
};

/** The schedule's rows, which the presented booking names in English. */
const SCHEDULE_WORDS: Record<string, MessageDescriptor> = { Deposit: msg`Deposit`, Balance: msg`Balance` };
export const scheduleLabel = (i18n: I18n, label: string): string => (SCHEDULE_WORDS[label] ? i18n._(SCHEDULE_WORDS[label]) : label);

/** How a payment was made, in the middle of a sentence ("by bank transfer"). */
const METHOD_WORDS: Record<PaymentMethod, MessageDescriptor> = {
  bank_transfer: msg`bank transfer`,
  cash: msg`cash`,
  mpesa: msg`M-Pesa`,
  card: msg`card`,
};
export function methodWords(i18n: I18n, words: string): string {
  const code = (Object.keys(PAYMENT_METHOD_WORDS) as PaymentMethod[]).find((k) => PAYMENT_METHOD_WORDS[k] === words);
  return code ? i18n._(METHOD_WORDS[code]) : words;
}

const CANCEL = {
  orMore: msg({ message: "Cancelled {days, plural, one {# day} other {# days}} or more before departure: {percent}% of the total refunded." }),
  exactly: msg({ message: "Cancelled {days, plural, one {# day} other {# days}} before departure: {percent}% of the total refunded." }),
  between: msg({ message: "Cancelled {from}-{to, plural, one {# day} other {# days}} before departure: {percent}% of the total refunded." }),
  anyTime: msg`Cancelled at any time: nothing refunded.`,
  lessThan: msg({ message: "Cancelled less than {days, plural, one {# day} other {# days}} before departure, or no show: nothing refunded." }),
};

/** The cancellation scale in words, one line a step, as domain/booking-terms.ts cancellationLines writes it in English. */
export function cancellationText(i18n: I18n, scale: BookingTerms["cancellationScale"]): string[] {
  const steps = [...scale].sort((a, b) => b.daysBefore - a.daysBefore);
  const lines = steps.map((s, i) => {
    const upper = i > 0 ? steps[i - 1]!.daysBefore - 1 : null;
    const percent = s.refundPercent;
    if (upper === null) return i18n._({ ...CANCEL.orMore, values: { days: s.daysBefore, percent } });
    if (upper === s.daysBefore) return i18n._({ ...CANCEL.exactly, values: { days: s.daysBefore, percent } });
    return i18n._({ ...CANCEL.between, values: { from: s.daysBefore, to: upper, percent } });
  });
  const last = steps.at(-1);
  if (!last) lines.push(i18n._(CANCEL.anyTime));
  else if (last.daysBefore > 0) lines.push(i18n._({ ...CANCEL.lessThan, values: { days: last.daysBefore } }));
  return lines;
}

export const FIELD_WORDS: Record<TravellerField, MessageDescriptor> = {
  fullName: msg`Full name (as in the passport)`,
  dateOfBirth: msg`Date of birth`,
  nationality: msg`Nationality`,
  passportNumber: msg`Passport number`,
  passportExpiry: msg`Passport expiry date`,
  dietary: msg`Dietary needs`,
  medical: msg`Medical notes`,
};

export const PASSPORT_WORDS: Record<PassportFlag, MessageDescriptor> = {
  expires_before_trip_ends: msg`This passport expires before the trip ends: it must be renewed before travelling.`,
  within_six_months: msg`This passport expires within six months of the end of the trip: many countries, Kenya among them, may refuse entry. Please check and renew it if you can.`,
};

/** A place of the party ("Adult 1", "Child 1 (age 8)", "Traveller 3", domain/bookings/travellers.ts placeLabels). */
export function placeName(i18n: I18n, label: string): string {
  let m = /^Adult (\d+)$/.exec(label);
  if (m) return i18n._({ ...msg({ message: "Adult {n}" }), values: { n: Number(m[1]) } });
  m = /^Child (\d+) \(age (\d+)\)$/.exec(label);
  if (m) return i18n._({ ...msg({ message: "Child {n} (age {age})" }), values: { n: Number(m[1]), age: Number(m[2]) } });
  m = /^Traveller (\d+)$/.exec(label);
  if (m) return i18n._({ ...msg({ message: "Traveller {n}" }), values: { n: Number(m[1]) } });
  return label;
}

/**
 * A refusal of the travellers' form (domain/bookings/travellers.ts readTravellerForm writes them in
 * English, for the console and the logs), by its sentence's shape.
 */
export function travellerError(i18n: I18n, message: string): string {
  let m = /^At most (\d+) characters\.$/.exec(message);
  if (m) return i18n._({ ...msg({ message: "At most {max} characters." }), values: { max: Number(m[1]) } });
  m = /^Traveller (\d+): (.+)$/.exec(message);
  if (!m) return message;
  const n = Number(m[1]);
  const rest = m[2];
  const refusal =
    rest === "enter the date of birth as a real date, YYYY-MM-DD."
      ? msg({ message: "Traveller {n}: enter the date of birth as a real date, YYYY-MM-DD." })
      : rest === "a date of birth must be in the past."
        ? msg({ message: "Traveller {n}: a date of birth must be in the past." })
        : rest === "check the year of birth."
          ? msg({ message: "Traveller {n}: check the year of birth." })
          : rest === "enter the passport's expiry as a real date, YYYY-MM-DD."
            ? msg({ message: "Traveller {n}: enter the passport's expiry as a real date, YYYY-MM-DD." })
            : rest === "a passport number has 5 to 20 letters and digits."
              ? msg({ message: "Traveller {n}: a passport number has 5 to 20 letters and digits." })
              : rest === "enter the full name as in the passport."
                ? msg({ message: "Traveller {n}: enter the full name as in the passport." })
                : null;
  return refusal ? i18n._({ ...refusal, values: { n } }) : message;
}

/** The page of a link naming no booking (domain/bookings/presented-booking.ts BOOKING_NOT_FOUND), in the browser's language (decision 0080). */
export const NOT_FOUND_WORDS = {
  title: msg`Booking not found`,
  text: msg`This booking link is not valid. Please check that the whole link was copied, or ask your travel consultant to send it again.`,
} satisfies Record<"title" | "text", MessageDescriptor>;
