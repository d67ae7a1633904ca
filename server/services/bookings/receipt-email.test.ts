/** The receipt's email (decision 0053): the figures, the links, and the traveller's words as text, never markup. */
import { describe, expect, it } from "vitest";
import { receiptEmail } from "./receipt-email.ts";

const company = { name: "Twiga Horizons", salesEmail: "sales@twiga.example", infoEmail: "", phones: ["+254 700 555 010"], whatsappUrl: "", address: "", origin: "https://twiga.example" };
const receipt = {
  number: "RC-2026-00007",
  issuedOn: "2026-11-27",
  bookingReference: "BK-00042",
  travellerName: "Amani <b>Otieno</b>",
  amount: 50_000_00,
  currency: "KES",
  method: "Bank transfer",
  reference: "FT<script>",
  receivedOn: "2026-11-26",
  paidBefore: 0,
  total: 200_000_00,
  deposit: 100_000_00,
  tripTitle: "Classic Mara",
};
const links = { receipt: "https://twiga.example/bookings/tok/receipts/RC-2026-00007.pdf", booking: "https://twiga.example/bookings/tok" };

describe("receipt email", () => {
  it("says what was received, toward what, what is paid and due, with the PDF's link", () => {
    const mail = receiptEmail(receipt, links, company);
    expect(mail.subject).toBe("Receipt RC-2026-00007: KES 50,000 received for booking BK-00042");
    expect(mail.text).toContain("we received KES 50,000 by bank transfer on Thu, 26 November 2026");
    expect(mail.text).toContain("Paid toward: Deposit");
    expect(mail.text).toContain("Paid so far: KES 50,000");
    expect(mail.text).toContain("Still due: KES 150,000");
    expect(mail.text).toContain(`Your receipt (PDF): ${links.receipt}`);
    expect(mail.html).toContain(`href="${links.receipt}"`);
  });

  it("escapes the traveller's name and the reference in the HTML", () => {
    const mail = receiptEmail(receipt, links, company);
    expect(mail.html).not.toContain("<b>Otieno");
    expect(mail.html).not.toContain("FT<script>");
    expect(mail.html).toContain("FT&lt;script&gt;");
  });
});

describe("receipt email in the booking's language (decision 0077)", () => {
  it("writes a French booking's receipt in French: the method, what it pays toward, dates and amounts", () => {
    const mail = receiptEmail(receipt, links, company, "fr");
    expect(mail.subject).toBe("Reçu RC-2026-00007 : 50\u202f000\u00a0KES reçu pour la réservation BK-00042");
    expect(mail.text).toContain("nous avons reçu 50\u202f000\u00a0KES par virement bancaire le jeu. 26 novembre 2026");
    expect(mail.text).toContain("Affecté à : Acompte");
    expect(mail.text).toContain("Reste dû : 150\u202f000\u00a0KES");
    expect(mail.html).toContain('<html lang="fr">');
  });
});

