import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalToMinor, minorToDecimal } from "./amounts.ts";

describe("Pesapal amounts", () => {
  it("writes minor units as Pesapal's decimal major units, always with two places", () => {
    expect([0, 1, 10, 99, 100, 123450, 4_500_050, 100_000_000_01].map(minorToDecimal)).toEqual([
      "0.00",
      "0.01",
      "0.10",
      "0.99",
      "1.00",
      "1234.50",
      "45000.50",
      "100000000.01",
    ]);
  });

  it("refuses to write what is not a whole number of minor units", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => minorToDecimal(bad)).toThrow(RangeError);
  });

  it("reads Pesapal's amounts, numbers or strings, exactly", () => {
    const cases: [unknown, number][] = [
      [1234.5, 123450],
      ["1234.50", 123450],
      [100, 10000],
      ["100", 10000],
      [0.07, 7],
      ["0.1", 10],
      ["100.500", 10050],
      [" 45000.50 ", 4_500_050],
      [0, 0],
    ];
    for (const [value, minor] of cases) expect(decimalToMinor(value), JSON.stringify(value)).toBe(minor);
  });

  it("reads nothing it cannot read exactly: null, never a guess", () => {
    const bad: unknown[] = ["12.345", 12.345, "1e3", 1e21, 5e-7, "-5", -5, "", " ", "abc", "12,000", "12.", ".5", "0x10", "١٢", Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, [100], true, "9".repeat(16)];
    for (const value of bad) expect(decimalToMinor(value), String(value)).toBeNull();
  });

  it("reads back every amount it writes, as a string and as the JSON number Pesapal may send", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000_00 }), (minor) => {
        const decimal = minorToDecimal(minor);
        expect(decimalToMinor(decimal)).toBe(minor);
        expect(decimalToMinor(JSON.parse(decimal))).toBe(minor);
      }),
    );
  });
});
