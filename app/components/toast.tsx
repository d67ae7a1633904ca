/**
 * Toasts (SPEC §4: close automatically after 4000 ms by default). A tiny
 * module store so a toast survives the component that raised it: the inquiry
 * modal closes on success while its "Inquiry sent" toast stays on screen.
 * Render <Toaster /> once on a page that can raise toasts.
 */
import { useEffect, useSyncExternalStore } from "react";
import { useLingui } from "@lingui/react/macro";
import { AlertIcon, CheckIcon, CloseIcon } from "./icons.tsx";

export const TOAST_DEFAULT_MS = 4000;

export interface ToastItem {
  id: number;
  kind: "success" | "error";
  message: string;
  durationMs: number;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(message: string, kind: ToastItem["kind"] = "success", durationMs = TOAST_DEFAULT_MS): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message, durationMs }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ToastItem[] = [];

export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => toasts, () => EMPTY);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-[70] flex flex-col items-center gap-2 px-4 sm:start-auto sm:end-6 sm:top-24 sm:items-end"
    >
      {items.map((t) => (
        <Toast key={t.id} item={t} />
      ))}
    </div>
  );
}

function Toast({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [item.id, item.durationMs]);
  const { t } = useLingui();
  const success = item.kind === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      data-testid={`toast-${item.kind}`}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl px-4 py-3 text-white shadow-2xl ring-1 ring-black/10 ${
        success ? "bg-acacia-700" : "bg-red-800"
      }`}
    >
      <span className="mt-0.5 shrink-0">{success ? <CheckIcon size={20} /> : <AlertIcon size={20} />}</span>
      <p className="flex-1 text-[15px] font-medium">{item.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={t`Dismiss notification`}
        className="-me-1 rounded p-1 text-white/85 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
