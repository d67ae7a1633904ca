import { describe, expect, it } from "vitest";
import { referencedInquiry } from "./matching.ts";
import { messageIds, parseMessage, safeFilename } from "./parse.ts";
import { describeImapError } from "./reader.ts";
import { parseImapUrl } from "./imap-url.ts";

describe("reading a traveller's email", () => {
  it("takes Message-IDs out of In-Reply-To and References, whatever surrounds them", () => {
    expect(messageIds("<a@x.example> <b@y.example>")).toEqual(["<a@x.example>", "<b@y.example>"]);
    expect(messageIds(["<a@x.example>", "junk <c@z.example> (comment)"])).toEqual(["<a@x.example>", "<c@z.example>"]);
    expect(messageIds(undefined)).toEqual([]);
  });

  it("finds the TH- reference in the subject before the text", () => {
    expect(referencedInquiry("Re: your safari (TH-00042)", "about TH-00007")).toBe(42);
    expect(referencedInquiry("Hello", "We wrote about th00042 last week")).toBe(42);
    expect(referencedInquiry("Hello", "Call me on TH-12 please")).toBeNull();
  });

  it("saves files under names without folders or control characters", () => {
    expect(safeFilename("../../etc/passwd", 0)).toBe("etcpasswd");
    expect(safeFilename("..\\evil\u0000.pdf", 0)).toBe("evil.pdf");
    expect(safeFilename("", 2)).toBe("attachment-3");
    expect(safeFilename("x".repeat(400) + ".pdf", 0)).toHaveLength(150);
  });

  it("keeps the text, sanitises the HTML and notes attachments over the cap", async () => {
    const raw = [
      "From: Amina <AMINA@Traveller.example>",
      "Subject: Re: TH-00001",
      "Message-ID: <m1@traveller.example>",
      "In-Reply-To: <ack@twiga.example>",
      "References: <first@twiga.example> <ack@twiga.example>",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      "--b",
      "Content-Type: text/html; charset=utf-8",
      "",
      '<p onclick="x()">Hi <script>alert(1)</script><img src="https://t.example/p.gif"></p>',
      "--b",
      'Content-Type: application/pdf; name="big.pdf"',
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.alloc(2048).toString("base64"),
      "--b--",
      "",
    ].join("\r\n");
    const email = await parseMessage(Buffer.from(raw), 1024);
    expect(email.from).toEqual({ address: "amina@traveller.example", name: "Amina" });
    expect(email.answers).toEqual(["<ack@twiga.example>", "<first@twiga.example>"]);
    expect(email.html).toBe("<p>Hi </p>");
    expect(email.attachments).toEqual([{ filename: "big.pdf", contentType: "application/pdf", size: 2048, content: null }]);
    expect(email.note).toContain("big.pdf");
  });

  it("names the mailbox without its password and says plainly why it could not be read", () => {
    const account = parseImapUrl("imaps://sales%40twiga.example:s3cret@mail.twiga.example", "INBOX");
    expect(account).toMatchObject({ host: "mail.twiga.example", port: 993, secure: true, user: "sales@twiga.example", pass: "s3cret" });
    expect(account.key).toBe("sales@twiga.example@mail.twiga.example:993/INBOX");
    expect(parseImapUrl("imap://u:p@localhost", "Replies").port).toBe(143);
    expect(describeImapError({ authenticationFailed: true, responseText: "Authentication failed." })).toMatch(/refused the user name or password/);
    expect(describeImapError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toMatch(/refused the connection/);
  });
});
