import { describe, expect, it } from "vitest";
import { ROLES } from "#domain/staff-roles.ts";
import { CONSOLE_NAV, currentGroup, navFor } from "./console-nav.ts";

const labels = (role: string) => Object.fromEntries(navFor(role).map((g) => [g.id, g.items.map((i) => i.label)]));

describe("the console's navigation per role", () => {
  it("shows an owner every group and every page", () => {
    expect(labels("owner")).toEqual({
      sales: ["Inbox", "Quotes", "Bookings", "Payments", "Departures", "Unmatched emails"],
      content: ["Packages", "Destinations", "Stories", "Services", "Media", "Gallery", "Sliders", "Page headers", "Company details", "Terms", "FAQs", "Translations", "Scheduled"],
      pricing: ["Seasons and rates"],
      admin: ["Staff", "Audit trail", "Site speed", "Personal data", "Settings", "Booking terms"],
      account: ["Sign-in & security", "Sessions"],
    });
  });

  it("shows sales the sales work and content to read, and no admin group", () => {
    const sales = labels("sales");
    expect(sales.sales).toEqual(["Inbox", "Quotes", "Bookings", "Payments", "Departures", "Unmatched emails"]);
    expect(sales.content).toHaveLength(13);
    expect(sales.admin).toBeUndefined();
  });

  it("shows an editor content, rates and site speed, the inbox to read, and no quotes or money", () => {
    const editor = labels("editor");
    expect(editor.sales).toEqual(["Inbox", "Unmatched emails"]);
    expect(editor.pricing).toEqual(["Seasons and rates"]);
    expect(editor.admin).toEqual(["Site speed"]);
  });

  it("shows a viewer what it may read, and nothing that needs a change permission", () => {
    const viewer = labels("viewer");
    expect(viewer.sales).toEqual(["Inbox", "Quotes", "Unmatched emails"]);
    expect(viewer.admin).toBeUndefined();
    expect(viewer.account).toEqual(["Sign-in & security", "Sessions"]);
  });

  it("shows an unknown or missing role only its own account", () => {
    expect(labels("intruder")).toEqual({ account: ["Sign-in & security", "Sessions"] });
    expect(labels("")).toEqual({ account: ["Sign-in & security", "Sessions"] });
  });

  it("lists every page once", () => {
    const all = CONSOLE_NAV.flatMap((g) => g.items.map((i) => i.to));
    expect(new Set(all).size).toBe(all.length);
    for (const role of ROLES) expect(navFor(role).every((g) => g.items.length > 0)).toBe(true);
  });
});

describe("the group a page belongs to", () => {
  const groups = navFor("owner");
  it("is found for a page and the pages below it", () => {
    expect(currentGroup(groups, "/console/quotes")).toBe("sales");
    expect(currentGroup(groups, "/console/quotes/12")).toBe("sales");
    expect(currentGroup(groups, "/console/inquiries/7.data")).toBe("sales");
    expect(currentGroup(groups, "/console/media/3/")).toBe("content");
    expect(currentGroup(groups, "/console/rates/bulk")).toBe("pricing");
    expect(currentGroup(groups, "/console/account/sessions")).toBe("account");
  });
  it("is none on the dashboard and for a page that only starts alike", () => {
    expect(currentGroup(groups, "/console")).toBeNull();
    expect(currentGroup(groups, "/console/staffroom")).toBeNull();
  });
  it("is none for a page the role cannot see", () => {
    expect(currentGroup(navFor("viewer"), "/console/staff")).toBeNull();
  });
});
