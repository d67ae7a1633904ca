/**
 * Erasure (personal data requests): the traveller's emails on their inquiries' threads keep only
 * that they existed. Their text and sender go in the erasure's transaction; their attachments are
 * renamed there and their files deleted right after the commit (`forgetAttachments`), because the
 * store for originals cannot take part in the transaction.
 */
import type { Kysely, Transaction } from "kysely";
import type { OriginalStore } from "../media/storage/types.ts";
import type { DB } from "../db/generated-types.ts";

export async function eraseInboundEmailsOf(tx: Transaction<DB>, inquiryIds: number[]): Promise<void> {
  if (!inquiryIds.length) return;
  const emails = tx.selectFrom("inbound_emails").select("id").where("inquiry_id", "in", inquiryIds);
  await tx.updateTable("inbound_email_attachments").set({ filename: "[erased]" }).where("email_id", "in", emails).execute();
  await tx
    .updateTable("inbound_emails")
    .set({ from_address: "erased@erased.invalid", from_name: null, subject: "[erased]", text_body: "", html_body: null, note: null })
    .where("inquiry_id", "in", inquiryIds)
    .execute();
}

/** After the erasure's commit: the files leave the store, then their rows go. */
export async function forgetAttachments(db: Kysely<DB>, originals: OriginalStore, inquiryIds: number[]): Promise<void> {
  const emails = db.selectFrom("inbound_emails").select("id").where("inquiry_id", "in", inquiryIds);
  const files = await db.selectFrom("inbound_email_attachments").select(["id", "storage_key"]).where("email_id", "in", emails).execute();
  for (const f of files) if (f.storage_key) await originals.delete(f.storage_key);
  if (files.length) await db.deleteFrom("inbound_email_attachments").where("id", "in", files.map((f) => f.id)).execute();
}
