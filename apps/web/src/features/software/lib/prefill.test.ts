import { describe, expect, it } from 'vitest';
import { toolInputSchema, toolParamSchema, type TaskDetailResponse } from '@biocloud/contracts';
import { fieldForFile, valuesFromTask, withPreselectedFile } from './prefill';
import { initialValues, type ToolForm } from '../../../shared/tool-form/tool-form-values';

const label = { zh: '标签', en: 'Label' };
const UUID_A = '0b7f1c52-3f4e-4c1a-9d55-1f2a3b4c5d6e';
const UUID_B = '1c8e2d63-4a5f-4d2b-8e66-2a3b4c5d6e7f';

const form: ToolForm = {
  inputs: [
    toolInputSchema.parse({ name: 'query', label, types: ['fasta'] }),
    toolInputSchema.parse({ name: 'reads', label, types: ['fastq', 'fasta'] }),
  ],
  params: [
    toolParamSchema.parse({ name: 'minQ', type: 'int', label, default: 15 }),
    toolParamSchema.parse({ name: 'trim', type: 'boolean', label, default: true }),
    toolParamSchema.parse({ name: 'note', type: 'text', label, regex: '[a-z]*', required: false }),
    toolParamSchema.parse({ name: 'table', type: 'file', label, types: ['xls_txt'] }),
  ],
};

/** The parts of a task detail a re-run reads. */
function task(params: TaskDetailResponse['params'], inputs: TaskDetailResponse['inputs']): TaskDetailResponse {
  return { jobName: 'earlier_run', params, inputs } as TaskDetailResponse;
}
const param = (name: string, value: string | number | boolean | null) => ({
  name,
  label,
  type: 'x',
  value,
  valueLabel: null,
});
const file = (fileUuid: string, fileName: string) => ({ fileUuid, fileName, filePath: `/${fileName}` });

describe('re-run prefill', () => {
  it('takes the earlier job name, params and files over the defaults', () => {
    const base = initialValues(form, 'fresh');
    const values = valuesFromTask(
      form,
      task(
        [param('minQ', 30), param('trim', false), param('note', null), param('gone', 'x')],
        [
          { name: 'query', label, files: [file(UUID_A, 'q.fa')] },
          { name: 'table', label, files: [file(UUID_B, 't.tsv')] },
        ],
      ),
      base,
    );
    expect(values).toEqual({
      jobName: 'earlier_run',
      params: { minQ: '30', trim: false, note: '' },
      files: {
        query: [{ fileUuid: UUID_A, name: 'q.fa', type: null }],
        reads: [],
        table: [{ fileUuid: UUID_B, name: 't.tsv', type: null }],
      },
    });
  });
});

describe('a file handed over from my data', () => {
  it('goes into the first field that takes its type', () => {
    expect(fieldForFile(form, 'fasta')).toBe('query');
    expect(fieldForFile(form, 'FASTQ')).toBe('reads');
    expect(fieldForFile(form, 'xls_txt')).toBe('table');
    expect(fieldForFile(form, 'bam')).toBeNull();
    const base = initialValues(form, 'j');
    const picked = { fileUuid: UUID_A, name: 'r.fq', type: 'fastq' };
    expect(withPreselectedFile(form, base, picked).files.reads).toEqual([picked]);
    expect(withPreselectedFile(form, base, { ...picked, type: 'bam' })).toBe(base);
  });
});
