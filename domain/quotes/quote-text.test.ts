/** The words the quote page, the PDF and the acceptance email share (issue 24): due dates and how to pay. */
import { describe, expect, it } from "vitest";
import { acceptQuestion, depositDueText, paymentLines } from "./quote-text.ts";

describe("when the deposit is due, in words", () => {
  it("before acceptance: the terms' days after accepting, with the date if accepted today", () => {
    expect(depositDueText({ amount: 1, dueDate: "2026-12-04", onAcceptance: false }, false)).toBe("due 7 days after you accept (Fri, 4 December 2026 if you accept today)");
  });
  it("after acceptance: the date", () => {
    expect(depositDueText({ amount: 1, dueDate: "2026-12-04", onAcceptance: false }, true)).toBe("due Fri, 4 December 2026");
  });
  it("due the day it is asked for only when departure is that near, and then it says so", () => {
    expect(depositDueText({ amount: 1, dueDate: "2026-11-27", onAcceptance: true }, false)).toBe("due when you accept, as departure is near");
    expect(depositDueText({ amount: 1, dueDate: "2026-11-27", onAcceptance: true }, true)).toBe("due Fri, 27 November 2026, the day you accepted, as departure is near");
  });
});

describe("accepting and paying", () => {
  it("asks the question with the option and its total", () => {
    expect(acceptQuestion({ currency: "USD" }, { title: "Comfort", total: 557_000 })).toBe("Accept Comfort for USD 5,570?");
  });
  it("prints the bank and M-Pesa details that are set, and the reference to quote", () => {
    const bank = { bankName: "Demo Bank", bankBranch: "", accountName: "Twiga Ltd", accountNumber: "123", swiftCode: "" };
    expect(paymentLines({ bank, mpesaPaybill: "555010", reference: "TH-00042" })).toEqual([
      "Bank transfer: Demo Bank. Account name: Twiga Ltd. Account number: 123.",
      "M-Pesa: Lipa na M-Pesa, Pay Bill, business number 555010, account number TH-00042.",
      "Please quote TH-00042 with every payment; we confirm each payment in writing.",
    ]);
  });
  it("without payment details, says they come with the invoice (never an empty section)", () => {
    expect(paymentLines({ bank: null, mpesaPaybill: null, reference: "TH-00042" })).toEqual(["We will send you our payment details with your invoice; please quote TH-00042 with every payment."]);
  });
});
