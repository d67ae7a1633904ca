/**
 * The trip the visitor has described so far (dates, residency, party), wherever they said it: the
 * search bar, the /packages filters, a package page's residency selector, an inquiry form. Kept in
 * sessionStorage for the visit, so the next inquiry form (the package modal, /contact) starts from it
 * instead of asking again (issue 12 item 4). Only trip facts, never contact details.
 */
import { toInquiryResidency } from "#domain/residency.ts";
import type { InquiryFormState } from "./inquiry-payload.ts";

const KEY = "twiga:trip";

export type TripDetails = Partial<Pick<InquiryFormState, "start_date" | "end_date" | "residency" | "pax_adults" | "pax_children" | "children_ages">>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Keeps only well-formed values (the storage is the visitor's to edit). */
export function cleanTripDetails(raw: unknown): TripDetails {
  if (!raw || typeof raw !== "object") return {};
  const r = raw as Record<string, unknown>;
  const out: TripDetails = {};
  if (typeof r.start_date === "string" && ISO_DAY.test(r.start_date)) out.start_date = r.start_date;
  if (typeof r.end_date === "string" && ISO_DAY.test(r.end_date)) out.end_date = r.end_date;
  const residency = typeof r.residency === "string" ? toInquiryResidency(r.residency) : undefined;
  if (residency) out.residency = residency;
  if (typeof r.pax_adults === "string" && /^\d{1,3}$/.test(r.pax_adults)) out.pax_adults = r.pax_adults;
  if (typeof r.pax_children === "string" && /^\d{1,2}$/.test(r.pax_children)) out.pax_children = r.pax_children;
  if (Array.isArray(r.children_ages) && r.children_ages.every((a) => typeof a === "string" && /^\d{0,2}$/.test(a)))
    out.children_ages = r.children_ages.slice(0, 20) as string[];
  return out;
}

export function readTripDetails(): TripDetails {
  try {
    return cleanTripDetails(JSON.parse(window.sessionStorage.getItem(KEY) ?? "null"));
  } catch {
    return {};
  }
}

/** Merges what the visitor just said; an empty value clears that fact. */
export function saveTripDetails(patch: TripDetails): void {
  try {
    const next: Record<string, unknown> = { ...readTripDetails() };
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined) continue;
      if (v === "" || (Array.isArray(v) && v.length === 0 && k !== "children_ages")) delete next[k];
      else next[k] = v;
    }
    window.sessionStorage.setItem(KEY, JSON.stringify(cleanTripDetails(next)));
  } catch {
    // Storage refused (private mode, quota): the forms simply start empty.
  }
}

/**
 * The form state with the trip filled in where the form still shows its starting value (what the
 * page itself chose, e.g. a package page's residency, and anything typed, win).
 */
export function withTripDetails(state: InquiryFormState, start: InquiryFormState, trip: TripDetails): InquiryFormState {
  const next = { ...state };
  const fill = <K extends keyof TripDetails & keyof InquiryFormState>(k: K) => {
    const v = trip[k];
    if (v !== undefined && JSON.stringify(state[k]) === JSON.stringify(start[k]) && (start[k] === "" || start[k] === EMPTY_DEFAULTS[k]))
      (next as Record<string, unknown>)[k] = v;
  };
  fill("start_date");
  fill("end_date");
  fill("residency");
  fill("pax_adults");
  fill("pax_children");
  if (trip.children_ages && Number(next.pax_children) === trip.children_ages.length && state.children_ages.length === 0) next.children_ages = trip.children_ages;
  return next;
}

const EMPTY_DEFAULTS: Partial<Record<keyof InquiryFormState, unknown>> = { pax_adults: "1", pax_children: "0" };
