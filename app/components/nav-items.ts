/** The header's ten entries of SPEC §2, in order, and which one is active for a path. */
export interface NavItem {
  label: string;
  to: string;
  /** Shown as stacked words on wide screens. */
  stacked?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Travel Management", to: "/travel-management", stacked: true },
  { label: "Packages", to: "/packages" },
  { label: "Destinations", to: "/destinations" },
  { label: "Gallery", to: "/gallery" },
  { label: "Blog", to: "/blog" },
  { label: "Inquiries", to: "/contact" },
  { label: "Contact us", to: "/info" },
];

/** Home only on "/"; Blog also for /blogs and its stories; any other entry for its path and everything under it. */
export function isNavActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/") return path === "/";
  if (to === "/blog") return path === "/blog" || path === "/blogs" || path.startsWith("/blogs/");
  return path === to || path.startsWith(`${to}/`);
}
