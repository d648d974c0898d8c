/**
 * The staff's list of suggestions: refused without a login (401) and to customers (403); every user's suggestions a
 * page of SUGGESTIONS_PAGE_SIZE at a time, newest first, filtered by state; attachments downloadable; an answer stored
 * once and sent to the sender as a `suggestionAnswered` message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUGGESTION_PATH,
  suggestionAttachmentPath,
  SUGGESTIONS_PAGE_SIZE,
  type MessageListResponse,
  type StaffSuggestionList,
} from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { fetchBytes, postForm } from '../projects/test-support/project-clients';

type Client = FileClient & { user: { id: string; username: string } };
let server: TestServer;
let staff: Client;
let otherStaff: Client;
let alice: Client;
let bob: Client;

const suggest = async (client: Client, title: string, files: { name: string; content: string }[] = []) => {
  const answer = await postForm<{ suggestionId: string }>(
    server.baseUrl,
    client,
    SUGGESTION_PATH,
    { type: 'feature', title, description: `About ${title}` },
    files,
  );
  expect(answer.status).toBe(200);
  return answer.body.suggestionId;
};
const list = (client: Client, query = '') => client.get<StaffSuggestionList>(`${SUGGESTION_PATH}${query}`);
const answerPath = (id: string) => `${SUGGESTION_PATH}/${id}/answer`;

let first: string;
let withFiles: string;
beforeAll(async () => {
  ({ server } = await startFilesServer());
  [staff, otherStaff, alice, bob] = await Promise.all([
    loggedIn(server),
    loggedIn(server),
    loggedIn(server),
    loggedIn(server),
  ]);
  await server.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.user.id).execute();
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', otherStaff.user.id).execute();
  first = await suggest(alice, 'Suggestion 0');
  withFiles = await suggest(bob, 'Suggestion 1', [
    { name: 'screen.png', content: 'png bytes' },
    { name: 'run-log_1.txt', content: 'log line' },
  ]);
  for (let i = 2; i < SUGGESTIONS_PAGE_SIZE + 2; i++) await suggest(i % 2 ? bob : alice, `Suggestion ${i}`);
});
afterAll(() => server.close());

describe('staff suggestions', () => {
  it('are refused without a login and to customers', async () => {
    expect((await fetch(`${server.baseUrl}${SUGGESTION_PATH}`)).status).toBe(401);
    const refused = [
      await list(alice),
      await fetchBytes(server.baseUrl, alice, suggestionAttachmentPath(withFiles, 0)),
      await alice.post(answerPath(first), { answer: 'Thanks' }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect((await list(alice)).body.code).toBe('STAFF_ONLY');
  });

  it('list every user’s, newest first, a page at a time', async () => {
    const page0 = await list(staff);
    expect(page0.status).toBe(200);
    expect([page0.body.total, page0.body.totalPages]).toEqual([SUGGESTIONS_PAGE_SIZE + 2, 2]);
    expect(page0.body.list.map((s) => s.title)).toEqual(
      Array.from({ length: SUGGESTIONS_PAGE_SIZE }, (_, i) => `Suggestion ${SUGGESTIONS_PAGE_SIZE + 1 - i}`),
    );
    const page1 = await list(otherStaff, '?currentPage=1');
    expect(page1.body.list.map((s) => [s.title, s.username, s.state])).toEqual([
      ['Suggestion 1', bob.user.username, 'new'],
      ['Suggestion 0', alice.user.username, 'new'],
    ]);
    expect(page1.body.list[0]?.attachments).toEqual([
      { position: 0, name: 'screen.png', size: 9 },
      { position: 1, name: 'run-log_1.txt', size: 8 },
    ]);
  });

  it('give staff an attachment’s bytes under its sent name', async () => {
    const file = await fetchBytes(server.baseUrl, staff, suggestionAttachmentPath(withFiles, 1));
    expect([file.status, file.bytes.toString()]).toEqual([200, 'log line']);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="run-log_1.txt"/);
    const missing = await fetchBytes(server.baseUrl, staff, suggestionAttachmentPath(first, 0));
    expect(missing.status).toBe(404);
  });

  it('store one answer and send it to the sender as a message', async () => {
    expect((await staff.post(answerPath(first), { answer: '  ' })).body.code).toBe('VALIDATION_ERROR');
    expect((await staff.post(answerPath(crypto.randomUUID()), { answer: 'x' })).status).toBe(404);

    // Two staff answering at once: one answer is kept, the other is told it came too late.
    const both = await Promise.all([
      staff.post(answerPath(first), { answer: 'Batch download is planned' }),
      otherStaff.post(answerPath(first), { answer: 'Second answer' }),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const kept = both.find((a) => a.status === 200) === both[0] ? 'Batch download is planned' : 'Second answer';
    expect(both.find((a) => a.status === 409)?.body.code).toBe('SUGGESTION_ALREADY_ANSWERED');

    const messages = (await alice.get<MessageListResponse>('/api/v1/messages')).body.list;
    expect(messages.map((m) => [m.kind, m.title, m.params.content])).toEqual([
      ['suggestionAnswered', 'Your suggestion Suggestion 0 was answered', kept],
    ]);
    expect((await bob.get<MessageListResponse>('/api/v1/messages')).body.total).toBe(0);

    const answered = (await list(staff, '?state=answered')).body;
    expect(answered.list.map((s) => [s.id, s.state, s.answer])).toEqual([[first, 'answered', kept]]);
    expect(answered.list[0]?.answerTime).toEqual(expect.any(String));
    const fresh = (await list(staff, '?state=new')).body;
    expect(fresh.total).toBe(SUGGESTIONS_PAGE_SIZE + 1);
    expect(fresh.list.map((s) => s.id)).not.toContain(first);
  });
});
