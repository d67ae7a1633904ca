/**
 * Wraps every request: gives it an id (hono/request-id; a proxy's X-Request-Id is kept when it
 * is well-formed), runs it inside that id's async context so every log line carries it, writes
 * one access-log line and counts it in the metrics.
 */
import type { Context, MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { logger } from "../log.ts";
import { requestStarted } from "./metrics.ts";
import { runWithRequestId } from "./request-context.ts";
import { loggedPath, routeLabel } from "./route-label.ts";

const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * Every answer carries its request id, as the README promises (issue 24 item 9). hono/request-id
 * sets it on the context before the handler runs; an answer the handler built itself (React
 * Router's server-rendered pages, a cached page) does not have it, so it is added here.
 */
function answerWithRequestId(c: Context): void {
  const id = c.get("requestId") as string | undefined;
  if (!id || c.res.headers.has(REQUEST_ID_HEADER)) return;
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    // Immutable headers (a Response passed through from fetch): answer with a copy that can carry it.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(REQUEST_ID_HEADER, id);
    c.res = copy;
  }
}

export function requestObservation(options: { clientIp: (c: Context) => string | null }): MiddlewareHandler {
  const assignId = requestId({ limitLength: 128 });
  return (c, next) =>
    assignId(c, () =>
      runWithRequestId(c.get("requestId"), async () => {
        const started = performance.now();
        const done = requestStarted();
        let status = 500;
        try {
          await next();
          answerWithRequestId(c);
          status = c.res.status;
        } finally {
          const route = routeLabel(c);
          done(c.req.method, route, status);
          // The path without the query string: queries can hold what a visitor typed.
          logger.info(
            {
              method: c.req.method,
              path: loggedPath(c.req.path, route),
              route,
              status,
              duration_ms: Math.round((performance.now() - started) * 10) / 10,
              bytes: Number(c.res.headers.get("content-length")) || undefined,
              ip: options.clientIp(c),
              user_agent: c.req.header("user-agent")?.slice(0, 200),
            },
            "request",
          );
        }
      }),
    );
}
