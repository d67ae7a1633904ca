/**
 * Generated packages for benchmarks (SEED_EXTRA_PACKAGES): variations of the
 * hand-written ones, so search and lists can be measured at 1,000 or 10,000.
 */
import type { PackageSeed } from "#demo/content/types.ts";

const QUALIFIERS = ["Classic", "Explorer", "Signature", "Family", "Private", "Weekend", "Grand", "Slow", "Photographic", "Budget"];

export function generateExtraPackages(base: readonly PackageSeed[], count: number): PackageSeed[] {
  const out: PackageSeed[] = [];
  for (let i = 0; i < count; i++) {
    const src = base[i % base.length]!;
    const q = QUALIFIERS[Math.floor(i / base.length) % QUALIFIERS.length]!;
    const n = Math.floor(i / (base.length * QUALIFIERS.length)) + 1;
    const scale = 0.85 + ((i * 37) % 40) / 100;
    out.push({
      ...src,
      slug: `${src.slug}-${q.toLowerCase()}-${i + 1}`,
      package_title: `${src.package_title}: ${q} Edition ${n}`,
      is_deal: i % 11 === 0,
      is_standout: false,
      dynamic_price: null,
      dynamic_currency: null,
      dynamic_price_was: null,
      deal_percent: i % 11 === 0 ? 10 : null,
      tiers: src.tiers.map((t) => ({
        ...t,
        price_kshs: t.price_kshs === null ? null : Math.round(t.price_kshs * scale),
        price_usd: t.price_usd === null ? null : Math.round(t.price_usd * scale),
      })),
      created_at: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
    });
  }
  return out;
}
