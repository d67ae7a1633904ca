/**
 * What an audit entry changed, field by field, from the two snapshots it stores (issue 28 item 7).
 * Snapshots are the records' own documents (a package with its tiers, a rate, a status), so the
 * walk is generic: nested objects become dotted paths, lists of records are compared row by row,
 * and lists of plain values ("service_ids") as one value. Only leaves that differ are returned.
 */
import { formatAmount } from "../rates/money.ts";
import { formatIsoDay, formatNairobiDay, groupDigits, NAIROBI_OFFSET_MS } from "../formatting.ts";
import { htmlToText } from "../itinerary.ts";

export interface FieldChange {
  /** The snapshot path: "tiers.0.price_kshs". */
  path: string;
  /** For people: "Tier 1 › price (KES)". */
  label: string;
  /** Values as people read them; null when the field did not exist on that side. */
  before: string | null;
  after: string | null;
  /** Money that went up (1) or down (-1), for sentences like "raised … from … to …". */
  direction?: 1 | -1;
  /** A text long enough to be shown as a word diff rather than two copies. */
  long: boolean;
}

/** Texts at or above this length are shown as a diff (a summary, a story's body). */
export const LONG_TEXT = 120;

type Leaf = string | number | boolean | null;

/**
 * Amounts and how the snapshots store them. Package tiers keep whole shillings or dollars
 * (`price_kshs`, decision 0027); rates and bookings keep minor units with a `currency` beside them.
 */
const MAJOR_UNIT_FIELDS: Record<string, string> = { price_kshs: "KES", price_usd: "USD" };
const MINOR_UNIT_FIELDS = new Set(["adultSharing", "singleSupplement", "amount", "amountMinor", "amount_minor", "total_minor", "paid", "deposit_minor", "price_minor", "unit_price_minor"]);

/** Field names as people say them; the rest are read from snake_case or camelCase. */
const FIELD_WORDS: Record<string, string> = {
  price_kshs: "price (KES)",
  price_usd: "price (USD)",
  adultSharing: "adult sharing, per night",
  singleSupplement: "single supplement",
  service_ids: "services",
  destination_ids: "destinations",
  owner_id: "owner",
  lost_reason: "reason lost",
  first_reply_at: "first reply",
  is_deal: "deal",
  deal_percent: "deal, percent off",
  body_html: "text",
  summary_html: "summary",
  description_html: "description",
  contact_for_pricing: "contact for pricing",
};

function words(key: string): string {
  if (FIELD_WORDS[key]) return FIELD_WORDS[key];
  return key
    .replace(/_html$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
}

/** "tiers.0.days.2.title" -> "Tiers 1 › days 3 › title": list positions counted from one, as people count. */
export function fieldLabel(path: string): string {
  const parts = path.split(".");
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (/^\d+$/.test(part)) {
      const prev = out.pop() ?? "";
      out.push(`${prev} ${Number(part) + 1}`.trim());
    } else out.push(words(part));
  }
  const text = out.join(" › ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Flattens a snapshot into path -> leaf. Lists of plain values stay one leaf, lists of records are walked. */
function flatten(value: unknown, prefix: string, out: Map<string, Leaf | Leaf[]>): void {
  if (Array.isArray(value)) {
    if (value.every((v) => !isRecord(v) && !Array.isArray(v))) {
      out.set(prefix, value as Leaf[]);
      return;
    }
    value.forEach((v, i) => flatten(v, prefix ? `${prefix}.${i}` : String(i), out));
    return;
  }
  if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  out.set(prefix, value === undefined ? null : (value as Leaf));
}

/** The currency named nearest to a path in a snapshot: the record's own `currency`, else the root's. */
function currencyAt(flat: Map<string, Leaf | Leaf[]>, path: string): string | null {
  const parts = path.split(".");
  for (let n = parts.length - 1; n >= 0; n--) {
    const c = flat.get([...parts.slice(0, n), "currency"].join("."));
    if (typeof c === "string" && /^[A-Z]{3}$/.test(c)) return c;
  }
  return null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A moment as the office reads it: "27 Nov 2026, 20:09 EAT" (UTC+3 all year). */
export function eat(at: Date): string {
  if (Number.isNaN(at.getTime())) return "an unknown time";
  const local = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  const hm = `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
  return `${formatNairobiDay(at, { month: "short" })}, ${hm} EAT`;
}

function show(path: string, value: Leaf | Leaf[] | undefined, currency: string | null): string | null {
  if (value === undefined) return null;
  if (value === null || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(String).join(", ") : "—";
  const key = path.split(".").pop()!;
  if (typeof value === "boolean") return value ? "yes" : "no";
  // SQLite's flags are stored as 0 and 1.
  if (key.startsWith("is_") && (value === 0 || value === 1)) return value ? "yes" : "no";
  if (typeof value === "number") {
    if (MAJOR_UNIT_FIELDS[key]) return `${MAJOR_UNIT_FIELDS[key]} ${groupDigits(value)}`;
    if (MINOR_UNIT_FIELDS.has(key) && currency) return formatAmount(value, currency);
    return String(value);
  }
  if (ISO_DAY.test(value)) return formatIsoDay(value, { month: "short", weekday: true });
  if (ISO_MOMENT.test(value)) return eat(new Date(value));
  // Rich text reads as its words; the markup is in the stored snapshot for whoever needs it.
  return key.endsWith("_html") ? htmlToText(value) : value;
}

function isMoney(path: string, currency: string | null): boolean {
  const key = path.split(".").pop()!;
  return key in MAJOR_UNIT_FIELDS || (MINOR_UNIT_FIELDS.has(key) && currency !== null);
}

/**
 * The fields that differ between two snapshots, in the order of the newer one. A field present on
 * one side only is a change too (a tier added or removed shows its fields as new or gone).
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const a = new Map<string, Leaf | Leaf[]>();
  const b = new Map<string, Leaf | Leaf[]>();
  if (before !== undefined && before !== null) flatten(before, "", a);
  if (after !== undefined && after !== null) flatten(after, "", b);
  const paths = [...b.keys(), ...[...a.keys()].filter((k) => !b.has(k))];
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const x = a.get(path);
    const y = b.get(path);
    if (JSON.stringify(x ?? null) === JSON.stringify(y ?? null)) continue;
    const currency = currencyAt(b.has(path) ? b : a, path);
    const beforeText = a.has(path) ? show(path, x, currency) : null;
    const afterText = b.has(path) ? show(path, y, currency) : null;
    const change: FieldChange = {
      path,
      label: fieldLabel(path || "value"),
      before: beforeText,
      after: afterText,
      long: (beforeText?.length ?? 0) >= LONG_TEXT || (afterText?.length ?? 0) >= LONG_TEXT,
    };
    if (isMoney(path, currency) && typeof x === "number" && typeof y === "number") change.direction = y > x ? 1 : -1;
    changes.push(change);
  }
  return changes;
}
