import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeCustom } from '../../../test/fakes/custom';
import { createCustomService } from './custom.service';
import type { ProjectCaller } from './project-access';

/*
 * The custom-request service's rules on an in-memory project: form checks that keep nothing, who is told of a
 * request and of a reply, staff alone moving the status, attachments served only from their request, and a failed
 * write leaving no rows and no files. The HTTP tier (project-service-flow) covers the routes on a database.
 */

const owner: ProjectCaller = { id: 'owner', isAdmin: false, region: 'CN', isStaff: false, name: 'Owner' };
const staff: ProjectCaller = { id: 'staff', isAdmin: false, region: 'CN', isStaff: true, name: 'Staff' };
const stranger: ProjectCaller = { id: 'stranger', isAdmin: false, region: 'CN', isStaff: false, name: 'X' };
const roles = { owner: 'owner', staff: 'staff', member: 'member' } as const;
const noParts = (async function* () {})();

function setUp() {
  const fake = fakeCustom({ roles, members: ['member'], names: { owner: 'Owner Name' } });
  return { fake, service: createCustomService(fake.deps) };
}

describe('custom requests', () => {
  it('writes a request with its attachments and tells the staff contact, not the author', async () => {
    const { fake, service } = setUp();
    fake.nextForm({ title: '  Variant calling  ', description: 'please' }, ['samples.csv']);
    const { customId } = await service.create(owner, 'p1', noParts);

    expect(fake.state.requests).toMatchObject([{ id: customId, title: 'Variant calling', user_id: 'owner' }]);
    expect(fake.state.attachments.map((a) => [a.name, a.reply_id])).toEqual([['samples.csv', null]]);
    expect(fake.state.messages.map((m) => [m.to, m.message.kind])).toEqual([[['staff'], 'customCreated']]);
    const detail = await service.detail(owner, 'p1', customId);
    expect(detail).toMatchObject({ title: 'Variant calling', authorName: 'Owner Name', replyCount: 0 });
    expect(detail.attachments.map((a) => a.fileName)).toEqual(['samples.csv']);
  });

  it('refuses a form with a bad title and discards its files, writing nothing', async () => {
    const { fake, service } = setUp();
    fake.nextForm({ title: '', description: 'x' }, ['a.txt']);
    await expect(service.create(owner, 'p1', noParts)).rejects.toMatchObject({ statusCode: 400 });
    expect(fake.state.discarded).toEqual(['a.txt']);
    expect(fake.state.stored).toEqual([]);
    expect(fake.state.requests).toEqual([]);
  });

  it('undoes the rows and removes the stored files when the transaction fails', async () => {
    const { fake, service } = setUp();
    fake.nextForm({ title: 'T', description: '' }, ['a.txt']);
    fake.state.failMessages = true;
    await expect(service.create(owner, 'p1', noParts)).rejects.toThrow('messages table unavailable');
    expect(fake.state.requests).toEqual([]);
    expect(fake.state.attachments).toEqual([]);
    expect(fake.state.removed).toEqual(['a.txt']);
  });

  it('hides the requests of a project the caller cannot see, exactly as a missing one', async () => {
    const { fake, service } = setUp();
    fake.nextForm({ title: 'T', description: '' });
    const { customId } = await service.create(owner, 'p1', noParts);
    await expect(service.detail(stranger, 'p1', customId)).rejects.toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    await expect(service.detail(owner, 'p1', randomUUID())).rejects.toMatchObject({
      code: 'CUSTOM_REQUEST_NOT_FOUND',
    });
    await expect(service.detail(owner, 'p1', 'not-a-uuid')).rejects.toMatchObject({
      code: 'CUSTOM_REQUEST_NOT_FOUND',
    });
  });
});

describe('custom request replies', () => {
  async function withRequest() {
    const set = setUp();
    set.fake.nextForm({ title: 'T', description: '' });
    const { customId } = await set.service.create(owner, 'p1', noParts);
    set.fake.state.messages = [];
    return { ...set, customId };
  }

  it("lets staff move the status and tells the customers; a customer's status is ignored and staff is told", async () => {
    const { fake, service, customId } = await withRequest();
    fake.nextForm({ content: 'started', status: 'processing' });
    await service.reply(staff, 'p1', customId, noParts);
    expect(fake.state.requests[0]!.status).toBe('processing');

    fake.nextForm({ content: 'thanks', status: 'completed' });
    await service.reply(owner, 'p1', customId, noParts);
    expect(fake.state.requests[0]!.status).toBe('processing');

    expect(fake.state.messages.map((m) => [m.to, m.message.kind])).toEqual([
      [['owner', 'member'], 'customReplied'],
      [['staff'], 'customReplied'],
    ]);
    expect(fake.state.replies.map((r) => [r.content, r.from_staff])).toEqual([
      ['started', true],
      ['thanks', false],
    ]);
  });

  it('refuses an empty reply and keeps none of its files', async () => {
    const { fake, service, customId } = await withRequest();
    fake.nextForm({ content: '   ' }, ['x.png']);
    await expect(service.reply(owner, 'p1', customId, noParts)).rejects.toMatchObject({ code: 'CUSTOM_REPLY_EMPTY' });
    expect(fake.state.discarded).toEqual(['x.png']);
    expect(fake.state.replies).toEqual([]);
  });

  it("serves a request's attachment, and refuses a file that is not one of its own", async () => {
    const { fake, service, customId } = await withRequest();
    fake.nextForm({ content: 'see file' }, ['result.txt']);
    await service.reply(staff, 'p1', customId, noParts);
    const [file] = fake.state.attachments;
    await service.attachment(owner, 'p1', customId, file!.file_uuid, {} as never);
    expect(fake.state.downloads).toEqual([file!.file_uuid]);
    await expect(service.attachment(owner, 'p1', customId, randomUUID(), {} as never)).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
    });
  });
});
