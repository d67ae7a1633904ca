/**
 * Turns a stored inquiry into the two messages it owes, inside the
 * inquiry's transaction. Names are read through that same transaction (the
 * SQLite connection is busy with it), and the emails are rendered now, so a
 * later catalogue edit or template change never alters a message already owed.
 */
import type { Transaction } from "kysely";
import type { BookingTerms } from "#domain/booking-terms.ts";
import type { Inquiry } from "#domain/inquiry.ts";
import type { InquiryDetails, NamedLink } from "../mail/inquiry-details.ts";
import { type CompanyContacts, staffNotification, travellerAcknowledgement } from "../mail/templates.ts";
import type { NewOutboxMessage } from "./store.ts";
import { parseEstimate } from "#domain/rates/estimate.ts";
import { localizePath } from "#domain/locales.ts";
import { inquiryLocale } from "#domain/locales.ts";
import type { DB } from "../db/generated-types.ts";

export async function inquiryDetails(
  tx: Transaction<DB>,
  id: number,
  inquiry: Inquiry,
  origin: string,
  receivedAt: Date,
  reviewReason: string | null = null,
): Promise<InquiryDetails> {
  const pkg = inquiry.package
    ? await tx.selectFrom("packages").select(["id", "title"]).where("id", "=", inquiry.package).executeTakeFirst()
    : undefined;
  const service = inquiry.service
    ? await tx.selectFrom("services").select(["id", "name", "slug"]).where("id", "=", inquiry.service).executeTakeFirst()
    : undefined;
  const destinationId = inquiry.metadata?.destination_id;
  const destination = destinationId
    ? await tx.selectFrom("destinations").select(["id", "name"]).where("id", "=", destinationId).executeTakeFirst()
    : undefined;
  // The traveller's email speaks the language the inquiry was written in (decision 0074): names as
  // that language's pages show them, links to those pages. Staff read the English ones.
  const locale = inquiryLocale(inquiry.source_url);
  const translated = async (entity: "package" | "service" | "destination", id: number | undefined, field: string) => {
    if (locale === "en" || !id) return undefined;
    const row = await tx.selectFrom("content_translations").select("fields").where("entity_type", "=", entity).where("entity_id", "=", id).where("locale", "=", locale).executeTakeFirst();
    const value = row ? (JSON.parse(row.fields) as Record<string, unknown>)[field] : undefined;
    return typeof value === "string" && value.trim() ? value : undefined;
  };
  const [pkgName, serviceName] = await Promise.all([translated("package", pkg?.id, "package_title"), translated("service", service?.id, "name")]);
  const named = (name: string | undefined, path: string): NamedLink | null => (name ? { name, url: `${origin}${path}` } : null);
  const namedIn = (name: string | undefined, path: string): NamedLink | null => (name ? { name, url: `${origin}${localizePath(path, locale)}` } : null);
  // Stored with the inquiry in this same transaction, computed by the server (decision 0034).
  const stored = await tx.selectFrom("inquiries").select("estimate").where("id", "=", id).executeTakeFirst();
  return {
    id,
    receivedAt,
    fullName: inquiry.full_name,
    email: inquiry.email,
    phone: inquiry.phone || null,
    message: inquiry.message || null,
    residency: inquiry.residency ?? null,
    budgetTier: inquiry.budget_tier ?? null,
    startDate: inquiry.start_date ?? null,
    endDate: inquiry.end_date ?? null,
    adults: inquiry.pax_adults,
    children: inquiry.pax_children,
    childrenAges: inquiry.children_ages ?? [],
    package: named(pkg?.title, `/packages/${pkg?.id}`),
    service: named(service?.name, `/services`),
    destination: named(destination?.name, `/destinations/${destination?.id}`),
    sourcePage: inquiry.source_page || null,
    sourceUrl: inquiry.source_url || null,
    reviewReason,
    estimate: parseEstimate(stored?.estimate),
    inTravellersLanguage: {
      package: namedIn(pkgName ?? pkg?.title, `/packages/${pkg?.id}`),
      service: namedIn(serviceName ?? service?.name, `/services`),
      destination: namedIn(destination?.name, `/destinations/${destination?.id}`),
    },
  };
}

export function inquiryMessages(details: InquiryDetails, company: CompanyContacts, terms: BookingTerms): NewOutboxMessage[] {
  const staff = staffNotification(details, company);
  const ack = travellerAcknowledgement(details, company, terms);
  return [
    {
      kind: "staff_notification",
      to: { address: company.salesEmail, name: `${company.name} sales` },
      // One click answers the traveller.
      replyTo: { address: details.email, name: details.fullName },
      ...staff,
    },
    {
      kind: "traveller_acknowledgement",
      // No display name: the address is unverified, so nothing the visitor typed rides along (issue 13).
      to: { address: details.email },
      replyTo: { address: company.salesEmail, name: company.name },
      ...ack,
    },
  ];
}
