import { describe, expect, it } from "vitest";
import { kenyanMobile } from "./phone.ts";

describe("kenyanMobile", () => {
  it.each([
    ["0712345678", "254712345678"],
    ["0712 345 678", "254712345678"],
    ["0712-345-678", "254712345678"],
    ["0712.345.678", "254712345678"],
    ["(0712) 345 678", "254712345678"],
    ["+254 712 345678", "254712345678"],
    ["+254712345678", "254712345678"],
    ["+254 (0) 712 345 678", "254712345678"],
    ["+2540712345678", "254712345678"],
    ["00254 712 345 678", "254712345678"],
    ["254712345678", "254712345678"],
    ["254 712 345 678", "254712345678"],
    ["712345678", "254712345678"],
    ["712 345 678", "254712345678"],
    ["  0712 345 678  ", "254712345678"],
    ["0712\u00a0345\u00a0678", "254712345678"],
    ["0722-000-111", "254722000111"],
    ["0799 999 999", "254799999999"],
    ["0112 345 678", "254112345678"],
    ["0100 123 456", "254100123456"],
    ["+254 112 345 678", "254112345678"],
    ["254112345678", "254112345678"],
    ["112345678", "254112345678"],
  ])("reads %j as %s", (input, expected) => {
    expect(kenyanMobile(input)).toBe(expected);
  });

  it("is idempotent: its own answer reads back as itself", () => {
    for (const n of ["254712345678", "254112345678"]) expect(kenyanMobile(n)).toBe(n);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["020 123 4567", "Nairobi landline"],
    ["0202345678", "Nairobi landline, no spaces"],
    ["+254 20 2345678", "landline in international form"],
    ["041 222 3333", "Mombasa landline"],
    ["254202345678", "landline with the country code"],
    ["071234567", "one digit short"],
    ["07123456789", "one digit too many"],
    ["71234567", "eight digits"],
    ["2547123456789", "thirteen digits without a trunk zero"],
    ["+255 712 345 678", "Tanzania"],
    ["255712345678", "Tanzania without plus"],
    ["+256 712 345 678", "Uganda"],
    ["+1 712 345 6789", "North America"],
    ["+44 7123 456789", "United Kingdom"],
    ["0812345678", "not a mobile prefix"],
    ["0912345678", "not a mobile prefix"],
    ["0012345678", "starts 00 but is not 00254"],
    ["+0712345678", "plus before the trunk zero"],
    ["0712 345 67a", "a letter"],
    ["O712345678", "letter O for zero"],
    ["0712/345/678", "slashes"],
    ["0712345678 ext 2", "an extension"],
    ["++254712345678", "two plus signs"],
    ["254+712345678", "plus in the middle"],
    ["0712345678;DROP TABLE", "injection"],
    ["٠٧١٢٣٤٥٦٧٨", "Arabic-Indic digits"],
    ["0".repeat(5000), "very long"],
    ["0712 345 678" + " ".repeat(40), "padded past any phone number"],
  ])("refuses %j (%s)", (input) => {
    expect(kenyanMobile(input)).toBeNull();
  });

  it("refuses what is not a string at all", () => {
    expect(kenyanMobile(undefined as unknown as string)).toBeNull();
    expect(kenyanMobile(712345678 as unknown as string)).toBeNull();
  });
});
