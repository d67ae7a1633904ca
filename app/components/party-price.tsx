/**
 * "Price for your party" on a package page with rates (issue 14 item 3, decision 0034): start date,
 * adults, children and their ages in; the price function's total with its lines and seasons out,
 * for the page's residency and tier, in the residency's currency. Computed in the browser from the
 * package's rates in the loader data, and by the server's render of the same component for a GET
 * submit without JavaScript (the form lands back here, #your-price). Fields typed before the
 * JavaScript arrives are given back by the early-interaction replay (decision 0016).
 */
import { useId } from "react";
import { CHILD_AGE_MAX } from "#domain/inquiry-rules.ts";
import { formatAmount } from "#domain/rates/money.ts";
import type { DealRule } from "#domain/deal.ts";
import { MAX_PARTY } from "#domain/rates/price.ts";
import type { PackageRates, PriceResult } from "#domain/rates/types.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import type { TierType } from "#domain/tiers.ts";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { resizeAges } from "#app/lib/inquiry-payload.ts";
import { answerFor, lineLabel, MAX_CHILDREN, PARTY_ANCHOR, partyBasis, promptText, unpricedText, type PartyChoice } from "#app/lib/party-price.ts";
import { RESIDENCY_MESSAGES, TIER_MESSAGES } from "#app/lib/i18n/domain-labels.ts";
import { formatIsoDay } from "#domain/formatting.ts";
import { asLocale, type Locale } from "#domain/locales.ts";
import { useLocalize } from "#app/lib/i18n/link.tsx";

const dayIn = (locale: Locale) => (iso: string) => formatIsoDay(iso, { month: "short", weekday: true }, locale);

const INPUT =
  "block h-11 w-full rounded-xl border border-earth-900/20 bg-white px-3 text-[15px] text-earth-900 shadow-sm outline-none transition focus:border-acacia-600 focus:ring-2 focus:ring-acacia-600/30";
const LABEL = "mb-1 block text-sm font-medium text-earth-900";

export function PartyPrice({
  packageId,
  rates,
  durationDays,
  tier,
  residency,
  choice,
  onChange,
  today,
  askHref,
  onAsk,
  deal = null,
}: {
  /** The package's deal rule (decision 0045): applied to departures in its window. */
  deal?: DealRule | null;
  packageId: number;
  rates: PackageRates;
  durationDays: number;
  tier: { id: number; tier_type: TierType } | null;
  residency: InquiryResidency;
  choice: PartyChoice;
  /** An update of the choices (functional, so changes replayed together after hydration all count). */
  onChange: (update: (prev: PartyChoice) => PartyChoice) => void;
  today: string;
  askHref: string;
  onAsk: (e: React.MouseEvent) => void;
}) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const localize = useLocalize();
  const { t, i18n } = useLingui();
  const residencyText = i18n._(RESIDENCY_MESSAGES[residency]);
  const days = Math.max(1, durationDays);
  const maxAge = CHILD_AGE_MAX;
  const answer = answerFor(rates, choice, tier?.id ?? null, residency, durationDays, deal);
  const set = (patch: Partial<PartyChoice>) => onChange((prev) => ({ ...prev, ...patch }));
  const setChildren = (raw: string) => {
    const count = /^\d{1,2}$/.test(raw) ? Math.min(Number(raw), MAX_CHILDREN) : 0;
    onChange((prev) => ({ ...prev, children: raw.startsWith("-") ? "0" : raw, ages: resizeAges(prev.ages, count) }));
  };

  return (
    <section id={PARTY_ANCHOR} aria-labelledby={id("heading")} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-7" data-testid="party-price">
      <h2 id={id("heading")} className="font-display text-2xl font-semibold text-earth-900">
        <Trans>Price for your party</Trans>
      </h2>
      <p className="mt-1 text-sm text-earth-900/75">
        {tier ? `${i18n._(TIER_MESSAGES[tier.tier_type])} · ${residencyText}` : residencyText} · <Plural value={days} one="# day" other="# days" />.{" "}
        <Trans>Change the tier or residency above.</Trans>
      </p>
      {/* Without JavaScript this is a plain GET form: the server renders the same answer. */}
      <form
        method="get"
        action={localize(`/packages/${packageId}#${PARTY_ANCHOR}`)}
        className="mt-4 grid gap-4"
        onSubmit={(e) => e.preventDefault()}
        data-testid="party-form"
      >
        <input type="hidden" name="residency" value={residency} />
        {tier ? <input type="hidden" name="tier" value={tier.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={id("start")} className={LABEL}>
              <Trans>Start date</Trans>
            </label>
            <input id={id("start")} name="start" type="date" min={today} value={choice.start} onChange={(e) => set({ start: e.target.value })} className={INPUT} />
          </div>
          <NumberField id={id("adults")} label={t`Adults`} name="adults" min={1} max={MAX_PARTY} value={choice.adults} onChange={(value) => set({ adults: value })} />
          <NumberField id={id("children")} label={t`Children (0-${maxAge})`} name="children" min={0} max={MAX_CHILDREN} value={choice.children} onChange={setChildren} />
        </div>
        {choice.ages.length > 0 ? (
          <fieldset className="rounded-xl border border-earth-900/10 p-4">
            <legend className="px-1 text-sm font-semibold text-earth-900">
              <Trans>Children's ages on the start date (0 to {maxAge})</Trans>
            </legend>
            <div className="mt-1 grid grid-cols-3 gap-3 sm:grid-cols-5">
              {choice.ages.map((age, i) => (
                <NumberField
                  key={i}
                  id={id(`age-${i}`)}
                  label={t`Child ${i + 1} age`}
                  small
                  name="age"
                  min={0}
                  max={CHILD_AGE_MAX}
                  value={age}
                  onChange={(value) => onChange((prev) => ({ ...prev, ages: prev.ages.map((a, j) => (j === i ? value : a)) }))}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <div>
          <button
            type="submit"
            className="h-11 rounded-xl border-2 border-acacia-700 px-5 font-semibold text-acacia-700 transition hover:bg-acacia-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
          >
            <Trans>Show the price</Trans>
          </button>
        </div>
      </form>

      <div className="mt-5 border-t border-earth-900/10 pt-4" aria-live="polite" data-testid="party-price-answer">
        {answer.kind === "ask" ? (
          <p className="text-earth-900/80" data-testid="party-price-message">
            {promptText(i18n, answer.message)}
          </p>
        ) : (
          <Answer result={answer.result} nights={answer.nights} start={choice.start} lastDay={answer.lastDay} askHref={askHref} onAsk={onAsk} />
        )}
      </div>
    </section>
  );
}

/** A whole-number field; its value is read at the event, so replayed changes keep theirs. */
function NumberField({ id, label, name, min, max, value, onChange, small }: { id: string; label: string; name: string; min: number; max: number; value: string; onChange: (value: string) => void; small?: boolean }) {
  return (
    <div>
      <label htmlFor={id} className={small ? "mb-1 block text-xs font-medium text-earth-900/80" : LABEL}>
        {label}
      </label>
      <input id={id} name={name} type="number" inputMode="numeric" min={min} max={max} step={1} value={value} onChange={(e) => onChange(e.target.value)} className={INPUT} />
    </div>
  );
}

function Answer({ result, nights, start, lastDay, askHref, onAsk }: { result: PriceResult; nights: number; start: string; lastDay: string; askHref: string; onAsk: (e: React.MouseEvent) => void }) {
  const { i18n } = useLingui();
  const day = dayIn(asLocale(i18n.locale));
  const ask = (
    <a
      href={askHref}
      onClick={onAsk}
      role="button"
      className="mt-4 flex h-12 items-center justify-center rounded-xl bg-acacia-700 px-5 font-semibold text-white shadow transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700 sm:inline-flex"
    >
      <Trans>Ask about this price</Trans>
    </a>
  );
  if (result.kind === "invalid_request") {
    return (
      <p className="font-medium text-red-800" data-testid="party-price-message">
        {Object.values(result.errors).join(" ")}
      </p>
    );
  }
  if (result.kind !== "priced") {
    return (
      <div>
        <p className="font-medium text-earth-900" data-testid="party-price-message">
          {unpricedText(i18n, result)}
        </p>
        {ask}
      </div>
    );
  }
  const money = (minor: number) => formatAmount(minor, result.currency, asLocale(i18n.locale));
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-earth-900/70">
        <Trans>Total for your party</Trans>
      </p>
      <p className="text-3xl font-bold text-acacia-700" data-testid="party-total">
        {money(result.total)}
        {result.deal ? (
          <>
            {" "}
            <s className="inline-block whitespace-nowrap text-base font-medium text-earth-900/70" data-testid="party-total-was">
              <span className="sr-only">
                <Trans>was</Trans>{" "}
              </span>
              {money(result.deal.totalBefore)}
            </s>
          </>
        ) : null}
      </p>
      <p className="text-sm text-earth-900/75" data-testid="party-basis">
        {partyBasis(result, i18n)}
        {result.deal ? (
          <span data-testid="party-deal">
            {" "}
            · <Trans>Deal: {result.deal.percent}% off every rate</Trans>
          </span>
        ) : null}
      </p>
      <p className="text-sm text-earth-900/75" data-testid="party-dates">
        <Trans>
          <Plural value={nights} one="# night" other="# nights" />: {day(start)} to {day(lastDay)}
        </Trans>
      </p>
      <table className="mt-4 w-full text-sm" data-testid="party-lines">
        <caption className="sr-only">
          <Trans>How the total is made up</Trans>
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">
              <Trans>Line</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-earth-900/10">
          {result.lines.map((line, i) => (
            <tr key={i} data-testid="party-line" data-kind={line.kind}>
              <td className="py-2 pe-3 text-earth-900">
                <span className="font-medium">{lineLabel(i18n, line)}</span>
                <span className="block text-xs text-earth-900/70">
                  {line.season}: <Plural value={line.nights} one="# night" other="# nights" /> × {line.quantity > 1 ? `${line.quantity} × ` : ""}
                  {money(line.unitAmount)}
                </span>
              </td>
              <td className="whitespace-nowrap py-2 text-end font-semibold text-earth-900">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 space-y-1 text-xs text-earth-900/75" data-testid="party-seasons">
        {result.seasons.map((s) => (
          <li key={`${s.season}-${s.firstNight}`}>
            <SeasonLine season={s.season} nights={s.nights} first={day(s.firstNight)} last={s.firstNight === s.lastNight ? null : day(s.lastNight)} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-earth-900/70">
        <Trans>An estimate for these dates; your quote confirms it.</Trans>
      </p>
      {ask}
    </div>
  );
}

/** "High season priced 2 nights: Sat 10 May to Sun 11 May". */
function SeasonLine({ season, nights, first, last }: { season: string; nights: number; first: string; last: string | null }) {
  return last === null ? (
    <Trans>
      {season} season priced <Plural value={nights} one="# night" other="# nights" />: {first}
    </Trans>
  ) : (
    <Trans>
      {season} season priced <Plural value={nights} one="# night" other="# nights" />: {first} to {last}
    </Trans>
  );
}
