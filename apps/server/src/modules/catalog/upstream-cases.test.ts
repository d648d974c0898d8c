import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveToolValues } from '@biocloud/contracts';
import { repoRoot } from '../../config';
import { loadCatalog } from './catalog-loader';
import { globToRegExp } from './output-checks';
import { loadUpstreamCases, loadUpstreamData, upstreamCasesSchema } from './upstream-cases';

/*
 * The upstream cases cannot run in CI (their data is not in the repository): this holds them to what a run needs,
 * so that `npm run tools:upstream` fails only where a program's result differs.
 */

const CATALOG_DIR = path.join(repoRoot, 'catalog');
const catalog = await loadCatalog(CATALOG_DIR);
const data = await loadUpstreamData(CATALOG_DIR);

describe('upstream cases', () => {
  it.each(catalog.tools.map((tool) => [tool.id, tool] as const))(
    '%s has well-formed cases on declared data',
    async (_id, tool) => {
      const cases = await loadUpstreamCases(CATALOG_DIR, tool.id);
      expect(cases.length).toBeGreaterThanOrEqual(1);
      expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
      // A stdout result's name has no wildcards, so it reads as a glob of itself.
      const results = tool.outputs.map((o) => globToRegExp(o.stdout ?? o.glob!));
      for (const upstream of cases) {
        const files = Object.values(upstream.inputs).flat();
        expect(files.filter((file) => !data[file])).toEqual([]);
        // The params and inputs as a submission gives them, with the files as uuids.
        const inputs = Object.fromEntries(
          Object.entries(upstream.inputs).map(([name, names]) => [name, names.map(() => randomUUID())]),
        );
        const resolved = resolveToolValues(tool, { params: upstream.params, inputs });
        expect(resolved.ok ? [] : resolved.problems, upstream.name).toEqual([]);
        for (const expectation of upstream.expect) {
          expect(
            results.some((re) => re.test(expectation.file)),
            expectation.file,
          ).toBe(true);
        }
      }
    },
  );

  it('declares only data that some case uses, each with its source', async () => {
    const used = new Set<string>();
    for (const tool of catalog.tools) {
      for (const upstream of await loadUpstreamCases(CATALOG_DIR, tool.id)) {
        for (const file of Object.values(upstream.inputs).flat()) used.add(file);
      }
    }
    expect(Object.keys(data).filter((file) => !used.has(file))).toEqual([]);
  });

  it('refuses a case without an expected figure or with a path for a file name', () => {
    const base = { name: 'x', inputs: { a: ['in.bam'] }, byHand: 'samtools view in/in.bam' };
    expect(upstreamCasesSchema.safeParse({ cases: [{ ...base, expect: [{ file: 'out.txt' }] }] }).success).toBe(false);
    expect(
      upstreamCasesSchema.safeParse({
        cases: [{ ...base, inputs: { a: ['../x'] }, expect: [{ file: 'o', lines: 1 }] }],
      }).success,
    ).toBe(false);
    expect(upstreamCasesSchema.safeParse({ cases: [{ ...base, expect: [{ file: 'o', lines: 1 }] }] }).success).toBe(
      true,
    );
  });
});
