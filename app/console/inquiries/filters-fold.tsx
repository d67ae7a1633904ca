/**
 * The inbox's filters folded behind a "Filters" button on a phone (issue 28 item 3), so the first
 * screen shows inquiries rather than a form. Only once the page is hydrated: without JavaScript
 * (or before it runs) the filters stay in view, since nothing could open them. On a desk the
 * button is hidden and the filters always shown (console.css).
 */
import { type ReactNode, useEffect, useState } from "react";

export function FiltersFold({ active, openAtStart, children }: { active: number; openAtStart: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(openAtStart);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="c-fold" data-folded={hydrated && !open ? "true" : undefined}>
      {hydrated ? (
        <button type="button" className="c-button c-button-quiet c-fold-button" aria-expanded={open} aria-controls="inbox-filters" onClick={() => setOpen((o) => !o)}>
          {open ? "Hide filters" : "Filters"}
          {active ? ` (${active} on)` : ""}
        </button>
      ) : null}
      {children}
    </div>
  );
}
