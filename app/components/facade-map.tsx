/**
 * Click-to-load map: an original street-plan illustration and a "Load map"
 * button stand in for the maps embed, so the page makes no request to the
 * maps service until the visitor asks for the live map.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { MapPinIcon } from "./icons.tsx";
import { ExternalLinkIcon } from "./page-icons.tsx";
import { type LatLng, mapEmbedUrl, openInMapsUrl } from "./map-links.ts";

export interface FacadeMapProps {
  place: LatLng;
  /** Name of the place, used in the iframe title and the pin label. */
  label: string;
  address: string;
}

export function FacadeMap({ place, label, address }: FacadeMapProps) {
  const [loaded, setLoaded] = useState(false);
  const { t } = useLingui();
  return (
    <div className="overflow-hidden rounded-2xl border border-savanna-100 bg-white shadow-sm">
      <div className="relative aspect-[4/3] w-full bg-savanna-100 sm:aspect-[16/10] lg:aspect-[4/3]" data-testid="map-facade">
        {loaded ? (
          <iframe
            src={mapEmbedUrl(place)}
            title={t`Map showing ${label}`}
            className="absolute inset-0 h-full w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <>
            <StreetPlan />
            <div className="absolute inset-0 flex flex-col items-center justify-end gap-3 bg-gradient-to-t from-earth-900/60 via-transparent to-transparent p-4 pb-6 text-center">
              <span className="rounded-xl bg-white/95 px-4 py-3 text-sm text-earth-900 shadow-md">
                <span className="block font-semibold">{label}</span>
                <span className="block text-earth-900/75">{address}</span>
              </span>
              <button
                type="button"
                onClick={() => setLoaded(true)}
                className="inline-flex items-center gap-2 rounded-full bg-acacia-700 px-5 py-3 font-semibold text-white shadow-lg transition hover:bg-acacia-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <MapPinIcon size={18} />
                <Trans>Load map</Trans>
              </button>
              <p className="max-w-xs rounded-md bg-earth-900/70 px-3 py-1 text-xs text-white">
                <Trans>Loading the map connects to Google Maps.</Trans>
              </p>
            </div>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <p className="text-sm text-earth-900/75">
          {place.lat.toFixed(4)}, {place.lng.toFixed(4)}
        </p>
        <a
          href={openInMapsUrl(place)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-acacia-700 underline-offset-4 hover:underline"
        >
          <Trans>Open in Maps</Trans>
          <ExternalLinkIcon size={16} />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </div>
    </div>
  );
}

/** A stylised city-block plan with a pin in the middle (decorative). */
function StreetPlan() {
  return (
    <svg viewBox="0 0 400 250" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 h-full w-full" aria-hidden="true" focusable="false">
      <rect width="400" height="250" fill="#efe6d2" />
      <g fill="#e3d6b9">
        <rect x="18" y="14" width="92" height="62" rx="4" />
        <rect x="132" y="14" width="70" height="62" rx="4" />
        <rect x="226" y="14" width="74" height="62" rx="4" />
        <rect x="322" y="14" width="64" height="62" rx="4" />
        <rect x="18" y="100" width="92" height="56" rx="4" />
        <rect x="226" y="100" width="74" height="56" rx="4" />
        <rect x="322" y="100" width="64" height="56" rx="4" />
        <rect x="18" y="180" width="92" height="56" rx="4" />
        <rect x="132" y="180" width="70" height="56" rx="4" />
        <rect x="322" y="180" width="64" height="56" rx="4" />
      </g>
      <rect x="132" y="100" width="70" height="56" rx="4" fill="#cfe0c3" />
      <rect x="226" y="180" width="74" height="56" rx="4" fill="#cfe0c3" />
      <g stroke="#ffffff" strokeWidth="10" strokeLinecap="round">
        <path d="M0 88h400M0 168h400M121 0v250M214 0v250M311 0v250" />
      </g>
      <path d="M-10 240 C 90 200 150 130 400 40" stroke="#f6c46a" strokeWidth="9" fill="none" />
      <g transform="translate(214 128)">
        <circle r="26" fill="#245530" opacity="0.15" />
        <path d="M0 8c-8-9-13-15-13-22a13 13 0 0 1 26 0c0 7-5 13-13 22Z" fill="#245530" transform="translate(0 -6)" />
        <circle cy="-20" r="5" fill="#fff" />
      </g>
    </svg>
  );
}
