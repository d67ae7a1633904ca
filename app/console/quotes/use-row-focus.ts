/**
 * After a row button the keyboard continues where it was: the button names the control, which takes
 * the focus once the form is drawn with it. After the server's answer, once it is drawn anew; an
 * answer that refuses (no tier chosen) sends the focus to the field it names instead.
 */
import { useEffect, useRef } from "react";

type FocusWanted = { id: string; before: Element | null; answer?: { since: unknown; onError?: string } };

export function useRowFocus({ busy, lastResult, errors }: { busy: boolean; lastResult: { status?: string } | undefined; errors: Record<string, string> }) {
  const focusAfter = useRef<FocusWanted | null>(null);
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || busy) return;
    if (wanted.answer) {
      if (lastResult === wanted.answer.since) return;
      if (lastResult?.status === "error") {
        // Once the errors are drawn: the summary takes the focus first, then the field.
        if (!Object.keys(errors).length) return;
        focusAfter.current = null;
        if (wanted.answer.onError) document.getElementById(wanted.answer.onError)?.focus();
        return;
      }
    }
    const target = document.getElementById(wanted.id);
    if (target && target !== wanted.before) {
      focusAfter.current = null;
      target.focus();
    }
  });
  /** A row button Conform carries out in place: focus `id` once it is drawn. */
  const focusNext = (id: string) => () => void (focusAfter.current = { id, before: null });
  /** A row button the server carries out: focus `id` once the answer has drawn it anew (`onError` if it refuses). */
  const focusRedrawn = (id: string, onError?: string) => () => void (focusAfter.current = { id, before: document.getElementById(id), answer: { since: lastResult, onError } });
  return { focusNext, focusRedrawn };
}
