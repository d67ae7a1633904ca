import { describe, expect, it } from "vitest";
import type { EditorResult } from "#domain/catalogue-editor-context.ts";
import { PUBLISHABLE_ENTITIES } from "#domain/publishing.ts";
import { publishingEditors } from "./publishing-editors.ts";
import type { PublishingEditor } from "./scheduled-publishing.ts";

const by = { actor: { id: "s1", email: "editor@twiga.example" }, ip: null };
const ok: EditorResult<{ dataVersion: string }> = { ok: true, dataVersion: "v2" };

/** Editors that record what they were asked, to see which one the scheduler reaches. */
function recording() {
  const calls: unknown[][] = [];
  const byId = (name: string): PublishingEditor => ({
    saveDraft: async (...args) => (calls.push([name, "save", ...args.slice(0, 2)]), { ok: true }),
    publish: async (...args) => (calls.push([name, "publish", args[0], args[4]]), ok),
  });
  const single = (name: string) => ({
    saveDraft: async (input: unknown) => (calls.push([name, "save", input]), { ok: true as const }),
    publish: async (input: unknown, _by: unknown, _base?: string, options?: unknown) => (calls.push([name, "publish", input, options]), ok),
  });
  const sliders = {
    saveDraft: async (set: string, input: unknown) => (calls.push(["sliders", "save", set, input]), { ok: true as const }),
    publish: async (set: string, _input: unknown, _by: unknown, _base?: string, options?: unknown) => (calls.push(["sliders", "publish", set, options]), ok),
  };
  const editors = publishingEditors({
    packages: byId("packages"),
    stories: byId("stories"),
    destinations: byId("destinations"),
    services: byId("services"),
    company: single("company"),
    terms: single("terms"),
    faqs: single("faqs"),
    pageHeaders: single("pageHeaders"),
    gallery: single("gallery"),
    sliders: sliders as never,
  });
  return { editors, calls };
}

describe("the scheduler's editors by id (decision 0039)", () => {
  it("has one for every publishable entity", () => {
    expect(Object.keys(recording().editors).sort()).toEqual([...PUBLISHABLE_ENTITIES].sort());
  });

  it("a single document answers to id 1 only, with the publish options passed through", async () => {
    const { editors, calls } = recording();
    const options = { dryRun: true };
    expect(await editors.company.publish(1, undefined, by, undefined, options)).toEqual(ok);
    expect(await editors.gallery.saveDraft(1, { items: [] }, by)).toEqual({ ok: true });
    expect(await editors.terms.publish(2, undefined, by)).toMatchObject({ ok: false, status: 404 });
    expect(calls).toEqual([
      ["company", "publish", undefined, options],
      ["gallery", "save", { items: [] }],
    ]);
  });

  it("a slider's id is its page set's number; a number that is no set publishes nothing", async () => {
    const { editors, calls } = recording();
    await editors.slider.publish(2, undefined, by);
    await editors.slider.saveDraft(1, { slides: [] }, by);
    expect(await editors.slider.publish(99, undefined, by)).toMatchObject({ ok: false, status: 404 });
    expect(await editors.slider.publish(0, undefined, by)).toMatchObject({ ok: false, status: 404 });
    expect(calls).toEqual([
      ["sliders", "publish", "about", undefined],
      ["sliders", "save", "home", { slides: [] }],
    ]);
  });
});
