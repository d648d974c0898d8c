/**
 * The analyse page's answer: the cards of the tools and apps that take the project's data, each with what the page
 * draws and links it by (an app's image and catalogue), so the page needs no request per card.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyseResponse } from '@biocloud/contracts';
import { loggedIn, startFilesServer } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { repoRoot } from '../../config';
import { loadCatalog } from '../catalog/catalog-loader';
import { postForm, staffClient, staffProject, type Client } from './test-support/project-clients';

const catalog = await loadCatalog(path.join(repoRoot, 'catalog'));

let server: TestServer;
let customer: Client;
let p: string;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  const staff = await staffClient(server);
  customer = await loggedIn(server);
  const project = await staffProject(staff, customer, 'Analyse cards');
  p = `/api/v1/projects/${project.id}`;
  const delivered = await postForm(server.baseUrl, staff, `${p}/deliver/upload`, {}, [
    { name: 'reads.fq', content: '@r1\nACGTACGT\n+\nIIIIIIII\n' },
  ]);
  if (delivered.status !== 200) throw new Error(`deliver: ${JSON.stringify(delivered.body)}`);
});
afterAll(() => server.close());

describe('the analyse cards', () => {
  it("give each app its image and catalogue, and tools the kind's default icon", async () => {
    const answer = await customer.get<AnalyseResponse>(`${p}/analyse`);
    expect(answer.status).toBe(200);
    const { tool, app } = answer.body.data;

    const stats = tool.find((c) => c.softwareId === '1001');
    expect(stats).toMatchObject({ kind: 'tool', iconUrl: null, typeName: null, fileTypes: ['fastq'] });
    expect(tool.every((c) => c.iconUrl === null && c.typeName === null)).toBe(true);

    // Every app that takes FASTQ reads, as its manifest describes it.
    const fastqApps = catalog.apps.filter((a) => a.inputs.some((i) => i.types.includes('fastq')));
    expect(app.map((c) => c.softwareId).sort()).toEqual(fastqApps.map((a) => a.softwareId).sort());
    for (const manifest of fastqApps) {
      expect(app.find((c) => c.softwareId === manifest.softwareId)).toMatchObject({
        kind: 'app',
        softName: manifest.name.en,
        iconUrl: `/api/v1/apps/${manifest.id}/image`,
        typeName: manifest.typeName,
      });
    }
    const microbial = app.find((c) => c.softwareId === '2004');
    expect(microbial?.typeName).toBe('agricultureApp');

    // The icon is the image the app pages show, served without a token as <img> tags ask for it.
    const image = await fetch(`${server.baseUrl}${microbial?.iconUrl ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });
});
