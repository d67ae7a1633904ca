/**
 * "Get Directions" (SPEC §2 /info): asks the browser for the visitor's
 * position with an 8 s timeout; with a position it opens driving directions
 * from there to the office, and when the lookup fails, is refused or is not
 * available it opens driving directions to the office without an origin.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { drivingDirectionsUrl, type LatLng } from "./map-links.ts";
import { MapPinIcon } from "./icons.tsx";

export interface GetDirectionsButtonProps {
  destination: LatLng;
  /** SPEC §9: location lookup timeout, 8 s. */
  timeoutMs: number;
  className?: string;
}

export function GetDirectionsButton({ destination, timeoutMs, className = "" }: GetDirectionsButtonProps) {
  const [locating, setLocating] = useState(false);
  const { t } = useLingui();

  const onClick = () => {
    // Popup blockers only allow a new tab during the click itself, and the location lookup may
    // take up to 8 s (or wait on a permission prompt): reserve the tab now, point it later.
    const tab = window.open("about:blank", "_blank");
    if (tab) tab.opener = null;
    const open = (origin?: LatLng) => {
      setLocating(false);
      const url = drivingDirectionsUrl(destination, origin);
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, "_blank", "noopener,noreferrer");
    };
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      open();
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => open({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      (err) => {
        // SPEC §8: a failed or refused lookup is not shown; directions simply start without an origin.
        console.warn("Location lookup failed", err.message);
        open();
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
    );
  };

  return (
    <button type="button" onClick={onClick} aria-busy={locating} className={className}>
      <MapPinIcon size={18} />
      {locating ? t`Finding your location...` : t`Get Directions`}
    </button>
  );
}
