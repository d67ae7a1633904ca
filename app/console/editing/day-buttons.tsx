/**
 * Move up, move down and remove for one day of an itinerary (a package tier's, a quote option's).
 * By default they post the form back with intents `day-up-G-D`, `day-down-G-D`, `remove-day-G-D`;
 * a Conform form gives each button its own intent instead (`intents`). The page puts the focus back
 * on the button with the id `buttonId(group, day, what)` after the move.
 */
import type { ButtonHTMLAttributes } from "react";

export type DayButton = "up" | "down" | "remove";

export function DayButtons({
  group,
  day,
  days,
  busy,
  buttonId,
  intents,
}: {
  group: number;
  day: number;
  days: number;
  busy: boolean;
  buttonId: (group: number, day: number, what: DayButton) => string;
  /** A Conform form's reorder and remove intents (name, value, form…), and what a press also does. */
  intents?: (what: DayButton) => ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const button = (what: DayButton, intent: string, text: string, disabled: boolean) => (
    <button type="submit" id={buttonId(group, day, what)} name="intent" value={`${intent}-${group}-${day}`} className="c-button c-button-quiet" {...intents?.(what)} disabled={busy || disabled}>
      {text}
    </button>
  );
  return (
    <div className="c-actions c-day-actions">
      {button("up", "day-up", `Move day ${day + 1} up`, day === 0)}
      {button("down", "day-down", `Move day ${day + 1} down`, day === days - 1)}
      {button("remove", "remove-day", `Remove day ${day + 1}`, false)}
    </div>
  );
}
