/**
 * A page section with a consistent heading block (eyebrow, title, intro) and
 * background tone, so the long static pages read as one designed document.
 */
import type { ReactNode } from "react";

export type SectionTone = "plain" | "sand" | "white" | "dark";

const tones: Record<SectionTone, string> = {
  plain: "bg-savanna-50",
  sand: "bg-savanna-100/60",
  white: "bg-white",
  dark: "bg-acacia-900 text-white",
};

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  /** Centre the heading block (default) or align it left. */
  align?: "center" | "left";
  children?: ReactNode;
  className?: string;
}

export function Section({ id, eyebrow, title, intro, tone = "plain", align = "center", children, className = "" }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} py-16 md:py-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
          {eyebrow ? (
            <p className={`text-sm font-semibold uppercase tracking-[0.18em] ${dark ? "text-savanna-100" : "text-savanna-700"}`}>{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className={`mt-2 font-display text-3xl font-semibold leading-tight md:text-4xl ${dark ? "text-white" : "text-earth-900"}`}>
            {title}
          </h2>
          {intro ? <div className={`mt-4 text-lg leading-relaxed ${dark ? "text-white/85" : "text-earth-900/75"}`}>{intro}</div> : null}
        </header>
        {children ? <div className="mt-10 md:mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
