/**
 * The whole URL map of SPEC §2 in one file. Unknown paths show the home page.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { PREFIXED_LOCALES } from "../domain/locales.ts";

/** The pages of SPEC §2 inside the site layout; `locale` suffixes every id outside English. */
function sitePages(locale?: string) {
  const id = (name: string) => (locale ? `${name}-${locale}` : name);
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("packages", "routes/packages.tsx", { id: id("routes/packages") }),
    route("packages/:id", "routes/package-details.tsx", { id: id("routes/package-details") }),
    route("destinations", "routes/destinations.tsx", { id: id("routes/destinations") }),
    route("destinations/:id", "routes/destination-details.tsx", { id: id("routes/destination-details") }),
    route("services", "routes/services.tsx", { id: id("routes/services") }),
    route("about", "routes/about.tsx", { id: id("routes/about") }),
    route("blog", "routes/blog.tsx", { id: id("blog") }),
    route("blogs", "routes/blog.tsx", { id: id("blogs") }),
    route("blogs/:slug", "routes/blog-details.tsx", { id: id("routes/blog-details") }),
    route("gallery", "routes/gallery.tsx", { id: id("routes/gallery") }),
    route("contact", "routes/contact.tsx", { id: id("routes/contact") }),
    route("travel-management", "routes/travel-management.tsx", { id: id("routes/travel-management") }),
    route("travel-management/corporate", "routes/travel-management-corporate.tsx", { id: id("routes/travel-management-corporate") }),
    route("travel-management/student", "routes/travel-management-student.tsx", { id: id("routes/travel-management-student") }),
    route("info", "routes/info.tsx", { id: id("routes/info") }),
    route("terms", "routes/terms.tsx", { id: id("routes/terms") }),
    route("faqs", "routes/faqs.tsx", { id: id("routes/faqs") }),
    route("*", "routes/home.tsx", { id: id("fallback-home") }),
  ];
}

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
      route("unmatched-emails", "console/inquiries/unmatched.tsx"),
      route("inquiries/attachments/:id", "console/inquiries/attachment.ts"),
      route("inquiries/:id", "console/inquiries/detail.tsx"),
      route("quotes", "console/quotes/list.tsx"),
      route("quotes/new", "console/quotes/new.tsx"),
      route("quotes/:id", "console/quotes/builder.tsx"),
      route("bookings", "console/bookings/list.tsx"),
      route("bookings/:id", "console/bookings/detail.tsx"),
      route("payments", "console/payments/page.tsx"),
      route("bookings/:id/invoice", "console/bookings/invoice.tsx"),
      route("bookings/:id/invoice.pdf", "console/bookings/invoice-pdf.ts"),
      route("bookings/:id/receipts/:file", "console/bookings/receipt-pdf.ts"),
      route("bookings/:id/travellers", "console/bookings/travellers-edit.tsx"),
      route("bookings/:id/state", "console/bookings/state.tsx"),
      route("bookings/:id/cancel", "console/bookings/cancel.tsx"),
      route("bookings/:id/refund", "console/bookings/refund.tsx"),
      route("departures", "console/bookings/departures.tsx"),
      route("packages", "console/packages/list.tsx"),
      route("packages/new", "console/packages/new.tsx"),
      route("packages/:id", "console/packages/edit.tsx"),
      route("destinations", "console/destinations/list.tsx"),
      route("destinations/:id", "console/destinations/edit.tsx"),
      route("stories", "console/stories/list.tsx"),
      route("stories/new", "console/stories/edit.tsx", { id: "console-story-new" }),
      route("stories/:id", "console/stories/edit.tsx", { id: "console-story-edit" }),
      route("services", "console/services/list.tsx"),
      route("services/:id", "console/services/edit.tsx"),
      route("translations", "console/translations/overview.tsx"),
      route("translations/:entity/:id", "console/translations/document.tsx"),
      route("translations/:entity/:id/:locale", "console/translations/edit.tsx"),
      route("rates", "console/rates/page.tsx"),
      route("rates/:packageId/sheet.csv", "console/rates/sheet-csv.ts"),
      route("rates/:packageId/rate", "console/rates/rate-form.tsx"),
      route("rates/bulk", "console/rates/bulk.tsx"),
      route("company", "console/company/edit.tsx"),
      route("terms", "console/site-pages/terms.tsx"),
      route("faqs", "console/site-pages/faqs.tsx"),
      route("scheduled", "console/editing/scheduled.tsx"),
      route("gallery", "console/gallery/edit.tsx"),
      route("sliders", "console/sliders/edit.tsx", { id: "console-sliders" }),
      route("sliders/:set", "console/sliders/edit.tsx", { id: "console-slider-set" }),
      route("page-headers", "console/page-headers/edit.tsx"),
      route("media", "console/media/library.tsx"),
      route("media/:id", "console/media/edit.tsx"),
      route("audit", "console/audit/trail.tsx"),
      route("audit/:id", "console/audit/snapshots.tsx"),
      route("site-speed", "console/site-speed/page.tsx"),
      route("personal-data", "console/personal-data/requests.tsx"),
      route("personal-data/export", "console/personal-data/export.ts"),
      route("account/security", "console/routes/account-security.tsx"),
      route("account/sessions", "console/routes/account-sessions.tsx"),
      route("staff", "console/routes/staff.tsx"),
      route("staff/:id", "console/routes/staff-member.tsx"),
      route("settings", "console/routes/settings.tsx"),
      route("booking-terms", "console/routes/booking-terms.tsx"),
      route("confirm", "console/routes/confirm.tsx"),
      route("*", "console/routes/not-found.tsx"),
    ]),
  ]),
  // A traveller's quote (decision 0037): outside the site layout, never cached or indexed (server/services/quote-page/).
  route("quotes/:token", "quotes/quote-page.tsx"),
  // A traveller's booking (issue 26): the same privacy as a quote (server/services/bookings/booking-page.ts).
  route("bookings/:token", "bookings/booking-page.tsx"),
  // The public site in English at its own paths, then once per other language under its prefix
  // (/de/packages/1; issue 29, decision 0074): the same modules, with ids of their own.
  layout("routes/_layout.tsx", sitePages()),
  ...PREFIXED_LOCALES.map((locale) => route(locale, "routes/_layout.tsx", { id: `routes/_layout-${locale}` }, sitePages(locale))),
] satisfies RouteConfig;
