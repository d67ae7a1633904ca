/** The heading block the home sections share: eyebrow, title, optional intro and trailing controls. */
import type { ReactNode } from "react";

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  dark = false,
  aside,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  dark?: boolean;
  aside?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        <p className={`text-sm font-semibold uppercase tracking-[0.2em] ${dark ? "text-savanna-100" : "text-savanna-700"}`}>{eyebrow}</p>
        <h2 id={id} className={`mt-2 font-display text-3xl font-semibold leading-tight md:text-[2.6rem] ${dark ? "text-white" : "text-earth-900"}`}>
          {title}
        </h2>
        {intro ? <p className={`mt-3 text-lg leading-relaxed ${dark ? "text-white/80" : "text-earth-900/75"}`}>{intro}</p> : null}
      </div>
      {aside ? <div className="shrink-0">{aside}</div> : null}
    </div>
  );
}
