/**
 * The Node server's limits (decision 0012), over raw sockets: fetch would hide how the server
 * closes a connection.
 */
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "../../server/env.ts";
import { createLimitedServer, limitsFromEnv, type ServerLimits } from "../../server/http/node-server.ts";

let server: Server | undefined;

async function start(limits: Partial<ServerLimits>) {
  const app = new Hono();
  app.post("/echo", async (c) => c.text(`read ${(await c.req.text()).length} bytes`));
  app.get("/", (c) => c.text("ok"));
  server = createLimitedServer(getRequestListener(app.fetch), { ...limitsFromEnv(loadEnv({})), ...limits });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Opens a socket, writes `data`, and resolves with everything received once the server closes it. */
function exchange(port: number, data: string): Promise<{ received: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(data));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => resolve({ received, socket }));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? undefined : reject(error)));
  });
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe("the Node server's limits", () => {
  it("defaults to keep-alive above a load balancer's 60 s idle timeout, 30 s for a request's headers and body, capped connections", async () => {
    await start({});
    expect(server!.keepAliveTimeout).toBe(65_000);
    expect(server!.requestTimeout).toBe(30_000);
    expect(server!.headersTimeout).toBe(30_000);
    expect(server!.maxConnections).toBe(1_000);
  });

  it("keeps an idle connection open for the next request", async () => {
    const port = await start({});
    const { received } = await exchange(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(received.match(/HTTP\/1.1 200/g)).toHaveLength(2);
  });

  it("keeps an idle keep-alive connection past the request deadline: only keepAliveTimeout governs idle time", async () => {
    const port = await start({ requestTimeoutMs: 300, keepAliveTimeoutMs: 10_000 });
    const socket = connect(port, "127.0.0.1");
    const answers: string[] = [];
    socket.on("data", (chunk) => answers.push(chunk.toString()));
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await expect.poll(() => answers.length).toBe(1);
    // A second connection that never finishes its request, opened after the first went idle: the
    // server closes it (408) once its deadline checker has run past the request deadline, so by
    // then the idle connection has been idle past that deadline through at least one check too.
    const unfinished = await exchange(port, "GET / HTTP/1.1\r\nHost: x\r\n");
    expect(unfinished.received).toMatch(/^HTTP\/1.1 408/);
    expect(socket.destroyed).toBe(false);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await expect.poll(() => answers.join("").match(/HTTP\/1.1 200/g)?.length).toBe(2);
    socket.destroy();
  });

  it("answers 408 and closes a connection whose body arrives too slowly", async () => {
    const port = await start({ requestTimeoutMs: 500 });
    const started = Date.now();
    // Announces 100 bytes and sends 5: a slow (or stalled) body.
    const { received } = await exchange(port, "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nhello");
    expect(received).toMatch(/^HTTP\/1.1 408/);
    expect(received).not.toContain("read ");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("closes connections over the cap at once", async () => {
    const port = await start({ maxConnections: 2 });
    const held = await Promise.all(
      [1, 2].map(
        () =>
          new Promise<Socket>((resolve) => {
            const s = connect(port, "127.0.0.1", () => resolve(s));
          }),
      ),
    );
    // Both held sockets are accepted by the server before the third arrives.
    await expect.poll(() => new Promise((r) => server!.getConnections((_e, n) => r(n)))).toBe(2);
    const { received } = await exchange(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(received).toBe("");
    for (const s of held) s.destroy();
  });
});
