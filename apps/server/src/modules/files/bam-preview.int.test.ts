import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewResponse } from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { BAM_PREVIEW_RECORDS_PER_PAGE } from './bam-pages';

const hasSamtools = spawnSync('samtools', ['--version']).status === 0;
let server: TestServer;
let alice: FileClient;
let bamUuid: string;
let expected: string[];

beforeAll(async () => {
  ({ server } = await startFilesServer());
  alice = await loggedIn(server);
  if (!hasSamtools) return;
  const work = mkdtempSync(path.join(os.tmpdir(), 'bam-preview-'));
  const header = ['@HD\tVN:1.6\tSO:unsorted', '@SQ\tSN:chr1\tLN:10000', '@SQ\tSN:chr2\tLN:5000', '@RG\tID:grp\tSM:s1'];
  const records = Array.from({ length: 2 * BAM_PREVIEW_RECORDS_PER_PAGE + 50 }, (_, i) =>
    i % 7 === 6
      ? `u${i}\t4\t*\t0\t0\t*\t*\t0\t0\tACGTN\t#####\tRG:Z:grp`
      : [
          `r${i}`,
          i % 2 ? 99 : 147,
          i % 3 ? 'chr1' : 'chr2',
          i + 1,
          60,
          '3M1I2M2S',
          '=',
          i + 101,
          i % 2 ? 150 : -150,
          'ACGTACGT',
          'IIIIHHHH',
          `NM:i:${i % 4}`,
          'RG:Z:grp',
          'XA:A:q',
          'XF:f:0.25',
          `XB:B:c,1,-2,${i % 100}`,
          'XH:H:1AE3',
        ].join('\t'),
  );
  const sam = path.join(work, 'reads.sam');
  writeFileSync(sam, `${[...header, ...records].join('\n')}\n`);
  const bam = path.join(work, 'reads.bam');
  execFileSync('samtools', ['view', '--no-PG', '-b', '-o', bam, sam]);
  expected = execFileSync('samtools', ['view', '--no-PG', '-h', bam]).toString().trimEnd().split('\n');
  bamUuid = await alice.uploadOne('0', 'reads.bam', readFileSync(bam));
});
afterAll(() => server.close());

const preview = (fileUuid: string, pageNow: number) =>
  alice.post<PreviewResponse>('/api/v1/files/preview', { fileUuid, pageNow, type: 'txt' });

describe.skipIf(!hasSamtools)('BAM preview', () => {
  it('shows page 1 as samtools view -h does: the header, then the first records', async () => {
    const answer = await preview(bamUuid, 1);
    expect(answer.status).toBe(200);
    expect(answer.body.filename).toBe('reads.bam');
    const lines = answer.body.content.trimEnd().split('\n');
    expect(lines).toEqual(expected.slice(0, 4 + BAM_PREVIEW_RECORDS_PER_PAGE));
    expect(answer.body.page.pagenow).toBe(1);
  });

  it('pages by batches of records; a page past the end shows the last, and the count comes from the metadata', async () => {
    const records = expected.slice(4);
    const third = await preview(bamUuid, 3);
    expect(third.body.content.trimEnd().split('\n')).toEqual(records.slice(2 * BAM_PREVIEW_RECORDS_PER_PAGE));
    expect(third.body.page).toEqual({ pagenow: 3, totalpage: 3 });
    const beyond = await preview(bamUuid, 99);
    expect(beyond.body.page).toEqual({ pagenow: 3, totalpage: 3 });
    await expect
      .poll(
        async () =>
          (await alice.get<{ detail: { status: string } }>(`/api/v1/files/${bamUuid}/attributes`)).body.detail.status,
      )
      .toBe('ready');
    expect((await preview(bamUuid, 1)).body.page).toEqual({ pagenow: 1, totalpage: 3 });
  });

  it('refuses a .bam file that is not BAM', async () => {
    const fake = await alice.uploadOne('0', 'fake.bam', 'not a bam');
    const answer = await preview(fake, 1);
    expect([answer.status, answer.body.code]).toEqual([400, 'NOT_PREVIEWABLE']);
  });
});
