/**
 * How `npm start` starts the compiled server: scripts/start-server.sh, which sets the memory
 * defaults (MALLOC_ARENA_MAX, V8 heap flags; decision 0024) and execs node on build/node/main.mjs.
 * The browser tests, the benchmark and the chaos run start their servers this way, with the node
 * that runs them (Node 20 or 24), so they test and measure what ships.
 */
export function productionServerCommand(env: NodeJS.ProcessEnv): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  return { command: "sh", args: ["scripts/start-server.sh"], env: { ...env, NODE: process.execPath } };
}
