import { describe, expect, it } from "vitest";
import { quoteSentEmail } from "./emails.ts";

const company = { name: "Twiga Horizons Travel", salesEmail: "sales@twiga.example", infoEmail: "info@twiga.example", phones: ["+254 700 000 001"], whatsappUrl: "", address: "Nairobi", origin: "https://twiga.example" };

describe("the quote's email", () => {
  it("writes the day it is valid until as people write it, never as ISO (issue 28 item 8)", () => {
    const mail = quoteSentEmail({ travellerName: "Neema Wairimu", reference: "TH-00012", link: "https://twiga.example/quotes/t", validUntil: "2026-12-07", message: "", agentEmail: "a@twiga.example", company });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("valid until Mon, 7 December 2026");
      expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });
});
