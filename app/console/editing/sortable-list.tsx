/**
 * An ordered list of form rows the editor reorders (decision 0028): by dragging (dnd-kit, pointer
 * and touch), by the keyboard on the drag handle (Space to pick up, arrows to move, Space to drop,
 * each step announced), and by Move up / Move down / Remove buttons. The rows are a Conform list
 * (decision 0072): the buttons are Conform's reorder and remove intents, real submit buttons the
 * server carries out without JavaScript, so the page works the same, one round trip per move.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from "react";

export interface SortableRow {
  /** Stable for the row's life on the page (not its position, not its database id). */
  uid: string;
}

/** True once the page's JavaScript runs: the server's HTML (and the page without JavaScript) has none of it. */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}

/** A row button's action. */
export type RowAction = "up" | "down" | "remove";

/**
 * The rows of a Conform list (decision 0072): the rows are the form's, a drag moves one with
 * Conform's reorder (`onMove`) and the buttons are Conform's intents (`intentOf`), real submit
 * buttons with JavaScript or without.
 */
interface ConformRows {
  onMove: (from: number, to: number) => void;
  intentOf: (action: RowAction, index: number) => ButtonHTMLAttributes<HTMLButtonElement>;
}

interface Props<T extends SortableRow> {
  rows: T[];
  /** What a drag and the buttons do to the form's list. */
  conform: ConformRows;
  /** How the row is named in buttons and announcements ("Image 2: Lions at dawn"). */
  rowLabel: (row: T, index: number) => string;
  renderRow: (row: T, index: number) => ReactNode;
  /** A note beside the first row (e.g. "Primary image"). */
  firstNote?: string;
  busy?: boolean;
  enhanced: boolean;
  /** The list's accessible name. */
  label: string;
}

export function SortableList<T extends SortableRow>({ rows, conform, rowLabel, renderRow, firstNote, busy, enhanced, label }: Props<T>) {
  const [status, setStatus] = useState("");
  const focusAfter = useRef<{ uid: string; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A moved row's button keeps the keyboard focus, in its new place.
  useEffect(() => {
    const want = focusAfter.current;
    if (!want) return;
    focusAfter.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row="${want.uid}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-action="${want.action}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>("[data-action]:not(:disabled)");
    button?.focus();
  }, [rows]);

  const indexOf = (id: UniqueIdentifier) => rows.findIndex((r) => r.uid === id);
  const nameOf = (id: UniqueIdentifier) => {
    const i = indexOf(id);
    return i >= 0 ? rowLabel(rows[i]!, i) : "The item";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1} of ${rows.length}.` : `${nameOf(active.id)} is not over a position.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${indexOf(over.id) + 1} of ${rows.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it is back in its place.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    conform.onMove(indexOf(active.id), indexOf(over.id));
  };

  // The keyboard's place and the announcement after a button (Conform's intent changes the rows).
  const act = (action: RowAction, index: number) => {
    const row = rows[index]!;
    const name = rowLabel(row, index);
    if (action === "remove") {
      setStatus(`${name} removed.`);
      const next = rows[index + 1] ?? rows[index - 1];
      if (next) focusAfter.current = { uid: next.uid, action: "remove" };
      return;
    }
    const to = index + (action === "up" ? -1 : 1);
    focusAfter.current = { uid: row.uid, action };
    setStatus(`${name} moved to position ${to + 1} of ${rows.length}.`);
  };

  /** A button's own props: Conform's intent, and with JavaScript the focus and announcement after it. */
  const buttonProps = (action: RowAction, i: number): ButtonHTMLAttributes<HTMLButtonElement> => ({ ...conform.intentOf(action, i), onClick: enhanced ? () => act(action, i) : undefined });

  const items = (
    <ol className="c-sortable" aria-label={label} ref={listRef}>
      {rows.map((row, i) => (
        <SortableItem key={row.uid} uid={row.uid} enhanced={enhanced} handleLabel={`Drag ${rowLabel(row, i)} to reorder`}>
          <div className="c-sortable-position">
            <span>{i + 1}</span>
            {i === 0 && firstNote ? <span className="c-badge">{firstNote}</span> : null}
          </div>
          <div className="c-sortable-body">{renderRow(row, i)}</div>
          <div className="c-sortable-buttons">
            {(["up", "down", "remove"] as const).map((action) => (
              <button
                key={action}
                {...buttonProps(action, i)}
                data-action={action}
                className={action === "remove" ? "c-button c-button-quiet c-button-small c-button-remove" : "c-button c-button-quiet c-button-small"}
                disabled={busy || (action === "up" && i === 0) || (action === "down" && i === rows.length - 1)}
                aria-label={`${action === "up" ? "Move up" : action === "down" ? "Move down" : "Remove"}: ${rowLabel(row, i)}`}
              >
                {action === "up" ? "Move up" : action === "down" ? "Move down" : "Remove"}
              </button>
            ))}
          </div>
        </SortableItem>
      ))}
    </ol>
  );

  return (
    <>
      {enhanced ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: "To reorder, press Space on the handle, move with the arrow keys, and press Space again to drop, or Escape to cancel." },
          }}
        >
          <SortableContext items={rows.map((r) => r.uid)} strategy={verticalListSortingStrategy}>
            {items}
          </SortableContext>
        </DndContext>
      ) : (
        items
      )}
      <p className="c-visually-hidden" role="status">
        {status}
      </p>
    </>
  );
}

function SortableItem({ uid, enhanced, handleLabel, children }: { uid: string; enhanced: boolean; handleLabel: string; children: ReactNode }) {
  if (!enhanced) {
    return (
      <li className="c-sortable-row" data-row={uid}>
        {children}
      </li>
    );
  }
  return (
    <EnhancedItem uid={uid} handleLabel={handleLabel}>
      {children}
    </EnhancedItem>
  );
}

/** Only under the DndContext: useSortable needs it. */
function EnhancedItem({ uid, handleLabel, children }: { uid: string; handleLabel: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: uid });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? "c-sortable-row c-sortable-dragging" : "c-sortable-row"}
      data-row={uid}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button type="button" ref={setActivatorNodeRef} className="c-drag-handle" {...attributes} {...listeners} aria-label={handleLabel}>
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </li>
  );
}
