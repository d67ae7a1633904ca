/**
 * Test-only fault switch (ENABLE_FAULTS=true): browser tests make parts of
 * the API fail on purpose to see the error states of SPEC §8. Areas are the
 * first path segment after /api/v1/ ("packages", "search", "blogs", ...) or
 * "app-meta"; loaders ask the same switch so server-rendered pages fail too.
 */
export class FaultSwitch {
  private areas = new Set<string>();

  constructor(readonly enabled: boolean) {}

  set(areas: string[]): void {
    this.areas = new Set(areas);
  }

  clear(): void {
    this.areas.clear();
  }

  list(): string[] {
    return [...this.areas];
  }

  /** True when this area (or "all") is switched to fail. */
  isFaulted(area: string): boolean {
    return this.enabled && (this.areas.has(area) || this.areas.has("all"));
  }

  /** The area a request path belongs to, if it is an API path. */
  static areaOf(path: string): string | null {
    const m = /^\/api\/(?:v1\/)?([a-z_-]+)/.exec(path);
    return m ? m[1]! : null;
  }
}

/**
 * The fault "inject-markup" (issue 23): HTML answers get markup the server never meant to send,
 * added after rendering, as an HTML-injection bug anywhere would add it. Browser tests switch it on
 * to show that the Content-Security-Policy refuses it and reports it: an inline script, an event
 * handler attribute, and a script posing as the deferred hydration module (DOM clobbering).
 */
export const INJECTED_MARKUP =
  '<script>window.__injectedRan=true;alert("injected")</script>' +
  '<img src="/no-such-image.png" alt="" onerror="window.__injectedRan=true">' +
  '<script type="text/x-deferred-module" id="rr-deferred-module">window.__injectedRan=true</script>';

export function injectedMarkupFault(faults: FaultSwitch): import("hono").MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Named on its own only: "all" (every API area failing) must not also inject.
    if (!faults.enabled || !faults.list().includes("inject-markup")) return;
    if (!(c.res.headers.get("content-type") ?? "").startsWith("text/html") || !c.res.body) return;
    const { status } = c.res;
    const page = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    // Right after <body>: ahead of everything the page itself writes there.
    const at = page.search(/<body[^>]*>/);
    const end = at === -1 ? 0 : page.indexOf(">", at) + 1;
    c.res = undefined as unknown as Response;
    c.res = new Response(page.slice(0, end) + INJECTED_MARKUP + page.slice(end), { status, headers });
  };
}
