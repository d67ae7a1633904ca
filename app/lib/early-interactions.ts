/**
 * Replays what the visitor did before React attached (docs/decisions/0016). The inline loader of
 * app/ssr/deferred-hydration.ts records it: `__earlyInputs`, the latest value of each field the
 * visitor changed (hydration resets controlled fields to their rendered values, so typed text would
 * be lost), and `__earlyTaps`, clicks on buttons that need JavaScript (held, not lost). Once the
 * page is interactive, fields get their values back through the events React listens to, so the
 * components' state follows, and the held taps are clicked again, in order, once each.
 */

interface EarlyInput {
  el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  id: string;
  name: string;
  value: string;
  checked: boolean;
}

declare global {
  interface Window {
    __hydrated?: boolean;
    /** performance.now() when React attached (read by the benchmark, bench/interactivity.ts). */
    __hydratedAt?: number;
    __earlyTaps?: HTMLElement[];
    __earlyInputs?: EarlyInput[];
  }
}

/** The recorded element, or the one now in its place if hydration had to replace it. */
function current(record: EarlyInput): EarlyInput["el"] | null {
  if (record.el.isConnected) return record.el;
  const byId = record.id ? document.getElementById(record.id) : null;
  return byId instanceof HTMLInputElement || byId instanceof HTMLSelectElement || byId instanceof HTMLTextAreaElement ? byId : null;
}

/**
 * Hydration keeps the field's DOM value but React's state holds the rendered one, so the next render
 * would wipe it. React reads a change by comparing the field with its own record of the value (kept
 * by a tracker on the element's `value`/`checked` property), so the field is first moved away through
 * that property, then set through the prototype's setter and announced with the event React maps to
 * onChange: the component's state then holds what the visitor typed.
 */
function differentValue(el: HTMLInputElement | HTMLTextAreaElement, value: string): string {
  if (value !== "") return "";
  if (el instanceof HTMLInputElement && el.type === "number") return "0";
  if (el instanceof HTMLInputElement && el.type === "date") return "2000-01-01";
  return " ";
}

function restoreInput(record: EarlyInput): void {
  const el = current(record);
  if (!el || el.disabled) return;
  // A file input keeps its chosen files through hydration, and its value cannot be written: doing
  // so threw InvalidStateError and broke the rates page for a CSV chosen early (issue 24 item 9).
  if (el instanceof HTMLInputElement && el.type === "file") return;
  if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
    if (el.type === "radio" && !record.checked) return; // the group's checked radio carries the change
    el.checked = !record.checked;
    el.click(); // toggles it back and fires the click React maps to onChange
    return;
  }
  if (!(el instanceof HTMLSelectElement)) el.value = differentValue(el, record.value);
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, "value")?.set?.call(el, record.value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/** Called once, right after hydration. */
export function replayEarlyInteractions(): void {
  if (typeof window === "undefined" || window.__hydrated) return;
  window.__hydrated = true;
  window.__hydratedAt = performance.now();
  const inputs = window.__earlyInputs ?? [];
  const taps = window.__earlyTaps ?? [];
  window.__earlyInputs = [];
  window.__earlyTaps = [];
  for (const record of inputs) restoreInput(record);
  if (!taps.length) return;
  // Components finish wiring in their own effects and the renders those schedule (a carousel's API,
  // a lazily loaded dialog); let that run before the held taps arrive.
  setTimeout(() => {
    for (const el of taps) {
      el.removeAttribute("data-pending-tap");
      if (el.isConnected && !(el as HTMLButtonElement).disabled) el.click();
    }
  }, 0);
}
