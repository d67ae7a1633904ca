/** Teaches React Router the shape of our load context (domain/site-context.ts). */
import type { SiteContext } from "#domain/site-context.ts";

export type { SiteContext };

declare module "react-router" {
  interface AppLoadContext extends SiteContext {}
}
