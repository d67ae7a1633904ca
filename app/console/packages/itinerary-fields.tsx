/**
 * A tier's day-by-day itinerary in the package form (decision 0027): each day's title, places,
 * overnight, meals and rich-text description, and buttons to add, remove and move days. The days
 * are a Conform list (`tiers[0].days[2].title`, decision 0072): Add, Move and Remove are Conform's
 * intents, real submit buttons carried out in place with JavaScript and by the server without it;
 * the keyboard continues on the new day, the moved day's button or Add after a removal. "Copy
 * days" needs the server (it answers with the tier's days replaced, package-rows.server.ts).
 */
import type { ButtonHTMLAttributes } from "react";
import { BLANK_DAY } from "#domain/package-form.ts";
import { DayButtons, type DayButton } from "../editing/day-buttons.tsx";
import type { RowButton } from "../editing/use-document-form.ts";
import { RichTextField } from "../site-pages/rich-text-field.tsx";
import { Checkbox, idOf, TextArea, TextInput } from "./fields.tsx";

/** The list intents of Conform's form that the day buttons use. */
export interface DayListIntents {
  insert: { getButtonProps(options: { name: string; defaultValue?: unknown }): ButtonHTMLAttributes<HTMLButtonElement> };
  remove: { getButtonProps(options: { name: string; index: number }): ButtonHTMLAttributes<HTMLButtonElement> };
  reorder: { getButtonProps(options: { name: string; from: number; to: number }): ButtonHTMLAttributes<HTMLButtonElement> };
}

interface Props {
  tier: number;
  /** How many tiers the form has: the days of another one can be copied in. */
  tierCount: number;
  /** Conform's keys of the tier's days, in order. */
  days: ReadonlyArray<{ key?: string }>;
  values: Record<string, string>;
  /** What the form holds now, typed included: the days' headings name them. */
  current: Record<string, string>;
  errors: Record<string, string>;
  busy: boolean;
  form: DayListIntents;
  rowButton: RowButton;
}

/** The ids of the day buttons, where the keyboard continues after a move. */
const dayButtonId = (tier: number, day: number, what: DayButton) => `day-${tier}-${day}-${what}`;
const addDayButtonId = (tier: number) => `add-day-${tier}`;
const copyDaysButtonId = (tier: number) => `copy-days-${tier}`;
/** The select naming the tier whose days "Copy days" copies (not part of the document). */
export const copyDaysFromField = (tier: number) => `copy_days_from_${tier}`;

export function ItineraryFields({ tier, tierCount, days, values, current, errors, busy, form, rowButton }: Props) {
  const list = `tiers[${tier}].days`;
  const field = { values, errors };
  const count = days.length;
  /** A day's move and remove buttons: Conform's reorder and remove of the tier's days. */
  const intents = (d: number) => (what: DayButton) => {
    if (what === "remove") return rowButton(form.remove.getButtonProps({ name: list, index: d }), addDayButtonId(tier));
    const to = what === "up" ? d - 1 : d + 1;
    // The moved day's button that is still enabled at its new place (at the top, "down"; at the bottom, "up").
    const stays = what === "up" ? (to === 0 ? "down" : "up") : to === count - 1 ? "up" : "down";
    return rowButton(form.reorder.getButtonProps({ name: list, from: d, to }), dayButtonId(tier, to, stays));
  };
  return (
    <fieldset className="c-itinerary" data-testid="itinerary-fields">
      <legend>Tier {tier + 1} itinerary</legend>
      {count === 0 ? <p className="c-muted">No days yet. The site says the programme comes with the quote.</p> : null}
      <ol className="c-days">
        {days.map((row, d) => {
          const prefix = `${list}[${d}]`;
          const title = current[`${prefix}.title`];
          return (
            <li key={row.key ?? d}>
              <fieldset data-testid="itinerary-day">
                <legend>
                  Day {d + 1}
                  {title ? `: ${title}` : ""}
                </legend>
                <TextInput name={`${prefix}.title`} label={`Day ${d + 1} heading`} hint={`e.g. "Nairobi to Maasai Mara"; the site shows "Day ${d + 1}: " before it.`} {...field} />
                <div className="c-grid">
                  <TextArea name={`${prefix}.places`} label="Places" rows={3} hint="One place a line, in the order visited." {...field} />
                  <TextInput name={`${prefix}.overnight`} label="Overnight (lodge or camp)" hint="Empty on the last day home." {...field} />
                </div>
                <fieldset className="c-meals">
                  <legend>Meals included</legend>
                  <div className="c-checks">
                    <Checkbox name={`${prefix}.breakfast`} label="Breakfast" {...field} />
                    <Checkbox name={`${prefix}.lunch`} label="Lunch" {...field} />
                    <Checkbox name={`${prefix}.dinner`} label="Dinner" {...field} />
                  </div>
                </fieldset>
                <RichTextField name={`${prefix}.description_doc`} htmlName={`${prefix}.description_html`} label={`Day ${d + 1} description`} {...field} />
                <DayButtons group={tier} day={d} days={count} busy={busy} buttonId={dayButtonId} intents={intents(d)} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p>
        <button id={addDayButtonId(tier)} className="c-button c-button-quiet" {...rowButton(form.insert.getButtonProps({ name: list, defaultValue: BLANK_DAY }), idOf(`${list}[${count}].title`))}>
          Add a day to tier {tier + 1}
        </button>
      </p>
      {tierCount > 1 ? (
        // Tiers often share a programme and differ in their nights: start from another tier's days.
        <div className="c-add-row">
          <div className="c-field">
            <label htmlFor={`f-${copyDaysFromField(tier)}`}>Replace these days with a copy of</label>
            <select id={`f-${copyDaysFromField(tier)}`} name={copyDaysFromField(tier)} defaultValue="">
              <option value="">Choose a tier</option>
              {Array.from({ length: tierCount }, (_, t) => t)
                .filter((t) => t !== tier)
                .map((t) => (
                  <option key={t} value={String(t)}>
                    The days of tier {t + 1}
                  </option>
                ))}
            </select>
          </div>
          <button type="submit" id={copyDaysButtonId(tier)} name="intent" value={`copy-days-${tier}`} className="c-button c-button-quiet" disabled={busy}>
            Copy days
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
