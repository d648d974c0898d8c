import {
  JOB_NAME_PATTERN,
  acceptsFileType,
  resolveToolValues,
  visibleParams,
  type LocalizedText,
  type SoftwareDetailResponse,
  type SubmitTaskRequest,
  type ToolParam,
} from '@biocloud/contracts';

/*
 * The tool form's values and how they become a submission. The form store holds what the fields show (numbers as
 * typed text, the files picked with their names); the check is contracts' resolveToolValues, the very function the
 * server runs, plus the file-type check the server makes against its database, for the files whose type is known.
 */

export type ToolForm = SoftwareDetailResponse['form'];
export type ScalarParam = Exclude<ToolParam, { type: 'file' }>;

/** What a tool or app page says about how its form was filled in (a re-run, a file named in the address). */
export interface PrefillNotice {
  type: 'info' | 'warning';
  text: string;
}

/** A data file chosen for an input or a file param. Files named by an earlier job (re-run) come without a type. */
export interface PickedFile {
  fileUuid: string;
  name: string;
  type: string | null;
}

export interface ToolFormValues {
  jobName: string;
  /** Scalar params as their fields hold them: numbers as typed text, booleans, option values, texts. */
  params: Record<string, string | boolean | undefined>;
  /** The files of each input and file param. */
  files: Record<string, PickedFile[]>;
  /** The project the job runs in (its results go into the project's data); absent: the caller's own space. */
  projectBaseId?: string;
}

/** A field that takes data files: every input, and each param of type file. */
export interface FileField {
  name: string;
  label: LocalizedText;
  help?: LocalizedText;
  types: string[];
  /** Most files it takes. */
  maxFiles: number;
  required: boolean;
  /** Set for file params: shown only while the param is visible. */
  isParam: boolean;
}

/** The one code the form adds to contracts' codes: an empty job name (the pattern's text is about characters). */
export const JOB_NAME_REQUIRED = 'JOB_NAME_REQUIRED';
export const JOB_NAME_FIELD = 'jobName';

export interface FieldProblem {
  /** A param or input name, or JOB_NAME_FIELD. */
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

export type ToolValuesCheck = { ok: true; request: SubmitTaskRequest } | { ok: false; problems: FieldProblem[] };

export function fileFields(form: ToolForm): FileField[] {
  const fromInputs = form.inputs.map((input): FileField => ({
    name: input.name,
    label: input.label,
    help: input.help,
    types: input.types,
    maxFiles: input.multiple ? input.maxFiles : 1,
    required: input.required,
    isParam: false,
  }));
  const fromParams = form.params.flatMap((param): FileField[] =>
    param.type === 'file'
      ? [
          {
            name: param.name,
            label: param.label,
            help: param.help,
            types: param.types,
            maxFiles: 1,
            required: param.required,
            isParam: true,
          },
        ]
      : [],
  );
  return [...fromInputs, ...fromParams];
}

export function scalarParams(form: ToolForm): ScalarParam[] {
  return form.params.filter((p): p is ScalarParam => p.type !== 'file');
}

function fieldValue(param: ScalarParam): string | boolean | undefined {
  switch (param.type) {
    case 'int':
    case 'float':
      return param.default === undefined ? '' : String(param.default);
    case 'boolean':
      return param.default;
    case 'select':
      return param.default;
    case 'text':
      return param.default ?? '';
  }
}

/** The form as it opens: the manifest's defaults, no files. */
export function initialValues(form: ToolForm, jobName: string): ToolFormValues {
  return {
    jobName,
    params: Object.fromEntries(scalarParams(form).map((p) => [p.name, fieldValue(p)])),
    files: Object.fromEntries(fileFields(form).map((f) => [f.name, []])),
  };
}

/** The query parameter naming the project a tool or app runs in (the project's analyse cards link with it). */
export const PROJECT_QUERY_PARAM = 'projectBaseId';

/** The values with the job placed in the project the address names; none named: unchanged. */
export function inProject(values: ToolFormValues, search: URLSearchParams): ToolFormValues {
  const projectBaseId = search.get(PROJECT_QUERY_PARAM);
  return projectBaseId ? { ...values, projectBaseId } : values;
}

/** Params as contracts reads them: the scalar fields, and each file param's one file. */
export function rawParams(form: ToolForm, values: ToolFormValues): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...values.params };
  for (const field of fileFields(form)) {
    if (field.isParam) raw[field.name] = values.files[field.name]?.[0]?.fileUuid;
  }
  return raw;
}

/** Names of the params shown for these values (a param hidden by its condition is neither shown nor sent). */
export function shownParams(form: ToolForm, values: ToolFormValues): Set<string> {
  return visibleParams(form, rawParams(form, values));
}

function jobNameProblem(jobName: string): FieldProblem | null {
  if (jobName.trim() === '') return { field: JOB_NAME_FIELD, code: JOB_NAME_REQUIRED };
  return JOB_NAME_PATTERN.test(jobName) ? null : { field: JOB_NAME_FIELD, code: 'JOB_NAME_INVALID' };
}

function typeProblems(form: ToolForm, values: ToolFormValues, shown: Set<string>): FieldProblem[] {
  return fileFields(form).flatMap((field) => {
    if (field.isParam && !shown.has(field.name)) return [];
    const wrong = (values.files[field.name] ?? []).some(
      (f) => f.type !== null && !acceptsFileType(field.types, f.type),
    );
    return wrong ? [{ field: field.name, code: 'INPUT_TYPE_INVALID', params: { types: field.types.join(', ') } }] : [];
  });
}

/** Every problem of the values, or the submission they make (defaults filled in, hidden params left out). */
export function checkToolValues(form: ToolForm, values: ToolFormValues): ToolValuesCheck {
  const inputs = Object.fromEntries(
    form.inputs.map((input) => [input.name, (values.files[input.name] ?? []).map((f) => f.fileUuid)]),
  );
  const resolved = resolveToolValues(form, { params: rawParams(form, values), inputs });
  const shown = shownParams(form, values);
  const jobName = jobNameProblem(values.jobName);
  const problems: FieldProblem[] = [
    ...(jobName ? [jobName] : []),
    ...(resolved.ok ? [] : resolved.problems),
    ...typeProblems(form, values, shown),
  ];
  if (!resolved.ok || problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: {
      jobName: values.jobName,
      ...(values.projectBaseId ? { projectBaseId: values.projectBaseId } : {}),
      params: Object.fromEntries(
        Object.entries(resolved.params).filter(
          (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && shown.has(entry[0]),
        ),
      ),
      inputs: Object.fromEntries(Object.entries(resolved.inputs).filter(([, uuids]) => uuids.length > 0)),
    },
  };
}

/** The problems of one field (the form shows the first). */
export function problemsOf(problems: readonly FieldProblem[], field: string): FieldProblem[] {
  return problems.filter((p) => p.field === field);
}
