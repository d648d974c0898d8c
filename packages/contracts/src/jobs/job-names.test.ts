import { describe, expect, it } from 'vitest';
import { JOB_NAME_PATTERN } from '../catalog/software-api';
import { JOB_NAME_DISPLAY_MAX_CHARS, truncateJobName } from '../limits';
import { defaultJobName, exampleJobName } from './job-names';

describe('defaultJobName', () => {
  const at = new Date(2025, 0, 2, 3, 4, 5);

  it('keeps the leading words of the id that fit before the time', () => {
    expect(defaultJobName('seqkit-stats', at)).toBe('seqkit_0102_030405');
    expect(defaultJobName('fastp', at)).toBe('fastp_0102_030405');
    expect(defaultJobName('alignment-stats', at)).toBe('alignmen_0102_030405');
  });

  it('fits the list cut whole, so runs a second apart read differently', () => {
    const ids = ['variant-stats-tables', 'bedtools-intersect', 'rna-seq-differential-expression', '测序数据质控流程'];
    for (const id of ids) {
      const name = defaultJobName(id, at);
      expect([...name].length).toBeLessThanOrEqual(JOB_NAME_DISPLAY_MAX_CHARS);
      expect(name).toMatch(JOB_NAME_PATTERN);
      expect(truncateJobName(name)).toBe(name);
    }
    const later = new Date(at.getTime() + 1000);
    expect(truncateJobName(defaultJobName('bedtools-intersect', later))).not.toBe(
      truncateJobName(defaultJobName('bedtools-intersect', at)),
    );
  });
});

describe('exampleJobName', () => {
  const at = new Date(2025, 0, 2, 3, 4, 5);

  it('marks the run as an example and keeps it within the list cut, distinct by the second', () => {
    expect(exampleJobName('fastp', at)).toBe('fastp_ex_0102_030405');
    expect(exampleJobName('seqkit-stats', at)).toBe('seqki_ex_0102_030405');
    for (const id of ['sleep', 'variant-stats-tables', '测序数据质控流程']) {
      const name = exampleJobName(id, at);
      expect([...name].length).toBeLessThanOrEqual(JOB_NAME_DISPLAY_MAX_CHARS);
      expect(name).toMatch(JOB_NAME_PATTERN);
    }
    expect(exampleJobName('fastp', new Date(at.getTime() + 1000))).not.toBe(exampleJobName('fastp', at));
  });
});
