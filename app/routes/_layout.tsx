import { Outlet } from "react-router";

/** Page content followed by the footer (SPEC §2). The header and footer arrive with the shell issue. */
export default function SiteLayout() {
  return <Outlet />;
}
