import { describe, expect, it } from "vitest";
import { inquiryReference, parseInquiryReference } from "./inquiry-reference.ts";

describe("inquiry reference", () => {
  it("pads the id to five digits and grows past them", () => {
    expect(inquiryReference(42)).toBe("TH-00042");
    expect(inquiryReference(123456)).toBe("TH-123456");
  });

  it("reads the reference back however staff type it", () => {
    for (const typed of ["TH-00042", "th-00042", "TH00042", "th42", "#42", "00042", "42", "  TH-00042 "]) expect(parseInquiryReference(typed), typed).toBe(42);
    expect(parseInquiryReference(inquiryReference(100_001))).toBe(100_001);
  });

  it("is not fooled by names, phone numbers with spaces or other prefixes", () => {
    for (const typed of ["wanjiru", "0712 345 678", "TX-00042", "TH-", "", "42a", "TH-00042 mara"]) expect(parseInquiryReference(typed), typed).toBeNull();
  });
});
