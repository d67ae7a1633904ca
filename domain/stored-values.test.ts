import { describe, expect, it } from "vitest";
import { storedValue } from "./stored-values.ts";

describe("storedValue", () => {
  const STATES = ["draft", "sent"] as const;
  it("passes a known value through, typed", () => {
    const status: "draft" | "sent" = storedValue(STATES, "sent", "quote_versions.status");
    expect(status).toBe("sent");
  });
  it("refuses a value no writer of the column makes, naming the column", () => {
    expect(() => storedValue(STATES, "archived", "quote_versions.status")).toThrow(/quote_versions\.status holds "archived"/);
  });
});
