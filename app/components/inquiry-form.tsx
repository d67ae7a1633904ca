/**
 * The inquiry form of /contact and the package modal (SPEC §3, §4, §5, §8).
 *
 * With JavaScript it validates with the shared zod schema (domain/inquiry.ts), posts JSON to
 * /api/v1/inquiries/ and moves idle → submitting → success | error, with the toasts of SPEC §8
 * (./inquiry-form/submission.ts). Before JavaScript loads it is an ordinary POST form: the page's
 * route action stores the inquiry (siteOf(context).submitInquiry) and hands back `serverResult`, which
 * renders the same success panel or the same field errors.
 *
 * Its parts: the fields' state and the trip they describe (here), the send (submission.ts), the
 * time-trap token (form-token.ts), the package dropdown (package-choices.tsx), the field layout
 * (field.tsx) and the success panel (success-panel.tsx).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { ph } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CHILD_AGE_MAX, CONSENT_LABEL, MIN_ADULTS } from "#domain/inquiry-rules.ts";
import { INQUIRY_RESIDENCIES, type InquiryResidency } from "#domain/residency.ts";
import { TIER_TYPES, type TierType } from "#domain/tiers.ts";
import { EMPTY_INQUIRY_FORM, childrenValue, resizeAges, type InquiryFormState } from "#app/lib/inquiry-payload.ts";
import { todayIso, endDateMin } from "#app/lib/search-params.ts";
import { readTripDetails, saveTripDetails, withTripDetails, type TripDetails } from "#app/lib/trip-details.ts";
import { AlertIcon } from "./icons.tsx";
import { Field, describedBy, inputCls } from "./inquiry-form/field.tsx";
import { useFormToken } from "./inquiry-form/form-token.ts";
import { PackageOptions, usePackageChoices, type PackageOption } from "./inquiry-form/package-choices.tsx";
import { loadValidator, useInquirySubmission, type InquiryServerResult } from "./inquiry-form/submission.ts";
import { InquirySuccessPanel } from "./inquiry-form/success-panel.tsx";
import { fieldErrorText } from "./inquiry-form/error-messages.ts";
import { domainSentence } from "./inquiry-form/labels.ts";
import { INQUIRY_MSG, INQUIRY_TEXT, failureText } from "./inquiry-form/text.ts";
import { RESIDENCY_MESSAGES, TIER_MESSAGES } from "#app/lib/i18n/domain-labels.ts";

export { INQUIRY_TEXT, type InquiryServerResult, type PackageOption };

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
  /** The button's words, already in the page's language; "Send Inquiry" in it when absent. */
  submitLabel?: string;
  /** Sent as `service` when the form is opened from a service. */
  serviceId?: number;
  /** Sent as `metadata.destination_id` when the form is opened from a destination. */
  destinationId?: number;
}

/** Fields that describe the trip rather than the person: remembered for the visit's next form. */
const TRIP_FIELDS = new Set<keyof InquiryFormState>(["start_date", "end_date", "residency", "pax_adults"]);

export function InquiryForm({
  initial,
  packages: serverPackages,
  sourcePage,
  action,
  onSuccess,
  serverResult,
  submitLabel,
  serviceId,
  destinationId,
}: InquiryFormProps) {
  const { i18n, t } = useLingui();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const startState = useMemo<InquiryFormState>(() => ({ ...EMPTY_INQUIRY_FORM, ...initial }), [initial]);
  const [state, setState] = useState<InquiryFormState>(() =>
    serverResult && !serverResult.ok ? serverResult.values : startState,
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
  const token = useFormToken();
  const formRef = useRef<HTMLFormElement>(null);
  const packages = usePackageChoices(serverPackages);
  const deferredOptions = packages.deferred;
  const sending = useInquirySubmission({
    serverResult,
    context: { sourcePage, token, serviceId, destinationId },
    titleOf: packages.titleOf,
    onSent: () => setState(startState),
    focusField: (field) => {
      if (field) formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
    },
    onSuccess,
  });
  const { status, errors, failure, confirmation } = sending;

  const set = <K extends keyof InquiryFormState>(key: K, value: InquiryFormState[K]) => {
    setState((s) => ({ ...s, [key]: value }));
    if (TRIP_FIELDS.has(key)) saveTripDetails({ [key]: value } as TripDetails);
    sending.clearError(key as string);
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

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void sending.submit(state);
  };

  if (status === "success") {
    const values = confirmation?.values ?? startState;
    return (
      <InquirySuccessPanel
        data={{
          reference: confirmation?.reference ?? null,
          // The owner's terms as the server stated them for this inquiry, not the defaults (issue 26: one source).
          depositTerms: confirmation?.depositTerms,
          values,
          packageTitle: confirmation?.packageTitle ?? packages.titleOf(values.package),
        }}
        hydrated={hydrated}
        action={action}
        onAnother={() => {
          setState(startState);
          sending.startAnother();
        }}
      />
    );
  }

  const err = (field: string) => fieldErrorText(i18n, errors[field]);
  const agesError = fieldErrorText(i18n, Object.entries(errors).find(([k]) => k === "children_ages" || k.startsWith("children_ages."))?.[1]);
  const submitting = status === "submitting";
  const children = childrenValue(state.pax_children);
  const pkg = state.package;
  const maxAge = CHILD_AGE_MAX;

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={submit}
      onFocus={() => {
        packages.wantAll();
        void loadValidator().catch(() => undefined);
      }}
      // Before hydration the browser's own checks guard the plain POST; after it, the zod messages do.
      noValidate={hydrated}
      aria-busy={submitting}
      className="space-y-5"
      data-testid="inquiry-form"
      data-hydrated={hydrated || undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("full_name")} label={t`Full name`} required error={err("full_name")}>
          <input
            id={id("full_name")}
            data-field="full_name"
            name="full_name"
            type="text"
            autoComplete="name"
            required
            value={state.full_name}
            onChange={(e) => set("full_name", e.target.value)}
            {...describedBy(id("full_name"), err("full_name"))}
            className={inputCls(err("full_name"))}
          />
        </Field>
        <Field id={id("email")} label={t`Email`} required error={err("email")}>
          <input
            id={id("email")}
            data-field="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={state.email}
            onChange={(e) => set("email", e.target.value)}
            {...describedBy(id("email"), err("email"))}
            className={inputCls(err("email"))}
          />
        </Field>
        <Field id={id("phone")} label={t`Phone`} error={err("phone")}>
          <input
            id={id("phone")}
            data-field="phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="+254 7XX XXX XXX"
            value={state.phone}
            onChange={(e) => set("phone", e.target.value)}
            {...describedBy(id("phone"), err("phone"))}
            className={inputCls(err("phone"))}
          />
        </Field>
        <Field id={id("residency")} label={t`Residency`} error={err("residency")}>
          <select
            id={id("residency")}
            data-field="residency"
            name="residency"
            value={state.residency}
            onChange={(e) => set("residency", e.target.value as InquiryResidency | "")}
            {...describedBy(id("residency"), err("residency"))}
            className={inputCls(err("residency"))}
          >
            <option value="">{t`Select residency`}</option>
            {INQUIRY_RESIDENCIES.map((r) => (
              <option key={r} value={r}>
                {i18n._(RESIDENCY_MESSAGES[r])}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("package")} label={t`Package`} error={err("package")} className="sm:col-span-2">
          <select
            id={id("package")}
            data-field="package"
            name="package"
            value={state.package}
            onChange={(e) => set("package", e.target.value)}
            {...describedBy(id("package"), err("package"))}
            className={inputCls(err("package"))}
          >
            <option value="">{t`No specific package`}</option>
            <PackageOptions options={deferredOptions} />
            {state.package && !deferredOptions.some((p) => String(p.id) === state.package) ? (
              <option value={state.package}>{t`Package #${pkg}`}</option>
            ) : null}
          </select>
        </Field>
        <Field id={id("budget_tier")} label={t`Budget tier`} error={err("budget_tier")}>
          <select
            id={id("budget_tier")}
            data-field="budget_tier"
            name="budget_tier"
            value={state.budget_tier}
            onChange={(e) => set("budget_tier", e.target.value as TierType | "")}
            {...describedBy(id("budget_tier"), err("budget_tier"))}
            className={inputCls(err("budget_tier"))}
          >
            <option value="">{t`Any budget`}</option>
            {TIER_TYPES.map((tier) => (
              <option key={tier} value={tier}>
                {i18n._(TIER_MESSAGES[tier])}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id={id("pax_adults")} label={t`Adults`} error={err("pax_adults")}>
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
              {...describedBy(id("pax_adults"), err("pax_adults"))}
              className={inputCls(err("pax_adults"))}
            />
          </Field>
          <Field id={id("pax_children")} label={t`Children`} error={err("pax_children")}>
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
              {...describedBy(id("pax_children"), err("pax_children"))}
              className={inputCls(err("pax_children"))}
            />
          </Field>
        </div>
        <Field id={id("start_date")} label={t`Start date`} error={err("start_date")}>
          <input
            id={id("start_date")}
            data-field="start_date"
            name="start_date"
            type="date"
            min={today}
            value={state.start_date}
            onChange={(e) => set("start_date", e.target.value)}
            {...describedBy(id("start_date"), err("start_date"))}
            className={inputCls(err("start_date"))}
          />
        </Field>
        <Field id={id("end_date")} label={t`End date`} error={err("end_date")}>
          <input
            id={id("end_date")}
            data-field="end_date"
            name="end_date"
            type="date"
            min={endDateMin(state.start_date, today)}
            value={state.end_date}
            onChange={(e) => set("end_date", e.target.value)}
            {...describedBy(id("end_date"), err("end_date"))}
            className={inputCls(err("end_date"))}
          />
        </Field>
      </div>

      {children > 0 ? (
        <fieldset className="rounded-xl border border-earth-900/10 bg-white/60 p-4" data-testid="children-ages">
          <legend className="px-1 text-sm font-semibold text-earth-900">
            <Trans>Children's ages (0 to {maxAge})</Trans>
          </legend>
          <div className="mt-1 grid grid-cols-3 gap-3 sm:grid-cols-4">
            {state.children_ages.map((age, i) => (
              <div key={i}>
                <label htmlFor={id(`age-${i}`)} className="mb-1 block text-xs font-medium text-earth-900/80">
                  {t`Child ${ph({ n: i + 1 })}`}
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

      <Field id={id("message")} label={t`Message`} error={err("message")}>
        <textarea
          id={id("message")}
          data-field="message"
          name="message"
          rows={4}
          placeholder={t`Tell us about your dream trip: dates, interests, special occasions...`}
          value={state.message}
          onChange={(e) => set("message", e.target.value)}
          {...describedBy(id("message"), err("message"))}
          className={`${inputCls(err("message"))} h-auto py-3`}
        />
      </Field>

      {/* Honeypot (SPEC §3): invisible to people, never sent by this script. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id("hp")}>{t`Leave this field empty`}</label>
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
          <span>{domainSentence(i18n, CONSENT_LABEL)}</span>
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
          <span>{failureText(i18n, failure || errors.body || "")}</span>
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
        {submitting ? i18n._(INQUIRY_MSG.submitting) : (submitLabel ?? i18n._(INQUIRY_MSG.submit))}
      </button>
    </form>
  );
}
