import { describe, expect, it } from "vitest";
import { validateInquiry } from "#domain/inquiry.ts";
import {
  EMPTY_INQUIRY_FORM,
  adultsValue,
  buildInquiryPayload,
  childrenValue,
  inquiryPayloadFromFormData,
  resizeAges,
} from "./inquiry-payload.ts";

// The visitor ticked the consent box: it starts unticked (decision 0044).
const filled = { ...EMPTY_INQUIRY_FORM, full_name: " Wanjiku Kamau ", email: "wanjiku@example.com", consent: true };

describe("inquiry payload", () => {
  it("starts with consent not ticked (decision 0044), one adult, no children", () => {
    expect(EMPTY_INQUIRY_FORM.consent).toBe(false);
    expect(EMPTY_INQUIRY_FORM.pax_adults).toBe("1");
    expect(EMPTY_INQUIRY_FORM.pax_children).toBe("0");
  });

  it("omits empty optional fields and never sends the honeypot", () => {
    const payload = buildInquiryPayload(filled, { source_page: "contact", source_url: "http://x/contact" });
    expect(payload).toEqual({
      full_name: "Wanjiku Kamau",
      email: "wanjiku@example.com",
      consent: true,
      pax_adults: 1,
      pax_children: 0,
      source_page: "contact",
      source_url: "http://x/contact",
    });
    expect(payload).not.toHaveProperty("hp");
    expect(validateInquiry(payload).ok).toBe(true);
  });

  it("adults fall back to 1 when not numeric or zero", () => {
    expect(adultsValue("")).toBe(1);
    expect(adultsValue("abc")).toBe(1);
    expect(adultsValue("0")).toBe(1);
    expect(adultsValue("3")).toBe(3);
  });

  it("children are never negative", () => {
    expect(childrenValue("-2")).toBe(0);
    expect(childrenValue("x")).toBe(0);
    expect(childrenValue("2")).toBe(2);
  });

  it("resizes the ages list to the children count", () => {
    expect(resizeAges(["4", "9"], 3)).toEqual(["4", "9", ""]);
    expect(resizeAges(["4", "9"], 1)).toEqual(["4"]);
    expect(resizeAges(["4"], 0)).toEqual([]);
  });

  it("sends children_ages only when non-empty, with empty entries dropped", () => {
    const none = buildInquiryPayload({ ...filled, pax_children: "2", children_ages: ["", ""] });
    expect(none).not.toHaveProperty("children_ages");
    const some = buildInquiryPayload({ ...filled, pax_children: "3", children_ages: ["7", "", "12"] });
    expect(some.children_ages).toEqual([7, 12]);
    expect(some.pax_children).toBe(3);
  });

  it("sends package as a number and the chosen residency and tier", () => {
    const payload = buildInquiryPayload({ ...filled, package: "12", residency: "non_residents", budget_tier: "premier" });
    expect(payload.package).toBe(12);
    expect(payload.residency).toBe("non_residents");
    expect(payload.budget_tier).toBe("premier");
  });

  it("reads a posted form body, keeping the honeypot for the server to judge", () => {
    const form = new FormData();
    form.set("full_name", "Juma");
    form.set("email", "juma@example.com");
    form.set("pax_adults", "0");
    form.set("pax_children", "1");
    form.append("children_ages", "5");
    form.set("hp", "");
    const payload = inquiryPayloadFromFormData(form, { source_page: "contact" });
    expect(payload.consent).toBe(false);
    expect(payload.pax_adults).toBe(1);
    expect(payload.children_ages).toEqual([5]);
    expect(payload).not.toHaveProperty("hp");
    form.set("hp", "spam");
    form.set("consent", "true");
    const bot = inquiryPayloadFromFormData(form);
    expect(bot.consent).toBe(true);
    expect((bot as Record<string, unknown>).hp).toBe("spam");
  });
});

describe("inquiry origin", () => {
  it("sends the service and the destination as metadata when given", () => {
    const payload = buildInquiryPayload(filled, { service: 2, destination_id: 7 });
    expect(payload.service).toBe(2);
    expect(payload.metadata).toEqual({ destination_id: 7 });
    expect(validateInquiry(payload).ok).toBe(true);
    const form = new FormData();
    form.set("full_name", "Juma");
    form.set("email", "juma@example.com");
    form.set("consent", "true");
    form.set("service", "3");
    form.set("destination_id", "x");
    const posted = inquiryPayloadFromFormData(form);
    expect(posted.service).toBe(3);
    expect(posted).not.toHaveProperty("metadata");
  });
});
