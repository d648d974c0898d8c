/** GET /api/v1/software?fileType=: the tools a data file's "run tool" picker lists, from the manifests' inputs. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsFileType, type ToolManifest } from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import { taskApi, type TaskApi } from '../../../test/task-api';
import type { TestServer } from '../../../test/test-server';
import { repoRoot } from '../../config';
import { loadCatalog } from './catalog-loader';

const catalog = await loadCatalog(path.join(repoRoot, 'catalog'));
const takes = (tool: ToolManifest, type: string) =>
  [...tool.inputs, ...tool.params].some((field) => 'types' in field && acceptsFileType(field.types, type));

let server: TestServer;
let client: FileClient;
let api: TaskApi;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  client = await loggedIn(server);
  api = taskApi(client, server.baseUrl);
});
afterAll(() => server.close());

describe('the software list by file type', () => {
  it('lists exactly the tools with an input taking the type, any case', async () => {
    for (const type of ['fasta', 'FASTQ', 'xls_txt', 'bam', 'vcf']) {
      const listed = (await api.software(`?fileType=${type}`)).body.softwareList.map((s) => s.toolId).sort();
      const expected = catalog.tools.filter((tool) => takes(tool, type)).map((tool) => tool.id);
      expect(listed, type).toEqual(expected.sort());
      expect(listed.length, type).toBeGreaterThan(0);
    }
    expect((await api.software('?fileType=fasta')).body.softwareList.map((s) => s.toolId)).toEqual(
      expect.arrayContaining(['seqkit-stats', 'merge-text-files']),
    );
  });

  it('lists nothing for a type no tool takes, and combines with the search', async () => {
    expect((await api.software('?fileType=no_such_type')).body.softwareList).toEqual([]);
    const searched = (await api.software('?fileType=fasta&searchParam=seqkit')).body.softwareList;
    expect(searched.every((s) => s.toolId.startsWith('seqkit-'))).toBe(true);
    expect(searched.length).toBeGreaterThan(0);
  });
});
