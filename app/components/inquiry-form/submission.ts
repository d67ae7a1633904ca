/**
 * Sending the inquiry with JavaScript (SPEC §4, §5, §8): validate with the shared zod schema, post
 * JSON to /api/v1/inquiries/, and move idle → submitting → success | error with SPEC §8's toasts.
 * A second click while a send or a validation is under way does nothing. A form posted without
 * JavaScript comes back as `serverResult` and starts in the same state the send would have left.
 */
import { useRef, useState } from "react";
import { useLingui } from "@lingui/react";
import type { FieldErrors } from "#domain/inquiry-rules.ts";
import { apiPaths } from "#app/lib/api.ts";
import { buildInquiryPayload, type InquiryFormState } from "#app/lib/inquiry-payload.ts";
import type { InquiryConfirmationData } from "../inquiry-confirmation.tsx";
import { showToast } from "../toast.tsx";
import { INQUIRY_MSG, INQUIRY_TEXT } from "./text.ts";

/**
 * The shared zod schema (a third of this form's code) is loaded when the form is first focused or
 * submitted, not with the page: most visitors of /contact and package pages never type into it.
 */
export const loadValidator = () => import("#domain/inquiry.ts").then((m) => m.validateInquiry);

export type InquiryStatus = "idle" | "submitting" | "success" | "error";

/** What the route action answered to a form posted without JavaScript. */
export type InquiryServerResult =
  | { ok: true; reference: string | null; depositTerms?: string; values: InquiryFormState }
  | { ok: false; errors: FieldErrors; values: InquiryFormState; message: string };

/** The order fields appear in: the first one with an error takes the focus. */
const FIELD_ORDER = [
  "full_name",
  "email",
  "phone",
  "residency",
  "package",
  "budget_tier",
  "start_date",
  "end_date",
  "pax_adults",
  "pax_children",
  "children_ages",
  "message",
  "consent",
];

export function firstErrorField(errors: FieldErrors): string | undefined {
  const keys = Object.keys(errors);
  return FIELD_ORDER.find((f) => keys.some((k) => k === f || k.startsWith(`${f}.`)));
}

export interface SubmissionOptions {
  serverResult?: InquiryServerResult | null;
  /** What the payload carries besides the fields (SPEC §5). */
  context: { sourcePage: string; token: string; serviceId?: number; destinationId?: number };
  /** The chosen package's name, for the confirmation. */
  titleOf(packageId: string): string | undefined;
  /** The inquiry was stored: the form empties. */
  onSent(): void;
  /** A field to move the focus to after a refused send. */
  focusField(field: string | undefined): void;
  onSuccess?: () => void;
}

export function useInquirySubmission(o: SubmissionOptions) {
  const { serverResult } = o;
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<FieldErrors>(() => (serverResult && !serverResult.ok ? serverResult.errors : {}));
  const [status, setStatus] = useState<InquiryStatus>(() => (serverResult ? (serverResult.ok ? "success" : "error") : "idle"));
  const [failure, setFailure] = useState(() => (serverResult && !serverResult.ok ? serverResult.message : ""));
  const [confirmation, setConfirmation] = useState<InquiryConfirmationData | null>(() =>
    serverResult?.ok ? { reference: serverResult.reference, depositTerms: serverResult.depositTerms, values: serverResult.values } : null,
  );
  /** A submit is being validated (the schema may still be loading): a second click meanwhile is ignored. */
  const validating = useRef(false);

  const failed = (message: string) => {
    setFailure(message);
    setStatus("error");
    showToast(i18n._(INQUIRY_MSG.failedToast), "error");
  };

  async function submit(values: InquiryFormState): Promise<void> {
    if (status === "submitting" || validating.current) return;
    const payload = buildInquiryPayload(values, {
      source_page: o.context.sourcePage,
      source_url: window.location.href,
      form_token: o.context.token || undefined,
      service: o.context.serviceId,
      destination_id: o.context.destinationId,
    });
    validating.current = true;
    // If the schema cannot be loaded (offline), the server's validation answers instead.
    const checked = await loadValidator()
      .then((validate) => validate(payload))
      .catch(() => ({ ok: true as const }))
      .finally(() => {
        validating.current = false;
      });
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure("");
      setStatus("idle");
      o.focusField(firstErrorField(checked.errors));
      return;
    }
    setErrors({});
    setFailure("");
    setStatus("submitting");
    try {
      const res = await fetch(apiPaths.inquiries(), {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(payload),
      });
      if (!res.ok) {
        // A 400 names the fields the server refused; show them where they belong.
        if (res.status === 400) {
          const body = (await res.json().catch(() => null)) as { errors?: FieldErrors } | null;
          if (body?.errors) setErrors(body.errors);
        }
        failed(INQUIRY_TEXT.failed);
        return;
      }
      const answer = (await res.json().catch(() => null)) as { reference?: unknown; deposit_terms?: unknown } | null;
      setConfirmation({
        reference: typeof answer?.reference === "string" ? answer.reference : null,
        depositTerms: typeof answer?.deposit_terms === "string" ? answer.deposit_terms : undefined,
        values,
        packageTitle: o.titleOf(values.package),
      });
      o.onSent();
      setErrors({});
      setStatus("success");
      showToast(i18n._(INQUIRY_MSG.successToast), "success");
      o.onSuccess?.();
    } catch {
      failed(INQUIRY_TEXT.generic);
    }
  }

  return {
    status,
    errors,
    failure,
    confirmation,
    submit,
    /** A field the visitor changed loses its error. */
    clearError(field: string) {
      if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    },
    /** "Submit another": back to an empty form. */
    startAnother() {
      setConfirmation(null);
      setStatus("idle");
    },
  };
}
