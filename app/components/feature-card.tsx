/**
 * Card for the static service, why-choose and value records of app/content/pages:
 * an icon badge, a title, a description and an optional extra note.
 */
import type { ServiceCard } from "#app/content/pages/types.ts";
import { FeatureIcon } from "./feature-icon.tsx";

export interface FeatureCardProps {
  card: ServiceCard;
  /** Heading level inside the surrounding section (default h3). */
  headingLevel?: "h3" | "h4";
  variant?: "card" | "plain" | "dark";
  /** Optional small number shown on the badge (numbered lists). */
  index?: number;
}

export function FeatureCard({ card, headingLevel = "h3", variant = "card", index }: FeatureCardProps) {
  const Heading = headingLevel;
  const shell =
    variant === "card"
      ? "h-full rounded-2xl border border-savanna-100 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      : variant === "dark"
        ? "h-full rounded-2xl border border-white/10 bg-white/5 p-6"
        : "h-full p-2";
  const badge = variant === "dark" ? "bg-savanna-500/20 text-savanna-100" : "bg-acacia-600/10 text-acacia-700";
  return (
    <article className={shell}>
      <div className="flex items-center gap-3">
        <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${badge}`}>
          <FeatureIcon name={card.icon} className="h-6 w-6" />
        </span>
        {index !== undefined ? (
          <span className={`text-sm font-semibold ${variant === "dark" ? "text-white/80" : "text-savanna-700"}`}>{String(index).padStart(2, "0")}</span>
        ) : null}
      </div>
      <Heading className={`mt-4 text-lg font-semibold leading-snug ${variant === "dark" ? "text-white" : "text-earth-900"}`}>{card.title}</Heading>
      <p className={`mt-2 leading-relaxed ${variant === "dark" ? "text-white/80" : "text-earth-900/75"}`}>{card.description}</p>
      {card.additionalInfo ? (
        <p className={`mt-3 text-sm font-medium ${variant === "dark" ? "text-savanna-100" : "text-savanna-700"}`}>{card.additionalInfo}</p>
      ) : null}
    </article>
  );
}
