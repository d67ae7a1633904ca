/** Teaches React Router the shape of our load context (domain/site-context.ts). */
import type { SiteContext } from "#domain/site-context.ts";

export type { SiteContext };

/** What the server's renderer needs besides the site's data. */
export interface RenderContext {
  /** This answer's Content-Security-Policy nonce (server/http/csp-nonce.ts): every script we write carries it. */
  cspNonce: string;
}

declare module "react-router" {
  interface AppLoadContext extends SiteContext, RenderContext {}
}
