import { describe, expect, it } from "vitest";
import { isCommonPassword, passwordProblem } from "./password-policy.ts";

describe("password policy", () => {
  it("refuses short passwords with a length message", async () => {
    expect(await passwordProblem("short")).toMatch(/at least 12/);
    expect(await passwordProblem(undefined)).toBeTruthy();
  });

  it("refuses listed passwords and their padded or repeated forms", async () => {
    for (const p of ["qwertyuiop123", "1qaz2wsx3edc", "Password123456", "password!!!!!!", "aaaaaaaaaaaa", "monkeymonkey", "123456789012"]) {
      expect(await isCommonPassword(p), p).toBe(true);
    }
  });

  it("accepts long unusual passwords, whatever their characters", async () => {
    for (const p of ["giraffe lantern acacia", "mara-river-crossing-at-dawn", "Tsavo2027 red elephants"]) {
      expect(await passwordProblem(p), p).toBeNull();
    }
  });
});
