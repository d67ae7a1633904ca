import { describe, expect, it } from "vitest";
import { can, ROLES } from "./staff-roles.ts";

describe("staff roles", () => {
  it("lets only owners manage staff, settings, the audit trail and personal data, and record refunds", () => {
    for (const p of ["staff:manage", "settings:manage", "audit:read", "personal-data:manage", "refunds:record"] as const) {
      expect(ROLES.filter((r) => can(r, p))).toEqual(["owner"]);
    }
  });
  it("lets owners and sales change inquiries and quotes, owners and editors change content", () => {
    expect(ROLES.filter((r) => can(r, "inquiries:write"))).toEqual(["owner", "sales"]);
    expect(ROLES.filter((r) => can(r, "quotes:write"))).toEqual(["owner", "sales"]);
    expect(ROLES.filter((r) => can(r, "content:write"))).toEqual(["owner", "editor"]);
  });
  it("gives viewers read access only: inquiries, content, rates and quotes, but no bulk export (issue 24 item 7)", () => {
    expect(can("viewer", "inquiries:read")).toBe(true);
    expect(can("viewer", "content:read")).toBe(true);
    expect(can("viewer", "quotes:read")).toBe(true);
    expect(can("viewer", "quotes:write")).toBe(false);
    expect(ROLES.filter((r) => can(r, "inquiries:export"))).toEqual(["owner", "sales"]);
    expect(can("viewer", "inquiries:write")).toBe(false);
    expect(can("viewer", "content:write")).toBe(false);
  });
  it("refuses everything to an unknown or missing role", () => {
    expect(can("admin", "inquiries:read")).toBe(false);
    expect(can(null, "inquiries:read")).toBe(false);
    expect(can(undefined, "content:read")).toBe(false);
  });
});
