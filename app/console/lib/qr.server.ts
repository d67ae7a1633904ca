/** The authenticator-app QR code as inline SVG, drawn on the server (no image request, no client code). */
import { renderSVG } from "uqr";

export function qrSvg(totpUri: string): string {
  return renderSVG(totpUri, { border: 2 });
}
