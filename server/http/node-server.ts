/**
 * The Node HTTP server's own limits (issue 13, decision 0012). Node's defaults suit a process that
 * faces clients directly for a short while, not one behind a load balancer for months:
 *
 * - keepAliveTimeout 5 s is shorter than load balancers' idle timeouts (60 s on the common ones), so
 *   Node closed connections the balancer was about to reuse and visitors got 502s. It must outlast
 *   the balancer's.
 * - requestTimeout 300 s let a slow body hold a connection for five minutes; ours are at most 32 KB.
 *   headersTimeout equals it. Vendors' old advice to set headersTimeout above keepAliveTimeout dates
 *   from Node <= 17, whose header timer ran across idle keep-alive time; since Node 18 both deadlines
 *   count from a request's first byte and an idle connection is governed by keepAliveTimeout alone
 *   (tests/api/node-server.test.ts shows it). Node also stops enforcing both deadlines when
 *   headersTimeout exceeds requestTimeout, so "above keep-alive" would have disabled the body cut-off.
 * - connections were unbounded.
 */
import { createServer, type RequestListener, type Server } from "node:http";

export interface ServerLimits {
  keepAliveTimeoutMs: number;
  /** Whole request (headers and body) must arrive within this; otherwise 408 and the socket closes. */
  requestTimeoutMs: number;
  maxConnections: number;
}

export function limitsFromEnv(env: { HTTP_KEEP_ALIVE_TIMEOUT_MS: number; HTTP_REQUEST_TIMEOUT_MS: number; MAX_CONNECTIONS: number }): ServerLimits {
  return {
    keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    maxConnections: env.MAX_CONNECTIONS,
  };
}

export function createLimitedServer(listener: RequestListener, limits: ServerLimits): Server {
  const server = createServer(
    {
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      // How often Node looks for requests past their deadline (default 30 s, which would let a slow
      // body overstay a 30 s deadline by up to 30 s more).
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(limits.requestTimeoutMs / 4))),
    },
    listener,
  );
  // Beyond this Node closes new sockets at once; memory and file descriptors stay bounded under a flood.
  server.maxConnections = limits.maxConnections;
  return server;
}
