/**
 * Upload processing of a ~20 MB photo (issue 11 speed budget: under 5 s on this machine), two ways:
 * the image worker alone (decode, orient, strip, re-encode), and the whole upload over HTTP to
 * POST /console/api/media (multipart streaming, worker, store, row) on a real site with SQLite.
 * Prints the times and the worker's peak resident memory (VmHWM). Run: npx tsx bench/media-upload.ts
 */
import { RenderPool } from "../server/images/render-pool.ts";
import { createMember, signIn } from "../tests/helpers/staff.ts";
import { startTestSite } from "../tests/helpers/test-site.ts";
import { largePhoto } from "../tests/helpers/test-images.ts";

const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;
const photo = await largePhoto(6000, 4000, 85);
console.log(`photo: ${mb(photo.length)}, 6000x4000 (24 MP) JPEG`);

const pool = new RenderPool(60_000);
// Start the worker first, so the figure is the processing, not the process start (~150 ms).
await pool.clean({ bytes: await largePhoto(64, 64) });
const runs: number[] = [];
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  const cleaned = await pool.clean({ bytes: photo });
  runs.push(performance.now() - started);
  if (i === 0) console.log(`stored original: ${mb(cleaned.data.length)}, ${cleaned.width}x${cleaned.height}`);
}
const peak = await pool.workerPeakBytes();
pool.stop();
console.log(`worker alone: ${runs.map((ms) => `${Math.round(ms)} ms`).join(", ")}; worker peak resident ${Math.round((peak ?? 0) / 1e6)} MB`);

const t = await startTestSite("sqlite", { TRUSTED_PROXY: "127.0.0.1" });
try {
  await createMember(t.site.staffAuth, "bench@twiga.example", "editor");
  const { cookie } = await signIn(t.url, "bench@twiga.example");
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(photo)], "big-photo.jpg", { type: "image/jpeg" }));
    const started = performance.now();
    const res = await t.fetch("/console/api/media", { method: "POST", headers: { cookie, origin: t.url }, body: form });
    await res.json();
    times.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  }
  const sitePeak = await (t.site.mediaLibrary as any).pool.workerPeakBytes();
  console.log(`whole upload over HTTP (first includes the worker's start): ${times.map((ms) => `${Math.round(ms)} ms`).join(", ")}; worker peak resident ${Math.round((sitePeak ?? 0) / 1e6)} MB`);
} finally {
  await t.stop();
}
