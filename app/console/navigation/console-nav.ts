/**
 * THE console's navigation (issue 28 item 2): every page a member can reach from the menu, grouped
 * by the work it serves, and the permission each needs. The layout renders it; the unit tests read
 * it per role. Hiding a link is a courtesy: each page's loader checks the same permission again.
 */
import { can, type Permission } from "#domain/staff-roles.ts";

export interface NavItem {
  to: string;
  label: string;
  /** Who may open it; null: every signed-in member. */
  needs: Permission | null;
}

export interface NavGroup {
  id: "sales" | "content" | "pricing" | "admin" | "account";
  label: string;
  items: NavItem[];
}

export const DASHBOARD: NavItem = { to: "/console", label: "Dashboard", needs: null };

export const CONSOLE_NAV: readonly NavGroup[] = [
  {
    id: "sales",
    label: "Sales",
    items: [
      { to: "/console/inquiries", label: "Inbox", needs: "inquiries:read" },
      { to: "/console/quotes", label: "Quotes", needs: "quotes:read" },
      // Bookings, payments and departures answer only to members who may change quotes (their services' gates).
      { to: "/console/bookings", label: "Bookings", needs: "quotes:write" },
      { to: "/console/payments", label: "Payments", needs: "quotes:write" },
      { to: "/console/departures", label: "Departures", needs: "quotes:write" },
      { to: "/console/unmatched-emails", label: "Unmatched emails", needs: "inquiries:read" },
    ],
  },
  {
    id: "content",
    label: "Content",
    items: [
      { to: "/console/packages", label: "Packages", needs: "content:read" },
      { to: "/console/destinations", label: "Destinations", needs: "content:read" },
      { to: "/console/stories", label: "Stories", needs: "content:read" },
      { to: "/console/services", label: "Services", needs: "content:read" },
      { to: "/console/media", label: "Media", needs: "content:read" },
      { to: "/console/gallery", label: "Gallery", needs: "content:read" },
      { to: "/console/sliders", label: "Sliders", needs: "content:read" },
      { to: "/console/page-headers", label: "Page headers", needs: "content:read" },
      { to: "/console/company", label: "Company details", needs: "content:read" },
      { to: "/console/terms", label: "Terms", needs: "content:read" },
      { to: "/console/faqs", label: "FAQs", needs: "content:read" },
      { to: "/console/translations", label: "Translations", needs: "content:read" },
      { to: "/console/scheduled", label: "Scheduled", needs: "content:read" },
    ],
  },
  {
    id: "pricing",
    label: "Pricing",
    items: [{ to: "/console/rates", label: "Seasons and rates", needs: "content:read" }],
  },
  {
    id: "admin",
    label: "Admin",
    items: [
      { to: "/console/staff", label: "Staff", needs: "staff:manage" },
      { to: "/console/audit", label: "Audit trail", needs: "audit:read" },
      { to: "/console/site-speed", label: "Site speed", needs: "site-speed:read" },
      { to: "/console/personal-data", label: "Personal data", needs: "personal-data:manage" },
      { to: "/console/settings", label: "Settings", needs: "settings:manage" },
      { to: "/console/booking-terms", label: "Booking terms", needs: "settings:manage" },
    ],
  },
  {
    id: "account",
    label: "Your account",
    items: [
      { to: "/console/account/security", label: "Sign-in & security", needs: null },
      { to: "/console/account/sessions", label: "Sessions", needs: null },
    ],
  },
];

const mayOpen = (role: string, item: NavItem) => item.needs === null || can(role, item.needs);

/** The groups a role sees, each with only the items it may open; a group left empty is not shown. */
export function navFor(role: string): NavGroup[] {
  return CONSOLE_NAV.map((g) => ({ ...g, items: g.items.filter((i) => mayOpen(role, i)) })).filter((g) => g.items.length > 0);
}

/** Whether a page's address belongs to an item: the item itself or a page below it (/console/quotes/12). */
export const isUnder = (pathname: string, to: string): boolean => pathname === to || pathname.startsWith(`${to}/`);

/** The group holding the page at `pathname`, so the menu can mark where the member is; null on the dashboard. */
export function currentGroup(groups: readonly NavGroup[], pathname: string): NavGroup["id"] | null {
  const path = pathname.replace(/\.data$/, "").replace(/\/$/, "") || "/";
  return groups.find((g) => g.items.some((i) => isUnder(path, i.to)))?.id ?? null;
}
