import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A paper the local E-utilities knows, as esummary describes it. */
export interface EutilsPaper {
  title: string;
  fulljournalname: string;
  source: string;
}

/**
 * A local stand-in for NCBI E-utilities' esummary.fcgi, for tests: it checks the parameters as NCBI does (db=pubmed,
 * retmode=json, an id) and answers its JSON shape: `result.uids` lists the ids it found, `result[uid]` is each one's
 * summary, and an unknown id gets an entry with `error` and no title (as NCBI answers an id it has no document of).
 * The pmid `slow` names is answered after `slowMs`, to test the client's timeout.
 */
export async function startEutilsServer(
  papers: Record<string, EutilsPaper>,
  options: { slow?: string; slowMs?: number } = {},
) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const params = url.searchParams;
    if (url.pathname !== '/entrez/eutils/esummary.fcgi') return answer(404, { error: 'not found' });
    if (params.get('db') !== 'pubmed' || params.get('retmode') !== 'json') {
      return answer(400, { error: 'db=pubmed and retmode=json expected' });
    }
    const id = params.get('id') ?? '';
    if (!id)
      return answer(200, {
        header: { type: 'esummary', version: '0.3' },
        esummaryresult: ['Empty id list - nothing todo'],
      });
    const paper = papers[id];
    const body = {
      header: { type: 'esummary', version: '0.3' },
      result: {
        uids: [id],
        [id]: paper
          ? { uid: id, pubdate: '2014', ...paper, authors: [], lang: ['eng'], pubtype: ['Journal Article'] }
          : { uid: id, error: 'cannot get document summary' },
      },
    };
    if (id === options.slow) setTimeout(() => answer(200, body), options.slowMs ?? 0);
    else answer(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The eutils folder, as PUBMED_URL takes it. */
    url: `http://127.0.0.1:${port}/entrez/eutils`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Papers the tests and the e2e console's local E-utilities know (real ones, as PubMed lists them). */
export const TEST_PAPERS: Record<string, EutilsPaper> = {
  '25516281': {
    title: 'Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2.',
    fulljournalname: 'Genome biology',
    source: 'Genome Biol',
  },
  '23104886': {
    title: 'STAR: ultrafast universal RNA-seq aligner.',
    fulljournalname: '',
    source: 'Bioinformatics',
  },
};
