/**
 * When the cache's start-up work may run (issue 27 item 2, decision 0071): not while the page
 * loads and hydrates, and not for a visitor who only reads the first screen. The first tap, key,
 * wheel or scroll says the visitor is staying; the work then waits for an idle moment, so it never
 * holds a tap's answer or a link the visitor follows.
 */
const FIRST_INTERACTIONS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

/** How long an idle callback may wait for a quiet main thread before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once, at idle after the visitor's first interaction. Returns a cancel function. */
export function afterFirstInteractionAtIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const options = { capture: true, passive: true } as const;
  const stopListening = () => FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, onInteraction, options));
  function onInteraction() {
    stopListening();
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no idle callbacks: after the interaction's own work has had its frame.
      const handle = window.setTimeout(task, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  }
  FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, onInteraction, options));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/** The visitor's connection asks for less data (Chrome's Save-Data / Android's Data Saver). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
