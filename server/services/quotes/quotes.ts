/**
 * The quote store (issue 14, decision 0036): quotes per inquiry, their versions (one JSON document
 * each; a sent version is never written again: a change after sending makes the next version, a
 * draft), prices from THE price function with staff overrides, and sending through the outbox.
 * Every change is one transaction with its audit entries and emails; nothing is half-saved.
 */
import { inquiryLocale } from "#domain/locales.ts";
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { countsAsReply } from "#domain/inquiry-pipeline.ts";
import { builderErrors, extraLines, formDay, parseBuilderForm, submittedAmounts, type BuilderForm } from "#domain/quotes/builder-form.ts";
import type { PackageTierChoice, PipelineFigure, QuoteListPage, QuoteOptionPreview, QuoteSummary, QuoteView, TierContent } from "#domain/quotes/console-context.ts";
import type { QuoteListQuery } from "#domain/quotes/quote-list.ts";
import { nightsNote, nightsOf, type QuoteDocument, type QuoteOption } from "#domain/quotes/document.ts";
import type { BookingTerms } from "#domain/booking-terms.ts";
import { loadBookingTerms } from "../booking-terms.ts";
import { linesFromPrice, lineAmount, optionTotals, overridesFromAnotherTier, paymentSchedule, withOverrides, type Actor, type QuoteLine } from "#domain/quotes/pricing.ts";
import { DEFAULT_VALIDITY_DAYS, editTarget, officeDate, publicVersion, quoteState, validUntil } from "#domain/quotes/versions.ts";
import type { QuoteState } from "#domain/quotes/presented-quote.ts";
import { currencyPreference, price } from "#domain/rates/price.ts";
import { type DealRule, withDeal } from "#domain/deal.ts";
import type { PackageRates } from "#domain/rates/types.ts";
import { DEFAULT_INQUIRY_RESIDENCY, toInquiryResidency, type InquiryResidency } from "#domain/residency.ts";
import { TIER_LABELS, tierAudience, type TierType } from "#domain/tiers.ts";
import type { ConsoleResult } from "#domain/staff-context.ts";
import { whatsappLink } from "../../mail/inquiry-details.ts";
import type { Outbox } from "../../outbox/index.ts";
import type { AuditLog } from "../audit-log.ts";
import { readItineraryDays } from "../catalogue/itinerary-days.ts";
import { recordEvent } from "../inquiry-pipeline/history.ts";
import { quoteSentEmail } from "./emails.ts";
import { listQuotes, openPipeline, refreshQuoteListing } from "./listing.ts";
import { requestRow, versionRow } from "./stored-rows.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

export interface QuoteActor {
  actor: Actor;
  ip: string | null;
}

export interface QuoteServiceDeps {
  outbox: Outbox;
  audit: AuditLog;
  /** The price function's input for a package (RatesService.packageRates). */
  rates: { packageRates(packageId: number): Promise<PackageRates>; packageDeal(packageId: number): Promise<DealRule | null> };
  now?: () => Date;
}

/** 256 random bits as base64url: the traveller's link. */
export const newQuoteToken = (): string => randomBytes(32).toString("base64url");

const list = (json: string): string[] => {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

export const readDocument = (json: string): QuoteDocument => JSON.parse(json) as QuoteDocument;

/** The traveller's link to a quote. */
export const quoteLink = (origin: string, token: string) => `${origin.replace(/\/$/, "")}/quotes/${token}`;

export function optionPreview(o: QuoteOption, startDate: string | null, today: string, terms: BookingTerms): QuoteOptionPreview {
  const totals = optionTotals(o.lines, o.discount);
  return {
    id: o.id,
    title: o.title,
    lines: o.lines.map((l) => ({ ...l, amount: lineAmount(l) })),
    ...totals,
    schedule: paymentSchedule(totals.total, { confirmedOn: today, startDate }, terms),
    priceNote: o.priceNote,
    nightsNote: o.nightsNote ?? null,
    overridesFromAnotherTier: overridesFromAnotherTier(o).map((l) => l.key),
  };
}

/** What staff confirm with a save or a send (issue 24): checkboxes of the builder's form. */
export interface QuoteConfirmations {
  /** "This is an amendment of the accepted quote": required to change a quote once accepted. */
  amendment?: boolean;
  /** "Send with the overridden lines as they are": required to send overrides typed for another tier. */
  overrides?: boolean;
}

export const confirmationsOf = (values: Record<string, string>): QuoteConfirmations => ({ amendment: values.amendment === "on", overrides: values.confirm_overrides === "on" });

const AMENDMENT_NEEDED = (version: number) =>
  `Version ${version} was accepted by the traveller and is locked. To change the quote, tick "This is an amendment": it is sent for the traveller to accept, and their page keeps showing what they accepted until they do.`;

/** The state of a quote's newest sent version ("draft" when none was sent), from its row and requests. */
export function stateOf(
  quote: { withdrawn_at: string | null; accepted_version: number | null },
  sent: { version: number; valid_until: string | null } | undefined,
  requests: ReadonlyArray<{ version: number; kind: string }>,
  today: string,
): QuoteState | "draft" {
  if (!sent) return "draft";
  return quoteState(
    {
      withdrawn: !!quote.withdrawn_at,
      acceptedVersion: quote.accepted_version,
      version: sent.version,
      validUntil: sent.valid_until!,
      changesRequested: requests.some((r) => r.kind === "changes" && r.version === sent.version),
    },
    today,
  );
}

const fail = (status: number, errors: Record<string, string>) => ({ ok: false as const, status, errors });

export class QuoteService {
  private now: () => Date;

  constructor(
    private db: Kysely<DB>,
    private deps: QuoteServiceDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Packages and their tiers, for the builder's "package and tier" list. */
  async choices(): Promise<PackageTierChoice[]> {
    const rows = await this.db
      .selectFrom("packages")
      .innerJoin("package_tiers", "package_tiers.package_id", "packages.id")
      .select([
        "packages.id as package_id",
        "packages.title",
        "packages.status",
        "package_tiers.id as tier_id",
        "package_tiers.tier_type",
        "package_tiers.for_residents",
        "package_tiers.for_east_africans",
        "package_tiers.for_non_residents",
      ])
      .orderBy("packages.title")
      .orderBy("package_tiers.sort_order")
      .orderBy("package_tiers.id")
      .execute();
    const out: PackageTierChoice[] = [];
    for (const r of rows) {
      let p = out.find((x) => x.packageId === r.package_id);
      if (!p) out.push((p = { packageId: r.package_id, packageTitle: r.title, archived: r.status === "archived", tiers: [] }));
      p.tiers.push({
        id: r.tier_id,
        name: TIER_LABELS[r.tier_type as TierType] ?? r.tier_type,
        audience: tierAudience({ residents: !!Number(r.for_residents), east_africans: !!Number(r.for_east_africans), non_residents: !!Number(r.for_non_residents) }),
      });
    }
    return out;
  }

  /** A package tier's days, inclusions and exclusions, to fill an option. */
  async tierContent(packageId: number, tierId: number, exec: Exec = this.db): Promise<TierContent | null> {
    const row = await exec
      .selectFrom("package_tiers")
      .innerJoin("packages", "packages.id", "package_tiers.package_id")
      .select(["packages.title", "packages.duration_days", "package_tiers.tier_type", "package_tiers.inclusions", "package_tiers.exclusions"])
      .where("package_tiers.id", "=", tierId)
      .where("package_tiers.package_id", "=", packageId)
      .executeTakeFirst();
    if (!row) return null;
    const days = (await readItineraryDays(exec, [tierId])).get(tierId) ?? [];
    return {
      packageTitle: row.title,
      durationDays: Number(row.duration_days) || 0,
      tierName: TIER_LABELS[row.tier_type as TierType] ?? row.tier_type,
      days: days.map(({ description_doc: _, ...d }) => d),
      inclusions: list(row.inclusions),
      exclusions: list(row.exclusions),
    };
  }

  /** The price function's lines for an option, or why there are none. */
  private async priceOption(
    packageId: number | null,
    tierId: number | null,
    doc: Pick<QuoteDocument, "residency" | "party" | "startDate" | "endDate" | "currency">,
    dayCount: number,
    pkg?: { title: string; durationDays: number },
  ): Promise<{ lines: QuoteLine[]; note: string | null; nightsNote?: string | null; currencyError?: string }> {
    if (!packageId || !tierId) return { lines: [], note: "No package chosen: add the lines by hand." };
    if (!doc.startDate) return { lines: [], note: "Set the start date to price this option from the rates." };
    const nights = nightsOf(doc, dayCount);
    const lengthNote = pkg ? nightsNote(nights, pkg, !!(doc.endDate && doc.endDate > doc.startDate)) : null;
    // The package's deal applies here as on every other price the traveller sees (decision 0045).
    const [rates, deal] = await Promise.all([this.deps.rates.packageRates(packageId), this.deps.rates.packageDeal(packageId)]);
    const result = withDeal(price(rates, { tierId, residency: doc.residency, party: doc.party, startDate: doc.startDate, nights }), deal, doc.startDate);
    if (result.kind === "priced") {
      if (result.currency !== doc.currency)
        return { lines: [], note: null, currencyError: `The rates of this tier for these dates are in ${result.currency}; set the quote's currency to ${result.currency} or choose another tier.` };
      return { lines: linesFromPrice(result), note: null, nightsNote: lengthNote };
    }
    if (result.kind === "invalid_request") return { lines: [], note: Object.values(result.errors).join(" ") };
    return { lines: [], note: result.message };
  }

  /** A new quote for an inquiry: draft version 1 from the inquiry's package, tier, residency, dates and party. */
  async createFromInquiry(inquiryId: number, by: QuoteActor): Promise<ConsoleResult<{ id: number }>> {
    const inquiry = await this.db.selectFrom("inquiries").selectAll().where("id", "=", inquiryId).executeTakeFirst();
    if (!inquiry) return fail(404, { form: "That inquiry does not exist." });
    if (inquiry.erased_at) return fail(400, { form: "This inquiry's personal data was erased; it cannot be quoted." });
    if (Number(inquiry.is_spam)) return fail(400, { form: "This inquiry is flagged as spam. Release it before quoting." });
    const residency: InquiryResidency = toInquiryResidency(inquiry.residency) ?? DEFAULT_INQUIRY_RESIDENCY;
    const ages: number[] = inquiry.children_ages ? (JSON.parse(inquiry.children_ages) as number[]).filter((a) => Number.isInteger(a) && a >= 0 && a <= 17) : [];
    const base = {
      travellerName: inquiry.full_name,
      residency,
      party: { adults: Math.max(1, inquiry.pax_adults), childAges: ages },
      startDate: inquiry.start_date,
      endDate: inquiry.end_date,
      currency: currencyPreference(residency)[0]!,
      validityDays: DEFAULT_VALIDITY_DAYS,
      message: "",
    };
    const option = await this.optionFromInquiry(inquiry.package_id, inquiry.budget_tier, base);
    // The rates decide the currency when they price the option in the other one.
    const doc: QuoteDocument = { ...base, currency: option.currency ?? base.currency, options: [option.option] };
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      const quote = await tx
        .insertInto("quotes")
        .values({ inquiry_id: inquiryId, token: newQuoteToken(), created_at: at, created_by_id: by.actor.id, created_by_email: by.actor.email, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      await tx
        .insertInto("quote_versions")
        .values({ quote_id: quote.id, version: 1, status: "draft", document: JSON.stringify(doc), created_at: at, updated_at: at, updated_by_id: by.actor.id, updated_by_email: by.actor.email })
        .execute();
      await refreshQuoteListing(tx, quote.id);
      await this.deps.audit.record(tx, {
        actor: by.actor,
        ip: by.ip,
        action: "quote.created",
        entityType: "quote",
        entityId: quote.id,
        after: { inquiry_id: inquiryId, version: 1, options: doc.options.map((o) => ({ id: o.id, package_id: o.packageId, tier_id: o.tierId })) },
      });
      return { ok: true as const, id: quote.id };
    });
  }

  private async optionFromInquiry(
    packageId: number | null,
    budgetTier: string | null,
    base: Omit<QuoteDocument, "options">,
  ): Promise<{ option: QuoteOption; currency?: QuoteDocument["currency"] }> {
    const blank: QuoteOption = { id: "o1", title: "Option 1", packageId: null, packageTitle: "", tierId: null, tierName: "", days: [], inclusions: [], exclusions: [], lines: [], discount: 0, priceNote: null };
    if (!packageId) return { option: blank };
    const tiers = await this.db
      .selectFrom("package_tiers")
      .select(["id", "tier_type", "for_residents", "for_east_africans", "for_non_residents"])
      .where("package_id", "=", packageId)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    const flag = { residents: "for_residents", east_africans: "for_east_africans", non_residents: "for_non_residents" } as const;
    const sold = tiers.filter((t) => Number(t[flag[base.residency]]));
    const tier = sold.find((t) => t.tier_type === budgetTier) ?? tiers.find((t) => t.tier_type === budgetTier) ?? sold[0] ?? tiers[0];
    if (!tier) return { option: blank };
    const content = (await this.tierContent(packageId, tier.id))!;
    let priced = await this.priceOption(packageId, tier.id, base, content.days.length, { title: content.packageTitle, durationDays: content.durationDays });
    let currency: QuoteDocument["currency"] | undefined;
    if (priced.currencyError) {
      currency = base.currency === "KES" ? "USD" : "KES";
      priced = await this.priceOption(packageId, tier.id, { ...base, currency }, content.days.length, { title: content.packageTitle, durationDays: content.durationDays });
    }
    return {
      currency,
      option: { ...blank, title: content.tierName, packageId, packageTitle: content.packageTitle, tierId: tier.id, tierName: content.tierName, days: content.days, inclusions: content.inclusions, exclusions: content.exclusions, lines: priced.lines, priceNote: priced.note, nightsNote: priced.nightsNote ?? null },
    };
  }

  private async versions(exec: Exec, quoteId: number) {
    return (await exec.selectFrom("quote_versions").selectAll().where("quote_id", "=", quoteId).orderBy("version").execute()).map(versionRow);
  }

  /**
   * The builder's fields as a priced document: each option priced afresh by the price function,
   * the amounts staff typed kept as overrides (with who and when), extra lines and the discount.
   */
  private async priceForm(form: BuilderForm, previous: QuoteDocument | null, by: QuoteActor, at: string) {
    const errors: Record<string, string> = {};
    const overrides: Array<{ option: string; key: string; label: string; from: number; to: number }> = [];
    const base = {
      travellerName: form.traveller_name,
      residency: form.residency,
      party: { adults: form.adults, childAges: form.child_ages },
      startDate: form.start_date,
      endDate: form.end_date,
      currency: form.currency,
      validityDays: form.validity_days,
      message: form.message,
    };
    const options: QuoteOption[] = [];
    for (const [i, o] of form.options.entries()) {
      const [packageId, tierId] = o.tier ? o.tier.split(":").map(Number) : [null, null];
      const content = packageId && tierId ? await this.tierContent(packageId, tierId) : null;
      if (packageId && !content) errors[`options.${i}.tier`] = "That package or tier no longer exists; choose another.";
      const days = o.days.map(formDay);
      const priced = content
        ? await this.priceOption(packageId!, tierId!, base, days.length, { title: content.packageTitle, durationDays: content.durationDays })
        : { lines: [], note: "No package chosen: add the lines by hand.", nightsNote: null };
      if (priced.currencyError) errors[`options.${i}.tier`] = priced.currencyError;
      // Only this option's own stored lines: an override belongs to the option it was typed in.
      const before = previous?.options.find((p) => p.id === o.id)?.lines ?? [];
      const merged = withOverrides(priced.lines, submittedAmounts(o), before, by.actor, at, content ? tierId : null);
      overrides.push(...merged.made.map((m) => ({ option: o.id, ...m })));
      const lines = [...merged.lines, ...extraLines(o)];
      const subtotal = lines.reduce((s, l) => s + lineAmount(l), 0);
      if ((o.discount ?? 0) > subtotal) errors[`options.${i}.discount`] = "The discount is more than the option's lines add up to.";
      options.push({
        id: o.id,
        title: o.title,
        packageId: content ? packageId : null,
        packageTitle: content?.packageTitle ?? "",
        tierId: content ? tierId : null,
        tierName: content?.tierName ?? "",
        days,
        inclusions: o.inclusions,
        exclusions: o.exclusions,
        lines,
        discount: o.discount ?? 0,
        priceNote: priced.note,
        nightsNote: priced.nightsNote ?? null,
      });
    }
    return { doc: { ...base, options } as QuoteDocument, errors, overrides };
  }

  /**
   * Saves the builder's fields: into the draft, or, when the newest version was sent, as the next
   * version (a draft). Refused with field errors, nothing written, when anything is wrong.
   */
  async save(quoteId: number, values: Record<string, string>, by: QuoteActor): Promise<ConsoleResult<{ version: number }>> {
    const parsed = parseBuilderForm(values);
    if (!parsed.success) return fail(400, builderErrors(parsed.error));
    const before = await this.versions(this.db, quoteId);
    if (!before.length) return fail(404, { form: "That quote does not exist." });
    const newest = before.at(-1)!;
    const accepted = (await this.db.selectFrom("quotes").select("accepted_version").where("id", "=", quoteId).executeTakeFirst())?.accepted_version ?? null;
    // An accepted quote is locked (issue 24): starting a change is an amendment, made only on
    // purpose; the amendment's draft may then be saved again freely (sending it asks again).
    if (accepted !== null && editTarget(before).kind === "new_version" && !confirmationsOf(values).amendment) return fail(409, { amendment: AMENDMENT_NEEDED(accepted) });
    const at = this.now().toISOString();
    // Priced before the transaction: on SQLite the transaction holds the only connection.
    const { doc, errors, overrides } = await this.priceForm(parsed.data, readDocument(newest.document), by, at);
    if (Object.keys(errors).length) return fail(400, errors);
    return this.db.transaction().execute(async (tx) => {
      const versions = await this.versions(tx, quoteId);
      // Someone sent or saved a new version meanwhile: the form was built on something else.
      if (versions.length !== before.length || versions.at(-1)!.status !== newest.status) return fail(409, { form: "This quote changed since you opened it (another version was saved or sent). Nothing was saved: reload and try again." });
      const lock = await tx.selectFrom("quotes").select("accepted_version").where("id", "=", quoteId).executeTakeFirstOrThrow();
      if (lock.accepted_version !== accepted) return fail(409, { form: "The traveller accepted this quote meanwhile. Nothing was saved: reload to see what they accepted." });
      const target = editTarget(versions);
      if (target.kind === "draft") {
        await tx
          .updateTable("quote_versions")
          .set({ document: JSON.stringify(doc), updated_at: at, updated_by_id: by.actor.id, updated_by_email: by.actor.email })
          .where("quote_id", "=", quoteId)
          .where("version", "=", target.version)
          .where("status", "=", "draft")
          .execute();
      } else {
        await tx
          .insertInto("quote_versions")
          .values({ quote_id: quoteId, version: target.version, status: "draft", document: JSON.stringify(doc), created_at: at, updated_at: at, updated_by_id: by.actor.id, updated_by_email: by.actor.email })
          .execute();
        await this.deps.audit.record(tx, {
          actor: by.actor,
          ip: by.ip,
          action: accepted !== null ? "quote.amendment_started" : "quote.version_created",
          entityType: "quote",
          entityId: quoteId,
          after: { version: target.version, from: target.from, ...(accepted !== null ? { amends: accepted } : {}) },
        });
      }
      await tx.updateTable("quotes").set({ updated_at: at }).where("id", "=", quoteId).execute();
      await refreshQuoteListing(tx, quoteId);
      for (const o of overrides) {
        await this.deps.audit.record(tx, {
          actor: by.actor,
          ip: by.ip,
          action: "quote.line_overridden",
          entityType: "quote",
          entityId: quoteId,
          before: { option: o.option, line: o.label, amount: o.from },
          after: { option: o.option, line: o.label, amount: o.to, version: target.version },
        });
      }
      return { ok: true as const, version: target.version };
    });
  }

  /**
   * Sends the newest version (a draft): frozen from now on, valid for its validity from today, the
   * traveller emailed the link through the outbox, the inquiry moved to "quoted". One transaction.
   */
  async send(quoteId: number, by: QuoteActor, confirmed: QuoteConfirmations = {}): Promise<ConsoleResult<{ version: number }>> {
    const now = this.now();
    const at = now.toISOString();
    const today = officeDate(now);
    const result = await this.db.transaction().execute(async (tx) => {
      const quote = await tx.selectFrom("quotes").selectAll().where("id", "=", quoteId).executeTakeFirst();
      if (!quote) return fail(404, { form: "That quote does not exist." });
      const newest = (await this.versions(tx, quoteId)).at(-1)!;
      if (newest.status !== "draft") return fail(409, { form: `Version ${newest.version} was already sent; change something to make the next version.` });
      if (quote.accepted_version !== null && !confirmed.amendment) return fail(409, { amendment: AMENDMENT_NEEDED(quote.accepted_version) });
      const inquiry = await tx.selectFrom("inquiries").selectAll().where("id", "=", quote.inquiry_id).executeTakeFirstOrThrow();
      if (inquiry.erased_at) return fail(400, { form: "This inquiry's personal data was erased; the quote cannot be sent." });
      const doc = readDocument(newest.document);
      const problems: Record<string, string> = {};
      doc.options.forEach((o, i) => {
        if (!o.lines.length) problems[`options.${i}.lines`] = `"${o.title}" has no price: choose a package with rates for these dates, or add a line.`;
      });
      if (Object.keys(problems).length) return fail(400, problems);
      // Overrides typed for another tier than the option's now: shown, and sent only once confirmed (issue 24).
      const carried = doc.options.flatMap((o) => overridesFromAnotherTier(o).map((l) => `"${l.label}" in ${o.title}`));
      if (carried.length && !confirmed.overrides)
        return fail(400, {
          confirm_overrides: `${carried.length === 1 ? "A line keeps a price" : `${carried.length} lines keep prices`} typed for another tier before the tier was changed: ${carried.join("; ")}. Check ${carried.length === 1 ? "it" : "them"}, then tick "Send with the overridden lines as they are", or type the amounts again.`,
        });
      const until = validUntil(today, doc.validityDays);
      // The quote's row first, on the condition that the acceptance is still what was read: an
      // acceptance arriving meanwhile either waits for this send or makes it refuse (issue 24).
      const stillAsRead = await tx
        .updateTable("quotes")
        .set({ updated_at: at })
        .where("id", "=", quoteId)
        .where((eb) => (quote.accepted_version === null ? eb("accepted_version", "is", null) : eb("accepted_version", "=", quote.accepted_version)))
        .executeTakeFirst();
      if (Number(stillAsRead.numUpdatedRows) !== 1) return fail(409, { form: "The traveller accepted this quote meanwhile. Nothing was sent: reload to see what they accepted." });
      const sent = await tx
        .updateTable("quote_versions")
        .set({ status: "sent", sent_at: at, sent_by_id: by.actor.id, sent_by_email: by.actor.email, issued_on: today, valid_until: until })
        .where("id", "=", newest.id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(sent.numUpdatedRows) !== 1) return fail(409, { form: "This version was sent meanwhile." });
      await refreshQuoteListing(tx, quoteId);
      const company = await this.deps.outbox.company(tx);
      const link = quoteLink(company.origin, quote.token);
      const email = quoteSentEmail({
        travellerName: doc.travellerName,
        reference: `${inquiryReference(inquiry.id)} v${newest.version}`,
        link,
        validUntil: until,
        message: doc.message,
        agentEmail: by.actor.email,
        company,
        amends: quote.accepted_version,
        // The traveller's language: the page their inquiry was sent from (decision 0077).
        locale: inquiryLocale(inquiry.source_url),
      });
      const enqueued = await this.deps.outbox.enqueue(tx, {
        kind: "quote_sent",
        inquiryId: inquiry.id,
        dedupeKey: `quote_sent:${quoteId}:${newest.version}`,
        to: { address: inquiry.email, name: inquiry.full_name },
        replyTo: { address: by.actor.email || company.salesEmail, name: company.name },
        ...email,
      });
      // Sending a quote answers the traveller: "new" and "contacted" move to "quoted".
      if (inquiry.status === "new" || inquiry.status === "contacted") {
        await tx
          .updateTable("inquiries")
          .set((eb) => ({ status: "quoted" as const, first_reply_at: inquiry.first_reply_at ?? (countsAsReply("quoted") ? at : null), version: eb("version", "+", 1), updated_at: at }))
          .where("id", "=", inquiry.id)
          .execute();
        await recordEvent(tx, { inquiryId: inquiry.id, at, actor: by.actor, kind: "status", from: inquiry.status, to: "quoted", detail: `quote v${newest.version} sent` });
      }
      await this.deps.audit.record(tx, {
        actor: by.actor,
        ip: by.ip,
        action: "quote.version_sent",
        entityType: "quote",
        entityId: quoteId,
        after: { version: newest.version, inquiry_id: inquiry.id, issued_on: today, valid_until: until, outbox_message_id: enqueued.id, ...(quote.accepted_version !== null ? { amends: quote.accepted_version } : {}), totals: doc.options.map((o) => ({ option: o.id, ...optionTotals(o.lines, o.discount) })) },
      });
      return { ok: true as const, version: newest.version };
    });
    if (result.ok) this.deps.outbox.notify();
    return result;
  }

  /** A page of every quote by state (issue 28 item 4). */
  list(query: QuoteListQuery): Promise<QuoteListPage> {
    return listQuotes(this.db, query, this.now());
  }

  /** The open pipeline on the dashboard (issue 28 item 6). */
  pipeline(): Promise<PipelineFigure[]> {
    return openPipeline(this.db, officeDate(this.now()));
  }

  async get(quoteId: number): Promise<QuoteView | null> {
    const quote = await this.db.selectFrom("quotes").selectAll().where("id", "=", quoteId).executeTakeFirst();
    if (!quote) return null;
    const [versions, inquiry, requests, company, terms] = await Promise.all([
      this.versions(this.db, quoteId),
      this.db.selectFrom("inquiries").select(["id", "email", "phone", "full_name", "erased_at", "source_url"]).where("id", "=", quote.inquiry_id).executeTakeFirstOrThrow(),
      this.db.selectFrom("quote_requests").selectAll().where("quote_id", "=", quoteId).orderBy("id").execute().then((rows) => rows.map(requestRow)),
      this.deps.outbox.company(this.db),
      loadBookingTerms(this.db),
    ]);
    const today = officeDate(this.now());
    const newest = versions.at(-1)!;
    const doc = readDocument(newest.document);
    const sent = publicVersion(versions);
    const link = sent ? quoteLink(company.origin, quote.token) : null;
    const firstName = doc.travellerName.split(/\s+/)[0] ?? doc.travellerName;
    const acceptedDoc = quote.accepted_version ? versions.find((v) => v.version === quote.accepted_version) : undefined;
    return {
      id: quote.id,
      inquiryId: quote.inquiry_id,
      reference: inquiryReference(quote.inquiry_id),
      travellerEmail: inquiry.email,
      locale: inquiryLocale(inquiry.source_url),
      state: stateOf(quote, sent, requests, today),
      current: { version: newest.version, status: newest.status },
      document: doc,
      previews: doc.options.map((o) => optionPreview(o, doc.startDate, today, terms)),
      bookingTerms: terms,
      versions: versions.map((v) => ({
        version: v.version,
        status: v.status,
        updatedAt: v.updated_at,
        updatedByEmail: v.updated_by_email,
        sentAt: v.sent_at,
        sentByEmail: v.sent_by_email,
        issuedOn: v.issued_on,
        validUntil: v.valid_until,
      })),
      link,
      whatsappUrl: link && !inquiry.erased_at ? whatsappLink(inquiry.phone, `Jambo ${firstName}, here is your quote from ${company.name} (${inquiryReference(quote.inquiry_id)}): ${link}`) : null,
      firstOpenedAt: quote.first_opened_at,
      lastOpenedAt: quote.last_opened_at,
      openCount: Number(quote.open_count),
      accepted:
        quote.accepted_version && quote.accepted_option_id && quote.accepted_at
          ? {
              version: quote.accepted_version,
              optionId: quote.accepted_option_id,
              optionTitle: acceptedDoc ? (readDocument(acceptedDoc.document).options.find((o) => o.id === quote.accepted_option_id)?.title ?? null) : null,
              at: quote.accepted_at,
            }
          : null,
      requests: requests.map((r) => ({ kind: r.kind, version: r.version, message: r.message, createdAt: r.created_at })),
      amendment: quote.accepted_version && newest.version > quote.accepted_version ? { version: newest.version, status: newest.status } : null,
    };
  }

  async forInquiry(inquiryId: number): Promise<QuoteSummary[]> {
    const quotes = await this.db.selectFrom("quotes").selectAll().where("inquiry_id", "=", inquiryId).orderBy("id").execute();
    const today = officeDate(this.now());
    const out: QuoteSummary[] = [];
    for (const quote of quotes) {
      const versions = await this.versions(this.db, quote.id);
      const requests = await this.db.selectFrom("quote_requests").select(["version", "kind"]).where("quote_id", "=", quote.id).execute();
      const sent = publicVersion(versions);
      out.push({
        id: quote.id,
        version: versions.at(-1)!.version,
        state: stateOf(quote, sent, requests, today),
        sentAt: sent?.sent_at ?? null,
        firstOpenedAt: quote.first_opened_at,
        lastOpenedAt: quote.last_opened_at,
      });
    }
    return out;
  }
}
