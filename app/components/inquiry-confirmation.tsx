/**
 * What the visitor sees once an inquiry is in (issue 12 item 4): the reference they can quote, a
 * summary of what they asked for, and what happens next (the 24-48 hour quote, the deposit terms).
 * The same panel follows the JSON path and the no-JavaScript form post.
 */
import type { ReactNode } from "react";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { DEPOSIT_TERMS, QUOTE_PROMISE } from "#domain/booking-terms.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import type { TierType } from "#domain/tiers.ts";
import { depositNoticeText, domainSentence } from "./inquiry-form/labels.ts";
import { adultsValue, childrenValue, type InquiryFormState } from "#app/lib/inquiry-payload.ts";
import { CheckIcon } from "./icons.tsx";
import { formatIsoDay } from "#domain/formatting.ts";
import { asLocale } from "#domain/locales.ts";
import { RESIDENCY_MESSAGES, TIER_MESSAGES } from "#app/lib/i18n/domain-labels.ts";

export interface InquiryConfirmationData {
  /** TH-00042; null when the server did not give one (an older server, a network oddity). */
  reference: string | null;
  values: InquiryFormState;
  /** The package's title, when the visitor chose one and the form knows it. */
  packageTitle?: string;
  /** The deposit sentence from the owner's stored booking terms, as the server answered it. */
  depositTerms?: string;
}

function party(i18n: I18n, values: InquiryFormState): string {
  const adults = adultsValue(values.pax_adults);
  const children = childrenValue(values.pax_children);
  const ages = values.children_ages.map((a) => a.trim()).filter(Boolean);
  let text = i18n._(msg`${plural(adults, { one: "# adult", other: "# adults" })}`);
  if (children > 0) {
    const list = ages.join(", ");
    const ageCount = ages.length;
    text += ages.length
      ? i18n._(msg`, ${plural(children, { one: "# child", other: "# children" })} (${plural(ageCount, { one: "age", other: "ages" })} ${list})`)
      : i18n._(msg`, ${plural(children, { one: "# child", other: "# children" })}`);
  }
  return text;
}

/** Label/value pairs of what was asked, in the order a salesperson reads them, in `i18n`'s language. */
export function confirmationSummary(i18n: I18n, data: InquiryConfirmationData): Array<[string, string]> {
  const v = data.values;
  const rows: Array<[string, string]> = [];
  const pkg = v.package;
  if (v.package) rows.push([i18n._(msg`Package`), data.packageTitle ?? i18n._(msg`Package #${pkg}`)]);
  rows.push([i18n._(msg`Party`), party(i18n, v)]);
  if (v.start_date || v.end_date) {
    const start = v.start_date ? formatIsoDay(v.start_date, { month: "short" }, asLocale(i18n.locale)) : "";
    const end = v.end_date ? formatIsoDay(v.end_date, { month: "short" }, asLocale(i18n.locale)) : "";
    rows.push([
      i18n._(msg`Dates`),
      v.start_date && v.end_date ? i18n._(msg`${start} to ${end}`) : v.start_date ? i18n._(msg`From ${start}`) : i18n._(msg`Until ${end}`),
    ]);
  }
  if (v.residency) rows.push([i18n._(msg`Residency`), i18n._(RESIDENCY_MESSAGES[v.residency as InquiryResidency])]);
  if (v.budget_tier) rows.push([i18n._(msg`Budget tier`), i18n._(TIER_MESSAGES[v.budget_tier as TierType])]);
  if (v.email) rows.push([i18n._(msg`We reply to`), v.email]);
  return rows;
}

export function InquiryConfirmation({
  data,
  title,
  lead,
  action,
}: {
  data: InquiryConfirmationData;
  title: string;
  /** The sentence of SPEC §8 under the title. */
  lead: string;
  /** "Submit another": a button once hydrated, else a link that reloads the page. */
  action: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const reference = data.reference;
  return (
    <>
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-acacia-700 text-white">
        <CheckIcon size={28} />
      </span>
      <h3 className="mt-4 font-display text-2xl font-semibold text-earth-900">{title}</h3>
      <p className="mt-2 max-w-md text-earth-900/80">{lead}</p>
      {reference ? (
        <p className="mt-2 text-earth-900/80">
          <Trans>
            Your reference is{" "}
            <strong className="font-semibold text-earth-900" data-testid="inquiry-reference">
              {reference}
            </strong>
            . Quote it whenever you contact us.
          </Trans>
        </p>
      ) : null}
      <dl className="mt-5 grid w-full max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl bg-savanna-50 px-5 py-4 text-start text-[15px]" data-testid="inquiry-summary">
        {confirmationSummary(i18n, data).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-earth-900">{label}</dt>
            <dd className="break-words text-earth-900/85">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 max-w-md text-start text-[15px] text-earth-900/85" data-testid="inquiry-next-steps">
        <p className="font-semibold text-earth-900">
          <Trans>What happens next</Trans>
        </p>
        <ol className="mt-1 list-decimal space-y-1 ps-5">
          <li>
            {domainSentence(i18n, QUOTE_PROMISE)} {t`We have emailed you this summary with your reference.`}
          </li>
          <li>{depositNoticeText(i18n, data.depositTerms ?? DEPOSIT_TERMS)}</li>
        </ol>
      </div>
      {action}
    </>
  );
}
