import { describe, expect, it } from "vitest";
import { FORM_MIN_AGE_MS, FormTokens, MAX_SHOWN_MS, signFormToken, verifyFormToken } from "./form-token.ts";
import { countLinks, createSpamCheck } from "./spam-check.ts";

const SECRET = "a-test-secret-that-is-long-enough";

describe("signed form token (time trap)", () => {
  it("round-trips the render time and rejects tampering", () => {
    const token = signFormToken(SECRET, 1_700_000_000_000);
    expect(verifyFormToken(SECRET, token)).toBe(1_700_000_000_000);
    expect(verifyFormToken("another-secret-entirely-xxxx", token)).toBeNull();
    const [v, t, sig] = token.split(".");
    expect(verifyFormToken(SECRET, `${v}.${(parseInt(t!, 36) - 10_000).toString(36)}.${sig}`)).toBeNull();
    expect(verifyFormToken(SECRET, "garbage")).toBeNull();
  });

  it("flags a form sent within 1 s, accepts one sent later, and ignores a missing token", () => {
    let now = 1_000_000;
    const tokens = new FormTokens(SECRET, () => now);
    const token = tokens.issue();
    now += FORM_MIN_AGE_MS - 1;
    expect(tokens.judge(token)).toBe("time-trap");
    now += 1;
    expect(tokens.judge(token)).toBeNull();
    expect(tokens.judge(undefined)).toBeNull();
    expect(tokens.judge("")).toBeNull();
    expect(tokens.judge(42)).toBe("form-token-invalid");
    expect(tokens.judge(signFormToken(SECRET, now + 60_000))).toBe("form-token-invalid");
  });

  it("lets a person who autofills the form and sends it a second after the page loaded through unflagged", () => {
    let now = 1_000_000;
    const tokens = new FormTokens(SECRET, () => now);
    // The form was painted 600 ms before its script asked for a token; the visitor sends 500 ms later.
    const token = tokens.issue(600);
    now += 500;
    expect(createSpamCheck(tokens)({ form_token: token })).toBeNull();
  });

  it("dates a token back at most MAX_SHOWN_MS, never forward", () => {
    const now = 1_000_000;
    const tokens = new FormTokens(SECRET, () => now);
    expect(verifyFormToken(SECRET, tokens.issue(3_000))).toBe(now - 3_000);
    expect(verifyFormToken(SECRET, tokens.issue(10 * MAX_SHOWN_MS))).toBe(now - MAX_SHOWN_MS);
    expect(verifyFormToken(SECRET, tokens.issue(-5_000))).toBe(now);
    expect(verifyFormToken(SECRET, tokens.issue(Number.NaN))).toBe(now);
  });

  it("never makes a rule a person can trip into silent spam: the time trap and a bad token only ask for a check", () => {
    let now = 1_000_000;
    const tokens = new FormTokens(SECRET, () => now);
    const check = createSpamCheck(tokens);
    expect(check({ form_token: tokens.issue() })).toEqual({ level: "review", reason: "time-trap" });
    expect(check({ form_token: "v1.zz.forged" })).toEqual({ level: "review", reason: "form-token-invalid" });
  });

  it("caps links in the message", () => {
    expect(countLinks("see https://a.example, www.b.example and [url=c]x[/url] <a href=d>")).toBe(4);
    const check = createSpamCheck(new FormTokens(SECRET));
    expect(check({ message: "http://1 http://2 http://3" })).toBeNull();
    expect(check({ message: "http://1 http://2 http://3 http://4" })).toEqual({ level: "review", reason: "too-many-links" });
    expect(check({ message: 5 })).toBeNull();
  });
});
