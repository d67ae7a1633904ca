/**
 * A tier's day-by-day itinerary in the package form (decision 0027): each day's title, places,
 * overnight, meals and rich-text description, and buttons to add, remove and move days. The
 * buttons post the form back with the change (like Add a tier), so they work from the keyboard
 * and without JavaScript; the page puts the focus back on the moved day's button.
 */
import { useMemo } from "react";
import { formRowCount } from "#domain/package-document.ts";
import type { RichTextDoc } from "#domain/rich-text.ts";
import { RichTextEditor } from "../rich-text/rich-text-editor.tsx";
import { DayButtons } from "../editing/day-buttons.tsx";
import { Checkbox, TextArea, TextInput } from "./fields.tsx";

interface Props {
  tier: number;
  /** How many tiers the form has: the days of another one can be copied in. */
  tierCount: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  busy: boolean;
}

/** The ids of the day buttons, so the action can say where the focus goes after a move. */
export const dayButtonId = (tier: number, day: number, what: "up" | "down" | "remove") => `day-${tier}-${day}-${what}`;
export const addDayButtonId = (tier: number) => `add-day-${tier}`;
export const copyDaysButtonId = (tier: number) => `copy-days-${tier}`;
/** The select naming the tier whose days "Copy days" copies (not part of the document). */
export const copyDaysFromField = (tier: number) => `copy_days_from_${tier}`;

/** A day's description error, wherever inside the document the schema found it. */
function descriptionError(errors: Record<string, string>, prefix: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === `${prefix}.description_doc` || k.startsWith(`${prefix}.description_doc.`) || k === `${prefix}.description_html`);
  return key ? errors[key] : undefined;
}

function DayDescription({ prefix, label, values, error }: { prefix: string; label: string; values: Record<string, string>; error?: string }) {
  const json = values[`${prefix}.description_doc`];
  const initialDoc = useMemo<RichTextDoc | null>(() => {
    if (!json) return null;
    try {
      return JSON.parse(json) as RichTextDoc;
    } catch {
      return null;
    }
  }, [json]);
  return (
    <RichTextEditor
      name={`${prefix}.description_doc`}
      htmlName={`${prefix}.description_html`}
      label={label}
      initialDoc={initialDoc}
      initialHtml={values[`${prefix}.description_html`] ?? ""}
      error={error}
    />
  );
}

export function ItineraryFields({ tier, tierCount, values, errors, busy }: Props) {
  const days = formRowCount(values, `tiers.${tier}.days`);
  const field = { values, errors };
  return (
    <fieldset className="c-itinerary" data-testid="itinerary-fields">
      <legend>Tier {tier + 1} itinerary</legend>
      {days === 0 ? <p className="c-muted">No days yet. The site says the programme comes with the quote.</p> : null}
      <ol className="c-days">
        {Array.from({ length: days }, (_, d) => {
          const prefix = `tiers.${tier}.days.${d}`;
          const title = values[`${prefix}.title`];
          return (
            <li key={d}>
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
                <DayDescription prefix={prefix} label={`Day ${d + 1} description`} values={values} error={descriptionError(errors, prefix)} />
                <DayButtons group={tier} day={d} days={days} busy={busy} buttonId={dayButtonId} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p>
        <button type="submit" id={addDayButtonId(tier)} name="intent" value={`add-day-${tier}`} className="c-button c-button-quiet" disabled={busy}>
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
