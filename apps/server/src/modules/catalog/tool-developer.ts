import type { CommandItem, ToolDeveloper, ToolManifest } from '@biocloud/contracts';
import type { LoadedCatalog } from './catalog-cache';
import { loadUpstreamCases } from './upstream-cases';

/** An argv item as a line of text: a word as written, an `if` group with its condition first. */
export function commandLine(item: CommandItem): string {
  if (typeof item === 'string') return item;
  const condition = item.equals === undefined ? item.if : `${item.if} = ${String(item.equals)}`;
  return `[if ${condition}] ${item.args.join(' ')}`;
}

/** Cases of a tool on upstream data; a tool without a cases file has none. */
async function casesOf(catalogDir: string, toolId: string): Promise<ToolDeveloper['cases']> {
  try {
    const cases = await loadUpstreamCases(catalogDir, toolId);
    return cases.map(({ name, byHand, inputs }) => ({ name, byHand, inputs }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The technical page of a tool (software/tools/detail/developer/:id), from its manifest and this server's check. */
export function createToolDeveloper(deps: { catalog: LoadedCatalog }) {
  const { catalog, availability } = deps.catalog;
  return {
    async developer(tool: ToolManifest): Promise<ToolDeveloper> {
      const checked = availability.get(tool.id);
      const versions = checked?.available ? checked.versions : {};
      return {
        id: tool.id,
        softwareId: tool.softwareId,
        command: tool.command.map(commandLine),
        requires: tool.requires.map(({ binary, minVersion }) => ({
          binary,
          minVersion,
          installed: versions[binary] ?? null,
        })),
        resources: {
          cpus: tool.resources.cpus,
          memoryMb: tool.resources.memoryMb,
          timeLimitSeconds: tool.resources.timeLimitSeconds,
        },
        cases: await casesOf(catalog.dir, tool.id),
      };
    },
  };
}
export type ToolDeveloperService = ReturnType<typeof createToolDeveloper>;
