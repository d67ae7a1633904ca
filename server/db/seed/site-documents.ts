/**
 * The demo company's details (content/site.ts) as the settings document the site reads (decision
 * 0029). Loaded when SEED_DEMO is on and no company details are stored, also into a database that
 * was seeded before the details moved into it, so an upgrade keeps showing the same company.
 */
import { site } from "#content/site.ts";
import { COMPANY_ENTITY, companyDetailsSchema, type CompanyDetails, type SocialNetwork } from "#domain/company-details.ts";
import { bumpDataVersion } from "../../services/app-meta.ts";
import type { Db } from "../kysely.ts";

export function demoCompanyDetails(): CompanyDetails {
  return companyDetailsSchema.parse({
    name: site.name,
    legalName: site.legalName,
    tagline: site.tagline,
    description: site.description,
    email: site.email,
    salesEmail: site.salesEmail,
    phones: [...site.phones],
    whatsappNumber: site.whatsappNumber,
    whatsappMessage: site.whatsappMessage,
    address: { ...site.address },
    office: { ...site.office },
    social: Object.entries(site.social).map(([network, url]) => ({ network: network as SocialNetwork, url })),
    reviewsUrl: site.reviewsUrl,
    foundedYear: site.foundedYear,
    accreditations: site.accreditations.map((a) => ({ name: a.name, short: a.short, badge: a.key, link: "" })),
  });
}

/** Stores the demo details unless some are stored; a new data_version when it did (caches turn over). */
export async function seedCompanyDetails(db: Db): Promise<boolean> {
  return db.kysely.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto("site_documents")
      .values({ kind: COMPANY_ENTITY, document: JSON.stringify(demoCompanyDetails()), updated_at: new Date(Date.UTC(2025, 0, 1)).toISOString() })
      .onConflict((oc) => oc.column("kind").doNothing())
      .returning("kind")
      .executeTakeFirst();
    if (!inserted) return false;
    await bumpDataVersion(tx);
    return true;
  });
}
