import { describe, expect, it } from "vitest";
import { companyDetailsSchema, companyErrorName, companyFormSchema, companyToForm, readCompanyDetails } from "./company-details-schema.ts";
import {
  addressLine,
  EMPTY_COMPANY_DETAILS,
  whatsappChatUrl,
  type CompanyDetails,
} from "./company-details.ts";

const company: CompanyDetails = {
  ...EMPTY_COMPANY_DETAILS,
  name: "Test Travel",
  email: "info@test.example",
  phones: ["+254 700 000 001"],
  whatsappNumber: "254700000001",
  whatsappMessage: "Hello there",
  address: { street: "1 Kenyatta Avenue", postal: "P.O. Box 1", city: "Nairobi", country: "Kenya" },
  office: { lat: -1.28, lng: 36.82 },
  social: [{ network: "instagram", url: "https://instagram.example/test" }],
  foundedYear: 2021,
  payment: { bankName: "Demo Bank", bankBranch: "Moi Avenue", accountName: "Test Travel Ltd", accountNumber: "0100 2000", swiftCode: "DEMOKENX", mpesaPaybill: "555010" },
  accreditations: [{ name: "Tour operators' association", short: "TOA", image_key: "uploads/toa-badge", alt: "TOA logo", link: "" }],
};

describe("company details schema", () => {
  it("reads details stored before badges came from the media library: a badge name is the original stored under accreditations/ (decision 0038)", () => {
    const stored = { ...company, accreditations: [{ name: "Tourism Regulatory Authority licence", short: "TRA", badge: "tra", link: "" }, { name: "No badge", short: "", badge: "", link: "" }] };
    expect(companyDetailsSchema.parse(stored).accreditations).toEqual([
      { name: "Tourism Regulatory Authority licence", short: "TRA", image_key: "accreditations/tra", alt: "TRA logo", link: "" },
      { name: "No badge", short: "", image_key: "", alt: "", link: "" },
    ]);
  });

  it("a badge needs alt text, and must be an image key", () => {
    const parsed = companyDetailsSchema.safeParse({ ...company, accreditations: [{ name: "A", short: "", image_key: "uploads/x", alt: " ", link: "" }, { name: "B", short: "", image_key: "<svg>", alt: "b", link: "" }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join("."))).toEqual(["accreditations.0.alt", "accreditations.1.image_key"]);
  });

  it("accepts a full document and the empty one", () => {
    expect(companyDetailsSchema.parse(company)).toEqual(company);
    expect(companyDetailsSchema.safeParse({ ...EMPTY_COMPANY_DETAILS, name: "X" }).success).toBe(true);
  });

  it("refuses links that are not https, positions off the globe and unknown networks", () => {
    const bad = companyDetailsSchema.safeParse({
      ...company,
      social: [{ network: "instagram", url: "javascript:alert(1)" }, { network: "friendster", url: "https://f.example" }],
      office: { lat: -91, lng: 181 },
      reviewsUrl: "http://reviews.example",
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["social.0.url", "social.1.network", "office.lat", "office.lng", "reviewsUrl"]));
  });

  it("reads a missing or unreadable stored document as the empty one", () => {
    expect(readCompanyDetails(undefined)).toEqual(EMPTY_COMPANY_DETAILS);
    expect(readCompanyDetails({ name: 42 })).toEqual(EMPTY_COMPANY_DETAILS);
    expect(readCompanyDetails(company)).toEqual(company);
  });

  it("builds WhatsApp links and address lines only from what is there", () => {
    expect(whatsappChatUrl(company)).toBe("https://wa.me/254700000001?text=Hello%20there");
    expect(whatsappChatUrl(EMPTY_COMPANY_DETAILS)).toBeNull();
    expect(addressLine(company)).toBe("1 Kenyatta Avenue, Nairobi, Kenya");
    expect(addressLine({ address: { ...company.address, street: "" } })).toBe("Nairobi, Kenya");
  });
});

describe("how travellers pay (issue 24)", () => {
  it("details stored before payment fields existed still read, with the fields empty", () => {
    const { payment: _, ...before } = company;
    expect(readCompanyDetails(before).payment).toEqual(EMPTY_COMPANY_DETAILS.payment);
    expect(readCompanyDetails(before).name).toBe("Test Travel");
  });

  it("refuses a paybill or SWIFT code that cannot be one, naming the field", () => {
    const form = companyToForm(company);
    const parsed = companyFormSchema.safeParse({ ...form, payment: { ...form.payment, mpesaPaybill: "55-50", swiftCode: "ABC" } });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(errorsOf(parsed.error)).toEqual(["payment.mpesaPaybill", "payment.swiftCode"]);
  });
});

/** The fields an error names, as the page shows them. */
const errorsOf = (error: { issues: Array<{ path: PropertyKey[] }> }) => [...new Set(error.issues.map((i) => companyErrorName(i.path.map(String).join("."))))].sort();

describe("company details form", () => {
  it("round-trips a document through the form's values (as posted: strings) and the one schema", () => {
    const parsed = companyFormSchema.safeParse(JSON.parse(JSON.stringify(companyToForm(company))));
    expect(parsed.success && parsed.data).toEqual(company);
  });

  it("names errors by the row's path; a phone's at the phones, the office's at its field", () => {
    const form = companyToForm(company);
    const values = {
      ...form,
      phones: "+254 700 555 010\nnot a phone",
      office: { lat: "abc", lng: "36.8" },
      social: [...form.social, { network: "facebook", url: "http://facebook.example/t" }],
    };
    const parsed = companyFormSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(errorsOf(parsed.error!)).toEqual(["office.lat", "phones", `social.${form.social.length}.url`]);
    expect(parsed.error!.issues.find((i) => i.path.join(".") === `social.${form.social.length}.url`)!.message).toBe("Enter a link starting with https://.");
    expect(companyErrorName("office")).toBe("office.lat");
    expect(companyErrorName("phones[1]")).toBe("phones");
  });

  it("reads both map fields empty as no office position, and no list posted as an empty list", () => {
    const { social: _s, accreditations: _a, ...form } = companyToForm(company);
    const parsed = companyFormSchema.safeParse({ ...form, office: { lat: "", lng: " " } });
    expect(parsed.success && parsed.data.office).toBeNull();
    expect(parsed.success && [parsed.data.social, parsed.data.accreditations]).toEqual([[], []]);
  });
});
