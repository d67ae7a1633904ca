/**
 * The quote builder as one console request sees it: each method asks the staff gate for a member
 * with `quotes:write` (sales, owners) before anything is read or written; the actor comes from the
 * session.
 */
import type { QuotesConsole } from "#domain/quotes/console-context.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import { confirmationsOf, type QuoteService } from "./quotes.ts";

export function createQuotesConsole(quotes: QuoteService, gate: StaffGate, ip: string | null): QuotesConsole {
  const as = async () => {
    const member = await gate.require("quotes:write");
    return { actor: { id: member.id, email: member.email }, ip };
  };
  return {
    createFromInquiry: async (inquiryId) => quotes.createFromInquiry(inquiryId, await as()),
    get: async (id) => (await as(), quotes.get(id)),
    forInquiry: async (inquiryId) => (await as(), quotes.forInquiry(inquiryId)),
    choices: async () => (await as(), quotes.choices()),
    tierContent: async (packageId, tierId) => (await as(), quotes.tierContent(packageId, tierId)),
    save: async (id, values) => quotes.save(id, values, await as()),
    send: async (id, values) => {
      const by = await as();
      const saved = await quotes.save(id, values, by);
      return saved.ok ? quotes.send(id, by, confirmationsOf(values)) : saved;
    },
  };
}
