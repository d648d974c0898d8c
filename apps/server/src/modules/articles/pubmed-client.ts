import type { PubmedSummary } from '@biocloud/contracts';

/** A stuck E-utilities answer fails the fill (the form says so and stays usable) rather than holding the request. */
const TIMEOUT_MS = 8_000;

/** Why a fill failed: PubMed has no such paper, or could not be asked. */
export class PubmedError extends Error {
  constructor(
    readonly reason: 'notFound' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PubmedError';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * esummary's titles carry PubMed's markup (species in `<i>`, formulas in `<sub>`/`<sup>`), sometimes entity-encoded:
 * the form's title field is plain text, so entities are decoded, tags dropped and spaces collapsed.
 */
export function plainText(value: string): string {
  const decoded = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
  return decoded
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The parts of esummary's JSON we read: `result.uids` lists the found ids, `result[uid]` each one's summary. */
interface EsummaryAnswer {
  result?: {
    uids?: string[];
  } & Record<string, { title?: string; fulljournalname?: string; source?: string; error?: string } | string[]>;
}

/**
 * NCBI E-utilities' esummary (db=pubmed, retmode=json) for one pmid: its title (without the closing full stop PubMed
 * adds) and its journal's full name, else PubMed's abbreviation (`source`). `baseUrl` is the eutils folder, e.g.
 * https://eutils.ncbi.nlm.nih.gov/entrez/eutils.
 */
export function createPubmedClient(config: { baseUrl: string }, fetchImpl: typeof fetch = fetch) {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/esummary.fcgi`;
  return {
    async summary(pmid: string): Promise<PubmedSummary> {
      const url = `${endpoint}?${new URLSearchParams({ db: 'pubmed', id: pmid, retmode: 'json' }).toString()}`;
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw new PubmedError('unavailable', `E-utilities unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new PubmedError('unavailable', `E-utilities answered ${response.status}`);
      const answer = (await response.json().catch(() => ({}))) as EsummaryAnswer;
      if (!answer.result) throw new PubmedError('unavailable', 'E-utilities answered without a result');
      const doc = answer.result.uids?.includes(pmid) ? answer.result[pmid] : undefined;
      if (!doc || Array.isArray(doc) || doc.error || !doc.title) {
        throw new PubmedError('notFound', `PubMed has no summary of ${pmid}`);
      }
      return {
        pmid,
        title: plainText(doc.title).replace(/\.$/, ''),
        magazineName: plainText(doc.fulljournalname || doc.source || ''),
      };
    },
  };
}
export type PubmedClient = ReturnType<typeof createPubmedClient>;
