/**
 * better-sqlite3 for the Node that runs us. No single version runs on both supported Nodes:
 * 12.x is built against V8's ABI and on Node 24 its statements' finalizers abort the process
 * (`RemoveEnvironmentCleanupHook: Assertion failed: (env) != nullptr`); 13.x is built on
 * Node-API 10, which Node 20 lacks (it cannot be loaded there). Both are installed (13.x under the
 * alias `better-sqlite3-napi`, with prebuilt binaries and no install script) and the one this
 * runtime can run is loaded. Their JavaScript API is the same. Drop 12.x with Node 20.
 */
import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

const require = createRequire(import.meta.url);

/** Node-API 10 arrived in Node 22.14; Node 20 stops at 9. */
export const sqliteDriverPackage = Number(process.versions.napi) >= 10 ? "better-sqlite3-napi" : "better-sqlite3";

export const SQLite = require(sqliteDriverPackage) as typeof BetterSqlite3;
