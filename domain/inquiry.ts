/**
 * The inquiry schema (SPEC §3 "Inquiry payload", §5 "Inquiry form"). One zod
 * schema validates the form in the browser and the request on the server, so
 * both give the same message for the same mistake.
 */
import { z } from "zod";
import { CHILD_AGE_MAX, MAX_PARTY, MIN_ADULTS } from "./inquiry-rules.ts";
import { INQUIRY_RESIDENCIES } from "./residency.ts";
import { TIER_TYPES } from "./tiers.ts";
import { wellFormed } from "./well-formed-text.ts";

export * from "./inquiry-rules.ts";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Every text field: lone surrogates replaced (./well-formed-text.ts), then trimmed. */
const text = (error: string) => z.string({ error }).overwrite(wellFormed);

const optionalText = (max: number, label: string) =>
  text(`${label} must be text.`)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional();

const optionalId = (label: string) =>
  z.coerce
    .number({ error: `Choose a valid ${label}.` })
    .int({ error: `Choose a valid ${label}.` })
    .positive({ error: `Choose a valid ${label}.` })
    .optional();

const dateField = (label: string) =>
  z
    .string({ error: `${label} must be a date.` })
    .refine(isRealDate, { error: `${label} must be a valid date (YYYY-MM-DD).` })
    .optional();

export const inquirySchema = z
  .object({
    full_name: text("Please enter your full name.")
      .trim()
      .min(1, { error: "Please enter your full name." })
      .max(120, { error: "Full name must be at most 120 characters." }),
    email: text("Please enter your email address.")
      .trim()
      .min(1, { error: "Please enter your email address." })
      .max(254, { error: "Email must be at most 254 characters." })
      .pipe(z.email({ error: "Please enter a valid email address." })),
    consent: z.literal(true, { error: "Please agree to be contacted about your inquiry." }),
    phone: text("Phone must be text.")
      .trim()
      .max(40, { error: "Phone must be at most 40 characters." })
      .regex(/^[+()\d\s.-]*$/, { error: "Please enter a valid phone number." })
      .optional(),
    message: optionalText(5000, "Message"),
    residency: z.enum(INQUIRY_RESIDENCIES, { error: "Choose a valid residency." }).optional(),
    budget_tier: z.enum(TIER_TYPES, { error: "Choose a valid budget tier." }).optional(),
    start_date: dateField("Start date"),
    end_date: dateField("End date"),
    pax_adults: z.coerce
      .number({ error: "Adults must be a number." })
      .int({ error: "Adults must be a whole number." })
      .min(MIN_ADULTS, { error: `At least ${MIN_ADULTS} adult is required.` })
      .max(MAX_PARTY, { error: `Adults must be at most ${MAX_PARTY}.` })
      .default(1),
    pax_children: z.coerce
      .number({ error: "Children must be a number." })
      .int({ error: "Children must be a whole number." })
      .min(0, { error: "Children cannot be negative." })
      .max(MAX_PARTY, { error: `Children must be at most ${MAX_PARTY}.` })
      .default(0),
    children_ages: z
      .array(
        z.coerce
          .number({ error: "Each child's age must be a number." })
          .int({ error: "Each child's age must be a whole number." })
          .min(0, { error: `Each child's age must be between 0 and ${CHILD_AGE_MAX}.` })
          .max(CHILD_AGE_MAX, { error: `Each child's age must be between 0 and ${CHILD_AGE_MAX}.` }),
        { error: "Children's ages must be a list." },
      )
      .max(MAX_PARTY)
      .optional(),
    package: optionalId("package"),
    service: optionalId("service"),
    source_page: optionalText(200, "Source page"),
    source_url: optionalText(2000, "Source URL"),
    metadata: z
      .object({ destination_id: optionalId("destination") }, { error: "Metadata must be an object." })
      .optional(),
    /** Honeypot: people never see it, so anything in it marks a bot (SPEC §3). */
    hp: text("Must be text.").max(1000).optional(),
    /** Signed form render time for the time trap; absent for plain API clients. */
    form_token: text("Must be text.").max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.start_date && value.end_date && value.end_date < value.start_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "End date cannot be before the start date." });
    }
    if (value.children_ages && value.children_ages.length > value.pax_children) {
      ctx.addIssue({
        code: "custom",
        path: ["children_ages"],
        message: "There are more children's ages than children.",
      });
    }
  });

export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;

/** Flattens zod issues to {field: first message}, the shape of the API's 400 body. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export type InquiryValidation = { ok: true; data: Inquiry } | { ok: false; errors: Record<string, string> };

export function validateInquiry(input: unknown): InquiryValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: { body: "The request body must be a JSON object." } };
  }
  const parsed = inquirySchema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
