/**
 * Residency selector of the package page (SPEC §4: defaults to residents):
 * a segmented radio group, so arrow keys move between the three options and
 * it works as plain radios before JavaScript loads.
 */
import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { INQUIRY_RESIDENCIES, type InquiryResidency } from "#domain/residency.ts";
import { RESIDENCY_MESSAGES } from "#app/lib/i18n/domain-labels.ts";

export function ResidencySelector({
  value,
  onChange,
  name,
}: {
  value: InquiryResidency;
  onChange: (value: InquiryResidency) => void;
  /** Radio group name; unique per instance by default (the page draws the panel twice, one per layout). */
  name?: string;
}) {
  const legendId = useId();
  const { i18n } = useLingui();
  const groupName = name ?? `residency-${legendId}`;
  return (
    <fieldset aria-labelledby={legendId} data-testid="residency-selector">
      <legend id={legendId} className="mb-2 text-sm font-semibold text-earth-900">
        <Trans>Prices for</Trans>
      </legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-savanna-100 p-1">
        {INQUIRY_RESIDENCIES.map((code) => {
          const checked = value === code;
          return (
            <label
              key={code}
              className={`relative flex cursor-pointer items-center justify-center rounded-lg px-2 py-2 text-center text-[13px] font-semibold leading-tight transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-acacia-700 sm:text-sm ${
                checked ? "bg-white text-acacia-700 shadow" : "text-earth-900/80 hover:text-earth-900"
              }`}
            >
              <input
                type="radio"
                name={groupName}
                value={code}
                checked={checked}
                onChange={() => onChange(code)}
                className="sr-only"
              />
              {i18n._(RESIDENCY_MESSAGES[code])}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
