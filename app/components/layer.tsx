/**
 * The one way a layer opens over the page (issue 12 item 7): the booking modal, the gallery
 * lightbox and the mobile menu are each a native modal `<dialog>` opened with `showModal()`. The
 * browser puts it in the top layer above everything, makes the page behind inert (so there is no
 * list of focusable elements to keep in agreement between three focus traps), and turns Escape
 * into a `cancel` event. What the platform leaves to us lives here, once:
 *
 * - which element gets focus first, and focus back to the opener on close;
 * - the page behind does not scroll (body overflow hidden, the scrollbar's width kept);
 * - Tab wraps inside the layer instead of leaving for the browser's own controls;
 * - React's `open` stays the truth: Escape and the browser's own close both call `onClose`.
 *
 * The dialog itself fills the viewport and is transparent: each layer draws its own overlay and
 * panel inside it, and a click on the dialog's own area (outside the panel) closes it.
 */
import { useEffect, useRef, type DialogHTMLAttributes, type ReactNode, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]") && el.getClientRects().length > 0);
}

/** Keeps the page behind from scrolling (and from shifting when its scrollbar goes). */
function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const before = { body: body.style.overflow, html: documentElement.style.overflow, padding: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = "hidden";
  documentElement.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = before.body;
    documentElement.style.overflow = before.html;
    body.style.paddingRight = before.padding;
  };
}

function wrapTab(layer: HTMLElement, e: KeyboardEvent): void {
  const items = focusableIn(layer);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const current = document.activeElement;
  if (e.shiftKey && (current === first || !layer.contains(current))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (current === last || !layer.contains(current))) {
    e.preventDefault();
    first.focus();
  }
}

export interface LayerProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "onClose" | "onCancel"> {
  open: boolean;
  onClose: () => void;
  /** What gets focus when the layer opens; else its first control that is not `[data-layer-skip-focus]`. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function Layer({ open, onClose, initialFocus, children, className = "", onClick, ...rest }: LayerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = initialFocus?.current ?? focusableIn(dialog).find((el) => !el.hasAttribute("data-layer-skip-focus"));
    (first ?? dialog).focus({ preventScroll: true });
    const unlock = lockPageScroll();
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    // The browser may close the dialog itself (a repeated Escape): tell React.
    const onNativeClose = () => onCloseRef.current();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Tab") wrapTab(dialog, e);
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    dialog.addEventListener("keydown", onKey);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      dialog.removeEventListener("keydown", onKey);
      if (dialog.open) dialog.close();
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // initialFocus is a ref: read when the layer opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only opening and closing re-run this: a new initialFocus object must not close and reopen the dialog
  }, [open]);

  return (
    <dialog
      ref={ref}
      // app.css resets the user agent's dialog box for [data-layer]: it fills the viewport, transparent.
      data-layer=""
      className={className}
      onClick={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
        onClick?.(e);
      }}
      {...rest}
    >
      {children}
    </dialog>
  );
}
