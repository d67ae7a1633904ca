/**
 * Phone: the chosen price and Book Now stay within reach while reading the itinerary, in a bar at
 * the bottom of the screen that steps aside while the booking panel itself is on screen.
 */
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { ApiTier } from "#domain/api-types.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import type { PriceShown } from "./shown-price.ts";
import { RESIDENCY_MESSAGES, TIER_MESSAGES } from "#app/lib/i18n/domain-labels.ts";
import { useLingui } from "@lingui/react";

/** Whether the element under the returned ref is (a quarter or more) on screen. */
export function useOnScreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    // A busy main thread can deliver several crossings in one callback (on, then off again, after a
    // fast scroll past the panel): the last one is where the element is now, the first is history.
    const observer = new IntersectionObserver((entries) => setOnScreen(Boolean(entries.at(-1)?.isIntersecting)), { threshold: 0.25 });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, onScreen] as const;
}

export function StickyBookBar({
  hidden,
  tier,
  residency,
  price,
  href,
  onBook,
}: {
  /** The booking panel is on screen. */
  hidden: boolean;
  tier: ApiTier | null;
  residency: InquiryResidency;
  price: PriceShown;
  href: string;
  onBook: (e: React.MouseEvent) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-earth-900/10 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_rgba(0,0,0,0.08)] backdrop-blur transition-transform duration-300 motion-reduce:transition-none lg:hidden ${
        hidden ? "pointer-events-none translate-y-full" : "translate-y-0"
      }`}
      inert={hidden}
      data-testid="sticky-book-bar"
      data-sticky-book-bar=""
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-xs text-earth-900/70">{tier ? `${i18n._(TIER_MESSAGES[tier.tier_type])} · ${i18n._(RESIDENCY_MESSAGES[residency])}` : i18n._(RESIDENCY_MESSAGES[residency])}</p>
          <p className="truncate text-lg font-bold leading-tight text-acacia-700" data-testid="sticky-price">
            {price.text}
          </p>
          {price.basis || price.wasText ? (
            <p className="truncate text-xs text-earth-900/70" data-testid="sticky-price-basis">
              {/* On its own line: the amount never truncates to make room for the price it replaces. */}
              {price.wasText ? (
                <>
                  <s data-testid="sticky-price-was">
                    <span className="sr-only">
                      <Trans>was</Trans>{" "}
                    </span>
                    {price.wasText}
                  </s>{" "}
                </>
              ) : null}
              {price.basis}
            </p>
          ) : null}
        </div>
        <a
          href={href}
          onClick={onBook}
          role="button"
          // A tap before hydration is held and replayed as this dialog, not lost to a reload (decision 0016).
          data-replay-click=""
          className="flex h-11 shrink-0 items-center rounded-xl bg-acacia-700 px-5 font-semibold text-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
        >
          <Trans>Book Now</Trans>
        </a>
      </div>
    </div>
  );
}
