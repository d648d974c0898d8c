/*
 * Promoted app images (softImg, spec 000 §7: "promoted app images get a base URL prefix"). The server may send a
 * path of its own resources; it is prefixed with the console's base URL. A full URL (or a data URL) is used as it is.
 */

const ABSOLUTE = /^(https?:|data:image\/)/i;

/** The image's URL, or null when there is no image (the card then shows its placeholder). */
export function promotedImageUrl(softImg: string | null | undefined, baseUrl: string): string | null {
  const image = softImg?.trim();
  if (!image) return null;
  if (ABSOLUTE.test(image)) return image;
  return `${baseUrl.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}
