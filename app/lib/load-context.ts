/** Teaches React Router the shape of our load context (domain/site-context.ts). */
import type { SiteContext } from "#domain/site-context.ts";

export type { SiteContext };

/** What the server's renderer needs besides the site's data. */
export interface RenderContext {
  /** This answer's Content-Security-Policy nonce (server/http/csp-nonce.ts): every script we write carries it. */
  cspNonce: string;
}

// React Router 8 always runs middleware, and loaders get a RouterContextProvider: the server's
// load context is one (server/load-context.ts), with our members set on it as properties.
// The class is declared in a module that "react-router" re-exports, and only that module can be
// augmented: the package's types (dist/production) and the route types that typegen writes
// (react-router/internal, dist/development) each have their copy.
declare module "../../node_modules/react-router/dist/production/lib/router/utils.js" {
  interface RouterContextProvider extends SiteContext, RenderContext {}
}
declare module "../../node_modules/react-router/dist/development/lib/router/utils.js" {
  interface RouterContextProvider extends SiteContext, RenderContext {}
}
