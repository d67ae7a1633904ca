/**
 * Modal dialog (SPEC §4): Escape or an overlay click closes it, the page
 * behind does not scroll while it is open, focus moves into it, stays in it
 * (Tab wraps) and returns to the opener when it closes.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "./icons.tsx";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  widthClass?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[hidden]") && !el.closest("[aria-hidden='true']") && el.getClientRects().length > 0,
  );
}

export function Modal({ open, onClose, title, description, children, widthClass = "max-w-2xl" }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const body = document.body;
    const previousOverflow = body.style.overflow;
    const previousPadding = body.style.paddingRight;
    // Keep the page from shifting when its scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    const panel = panelRef.current;
    const first = panel ? focusableIn(panel).find((el) => !el.hasAttribute("data-modal-close")) : null;
    (first ?? panel)?.focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== "Tab" || !panel) return;
      const items = focusableIn(panel);
      if (items.length === 0) {
        e.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const current = document.activeElement;
      if (!panel.contains(current)) {
        e.preventDefault();
        firstItem.focus();
      } else if (e.shiftKey && (current === firstItem || current === panel)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && current === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPadding;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === "undefined") return null;
  return createPortal(
    <div
      className="fixed inset-0 z-[60] flex items-end justify-center bg-earth-900/60 backdrop-blur-sm sm:items-center sm:p-6"
      data-testid="modal-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative flex max-h-[92vh] w-full ${widthClass} flex-col overflow-hidden rounded-t-3xl bg-savanna-50 shadow-2xl outline-none sm:rounded-3xl`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-earth-900/10 bg-white px-5 py-4 sm:px-7">
          <div>
            <h2 id={titleId} className="font-display text-xl font-semibold text-earth-900 sm:text-2xl">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-earth-900/75">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            data-modal-close
            aria-label="Close"
            className="-mr-2 rounded-full p-2 text-earth-900/70 transition hover:bg-savanna-100 hover:text-earth-900 focus-visible:outline-2 focus-visible:outline-acacia-700"
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 py-5 sm:px-7 sm:py-6">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
