/**
 * A traveller's personal data erased (issue 10 §6) reaches their quotes too: the links stop working
 * (the token is replaced by a random one nobody has), the name and the agent's message leave every
 * version, and the traveller's own words leave their change requests. Prices, options and dates
 * stay: they are the business's record, as status moves are.
 */
import type { Transaction } from "kysely";
import { newQuoteToken, readDocument } from "./quotes.ts";
import type { DB } from "../../db/generated-types.ts";

export async function eraseQuotesOf(tx: Transaction<DB>, inquiryIds: number[]): Promise<number> {
  if (!inquiryIds.length) return 0;
  const quotes = await tx.selectFrom("quotes").select("id").where("inquiry_id", "in", inquiryIds).execute();
  for (const { id } of quotes) {
    await tx.updateTable("quotes").set({ token: `erased-${newQuoteToken()}` }).where("id", "=", id).execute();
    await tx.updateTable("quote_requests").set({ message: null }).where("quote_id", "=", id).execute();
    for (const v of await tx.selectFrom("quote_versions").select(["id", "document"]).where("quote_id", "=", id).execute()) {
      const doc = readDocument(v.document);
      await tx
        .updateTable("quote_versions")
        .set({ document: JSON.stringify({ ...doc, travellerName: "[erased]", message: "" }) })
        .where("id", "=", v.id)
        .execute();
    }
  }
  return quotes.length;
}
