/**
 * The package editor's row buttons that need the server (decision 0072): an image added from the
 * library's select without JavaScript, a destination added from the published ones, and a tier's
 * days replaced with a copy of another tier's. Each answers with the posted form changed as
 * Conform's intent (insert, update), so the page redraws just that list, with JavaScript or
 * without, everything typed kept and nothing saved.
 */
import type { MediaConsole } from "#domain/media-console-context.ts";
import { INTENT_FIELD, withoutCheck } from "../lib/conform.ts";
import { imageAddReply } from "../editing/image-rows.server.ts";
import { copyDaysFromField } from "./itinerary-fields.tsx";

/** The posted form, less the button and its select, with Conform's `intent` carried out on it. */
function replyWith(formData: FormData, intent: { type: "insert" | "update"; payload: Record<string, unknown> }, select: string) {
  const next = new FormData();
  for (const [k, v] of formData) if (k !== INTENT_FIELD && k !== "intent" && k !== select) next.append(k, v);
  next.set(INTENT_FIELD, JSON.stringify(intent));
  return withoutCheck(next).reply();
}

const rowNumber = (v: FormDataEntryValue | null) => (typeof v === "string" && /^\d{1,2}$/.test(v) ? Number(v) : null);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Conform's reply for one of these buttons, or null for any other post. */
export async function packageRowsReply(formData: FormData, media: MediaConsole) {
  const image = await imageAddReply(formData, "images", media, (a) => ({ image_key: a.key, alt: a.altText }));
  if (image) return image;
  const intent = formData.get("intent");
  const posted = () => asRecord(withoutCheck(formData).payload);

  if (intent === "add-destination") {
    const chosen = formData.get("destination_add");
    const current = asList(posted().destination_ids);
    // Nothing chosen: the list as it was (the page comes back unchanged, as before).
    if (typeof chosen !== "string" || !/^\d+$/.test(chosen)) return replyWith(formData, { type: "update", payload: { name: "destination_ids", value: current } }, "destination_add");
    return replyWith(formData, { type: "insert", payload: { name: "destination_ids", defaultValue: chosen } }, "destination_add");
  }

  const copy = typeof intent === "string" ? /^copy-days-(\d{1,2})$/.exec(intent) : null;
  if (copy) {
    const tier = Number(copy[1]);
    const select = copyDaysFromField(tier);
    const from = rowNumber(formData.get(select));
    const tiers = asList(posted().tiers);
    // A tier that is not on the form: the tiers as they were.
    if (tier >= tiers.length) return replyWith(formData, { type: "update", payload: { name: "tiers", value: tiers } }, select);
    // Tiers often share a programme and differ in their nights: the days of another tier, as typed.
    // No other tier chosen: the tier's own days, unchanged.
    const source = from !== null && from !== tier && from < tiers.length ? asRecord(tiers[from]).days : asRecord(tiers[tier]).days;
    return replyWith(formData, { type: "update", payload: { name: `tiers[${tier}].days`, value: asList(source) } }, select);
  }
  return null;
}
