import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineMediaType, type AppManifest } from '@biocloud/contracts';
import type { AppCatalog } from '../catalog/app-loader';

/*
 * An app's promoted image (softImg of the app list, the app detail and its compute jobs). The answer is a path on
 * this server; the web prefixes it with the console's base URL (spec 000 §7, features/apps/lib/promoted-image.ts).
 */

export const APP_IMAGE_ROUTE = '/api/v1/apps/:appId/image';

/** softImg of an app: the path of its image, or null when it has none. */
export function appImagePath(app: Pick<AppManifest, 'id' | 'image'> | undefined): string | null {
  return app?.image ? APP_IMAGE_ROUTE.replace(':appId', encodeURIComponent(app.id)) : null;
}

/** The image's bytes and media type; undefined when the app is unknown or has no image. */
export async function readAppImage(
  catalog: Pick<AppCatalog, 'apps' | 'appImagesDir'>,
  appId: string,
): Promise<{ bytes: Buffer; mediaType: string } | undefined> {
  const image = catalog.apps.find((a) => a.id === appId)?.image;
  if (!image) return undefined;
  // `image` matched APP_IMAGE_PATTERN at load (no slashes): it names a file of the images folder only.
  const mediaType = inlineMediaType(path.extname(image).slice(1)) ?? 'application/octet-stream';
  return { bytes: await readFile(path.join(catalog.appImagesDir, image)), mediaType };
}
