import { describe, expect, it } from 'vitest';
import { toolInputSchema, toolParamSchema } from '@biocloud/contracts';
import { initialValues, type ToolForm } from '../../../shared/tool-form/tool-form-values';
import { valuesFromWorkflow } from './app-prefill';

const label = { zh: '标签', en: 'Label' };
// The germline app's form, in part: two inputs, a number, a boolean and a select.
const form: ToolForm = {
  inputs: [
    toolInputSchema.parse({ name: 'reference', label, types: ['fasta'] }),
    toolInputSchema.parse({ name: 'reads', label, types: ['fastq'], multiple: true, maxFiles: 2 }),
  ],
  params: [
    toolParamSchema.parse({ name: 'minDepth', type: 'int', label, default: 8 }),
    toolParamSchema.parse({ name: 'nucleotide', type: 'boolean', label, default: true }),
    toolParamSchema.parse({
      name: 'strategy',
      type: 'select',
      label,
      default: 'auto',
      options: [
        { value: 'auto', label },
        { value: 'linsi', label },
      ],
    }),
  ],
};

describe('re-run values of an app', () => {
  const base = initialValues(form, 'germline_20260101_000000');

  it('takes the earlier name, params and files over the defaults', () => {
    const values = valuesFromWorkflow(
      form,
      {
        jobName: 'first-run',
        projectBaseId: 'p-1',
        params: { minDepth: 12, nucleotide: false, strategy: 'linsi', gone: 3 },
        inputs: [
          { name: 'reference', fileUuid: 'r1', fileName: 'genome.fa', fileType: 'fasta' },
          { name: 'reads', fileUuid: 'a', fileName: 'a.fq', fileType: 'fastq' },
          { name: 'reads', fileUuid: 'b', fileName: 'b.fq', fileType: 'fastq' },
          { name: 'reads', fileUuid: 'c', fileName: 'c.fq', fileType: 'fastq' },
          { name: 'removedInput', fileUuid: 'x', fileName: 'x', fileType: 'txt' },
        ],
      },
      base,
    );
    expect(values.jobName).toBe('first-run');
    // It runs in the project the earlier job ran in.
    expect(values.projectBaseId).toBe('p-1');
    expect(values.params).toEqual({ minDepth: '12', nucleotide: false, strategy: 'linsi' });
    expect(values.files.reference).toEqual([{ fileUuid: 'r1', name: 'genome.fa', type: 'fasta' }]);
    // No more files than the field takes.
    expect(values.files.reads?.map((f) => f.fileUuid)).toEqual(['a', 'b']);
    expect(values.files).not.toHaveProperty('removedInput');
  });

  it('keeps the defaults of params the job left unset', () => {
    const values = valuesFromWorkflow(
      form,
      { jobName: 'x', projectBaseId: null, params: { minDepth: null }, inputs: [] },
      base,
    );
    expect(values.params).toEqual(base.params);
    expect(values).not.toHaveProperty('projectBaseId');
    expect(values.files).toEqual(base.files);
  });
});
