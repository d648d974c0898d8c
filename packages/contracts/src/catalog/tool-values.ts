import { z } from 'zod';
import { isUuid } from '../uuid';
import { anchoredPattern } from './manifest-rules';
import type { ToolInput, ToolParam } from './tool-manifest';
import type { ToolManifest } from './tool-manifest-schema';

/*
 * What a submission's params and inputs must be, decided from the manifest alone (the server adds what needs the
 * database: that the files exist, are the caller's to read and have an accepted type). The web form runs the same
 * function, so a value the form accepts is never refused by the server for a reason the form could have told.
 */

export const toolValueErrorCodeSchema = z.enum([
  'PARAM_UNKNOWN',
  'PARAM_REQUIRED',
  'PARAM_INVALID',
  'PARAM_OUT_OF_RANGE',
  'PARAM_OPTION_INVALID',
  'PARAM_TOO_LONG',
  /** `;`, `$(`, backticks, line breaks or NUL in a text value. */
  'PARAM_UNSAFE',
  /** A value starting with '-', which the tool could read as one of its options (`--output=/etc/passwd`). */
  'PARAM_OPTION_INJECTION',
  'INPUT_UNKNOWN',
  'INPUT_REQUIRED',
  'INPUT_INVALID',
  'INPUT_TOO_MANY',
  'INPUT_TYPE_INVALID',
  /*
   * What the content checks at submit find (server only: they read the file): no records, other data than the type
   * says, a gzip file cut short, the wrong alphabet, a BAM not in coordinate order, contigs not of the reference
   * or of another length.
   */
  'INPUT_NO_DATA',
  'INPUT_FORMAT_MISMATCH',
  'INPUT_GZIP_BROKEN',
  'INPUT_COMPRESSED',
  'INPUT_NOT_BGZF',
  'INPUT_NOT_NUCLEOTIDE',
  'INPUT_NOT_PROTEIN',
  'INPUT_NOT_SORTED',
  'INPUT_CONTIGS_MISMATCH',
  'INPUT_CONTIG_LENGTH_MISMATCH',
  'INPUT_TOO_MANY_POSITIONS',
  /* Checks between inputs: mates that do not pair, a BED of other contigs than its alignments, a repeated name. */
  'INPUT_MATES_MISMATCH',
  'INPUT_MATES_COUNT',
  'INPUT_BED_CONTIGS_MISMATCH',
  'INPUT_DUPLICATE_NAME',
]);
export type ToolValueErrorCode = z.infer<typeof toolValueErrorCodeSchema>;

export interface ToolValueProblem {
  /** The param or input name. */
  field: string;
  code: ToolValueErrorCode;
  params?: Record<string, string | number>;
}

export type ParamValue = string | number | boolean;
/** A param's value as it reaches the command: undefined when hidden or left empty (optional params only). */
export type ResolvedParams = Record<string, ParamValue | undefined>;

export interface ResolvedToolValues {
  params: ResolvedParams;
  /** Input name -> file uuids, in the order given. */
  inputs: Record<string, string[]>;
  /** File param name -> file uuid (visible and set ones only). */
  fileParams: Record<string, string>;
}

export type ToolValuesResult = ({ ok: true } & ResolvedToolValues) | { ok: false; problems: ToolValueProblem[] };

export interface RawToolValues {
  params?: Record<string, unknown>;
  inputs?: Record<string, unknown>;
}

/** Characters refused in text values unless the manifest allows them: they only make sense to a shell. */
const SHELL_SEQUENCES = [';', '`', '$(', '\n', '\r'];

const INT_TEXT = /^-?\d{1,15}$/;
const FLOAT_TEXT = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

function isFileRef(value: unknown): value is string {
  return isUuid(value);
}

/** Whether a file of this type (the `type` of a data file) fits an input or file param. */
export function acceptsFileType(types: readonly string[], fileType: string): boolean {
  const wanted = fileType.toLowerCase();
  return types.some((type) => type.toLowerCase() === wanted);
}

/** Which params are shown for these raw values (a param hidden by a hidden param is hidden too). */
export function visibleParams(manifest: Pick<ToolManifest, 'params'>, raw: Record<string, unknown>): Set<string> {
  const byName = new Map(manifest.params.map((p) => [p.name, p]));
  const memo = new Map<string, boolean>();
  const visible = (name: string, seen: Set<string>): boolean => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const param = byName.get(name);
    if (!param || seen.has(name)) return false;
    const when = param.visibleWhen;
    let result = true;
    if (when) {
      const parent = byName.get(when.param);
      const parentValue = parent ? coerceForComparison(parent, raw[when.param] ?? defaultOf(parent)) : undefined;
      result = visible(when.param, new Set([...seen, name])) && when.equals.some((v) => v === parentValue);
    }
    memo.set(name, result);
    return result;
  };
  return new Set(manifest.params.filter((p) => visible(p.name, new Set())).map((p) => p.name));
}

function defaultOf(param: ToolParam): ParamValue | undefined {
  return param.type === 'file' ? undefined : param.default;
}

function coerceForComparison(param: ToolParam, value: unknown): unknown {
  const checked = checkParam(param, value);
  return 'value' in checked ? checked.value : undefined;
}

type ParamCheck = { value: ParamValue | undefined } | { problem: Omit<ToolValueProblem, 'field'> };

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function checkNumber(param: Extract<ToolParam, { type: 'int' | 'float' }>, value: unknown): ParamCheck {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && (param.type === 'int' ? INT_TEXT : FLOAT_TEXT).test(value.trim())) {
    number = Number(value.trim());
  } else return { problem: { code: 'PARAM_INVALID' } };
  if (!Number.isFinite(number) || (param.type === 'int' && !Number.isSafeInteger(number))) {
    return { problem: { code: 'PARAM_INVALID' } };
  }
  const { min, max } = param;
  if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
    return {
      problem: {
        code: 'PARAM_OUT_OF_RANGE',
        params: { min: min ?? Number.MIN_SAFE_INTEGER, max: max ?? Number.MAX_SAFE_INTEGER },
      },
    };
  }
  return { value: number };
}

function checkText(param: Extract<ToolParam, { type: 'text' }>, value: unknown): ParamCheck {
  if (typeof value !== 'string') return { problem: { code: 'PARAM_INVALID' } };
  if (Array.from(value).length > param.maxLength) {
    return { problem: { code: 'PARAM_TOO_LONG', params: { max: param.maxLength } } };
  }
  if (value.includes('\0')) return { problem: { code: 'PARAM_UNSAFE' } };
  if (!param.allowShellCharacters && SHELL_SEQUENCES.some((s) => value.includes(s))) {
    return { problem: { code: 'PARAM_UNSAFE' } };
  }
  if (!param.allowLeadingDash && value.startsWith('-')) return { problem: { code: 'PARAM_OPTION_INJECTION' } };
  if (!anchoredPattern(param.regex).test(value)) return { problem: { code: 'PARAM_INVALID' } };
  return { value };
}

/** One param's value, given and not empty, checked and converted. */
function checkParam(param: ToolParam, value: unknown): ParamCheck {
  switch (param.type) {
    case 'int':
    case 'float':
      return checkNumber(param, value);
    case 'boolean':
      if (typeof value === 'boolean') return { value };
      if (value === 'true' || value === 'false') return { value: value === 'true' };
      return { problem: { code: 'PARAM_INVALID' } };
    case 'select':
      return typeof value === 'string' && param.options.some((o) => o.value === value)
        ? { value }
        : { problem: { code: 'PARAM_OPTION_INVALID' } };
    case 'text':
      return checkText(param, value);
    case 'file':
      if (typeof value === 'string' && value.startsWith('-')) return { problem: { code: 'PARAM_OPTION_INJECTION' } };
      return isFileRef(value) ? { value } : { problem: { code: 'PARAM_INVALID' } };
  }
}

function checkInput(
  input: ToolInput,
  value: unknown,
): { files: string[] } | { problem: Omit<ToolValueProblem, 'field'> } {
  const list = isEmpty(value) ? [] : Array.isArray(value) ? (value as unknown[]) : [value];
  if (list.length === 0) return input.required ? { problem: { code: 'INPUT_REQUIRED' } } : { files: [] };
  const max = input.multiple ? input.maxFiles : 1;
  if (list.length > max) return { problem: { code: 'INPUT_TOO_MANY', params: { max } } };
  if (!list.every(isFileRef)) return { problem: { code: 'INPUT_INVALID' } };
  return { files: list };
}

/**
 * Checks a submission's params and inputs against the manifest and resolves them: defaults filled in, hidden params
 * dropped (a hidden boolean is false), numbers and booleans sent as text converted. Every problem is reported.
 */
export function resolveToolValues(
  manifest: Pick<ToolManifest, 'params' | 'inputs'>,
  raw: RawToolValues,
): ToolValuesResult {
  const rawParams = raw.params ?? {};
  const rawInputs = raw.inputs ?? {};
  const problems: ToolValueProblem[] = [];
  const params: ResolvedParams = {};
  const fileParams: Record<string, string> = {};
  const inputs: Record<string, string[]> = {};

  for (const name of Object.keys(rawParams)) {
    if (!manifest.params.some((p) => p.name === name)) problems.push({ field: name, code: 'PARAM_UNKNOWN' });
  }
  for (const name of Object.keys(rawInputs)) {
    if (!manifest.inputs.some((i) => i.name === name)) problems.push({ field: name, code: 'INPUT_UNKNOWN' });
  }

  const visible = visibleParams(manifest, rawParams);
  for (const param of manifest.params) {
    if (!visible.has(param.name)) {
      params[param.name] = param.type === 'boolean' ? false : undefined;
      continue;
    }
    const given = rawParams[param.name];
    const value = isEmpty(given) ? defaultOf(param) : given;
    if (isEmpty(value)) {
      if (param.required) problems.push({ field: param.name, code: 'PARAM_REQUIRED' });
      params[param.name] = undefined;
      continue;
    }
    const checked = checkParam(param, value);
    if ('problem' in checked) {
      problems.push({ field: param.name, ...checked.problem });
      continue;
    }
    params[param.name] = checked.value;
    if (param.type === 'file' && typeof checked.value === 'string') fileParams[param.name] = checked.value;
  }

  for (const input of manifest.inputs) {
    const checked = checkInput(input, rawInputs[input.name]);
    if ('problem' in checked) problems.push({ field: input.name, ...checked.problem });
    else inputs[input.name] = checked.files;
  }

  return problems.length > 0 ? { ok: false, problems } : { ok: true, params, inputs, fileParams };
}
