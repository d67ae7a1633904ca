import { describe, expect, it } from "vitest";
import type { ApiDestinationSummary } from "#domain/api-types.ts";
import { searchDestinationsInLanguage } from "./destination-search.ts";

const destination = (destination_id: number, name: string) => ({ destination_id, name }) as ApiDestinationSummary;
const all = [destination(1, "Maasai Mara"), destination(2, "Lake Nakuru"), destination(3, "Amboseli"), destination(4, "Mount Kenya")];
const names: Record<string, Record<number, string>> = {
  zh: { 1: "马赛马拉", 2: "纳库鲁湖", 4: "肯尼亚山" },
  de: { 2: "Nakurusee", 4: "Mount Kenya" },
};
const ids = (query: string, locale: string) => searchDestinationsInLanguage(all, query, (d) => names[locale]?.[d.destination_id], locale).map((d) => d.destination_id);

describe("destination suggestions in a language (decision 0082)", () => {
  it("match the name in the language, anywhere in it in a script written without spaces", () => {
    expect(ids("马赛", "zh")).toEqual([1]);
    expect(ids("马拉", "zh")).toEqual([1]);
    expect(ids("湖", "zh")).toEqual([]); // shorter than the suggestions' two characters
    expect(ids("库鲁湖", "zh")).toEqual([2]);
    expect(ids("nakurus", "de")).toEqual([2]);
  });

  it("still match the English name, the language's matches first when the name starts with what is typed", () => {
    expect(ids("maasai", "zh")).toEqual([1]);
    expect(ids("naku", "de")).toEqual([2]);
    expect(ids("mount", "de")).toEqual([4]);
    expect(ids("amb", "de")).toEqual([3]);
  });

  it("match no Latin name in its middle", () => {
    expect(ids("see", "de")).toEqual([]);
  });
});
