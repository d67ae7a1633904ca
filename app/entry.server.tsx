/**
 * React Router's default Node entry, plus one change: for browsers the client JavaScript is loaded
 * after the first paint (./ssr/deferred-hydration.ts), for every user agent: crawlers that run
 * scripts get the same page as people do.
 */
import { PassThrough } from "node:stream";
import type { RouterContextProvider, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { createDeferredHydrationStream } from "./ssr/deferred-hydration.ts";
import { cspNonceOf } from "./lib/areas.ts";

/** The server sets each request's area builders under this key (server/main.ts reads it from here). */
export { requestAreas } from "./lib/areas.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every script React, React Router and our loader write carries this answer's nonce; the policy
  // allows nothing else (server/http/content-security-policy.ts).
  const nonce = cspNonceOf(loadContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const crawler = Boolean(userAgent && isbot(userAgent));
    // Crawlers and SPA mode wait for all content before the first byte.
    const readyOption: keyof RenderToPipeableStreamOptions = crawler || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const out = body.pipe(createDeferredHydrationStream(nonce));
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(out), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while rendering the shell are logged by React Router; log the ones after it.
        if (shellRendered) console.error(error);
      },
    });
  });
}
