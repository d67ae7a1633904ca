/**
 * Quotes for tests (issue 14): build a quote from an inquiry the way the console does, save it
 * with an extra line (so it has a price without rates) and send it; make a sent quote expired.
 */
import { documentToForm } from "../../domain/quotes/builder-form.ts";
import { formatMajor } from "../../domain/rates/money.ts";
import type { Site } from "../../server/site.ts";
import type { QuoteActor } from "../../server/services/quotes/index.ts";
import { refreshQuoteListing } from "../../server/services/quotes/listing.ts";

/** A sales agent who needs no account (the audit log names them; no staff row is looked up). */
export const TEST_AGENT: QuoteActor = { actor: { id: "test-agent", email: "agent@tests.example" }, ip: "10.0.0.7" };

export interface TestQuoteOptions {
  /** Lines added by hand to every option, amounts in minor units (default: one "Safari as described" line of 250,000.00). */
  extraLines?: Array<{ label: string; amount: number }>;
  /** Also add a second option ("Premier") with the same days. */
  secondOption?: boolean;
  message?: string;
  validityDays?: number;
  by?: QuoteActor;
  /** Leave the quote as a draft. */
  send?: boolean;
}

export async function sendTestQuote(site: Site, inquiryId: number, options: TestQuoteOptions = {}) {
  const by = options.by ?? TEST_AGENT;
  const created = await site.quotes.createFromInquiry(inquiryId, by);
  if (!created.ok) throw new Error(`createFromInquiry: ${JSON.stringify(created.errors)}`);
  const view = (await site.quotes.get(created.id))!;
  const values = documentToForm(view.document);
  if (options.message !== undefined) values.message = options.message;
  if (options.validityDays !== undefined) values.validity_days = String(options.validityDays);
  if (options.secondOption) {
    for (const [k, v] of Object.entries(values)) if (k.startsWith("options.0.")) values[k.replace(/^options\.0\./, "options.1.")] = v;
    values["options.1.id"] = "o2";
    values["options.1.title"] = "Premier";
    // The copy is of option 1's tier too: point it at the package's Premier tier, or at none, so the
    // page does not show the first option's tier under the Premier title.
    const [packageId] = (values["options.0.tier"] ?? "").split(":");
    const premier = packageId
      ? await site.db.kysely.selectFrom("package_tiers").select("id").where("package_id", "=", Number(packageId)).where("tier_type", "=", "premier").executeTakeFirst()
      : undefined;
    values["options.1.tier"] = premier ? `${packageId}:${premier.id}` : "";
  }
  const extras = options.extraLines ?? [{ label: "Safari as described", amount: 25_000_000 }];
  const optionCount = options.secondOption ? 2 : 1;
  for (let o = 0; o < optionCount; o++) {
    let n = Object.keys(values).filter((k) => new RegExp(`^options\\.${o}\\.lines\\.\\d+\\.key$`).test(k)).length;
    for (const line of extras) {
      Object.assign(values, {
        [`options.${o}.lines.${n}.key`]: "",
        [`options.${o}.lines.${n}.kind`]: "extra",
        [`options.${o}.lines.${n}.label`]: line.label,
        [`options.${o}.lines.${n}.quantity`]: "1",
        [`options.${o}.lines.${n}.priced`]: "0",
        [`options.${o}.lines.${n}.amount`]: formatMajor(o === 1 ? line.amount * 2 : line.amount),
      });
      n++;
    }
  }
  const saved = await site.quotes.save(created.id, values, by);
  if (!saved.ok) throw new Error(`save: ${JSON.stringify(saved.errors)}`);
  if (options.send !== false) {
    const sent = await site.quotes.send(created.id, by);
    if (!sent.ok) throw new Error(`send: ${JSON.stringify(sent.errors)}`);
  }
  const { token } = await site.db.kysely.selectFrom("quotes").select("token").where("id", "=", created.id).executeTakeFirstOrThrow();
  const link = (await site.quotes.get(created.id))!.link;
  return { quoteId: created.id, token, link };
}

/** Moves a sent quote's dates into the past: issued 2020-01-01, valid until 2020-01-15, so it is expired. */
export async function expireTestQuote(site: Site, quoteId: number): Promise<void> {
  await site.db.kysely
    .updateTable("quote_versions")
    .set({ issued_on: "2020-01-01", valid_until: "2020-01-15" })
    .where("quote_id", "=", quoteId)
    .where("status", "=", "sent")
    .execute();
  await refreshQuoteListing(site.db.kysely, quoteId);
}
