import { acceptsFileType, type TaskDetailResponse } from '@biocloud/contracts';
import {
  fileFields,
  scalarParams,
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
  const params = { ...base.params };
  for (const param of scalarParams(form)) {
    const value = task.params.find((p) => p.name === param.name)?.value;
    if (value !== null && value !== undefined) params[param.name] = fieldValueOf(param.type, value);
  }
  const files = { ...base.files };
  for (const field of fileFields(form)) {
    const used = task.inputs.find((i) => i.name === field.name)?.files ?? [];
    if (used.length > 0) {
      files[field.name] = used
        .slice(0, field.maxFiles)
        .map((f): PickedFile => ({ fileUuid: f.fileUuid, name: f.fileName, type: null }));
    }
  }
  return { jobName: task.jobName, params, files };
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
