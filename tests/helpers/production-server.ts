/**
 * How `npm start` starts the compiled server: scripts/start-server.sh, which sets the memory
 * defaults (MALLOC_ARENA_MAX, V8 heap flags; decision 0024) and execs node on build/node/main.mjs.
 * The browser tests, the benchmark and the chaos run start their servers this way, on loopback with
 * the node that runs them (the project's Node 24), so they test and measure what ships.
 */
export function productionServerCommand(o: { dataDir: string; port?: number; env: NodeJS.ProcessEnv }): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  return {
    command: "sh",
    args: ["scripts/start-server.sh"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(o.port ?? 0),
      // Production needs its public origin (decision 0012); the port is only known once listening.
      ALLOWED_HOSTS: "127.0.0.1,localhost",
      DATA_DIR: o.dataDir,
      ...o.env,
      SERVER_NODE: process.execPath,
    },
  };
}
