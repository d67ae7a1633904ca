/**
 * The facts behind the first-run checklist (domain/setup/checklist.ts, decision 0065), read for an
 * owner's dashboard: a few counts and the server's own configuration, each one cheap.
 */
import { sql, type Kysely } from "kysely";
import { PAYMENT_METHOD_LABELS } from "#domain/bookings/booking.ts";
import { setupSteps, type SetupChecklistConsole, type SetupFacts } from "#domain/setup/checklist.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { Site } from "../site.ts";
import type { DB } from "../db/generated-types.ts";

export interface SetupSources {
  db: Kysely<DB>;
  requireTwoFactor(): Promise<boolean>;
  smtpConfigured: boolean;
  mailbox(): Promise<{ configured: boolean; lastError: string | null }>;
  paymentProviders(): Array<"mpesa" | "pesapal">;
}

const PROVIDER_NAMES = { mpesa: PAYMENT_METHOD_LABELS.mpesa, pesapal: PAYMENT_METHOD_LABELS.card } as const;

/** Where the running site keeps each fact. */
export function setupSourcesOf(site: Site): SetupSources {
  return {
    db: site.db.kysely,
    requireTwoFactor: () => site.staffAuth.accounts.requireTwoFactor(),
    smtpConfigured: site.outbox.worker !== null,
    mailbox: () => site.inboundMail.status(),
    paymentProviders: () => site.payments.configured(),
  };
}

export async function setupFacts(src: SetupSources): Promise<SetupFacts> {
  const db = src.db;
  const staff = await db
    .selectFrom("staff_user")
    .select([sql<number | string>`count(*)`.as("n"), sql<number | string>`sum(case when "twoFactorEnabled" then 1 else 0 end)`.as("tfa")])
    .where("deactivatedAt", "is", null)
    .executeTakeFirstOrThrow();
  const unpriced = await sql<{ n: number | string }>`
    select count(*) as n from packages p
    where p.status = 'published' and not exists (select 1 from package_rates r where r.package_id = p.id)`.execute(src.db);
  const mailbox = await src.mailbox();
  return {
    activeStaff: Number(staff.n),
    staffWithTwoFactor: Number(staff.tfa ?? 0),
    twoFactorRequired: await src.requireTwoFactor(),
    smtpConfigured: src.smtpConfigured,
    imap: { configured: mailbox.configured, failing: mailbox.configured && mailbox.lastError !== null },
    packagesWithoutRates: Number(unpriced.rows[0]?.n ?? 0),
    paymentProviders: src.paymentProviders().map((id) => PROVIDER_NAMES[id]),
  };
}

export function createSetupChecklistConsole(src: SetupSources, gate: StaffGate): SetupChecklistConsole {
  return {
    async steps() {
      await gate.require("settings:manage");
      const steps = setupSteps(await setupFacts(src));
      return steps.every((s) => s.done) ? null : steps;
    },
  };
}
