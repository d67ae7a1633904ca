/**
 * Screenshots for a person to look at: the console's pages at phone and desktop widths, a state
 * worth seeing. Nothing asserts on them, and a full-page shot of a long editor costs seconds, so
 * they are taken only when SCREENSHOT_DIR names a folder:
 *
 *   SCREENSHOT_DIR=/tmp/shots npx vitest run --project e2e tests/e2e/console-packages.test.ts
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

export async function reviewShot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, name), fullPage: options.fullPage ?? false });
}
