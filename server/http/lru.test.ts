import { describe, expect, it } from "vitest";
import { SecondMissAdmission } from "./lru.ts";

describe("SecondMissAdmission", () => {
  it("admits a URL without a query string at once", () => {
    const a = new SecondMissAdmission();
    expect(a.admit("http://site.example/packages", "k1")).toBe(true);
  });

  it("admits a URL with a query string on its second miss, and forgets the oldest of too many one-off keys", () => {
    const a = new SecondMissAdmission(2);
    expect(a.admit("http://site.example/?utm_source=a", "a")).toBe(false);
    expect(a.admit("http://site.example/?utm_source=a", "a")).toBe(true);
    // Remembered keys are bounded: a third one-off key pushes out the first.
    expect(a.admit("http://site.example/?utm_source=b", "b")).toBe(false);
    expect(a.admit("http://site.example/?utm_source=c", "c")).toBe(false);
    expect(a.admit("http://site.example/?utm_source=d", "d")).toBe(false);
    expect(a.admit("http://site.example/?utm_source=b", "b")).toBe(false);
    expect(a.admit("http://site.example/?utm_source=d", "d")).toBe(true);
  });
});
