/**
 * The travellers of a booking (issue 26 item 7, decision 0054): for each place of the booking's
 * frozen party, the details the lead traveller gives on the booking page (or staff in the console).
 * Every detail may be left empty (a half-filled list saves; paying never waits on it), but what is
 * given must be real: dates that exist, a date of birth in the past, a passport expiry that is a
 * date. A passport expiring within six months of the trip's end is flagged. Pure.
 */
import { addDays, isIsoDate } from "../rates/dates.ts";
import { wellFormed } from "../well-formed-text.ts";

export const TRAVELLER_FIELDS = ["fullName", "dateOfBirth", "nationality", "passportNumber", "passportExpiry", "dietary", "medical"] as const;
export type TravellerField = (typeof TRAVELLER_FIELDS)[number];
export type TravellerDetails = Record<TravellerField, string>;

export const TRAVELLER_FIELD_LABELS: Record<TravellerField, string> = {
  fullName: "Full name (as in the passport)",
  dateOfBirth: "Date of birth",
  nationality: "Nationality",
  passportNumber: "Passport number",
  passportExpiry: "Passport expiry date",
  dietary: "Dietary needs",
  medical: "Medical notes",
};

/** The details a manifest needs; dietary and medical notes are given only when there are some. */
export const REQUIRED_FOR_TRAVEL: readonly TravellerField[] = ["fullName", "dateOfBirth", "nationality", "passportNumber", "passportExpiry"];

const SHORT_NAMES: Record<TravellerField, string> = {
  fullName: "name",
  dateOfBirth: "date of birth",
  nationality: "nationality",
  passportNumber: "passport number",
  passportExpiry: "passport expiry",
  dietary: "dietary needs",
  medical: "medical notes",
};

const MAX: Record<TravellerField, number> = { fullName: 120, dateOfBirth: 10, nationality: 60, passportNumber: 20, passportExpiry: 10, dietary: 500, medical: 1000 };

export const EMPTY_TRAVELLER: TravellerDetails = { fullName: "", dateOfBirth: "", nationality: "", passportNumber: "", passportExpiry: "", dietary: "", medical: "" };

/** The form's field name of one detail: "travellers.0.fullName". */
export const travellerFieldName = (position: number, field: TravellerField): string => `travellers.${position}.${field}`;

/** How many places the party has: the adults and the children, as frozen with the booking. */
export const partySize = (party: { adults: number; childAges: readonly number[] }): number => Math.max(0, party.adults) + party.childAges.length;

/** "Adult 1", "Adult 2", "Child 1 (age 8)": the places of the party, adults first. */
export function placeLabels(party: { adults: number; childAges: readonly number[] }, count = partySize(party)): string[] {
  const labels: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i < party.adults) labels.push(`Adult ${i + 1}`);
    else if (i < party.adults + party.childAges.length) labels.push(`Child ${i - party.adults + 1} (age ${party.childAges[i - party.adults]})`);
    else labels.push(`Traveller ${i + 1}`);
  }
  return labels;
}

/** A passport that may not be accepted for the trip: expired before it ends, or within six months of its end. */
export type PassportFlag = "expires_before_trip_ends" | "within_six_months";

export const PASSPORT_FLAG_TEXT: Record<PassportFlag, string> = {
  expires_before_trip_ends: "This passport expires before the trip ends: it must be renewed before travelling.",
  within_six_months: "This passport expires within six months of the end of the trip: many countries, Kenya among them, may refuse entry. Please check and renew it if you can.",
};

/** `date` plus whole calendar months; a day the month lacks becomes its last day (31 August + 6 = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/**
 * The flag of a passport expiry for a trip: the trip's end date, or its start date when the end is
 * not known. A passport is good when it expires on or after the day six calendar months after that
 * date. Nothing to say when either date is unknown or not a date.
 */
export function passportFlag(expiry: string, trip: { startDate: string | null; endDate: string | null }): PassportFlag | null {
  const end = trip.endDate ?? trip.startDate;
  if (!end || !isIsoDate(end) || !isIsoDate(expiry)) return null;
  if (expiry < end) return "expires_before_trip_ends";
  return expiry < addMonths(end, 6) ? "within_six_months" : null;
}

/** The short names of the details a manifest needs and this traveller has not given. */
export function missingDetails(t: TravellerDetails): string[] {
  return REQUIRED_FOR_TRAVEL.filter((f) => !t[f].trim()).map((f) => SHORT_NAMES[f]);
}

/** One place of the party as pages show it. */
export interface TravellerPlace {
  position: number;
  label: string;
  details: TravellerDetails;
  passportFlag: PassportFlag | null;
  missing: string[];
}

export function travellerPlaces(
  party: { adults: number; childAges: readonly number[] },
  trip: { startDate: string | null; endDate: string | null },
  saved: ReadonlyMap<number, TravellerDetails>,
): TravellerPlace[] {
  // Places follow the party; details saved for a place an amendment has since removed are still shown (never lost).
  const count = Math.max(partySize(party), ...[...saved.keys()].map((p) => p + 1));
  return placeLabels(party, count).map((label, position) => {
    const details = saved.get(position) ?? EMPTY_TRAVELLER;
    return { position, label, details, passportFlag: passportFlag(details.passportExpiry, trip), missing: missingDetails(details) };
  });
}

/** A date as people type it into a date field, read as YYYY-MM-DD; "" for nothing typed. */
const dateOf = (raw: string): string => raw.trim();

/**
 * Reads a traveller form: `count` places, each field `travellers.N.field`. Returns the details of
 * every place, or the errors by field name (each saying what to do). Nothing typed is kept as "".
 * Passport numbers are kept as typed, upper-cased and without spaces.
 */
export function readTravellerForm(
  values: Readonly<Record<string, string | undefined>>,
  count: number,
  today: string,
): { ok: true; travellers: TravellerDetails[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const travellers: TravellerDetails[] = [];
  for (let position = 0; position < count; position++) {
    const t = { ...EMPTY_TRAVELLER };
    for (const field of TRAVELLER_FIELDS) {
      const name = travellerFieldName(position, field);
      let value = wellFormed(String(values[name] ?? "")).trim();
      if (field === "passportNumber") value = value.replace(/\s+/g, "").toUpperCase();
      if (field === "dateOfBirth" || field === "passportExpiry") value = dateOf(value);
      t[field] = value;
      if (value.length > MAX[field]) errors[name] = `At most ${MAX[field]} characters.`;
    }
    const place = `Traveller ${position + 1}`;
    if (t.dateOfBirth) {
      const dob = travellerFieldName(position, "dateOfBirth");
      if (!isIsoDate(t.dateOfBirth)) errors[dob] = `${place}: enter the date of birth as a real date, YYYY-MM-DD.`;
      else if (t.dateOfBirth >= today) errors[dob] = `${place}: a date of birth must be in the past.`;
      else if (t.dateOfBirth < addDays(today, -120 * 366)) errors[dob] = `${place}: check the year of birth.`;
    }
    if (t.passportExpiry && !isIsoDate(t.passportExpiry)) errors[travellerFieldName(position, "passportExpiry")] = `${place}: enter the passport's expiry as a real date, YYYY-MM-DD.`;
    if (t.passportNumber && !/^[A-Z0-9]{5,20}$/.test(t.passportNumber)) errors[travellerFieldName(position, "passportNumber")] = `${place}: a passport number has 5 to 20 letters and digits.`;
    if (t.fullName && t.fullName.length < 2) errors[travellerFieldName(position, "fullName")] = `${place}: enter the full name as in the passport.`;
    travellers.push(t);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, travellers };
}

/** Which fields of which places differ between two lists: what an audit entry names (never the values). */
export function changedFields(before: ReadonlyMap<number, TravellerDetails>, after: readonly TravellerDetails[]): Record<string, TravellerField[]> {
  const changed: Record<string, TravellerField[]> = {};
  after.forEach((t, position) => {
    const was = before.get(position) ?? EMPTY_TRAVELLER;
    const fields = TRAVELLER_FIELDS.filter((f) => was[f] !== t[f]);
    if (fields.length) changed[String(position + 1)] = fields;
  });
  return changed;
}
