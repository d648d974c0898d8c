import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { DRAW_TYPES } from '@biocloud/charts';
import {
  appCatalogProblems,
  appManifestSchema,
  appStepsPrice,
  appTypesFileSchema,
  LOCALES,
  resolveToolValues,
  type AppManifest,
  type AppPrice,
  type AppType,
  type ToolManifest,
} from '@biocloud/contracts';
import { stepParamsFor } from './step-params';

/*
 * The app catalogue: catalog/apps/<id>.yaml (schema: packages/contracts/src/catalog/app-manifest.ts), the types of
 * the two catalogues in catalog/app-types.yaml, demo data in catalog/examples/apps/<id>/. Loaded with the tools
 * (catalog-loader.ts) and checked as strictly: a cycle, an unknown tool, input or output, a type that does not fit,
 * a param mapping the tool refuses, an unknown drawing tool, a missing example file: each is a load error that
 * stops the server.
 */

/** An app as loaded: priced, by its manifest or else by its steps' tools (appStepsPrice). */
export type LoadedApp = AppManifest & { price: AppPrice };

export interface AppCatalog {
  /** In software id order. */
  apps: readonly LoadedApp[];
  appsBySoftwareId: ReadonlyMap<string, LoadedApp>;
  appTypes: readonly AppType[];
  /** Where the apps' promoted images are (an app's `image`). */
  appImagesDir: string;
}

export const APP_EXAMPLES_DIR = 'apps';
/** The apps' images, beside their manifests (catalog/apps/images/). */
const APP_IMAGES_DIR = 'images';
/** A sample name every scattered run could get (the fallback of scatter-samples.ts), to check tools accept it. */
const SAMPLE_NAME_EXAMPLE = 'sample1';

async function readYaml(file: string): Promise<unknown> {
  return parseYaml(await readFile(file, 'utf8'), { prettyErrors: true }) as unknown;
}

function issues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(manifest)'}: ${issue.message}`);
}

async function readTypes(dir: string, problems: string[]): Promise<AppType[]> {
  const file = path.join(dir, 'app-types.yaml');
  if (!existsSync(file)) return [];
  const parsed = appTypesFileSchema.safeParse(await readYaml(file));
  if (!parsed.success) {
    problems.push(...issues(parsed.error).map((p) => `app-types.yaml: ${p}`));
    return [];
  }
  return parsed.data.types;
}

/** The app's default params must be accepted by every step's tool (else no run with defaults could start). */
function paramProblems(app: AppManifest, tools: ReadonlyMap<string, ToolManifest>): string[] {
  const appValues = resolveToolValues({ params: app.params, inputs: [] }, {});
  if (!appValues.ok) return appValues.problems.map((p) => `app param "${p.field}": ${p.code} with its default`);
  return app.steps.flatMap((step) => {
    const tool = tools.get(step.tool);
    if (!tool) return [];
    // A scattered run's sample name is checked as the fallback name every run can get (scatter-samples.ts).
    const sample = step.scatter === undefined ? null : SAMPLE_NAME_EXAMPLE;
    const problems = LOCALES.flatMap((locale) => {
      const resolved = resolveToolValues(
        { params: tool.params, inputs: [] },
        { params: stepParamsFor(step, appValues.params, { sample, locale, sampleOf: () => SAMPLE_NAME_EXAMPLE }) },
      );
      return resolved.ok ? [] : resolved.problems.map((p) => `step "${step.id}" param "${p.field}": ${p.code}`);
    });
    return [...new Set(problems)];
  });
}

/** Drawing tools an app gives its outputs must be ones the drawing pages have. */
function drawToolProblems(app: AppManifest): string[] {
  const known: readonly string[] = DRAW_TYPES;
  return app.steps.flatMap((step) =>
    Object.entries(step.drawTools).flatMap(([output, ids]) =>
      ids
        .filter((id) => !known.includes(id))
        .map((id) => `step "${step.id}" output "${output}" names unknown drawing tool "${id}" (${known.join(', ')})`),
    ),
  );
}

function imageProblems(app: AppManifest, imagesDir: string): string[] {
  if (app.image === undefined || existsSync(path.join(imagesDir, app.image))) return [];
  return [`image apps/${APP_IMAGES_DIR}/${app.image} is missing`];
}

function exampleProblems(app: AppManifest, examplesDir: string): string[] {
  const dir = path.join(examplesDir, APP_EXAMPLES_DIR, app.id);
  return Object.values(app.example.inputs)
    .flat()
    .filter((name) => !existsSync(path.join(dir, name)))
    .map((name) => `example file ${APP_EXAMPLES_DIR}/${app.id}/${name} is missing`);
}

export async function loadApps(dir: string, tools: readonly ToolManifest[], problems: string[]): Promise<AppCatalog> {
  const appsDir = path.join(dir, 'apps');
  const appImagesDir = path.join(appsDir, APP_IMAGES_DIR);
  const appTypes = await readTypes(dir, problems);
  const files = existsSync(appsDir) ? (await readdir(appsDir)).filter((f) => f.endsWith('.yaml')).sort() : [];
  const byId = new Map(tools.map((t) => [t.id, t]));
  const softwareIds = new Set(tools.map((t) => t.softwareId));
  const typeIds = new Set(appTypes.map((t) => t.typeId));
  const apps: LoadedApp[] = [];
  for (const file of files) {
    const parsed = appManifestSchema.safeParse(await readYaml(path.join(appsDir, file)));
    if (!parsed.success) {
      problems.push(...issues(parsed.error).map((p) => `apps/${file}: ${p}`));
      continue;
    }
    const app = parsed.data;
    const own = [
      ...appCatalogProblems(app, byId),
      ...paramProblems(app, byId),
      ...drawToolProblems(app),
      ...imageProblems(app, appImagesDir),
      ...exampleProblems(app, path.join(dir, 'examples')),
    ];
    if (file !== `${app.id}.yaml`) own.push(`the file must be named ${app.id}.yaml`);
    if (softwareIds.has(app.softwareId)) own.push(`softwareId ${app.softwareId} is used by another tool or app`);
    if (byId.has(app.id) || apps.some((a) => a.id === app.id)) own.push(`id ${app.id} is used by another tool or app`);
    for (const type of app.types) if (!typeIds.has(type)) own.push(`unknown type "${type}" (app-types.yaml)`);
    softwareIds.add(app.softwareId);
    problems.push(...own.map((p) => `apps/${file}: ${p}`));
    apps.push({ ...app, price: app.price ?? appStepsPrice(app, byId) });
  }
  apps.sort((a, b) => Number(a.softwareId) - Number(b.softwareId));
  return { apps, appsBySoftwareId: new Map(apps.map((a) => [a.softwareId, a])), appTypes, appImagesDir };
}
