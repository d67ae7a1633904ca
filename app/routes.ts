/**
 * The whole URL map of SPEC §2 in one file. Unknown paths show the home page.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // The staff console (app/console/): its own shell and stylesheet; sign-in pages, then ONE guard layout.
  route("console", "console/shell.tsx", [
    route("sign-in", "console/routes/sign-in.tsx"),
    route("sign-in/two-factor", "console/routes/sign-in-two-factor.tsx"),
    route("forgot-password", "console/routes/forgot-password.tsx"),
    route("set-password", "console/routes/set-password.tsx"),
    route("sign-out", "console/routes/sign-out.tsx"),
    layout("console/layout.tsx", [
      index("console/routes/dashboard.tsx"),
      route("inquiries", "console/inquiries/list.tsx"),
      route("inquiries/export.csv", "console/inquiries/export-csv.ts"),
      route("inquiries/:id", "console/inquiries/detail.tsx"),
      route("packages", "console/packages/list.tsx"),
      route("packages/:id", "console/packages/edit.tsx"),
      route("media", "console/media/library.tsx"),
      route("media/:id", "console/media/edit.tsx"),
      route("audit", "console/audit/trail.tsx"),
      route("personal-data", "console/personal-data/requests.tsx"),
      route("personal-data/export", "console/personal-data/export.ts"),
      route("account/security", "console/routes/account-security.tsx"),
      route("account/sessions", "console/routes/account-sessions.tsx"),
      route("staff", "console/routes/staff.tsx"),
      route("staff/:id", "console/routes/staff-member.tsx"),
      route("settings", "console/routes/settings.tsx"),
      route("*", "console/routes/not-found.tsx"),
    ]),
  ]),
  layout("routes/_layout.tsx", [
    index("routes/home.tsx", { id: "home" }),
    route("packages", "routes/packages.tsx"),
    route("packages/:id", "routes/package-details.tsx"),
    route("destinations", "routes/destinations.tsx"),
    route("destinations/:id", "routes/destination-details.tsx"),
    route("services", "routes/services.tsx"),
    route("about", "routes/about.tsx"),
    route("blog", "routes/blog.tsx", { id: "blog" }),
    route("blogs", "routes/blog.tsx", { id: "blogs" }),
    route("blogs/:slug", "routes/blog-details.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("contact", "routes/contact.tsx"),
    route("travel-management", "routes/travel-management.tsx"),
    route("travel-management/corporate", "routes/travel-management-corporate.tsx"),
    route("travel-management/student", "routes/travel-management-student.tsx"),
    route("info", "routes/info.tsx"),
    route("terms", "routes/terms.tsx"),
    route("faqs", "routes/faqs.tsx"),
    route("*", "routes/home.tsx", { id: "fallback-home" }),
  ]),
] satisfies RouteConfig;
