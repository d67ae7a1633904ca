/**
 * What the visitor sees once the inquiry is stored: the reference, a summary and the next steps
 * (InquiryConfirmation), focused and scrolled into view, with "Submit another".
 */
import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react";
import { InquiryConfirmation, type InquiryConfirmationData } from "../inquiry-confirmation.tsx";
import { INQUIRY_MSG } from "./text.ts";

export function InquirySuccessPanel({
  data,
  hydrated,
  action,
  onAnother,
}: {
  data: InquiryConfirmationData;
  hydrated: boolean;
  /** The page the form posts to without JavaScript: loading it again is the way back to an empty form. */
  action: string;
  onAnother(): void;
}) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, []);
  const anotherCls =
    "mt-6 rounded-full border-2 border-acacia-700 px-5 py-2 font-semibold text-acacia-700 transition hover:bg-acacia-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-acacia-600/20 outline-none"
      data-testid="inquiry-success"
    >
      <InquiryConfirmation
        title={i18n._(INQUIRY_MSG.successTitle)}
        lead={i18n._(INQUIRY_MSG.successPanel)}
        data={data}
        action={
          hydrated ? (
            <button type="button" onClick={onAnother} className={anotherCls}>
              {i18n._(INQUIRY_MSG.submitAnother)}
            </button>
          ) : (
            <a href={action} className={anotherCls}>
              {i18n._(INQUIRY_MSG.submitAnother)}
            </a>
          )
        }
      />
    </div>
  );
}
