/**
 * Accreditation logos (SPEC §1). Each badge is a media library image chosen in the console
 * (decision 0038), drawn through the variants pipeline with its alt text; a logo that fails to load
 * hides itself (SPEC §8) and the names stay readable in the list below it.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Picture } from "./picture.tsx";
import type { Accreditation } from "#domain/company-details.ts";
import { useCompany } from "../lib/company.tsx";

export function AccreditationBadges({ items }: { items?: readonly Accreditation[] }) {
  const company = useCompany();
  const { t } = useLingui();
  items ??= company.accreditations;
  if (!items.length) return null;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-4" aria-label={t`Accreditations and memberships`}>
      {items.map((item) => (
        <li key={`${item.name} ${item.image_key}`} className="flex flex-col items-center gap-3 rounded-2xl border border-savanna-100 bg-white p-5 text-center shadow-sm">
          {item.image_key ? <BadgeImage item={item} /> : null}
          {item.link ? (
            <a href={item.link} target="_blank" rel="noopener noreferrer" className="text-sm font-medium leading-snug text-acacia-700 underline-offset-4 hover:underline">
              {item.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="text-sm font-medium leading-snug text-earth-900/80">{item.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function BadgeImage({ item }: { item: Accreditation }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    // The logo is held off the network until hydration (./picture.tsx): onError is in place before it loads.
    <Picture
      src={item.image_key}
      alt={item.alt}
      sizes="96px"
      width={96}
      height={96}
      className="h-20 w-20 object-contain md:h-24 md:w-24"
      onError={() => setFailed(true)}
      data-accreditation={item.image_key}
    />
  );
}
