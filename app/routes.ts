/**
 * The whole URL map of SPEC §2 in one file. Unknown paths show the home page.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
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
