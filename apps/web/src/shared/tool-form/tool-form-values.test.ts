import { describe, expect, it } from 'vitest';
import { toolInputSchema, toolParamSchema } from '@biocloud/contracts';
import {
  checkToolValues,
  fileFields,
  initialValues,
  shownParams,
  type ToolForm,
  type ToolFormValues,
} from './tool-form-values';

const label = { zh: '标签', en: 'Label' };
const UUID_A = '0b7f1c52-3f4e-4c1a-9d55-1f2a3b4c5d6e';
const UUID_B = '1c8e2d63-4a5f-4d2b-8e66-2a3b4c5d6e7f';

/** A form with every param type, a condition and an optional multi-file input, parsed as the server sends it. */
const form: ToolForm = {
  inputs: [
    toolInputSchema.parse({ name: 'reads', label, types: ['fastq'] }),
    toolInputSchema.parse({ name: 'extra', label, types: ['fasta'], multiple: true, maxFiles: 2, required: false }),
  ],
  params: [
    toolParamSchema.parse({ name: 'minQ', type: 'int', label, default: 15, min: 0, max: 60 }),
    toolParamSchema.parse({ name: 'ratio', type: 'float', label, min: 0, max: 1, required: false }),
    toolParamSchema.parse({ name: 'trim', type: 'boolean', label, default: true }),
    toolParamSchema.parse({
      name: 'mode',
      type: 'select',
      label,
      default: 'fast',
      options: [
        { value: 'fast', label },
        { value: 'slow', label },
      ],
      visibleWhen: { param: 'trim', equals: [true] },
    }),
    toolParamSchema.parse({ name: 'pattern', type: 'text', label, regex: '[a-z]+', default: 'abc' }),
    toolParamSchema.parse({ name: 'reference', type: 'file', label, types: ['fasta'], required: false }),
  ],
};

const reads = { fileUuid: UUID_A, name: 'r.fq', type: 'fastq' };
const filled = (change: (v: ToolFormValues) => void = () => undefined): ToolFormValues => {
  const values = initialValues(form, 'job_1');
  values.files.reads = [reads];
  change(values);
  return values;
};
const problems = (values: ToolFormValues) => {
  const result = checkToolValues(form, values);
  return result.ok ? [] : result.problems;
};

describe('tool form values', () => {
  it('start with the manifest defaults, numbers as the text a field shows', () => {
    expect(initialValues(form, 'j')).toEqual({
      jobName: 'j',
      params: { minQ: '15', ratio: '', trim: true, mode: 'fast', pattern: 'abc' },
      files: { reads: [], extra: [], reference: [] },
    });
    expect(fileFields(form).map((f) => [f.name, f.maxFiles, f.isParam])).toEqual([
      ['reads', 1, false],
      ['extra', 2, false],
      ['reference', 1, true],
    ]);
  });

  it('make the submission the server expects: numbers converted, empty optional values left out', () => {
    const result = checkToolValues(
      form,
      filled((v) => {
        v.params.minQ = ' 20 ';
        v.files.reference = [{ fileUuid: UUID_B, name: 'ref.fa', type: 'fasta' }];
      }),
    );
    expect(result).toEqual({
      ok: true,
      request: {
        jobName: 'job_1',
        params: { minQ: 20, trim: true, mode: 'fast', pattern: 'abc', reference: UUID_B },
        inputs: { reads: [UUID_A] },
      },
    });
  });

  it('name the project the job runs in, and no project when none is chosen', () => {
    const inProject = checkToolValues(
      form,
      filled((v) => (v.projectBaseId = 'p-42')),
    );
    expect(inProject.ok && inProject.request.projectBaseId).toBe('p-42');
    const own = checkToolValues(
      form,
      filled((v) => (v.projectBaseId = '')),
    );
    expect(own.ok && 'projectBaseId' in own.request).toBe(false);
  });

  it('refuse bad numbers, texts, names and missing files with contracts codes', () => {
    const found = problems(
      filled((v) => {
        v.jobName = 'bad name';
        v.params.minQ = '61';
        v.params.ratio = 'abc';
        v.params.pattern = 'x;y';
        v.files.reads = [];
      }),
    );
    expect(found).toEqual([
      { field: 'jobName', code: 'JOB_NAME_INVALID' },
      { field: 'minQ', code: 'PARAM_OUT_OF_RANGE', params: { min: 0, max: 60 } },
      { field: 'ratio', code: 'PARAM_INVALID' },
      { field: 'pattern', code: 'PARAM_UNSAFE' },
      { field: 'reads', code: 'INPUT_REQUIRED' },
    ]);
    expect(problems(filled((v) => (v.jobName = ' ')))).toEqual([{ field: 'jobName', code: 'JOB_NAME_REQUIRED' }]);
    expect(problems(filled((v) => (v.params.minQ = '1.5')))).toEqual([{ field: 'minQ', code: 'PARAM_INVALID' }]);
  });

  it('refuse a file of the wrong type, but leave files of unknown type to the server', () => {
    expect(problems(filled((v) => (v.files.reads = [{ ...reads, type: 'bam' }])))).toEqual([
      { field: 'reads', code: 'INPUT_TYPE_INVALID', params: { types: 'fastq' } },
    ]);
    expect(problems(filled((v) => (v.files.reads = [{ ...reads, type: null }])))).toEqual([]);
  });

  it('hide conditional params, and neither check nor send them while hidden', () => {
    expect(shownParams(form, filled()).has('mode')).toBe(true);
    const hidden = filled((v) => {
      v.params.trim = false;
      v.params.mode = 'nonsense';
    });
    expect(shownParams(form, hidden).has('mode')).toBe(false);
    const result = checkToolValues(form, hidden);
    expect(result.ok && result.request.params).toEqual({ minQ: 15, trim: false, pattern: 'abc' });
  });
});
