/**
 * The schema of the company's details (decision 0029) and the console form's reading of it: used by
 * the console and the server, never by public pages (they import company-details.ts, which has no zod).
 */
import { z } from "zod";
import { EMPTY_COMPANY_DETAILS, SOCIAL_NETWORKS } from "./company-details.ts";
import { imageKeyField } from "./image-list.ts";

const text = (max: number) => z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(max, `At most ${max} characters.`));
const required = (max: number, message: string) => text(max).pipe(z.string().min(1, message));
const httpsUrl = (message: string) =>
  text(500).pipe(
    z.string().refine((v) => {
      try {
        return new URL(v).protocol === "https:";
      } catch {
        return false;
      }
    }, message),
  );
const optionalHttpsUrl = (message: string) => z.union([text(0).pipe(z.literal("")), httpsUrl(message)]);
const coordinate = (min: number, max: number, name: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? Number.NaN : Number(v.trim())) : v),
    z.number({ error: `Enter the ${name} as a number.` }).refine((n) => Number.isFinite(n) && n >= min && n <= max, `The ${name} must be between ${min} and ${max}.`),
  );

/**
 * Details stored before badges came from the media library named a file under /accreditations/
 * (`badge: "tra"`); such a badge is the original stored as `accreditations/<name>` (decision 0038).
 */
function legacyBadge(v: unknown): unknown {
  if (!v || typeof v !== "object" || !("badge" in v) || "image_key" in v) return v;
  const { badge, ...rest } = v as { badge: unknown; short?: unknown; name?: unknown };
  const name = typeof badge === "string" ? badge.trim() : "";
  const label = String(rest.short || rest.name || "Accreditation");
  return { ...rest, image_key: name ? `accreditations/${name}` : "", alt: name ? `${label} logo` : "" };
}

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;

export const companyDetailsSchema = z.object({
  name: required(120, "Enter the company's name."),
  legalName: text(160),
  /** The KRA PIN printed on receipts and invoices (decision 0053); optional, stored documents before it read "". */
  taxPin: z.preprocess((v) => (v == null ? "" : String(v).trim().toUpperCase()), z.string().regex(/^([A-Z]\d{9}[A-Z])?$/, "A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567X.")),
  tagline: text(160),
  description: text(600),
  email: text(254).pipe(z.union([z.literal(""), z.email("Enter an email address such as info@company.example.")])),
  /** Where inquiry notifications go when SALES_EMAIL is not set. */
  salesEmail: text(254).pipe(z.union([z.literal(""), z.email("Enter an email address such as sales@company.example.")])),
  phones: z.array(text(40).pipe(z.string().regex(PHONE_PATTERN, "Enter a phone number such as +254 700 555 010."))).max(6, "At most 6 phone numbers."),
  /** The WhatsApp number in international form, digits only (wa.me links). */
  whatsappNumber: text(20).pipe(z.string().regex(/^(\d{8,15})?$/, "Digits only, with the country code (e.g. 254700555010).")),
  whatsappMessage: text(300),
  address: z.object({ street: text(200), postal: text(120), city: text(120), country: text(120) }),
  /** The office on the map; null hides the map and Get Directions. */
  office: z.object({ lat: coordinate(-90, 90, "latitude"), lng: coordinate(-180, 180, "longitude") }).nullable(),
  social: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS, { error: "Choose a network from the list." }), url: httpsUrl("Enter a link starting with https://.") }))
    .max(12, "At most 12 social links."),
  reviewsUrl: optionalHttpsUrl("Enter a link starting with https://, or leave it empty."),
  foundedYear: z.preprocess(
    (v) => (v === "" || v == null ? null : typeof v === "string" ? Number(v) : v),
    z.number({ error: "Enter a year such as 2021." }).int("Enter a year such as 2021.").min(1800, "Enter a year such as 2021.").max(2100, "Enter a year such as 2021.").nullable(),
  ),
  /**
   * How travellers pay (issue 24): printed on accepted quotes, their PDF and the acceptance email.
   * Optional for documents stored before it existed; empty fields are left out of what is printed.
   */
  payment: z
    .object({
      bankName: text(120),
      bankBranch: text(120),
      accountName: text(160),
      accountNumber: text(40).pipe(z.string().regex(/^[0-9A-Za-z -]*$/, "Letters, digits, spaces and dashes only.")),
      swiftCode: text(11).pipe(z.string().regex(/^([A-Za-z0-9]{8}|[A-Za-z0-9]{11})?$/, "A SWIFT code has 8 or 11 letters and digits.")),
      mpesaPaybill: text(10).pipe(z.string().regex(/^(\d{5,7})?$/, "An M-Pesa paybill number has 5 to 7 digits.")),
    })
    .default({ bankName: "", bankBranch: "", accountName: "", accountNumber: "", swiftCode: "", mpesaPaybill: "" }),
  accreditations: z
    .array(
      z.preprocess(
        legacyBadge,
        z
          .object({
            name: required(160, "Name the accreditation."),
            /** The abbreviation shown on badges ("TRA"). */
            short: text(16),
            /** The badge: an image of the media library (decision 0038); empty shows the name alone. */
            image_key: z.union([text(0).pipe(z.literal("")), imageKeyField]),
            /** The badge's alt text (it starts as the library's). */
            alt: text(300),
            link: optionalHttpsUrl("Enter a link starting with https://, or leave it empty."),
          })
          .superRefine((a, ctx) => {
            if (a.image_key && !a.alt) ctx.addIssue({ code: "custom", path: ["alt"], message: "Write alt text for the badge: what it shows, for people who cannot see it." });
          }),
      ),
    )
    .max(12, "At most 12 accreditations."),
});

export type CompanyDetails = z.output<typeof companyDetailsSchema>;
export type Accreditation = CompanyDetails["accreditations"][number];

/** A stored document, or the empty one when it is missing or no longer reads (never throws). */
export function readCompanyDetails(stored: unknown): CompanyDetails {
  const parsed = companyDetailsSchema.safeParse(stored);
  return parsed.success ? parsed.data : EMPTY_COMPANY_DETAILS;
}

// ---- The console form (decision 0072): the document's shape, read by Conform with the schema.
// Social links and accreditations are lists (`social[0].url`) added, removed and moved by
// Conform's intents; the phones are one textarea, a line each; the map position two fields.

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const blank = (v: unknown) => v == null || String(v).trim() === "";

export function companyErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[companyErrorName(issue.path.map(String).join("."))] ??= issue.message;
  return out;
}

/**
 * The field an error of the document is shown at (a dotted or a Conform name): a phone's at the
 * phones' textarea, the office's at its latitude unless it names the longitude; "form" for the whole.
 */
export function companyErrorName(name: string): string {
  if (name === "") return "form";
  if (/^phones\b/.test(name)) return "phones";
  if (/^office\b/.test(name)) return name.includes("lng") ? "office.lng" : "office.lat";
  return name;
}

/** The company form as posted: phones a line each, both map fields empty as no position, lists as posted (none: none). */
export const companyFormSchema = z.preprocess((v) => {
  const form = record(v);
  if (!form) return v;
  const office = record(form.office);
  return {
    ...form,
    phones: String(form.phones ?? "")
      .split("\n")
      .map((p) => p.trim())
      .filter(Boolean),
    office: !office || (blank(office.lat) && blank(office.lng)) ? null : office,
    social: Array.isArray(form.social) ? form.social : [],
    accreditations: Array.isArray(form.accreditations) ? form.accreditations : [],
  };
}, companyDetailsSchema);

/** The company form's first values. */
export function companyToForm(doc: CompanyDetails) {
  return {
    ...doc,
    phones: doc.phones.join("\n"),
    office: { lat: doc.office ? String(doc.office.lat) : "", lng: doc.office ? String(doc.office.lng) : "" },
    foundedYear: doc.foundedYear === null ? "" : String(doc.foundedYear),
    social: doc.social.map((s) => ({ ...s })),
    accreditations: doc.accreditations.map((a) => ({ ...a })),
  };
}
