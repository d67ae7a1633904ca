/**
 * The inquiry form's time-trap token: asked for once the form is live, and dated from when the
 * visitor first saw the form (the first paint for a form that came in the server's HTML, which
 * hydration finds there; else its first render here). So an autofilled form sent a second after
 * the page loaded is not marked as a robot's.
 */
import { useEffect, useRef, useState } from "react";
import { apiPaths } from "#app/lib/api.ts";

export function useFormToken(): string {
  const shownAt = useRef<number | null>(null);
  if (shownAt.current === null && typeof window !== "undefined") shownAt.current = formShownAt();
  const [token, setToken] = useState("");
  useEffect(() => {
    let cancelled = false;
    const shownMs = performance.now() - (shownAt.current ?? performance.now());
    fetch(apiPaths.inquiryFormToken(shownMs), { credentials: "omit", headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ form_token?: string }>) : null))
      .then((body) => {
        if (!cancelled && body?.form_token) setToken(body.form_token);
      })
      .catch(() => {
        // No token: the inquiry is judged like any other API client's.
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return token;
}

/** When the visitor first saw a form being rendered now: the first paint while hydrating, else now. */
function formShownAt(): number {
  if (window.__hydrated) return performance.now();
  const paint = performance.getEntriesByName("first-contentful-paint")[0] ?? performance.getEntriesByName("first-paint")[0];
  if (paint) return paint.startTime;
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return nav ? nav.responseEnd : performance.now();
}
