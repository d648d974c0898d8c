import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@biocloud/server/src/config';

/** Software id of the no-op tool (outside the product catalog's ids). */
export const NOOP_SOFTWARE_ID = '9901';

/** A tool that runs `true` and may leave no result: the engine's own cost per job, with no work of the tool's. */
const NOOP_MANIFEST = `id: noop
softwareId: '${NOOP_SOFTWARE_ID}'
name: { zh: 空操作, en: No-op }
summary: { zh: 基准测试工具：什么也不做。, en: 'Benchmark tool: does nothing.' }
help: { zh: 基准测试工具。, en: A benchmark tool. }
kind: tool
category: text
command: ['true']
outputs:
  - name: nothing
    glob: nothing.txt
    type: txt
    required: false
    description: { zh: 无, en: Nothing }
resources: { cpus: 1, memoryMb: 64, timeLimitSeconds: 60 }
price: { beans: 0, beansAccepted: true }
example:
  inputs: {}
  expect:
    - { file: nothing.txt, minBytes: 1 }
`;

/** Writes a catalog holding only the no-op tool under `dir` (the product's category names); answers its path. */
export async function writeNoopCatalog(dir: string): Promise<string> {
  const catalogDir = path.join(dir, 'catalog');
  await mkdir(path.join(catalogDir, 'tools'), { recursive: true });
  await mkdir(path.join(catalogDir, 'scripts'), { recursive: true });
  await mkdir(path.join(catalogDir, 'examples'), { recursive: true });
  await copyFile(path.join(repoRoot, 'catalog/categories.yaml'), path.join(catalogDir, 'categories.yaml'));
  await writeFile(path.join(catalogDir, 'tools/noop.yaml'), NOOP_MANIFEST);
  return catalogDir;
}
