/**
 * Articles and interpretations on a real database: reading needs a login; staff write articles; anyone writes
 * interpretations and changes only their own (another's answers 404); rich text is sanitized; field limits answer a
 * code per field in the caller's language; lists page by ARTICLE_PAGE_SIZE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_INDEX_PATH,
  ARTICLE_PAGE_SIZE,
  ARTICLES_PATH,
  INTERPRETATION_PREVIEW_PATH,
  INTERPRETATIONS_PATH,
  type ArticleIndex,
  type ArticleList,
  type Interpretation,
  type InterpretationList,
  type InterpretationSummary,
  type InterpretationWrite,
} from '@biocloud/contracts';
import { loggedIn, startFilesServer } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { seedArticles } from '../../seed/articles';
import { staffClient, type Client } from '../projects/test-support/project-clients';

let server: TestServer;
let user: Client;
let other: Client;
let staff: Client;

const article = {
  locale: 'en',
  key: 'transcriptome',
  title: 'Bulk RNA-seq',
  summary: 'Expression of every gene across conditions',
  body: '<h2>Why</h2><p onclick="x()">Counts<script>alert(1)</script></p>',
  sampleInfo: '<p>Total RNA, RIN ≥ 7</p><img src="javascript:alert(1)">',
};

const interpretation: InterpretationWrite = {
  locale: 'en',
  title: 'DESeq2 shrinks fold changes',
  englishTitle: 'Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2',
  pmid: '25516281',
  magazineName: 'Genome biology',
  impactFactor: 10.1,
  parentType: 'transcriptome',
  type: 'method',
  background: '<p>Counts are noisy<iframe src="https://x"></iframe></p>',
  objective: '<p>Stable estimates</p>',
  material: '',
  technology: '<ul><li>Empirical Bayes</li></ul>',
  experimental: '',
  innovation: '<p><a href="javascript:alert(1)">Shrinkage</a></p>',
};

beforeAll(async () => {
  ({ server } = await startFilesServer());
  user = await loggedIn(server);
  other = await loggedIn(server);
  staff = await staffClient(server);
  await seedArticles(server.db);
  await seedArticles(server.db);
});
afterAll(() => server.close());

/** Each key's counts in a locale's index. */
async function counts(locale: string) {
  const list = (await user.get<ArticleIndex>(`${ARTICLE_INDEX_PATH}?locale=${locale}`)).body.list;
  return Object.fromEntries(list.map(({ key, ...n }) => [key, n]));
}

describe('demo data', () => {
  it('gives every key articles and interpretations in both locales, once (seeded in beforeAll, twice)', async () => {
    for (const locale of ['zh', 'en']) {
      const index = (await user.get<ArticleIndex>(`${ARTICLE_INDEX_PATH}?locale=${locale}`)).body.list;
      expect(index.every((k) => k.articles >= 1 && k.interpretations >= 1)).toBe(true);
    }
    const deseq = (await user.get<InterpretationList>(`${INTERPRETATIONS_PATH}?locale=zh&key=transcriptome`)).body;
    expect(deseq.list.filter((i) => i.pmid === '25516281' && i.authorName === '')).toHaveLength(1);
  });
});

describe('articles', () => {
  it('need a login to read', async () => {
    expect((await fetch(`${server.baseUrl}${ARTICLE_INDEX_PATH}?locale=en`)).status).toBe(401);
  });

  it('are written by staff only, sanitized, counted in the index and shown with their interpretation panel', async () => {
    const before = await counts('en');
    const zhBefore = await counts('zh');
    const refused = await user.post(ARTICLES_PATH, article);
    expect([refused.status, refused.body.code]).toEqual([400, 'STAFF_ONLY']);
    const made = await staff.post<{ id: string }>(ARTICLES_PATH, article);
    expect(made.status).toBe(200);
    await other.post(INTERPRETATIONS_PATH, interpretation);

    const detail = (
      await user.get<{ article: { body: string; sampleInfo: string }; interpretations: InterpretationSummary[] }>(
        `${ARTICLES_PATH}/${made.body.id}`,
      )
    ).body;
    expect(detail.article.body).toBe('<h2>Why</h2><p>Counts</p>');
    expect(detail.article.sampleInfo).toBe('<p>Total RNA, RIN ≥ 7</p><img />');
    // The newest of its key first: the one just written, beside the demo data's.
    expect(detail.interpretations[0]).toMatchObject({ pmid: '25516281', authorName: other.user.username });

    const after = await counts('en');
    const plusOne = (n: { articles: number; interpretations: number } | undefined) =>
      n && { articles: n.articles + 1, interpretations: n.interpretations + 1 };
    expect(after.transcriptome).toEqual(plusOne(before.transcriptome));
    expect(after.genome).toEqual(before.genome);
    expect(await counts('zh')).toEqual(zhBefore);

    expect((await user.put(`${ARTICLES_PATH}/${made.body.id}`, article)).body.code).toBe('STAFF_ONLY');
    expect((await staff.put(`${ARTICLES_PATH}/${made.body.id}`, { ...article, title: 'RNA-seq' })).status).toBe(200);
    expect((await staff.del(`${ARTICLES_PATH}/${made.body.id}`, undefined)).status).toBe(200);
    const gone = await user.get(`${ARTICLES_PATH}/${made.body.id}`);
    expect([gone.status, gone.body.code]).toEqual([404, 'ARTICLE_NOT_FOUND']);
    expect((await user.get(`${ARTICLES_PATH}/not-a-uuid`)).body.code).toBe('ARTICLE_NOT_FOUND');
  });

  it(`are listed by key, ${ARTICLE_PAGE_SIZE} a page, newest first`, async () => {
    for (let n = 0; n <= ARTICLE_PAGE_SIZE; n++) {
      await staff.post(ARTICLES_PATH, { ...article, locale: 'zh', key: 'microbiome', title: `宏基因组 ${n}` });
    }
    const first = (await user.get<ArticleList>(`${ARTICLES_PATH}?locale=zh&key=microbiome`)).body;
    // Besides the demo data's one.
    expect(first.total).toBe(ARTICLE_PAGE_SIZE + 2);
    expect(first.list).toHaveLength(ARTICLE_PAGE_SIZE);
    expect(first.list[0]?.title).toBe(`宏基因组 ${ARTICLE_PAGE_SIZE}`);
    const second = (await user.get<ArticleList>(`${ARTICLES_PATH}?locale=zh&key=microbiome&pageNow=1`)).body;
    expect(second.list.map((a) => a.title)[0]).toBe('宏基因组 0');
  });
});

describe('interpretations', () => {
  it('are written by anyone, sanitized, and changed only by their writer or staff', async () => {
    const made = await user.post<{ id: string }>(INTERPRETATIONS_PATH, interpretation);
    expect(made.status).toBe(200);
    const url = `${INTERPRETATIONS_PATH}/${made.body.id}`;
    const read = (await user.get<Interpretation>(url)).body;
    expect(read).toMatchObject({ canEdit: true, impactFactor: 10.1, pmid: '25516281', locale: 'en' });
    expect(read.background).toBe('<p>Counts are noisy</p>');
    expect(read.innovation).toBe('<p><a rel="noopener noreferrer">Shrinkage</a></p>');
    expect(read.authorName).toBe(user.user.username);

    // Another user reads it but cannot change it: as if it did not exist.
    expect((await other.get<Interpretation>(url)).body.canEdit).toBe(false);
    const foreign = await other.put(url, { ...interpretation, title: 'Mine now' });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'INTERPRETATION_NOT_FOUND']);
    expect((await other.del(url, undefined)).body.code).toBe('INTERPRETATION_NOT_FOUND');

    expect((await staff.put(url, { ...interpretation, impactFactor: null })).status).toBe(200);
    expect((await user.put(url, { ...interpretation, title: 'Shrunken fold changes' })).status).toBe(200);
    const list = (await other.get<InterpretationList>(`${INTERPRETATIONS_PATH}?locale=en&key=transcriptome`)).body;
    expect(list.list.map((i) => i.title)).toContain('Shrunken fold changes');
    expect((await user.del(url, undefined)).status).toBe(200);
    expect((await user.get(url)).body.code).toBe('INTERPRETATION_NOT_FOUND');
  });

  it('are one per PMID and author: a second is refused, other authors write their own', async () => {
    const paper = { ...interpretation, pmid: '31000001' };
    const first = await user.post<{ id: string }>(INTERPRETATIONS_PATH, paper);
    expect(first.status).toBe(200);
    const second = await user.post(INTERPRETATIONS_PATH, { ...paper, title: 'Again' });
    expect([second.status, second.body.code]).toEqual([409, 'INTERPRETATION_EXISTS']);
    // Moving another of the author's own to that PMID is the same second one.
    const mine = await user.post<{ id: string }>(INTERPRETATIONS_PATH, { ...paper, pmid: '31000002' });
    const moved = await user.put(`${INTERPRETATIONS_PATH}/${mine.body.id}`, paper);
    expect([moved.status, moved.body.code]).toEqual([409, 'INTERPRETATION_EXISTS']);
    // Editing the first keeps its PMID; other authors and the other locale have their own.
    expect((await user.put(`${INTERPRETATIONS_PATH}/${first.body.id}`, { ...paper, title: 'Edited' })).status).toBe(
      200,
    );
    expect((await other.post(INTERPRETATIONS_PATH, paper)).status).toBe(200);
    // Two at once of a new paper: the check and the insert are one step, so exactly one is stored.
    const racing = { ...interpretation, pmid: '31000003' };
    const both = await Promise.all([user.post(INTERPRETATIONS_PATH, racing), user.post(INTERPRETATIONS_PATH, racing)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await user.post(INTERPRETATIONS_PATH, { ...paper, locale: 'zh' })).status).toBe(200);
  });

  it('are previewed as they will be stored, nothing saved', async () => {
    const preview = await user.post<InterpretationWrite>(INTERPRETATION_PREVIEW_PATH, interpretation);
    expect(preview.status).toBe(200);
    expect(preview.body.background).toBe('<p>Counts are noisy</p>');
    expect(preview.body.title).toBe(interpretation.title);
    const refused = await user.post(INTERPRETATION_PREVIEW_PATH, { ...interpretation, pmid: 'x' });
    expect(refused.body.code).toBe('VALIDATION_ERROR');
  });

  it('refuse broken fields with a code and a localized message per field', async () => {
    const res = await fetch(`${server.baseUrl}${INTERPRETATIONS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: user.token, lang: 'zh' },
      body: JSON.stringify({
        ...interpretation,
        title: 'x'.repeat(50),
        pmid: '12ab',
        impactFactor: -1,
        objective: 'y'.repeat(20_001),
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; details: { path: string; code: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    const byField = Object.fromEntries(body.details.map((d) => [d.path, d.code]));
    expect(byField).toEqual({
      '/title': 'TITLE_TOO_LONG',
      '/pmid': 'PMID_INVALID',
      '/impactFactor': 'IMPACT_FACTOR_INVALID',
      '/objective': 'FIELD_TOO_LONG',
    });
    expect(body.details.find((d) => d.path === '/pmid')?.message).toMatch(/PMID/);
    expect(body.details.find((d) => d.path === '/title')?.message).toMatch(/标题/);
  });
});
