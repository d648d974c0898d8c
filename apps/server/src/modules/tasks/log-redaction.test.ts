import { describe, expect, it } from 'vitest';
import { redactServerPaths } from './log-redaction';

const WORK_DIR = '/srv/biocloud/var/work/0b6e1f7a-3c0e-4b8e-9a55-2f7d1c9e8a11';

describe('redactServerPaths', () => {
  it("shows the job's own files relative to its folder", () => {
    expect(redactServerPaths(`reading ${WORK_DIR}/in/reads.fq\n`, WORK_DIR)).toBe('reading in/reads.fq\n');
    expect(redactServerPaths(`cd ${WORK_DIR} && run`, WORK_DIR)).toBe('cd . && run');
    expect(redactServerPaths(`TMPDIR=${WORK_DIR}/tmp`, WORK_DIR)).toBe('TMPDIR=tmp');
  });

  it('shows the other steps of a compute job as siblings, and leaves other paths and look-alikes alone', () => {
    expect(redactServerPaths('/srv/biocloud/var/work/other-id/out/aligned.fa', WORK_DIR)).toBe(
      '../other-id/out/aligned.fa',
    );
    expect(redactServerPaths('/usr/bin/mafft and /srv/biocloud/var/workshop', WORK_DIR)).toBe(
      '/usr/bin/mafft and /srv/biocloud/var/workshop',
    );
  });

  it('replaces every occurrence', () => {
    const text = `${WORK_DIR}/in/a.fa ${WORK_DIR}/out/b.fa`;
    expect(redactServerPaths(text, WORK_DIR)).toBe('in/a.fa out/b.fa');
  });
});
