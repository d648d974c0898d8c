import { valuesFromEarlierRun } from '../../../shared/tool-form/earlier-run';
import type { PickedFile, ToolForm, ToolFormValues } from '../../../shared/tool-form/tool-form-values';

/*
 * A re-run of a compute job (`?rerun=<workflowId>` from its detail page): the app form opens with the earlier job's
 * name, param values and input files. Params and inputs the app no longer has are dropped; a param the job did not
 * set keeps its default.
 */

export interface EarlierRun {
  jobName: string;
  /** The project it ran in, if any. */
  projectBaseId: string | null;
  /** The params the job ran with (`reRun.params`), as the server stored them. */
  params: Record<string, unknown>;
  /** Its input files, one row per file, named by the app input they went to. */
  inputs: readonly { name: string; fileUuid: string; fileName: string; fileType: string }[];
}

function fieldValue(type: string, value: unknown): string | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  // Number fields hold text as typed; booleans stay booleans; options and texts are strings already.
  if (type === 'boolean') return value === true || value === 'true';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

export function valuesFromWorkflow(form: ToolForm, run: EarlierRun, base: ToolFormValues): ToolFormValues {
  return valuesFromEarlierRun(
    form,
    {
      jobName: run.jobName,
      projectBaseId: run.projectBaseId,
      paramValue: (param) => fieldValue(param.type, run.params[param.name]),
      files: (field) =>
        (field.isParam
          ? // A file param is stored as the file's uuid; the input tab does not list it, so its name is the uuid.
            [run.params[field.name]].flatMap((uuid) =>
              typeof uuid === 'string' && uuid !== '' ? [{ fileUuid: uuid, fileName: uuid, fileType: '' }] : [],
            )
          : run.inputs.filter((input) => input.name === field.name)
        ).map((f): PickedFile => ({ fileUuid: f.fileUuid, name: f.fileName, type: f.fileType || null })),
    },
    base,
  );
}
