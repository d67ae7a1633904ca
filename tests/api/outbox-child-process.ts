/**
 * The site (API, outbox worker) in a process of its own, for the test that
 * kills a server mid-send. Same wiring as server/main.ts minus the pages.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { loadEnv } from "../../server/env.ts";
import { createSite } from "../../server/site.ts";

const site = await createSite(loadEnv());
const server = serve({ fetch: site.app.fetch, port: 0, hostname: "127.0.0.1" }, () => {
  console.log(`Site ready on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
