/**
 * The visible failure, empty and loading states of SPEC §8, in one style so
 * no page is ever blank: an error panel with a retry action, an empty panel
 * with an optional action, and card-shaped skeletons while data loads.
 */
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { AlertIcon, CompassIcon, RefreshIcon } from "./icons.tsx";

export interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  /** Default "Try Again" (SPEC §8). */
  retryLabel?: string;
  /** Extra actions (links) after the retry button. */
  children?: ReactNode;
  className?: string;
}

export function ErrorState({ title, message, onRetry, retryLabel, children, className = "" }: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <div role="alert" className={`mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-red-200 bg-white px-6 py-10 text-center shadow-sm ${className}`}>
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertIcon size={28} />
      </span>
      <h2 className="mt-4 font-display text-2xl font-semibold text-earth-900">{title}</h2>
      {message ? <p className="mt-2 text-earth-900/75">{message}</p> : null}
      {onRetry || children ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onRetry ? (
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex items-center gap-2 rounded-full bg-acacia-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
            >
              <RefreshIcon size={18} />
              {retryLabel ?? t`Try Again`}
            </button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A button or link, e.g. Browse All Packages. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, message, action, icon, className = "" }: EmptyStateProps) {
  return (
    <div role="status" className={`mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-savanna-100 bg-white px-6 py-10 text-center shadow-sm ${className}`}>
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-savanna-100 text-savanna-700">
        {icon ?? <CompassIcon size={28} />}
      </span>
      <h2 className="mt-4 font-display text-2xl font-semibold text-earth-900">{title}</h2>
      {message ? <p className="mt-2 text-earth-900/75">{message}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/** One card-shaped placeholder: image, title lines and a price line. */
export function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm" aria-hidden="true" data-testid="card-skeleton">
      <div className="aspect-[16/10] animate-pulse bg-savanna-100 motion-reduce:animate-none" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-savanna-100 motion-reduce:animate-none" />
        <div className="h-4 w-full animate-pulse rounded bg-savanna-100/70 motion-reduce:animate-none" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-savanna-100/70 motion-reduce:animate-none" />
        <div className="h-6 w-1/3 animate-pulse rounded bg-savanna-100 motion-reduce:animate-none" />
      </div>
    </div>
  );
}

export interface CardSkeletonGridProps {
  /** SPEC §9: 6 initially, 3 more when loading more. */
  count?: number;
  className?: string;
  label?: string;
}

export function CardSkeletonGrid({ count = 6, className = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3", label }: CardSkeletonGridProps) {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label ?? t`Loading`}</span>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}
