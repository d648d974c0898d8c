import { execFile, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveToolValues, type ToolManifest } from '@biocloud/contracts';
import { repoRoot } from '../src/config';
import { loadCatalog } from '../src/modules/catalog/catalog-loader';
import { toolArgv } from '../src/engine/tool-argv';

/*
 * Runs one catalog tool's real program on a few files, with params checked exactly as a submission's are, without
 * the server: for tests that a parameter has the effect its manifest promises. The job's layout is the engine's
 * (inputs in in/, results in out/, stdout outputs saved under their names) so the manifest's command runs unchanged.
 */

const run = promisify(execFile);
const catalog = await loadCatalog(path.join(repoRoot, 'catalog'));

export const exampleFile = (toolId: string, name: string) => path.join(repoRoot, 'catalog/examples', toolId, name);

export interface ToolRunFile {
  /** The name it gets in in/ (staging keeps the data file's name). */
  name: string;
  /** A file to copy, or the content itself. */
  from?: string;
  content?: string;
}

export interface ToolRun {
  argv: string[];
  stderr: string;
  /** Every file the job left in out/, by name. */
  outputs: Map<string, Buffer>;
  /** A result file's text; throws when the job did not write it. */
  out(name: string): string;
}

export function catalogTool(id: string): ToolManifest {
  const tool = catalog.byId.get(id);
  if (!tool) throw new Error(`no tool ${id}`);
  return tool;
}

export interface ToolRunOptions {
  /**
   * Switches put after the manifest's command, to spare the program work whose results the test never reads (fastp's
   * duplication estimate fills 1 GB and costs seconds of CPU even for one read); `argv` stays the manifest's.
   */
  skipWork?: string[];
}

/** Runs the tool and leaves nothing behind; fails with the program's stderr when it exits non-zero. */
export async function runTool(
  toolId: string,
  inputs: Record<string, ToolRunFile[]>,
  params: Record<string, unknown> = {},
  { skipWork = [] }: ToolRunOptions = {},
): Promise<ToolRun> {
  const tool = catalogTool(toolId);
  const refs = Object.fromEntries(Object.entries(inputs).map(([name, files]) => [name, files.map(() => randomUUID())]));
  const resolved = resolveToolValues(tool, { params, inputs: refs });
  if (!resolved.ok) throw new Error(`${toolId} refused its values: ${JSON.stringify(resolved.problems)}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), `tool-run-${toolId}-`));
  try {
    await mkdir(path.join(dir, 'out'));
    const staged: Record<string, string[]> = {};
    for (const [input, files] of Object.entries(inputs)) {
      staged[input] = [];
      for (const [i, file] of files.entries()) {
        // A folder per file as staging does, so two inputs may share a name.
        const relative = path.join('in', String(i), file.name);
        await mkdir(path.join(dir, path.dirname(relative)), { recursive: true });
        if (file.from) await copyFile(file.from, path.join(dir, relative));
        else await writeFile(path.join(dir, relative), file.content ?? '');
        staged[input].push(relative);
      }
    }
    const stored = Object.fromEntries(Object.entries(resolved.params).map(([k, v]) => [k, v ?? null]));
    const argv = toolArgv(tool, stored, staged, {
      scriptsDir: path.join(repoRoot, 'catalog/scripts'),
      nodePath: process.execPath,
    });
    const result = await run(argv[0]!, [...argv.slice(1), ...skipWork], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`${argv.join(' ')} failed: ${error.stderr ?? error.message}`);
    });
    for (const output of tool.outputs) {
      if (output.stdout) await writeFile(path.join(dir, 'out', output.stdout), result.stdout);
    }
    const outputs = new Map<string, Buffer>();
    for (const name of await readdir(path.join(dir, 'out'))) {
      outputs.set(name, await readFile(path.join(dir, 'out', name)));
    }
    return {
      argv,
      stderr: result.stderr,
      outputs,
      out: (name) => {
        const bytes = outputs.get(name);
        if (!bytes) throw new Error(`${name} not in out/ (${[...outputs.keys()].join(', ')})`);
        return bytes.toString('utf8');
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A BAM's records and header as SAM text (samtools view -h), for checking alignment outputs. */
export function bamText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-run-bam-'));
  try {
    writeFileSync(path.join(dir, 'aligned.bam'), bytes);
    return execFileSync('samtools', ['view', '-h', path.join(dir, 'aligned.bam')]).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** SAM records (header lines left out) as field lists. */
export const samRecords = (sam: string) =>
  sam
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('@'))
    .map((line) => line.split('\t'));
