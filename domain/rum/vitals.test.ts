import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BEACON_SCHEMA,
  bucketOf,
  bucketValue,
  connectionTypeOf,
  deviceClassOf,
  percentileFromBuckets,
  ratingOf,
  sanitiseSelector,
  SELECTOR_MAX_LENGTH,
  VITALS,
  type BucketCount,
  type Vital,
} from "./vitals.ts";

/** The exact nearest-rank percentile of raw figures. */
function exactPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1]!;
}

function counted(vital: Vital, values: number[]): BucketCount[] {
  const map = new Map<number, number>();
  for (const v of values) map.set(bucketOf(vital, v), (map.get(bucketOf(vital, v)) ?? 0) + 1);
  return [...map].map(([bucket, count]) => ({ bucket, count }));
}

describe("buckets", () => {
  it("puts every figure in a bucket whose middle is within 5 % of it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...VITALS), fc.double({ min: 1, max: 100_000, noNaN: true }), (vital, raw) => {
        const value = vital === "CLS" ? raw / 10_000 : raw;
        if (vital === "CLS" && value < 0.001) return;
        const middle = bucketValue(vital, bucketOf(vital, value));
        expect(Math.abs(middle - value) / value).toBeLessThan(0.051);
      }),
    );
  });

  it("keeps zero and sub-unit figures in bucket 0, read back as 0", () => {
    expect(bucketOf("CLS", 0)).toBe(0);
    expect(bucketOf("TTFB", 0.4)).toBe(0);
    expect(bucketValue("CLS", 0)).toBe(0);
    expect(bucketOf("LCP", 2500)).toBeGreaterThan(bucketOf("LCP", 2000));
  });

  it("reads p75 from bucket counts within 5 % of the exact p75 of the figures", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 1, maxLength: 300 }), (values) => {
        const exact = exactPercentile(values, 75);
        const fromBuckets = percentileFromBuckets("LCP", counted("LCP", values), 75)!;
        expect(Math.abs(fromBuckets - exact) / exact).toBeLessThan(0.051);
      }),
    );
  });

  it("has no percentile without figures", () => {
    expect(percentileFromBuckets("INP", [], 75)).toBeNull();
  });
});

describe("ratings", () => {
  it("follows Google's limits", () => {
    expect(ratingOf("LCP", 2500)).toBe("good");
    expect(ratingOf("LCP", 2600)).toBe("needs-improvement");
    expect(ratingOf("INP", 501)).toBe("poor");
    expect(ratingOf("CLS", 0.1)).toBe("good");
    expect(ratingOf("CLS", 0.3)).toBe("poor");
  });
});

describe("closed lists", () => {
  it("counts anything outside them as unknown", () => {
    expect(deviceClassOf("mobile")).toBe("mobile");
    expect(deviceClassOf("smart-fridge")).toBe("unknown");
    expect(deviceClassOf("__proto__")).toBe("unknown");
    expect(connectionTypeOf("4g")).toBe("4g");
    expect(connectionTypeOf("5g-ultra")).toBe("unknown");
  });
});

describe("selectors", () => {
  it("keeps only selector characters and the end of a long one", () => {
    expect(sanitiseSelector('main>img.hero"><script>alert(1)</script>')).toBe("main>img.hero>script>alert(1)script>");
    const long = `${"div.wrapper>".repeat(30)}img.hero`;
    const kept = sanitiseSelector(long);
    expect(kept.length).toBeLessThanOrEqual(SELECTOR_MAX_LENGTH);
    expect(kept.endsWith("img.hero")).toBe(true);
    expect(sanitiseSelector("\u0000\u202e")).toBe("");
  });
});

describe("the beacon's schema", () => {
  const visit = { path: "/", nav: "hard", metrics: { LCP: { value: 1200 } } };
  it("takes a plain beacon", () => {
    expect(BEACON_SCHEMA.safeParse({ device: "mobile", connection: "4g", visits: [visit] }).success).toBe(true);
  });
  it.each([
    ["a negative figure", { LCP: { value: -1 } }],
    ["an LCP of ten hours", { LCP: { value: 36_000_000 } }],
    ["a CLS of 100", { CLS: { value: 100 } }],
    ["a figure given as text", { INP: { value: "120" } }],
    ["a vital we do not know", { FID: { value: 10 } }],
    ["no figure at all", {}],
  ])("refuses %s", (_, metrics) => {
    expect(BEACON_SCHEMA.safeParse({ device: "mobile", connection: "4g", visits: [{ ...visit, metrics }] }).success).toBe(false);
  });
  it("refuses NaN and infinity (JSON cannot carry them, but a parsed body could)", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(BEACON_SCHEMA.safeParse({ device: "mobile", connection: "4g", visits: [{ ...visit, metrics: { LCP: { value } } }] }).success).toBe(false);
    }
  });
});
