/** The header's ten entries of SPEC §2, in order, and which one is active for a path. */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface NavItem {
  /** Read in the page's language: `i18n._(item.label)`. */
  label: MessageDescriptor;
  to: string;
  /** Shown as stacked words on wide screens. */
  stacked?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: msg`Home`, to: "/" },
  { label: msg`About Us`, to: "/about" },
  { label: msg`Services`, to: "/services" },
  { label: msg`Travel Management`, to: "/travel-management", stacked: true },
  { label: msg`Packages`, to: "/packages" },
  { label: msg`Destinations`, to: "/destinations" },
  { label: msg`Gallery`, to: "/gallery" },
  { label: msg`Blog`, to: "/blog" },
  { label: msg`Inquiries`, to: "/contact" },
  { label: msg`Contact us`, to: "/info" },
];

/** Home only on "/"; Blog also for /blogs and its stories; any other entry for its path and everything under it. */
export function isNavActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/") return path === "/";
  if (to === "/blog") return path === "/blog" || path === "/blogs" || path.startsWith("/blogs/");
  return path === to || path.startsWith(`${to}/`);
}
