import { acceptsFileType, type AnalyseResponse, type AppTypeName, type Locale } from '@biocloud/contracts';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import type { FilesRepository } from '../files/files.repository';
import { appImagePath } from '../workflows/app-image';
import type { ProjectCaller } from './project-access';
import type { ProjectsService } from './projects.service';

/*
 * The analyse page: cards of the tools and apps that take a type of file the project holds, each opening the tool
 * with the project preselected. Tools that cannot run here are left out. An app's card carries its image and its
 * catalogue, so the page draws and links every card from this one answer.
 */

interface Runnable {
  softwareId: string;
  kind: string;
  iconUrl: string | null;
  typeName: AppTypeName | null;
  name: { zh: string; en: string };
  summary: { zh: string; en: string };
  inputs: readonly object[];
  params: readonly object[];
}

/** The project's file types a tool or app takes through one of its inputs or file params. */
function takenTypes(item: Pick<Runnable, 'inputs' | 'params'>, types: readonly string[]): string[] {
  const fields = [...item.inputs, ...item.params].filter(
    (f): f is { types: string[] } => 'types' in f && Array.isArray(f.types),
  );
  return types.filter((type) => fields.some((f) => acceptsFileType(f.types, type)));
}

function card(item: Runnable, fileTypes: string[], locale: Locale) {
  return {
    softwareId: item.softwareId,
    softNameZh: item.name.zh,
    softNameEn: item.name.en,
    softName: item.name[locale],
    softDesc: item.summary[locale],
    iconUrl: item.iconUrl,
    kind: item.kind,
    typeName: item.typeName,
    fileTypes,
  };
}

export function createAnalyseService(deps: {
  filesRepo: Pick<FilesRepository, 'typesInProject'>;
  catalog: LoadedCatalog;
  projects: Pick<ProjectsService, 'visible'>;
}) {
  const { catalog, availability } = deps.catalog;
  const runsHere = (toolId: string) => availability.get(toolId)?.available !== false;

  return {
    async cards(caller: ProjectCaller, projectBaseId: string, locale: Locale): Promise<AnalyseResponse> {
      const { row } = await deps.projects.visible(caller, projectBaseId);
      const types = await deps.filesRepo.typesInProject(row.id);
      const tool = catalog.tools
        .filter((t) => runsHere(t.id))
        // The catalog gives tools no icons: the page shows the kind's.
        .map((t) => ({ item: { ...t, iconUrl: null, typeName: null }, fileTypes: takenTypes(t, types) }))
        .filter((c) => c.fileTypes.length > 0)
        .map((c) => card(c.item, c.fileTypes, locale));
      const app = catalog.apps
        .filter((a) => a.steps.every((s) => runsHere(s.tool)))
        .map((a) => ({ item: { ...a, kind: 'app', iconUrl: appImagePath(a) }, fileTypes: takenTypes(a, types) }))
        .filter((c) => c.fileTypes.length > 0)
        .map((c) => card(c.item, c.fileTypes, locale));
      return { data: { tool, app } };
    },
  };
}

export type AnalyseService = ReturnType<typeof createAnalyseService>;
