/**
 * Staff roles and what each may do. The server checks these in every console loader and action;
 * the console also uses them to hide what a role cannot use, which is a courtesy, not a check.
 */
export const ROLES = ["owner", "editor", "sales", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  editor: "Editor",
  sales: "Sales",
  viewer: "Viewer",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including staff accounts, settings, the audit trail, personal data requests and refunds.",
  editor: "Edits the catalogue and content the site shows; reads inquiries.",
  sales: "Answers and manages inquiries and quotes; reads content.",
  viewer: "Reads inquiries, content, rates and quotes; changes nothing and exports no traveller's details.",
};

export type Permission =
  | "inquiries:read"
  | "inquiries:write"
  /** The whole inbox as a CSV: every traveller's contact details at once (issue 24 item 7). */
  | "inquiries:export"
  | "quotes:read"
  | "quotes:write"
  | "content:read"
  | "content:write"
  | "staff:manage"
  | "settings:manage"
  | "audit:read"
  | "personal-data:manage"
  /** Recording a booking's refund as made, or asking the card provider for it (issue 26 item 8): owners only. */
  | "refunds:record"
  /** The "Site speed" page: visitors' web vitals per route and device (issue 27 item 5, decision 0058). */
  | "site-speed:read";

const GRANTS: Record<Role, readonly Permission[]> = {
  owner: [
    "inquiries:read",
    "inquiries:write",
    "inquiries:export",
    "quotes:read",
    "quotes:write",
    "content:read",
    "content:write",
    "staff:manage",
    "settings:manage",
    "audit:read",
    "personal-data:manage",
    "refunds:record",
    "site-speed:read",
  ],
  editor: ["inquiries:read", "content:read", "content:write", "site-speed:read"],
  sales: ["inquiries:read", "inquiries:write", "inquiries:export", "quotes:read", "quotes:write", "content:read"],
  viewer: ["inquiries:read", "quotes:read", "content:read"],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Unknown roles (a tampered or stale value) may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isRole(role) && GRANTS[role].includes(permission);
}
