/**
 * Upload processing of a ~20 MB photo (issue 11 speed budget: under 5 s on this machine), two ways:
 * the image worker alone (decode, orient, strip, re-encode), and the whole upload over HTTP to
 * POST /console/api/media (multipart streaming, worker, store, row) on a real site with SQLite.
 * Reports the times and the worker's peak resident memory (VmHWM). Part of `npm run bench`;
 * alone: npx tsx bench/media-upload.ts
 */
import { pathToFileURL } from "node:url";
import { RenderPool } from "../server/images/render-pool.ts";
import { createMember, signIn } from "../tests/helpers/staff.ts";
import { startTestSite } from "../tests/helpers/test-site.ts";
import { largePhoto } from "../tests/helpers/test-images.ts";

export interface MediaUploadFigures {
  photoMb: number;
  megapixels: number;
  storedMb: number;
  workerMs: number[];
  httpMs: number[];
  workerPeakMb: number;
}

const mb = (n: number) => Math.round((n / (1024 * 1024)) * 10) / 10;

export async function benchMediaUpload(): Promise<MediaUploadFigures> {
  const photo = await largePhoto(6000, 4000, 85);
  const pool = new RenderPool(60_000);
  // Start the worker first, so the figure is the processing, not the process start (~150 ms).
  await pool.clean({ bytes: await largePhoto(64, 64) });
  const workerMs: number[] = [];
  let storedBytes = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const cleaned = await pool.clean({ bytes: photo });
    workerMs.push(Math.round(performance.now() - started));
    storedBytes = cleaned.data.length;
  }
  const peaks = [(await pool.workerPeakBytes()) ?? 0];
  pool.stop();

  const t = await startTestSite("sqlite", { TRUSTED_PROXY: "127.0.0.1" });
  const httpMs: number[] = [];
  try {
    await createMember(t.site.staffAuth, "bench@twiga.example", "editor");
    const { cookie } = await signIn(t.url, "bench@twiga.example");
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(photo)], "big-photo.jpg", { type: "image/jpeg" }));
      const started = performance.now();
      const res = await t.fetch("/console/api/media", { method: "POST", headers: { cookie, origin: t.url }, body: form });
      await res.json();
      httpMs.push(Math.round(performance.now() - started));
      if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
    }
    // The site's worker is still running (it stops 20 s after its last job): read its peak too.
    peaks.push((await t.site.imageWorker.workerPeakBytes()) ?? 0);
  } finally {
    await t.stop();
  }
  return { photoMb: mb(photo.length), megapixels: 24, storedMb: mb(storedBytes), workerMs, httpMs, workerPeakMb: Math.round(Math.max(...peaks) / 1e6) };
}

export function renderMediaUploadSection(f: MediaUploadFigures): string {
  return [
    "",
    "## Media upload processing",
    "",
    `A ${f.photoMb} MB, ${f.megapixels} MP JPEG (6000x4000) uploaded to the media library (budget: under 5 s; decision 0026). Stored original ${f.storedMb} MB (orientation applied, metadata stripped).`,
    "",
    "| measure | runs (ms) |",
    "|---|---|",
    `| image worker alone (decode, rotate, strip, re-encode) | ${f.workerMs.join(", ")} |`,
    `| whole upload over HTTP (first includes the worker's start) | ${f.httpMs.join(", ")} |`,
    "",
    `Peak resident memory of the image worker: ${f.workerPeakMb} MB (the web process never loads sharp; the worker exits 20 s after its last job).`,
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await benchMediaUpload();
  console.log(JSON.stringify(figures, null, 2));
  console.log(renderMediaUploadSection(figures));
}
