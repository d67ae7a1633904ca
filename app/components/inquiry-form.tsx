/**
 * The inquiry form of /contact and the package modal (SPEC §3, §4, §5, §8).
 *
 * With JavaScript it validates with the shared zod schema (domain/inquiry.ts), posts JSON to
 * /api/v1/inquiries/ and moves idle → submitting → success | error, with the toasts of SPEC §8.
 * Before JavaScript loads it is an ordinary POST form: the page's route action stores the inquiry
 * (context.submitInquiry) and hands back `serverResult`, which renders the same success panel or the
 * same field errors.
 */
import { useQuery } from "@tanstack/react-query";
import { memo, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { CHILD_AGE_MAX, CONSENT_LABEL, MIN_ADULTS, type FieldErrors } from "#domain/inquiry-rules.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS, type InquiryResidency } from "#domain/residency.ts";
import { TIER_LABELS, TIER_TYPES, type TierType } from "#domain/tiers.ts";
import { apiPaths } from "#app/lib/api.ts";
import {
  EMPTY_INQUIRY_FORM,
  buildInquiryPayload,
  childrenValue,
  resizeAges,
  type InquiryFormState,
} from "#app/lib/inquiry-payload.ts";
import { queries } from "#app/lib/queries.ts";
import { compareText } from "#domain/formatting.ts";
import { todayIso, endDateMin } from "#app/lib/search-params.ts";
import { readTripDetails, saveTripDetails, withTripDetails, type TripDetails } from "#app/lib/trip-details.ts";
import { AlertIcon } from "./icons.tsx";
import { InquiryConfirmation, type InquiryConfirmationData } from "./inquiry-confirmation.tsx";
import { showToast } from "./toast.tsx";

/**
 * The shared zod schema (a third of this form's code) is loaded when the form is first focused or
 * submitted, not with the page: most visitors of /contact and package pages never type into it.
 */
const loadValidator = () => import("#domain/inquiry.ts").then((m) => m.validateInquiry);

/** The package dropdown's options; memoised so only a new list renders them again. */
const PackageOptions = memo(function PackageOptions({ options }: { options: PackageOption[] }) {
  return options.map((p) => (
    <option key={p.id} value={String(p.id)}>
      {p.title}
    </option>
  ));
});

export const INQUIRY_TEXT = {
  submit: "Send Inquiry",
  submitting: "Submitting...",
  successToast: "Inquiry sent. We'll be in touch shortly.",
  successTitle: "Thank you!",
  successPanel:
    "Your inquiry has been received. Our team will contact you shortly. If you don't find our email in your inbox, check spam.",
  submitAnother: "Submit another",
  failed: "Failed to submit. Please try again.",
  generic: "An error occurred.",
  failedToast: "Could not submit inquiry. Please try again.",
} as const;

export interface PackageOption {
  id: number;
  title: string;
}

/** What the route action answered to a form posted without JavaScript. */
export type InquiryServerResult =
  | { ok: true; reference: string | null; depositTerms?: string; values: InquiryFormState }
  | { ok: false; errors: FieldErrors; values: InquiryFormState; message: string };

export interface InquiryFormProps {
  /** Prefilled values (package, residency, tier from the package page). */
  initial?: Partial<InquiryFormState>;
  /** Package choices known to the server render; the client list replaces them once loaded. */
  packages?: PackageOption[];
  /** source_page of the payload, e.g. "contact" or "package-details". */
  sourcePage: string;
  /** Where the no-JavaScript form posts (a route with the inquiry action). */
  action: string;
  onSuccess?: () => void;
  serverResult?: InquiryServerResult | null;
  submitLabel?: string;
  /** Sent as `service` when the form is opened from a service. */
  serviceId?: number;
  /** Sent as `metadata.destination_id` when the form is opened from a destination. */
  destinationId?: number;
}

type Status = "idle" | "submitting" | "success" | "error";

/** Fields that describe the trip rather than the person: remembered for the visit's next form. */
const TRIP_FIELDS = new Set<keyof InquiryFormState>(["start_date", "end_date", "residency", "pax_adults"]);

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

function firstErrorField(errors: FieldErrors): string | undefined {
  const keys = Object.keys(errors);
  return FIELD_ORDER.find((f) => keys.some((k) => k === f || k.startsWith(`${f}.`)));
}

export function InquiryForm({
  initial,
  packages: serverPackages,
  sourcePage,
  action,
  onSuccess,
  serverResult,
  submitLabel = INQUIRY_TEXT.submit,
  serviceId,
  destinationId,
}: InquiryFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const startState = useMemo<InquiryFormState>(() => ({ ...EMPTY_INQUIRY_FORM, ...initial }), [initial]);
  const [state, setState] = useState<InquiryFormState>(() =>
    serverResult && !serverResult.ok ? serverResult.values : startState,
  );
  const [errors, setErrors] = useState<FieldErrors>(() => (serverResult && !serverResult.ok ? serverResult.errors : {}));
  const [status, setStatus] = useState<Status>(() => (serverResult ? (serverResult.ok ? "success" : "error") : "idle"));
  const [failure, setFailure] = useState(() => (serverResult && !serverResult.ok ? serverResult.message : ""));
  const [confirmation, setConfirmation] = useState<InquiryConfirmationData | null>(() =>
    serverResult?.ok ? { reference: serverResult.reference, depositTerms: serverResult.depositTerms, values: serverResult.values } : null,
  );
  const [hydrated, setHydrated] = useState(false);
  const [today, setToday] = useState(() => todayIso());
  useEffect(() => {
    setHydrated(true);
    setToday(todayIso());
    // The trip described elsewhere on the site (search bar, package page, another form) fills what is
    // still blank; anything typed before hydration is given back after this (app/lib/early-interactions.ts).
    if (!serverResult) setState((s) => withTripDetails(s, startState, readTripDetails()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: later props must not refill what the visitor changed
  }, []);
  // The time trap's token, asked for once the form is live and dated from when the visitor first saw
  // the form: the first paint for a form that came in the server's HTML (hydration finds it there),
  // else its first render here. So an autofilled form sent a second after load is not marked.
  const shownAt = useRef<number | null>(null);
  if (shownAt.current === null && typeof window !== "undefined") shownAt.current = formShownAt();
  const [token, setToken] = useState("");
  useEffect(() => {
    let cancelled = false;
    const shownMs = performance.now() - (shownAt.current ?? performance.now());
    fetch(apiPaths.inquiryFormToken(shownMs), { credentials: "omit", headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ form_token?: string }>) : null))
      .then((body) => {
        if (!cancelled && body?.form_token) setToken(body.form_token);
      })
      .catch(() => {
        // No token: the inquiry is judged like any other API client's.
      });
    return () => {
      cancelled = true;
    };
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  /** A submit is being validated (the schema may still be loading): a second click meanwhile is ignored. */
  const validating = useRef(false);
  const successRef = useRef<HTMLDivElement>(null);

  const packagesQuery = useQuery(queries.packages(""));
  const packageOptions: PackageOption[] = useMemo(() => {
    const fromQuery = packagesQuery.data?.map((p) => ({ id: p.package_id ?? p.id, title: p.package_title }));
    const list = fromQuery && fromQuery.length ? fromQuery : (serverPackages ?? []);
    return [...list].sort((a, b) => compareText(a.title, b.title));
  }, [packagesQuery.data, serverPackages]);
  // The whole catalogue can be a thousand options: build them in an interruptible background render
  // rather than in the update that brings the list (query updates render synchronously).
  const deferredOptions = useDeferredValue(packageOptions);

  const set = <K extends keyof InquiryFormState>(key: K, value: InquiryFormState[K]) => {
    setState((s) => ({ ...s, [key]: value }));
    if (TRIP_FIELDS.has(key)) saveTripDetails({ [key]: value } as TripDetails);
    if (errors[key as string]) setErrors(({ [key as string]: _, ...rest }) => rest);
  };

  const setChildren = (raw: string) => {
    // Never negative (SPEC §5); the ages list follows the count.
    const cleaned = raw.trim().startsWith("-") ? "0" : raw;
    setState((s) => {
      const ages = resizeAges(s.children_ages, childrenValue(cleaned));
      saveTripDetails({ pax_children: cleaned, children_ages: ages });
      return { ...s, pax_children: cleaned, children_ages: ages };
    });
  };

  const focusField = (field: string | undefined) => {
    if (!field) return;
    const el = formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    el?.focus();
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (status === "submitting") return;
    const payload = buildInquiryPayload(state, {
      source_page: sourcePage,
      source_url: window.location.href,
      form_token: token || undefined,
      service: serviceId,
      destination_id: destinationId,
    });
    if (validating.current) return;
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
      focusField(firstErrorField(checked.errors));
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
        setFailure(INQUIRY_TEXT.failed);
        setStatus("error");
        showToast(INQUIRY_TEXT.failedToast, "error");
        return;
      }
      const answer = (await res.json().catch(() => null)) as { reference?: unknown; deposit_terms?: unknown } | null;
      setConfirmation({
        reference: typeof answer?.reference === "string" ? answer.reference : null,
        depositTerms: typeof answer?.deposit_terms === "string" ? answer.deposit_terms : undefined,
        values: state,
        packageTitle: packageOptions.find((p) => String(p.id) === state.package)?.title,
      });
      setState(startState);
      setErrors({});
      setStatus("success");
      showToast(INQUIRY_TEXT.successToast, "success");
      onSuccess?.();
    } catch {
      setFailure(INQUIRY_TEXT.generic);
      setStatus("error");
      showToast(INQUIRY_TEXT.failedToast, "error");
    }
  };

  useEffect(() => {
    if (status !== "success" || !successRef.current) return;
    successRef.current.focus({ preventScroll: true });
    successRef.current.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [status]);

  if (status === "success") {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-acacia-600/20 outline-none"
        data-testid="inquiry-success"
      >
        <InquiryConfirmation
          title={INQUIRY_TEXT.successTitle}
          lead={INQUIRY_TEXT.successPanel}
          data={{
            reference: confirmation?.reference ?? null,
            values: confirmation?.values ?? startState,
            packageTitle:
              confirmation?.packageTitle ?? packageOptions.find((p) => String(p.id) === (confirmation?.values ?? startState).package)?.title,
          }}
          action={
            <>
            {/* Without JavaScript a fresh page load is the way back to an empty form. */}
            {hydrated ? (
              <button
                type="button"
                onClick={() => {
                  setState(startState);
                  setConfirmation(null);
                  setStatus("idle");
                }}
                className="mt-6 rounded-full border-2 border-acacia-700 px-5 py-2 font-semibold text-acacia-700 transition hover:bg-acacia-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
              >
                {INQUIRY_TEXT.submitAnother}
              </button>
            ) : (
              <a
                href={action}
                className="mt-6 rounded-full border-2 border-acacia-700 px-5 py-2 font-semibold text-acacia-700 hover:bg-acacia-700 hover:text-white"
              >
                {INQUIRY_TEXT.submitAnother}
              </a>
            )}
            </>
          }
        />
      </div>
    );
  }

  const err = (field: string) => errors[field];
  const agesError = Object.entries(errors).find(([k]) => k === "children_ages" || k.startsWith("children_ages."))?.[1];
  const submitting = status === "submitting";
  const children = childrenValue(state.pax_children);

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={submit}
      onFocus={() => void loadValidator().catch(() => undefined)}
      // Before hydration the browser's own checks guard the plain POST; after it, the zod messages do.
      noValidate={hydrated}
      aria-busy={submitting}
      className="space-y-5"
      data-testid="inquiry-form"
      data-hydrated={hydrated || undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("full_name")} label="Full name" required error={err("full_name")}>
          <input
            id={id("full_name")}
            data-field="full_name"
            name="full_name"
            type="text"
            autoComplete="name"
            required
            value={state.full_name}
            onChange={(e) => set("full_name", e.target.value)}
            {...describe(id("full_name"), err("full_name"))}
            className={inputCls(err("full_name"))}
          />
        </Field>
        <Field id={id("email")} label="Email" required error={err("email")}>
          <input
            id={id("email")}
            data-field="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={state.email}
            onChange={(e) => set("email", e.target.value)}
            {...describe(id("email"), err("email"))}
            className={inputCls(err("email"))}
          />
        </Field>
        <Field id={id("phone")} label="Phone" error={err("phone")}>
          <input
            id={id("phone")}
            data-field="phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="+254 7XX XXX XXX"
            value={state.phone}
            onChange={(e) => set("phone", e.target.value)}
            {...describe(id("phone"), err("phone"))}
            className={inputCls(err("phone"))}
          />
        </Field>
        <Field id={id("residency")} label="Residency" error={err("residency")}>
          <select
            id={id("residency")}
            data-field="residency"
            name="residency"
            value={state.residency}
            onChange={(e) => set("residency", e.target.value as InquiryResidency | "")}
            {...describe(id("residency"), err("residency"))}
            className={inputCls(err("residency"))}
          >
            <option value="">Select residency</option>
            {INQUIRY_RESIDENCIES.map((r) => (
              <option key={r} value={r}>
                {RESIDENCY_LABELS[r]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("package")} label="Package" error={err("package")} className="sm:col-span-2">
          <select
            id={id("package")}
            data-field="package"
            name="package"
            value={state.package}
            onChange={(e) => set("package", e.target.value)}
            {...describe(id("package"), err("package"))}
            className={inputCls(err("package"))}
          >
            <option value="">No specific package</option>
            <PackageOptions options={deferredOptions} />
            {state.package && !deferredOptions.some((p) => String(p.id) === state.package) ? (
              <option value={state.package}>Package #{state.package}</option>
            ) : null}
          </select>
        </Field>
        <Field id={id("budget_tier")} label="Budget tier" error={err("budget_tier")}>
          <select
            id={id("budget_tier")}
            data-field="budget_tier"
            name="budget_tier"
            value={state.budget_tier}
            onChange={(e) => set("budget_tier", e.target.value as TierType | "")}
            {...describe(id("budget_tier"), err("budget_tier"))}
            className={inputCls(err("budget_tier"))}
          >
            <option value="">Any budget</option>
            {TIER_TYPES.map((t) => (
              <option key={t} value={t}>
                {TIER_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id={id("pax_adults")} label="Adults" error={err("pax_adults")}>
            <input
              id={id("pax_adults")}
              data-field="pax_adults"
              name="pax_adults"
              type="number"
              inputMode="numeric"
              min={MIN_ADULTS}
              step={1}
              value={state.pax_adults}
              onChange={(e) => set("pax_adults", e.target.value)}
              {...describe(id("pax_adults"), err("pax_adults"))}
              className={inputCls(err("pax_adults"))}
            />
          </Field>
          <Field id={id("pax_children")} label="Children" error={err("pax_children")}>
            <input
              id={id("pax_children")}
              data-field="pax_children"
              name="pax_children"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={state.pax_children}
              onChange={(e) => setChildren(e.target.value)}
              {...describe(id("pax_children"), err("pax_children"))}
              className={inputCls(err("pax_children"))}
            />
          </Field>
        </div>
        <Field id={id("start_date")} label="Start date" error={err("start_date")}>
          <input
            id={id("start_date")}
            data-field="start_date"
            name="start_date"
            type="date"
            min={today}
            value={state.start_date}
            onChange={(e) => set("start_date", e.target.value)}
            {...describe(id("start_date"), err("start_date"))}
            className={inputCls(err("start_date"))}
          />
        </Field>
        <Field id={id("end_date")} label="End date" error={err("end_date")}>
          <input
            id={id("end_date")}
            data-field="end_date"
            name="end_date"
            type="date"
            min={endDateMin(state.start_date, today)}
            value={state.end_date}
            onChange={(e) => set("end_date", e.target.value)}
            {...describe(id("end_date"), err("end_date"))}
            className={inputCls(err("end_date"))}
          />
        </Field>
      </div>

      {children > 0 ? (
        <fieldset className="rounded-xl border border-earth-900/10 bg-white/60 p-4" data-testid="children-ages">
          <legend className="px-1 text-sm font-semibold text-earth-900">Children's ages (0 to {CHILD_AGE_MAX})</legend>
          <div className="mt-1 grid grid-cols-3 gap-3 sm:grid-cols-4">
            {state.children_ages.map((age, i) => (
              <div key={i}>
                <label htmlFor={id(`age-${i}`)} className="mb-1 block text-xs font-medium text-earth-900/80">
                  Child {i + 1}
                </label>
                <input
                  id={id(`age-${i}`)}
                  data-field={i === 0 ? "children_ages" : undefined}
                  name="children_ages"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={CHILD_AGE_MAX}
                  step={1}
                  value={age}
                  aria-invalid={errors[`children_ages.${i}`] ? true : undefined}
                  onChange={(e) => {
                    const value = e.target.value;
                    setState((s) => {
                      const ages = s.children_ages.map((a, j) => (j === i ? value : a));
                      saveTripDetails({ children_ages: ages });
                      return { ...s, children_ages: ages };
                    });
                  }}
                  className={inputCls(errors[`children_ages.${i}`])}
                />
              </div>
            ))}
          </div>
          {agesError ? (
            <p className="mt-2 text-sm font-medium text-red-800" id={id("ages-error")}>
              {agesError}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <Field id={id("message")} label="Message" error={err("message")}>
        <textarea
          id={id("message")}
          data-field="message"
          name="message"
          rows={4}
          placeholder="Tell us about your dream trip: dates, interests, special occasions..."
          value={state.message}
          onChange={(e) => set("message", e.target.value)}
          {...describe(id("message"), err("message"))}
          className={`${inputCls(err("message"))} h-auto py-3`}
        />
      </Field>

      {/* Honeypot (SPEC §3): invisible to people, never sent by this script. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id("hp")}>Leave this field empty</label>
        <input id={id("hp")} name="hp" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* Time-trap token slot: the server's signed render time, when it provides one. */}
      {token ? <input type="hidden" name="form_token" value={token} /> : null}
      {serviceId ? <input type="hidden" name="service" value={serviceId} /> : null}
      {destinationId ? <input type="hidden" name="destination_id" value={destinationId} /> : null}

      <div>
        <label className="flex items-start gap-3 text-[15px] text-earth-900">
          <input
            type="checkbox"
            name="consent"
            value="true"
            data-field="consent"
            required
            checked={state.consent}
            onChange={(e) => set("consent", e.target.checked)}
            aria-invalid={err("consent") ? true : undefined}
            aria-describedby={err("consent") ? id("consent-error") : undefined}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-earth-900/30 accent-acacia-700"
          />
          <span>{CONSENT_LABEL}</span>
        </label>
        {err("consent") ? (
          <p id={id("consent-error")} className="mt-1 text-sm font-medium text-red-800">
            {err("consent")}
          </p>
        ) : null}
      </div>

      {failure || errors.body ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-[15px] font-medium text-red-800" data-testid="inquiry-error">
          <AlertIcon size={20} className="mt-0.5 shrink-0" />
          <span>{failure || errors.body}</span>
        </p>
      ) : null}

      <button
        type="submit"
        disabled={submitting}
        className="flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-acacia-700 px-6 text-base font-semibold text-white shadow transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {submitting ? (
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
        ) : null}
        {submitting ? INQUIRY_TEXT.submitting : submitLabel}
      </button>
    </form>
  );
}

function inputCls(error?: string) {
  return `block h-11 w-full rounded-xl border bg-white px-3 text-[15px] text-earth-900 shadow-sm outline-none transition placeholder:text-earth-900/60 focus:border-acacia-600 focus:ring-2 focus:ring-acacia-600/30 ${
    error ? "border-red-700" : "border-earth-900/20"
  }`;
}

function describe(fieldId: string, error?: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${fieldId}-error` } : {};
}

function Field({
  id,
  label,
  required,
  error,
  children,
  className = "",
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-earth-900">
        {label}
        {required ? (
          <span className="text-red-800" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** When the visitor first saw a form being rendered now: the first paint while hydrating, else now. */
function formShownAt(): number {
  if (window.__hydrated) return performance.now();
  const paint = performance.getEntriesByName("first-contentful-paint")[0] ?? performance.getEntriesByName("first-paint")[0];
  if (paint) return paint.startTime;
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return nav ? nav.responseEnd : performance.now();
}
