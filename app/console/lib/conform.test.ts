/**
 * The console's Conform helpers (decision 0072): a posted body is read within bounds (no list of a
 * billion rows, only the row buttons' intents), a service's dotted error names become the page's
 * field names, and nested values become the services' flat fields.
 */
import { describe, expect, it } from "vitest";
import { bracketed, conformName, dotted, flatFields, parseForm, refusal, summaryOf } from "./conform.ts";
import { wellFormedForm } from "./forms.server.ts";
import { z } from "zod";

const post = (entries: Array<[string, string]>) => new Request("http://x/", { method: "POST", body: new URLSearchParams(entries) });

describe("console forms with Conform", () => {
  it("drops row numbers past 100 and intents the row buttons never post", async () => {
    const form = await wellFormedForm(
      post([
        ["childBands[99].amount", "1"],
        ["childBands[100].amount", "2"],
        ["options[0].days[999999999].title", "x"],
        ["__intent__", JSON.stringify({ type: "insert", payload: { name: "childBands" } })],
        ["__intent__", JSON.stringify({ type: "update", payload: { name: "options", value: [] } })],
        ["__intent__", JSON.stringify({ type: "remove", payload: { name: "childBands", index: 5000 } })],
        ["__intent__", "not json"],
        ["note", "a\u0000b"],
      ]),
    );
    expect([...form.keys()]).toEqual(["childBands[99].amount", "__intent__", "note"]);
    expect(JSON.parse(String(form.get("__intent__"))).type).toBe("insert");
    expect(form.get("note")).toBe("a\uFFFDb");
  });

  it("reads a form whose intent names a field that is not a list as posted, instead of failing", () => {
    const form = new FormData();
    form.append("title", "Kept");
    form.append("__intent__", JSON.stringify({ type: "insert", payload: { name: "title" } }));
    const submission = parseForm(form, z.object({ title: z.string() }));
    expect(submission.status).toBe("success");
  });

  it("names fields as the page does, and the services' flat fields from nested values", () => {
    expect(conformName("options.0.lines.12.amount")).toBe("options[0].lines[12].amount");
    expect(conformName("season")).toBe("season");
    expect(refusal({ form: "Nothing was saved.", "options.0.tier": "Choose a tier." })).toEqual({ formErrors: ["Nothing was saved."], fieldErrors: { "options[0].tier": ["Choose a tier."] } });
    const nested = { title: "T", options: [{ id: "o1", days: [{ title: "A" }, undefined, { title: "C" }] }], twice: ["first", "last"] };
    expect(flatFields(nested, dotted)).toEqual({ title: "T", "options.0.id": "o1", "options.0.days.0.title": "A", "options.0.days.2.title": "C", twice: "last" });
    expect(flatFields(nested, bracketed)).toMatchObject({ "options[0].days[2].title": "C" });
    expect(summaryOf({ "": ["Whole form"], season: ["Pick one", "second"], empty: [] })).toEqual({ form: "Whole form", season: "Pick one" });
  });
});
