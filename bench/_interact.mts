import { startBenchServer } from "./server.ts";
import { measureInteractivity } from "./interactivity.ts";
const s = await startBenchServer("/work/main", 0);
try { await measureInteractivity(s.url, ["/", "/packages", "/packages/1", "/contact"], Number(process.env.RUNS ?? 3)); } finally { await s.stop(); }
