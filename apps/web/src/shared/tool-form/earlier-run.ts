import {
  fileFields,
  scalarParams,
  type FileField,
  type PickedFile,
  type ScalarParam,
  type ToolForm,
  type ToolFormValues,
} from './tool-form-values';

/** What a re-run (`?rerun=`) reads of the earlier job; each kind of job (task, compute) stores it its own way. */
export interface EarlierRunValues {
  jobName: string;
  /** The value the job used for a param, as the field holds it; undefined when it used none. */
  paramValue: (param: ScalarParam) => string | boolean | undefined;
  /** The files the job took in a field. */
  files: (field: FileField) => PickedFile[];
}

/**
 * The earlier job's values over the form's defaults (spec 000 §2 re-run). A param the job did not use keeps its
 * default; params and inputs the form no longer has are dropped; a field takes at most as many files as it allows.
 */
export function valuesFromEarlierRun(form: ToolForm, run: EarlierRunValues, base: ToolFormValues): ToolFormValues {
  const params = { ...base.params };
  for (const param of scalarParams(form)) {
    const value = run.paramValue(param);
    if (value !== undefined) params[param.name] = value;
  }
  const files = { ...base.files };
  for (const field of fileFields(form)) {
    const used = run.files(field);
    if (used.length > 0) files[field.name] = used.slice(0, field.maxFiles);
  }
  return { ...base, jobName: run.jobName, params, files };
}
