/**
 * The run's reckoning, once the outbox has had its chance: per scenario, the inquiries
 * acknowledged against those stored, and the emails they owe (their outbox rows) against what the
 * SMTP server received, by Message-ID: once, twice or more, never.
 */
import type { CountingSmtp } from "./counting-smtp.ts";
import type { Ledger } from "./ledger.ts";
import type { ScenarioResult } from "./scenarios.ts";

export interface Reckoning {
  acknowledged: number;
  acknowledgedAsSpam: number;
  stored: number;
  storedAsSpam: number;
  /** Acknowledged (201 with an id) but not in the database. */
  lost: number[];
  /** Stored without a 201 reaching the client (the answer was cut off by a kill, an outage...). */
  storedUnacknowledged: number;
  emailsOwed: number;
  deliveredOnce: number;
  /** Delivered two or more times (the same Message-ID). */
  deliveredTwice: number;
  deliveredNever: number;
  /** Outbox states of the emails never delivered ("dead", "pending"...). */
  neverStates: Record<string, number>;
}

export async function reckon(result: ScenarioResult, ledger: Ledger, smtp: CountingSmtp): Promise<Reckoning> {
  const [from, to] = result.range;
  const stored = await ledger.inquiries(from, to);
  const storedIds = new Set(stored.map((s) => s.id));
  // An acknowledged id outside the range would be a bookkeeping error; look it up on its own.
  const outside = result.acknowledged.filter((id) => id <= from || id > to);
  for (const id of outside) for (const s of await ledger.inquiries(id - 1, id)) storedIds.add(s.id);
  const acknowledged = new Set(result.acknowledged);
  const owed = await ledger.owedEmails(from, to);
  const neverStates: Record<string, number> = {};
  let once = 0;
  let twice = 0;
  let never = 0;
  for (const m of owed) {
    const n = smtp.countOf(m.messageId);
    if (n === 1) once++;
    else if (n >= 2) twice++;
    else {
      never++;
      neverStates[m.state] = (neverStates[m.state] ?? 0) + 1;
    }
  }
  return {
    acknowledged: acknowledged.size,
    acknowledgedAsSpam: result.acknowledgedAsSpam,
    stored: stored.length,
    storedAsSpam: stored.filter((s) => s.spam).length,
    lost: [...acknowledged].filter((id) => !storedIds.has(id)),
    storedUnacknowledged: stored.filter((s) => !s.spam && !acknowledged.has(s.id)).length,
    emailsOwed: owed.length,
    deliveredOnce: once,
    deliveredTwice: twice,
    deliveredNever: never,
    neverStates,
  };
}
