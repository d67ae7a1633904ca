/**
 * The ONE schema for writes of seasons and rates (decision 0033): the service checks every season
 * and every rate with it, whether it came from a form, JSON or a CSV rate sheet. Amounts here are
 * already integer minor units; the rate sheet turns "45,000.50" into 4500050 before checking.
 */
import { z } from "zod";
import { INQUIRY_RESIDENCIES } from "../residency.ts";
import { seasonProblems } from "./seasons.ts";
import { CURRENCIES, RATE_BASES, SEASON_KINDS, type Rate, type Season } from "./types.ts";
import { MAX_PARTY } from "./price.ts";

/** A ceiling well above any real night's price (KES 10 million), so a typo of extra zeros is caught. */
export const MAX_AMOUNT = 1_000_000_000;

const minor = z.number({ error: "Enter an amount." }).int("Amounts are whole cents.").min(0, "Amounts are never negative.").max(MAX_AMOUNT, "That amount is too large.");
const age = z.number({ error: "Enter an age." }).int("Ages are whole years.").min(0, "Children are 0 to 17.").max(17, "Children are 0 to 17.");

export const seasonSchema = z
  .object({
    name: z.string().trim().min(1, "Name the season.").max(60, "At most 60 characters."),
    kind: z.enum(SEASON_KINDS, { error: "Choose every year or one year only." }),
    start: z.string().trim(),
    end: z.string().trim(),
    priority: z.coerce.number({ error: "Enter a priority." }).int("Enter a whole number.").min(0, "0 to 100.").max(100, "0 to 100."),
  })
  .superRefine((s, ctx) => {
    for (const p of seasonProblems([s])) ctx.addIssue({ code: "custom", path: [p.field], message: p.message });
  });

export const rateFieldsSchema = z
  .object({
    residency: z.enum(INQUIRY_RESIDENCIES, { error: "Choose residents, east_africans or non_residents." }),
    season: z.string().trim().min(1, "Name the season.").max(60, "At most 60 characters."),
    currency: z.enum(CURRENCIES, { error: "Choose KES or USD." }),
    basis: z.enum(RATE_BASES, { error: "Choose per_person_sharing or per_group." }),
    contactForPricing: z.boolean(),
    adultSharing: minor.nullable(),
    singleSupplement: minor.nullable(),
    childBands: z.array(z.object({ minAge: age, maxAge: age, amount: minor })).max(10, "At most 10 child bands."),
    groupBands: z
      .array(z.object({ maxSize: z.number().int("Sizes are whole travellers.").min(1, "A band is for 1 or more.").max(MAX_PARTY, `At most ${MAX_PARTY} travellers.`), amount: minor }))
      .max(20, "At most 20 group bands."),
  })
  .superRefine((r, ctx) => {
    const issue = (path: keyof typeof r, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (r.contactForPricing) return;
    if (r.basis === "per_person_sharing") {
      if (r.adultSharing === null) issue("adultSharing", "Enter the price per adult sharing, or mark Contact for Pricing.");
      // A supplement above the sharing price would make a second adult cheaper than travelling alone.
      else if (r.singleSupplement !== null && r.singleSupplement > r.adultSharing) issue("singleSupplement", "The single supplement is at most the sharing price.");
      if (r.groupBands.length > 0) issue("groupBands", "Group bands are for per_group rates.");
      const bands = [...r.childBands].sort((a, b) => a.minAge - b.minAge);
      bands.forEach((b, i) => {
        if (b.minAge > b.maxAge) issue("childBands", `The band ${b.minAge}-${b.maxAge} ends before it starts.`);
        else if (i > 0 && b.minAge <= bands[i - 1]!.maxAge) issue("childBands", `The bands ${bands[i - 1]!.minAge}-${bands[i - 1]!.maxAge} and ${b.minAge}-${b.maxAge} overlap.`);
      });
    } else {
      if (r.groupBands.length === 0) issue("groupBands", "Enter at least one group band, e.g. 4: 60000.");
      if (r.adultSharing !== null || r.singleSupplement !== null || r.childBands.length > 0) {
        issue("basis", "A per_group rate has only group bands: clear the adult, single and child prices.");
      }
      const bands = [...r.groupBands].sort((a, b) => a.maxSize - b.maxSize);
      bands.forEach((b, i) => {
        const prev = bands[i - 1];
        if (prev && prev.maxSize === b.maxSize) issue("groupBands", `Two bands for up to ${b.maxSize}.`);
        // A larger party never pays less (the price is monotonic in party size).
        else if (prev && b.amount < prev.amount) issue("groupBands", `The band up to ${b.maxSize} costs less than the band up to ${prev.maxSize}.`);
      });
    }
  });

export const rateSchema = z.intersection(z.object({ tierId: z.number().int().positive("Choose a tier.") }), rateFieldsSchema);

export type RateFields = Omit<Rate, "tierId">;

// The schema's output and the price function's input are the same shapes: these fail to compile
// the day they are not.
const _seasonCheck: z.output<typeof seasonSchema> extends Season ? true : false = true;
const _rateCheck: z.output<typeof rateFieldsSchema> extends RateFields ? true : false = true;

/** The first message per field, for forms and API bodies. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
