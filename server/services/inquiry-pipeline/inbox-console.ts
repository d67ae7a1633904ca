/**
 * The InboxConsole of one request (domain/inbox-context.ts): each method asks the staff gate for
 * the signed-in member with the permission it needs, so a loader or action that forgot its own
 * check is still refused, and the actor always comes from the session.
 */
import type { Kysely } from "kysely";
import { describeBusinessHours, OFFICE_HOURS } from "#domain/business-hours.ts";
import type { InboxConsole } from "#domain/inbox-context.ts";
import { thresholdLabel } from "#domain/inquiry-pipeline.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { Permission } from "#domain/staff-roles.ts";
import { readAuditSnapshots, readAuditTrail } from "../audit-trail.ts";
import type { InquiryPipeline } from "./index.ts";
import type { StaffUsers } from "./staff-directory.ts";
import type { DB } from "../../db/generated-types.ts";

export function createInboxConsole(deps: {
  pipeline: InquiryPipeline;
  staff: StaffUsers;
  db: Kysely<DB>;
  gate: StaffGate;
  ip: string | null;
}): InboxConsole {
  const { pipeline, gate, ip } = deps;
  const as = async (permission: Permission) => {
    const member = await gate.require(permission);
    return { actor: { id: member.id, email: member.email }, actorName: member.name, ip };
  };
  return {
    list: async (filters) => {
      const me = await as("inquiries:read");
      return pipeline.list(filters.owner === "me" ? { ...filters, owner: me.actor.id } : filters);
    },
    get: async (id) => (await as("inquiries:read"), pipeline.get(id)),
    staffOptions: async () => (await as("inquiries:read"), deps.staff.options()),
    changeStatus: async (id, input) => pipeline.changeStatus(id, input, await as("inquiries:write")),
    assignOwner: async (id, input) => pipeline.assignOwner(id, input, await as("inquiries:write")),
    addNote: async (id, input) => pipeline.addNote(id, input, await as("inquiries:write")),
    releaseFromSpam: async (id) => pipeline.releaseFromSpam(id, await as("inquiries:write")),
    reply: async (id, input, token) => pipeline.reply(id, input, token, await as("inquiries:write")),
    exportCsv: async (filters) => {
      const me = await as("inquiries:read");
      return pipeline.exportCsv(filters.owner === "me" ? { ...filters, owner: me.actor.id } : filters);
    },
    dashboard: async (range) => (await as("inquiries:read"), pipeline.dashboard(range)),
    audit: async (filters) => (await as("audit:read"), readAuditTrail(deps.db, filters)),
    auditSnapshots: async (id) => (await as("audit:read"), readAuditSnapshots(deps.db, id)),
    exportPersonalData: async (email) => pipeline.exportPersonalData(email, await as("personal-data:manage")),
    // Erasing grants no power, but it cannot be undone: it needs a fresh proof like the acts that do.
    erasePersonalData: async (email) => {
      const member = await gate.requireFresh("personal-data:manage", "/console/personal-data");
      return pipeline.erasePersonalData(email, { actor: { id: member.id, email: member.email }, ip });
    },
    tripsOfTraveller: async (email) => (await as("personal-data:manage"), pipeline.tripsOfTraveller(email)),
    replyThreshold: async () => {
      await as("inquiries:read");
      const minutes = await pipeline.replyThreshold();
      return { minutes, label: thresholdLabel(minutes), businessHours: describeBusinessHours(OFFICE_HOURS) };
    },
    setReplyThreshold: async (input) => pipeline.setReplyThreshold(input, await as("settings:manage")),
  };
}
