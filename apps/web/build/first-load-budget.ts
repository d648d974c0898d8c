/** One chunk of the build as far as the first load goes: its file and the chunks it imports statically. */
export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  /** The module a dynamic import of which loads this chunk (absolute path), if any. */
  facadeModuleId: string | null;
  imports: readonly string[];
}

export interface Budget {
  name: string;
  /** Lazily loaded modules the page renders with (layout, page), besides the entry. */
  modules: readonly string[];
  /** Compressed (brotli) bytes allowed; none for a figure that is only reported. */
  maxBytes?: number;
}

/**
 * The scripts a page loads before it can render: the entry chunk, the chunks of the page's lazy modules, and
 * everything those import statically (Vite preloads them together), each once.
 */
export function eagerScripts(chunks: readonly ChunkNode[], modules: readonly string[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter((c) => c.isEntry || (c.facadeModuleId !== null && modules.includes(c.facadeModuleId)));
  const missing = modules.filter((m) => !chunks.some((c) => c.facadeModuleId === m));
  if (missing.length > 0) throw new Error(`first-load budget: no chunk loads ${missing.join(', ')}`);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const next of byFile.get(fileName)?.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root.fileName);
  return [...seen];
}

export interface BudgetReport {
  name: string;
  bytes: number;
  scripts: number;
  maxBytes?: number;
  over: boolean;
}

export function judgeBudget(budget: Budget, sizes: readonly number[]): BudgetReport {
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  const over = budget.maxBytes !== undefined && bytes > budget.maxBytes;
  return { name: budget.name, bytes, scripts: sizes.length, maxBytes: budget.maxBytes, over };
}

export function formatBudget(report: BudgetReport): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const limit = report.maxBytes === undefined ? 'no budget' : `budget ${kb(report.maxBytes)}`;
  return `${report.name}: ${kb(report.bytes)} br in ${report.scripts} scripts (${limit})${report.over ? ': OVER' : ''}`;
}
