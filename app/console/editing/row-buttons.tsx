/**
 * Move up, move down and remove for one row of a Conform list in a document editor (a terms
 * section, an FAQ group or question, a social link…), decision 0072. Each is Conform's reorder or
 * remove intent, a real submit button: without JavaScript the server carries it out and the page
 * comes back with the row moved or removed; with JavaScript the form changes in place. The
 * keyboard continues on the moved row's button, or on the list's Add button after a removal.
 */
import type { ButtonHTMLAttributes } from "react";

interface ListIntents {
  reorder: { getButtonProps(options: { name: string; from: number; to: number }): ButtonHTMLAttributes<HTMLButtonElement> };
  remove: { getButtonProps(options: { name: string; index: number }): ButtonHTMLAttributes<HTMLButtonElement> };
}

export const rowButtonId = (idPrefix: string, index: number, what: "up" | "down" | "remove") => `${idPrefix}-${index}-${what}`;

export function RowButtons({
  list,
  index,
  count,
  noun,
  idPrefix,
  addId,
  form,
  rowButton,
}: {
  /** The list's name as Conform names it: `sections`, `groups[0].faqs`. */
  list: string;
  index: number;
  count: number;
  /** In the buttons' names: "Move section 2 up". */
  noun: string;
  idPrefix: string;
  /** The list's Add button, which takes the focus after a removal. */
  addId: string;
  form: ListIntents;
  rowButton(intent: ButtonHTMLAttributes<HTMLButtonElement>, focus: string): ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const move = (what: "up" | "down") => {
    const to = what === "up" ? index - 1 : index + 1;
    // The moved row's button still enabled at its new place (at the top, "down"; at the bottom, "up").
    const stays = what === "up" ? (to === 0 ? "down" : "up") : to === count - 1 ? "up" : "down";
    const props = rowButton(form.reorder.getButtonProps({ name: list, from: index, to }), rowButtonId(idPrefix, to, stays));
    return (
      <button id={rowButtonId(idPrefix, index, what)} className="c-button c-button-quiet" {...props} disabled={props.disabled || (what === "up" ? index === 0 : index === count - 1)}>
        Move {noun} {index + 1} {what}
      </button>
    );
  };
  return (
    <div className="c-actions c-row-actions">
      {move("up")}
      {move("down")}
      <button id={rowButtonId(idPrefix, index, "remove")} className="c-button c-button-quiet" {...rowButton(form.remove.getButtonProps({ name: list, index }), addId)}>
        Remove {noun} {index + 1}
      </button>
    </div>
  );
}
