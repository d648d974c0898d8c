import { describe, expect, it } from 'vitest';
import { redactServerPaths, STORED_FILE } from './log-redaction';

const WORK_DIR = '/srv/biocloud/var/work/0b6e1f7a-3c0e-4b8e-9a55-2f7d1c9e8a11';
const STORE = '/srv/biocloud/var/storage';
const BLOB = `${STORE}/blobs/ab/cd/abcd${'0'.repeat(60)}.0123456789abcdef`;
const INPUTS = { storeRoot: STORE, links: { [BLOB]: 'in/reads.fq' } };

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

  it("shows an input's stored file as the input, with what a tool added to its name", () => {
    expect(redactServerPaths(`[M::main] reading ${BLOB}\n`, WORK_DIR, INPUTS)).toBe('[M::main] reading in/reads.fq\n');
    expect(redactServerPaths(`index ${BLOB}.fai: done`, WORK_DIR, INPUTS)).toBe('index in/reads.fq.fai: done');
  });

  it('hides any other stored path, and leaves a look-alike of the store alone', () => {
    const other = `${STORE}/blobs/ef/01/ef01${'1'.repeat(60)}.fedcba9876543210`;
    expect(redactServerPaths(`open("${other}"): failed`, WORK_DIR, INPUTS)).toBe(`open("${STORED_FILE}"): failed`);
    expect(redactServerPaths(`du ${STORE} ${STORE}/tmp/x`, WORK_DIR, INPUTS)).toBe(`du ${STORED_FILE} ${STORED_FILE}`);
    expect(redactServerPaths(`${STORE}-old/x ${STORE}2`, WORK_DIR, INPUTS)).toBe(`${STORE}-old/x ${STORE}2`);
  });
});
