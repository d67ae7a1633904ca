import { describe, expect, it } from "vitest";
import { PREVIEW_LINK_TTL_MS, PreviewTokens } from "./preview-tokens.ts";

const SECRET = "a-test-secret-of-more-than-32-characters";

describe("preview tokens", () => {
  it("a token names the entity, the staff member and its expiry, and checks out until then", () => {
    let now = new Date("2026-11-25T10:00:00Z");
    const tokens = new PreviewTokens(SECRET, () => now);
    const { token, expiresAt } = tokens.issue("package", 12, "staff-1");
    expect(expiresAt.getTime() - now.getTime()).toBe(PREVIEW_LINK_TTL_MS);
    expect(tokens.check(token)).toEqual({ ok: true, grant: { entity: "package", id: 12, staffId: "staff-1", expiresAt: new Date("2026-11-26T10:00:00Z") } });
    now = new Date(expiresAt.getTime() + 1000);
    expect(tokens.check(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("a changed payload, another secret's signature or garbage is refused", () => {
    const tokens = new PreviewTokens(SECRET);
    const { token } = tokens.issue("story", 3, "staff-1");
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ e: "story", i: 4, s: "staff-1", x: 9_999_999_999 })).toString("base64url");
    expect(tokens.check(`${forged}.${signature}`)).toEqual({ ok: false, reason: "invalid" });
    expect(new PreviewTokens("another-secret-of-more-than-32-characters").check(token)).toEqual({ ok: false, reason: "invalid" });
    for (const bad of ["", "abc", `${payload}.`, `${payload}.${signature}.x`, `${payload}.${signature!.slice(1)}`]) {
      expect(tokens.check(bad).ok).toBe(false);
    }
  });
});
