/** The back-to-top button of SPEC §2: shown once the page is scrolled more than 300 px. */
import { useLingui } from "@lingui/react/macro";
import { BACK_TO_TOP_THRESHOLD, useScrolledPast } from "../lib/scroll.ts";
import { ArrowUpIcon } from "./icons.tsx";

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD);
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={t`Back to top`}
      data-back-to-top=""
      data-visible={visible}
      hidden={!visible}
      onClick={(event) => {
        // The button hides itself below 300 px; were it still focused, Chrome would stop the smooth scroll there.
        event.currentTarget.blur();
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
      }}
      className="fixed bottom-5 end-5 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-savanna-700 text-white shadow-lg shadow-earth-900/20 ring-2 ring-white transition hover:-translate-y-0.5 hover:bg-savanna-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
