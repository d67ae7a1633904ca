/** A client quote from the static testimonial records (name, role, quote). */
import type { Testimonial } from "#app/content/pages/types.ts";
import { QuoteIcon } from "./page-icons.tsx";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const initials = testimonial.name
    .replace(/^(Mrs?|Ms|Dr|Pastor)\.?\s+/i, "")
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-savanna-100 bg-white p-6 shadow-sm md:p-7">
      <QuoteIcon size={28} className="text-savanna-500" />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-earth-900/85">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-savanna-100 pt-5">
        <span aria-hidden="true" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-acacia-700 text-sm font-semibold text-white">
          {initials}
        </span>
        <span>
          <span className="block font-semibold text-earth-900">{testimonial.name}</span>
          <span className="block text-sm text-earth-900/70">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
