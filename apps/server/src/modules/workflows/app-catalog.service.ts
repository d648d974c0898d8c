import {
  PINNED_SOFTWARE_IDS,
  type AppDetailResponse,
  type AppManifest,
  type AppSummary,
  type AppTypeName,
  type AppTypesResponse,
  type Locale,
} from '@biocloud/contracts';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { softwareTexts } from '../catalog/software-texts';
import { appImagePath, readAppImage } from './app-image';
import type { LoadedApp } from '../catalog/app-loader';
import { appGraph } from './workflow-plan';

/** The app catalogues as the software pages read them: types of a catalogue, apps of a type, an app's form. */

export function createAppCatalogService(deps: { catalog: LoadedCatalog }) {
  const { catalog, availability } = deps.catalog;

  function summary(app: LoadedApp, locale: Locale): AppSummary {
    const unavailableTools = [...new Set(app.steps.map((s) => s.tool))].filter(
      (tool) => availability.get(tool)?.available === false,
    );
    return {
      softwareId: app.softwareId,
      appId: app.id,
      kind: 'app',
      typeName: app.typeName,
      types: app.types,
      ...softwareTexts(app, locale),
      available: unavailableTools.length === 0,
      unavailableTools,
      softImg: appImagePath(app),
      price: app.price.beans,
      beansAccepted: app.price.beansAccepted,
    };
  }

  /** The spec's pinned software ids first, in their order (spec 000 §7), then software id order. */
  function pinnedFirst(apps: readonly LoadedApp[]): LoadedApp[] {
    const pinned = PINNED_SOFTWARE_IDS as readonly string[];
    const rank = (a: AppManifest) => (pinned.includes(a.softwareId) ? pinned.indexOf(a.softwareId) : pinned.length);
    return [...apps].sort((a, b) => rank(a) - rank(b) || Number(a.softwareId) - Number(b.softwareId));
  }

  function matches(app: AppManifest, search: string): boolean {
    const needle = search.trim().toLowerCase();
    return [app.id, app.softwareId, app.name.zh, app.name.en, app.summary.zh, app.summary.en].some((text) =>
      text.toLowerCase().includes(needle),
    );
  }

  return {
    find(softwareId: string): LoadedApp | undefined {
      return catalog.appsBySoftwareId.get(softwareId) ?? catalog.apps.find((a) => a.id === softwareId);
    },

    /** The bytes of an app's promoted image (app-image.ts); undefined when it has none. */
    image: (appId: string) => readAppImage(catalog, appId),

    isAppType(typeId: string | undefined): boolean {
      return typeId !== undefined && catalog.appTypes.some((t) => t.typeId === typeId.trim());
    },

    types(typeName: AppTypeName, locale: Locale): AppTypesResponse {
      return {
        typeList: catalog.appTypes
          .filter((t) => t.typeName === typeName)
          .map((t) => ({
            typeId: t.typeId,
            typeName: t.typeName,
            name: t.name[locale],
            nameZh: t.name.zh,
            nameEn: t.name.en,
            count: catalog.apps.filter((a) => a.types.includes(t.typeId)).length,
          })),
      };
    },

    list(query: { softTypeId?: string; searchParam?: string }, locale: Locale) {
      const type = query.softTypeId?.trim() ?? '';
      const listed = catalog.apps.filter((a) => a.types.includes(type) && matches(a, query.searchParam ?? ''));
      return { softwareList: pinnedFirst(listed).map((a) => summary(a, locale)) };
    },

    detail(app: LoadedApp, locale: Locale): AppDetailResponse {
      return {
        ...summary(app, locale),
        help: app.help[locale],
        helpZh: app.help.zh,
        helpEn: app.help.en,
        form: { inputs: app.inputs, params: app.params },
        steps: appGraph(app),
        example: { inputs: app.example.inputs },
      };
    },
  };
}

export type AppCatalogService = ReturnType<typeof createAppCatalogService>;
