import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  TOOL_CATEGORIES,
  localizedTextSchema,
  toolCategorySchema,
  toolManifestSchema,
  type LocalizedText,
  type ToolCategory,
  type ToolManifest,
} from '@biocloud/contracts';
import { templateProblems } from './template-checks';
import { outputTypeProblems } from './output-checks';
import { loadApps, type AppCatalog } from './app-loader';

/*
 * Reads the tool catalog (catalog/ at the repository root unless CATALOG_DIR says otherwise): tools/<id>.yaml,
 * categories.yaml, the scripts the commands run and each tool's example files. Everything is checked before the
 * server starts: a broken manifest is a bug of ours, and stops the server with every problem listed, rather than
 * failing a user's job later.
 */

export interface Catalog extends AppCatalog {
  dir: string;
  scriptsDir: string;
  examplesDir: string;
  /** By category, then software id. */
  tools: readonly ToolManifest[];
  byId: ReadonlyMap<string, ToolManifest>;
  bySoftwareId: ReadonlyMap<string, ToolManifest>;
  categories: Readonly<Record<ToolCategory, LocalizedText>>;
}

export class CatalogError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the tool catalog has problems:\n- ${problems.join('\n- ')}`);
    this.name = 'CatalogError';
  }
}

const categoriesSchema = z.record(toolCategorySchema, localizedTextSchema);

async function readYaml(file: string): Promise<unknown> {
  return parseYaml(await readFile(file, 'utf8'), { prettyErrors: true }) as unknown;
}

function issues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(manifest)'}: ${issue.message}`);
}

async function readCategories(dir: string, problems: string[]): Promise<Record<ToolCategory, LocalizedText>> {
  const parsed = categoriesSchema.safeParse(await readYaml(path.join(dir, 'categories.yaml')));
  if (!parsed.success) {
    problems.push(...issues(parsed.error).map((p) => `categories.yaml: ${p}`));
    return {} as Record<ToolCategory, LocalizedText>;
  }
  for (const category of TOOL_CATEGORIES) {
    if (!parsed.data[category]) problems.push(`categories.yaml: no names for "${category}"`);
  }
  return parsed.data;
}

async function readManifests(toolsDir: string, problems: string[]): Promise<ToolManifest[]> {
  const files = (await readdir(toolsDir)).filter((f) => f.endsWith('.yaml')).sort();
  const manifests: ToolManifest[] = [];
  for (const file of files) {
    let raw: unknown;
    try {
      raw = await readYaml(path.join(toolsDir, file));
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const parsed = toolManifestSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...issues(parsed.error).map((p) => `${file}: ${p}`));
      continue;
    }
    if (file !== `${parsed.data.id}.yaml`) problems.push(`${file}: the file must be named ${parsed.data.id}.yaml`);
    manifests.push(parsed.data);
  }
  return manifests;
}

function duplicateProblems(manifests: readonly ToolManifest[]): string[] {
  const problems: string[] = [];
  for (const key of ['id', 'softwareId'] as const) {
    const seen = new Set<string>();
    for (const manifest of manifests) {
      if (seen.has(manifest[key])) problems.push(`${key} ${manifest[key]} is used by more than one tool`);
      seen.add(manifest[key]);
    }
  }
  return problems;
}

function referenceProblems(manifest: ToolManifest, ids: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const output of manifest.outputs) {
    for (const id of [...output.drawTools, ...output.analyzeTools]) {
      if (!ids.has(id)) problems.push(`output "${output.name}" links unknown tool "${id}"`);
    }
  }
  return problems;
}

function exampleProblems(manifest: ToolManifest, examplesDir: string): string[] {
  const dir = path.join(examplesDir, manifest.id);
  const files = [...Object.values(manifest.example.inputs).flat(), ...Object.values(manifest.example.fileParams)];
  return files
    .filter((name) => !existsSync(path.join(dir, name)))
    .map((name) => `example file ${manifest.id}/${name} is missing`);
}

export async function loadCatalog(dir: string): Promise<Catalog> {
  const problems: string[] = [];
  const scriptsDir = path.join(dir, 'scripts');
  const examplesDir = path.join(dir, 'examples');
  const categories = await readCategories(dir, problems);
  const manifests = await readManifests(path.join(dir, 'tools'), problems);
  problems.push(...duplicateProblems(manifests));
  const ids = new Set(manifests.map((m) => m.id));
  for (const manifest of manifests) {
    const own = [
      ...templateProblems(manifest, scriptsDir),
      ...outputTypeProblems(manifest),
      ...referenceProblems(manifest, ids),
      ...exampleProblems(manifest, examplesDir),
    ];
    problems.push(...own.map((p) => `${manifest.id}.yaml: ${p}`));
  }
  const apps = await loadApps(dir, manifests, problems);
  if (problems.length > 0) throw new CatalogError(problems);

  const order = (m: ToolManifest) => [TOOL_CATEGORIES.indexOf(m.category), Number(m.softwareId)] as const;
  const tools = [...manifests].sort((a, b) => {
    const [ca, sa] = order(a);
    const [cb, sb] = order(b);
    return ca - cb || sa - sb;
  });
  return {
    dir,
    scriptsDir,
    examplesDir,
    tools,
    byId: new Map(tools.map((m) => [m.id, m])),
    bySoftwareId: new Map(tools.map((m) => [m.softwareId, m])),
    categories,
    ...apps,
  };
}
