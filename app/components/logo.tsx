/**
 * The Twiga Horizons mark (a giraffe against the rising sun, "twiga" being
 * Swahili for giraffe) and wordmark, drawn inline so the logo never waits
 * for a request.
 */
import { useLingui } from "@lingui/react/macro";
import { useCompany } from "../lib/company.tsx";

export function LogoMark({ size = 40, className = "" }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="logo-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f0b44c" />
          <stop offset="1" stopColor="#c8862a" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="19" fill="url(#logo-sun)" />
      <path d="M1.6 27h36.8a19 19 0 0 1-36.8 0z" fill="#245530" />
      <path
        d="M15.3 33.5V23.2l-2.4.4.3-1.7 3-1.1 4.2-9.6-.9-1.7 1.3-.6.8 1 .4-1.6 1.2.2-.2 1.8 2.8 1.6-.2 1.2-2.6-.4-3.6 9.9.9 11.2h-1.7l-1.1-8.6-.8.3v8.3z"
        fill="#2a1d12"
      />
    </svg>
  );
}

export function Logo({ light = false, compact = false }: { light?: boolean; compact?: boolean }) {
  const site = useCompany();
  const { t } = useLingui();
  const name = site.name;
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark size={compact ? 36 : 42} className="shrink-0 drop-shadow-sm" />
      <span className="flex flex-col leading-none">
        <span className={`font-display text-lg font-semibold tracking-tight md:text-xl ${light ? "text-white" : "text-acacia-900"}`}>
          Twiga Horizons
        </span>
        <span className={`mt-1 text-[0.65rem] font-semibold uppercase tracking-[0.28em] ${light ? "text-savanna-100" : "text-savanna-700"}`}>
          Travel
        </span>
      </span>
      <span className="sr-only">{name ? t`${name}, home` : t`Home`}</span>
    </span>
  );
}
