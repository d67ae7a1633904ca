/**
 * Inquiry form state → the JSON payload of SPEC §3 ("Inquiry payload"), with
 * the rules of SPEC §5: adults fall back to 1 when not numeric or zero,
 * children are never negative, the ages list follows the children count,
 * empty optional fields are omitted, children_ages only when non-empty (empty
 * entries dropped), and the honeypot `hp` is never sent by the script form.
 * The same mapping reads a posted form body for the no-JavaScript fallback.
 */
import type { InquiryInput } from "#domain/inquiry.ts";
import { INQUIRY_RESIDENCIES, type InquiryResidency } from "#domain/residency.ts";
import { TIER_TYPES, type TierType } from "#domain/tiers.ts";

export interface InquiryFormState {
  full_name: string;
  email: string;
  phone: string;
  message: string;
  residency: InquiryResidency | "";
  budget_tier: TierType | "";
  start_date: string;
  end_date: string;
  /** Kept as typed so the number inputs can be cleared while editing. */
  pax_adults: string;
  pax_children: string;
  children_ages: string[];
  /** Package id as text ("" for none). */
  package: string;
  consent: boolean;
}

export const EMPTY_INQUIRY_FORM: InquiryFormState = {
  full_name: "",
  email: "",
  phone: "",
  message: "",
  residency: "",
  budget_tier: "",
  start_date: "",
  end_date: "",
  pax_adults: "1",
  pax_children: "0",
  children_ages: [],
  package: "",
  // Not ticked for the visitor (issue 24 item 6, decision 0044): agreeing to be contacted is theirs
  // to give. SPEC §5 had it ticked by default.
  consent: false,
};

export interface InquirySource {
  source_page?: string;
  source_url?: string;
  /** Signed render time from the server's time trap, when the page provides one. */
  form_token?: string;
  /** The service or destination the inquiry came from (service, metadata.destination_id). */
  service?: number;
  destination_id?: number;
}

/** SPEC §5: the sent adults value falls back to 1 if not numeric or zero. */
export function adultsValue(raw: string): number {
  const n = Number(raw.trim());
  if (raw.trim() === "" || !Number.isFinite(n) || n === 0) return 1;
  return Math.trunc(n);
}

/** Children: minimum 0, never negative; anything not numeric counts as none. */
export function childrenValue(raw: string): number {
  const n = Number(raw.trim());
  if (raw.trim() === "" || !Number.isFinite(n) || n < 0) return 0;
  return Math.trunc(n);
}

/** The ages list follows the children count: extra entries dropped, missing ones added empty. */
export function resizeAges(ages: readonly string[], count: number): string[] {
  const n = Math.max(0, Math.min(count, 50));
  return Array.from({ length: n }, (_, i) => ages[i] ?? "");
}

function pick<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function buildInquiryPayload(state: InquiryFormState, source: InquirySource = {}): InquiryInput {
  const payload: Record<string, unknown> = {
    full_name: state.full_name.trim(),
    email: state.email.trim(),
    consent: state.consent,
    pax_adults: adultsValue(state.pax_adults),
    pax_children: childrenValue(state.pax_children),
  };
  const text = (key: string, value: string) => {
    if (value.trim()) payload[key] = value.trim();
  };
  text("phone", state.phone);
  text("message", state.message);
  const residency = pick(state.residency, INQUIRY_RESIDENCIES);
  if (residency) payload.residency = residency;
  const tier = pick(state.budget_tier, TIER_TYPES);
  if (tier) payload.budget_tier = tier;
  text("start_date", state.start_date);
  text("end_date", state.end_date);
  const ages = state.children_ages
    .slice(0, childrenValue(state.pax_children))
    .map((a) => a.trim())
    .filter((a) => a !== "")
    .map((a) => (Number.isFinite(Number(a)) ? Number(a) : a));
  if (ages.length) payload.children_ages = ages;
  if (/^\d+$/.test(state.package.trim()) && Number(state.package) > 0) payload.package = Number(state.package);
  text("source_page", source.source_page ?? "");
  text("source_url", source.source_url ?? "");
  text("form_token", source.form_token ?? "");
  if (source.service && source.service > 0) payload.service = source.service;
  if (source.destination_id && source.destination_id > 0) payload.metadata = { destination_id: source.destination_id };
  return payload as InquiryInput;
}

/** Form state from a posted form body (the no-JavaScript submission). */
export function inquiryStateFromFormData(form: FormData): InquiryFormState {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const children = get("pax_children") || "0";
  return {
    full_name: get("full_name"),
    email: get("email"),
    phone: get("phone"),
    message: get("message"),
    residency: pick(get("residency"), INQUIRY_RESIDENCIES) ?? "",
    budget_tier: pick(get("budget_tier"), TIER_TYPES) ?? "",
    start_date: get("start_date"),
    end_date: get("end_date"),
    pax_adults: get("pax_adults") || "1",
    pax_children: children,
    children_ages: resizeAges(
      form.getAll("children_ages").map((v) => (typeof v === "string" ? v : "")),
      childrenValue(children),
    ),
    package: get("package"),
    consent: form.has("consent"),
  };
}

/**
 * The payload of a posted form body. Unlike the script form, it carries the honeypot as posted: the
 * server decides what a filled honeypot means.
 */
export function inquiryPayloadFromFormData(form: FormData, source: InquirySource = {}): InquiryInput {
  const id = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : undefined;
  };
  const payload = buildInquiryPayload(inquiryStateFromFormData(form), {
    ...source,
    form_token: typeof form.get("form_token") === "string" ? (form.get("form_token") as string) : source.form_token,
    service: source.service ?? id("service"),
    destination_id: source.destination_id ?? id("destination_id"),
  });
  const hp = form.get("hp");
  if (typeof hp === "string" && hp !== "") (payload as Record<string, unknown>).hp = hp;
  return payload;
}
