import { describe, expect, it } from "vitest";
import type { CompanyContacts } from "../../mail/templates.ts";
import { balanceReminderEmail } from "./reminder-emails.ts";

const company: CompanyContacts = { name: "Twiga Horizons", salesEmail: "sales@twiga.example", infoEmail: "", phones: ["+254 700 000 000"], whatsappUrl: "", address: "", origin: "https://safaris.example" };
const facts = {
  kind: "before" as const,
  travellerName: "Amani <b>Otieno</b>",
  reference: "BK-00042",
  optionTitle: "Mara <script>alert(1)</script>",
  startDate: "2027-08-10",
  balanceDue: "2027-07-11",
  owed: 12_500_050,
  currency: "KES",
  link: "https://safaris.example/bookings/abc_DEF-123",
  company,
};

describe("the balance reminder email", () => {
  it("says what is due, when, how much, and links to the booking page", () => {
    const mail = balanceReminderEmail(facts);
    expect(mail.subject).toBe("Your balance of KES 125,000.50 is due on Sun, 11 July 2027 (BK-00042)");
    expect(mail.text).toContain("Jambo Amani,");
    expect(mail.text).toContain("is due on Sun, 11 July 2027. Still to pay: KES 125,000.50.");
    expect(mail.text).toContain("departing Tue, 10 August 2027");
    expect(mail.text).toContain("\nhttps://safaris.example/bookings/abc_DEF-123\n");
    expect(mail.html).toContain('href="https://safaris.example/bookings/abc_DEF-123"');
  });

  it("the overdue one says it was due and is still unpaid", () => {
    const mail = balanceReminderEmail({ ...facts, kind: "overdue", startDate: null });
    expect(mail.subject).toBe("Your balance of KES 125,000.50 is overdue (BK-00042)");
    expect(mail.text).toContain("was due on Sun, 11 July 2027 and we have not received it yet. Still to pay: KES 125,000.50.");
    expect(mail.text).not.toContain("departing");
  });

  it("escapes every value in the HTML", () => {
    const { html } = balanceReminderEmail(facts);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<b>Otieno");
  });
});

describe("in the booking's language (decision 0077)", () => {
  it("writes a German booking's reminder in German, with German dates and amounts", () => {
    const mail = balanceReminderEmail({ ...facts, locale: "de" });
    expect(mail.subject).toBe("Ihr Restbetrag von 125.000,50\u00a0KES ist am So., 11. Juli 2027 fällig (BK-00042)");
    expect(mail.text).toContain("Abreise am Di., 10. August 2027");
    expect(mail.text).toContain("Noch zu zahlen: 125.000,50\u00a0KES.");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain("Buchung öffnen und bezahlen");
  });

  it("writes a Chinese booking's overdue reminder in Chinese", () => {
    const mail = balanceReminderEmail({ ...facts, kind: "overdue", locale: "zh" });
    expect(mail.subject).toBe("您的余款 KES\u00a0125,000.50 已逾期（BK-00042）");
    expect(mail.text).toContain("已于2027年7月11日周日到期");
  });
});

