import { describe, expect, it } from 'vitest';
import { rerunPrefill, type EarlierRunQuery } from './earlier-run';
import type { ToolFormValues } from './tool-form-values';

const base: ToolFormValues = { jobName: 'default', params: { k: '1' }, files: {} };
const earlierValues: ToolFormValues = { jobName: 'earlier', params: { k: '7' }, files: {} };
const notices = {
  failed: (error: unknown) => `failed: ${String(error)}`,
  otherTool: (jobName: string) => `other: ${jobName}`,
  from: (jobName: string) => `from: ${jobName}`,
};
const query = (over: Partial<EarlierRunQuery<{ tool: string }>>): EarlierRunQuery<{ tool: string }> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  ...over,
});
const prefill = (q: EarlierRunQuery<{ tool: string }>) =>
  rerunPrefill({
    query: q,
    base,
    read: (data) => ({ jobName: 'earlier', sameTool: data.tool === 'seqkit', values: () => earlierValues }),
    notices,
  });

describe('re-run prefill', () => {
  it('opens nothing while the earlier job loads', () => {
    expect(prefill(query({ isPending: true }))).toEqual({ values: null, notice: null });
  });

  it('keeps the defaults with a warning when the earlier job cannot be read', () => {
    expect(prefill(query({ isError: true, error: 'gone' }))).toEqual({
      values: base,
      notice: { type: 'warning', text: 'failed: gone' },
    });
  });

  it("keeps the defaults with a warning when the job ran another tool, and takes the job's values otherwise", () => {
    expect(prefill(query({ data: { tool: 'fastp' } }))).toEqual({
      values: base,
      notice: { type: 'warning', text: 'other: earlier' },
    });
    expect(prefill(query({ data: { tool: 'seqkit' } }))).toEqual({
      values: earlierValues,
      notice: { type: 'info', text: 'from: earlier' },
    });
  });
});
