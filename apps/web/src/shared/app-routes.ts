import type { AppTypeName, Locale } from '@biocloud/contracts';
import { pathTo, type RouteName } from './config/paths';

/*
 * The app catalogues' pages (spec 000 §2: software/agriculture, medical and medical-new, each a list and a detail):
 * which catalogue (typeName, spec 000 §7) each shows. The app pages and the compute job pages (re-run) both link here.
 */

export const APP_CATALOGUES = {
  agriculture: {
    typeName: 'agricultureApp',
    list: 'software-agriculture-list',
    detail: 'software-agriculture-detail',
  },
  medical: { typeName: 'medicineApp', list: 'software-medical-list', detail: 'software-medical-detail' },
  medicalNew: { typeName: 'medicineApp', list: 'software-medical-new-list', detail: 'software-medical-new-detail' },
} as const satisfies Record<string, { typeName: AppTypeName; list: RouteName; detail: RouteName }>;

export type AppCatalogueKey = keyof typeof APP_CATALOGUES;
export const APP_CATALOGUE_KEYS = Object.keys(APP_CATALOGUES) as AppCatalogueKey[];

/** The catalogue a list or detail route belongs to; undefined for any other route. */
export function catalogueOfRoute(name: unknown): AppCatalogueKey | undefined {
  return APP_CATALOGUE_KEYS.find((key) => APP_CATALOGUES[key].list === name || APP_CATALOGUES[key].detail === name);
}

/** The first catalogue of a typeName: where a compute job of that catalogue opens its app. */
export function catalogueOfTypeName(typeName: AppTypeName): AppCatalogueKey {
  return APP_CATALOGUE_KEYS.find((key) => APP_CATALOGUES[key].typeName === typeName) ?? 'medical';
}

/** An app's page; `rerun` opens its form filled in from that compute job. */
export function appDetailPath(
  locale: Locale,
  catalogue: AppCatalogueKey,
  softwareId: string,
  options: { rerun?: string } = {},
): string {
  const path = pathTo(locale, APP_CATALOGUES[catalogue].detail, { id: softwareId });
  return options.rerun ? `${path}?${new URLSearchParams({ rerun: options.rerun }).toString()}` : path;
}
