import {
  fileFields,
  scalarParams,
  type FileField,
  type PickedFile,
  type ScalarParam,
  type PrefillNotice,
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
  /** The project the job ran in: the re-run runs there too (issue 14 item 2). */
  projectBaseId: string | null;
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
  const projectBaseId = run.projectBaseId ?? base.projectBaseId;
  return { ...base, jobName: run.jobName, params, files, ...(projectBaseId && { projectBaseId }) };
}

/** The earlier job of a re-run as its query answers it (TanStack Query's result fits). */
export interface EarlierRunQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

/**
 * The values a form opens with for a re-run (`?rerun=`): none while the earlier job loads; the defaults with a
 * warning when it cannot be read or ran another tool or app; else its values, with a notice naming it.
 */
export function rerunPrefill<T>(opts: {
  query: EarlierRunQuery<T>;
  base: ToolFormValues;
  read: (data: T) => { jobName: string; sameTool: boolean; values: () => ToolFormValues };
  notices: {
    failed: (error: unknown) => string;
    otherTool: (jobName: string) => string;
    from: (jobName: string) => string;
  };
}): { values: ToolFormValues | null; notice: PrefillNotice | null } {
  const { query, base, notices } = opts;
  if (query.isPending) return { values: null, notice: null };
  if (query.isError || query.data === undefined) {
    return { values: base, notice: { type: 'warning', text: notices.failed(query.error) } };
  }
  const earlier = opts.read(query.data);
  if (!earlier.sameTool) return { values: base, notice: { type: 'warning', text: notices.otherTool(earlier.jobName) } };
  return { values: earlier.values(), notice: { type: 'info', text: notices.from(earlier.jobName) } };
}
