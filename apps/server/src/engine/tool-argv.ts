import path from 'node:path';
import type { ToolManifest } from '@biocloud/contracts';
import { expandArgvTemplate, type TemplateValue } from '@biocloud/executor';
import type { TaskParamsColumn } from '../db/schema';
import type { StagedInputs } from './staging';

/*
 * The values a manifest's command template sees (the names the catalog loader checks manifests against, see
 * modules/catalog/template-checks.ts): params as the submission resolved them, file params and inputs as the paths
 * staging gave them, and the built-ins.
 */

export interface ArgvContext {
  scriptsDir: string;
  /** The Node.js that runs the server runs the catalog's TypeScript scripts too. */
  nodePath: string;
}

export function templateValues(
  manifest: ToolManifest,
  params: TaskParamsColumn,
  staged: StagedInputs,
  context: ArgvContext,
): Record<string, TemplateValue> {
  const values: Record<string, TemplateValue> = {
    scripts: context.scriptsDir,
    node: context.nodePath,
    threads: String(manifest.resources.cpus),
  };
  for (const param of manifest.params) {
    values[`params.${param.name}`] =
      param.type === 'file' ? staged[param.name]?.[0] : (params[param.name] ?? undefined);
  }
  for (const input of manifest.inputs) {
    const files = staged[input.name] ?? [];
    values[`inputs.${input.name}`] = files;
    if (!input.multiple)
      values[`inputs.${input.name}.name`] = files[0] === undefined ? undefined : path.basename(files[0]);
  }
  return values;
}

export function toolArgv(
  manifest: ToolManifest,
  params: TaskParamsColumn,
  staged: StagedInputs,
  context: ArgvContext,
): string[] {
  return expandArgvTemplate(manifest.command, templateValues(manifest, params, staged, context));
}
