/**
 * The checks every editor with images makes before a draft or publish is stored (decision 0028):
 * each image key must be an image this site has (a media library upload or a seeded illustration),
 * so a hand-made post cannot point a page at nothing; and, for a publish, an upload must have alt
 * text in the media library (decision 0026) before any page uses it. Refusals name the form field.
 */
import type { Kysely, Transaction } from "kysely";
import { isUsable } from "#domain/media.ts";
import { richTextImageKeys, type RichTextDoc } from "#domain/rich-text.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

/** The keys among `keys` that are neither library uploads nor seeded originals. */
export async function unknownImageKeys(db: Exec, keys: string[]): Promise<Set<string>> {
  const wanted = [...new Set(keys)];
  if (!wanted.length) return new Set();
  const [assets, originals] = await Promise.all([
    db.selectFrom("media_assets").select("key").where("key", "in", wanted).execute(),
    db.selectFrom("media").select("key").where("key", "in", wanted).execute(),
  ]);
  const known = new Set([...assets, ...originals].map((r) => r.key));
  return new Set(wanted.filter((k) => !known.has(k)));
}

/** Field errors (`<list>.<i>.image_key`) for the rows of `images` whose key this site does not have. */
export async function unknownImageErrors(db: Exec, list: string, images: ReadonlyArray<{ image_key: string }>): Promise<Record<string, string> | null> {
  const unknown = await unknownImageKeys(db, images.map((img) => img.image_key));
  if (!unknown.size) return null;
  const errors: Record<string, string> = { form: "Some images are not in the media library. Choose them again." };
  images.forEach((img, i) => {
    if (unknown.has(img.image_key)) errors[`${list}.${i}.image_key`] = `Image ${i + 1} is not in the media library.`;
  });
  return errors;
}

/** The library uploads among `keys` without alt text: what a publish that uses them must refuse. */
export async function uploadsWithoutAltText(db: Exec, keys: string[]): Promise<string[]> {
  const wanted = [...new Set(keys)];
  if (!wanted.length) return [];
  const rows = await db.selectFrom("media_assets").select(["key", "alt_text"]).where("key", "in", wanted).execute();
  return rows.filter((r) => !isUsable(r)).map((r) => r.key);
}

/** The publish refusal's message for `missing` (from `uploadsWithoutAltText`). */
export function missingAltTextMessage(missing: string[]): string {
  return `Write alt text in the media library for ${missing.length === 1 ? "this image" : "these images"} before publishing: ${missing.join(", ")}.`;
}

/** The refusal for a rich-text body (`field`) holding images this site does not have (decision 0025). */
export async function unknownRichTextImageErrors(db: Exec, field: string, doc: RichTextDoc | null | undefined): Promise<Record<string, string> | null> {
  const unknown = await unknownImageKeys(db, richTextImageKeys(doc));
  if (!unknown.size) return null;
  return { [field]: `${unknown.size === 1 ? "An image in the text is" : "Some images in the text are"} not in the media library: ${[...unknown].join(", ")}. Remove ${unknown.size === 1 ? "it" : "them"} or choose again.` };
}
