/**
 * The time trap's signed token for a server render (so the form posted
 * without JavaScript carries one too). The load context offers `formToken()`
 * when the server has a time trap; without it the form asks the API once it
 * is live, or goes without.
 */
import type { SiteContext } from "#domain/site-context.ts";

export function serverFormToken(context: SiteContext): string | undefined {
  const issue = (context as SiteContext & { formToken?: () => string }).formToken;
  try {
    return typeof issue === "function" ? issue() : undefined;
  } catch {
    return undefined;
  }
}
