import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { loadCatalog } from './catalog-loader';
import { loadApps } from './app-loader';

const CATALOG_DIR = path.join(repoRoot, 'catalog');
const catalog = await loadCatalog(CATALOG_DIR);
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The repository's apps loaded with rnaseq-quant's manifest changed by `edit`, and the problems found. */
async function loadWith(edit: (yaml: string) => string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'app-loader-'));
  dirs.push(dir);
  await cp(path.join(CATALOG_DIR, 'apps'), path.join(dir, 'apps'), { recursive: true });
  await cp(path.join(CATALOG_DIR, 'app-types.yaml'), path.join(dir, 'app-types.yaml'));
  await cp(path.join(CATALOG_DIR, 'examples', 'apps'), path.join(dir, 'examples', 'apps'), { recursive: true });
  const file = path.join(dir, 'apps', 'rnaseq-quant.yaml');
  await writeFile(file, edit(await readFile(file, 'utf8')));
  const problems: string[] = [];
  const { apps } = await loadApps(dir, catalog.tools, problems);
  return { apps, problems };
}

async function problemsWith(edit: (yaml: string) => string): Promise<string[]> {
  return (await loadWith(edit)).problems;
}

describe('the app loader', () => {
  it('accepts the repository apps, their drawing tools and images', async () => {
    expect(await problemsWith((yaml) => yaml)).toEqual([]);
    const rnaseq = catalog.apps.find((a) => a.id === 'rnaseq-quant');
    expect(rnaseq?.steps.find((s) => s.id === 'merge')?.drawTools).toEqual({ tpm: ['heatmap', 'boxplot'] });
    expect(rnaseq?.image).toBe('rnaseq-quant.svg');
  });

  it('refuses an unknown drawing tool, an output the tool lacks and a missing image', async () => {
    const problems = await problemsWith((yaml) =>
      yaml
        .replace('drawTools: { tpm: [heatmap, boxplot] }', 'drawTools: { tpm: [heatmap, violin], nope: [boxplot] }')
        .replace('image: rnaseq-quant.svg', 'image: missing.svg'),
    );
    expect(problems).toEqual([
      'apps/rnaseq-quant.yaml: step "merge" gives drawing tools to unknown output "nope" of tpm-merge',
      expect.stringContaining('apps/rnaseq-quant.yaml: step "merge" output "tpm" names unknown drawing tool "violin"'),
      'apps/rnaseq-quant.yaml: image apps/images/missing.svg is missing',
    ]);
  });

  it('refuses a sample name on a step that does not scatter, or one the tool would refuse', async () => {
    const unscattered = await problemsWith((yaml) =>
      yaml.replace('params: { names: { param: sampleNames } }', 'params: { names: { sample: true } }'),
    );
    expect(unscattered).toEqual([
      'apps/rnaseq-quant.yaml: (manifest): step "merge" param "names" takes the sample name, but the step does not scatter',
    ]);
    const refused = await problemsWith((yaml) => yaml.replace('sample: { sample: true }', 'kmer: { sample: true }'));
    expect(refused).toEqual(['apps/rnaseq-quant.yaml: step "quant" param "kmer": PARAM_OPTION_INVALID']);
  });

  it("prices an app by its manifest, else by its steps' tools", async () => {
    const tools = new Map(catalog.tools.map((t) => [t.id, t]));
    const rnaseq = catalog.apps.find((a) => a.id === 'rnaseq-quant')!;
    const stepBeans = rnaseq.steps.reduce((sum, step) => sum + (tools.get(step.tool)?.price.beans ?? NaN), 0);
    expect(rnaseq.price).toEqual({ beans: stepBeans, beansAccepted: true });

    const priced = await loadWith((yaml) =>
      yaml.replace('image: rnaseq-quant.svg', 'image: rnaseq-quant.svg\nprice: { beans: 12, beansAccepted: false }'),
    );
    expect(priced.problems).toEqual([]);
    expect(priced.apps.find((a) => a.id === 'rnaseq-quant')?.price).toEqual({ beans: 12, beansAccepted: false });
    const negative = await problemsWith((yaml) =>
      yaml.replace('image: rnaseq-quant.svg', 'image: rnaseq-quant.svg\nprice: { beans: -1, beansAccepted: true }'),
    );
    expect(negative).toEqual([expect.stringMatching(/^apps\/rnaseq-quant\.yaml: price\.beans: /)]);
  });
});
