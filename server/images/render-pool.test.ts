import { existsSync } from "node:fs";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { RenderPool } from "./render-pool.ts";

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#2f6b3a"/></svg>');

let pool: RenderPool | null = null;
afterEach(() => pool?.stop());

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("image render pool", () => {
  it("renders variants in a separate process and stops it when idle", async () => {
    pool = new RenderPool(300);
    const avif = await pool.render({ size: 480, format: "avif", original: SVG });
    const meta = await sharp(avif).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.width).toBe(480);
    const pid = pool.workerPid!;
    expect(pid).not.toBe(process.pid);
    expect(existsSync(`/proc/${pid}`)).toBe(true);
    await until(() => pool!.workerPid === null && !existsSync(`/proc/${pid}/status`));
  });

  it("fails the renders of a worker that dies and starts a new one for the next", async () => {
    pool = new RenderPool(60_000);
    const og = await pool.render({ size: "og", format: "jpg", original: SVG });
    expect((await sharp(og).metadata()).width).toBe(1200);
    const first = pool.workerPid!;
    const inFlight = pool.render({ size: 1600, format: "avif", original: SVG });
    process.kill(first, "SIGKILL");
    await expect(inFlight).rejects.toThrow(/exited/);
    const again = await pool.render({ size: 960, format: "webp", original: SVG });
    expect((await sharp(again).metadata()).format).toBe("webp");
    expect(pool.workerPid).not.toBe(first);
  });

  it("rejects an original that is not an image", async () => {
    pool = new RenderPool(60_000);
    await expect(pool.render({ size: 480, format: "jpg", original: new TextEncoder().encode("not an image") })).rejects.toThrow();
  });
});
