/**
 * Hero title whose colour alternates every few seconds (SPEC §2 /about: every
 * 3 s), unless the visitor prefers reduced motion, in which case it stays
 * still. The current colour index is exposed as data-tone for tests.
 */
import { useEffect, useState } from "react";

const TONES = ["text-white", "text-amber-300"] as const;

export function AlternatingTitle({ text, intervalMs }: { text: string; intervalMs: number }) {
  const [tone, setTone] = useState(0);
  /** "pending" until hydrated, then "running" or "still" (reduced motion); exposed for tests as data-motion. */
  const [motion, setMotion] = useState<"pending" | "running" | "still">("pending");
  useEffect(() => {
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      setMotion(media.matches ? "still" : "running");
      if (media.matches) {
        setTone(0);
        return;
      }
      timer = setInterval(() => setTone((t) => (t + 1) % TONES.length), intervalMs);
    };
    start();
    media.addEventListener("change", start);
    return () => {
      media.removeEventListener("change", start);
      if (timer) clearInterval(timer);
    };
  }, [intervalMs]);

  return (
    <span data-testid="alternating-title" data-tone={tone} data-motion={motion} className={`transition-colors duration-700 motion-reduce:transition-none ${TONES[tone]}`}>
      {text}
    </span>
  );
}
