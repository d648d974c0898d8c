import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INPUT_LINKS_FILE, readInputLinks, writeInputLinks } from './input-links';

describe('input links', () => {
  let workDir: string;
  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'input-links-'));
  });
  afterEach(() => rm(workDir, { recursive: true, force: true }));

  it('reads what staging wrote', async () => {
    const links = { storeRoot: '/store', links: { '/store/blobs/ab/cd/x': 'in/a.fa' } };
    await writeInputLinks(workDir, links);
    expect(await readInputLinks(workDir)).toEqual(links);
  });

  it('reads none when there is no file, or one that is not what staging writes', async () => {
    expect(await readInputLinks(workDir)).toBeUndefined();
    await writeFile(path.join(workDir, INPUT_LINKS_FILE), '{"links":{"relative":"in/a"}}');
    expect(await readInputLinks(workDir)).toBeUndefined();
    await writeFile(path.join(workDir, INPUT_LINKS_FILE), 'not json');
    expect(await readInputLinks(workDir)).toBeUndefined();
  });
});
