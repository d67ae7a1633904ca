/**
 * The company's details as editors edit them and every page reads them (decision 0029): name,
 * contacts, address, social links, office map position and accreditations. ONE settings document,
 * validated by ONE schema (company-details-schema.ts) in the console form, the action and the service; the public pages get
 * it through the catalogue snapshot. A database without one yet reads EMPTY_COMPANY_DETAILS, which
 * every page renders (blank names, no phone rows, no map) instead of failing.
 */
// Kept free of zod: the public pages' first load imports these helpers, and zod is 25 KB gzip.
import type { CompanyDetails } from "./company-details-schema.ts";

export type { Accreditation, CompanyDetails } from "./company-details-schema.ts";

export const COMPANY_ENTITY = "company";
export const SOCIAL_NETWORKS = ["whatsapp", "instagram", "facebook", "x", "linkedin", "tiktok", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  whatsapp: "WhatsApp",
  instagram: "Instagram",
  facebook: "Facebook",
  x: "X",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  youtube: "YouTube",
};

/** What pages show before anyone has entered the company's details (no demo seed). */
export const EMPTY_COMPANY_DETAILS: CompanyDetails = {
  name: "",
  legalName: "",
  taxPin: "",
  tagline: "",
  description: "",
  email: "",
  salesEmail: "",
  phones: [],
  whatsappNumber: "",
  whatsappMessage: "",
  address: { street: "", postal: "", city: "", country: "" },
  office: null,
  social: [],
  reviewsUrl: "",
  foundedYear: null,
  payment: { bankName: "", bankBranch: "", accountName: "", accountNumber: "", swiftCode: "", mpesaPaybill: "" },
  accreditations: [],
};

export const whatsappChatUrl = (c: Pick<CompanyDetails, "whatsappNumber" | "whatsappMessage">): string | null =>
  c.whatsappNumber ? `https://wa.me/${c.whatsappNumber}${c.whatsappMessage ? `?text=${encodeURIComponent(c.whatsappMessage)}` : ""}` : null;

export const socialUrl = (c: Pick<CompanyDetails, "social">, network: SocialNetwork): string | null => c.social.find((s) => s.network === network)?.url ?? null;

/** The address on one line, skipping empty parts. */
export const addressLine = (c: Pick<CompanyDetails, "address">, parts: Array<keyof CompanyDetails["address"]> = ["street", "city", "country"]): string =>
  parts
    .map((p) => c.address[p])
    .filter(Boolean)
    .join(", ");

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
