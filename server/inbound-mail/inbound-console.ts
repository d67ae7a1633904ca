/** Traveller emails as one console request sees them: read with `inquiries:read`, handled with `inquiries:write`. */
import type { InboundMailConsole } from "#domain/inbound-mail-context.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { InboundMail } from "./index.ts";

export function createInboundMailConsole(mail: InboundMail, gate: StaffGate, ip: string | null): InboundMailConsole {
  return {
    async thread(inquiryId) {
      await gate.require("inquiries:read");
      return { status: await mail.status(), emails: await mail.thread(inquiryId) };
    },
    async unmatched() {
      await gate.require("inquiries:read");
      return { status: await mail.status(), emails: await mail.unmatched() };
    },
    async attach(emailId, inquiry) {
      const member = await gate.require("inquiries:write");
      return mail.attach(emailId, inquiry, { actor: { id: member.id, email: member.email }, ip });
    },
    async dismiss(emailId) {
      const member = await gate.require("inquiries:write");
      return mail.dismiss(emailId, { actor: { id: member.id, email: member.email }, ip });
    },
    async attachment(id) {
      await gate.require("inquiries:read");
      return mail.attachment(id);
    },
  };
}
