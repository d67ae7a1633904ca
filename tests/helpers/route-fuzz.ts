/**
 * The route fuzz over raw HTTP (issue 23 item 3): hostile requests to every route, sent with
 * node:http so the target goes out exactly as written (fetch would normalise it), and each answer
 * judged: never a 5xx, and no HTML answer that carries markup able to run (hostile-inputs.ts). Used by
 * tests/e2e/route-fuzz.test.ts (a bounded run) and by `npm run chaos` (a long one, random seed).
 */
import { request } from "node:http";
import pLimit from "p-limit";
import { type HostileRequest, injectedMarkup } from "./hostile-inputs.ts";

export interface FuzzFinding {
  path: string;
  status: number;
  problem: string;
}

function send(base: string, path: string, cookie: string): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method: "GET", headers: { accept: "text/html,application/json;q=0.9", ...(cookie ? { cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

export async function fuzzRoutes(
  base: string,
  requests: readonly HostileRequest[],
  options: { cookie?: string; concurrency?: number; onAnswer?: (path: string, status: number, ms: number) => void } = {},
): Promise<{ sent: number; findings: FuzzFinding[] }> {
  const limit = pLimit(options.concurrency ?? 4);
  const findings: FuzzFinding[] = [];
  await Promise.all(
    requests.map((r) =>
      limit(async () => {
        const started = performance.now();
        const answer = await send(base, r.path, options.cookie ?? "").catch((error: Error) => ({ status: 0, type: "", body: error.message }));
        options.onAnswer?.(r.path, answer.status, performance.now() - started);
        if (answer.status === 0 || answer.status >= 500) findings.push({ path: r.path, status: answer.status, problem: `answered ${answer.status || answer.body}` });
        if (answer.type.startsWith("text/html")) {
          for (const excerpt of injectedMarkup(answer.body)) findings.push({ path: r.path, status: answer.status, problem: `unescaped: ${excerpt}` });
        }
      }),
    ),
  );
  return { sent: requests.length, findings };
}
