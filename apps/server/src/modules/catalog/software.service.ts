import {
  acceptsFileType,
  PINNED_SOFTWARE_IDS,
  TOOL_CATEGORIES,
  type Locale,
  type SoftwareDetailResponse,
  type SoftwareListResponse,
  type SoftwareSummary,
  type ToolManifest,
} from '@biocloud/contracts';
import { lookupText, type TextBundles } from '../content/text-files';
import type { LoadedCatalog } from './catalog-cache';
import { softwareTexts } from './software-texts';

/** The tool catalog as the software pages read it: lists with availability, and each tool's form. */

export function createSoftwareService(deps: {
  catalog: LoadedCatalog;
  texts: TextBundles;
  /** The price staff set over the manifest's (beans module); the manifest's without it. */
  priceOf?: (toolId: string) => ToolManifest['price'] | undefined;
}) {
  const { catalog, availability } = deps.catalog;

  function summary(tool: ToolManifest, locale: Locale): SoftwareSummary {
    const state = availability.get(tool.id);
    const unavailable = state && !state.available ? state : undefined;
    return {
      softwareId: tool.softwareId,
      toolId: tool.id,
      kind: tool.kind,
      category: tool.category,
      hot: tool.hot,
      ...softwareTexts(tool, locale),
      price: (deps.priceOf?.(tool.id) ?? tool.price).beans,
      beansAccepted: (deps.priceOf?.(tool.id) ?? tool.price).beansAccepted,
      available: !unavailable,
      unavailableReason: unavailable
        ? {
            code: unavailable.code,
            params: unavailable.params,
            message:
              lookupText(deps.texts, locale, `errors.${unavailable.code}`, unavailable.params) ?? unavailable.code,
          }
        : null,
    };
  }

  /** Pinned ids first, in their order; then the catalog's order (category, then software id). */
  function pinnedFirst(tools: readonly ToolManifest[]): ToolManifest[] {
    const pinned = PINNED_SOFTWARE_IDS as readonly string[];
    const rank = (t: ToolManifest) => (pinned.includes(t.softwareId) ? pinned.indexOf(t.softwareId) : pinned.length);
    return tools
      .map((tool, i) => ({ tool, i }))
      .sort((a, b) => rank(a.tool) - rank(b.tool) || a.i - b.i)
      .map((x) => x.tool);
  }

  function matches(tool: ToolManifest, search: string): boolean {
    const needle = search.trim().toLowerCase();
    if (needle === '') return true;
    return [tool.id, tool.softwareId, tool.name.zh, tool.name.en, tool.summary.zh, tool.summary.en].some((text) =>
      text.toLowerCase().includes(needle),
    );
  }

  /** Whether one of the tool's inputs or file params takes files of this type; no type asked: every tool. */
  function takesFileType(tool: ToolManifest, fileType: string | undefined): boolean {
    const wanted = fileType?.trim();
    if (!wanted) return true;
    return [...tool.inputs, ...tool.params].some((field) => 'types' in field && acceptsFileType(field.types, wanted));
  }

  return {
    /** A tool by software id (or by its manifest id, which links from results use). */
    find(softwareId: string): ToolManifest | undefined {
      return catalog.bySoftwareId.get(softwareId) ?? catalog.byId.get(softwareId);
    },

    list(
      query: { softTypeId?: string; searchParam?: string; fileType?: string },
      locale: Locale,
    ): SoftwareListResponse {
      const searched = catalog.tools.filter(
        (t) => matches(t, query.searchParam ?? '') && takesFileType(t, query.fileType),
      );
      const type = query.softTypeId?.trim();
      const listed = type ? searched.filter((t) => t.category === type) : searched;
      const softTypes = TOOL_CATEGORIES.map((category) => ({
        softTypeId: category,
        name: catalog.categories[category][locale],
        nameZh: catalog.categories[category].zh,
        nameEn: catalog.categories[category].en,
        count: searched.filter((t) => t.category === category).length,
      })).filter((t) => t.count > 0);
      return { softwareList: pinnedFirst(listed).map((t) => summary(t, locale)), softTypes };
    },

    hot(locale: Locale) {
      return { softwareList: pinnedFirst(catalog.tools.filter((t) => t.hot)).map((t) => summary(t, locale)) };
    },

    detail(tool: ToolManifest, locale: Locale): SoftwareDetailResponse {
      return {
        ...summary(tool, locale),
        help: tool.help[locale],
        helpZh: tool.help.zh,
        helpEn: tool.help.en,
        form: { inputs: tool.inputs, params: tool.params },
        outputs: tool.outputs.map((o) => ({ name: o.name, type: o.type, description: o.description })),
        resources: tool.resources,
        example: { inputs: tool.example.inputs },
      };
    },
  };
}

export type SoftwareService = ReturnType<typeof createSoftwareService>;
