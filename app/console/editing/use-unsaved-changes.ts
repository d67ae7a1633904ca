/**
 * Leaving a console page with unsaved typing asks first (issue 24 item 5): every editor, the quote
 * builder, the reply and note forms. One hook, used once by the console layout, so no editor can
 * forget it: typing into any form that posts marks the page as changed; a link, the back button or
 * closing the tab then asks (React Router's blocker for navigations inside the console, the
 * browser's own `beforeunload` prompt for reloads, closing and leaving the site).
 *
 * A Conform form's row button (add, remove, move a row in place) counts as typing. The page counts
 * as saved again when a navigation lands without action data: after a save's redirect, or after
 * going somewhere else. An action that answers with data (a refused save, a
 * row added on the server) leaves what was typed unsaved, so it keeps asking.
 */
import { useCallback, useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterDataContext, useBlocker, useLocation, type Location } from "react-router";
import { INTENT_FIELD } from "../lib/conform.ts";

export const LEAVE_QUESTION = "Leave this page? What you typed is not saved.";

/** A submit starts a navigation of its own; it must not be asked about (it is how typing is saved). */
const SUBMIT_GRACE_MS = 1_000;

/** Forms whose typing is not work to keep: filters and searches (GET), and forms that opt out. */
function guarded(target: EventTarget | null): boolean {
  const form = target instanceof Element ? target.closest("form") : null;
  return !!form && form.method.toLowerCase() === "post" && !form.hasAttribute("data-leave-freely");
}

const samePage = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search;

export function useUnsavedChangesGuard(): void {
  const location = useLocation();
  const routerData = useContext(UNSAFE_DataRouterDataContext);
  const typed = useRef(false);
  const submittedAt = useRef(0);
  const actionData = routerData?.actionData ?? null;

  // A navigation landed: saved (a redirect, another page) unless the action answered with data.
  useEffect(() => {
    if (!actionData) typed.current = false;
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const justSubmitted = () => Date.now() - submittedAt.current < SUBMIT_GRACE_MS;

  useEffect(() => {
    const onEdit = (event: Event) => {
      if (guarded(event.target)) typed.current = true;
    };
    const onSubmit = (event: SubmitEvent) => {
      // A row button of a Conform form (decision 0072) changes the form in place, posting nothing:
      // an edit to keep, not a save.
      if (event.submitter?.getAttribute("name") === INTENT_FIELD) {
        if (guarded(event.target)) typed.current = true;
        return;
      }
      submittedAt.current = Date.now();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!typed.current || justSubmitted()) return;
      event.preventDefault();
      event.returnValue = ""; // older browsers show their prompt only when this is set
    };
    document.addEventListener("input", onEdit, true);
    document.addEventListener("change", onEdit, true);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("input", onEdit, true);
      document.removeEventListener("change", onEdit, true);
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      typed.current && !justSubmitted() && !samePage(currentLocation, nextLocation),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_QUESTION)) {
      typed.current = false;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);
}
