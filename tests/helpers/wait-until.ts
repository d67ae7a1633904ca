/**
 * Waits on a condition, never on a fixed sleep: polls `check` until it holds and fails with `what`
 * when it has not held within `timeoutMs`. For conditions outside a browser (a database row, a mail
 * at the test SMTP server); browser tests wait with Playwright's own locators and waitForFunction.
 */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000, intervalMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
