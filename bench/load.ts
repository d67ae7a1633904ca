/** autocannon load (50 connections, 10 s) and in-server search timings (Server-Timing). */
import autocannon from "autocannon";

export interface LoadFigures {
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function runLoad(base: string, path: string, durationSec = 10, connections = 50): Promise<LoadFigures> {
  const result = await autocannon({
    url: base + path,
    connections,
    duration: durationSec,
    headers: { "accept-encoding": "br, gzip" },
  });
  return {
    path,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const SEARCHES = [
  "destinations=mara",
  "destinations=masai%20mara",
  "destinations=zanzibr&residency=non_resident",
  "travel_type=Game%20Drives%20and%20Safaris&residency=resident",
  "destinations=diani&start_date=2027-03-01&end_date=2027-03-08",
  "service_id=3&residency=east_african",
  "destinations=kilimanjaro,serengeti",
  "destinations=qqqxxzz",
];

/** Sequential searches with varied filters; returns in-server p50/p95/max from Server-Timing. */
export async function searchServerTimings(base: string, rounds = 25) {
  const durations: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const q of SEARCHES) {
      // A unique page_size defeats no cache here (there is none server-side), it only varies the URL.
      const res = await fetch(`${base}/api/v1/search/packages/?${q}`);
      await res.arrayBuffer();
      const m = /dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
      if (m) durations.push(Number(m[1]));
    }
  }
  durations.sort((a, b) => a - b);
  const pct = (p: number) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))]!;
  return { samples: durations.length, p50Ms: pct(50), p95Ms: pct(95), maxMs: durations.at(-1)! };
}
