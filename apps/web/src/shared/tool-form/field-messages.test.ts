import { describe, expect, it } from 'vitest';
import { toolInputSchema, toolParamSchema } from '@biocloud/contracts';
import { ApiError } from '../api-client';
import { fieldPath, problemText, refusedFields } from './field-messages';
import type { ToolForm } from './tool-form-values';

const form: ToolForm = {
  inputs: [toolInputSchema.parse({ name: 'reads', label: { zh: '读段', en: 'Reads' }, types: ['fastq'] })],
  params: [
    toolParamSchema.parse({ name: 'minQ', type: 'int', label: { zh: '质量', en: 'Quality' }, min: 0, max: 60 }),
    toolParamSchema.parse({ name: 'ref', type: 'file', label: { zh: '参考', en: 'Reference' }, types: ['fasta'] }),
  ],
};

/** Echoes the key and its values, so the test sees what the form asks the translator for. */
const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;

describe('field messages', () => {
  it('place each field in the form store', () => {
    expect(fieldPath(form, 'jobName')).toEqual(['jobName']);
    expect(fieldPath(form, 'reads')).toEqual(['files', 'reads']);
    expect(fieldPath(form, 'ref')).toEqual(['files', 'ref']);
    expect(fieldPath(form, 'minQ')).toEqual(['params', 'minQ']);
  });

  it("use the server's error texts with the field's label in the page's language", () => {
    const problem = { field: 'minQ', code: 'PARAM_OUT_OF_RANGE', params: { min: 0, max: 60 } };
    expect(problemText(t, form, problem, 'zh')).toBe('errors.PARAM_OUT_OF_RANGE {"min":0,"max":60,"field":"质量"}');
    expect(problemText(t, form, { field: 'jobName', code: 'JOB_NAME_REQUIRED' }, 'en')).toBe(
      'software.form.jobNameRequired {}',
    );
  });

  it('read the fields of a refused submission, ignoring what is not a known problem', () => {
    const refusal = new ApiError(400, 'INPUT_TYPE_INVALID', 'wrong type', {
      problems: [{ field: 'reads', code: 'INPUT_TYPE_INVALID', params: { types: 'fastq' } }, { field: 1 }, null],
    });
    expect(refusedFields(refusal)).toEqual([
      { field: 'reads', code: 'INPUT_TYPE_INVALID', params: { types: 'fastq' } },
    ]);
    expect(refusedFields(new ApiError(400, 'JOB_NAME_INVALID', ''))).toEqual([
      { field: 'jobName', code: 'JOB_NAME_INVALID' },
    ]);
    expect(refusedFields(new ApiError(409, 'TOOL_UNAVAILABLE', '', { code: 'TOOL_BINARY_MISSING' }))).toBeNull();
    expect(refusedFields(new Error('x'))).toBeNull();
  });
});
