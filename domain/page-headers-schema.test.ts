import { describe, expect, it } from "vitest";
import { pageHeadersFormSchema, pageHeadersToForm, readPageHeaders } from "./page-headers-schema.ts";

describe("page headers document (decision 0038)", () => {
  it("reads the form: pages without an image are left out, in the pages' order, and back again", () => {
    const parsed = pageHeadersFormSchema.safeParse({
      terms: { image_key: "uploads/abc", alt: " Dhow at anchor " },
      "about-us": { image_key: "headers/about-us", alt: "Giraffes" },
      faqs: { image_key: "", alt: "left over" },
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data!.headers).toEqual([
      { page: "about-us", image_key: "headers/about-us", alt: "Giraffes" },
      { page: "terms", image_key: "uploads/abc", alt: "Dhow at anchor" },
    ]);
    expect(pageHeadersToForm(parsed.data!)).toEqual({ "about-us": { image_key: "headers/about-us", alt: "Giraffes" }, terms: { image_key: "uploads/abc", alt: "Dhow at anchor" } });
  });

  it("names the page's field: missing alt text, a key that is not an image key", () => {
    const parsed = pageHeadersFormSchema.safeParse({ contact: { image_key: "uploads/x", alt: "" }, gallery: { image_key: "<script>", alt: "x" } });
    expect(parsed.success).toBe(false);
    const errors = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(Object.keys(errors).sort()).toEqual(["contact.alt", "gallery.image_key"]);
    expect(errors["contact.alt"]).toMatch(/alt text/i);
  });

  it("a stored document that no longer reads is the empty one (every page its plain band)", () => {
    expect(readPageHeaders({ headers: [{ page: "nowhere", image_key: "x", alt: "y" }] })).toEqual({ headers: [] });
    expect(readPageHeaders(undefined)).toEqual({ headers: [] });
  });
});
