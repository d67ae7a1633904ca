/**
 * Starts real-user monitoring (decision 0058) once the page works, on the public pages only: never
 * the console, a traveller's quote or booking page, or a preview. It is called from the cache
 * persister's chunk (../cache/persisted-cache.ts), which every page already loads after hydration,
 * so the first load carries none of it; the measuring script itself (its own chunk) is fetched
 * when the browser is next idle.
 */
const MEASURED = /^\/(?!console(?:\/|$)|quotes\/|bookings\/)/;

export function startRealUserMonitoring(): void {
  if (typeof window === "undefined" || !MEASURED.test(location.pathname) || !("sendBeacon" in navigator)) return;
  const start = () => void import("./report-vitals.ts").then((m) => m.reportVitals(), () => undefined);
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 1_000);
}
