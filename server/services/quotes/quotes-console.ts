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
  // Reading is for every role that may read this (viewers included, issue 24 item 7); changes need more.
  const read = async () => gate.require("quotes:read");
  return {
    createFromInquiry: async (inquiryId) => quotes.createFromInquiry(inquiryId, await as()),
    list: async (query) => (await read(), quotes.list(query)),
    // Money is for those who work quotes, as the dashboard's booking figures (decision 0055).
    pipeline: async () => (await as(), quotes.pipeline()),
    get: async (id) => (await read(), quotes.get(id)),
    forInquiry: async (inquiryId) => (await read(), quotes.forInquiry(inquiryId)),
    choices: async () => (await read(), quotes.choices()),
    tierContent: async (packageId, tierId) => (await read(), quotes.tierContent(packageId, tierId)),
    save: async (id, values) => quotes.save(id, values, await as()),
    send: async (id, values) => {
      const by = await as();
      const saved = await quotes.save(id, values, by);
      return saved.ok ? quotes.send(id, by, confirmationsOf(values)) : saved;
    },
  };
}
