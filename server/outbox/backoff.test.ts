import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_RETRY_BASE_MS, retryDelayMs, totalRetrySpanMs } from "./backoff.ts";

describe("outbox backoff", () => {
  it("doubles the delay after each failed try", () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 1000))).toEqual([1000, 2000, 4000, 8000]);
  });

  it("gives at least 8 tries spread over about a day by default", () => {
    expect(DEFAULT_MAX_ATTEMPTS).toBeGreaterThanOrEqual(8);
    const hours = totalRetrySpanMs(DEFAULT_MAX_ATTEMPTS, DEFAULT_RETRY_BASE_MS) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(30);
  });
});
