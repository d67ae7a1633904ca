/**
 * Upload processing of a ~20 MB photo (issue 11 speed budget: under 5 s): the time the image worker
 * takes to clean it (decode, orient, strip, re-encode) and the worker's peak resident memory.
 * Run: npx tsx bench/media-upload.ts
 */
import { RenderPool } from "../server/images/render-pool.ts";
import { largePhoto } from "../tests/helpers/test-images.ts";

const photo = await largePhoto(6000, 4000, 85);
const pool = new RenderPool(60_000);
// Start the worker first, so the figure is the processing, not the process start (~150 ms).
await pool.clean({ bytes: await largePhoto(64, 64) });
const runs: number[] = [];
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  const cleaned = await pool.clean({ bytes: photo });
  runs.push(performance.now() - started);
  if (i === 0) console.log(`input ${(photo.length / 1e6).toFixed(1)} MB 6000x4000 JPEG -> stored ${(cleaned.data.length / 1e6).toFixed(1)} MB ${cleaned.width}x${cleaned.height}`);
}
const peak = await pool.workerPeakBytes();
pool.stop();
console.log(`processing: ${runs.map((ms) => `${Math.round(ms)} ms`).join(", ")}; worker peak resident ${Math.round((peak ?? 0) / 1e6)} MB`);
