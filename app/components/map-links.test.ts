import { describe, expect, it } from "vitest";
import { drivingDirectionsUrl, mapEmbedUrl, openInMapsUrl, telHref, whatsAppChatUrl } from "./map-links.ts";

const office = { lat: -1.2841, lng: 36.8233 };

describe("map and chat links", () => {
  it("builds driving directions without an origin", () => {
    const url = new URL(drivingDirectionsUrl(office));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("destination")).toBe("-1.2841,36.8233");
    expect(url.searchParams.get("travelmode")).toBe("driving");
    expect(url.searchParams.has("origin")).toBe(false);
  });

  it("adds the visitor's position as origin when known", () => {
    const url = new URL(drivingDirectionsUrl(office, { lat: -1.3, lng: 36.9 }));
    expect(url.searchParams.get("origin")).toBe("-1.3,36.9");
    expect(url.searchParams.get("travelmode")).toBe("driving");
  });

  it("builds the maps link, the embed and the chat link", () => {
    expect(openInMapsUrl(office)).toContain("query=-1.2841%2C36.8233");
    expect(mapEmbedUrl(office)).toContain("output=embed");
    const chat = new URL(whatsAppChatUrl("254700555010", "Hello, I'd like a trip & a quote"));
    expect(chat.host).toBe("wa.me");
    expect(chat.pathname).toBe("/254700555010");
    expect(chat.searchParams.get("text")).toBe("Hello, I'd like a trip & a quote");
    expect(telHref("+254 700 555 010")).toBe("tel:+254700555010");
  });
});
