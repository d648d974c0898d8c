/**
 * The PubMed fill against a local server speaking E-utilities' esummary (test-support/eutils-server.ts): through the
 * API when PUBMED_URL points at it; without it the fill is not offered and refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBMED_PATH } from '@biocloud/contracts';
import { loggedIn } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createPubmedClient, PubmedError } from './pubmed-client';
import { createPubmedService } from './pubmed.service';
import { startEutilsServer, TEST_PAPERS } from './test-support/eutils-server';

let eutils: Awaited<ReturnType<typeof startEutilsServer>>;
let server: TestServer;

beforeAll(async () => {
  eutils = await startEutilsServer(TEST_PAPERS, { slow: '11111111', slowMs: 1_000 });
  server = await startTestServer({ PUBMED_URL: eutils.url });
});
afterAll(async () => {
  await server?.close();
  await eutils?.close();
});

describe('PubMed fill', () => {
  it('needs a login', async () => {
    expect((await fetch(`${server.baseUrl}${PUBMED_PATH}/25516281`)).status).toBe(401);
  });

  it('gives the title without its full stop and the full journal name, else the abbreviation', async () => {
    const user = await loggedIn(server);
    expect((await user.get(PUBMED_PATH)).body).toEqual({ configured: true });
    expect((await user.get(`${PUBMED_PATH}/25516281`)).body).toEqual({
      pmid: '25516281',
      title: 'Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2',
      magazineName: 'Genome biology',
    });
    expect((await user.get(`${PUBMED_PATH}/23104886`)).body).toMatchObject({ magazineName: 'Bioinformatics' });
  });

  it('answers a code per failure: an unknown pmid, a malformed one', async () => {
    const user = await loggedIn(server);
    const unknown = await user.get(`${PUBMED_PATH}/99999999`);
    expect([unknown.status, unknown.body.code]).toEqual([400, 'PUBMED_NOT_FOUND']);
    const malformed = await user.get(`${PUBMED_PATH}/12ab`);
    expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('times out on a stuck server and fails on an unreachable one, as unavailable', async () => {
    const client = createPubmedClient({ baseUrl: eutils.url }, (url, init) =>
      fetch(url, { ...init, signal: AbortSignal.timeout(200) }),
    );
    await expect(client.summary('11111111')).rejects.toMatchObject({ reason: 'unavailable' });
    const gone = createPubmedClient({ baseUrl: 'http://127.0.0.1:1/entrez/eutils' });
    await expect(gone.summary('25516281')).rejects.toBeInstanceOf(PubmedError);
  });
});

describe('without PUBMED_URL', () => {
  it('is not offered and refuses a fill', async () => {
    const unconfigured = createPubmedService({ client: null });
    expect(unconfigured.status()).toEqual({ configured: false });
    await expect(unconfigured.summary('25516281')).rejects.toMatchObject({ code: 'PUBMED_UNAVAILABLE' });
  });
});
