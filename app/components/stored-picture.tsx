/**
 * A Picture of an image that may not be stored: a page header image on an install without one
 * (decision 0032). Then a plain placeholder of the same box is drawn (SPEC §8: placeholder, not a
 * broken image) and the missing image is never requested.
 */
import { useStoredHeader, useStoredImage } from "#app/lib/page-images.tsx";
import { Picture, type PictureProps } from "./picture.tsx";

export function StoredPicture({ src, className, alt, ...props }: PictureProps) {
  const image = useStoredImage(src);
  // A meaningful picture says what the chosen image shows (decision 0038); a decorative one stays "".
  const storedAlt = useStoredHeader(src)?.alt;
  alt = alt && storedAlt ? storedAlt : alt;
  if (!image) return <div className={`bg-gradient-to-br from-acacia-700 to-acacia-900 ${className ?? ""}`} data-image-placeholder="" aria-hidden="true" />;
  return <Picture src={image} alt={alt} className={className} {...props} />;
}
