/**
 * Dotted keys into an English answer (issue 29, decision 0075): `tiers.70.itinerary_days.2.title`,
 * `sections.flights.body_html`, `accreditations.0.name`. A translation stores its nested fields under such
 * keys, so one flat JSON object per entity and language holds a package's days or the FAQs'
 * answers, and the table (migration 0040) did not change.
 *
 * A segment under an array names the item whose `id` it is when the items have ids (a package's
 * tiers and optional activities by their row ids, the terms' sections and the FAQs' groups by their
 * anchors), and otherwise the item's position (days, inclusions, questions). An id stays with its
 * item when items are moved, added or removed, so a translation stays with the text it translates.
 * A tier's type would not do: a package may have a value tier for residents and another for
 * visitors from abroad, whose inclusions differ.
 */

type Container = Record<string, unknown> | unknown[];

const idOf = (item: unknown): unknown => (typeof item === "object" && item !== null ? (item as { id?: unknown }).id : undefined);

/** Whether a list's items are named by their ids (every item has a number or string id). */
function namedById(list: readonly unknown[]): boolean {
  return list.length > 0 && list.every((item) => ["number", "string"].includes(typeof idOf(item)));
}

/** The index in `list` a segment names, or -1. */
function indexIn(list: readonly unknown[], segment: string): number {
  if (namedById(list)) return list.findIndex((item) => String(idOf(item)) === segment);
  return /^(0|[1-9]\d*)$/.test(segment) && Number(segment) < list.length ? Number(segment) : -1;
}

/**
 * `root` with the value at `key` replaced by `value`, copying only the objects and arrays on the
 * path (the English answer is shared by every reader and stays as it was). A key whose path does
 * not exist in `root` changes nothing.
 */
export function withValueAt<T>(root: T, key: string, value: unknown): T {
  const segments = key.split(".");
  const set = (container: unknown, depth: number): unknown => {
    if (typeof container !== "object" || container === null) return undefined;
    const segment = segments[depth]!;
    const list = Array.isArray(container);
    const slot = list ? indexIn(container, segment) : segment;
    if (slot === -1 || (!list && !Object.hasOwn(container, segment))) return undefined;
    const current = (container as Record<string | number, unknown>)[slot];
    const next = depth === segments.length - 1 ? value : set(current, depth + 1);
    if (next === undefined) return undefined;
    const copy = (list ? [...(container as unknown[])] : { ...(container as Record<string, unknown>) }) as Container;
    (copy as Record<string | number, unknown>)[slot] = next;
    return copy;
  };
  return (set(root, 0) as T | undefined) ?? root;
}
