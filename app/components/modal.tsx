/**
 * Modal dialog (SPEC §4): Escape or an overlay click closes it, the page
 * behind does not scroll while it is open, focus moves into it (its first
 * field), stays in it (Tab wraps) and returns to the opener when it closes:
 * all of that is the shared layer (layer.tsx).
 */
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { CloseIcon } from "./icons.tsx";
import { Layer } from "./layer.tsx";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  widthClass?: string;
}

export function Modal({ open, onClose, title, description, children, widthClass = "max-w-2xl" }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useLingui();
  if (!open) return null;
  return (
    <Layer
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      data-testid="modal-overlay"
      className="items-end justify-center bg-earth-900/60 backdrop-blur-sm open:flex sm:items-center sm:p-6"
    >
      <div className={`relative flex max-h-[92vh] w-full ${widthClass} flex-col overflow-hidden rounded-t-3xl bg-savanna-50 shadow-2xl outline-none sm:rounded-3xl`}>
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
            data-layer-skip-focus
            aria-label={t`Close`}
            className="-me-2 rounded-full p-2 text-earth-900/70 transition hover:bg-savanna-100 hover:text-earth-900 focus-visible:outline-2 focus-visible:outline-acacia-700"
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 py-5 sm:px-7 sm:py-6">{children}</div>
      </div>
    </Layer>
  );
}
