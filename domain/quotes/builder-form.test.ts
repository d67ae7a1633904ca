/** The builder's flat form fields read into a quote (issue 14): field errors by name, typed amounts in minor units, round trips. */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { builderFormSchema, copyOptionFields, documentToForm, documentToValues, formDay, nextOptionId, parseBuilderForm } from "./builder-form.ts";
import { paragraphsToText, textToParagraphs, type QuoteDocument } from "./document.ts";

const doc: QuoteDocument = {
  travellerName: "Amina Wanjiru",
  residency: "residents",
  party: { adults: 2, childAges: [7, 12] },
  startDate: "2027-08-10",
  endDate: "2027-08-14",
  currency: "KES",
  validityDays: 14,
  message: "Karibu!",
  options: [
    {
      id: "o1",
      title: "Comfort",
      packageId: 3,
      packageTitle: "Maasai Mara Classic",
      tierId: 9,
      tierName: "Comfort",
      days: [{ title: "Nairobi to the Mara", places: ["Nairobi", "Maasai Mara"], overnight: "Mara Camp", meals: ["lunch", "dinner"], description_html: "<p>Drive west &amp; down the escarpment.</p><p>Game drive.</p>" }],
      inclusions: ["Park fees"],
      exclusions: ["Flights"],
      lines: [{ key: "adults_sharing|High|2 adults sharing", kind: "adults_sharing", label: "2 adults sharing (4 nights)", quantity: 2, priced: 7_200_050, override: null }],
      discount: 100_000,
      priceNote: null,
    },
  ],
};

describe("the builder form", () => {
  it("round-trips a document through the form fields", () => {
    const parsed = parseBuilderForm(documentToForm(doc));
    expect(parsed.success).toBe(true);
    const form = parsed.data!;
    expect(form).toMatchObject({ traveller_name: "Amina Wanjiru", adults: 2, child_ages: [7, 12], validity_days: 14, currency: "KES" });
    const option = form.options[0]!;
    expect(option).toMatchObject({ id: "o1", tier: "3:9", discount: 100_000, inclusions: ["Park fees"] });
    expect(option.lines[0]).toMatchObject({ priced: 7_200_050, amount: 7_200_050 });
    expect(formDay(option.days[0]!)).toEqual({ ...doc.options[0]!.days[0], description_html: "<p>Drive west &amp; down the escarpment.</p><p>Game drive.</p>" });
  });

  it("names each bad field and keeps amounts exact", () => {
    const values = {
      ...documentToForm(doc),
      adults: "0",
      child_ages: "7, 19",
      validity_days: "31",
      "options.0.title": "",
      "options.0.lines.0.amount": "12.345",
      "options.0.discount": "abc",
    };
    const parsed = parseBuilderForm(values);
    expect(parsed.success).toBe(false);
    const keys = parsed.error!.issues.map((i) => i.path.join("."));
    for (const k of ["adults", "child_ages.1", "validity_days", "options.0.title", "options.0.lines.0.amount", "options.0.discount"]) expect(keys).toContain(k);
  });

  it("the trip ends after it starts", () => {
    const parsed = parseBuilderForm({ ...documentToForm(doc), end_date: "2027-08-01" });
    expect(parsed.error!.issues.map((i) => i.path.join("."))).toEqual(["end_date"]);
  });

  it("an extra line needs a label and an amount; the discount cannot pass the lines", () => {
    const values = { ...documentToForm(doc), "options.0.lines.1.kind": "extra", "options.0.lines.1.label": "", "options.0.lines.1.amount": "", "options.0.discount": "999999" };
    const keys = parseBuilderForm(values).error!.issues.map((i) => i.path.join("."));
    expect(keys).toEqual(expect.arrayContaining(["options.0.lines.1.label", "options.0.lines.1.amount", "options.0.discount"]));
  });

  it("ignores unknown and prototype names", () => {
    const parsed = parseBuilderForm({ ...documentToForm(doc), intent: "save", "__proto__.x": "1", "options.0.__proto__": "1" });
    expect(parsed.success).toBe(true);
  });

  it("numbers new options after the highest", () => {
    expect(nextOptionId({ "options.0.id": "o1", "options.1.id": "o4" })).toBe("o5");
    expect(nextOptionId({})).toBe("o1");
  });

  it("descriptions: plain text to escaped paragraphs and back", () => {
    expect(textToParagraphs("Game drive <dawn> & dusk.\nPicnic.\n\nSunset.")).toBe("<p>Game drive &lt;dawn&gt; &amp; dusk.<br>Picnic.</p><p>Sunset.</p>");
    expect(paragraphsToText("<p>One &amp; two.</p><ul><li>Tea</li><li>Coffee</li></ul>")).toBe("One & two.\n\n- Tea\n- Coffee");
  });
});

describe("Add an option: a copy prices itself (issue 24)", () => {
  it("seen: a copy kept option 1's hand override and discount; now it keeps the days, tier and extra lines, and the rates' amounts", () => {
    const overridden: QuoteDocument = {
      ...doc,
      options: [
        {
          ...doc.options[0]!,
          lines: [
            { ...doc.options[0]!.lines[0]!, override: { amount: 560_000, byId: "u1", byEmail: "wanjiku@twigahorizons.example", at: "2026-11-25T10:00:00.000Z", tierId: 9 } },
            { key: "x1", kind: "extra", label: "Balloon safari", quantity: 2, priced: 9_000_000, override: null },
          ],
        },
      ],
    };
    const values = documentToForm(overridden);
    expect(values["options.0.lines.0.amount"]).toBe("5600");
    const copy = copyOptionFields(values, 0, 1);
    expect(copy["options.1.id"]).toBe("o2");
    expect(copy["options.1.title"]).toBe("Option 2");
    expect(copy["options.1.tier"]).toBe("3:9");
    expect(copy["options.1.days.0.title"]).toBe("Nairobi to the Mara");
    // The rates' amount, not option 1's override; no discount.
    expect(copy["options.1.lines.0.amount"]).toBe("72000.50");
    expect(copy["options.1.discount"]).toBe("");
    // A line added by hand (a balloon safari) is the party's, whatever the tier: kept.
    expect(copy["options.1.lines.1.amount"]).toBe("90000");
    // Option 1 itself is untouched.
    expect(Object.keys(copy).every((k) => k.startsWith("options.1."))).toBe(true);
    const parsed = parseBuilderForm({ ...values, ...copy });
    expect(parsed.success).toBe(true);
  });

  it("reads the page's form as Conform names it (decision 0072) as it reads the flat fields, errors named by the input", () => {
    const body = (values: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(values)) form.append(k.replace(/\.(\d+)(?=\.|$)/g, "[$1]"), v);
      return form;
    };
    const parse = (values: Record<string, string>) => parseWithZod(body(values), { schema: builderFormSchema, disableAutoCoercion: true });
    const good = parse(documentToForm(doc));
    expect(good.status === "success" && good.value).toEqual(parseBuilderForm(documentToForm(doc)).data);
    const bad = parse({ ...documentToForm(doc), "options.0.title": "", "options.0.lines.0.amount": "12k" });
    expect(bad.status !== "success" && bad.error).toMatchObject({ "options[0].title": ["Name the option, e.g. Comfort."], "options[0].lines[0].amount": [expect.stringContaining("Enter an amount")] });
    // The page's defaults are the same values, nested.
    expect(documentToValues(doc).options?.[0]?.days?.[0]).toMatchObject({ title: "Nairobi to the Mara", lunch: "on", dinner: "on" });
    // Moving a day is Conform's reorder: the days come back swapped.
    const two = { ...documentToForm(doc), "options.0.days.1.title": "Second" };
    const moved = parseWithZod(body({ ...two, __intent__: JSON.stringify({ type: "reorder", payload: { name: "options[0].days", from: 1, to: 0 } }) }), { schema: builderFormSchema, disableAutoCoercion: true });
    expect((moved.reply().initialValue as { options: Array<{ days: Array<{ title?: string }> }> }).options[0]!.days.map((d) => d?.title)).toEqual(["Second", "Nairobi to the Mara"]);
  });
});
