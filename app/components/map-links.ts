/**
 * Outbound map and chat links of SPEC §7 ("driving-mode maps directions, a
 * maps embed, a WhatsApp chat"), built in one place from the office constants.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

const MAPS = "https://www.google.com/maps";

const point = ({ lat, lng }: LatLng) => `${lat},${lng}`;

/** Driving directions to the office; from `origin` when the visitor's position is known. */
export function drivingDirectionsUrl(destination: LatLng, origin?: LatLng | null): string {
  const params = new URLSearchParams({ api: "1" });
  if (origin) params.set("origin", point(origin));
  params.set("destination", point(destination));
  params.set("travelmode", "driving");
  return `${MAPS}/dir/?${params.toString()}`;
}

/** The office in the maps service (the "Open in Maps" link). */
export function openInMapsUrl(place: LatLng): string {
  return `${MAPS}/search/?${new URLSearchParams({ api: "1", query: point(place) }).toString()}`;
}

/** The embeddable map, loaded only after the visitor asks for it. */
export function mapEmbedUrl(place: LatLng, zoom = 16): string {
  return `${MAPS}?${new URLSearchParams({ q: point(place), z: String(zoom), output: "embed" }).toString()}`;
}

/** WhatsApp chat with a prefilled message: https://wa.me/{number}?text=... */
export function whatsAppChatUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** tel: link from a display number ("+254 700 555 010" -> "tel:+254700555010"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
