import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

describe("RateLimiter", () => {
  it("allows the limit per window, then asks to wait until the window ends", () => {
    let now = 0;
    const limiter = new RateLimiter(5, 60_000, () => now);
    for (let i = 0; i < 5; i++) expect(limiter.hit("a")).toBe(0);
    now = 15_000;
    expect(limiter.hit("a")).toBe(45);
    expect(limiter.hit("b")).toBe(0);
    now = 60_000;
    expect(limiter.hit("a")).toBe(0);
  });
});
