import { describe, expect, it } from "vitest";
import { RESIDENCY_LABELS, toInquiryResidency, toSearchResidency } from "./residency.ts";

describe("residency codes", () => {
  it("maps search codes to inquiry codes and back", () => {
    expect(toInquiryResidency("resident")).toBe("residents");
    expect(toInquiryResidency("east_african")).toBe("east_africans");
    expect(toInquiryResidency("non_resident")).toBe("non_residents");
    expect(toInquiryResidency("residents")).toBe("residents");
    expect(toSearchResidency("non_residents")).toBe("non_resident");
    expect(toInquiryResidency("martian")).toBeUndefined();
    expect(toInquiryResidency("")).toBeUndefined();
  });
  it("labels residencies as SPEC §9 does", () => {
    expect(Object.values(RESIDENCY_LABELS)).toEqual(["Kenya Residents", "East African Residents", "International Visitors"]);
  });
});
