import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The relative imports of a source tree, type-only ones included: import-x/no-cycle (eslint.config.js) skips
 * `import type`, so a cycle made only of types would pass the lint; import-cycles.test.ts catches it here.
 */

const IMPORT_FROM = /(?:import|export)\s[^'";]*?from\s+'(\.{1,2}\/[^']+)'/gs;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  return [`${target}.ts`, path.join(target, 'index.ts'), target].find((c) => existsSync(c) && statSync(c).isFile());
}

/** Each file of the trees with the files of the trees it imports. */
export function importGraph(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const imports = [...readFileSync(file, 'utf8').matchAll(IMPORT_FROM)].flatMap(
      (m) => resolveImport(file, m[1]!) ?? [],
    );
    graph.set(path.resolve(file), imports);
  }
  return graph;
}

/** The import cycles of a graph: its strongly connected components of more than one file (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(file: string): void {
    order.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, order.get(target)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  }

  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}
