import type { Migration } from "./helpers.ts";
import { convertTypedDeal, type TypedDeal } from "#domain/deal.ts";

/**
 * A deal is a discount rule, not a second typed price (issue 24 item 4, decision 0045): a whole
 * percentage off, for departures in an optional window. Each typed deal (dynamic_price beside
 * dynamic_price_was) becomes its percentage (`convertTypedDeal`); a tier that had been lowered to
 * the deal price gets back the price it replaced, so the rule does not discount it twice; a ribbon
 * stating a percentage is dropped (the site shows the rule's). The old columns are emptied, not
 * dropped: the API still answers dynamic_price, now derived from the rule. Unpublished package
 * drafts are converted the same way. Revisions stay as published (history); an old revision
 * restored later is read by the document schema, which turns its typed deal into a percentage.
 */
export const dealRules: Migration = {
  async up(db) {
    await db.schema.alterTable("packages").addColumn("deal_percent", "integer").execute();
    await db.schema.alterTable("packages").addColumn("deal_starts_on", "text").execute();
    await db.schema.alterTable("packages").addColumn("deal_ends_on", "text").execute();

    const packages = await db
      .selectFrom("packages")
      .select(["id", "dynamic_price", "dynamic_price_was", "dynamic_currency", "ribbon_tag_left"])
      .where("dynamic_price", "is not", null)
      .execute();
    for (const p of packages) {
      const currency = String(p.dynamic_currency ?? "KES").toUpperCase() === "USD" ? "USD" : "KES";
      const field = currency === "USD" ? "price_usd" : "price_kshs";
      const tiers = await db.selectFrom("package_tiers").select(["id", field]).where("package_id", "=", p.id).orderBy("sort_order").orderBy("id").execute();
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      const typed: TypedDeal = {
        price: num(p.dynamic_price),
        was: num(p.dynamic_price_was),
        currency,
        tierPrices: tiers.map((t) => num(t[field])),
        ribbon: p.ribbon_tag_left,
      };
      const converted = convertTypedDeal(typed);
      for (const [i, t] of tiers.entries()) {
        if (converted.tierPrices[i] !== typed.tierPrices[i]) await db.updateTable("package_tiers").set({ [field]: converted.tierPrices[i] }).where("id", "=", t.id).execute();
      }
      await db
        .updateTable("packages")
        .set({ deal_percent: converted.percent, ribbon_tag_left: converted.ribbon, dynamic_price: null, dynamic_price_was: null, dynamic_currency: null })
        .where("id", "=", p.id)
        .execute();
    }

    const drafts = await db.selectFrom("catalogue_drafts").select(["entity_id", "document"]).where("entity_type", "=", "package").execute();
    for (const d of drafts) {
      let doc: Record<string, any>;
      try {
        doc = JSON.parse(d.document);
      } catch {
        continue;
      }
      if (!doc || typeof doc !== "object" || !("deal_price" in doc)) continue;
      const currency = doc.deal_currency === "USD" ? "USD" : "KES";
      const field = currency === "USD" ? "price_usd" : "price_kshs";
      const tiers: any[] = Array.isArray(doc.tiers) ? doc.tiers : [];
      const converted = convertTypedDeal({
        price: typeof doc.deal_price === "number" ? doc.deal_price : null,
        was: typeof doc.deal_price_was === "number" ? doc.deal_price_was : null,
        currency,
        tierPrices: tiers.map((t) => (typeof t?.[field] === "number" ? t[field] : null)),
        ribbon: typeof doc.ribbon_tag_left === "string" ? doc.ribbon_tag_left : null,
      });
      const { deal_price: _p, deal_price_was: _w, deal_currency: _c, deal_price_basis: _b, ...rest } = doc;
      const next = {
        ...rest,
        ribbon_tag_left: converted.ribbon ?? "",
        deal_percent: converted.percent,
        deal_starts_on: null,
        deal_ends_on: null,
        tiers: tiers.map((t, i) => (t && typeof t === "object" ? { ...t, [field]: converted.tierPrices[i] ?? t[field] ?? null } : t)),
      };
      await db.updateTable("catalogue_drafts").set({ document: JSON.stringify(next) }).where("entity_type", "=", "package").where("entity_id", "=", d.entity_id).execute();
    }
    // Browsers keep package lists until data_version changes (SPEC §4): a new one makes them fetch
    // the packages with their rules (a fresh database has no version yet; the seeder sets it).
    if (packages.length > 0) {
      await db.updateTable("app_meta").set({ value: `deal-rules-${Date.now().toString(36)}` }).where("key", "=", "data_version").execute();
    }
  },
};
