import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { eagerScripts, formatBudget, judgeBudget, type Budget, type ChunkNode } from './first-load-budget.ts';

/**
 * Fails the build when a page's eager scripts, as served (the .br the precompress plugin wrote, else the file),
 * go over its budget, and prints every figure. Sizes are read once all files are written (closeBundle).
 */
export function firstLoadBudgetPlugin(budgets: readonly Budget[]): Plugin {
  let root = '';
  let outDir = '';
  let logger: Logger | undefined;
  let chunks: ChunkNode[] = [];
  return {
    name: 'biocloud:first-load-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId,
                imports: output.imports,
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      const reports = await Promise.all(
        budgets.map(async (budget) => {
          const modules = budget.modules.map((m) => path.resolve(root, m));
          const files = eagerScripts(chunks, modules);
          return judgeBudget(budget, await Promise.all(files.map((f) => servedSize(path.join(outDir, f)))));
        }),
      );
      for (const report of reports) logger?.info(`first-load ${formatBudget(report)}`);
      // BUDGET_FILES=1 also lists each page's scripts, to find what a change pulled into a first load.
      if (process.env.BUDGET_FILES)
        for (const b of budgets)
          logger?.info(
            `${b.name}: ${eagerScripts(
              chunks,
              b.modules.map((m) => path.resolve(root, m)),
            ).join(' ')}`,
          );
      const over = reports.filter((r) => r.over);
      if (over.length > 0) throw new Error(`first-load budget exceeded: ${over.map(formatBudget).join('; ')}`);
    },
  };
}

async function servedSize(file: string): Promise<number> {
  const brotli = await stat(`${file}.br`).catch(() => undefined);
  return brotli?.size ?? (await stat(file)).size;
}
