import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeNoopCatalog } from '../jobs/noop-catalog';

/** Software id of the fan-out app (outside the product catalog's ids). */
export const FAN_SOFTWARE_ID = '9902';

/**
 * A join that does nothing either: it takes the fan steps' (optional, never written) outputs, so it waits for every
 * one of them, and runs `true`, as they do.
 */
const JOIN_MANIFEST = `id: noop-join
softwareId: '9903'
name: { zh: 空汇总, en: No-op join }
summary: { zh: 基准测试工具：等待全部输入，什么也不做。, en: 'Benchmark tool: waits for all its inputs, does nothing.' }
help: { zh: 基准测试工具。, en: A benchmark tool. }
kind: tool
category: text
inputs:
  - name: parts
    label: { zh: 文件, en: Files }
    types: [txt]
    multiple: true
    required: false
command: ['true']
outputs:
  - name: report
    glob: report.html
    type: html
    required: false
    description: { zh: 无, en: Nothing }
resources: { cpus: 1, memoryMb: 64, timeLimitSeconds: 60 }
price: { beans: 0, beansAccepted: true }
example:
  inputs: {}
  expect:
    - { file: report.html, minBytes: 1 }
`;

const stepId = (i: number) => `s${i}`;

/** The app: `fanOut` independent no-op steps, then one join reading them all (`fanOut` + 1 steps). */
function fanApp(fanOut: number): string {
  const fan = Array.from(
    { length: fanOut },
    (_, i) => `  - { id: ${stepId(i)}, tool: noop, label: { zh: 空, en: No-op }, inputs: {} }`,
  );
  const parts = Array.from({ length: fanOut }, (_, i) => `{ step: ${stepId(i)}, output: nothing }`).join(', ');
  return `id: fan-bench
softwareId: '${FAN_SOFTWARE_ID}'
name: { zh: 扇出基准, en: Fan-out bench }
summary: { zh: 基准测试应用。, en: A benchmark app. }
help: { zh: 基准测试应用。, en: A benchmark app. }
typeName: medicineApp
types: [bench-apps]
inputs:
  - name: note
    label: { zh: 文件, en: File }
    types: [txt]
    required: false
steps:
${fan.join('\n')}
  - { id: join, tool: noop-join, label: { zh: 汇总, en: Join }, inputs: { parts: [${parts}] } }
report: { step: join, output: report }
example:
  inputs: { note: [note.txt] }
  expect:
    - { step: join, file: report.html, minBytes: 1 }
`;
}

/** The no-op catalog (bench/jobs) plus the join tool and the fan-out app; answers the catalog's path. */
export async function writeFanCatalog(dir: string, fanOut: number): Promise<string> {
  const catalogDir = await writeNoopCatalog(dir);
  await mkdir(path.join(catalogDir, 'apps'), { recursive: true });
  await mkdir(path.join(catalogDir, 'examples/apps/fan-bench'), { recursive: true });
  await writeFile(path.join(catalogDir, 'tools/noop-join.yaml'), JOIN_MANIFEST);
  await writeFile(
    path.join(catalogDir, 'app-types.yaml'),
    'types:\n  - { typeId: bench-apps, typeName: medicineApp, name: { zh: 基准测试, en: Benchmarks } }\n',
  );
  await writeFile(path.join(catalogDir, 'apps/fan-bench.yaml'), fanApp(fanOut));
  await writeFile(path.join(catalogDir, 'examples/apps/fan-bench/note.txt'), 'a note\n');
  return catalogDir;
}
