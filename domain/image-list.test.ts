import { describe, expect, it } from "vitest";
import { applyListIntent, formRows, listIntent, moveItem, replaceFormRows, rowsToForm, titleFromFileName } from "./image-list.ts";
import { galleryFormSchema, galleryPublishFormSchema, galleryPublishProblems } from "./gallery-document.ts";

describe("ordered image lists in flat forms", () => {
  const form = {
    title: "Mara",
    "images.0.image_key": "a/one",
    "images.0.alt": "One",
    "images.2.image_key": "a/three",
    "images.1.image_key": "a/two",
    "images.1.id": "7",
  };

  it("reads rows in index order and writes them back renumbered, leaving other fields alone", () => {
    expect(formRows(form, "images")).toEqual([{ image_key: "a/one", alt: "One" }, { image_key: "a/two", id: "7" }, { image_key: "a/three" }]);
    expect(rowsToForm("items", [{ id: null, image_key: "k", alt: "" }])).toEqual({ "items.0.image_key": "k" });
    const replaced = replaceFormRows(form, "images", [{ image_key: "z" }]);
    expect(replaced).toEqual({ title: "Mara", "images.0.image_key": "z" });
  });

  it("moves an item, clamping at the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a"], 3, 0)).toEqual(["a"]);
  });

  it("applies the row buttons' intents as the form without JavaScript posts them", () => {
    expect(listIntent("images:up:1", "images")).toEqual({ action: "up", index: 1 });
    expect(listIntent("items:up:1", "images")).toBeNull();
    expect(listIntent("images:drop:1", "images")).toBeNull();
    const up = applyListIntent(form, "images", { action: "up", index: 1 });
    expect(formRows(up, "images").map((r) => r.image_key)).toEqual(["a/two", "a/one", "a/three"]);
    expect(up["images.0.id"]).toBe("7");
    const down = applyListIntent(form, "images", { action: "down", index: 2 });
    expect(formRows(down, "images").map((r) => r.image_key)).toEqual(["a/one", "a/two", "a/three"]);
    const removed = applyListIntent(form, "images", { action: "remove", index: 0 });
    expect(formRows(removed, "images").map((r) => r.image_key)).toEqual(["a/two", "a/three"]);
  });

  it("makes a title from a file name", () => {
    expect(titleFromFileName("IMG_2041-mara_sunset.JPG")).toBe("IMG 2041 mara sunset");
  });
});

describe("the gallery document", () => {
  it("reads the form, refuses keys that are not image keys, and names photos missing a title or alt text", () => {
    const form = { items: [{ image_key: "uploads/abc-1", title: " Dawn " }, { image_key: "gallery/x", alt_text: "Lions" }] };
    const ok = galleryFormSchema.safeParse(form);
    expect(ok.success).toBe(true);
    if (!ok.success) return;
    expect(ok.data.items[0]).toEqual({ id: null, image_key: "uploads/abc-1", title: "Dawn", description: "", alt_text: "" });
    expect(galleryPublishProblems(ok.data)).toEqual({ "items.0.alt_text": "Write alt text for photo 1 before publishing.", "items.1.title": "Give photo 2 a title before publishing." });
    const bad = galleryFormSchema.safeParse({ items: [{ image_key: "../secret" }] });
    expect(bad.success).toBe(false);
    // No photo posted is an empty gallery.
    expect(galleryFormSchema.parse({})).toEqual({ items: [] });
    // Publish's check in the browser names the same fields, and the whole form.
    const publish = galleryPublishFormSchema.safeParse(form);
    expect(publish.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["", "The gallery cannot be published yet."],
      ["items.0.alt_text", "Write alt text for photo 1 before publishing."],
      ["items.1.title", "Give photo 2 a title before publishing."],
    ]);
  });
});
