import { describe, expect, it } from "vitest";
import { validateInquiry } from "./inquiry.ts";
import { wellFormed } from "./well-formed-text.ts";

describe("wellFormed", () => {
  it("replaces lone surrogates and keeps real pairs", () => {
    expect(wellFormed("Amina \uD83E")).toBe("Amina \uFFFD");
    expect(wellFormed("\uDC00x")).toBe("\uFFFDx");
    expect(wellFormed("Twiga 🦒")).toBe("Twiga 🦒");
  });

  it("replaces NUL characters, which PostgreSQL text cannot hold", () => {
    expect(wellFormed("a\u0000b\u0000")).toBe("a\uFFFDb\uFFFD");
  });
});

describe("the inquiry schema", () => {
  it("stores text fields well formed, so links and emails built from them cannot throw", () => {
    const result = validateInquiry({ full_name: "Amina \uD83E", email: "a@b.example", consent: true, message: "x\uDC00", phone: "+254 700 000 001" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.full_name).toBe("Amina \uFFFD");
    expect(result.data.message).toBe("x\uFFFD");
    expect(() => encodeURIComponent(`${result.data.full_name} ${result.data.message}`)).not.toThrow();
  });
});
