import { describe, expect, it } from "vitest";
import { setupSteps, type SetupFacts } from "./checklist.ts";

const fresh: SetupFacts = {
  activeStaff: 1,
  staffWithTwoFactor: 0,
  twoFactorRequired: false,
  smtpConfigured: false,
  imap: { configured: false, failing: false },
  packagesWithoutRates: 12,
  paymentProviders: [],
};
const open = (f: SetupFacts) => setupSteps(f).filter((s) => !s.done).map((s) => s.key);

describe("first-run checklist", () => {
  it("on a new install every step is open, each saying what is missing", () => {
    const steps = setupSteps(fresh);
    expect(open(fresh)).toEqual(["staff", "two_factor", "smtp", "imap", "rates", "payments"]);
    expect(steps.find((s) => s.key === "rates")!.detail).toBe("12 published packages have no rates: travellers see only the listed prices, with no price for their residency, season and party.");
    expect(steps.find((s) => s.key === "smtp")).toMatchObject({ href: null, action: "Set SMTP_URL on the server" });
    expect(steps.find((s) => s.key === "staff")).toMatchObject({ href: "/console/staff", action: "Staff" });
  });

  it("each step closes on its own fact", () => {
    expect(open({ ...fresh, activeStaff: 3 })).not.toContain("staff");
    expect(open({ ...fresh, smtpConfigured: true })).not.toContain("smtp");
    expect(open({ ...fresh, imap: { configured: true, failing: false } })).not.toContain("imap");
    expect(open({ ...fresh, packagesWithoutRates: 0 })).not.toContain("rates");
    expect(open({ ...fresh, paymentProviders: ["M-Pesa"] })).not.toContain("payments");
  });

  it("two-factor: done when required for all, or when every member already uses it", () => {
    expect(open({ ...fresh, twoFactorRequired: true })).not.toContain("two_factor");
    expect(open({ ...fresh, activeStaff: 3, staffWithTwoFactor: 3 })).not.toContain("two_factor");
    const some = { ...fresh, activeStaff: 3, staffWithTwoFactor: 1 };
    expect(open(some)).toContain("two_factor");
    expect(setupSteps(some).find((s) => s.key === "two_factor")!.detail).toBe("1 of 3 members use it. Require it for all staff in Settings.");
    expect(setupSteps(fresh).find((s) => s.key === "two_factor")!.detail).toBe("Nobody uses it yet. Require it for all staff in Settings.");
  });

  it("a mailbox that is set but failing stays open and points at the reason", () => {
    const failing = setupSteps({ ...fresh, imap: { configured: true, failing: true } }).find((s) => s.key === "imap")!;
    expect(failing.done).toBe(false);
    expect(failing).toMatchObject({ href: "/console/unmatched-emails", action: "Unmatched emails" });
  });

  it("one package without rates is said in the singular", () => {
    expect(setupSteps({ ...fresh, packagesWithoutRates: 1 }).find((s) => s.key === "rates")!.detail).toBe("1 published package has no rates: travellers see only the listed prices, with no price for their residency, season and party.");
  });
});
