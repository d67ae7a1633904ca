/**
 * A Picture of an image that may not be stored: a page header image on an install without one
 * (decision 0032). Then a plain placeholder of the same box is drawn (SPEC §8: placeholder, not a
 * broken image) and the missing image is never requested.
 */
import { useStoredImage } from "#app/lib/page-images.tsx";
import { Picture, type PictureProps } from "./picture.tsx";

export function StoredPicture({ src, className, ...props }: PictureProps) {
  const image = useStoredImage(src);
  if (!image) return <div className={`bg-gradient-to-br from-acacia-700 to-acacia-900 ${className ?? ""}`} data-image-placeholder="" aria-hidden="true" />;
  return <Picture src={image} className={className} {...props} />;
}
