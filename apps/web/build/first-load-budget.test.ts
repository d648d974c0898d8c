import { describe, expect, it } from 'vitest';
import { eagerScripts, formatBudget, judgeBudget, type ChunkNode } from './first-load-budget';

const chunk = (fileName: string, imports: string[], extra: Partial<ChunkNode> = {}): ChunkNode => ({
  fileName,
  imports,
  isEntry: false,
  facadeModuleId: null,
  ...extra,
});

const CHUNKS: ChunkNode[] = [
  chunk('index.js', ['react.js', 'core.js'], { isEntry: true }),
  chunk('react.js', []),
  chunk('core.js', ['react.js']),
  chunk('login.js', ['core.js', 'form.js'], { facadeModuleId: '/src/login.tsx' }),
  chunk('form.js', ['core.js']),
  chunk('table-page.js', ['table.js'], { facadeModuleId: '/src/table-page.tsx' }),
  chunk('table.js', ['core.js']),
];

describe('first-load budget', () => {
  it("counts the entry, the page's lazy chunks and their static imports, each once", () => {
    expect(eagerScripts(CHUNKS, ['/src/login.tsx']).sort()).toEqual([
      'core.js',
      'form.js',
      'index.js',
      'login.js',
      'react.js',
    ]);
  });

  it('fails on a module no chunk loads (a page moved without its budget)', () => {
    expect(() => eagerScripts(CHUNKS, ['/src/gone.tsx'])).toThrow(/gone\.tsx/);
  });

  it('is over only beyond a budget, and reports figures without one', () => {
    const login = { name: 'login page', modules: [], maxBytes: 300 };
    expect(judgeBudget(login, [100, 200]).over).toBe(false);
    expect(judgeBudget(login, [100, 201]).over).toBe(true);
    expect(judgeBudget({ name: 'shell', modules: [] }, [10_000]).over).toBe(false);
    expect(formatBudget(judgeBudget(login, [1024, 2048]))).toBe(
      'login page: 3.0 KB br in 2 scripts (budget 0.3 KB): OVER',
    );
  });
});
