import { acceptsFileType, type TaskDetailResponse } from '@biocloud/contracts';
import { valuesFromEarlierRun } from '../../../shared/tool-form/earlier-run';
import {
  fileFields,
  type PickedFile,
  type ToolForm,
  type ToolFormValues,
} from '../../../shared/tool-form/tool-form-values';

/*
 * Ways a tool page opens filled in: a re-run (`?rerun=<jobId>`: the earlier job's name, params and files) and a file
 * handed over from my data (`?fileUuid=<uuid>`: into the first field that takes its type).
 */

type TaskParam = TaskDetailResponse['params'][number];

function fieldValueOf(type: string, value: NonNullable<TaskParam['value']>): string | boolean {
  // Number fields hold text as typed; booleans stay booleans; options and texts are strings already.
  if (type === 'boolean') return value === true;
  return String(value);
}

/**
 * The earlier job's values over the form's defaults. A param the job did not use (hidden, or left empty) keeps its
 * default; params and inputs the tool no longer has are dropped. Files come without a type: the server checks it.
 */
export function valuesFromTask(form: ToolForm, task: TaskDetailResponse, base: ToolFormValues): ToolFormValues {
  return valuesFromEarlierRun(
    form,
    {
      jobName: task.jobName,
      projectBaseId: task.projectBaseId,
      paramValue: (param) => {
        const value = task.params.find((p) => p.name === param.name)?.value;
        return value === null || value === undefined ? undefined : fieldValueOf(param.type, value);
      },
      files: (field) =>
        (task.inputs.find((i) => i.name === field.name)?.files ?? []).map((f): PickedFile => ({
          fileUuid: f.fileUuid,
          name: f.fileName,
          type: null,
        })),
    },
    base,
  );
}

/** The name of the first field (inputs before file params) that takes files of this type, or null. */
export function fieldForFile(form: ToolForm, fileType: string): string | null {
  return fileFields(form).find((f) => acceptsFileType(f.types, fileType))?.name ?? null;
}

/** The values with the file put into the first field that takes it; unchanged when none does. */
export function withPreselectedFile(form: ToolForm, values: ToolFormValues, file: PickedFile): ToolFormValues {
  const field = file.type === null ? null : fieldForFile(form, file.type);
  return field ? { ...values, files: { ...values.files, [field]: [file] } } : values;
}
