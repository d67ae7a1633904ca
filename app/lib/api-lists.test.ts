import { describe, expect, it } from "vitest";
import { listOf } from "./api.ts";

describe("list answers (SPEC §3)", () => {
  it("accepts a list as a plain array or as {results}, and anything else as empty", () => {
    expect(listOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(listOf({ count: 1, results: [{ id: 1 }] })).toEqual([{ id: 1 }]);
    expect(listOf({ detail: "nope" })).toEqual([]);
  });
});
