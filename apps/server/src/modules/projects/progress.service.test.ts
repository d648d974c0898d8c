import { EMAILS_PER_INTERVAL, URGE_INTERVAL_SECONDS } from '@biocloud/contracts';
import { describe, expect, it } from 'vitest';
import { fakeProgress } from '../../../test/fakes/progress';
import { createProgressService } from './progress.service';
import type { ProjectCaller } from './project-access';

/*
 * The progress service's rules on an in-memory project: stage order and the status that follows, read marks, the
 * urge interval and the e-mail limit, and who is told. The HTTP tier (project-service-flow, project-email) covers
 * the same routes on a database.
 */

const owner: ProjectCaller = { id: 'owner', isAdmin: false, region: 'CN', isStaff: false, name: 'Owner' };
const staff: ProjectCaller = { id: 'staff', isAdmin: false, region: 'CN', isStaff: true, name: 'Staff' };
const roles = { owner: 'owner', staff: 'staff', member: 'member' } as const;
const HOUR_MS = 3_600_000;

describe('progress service stages', () => {
  it('records a stage in order: the project moves on, the customers are told, the timeline shows it unread', async () => {
    const fake = fakeProgress({ roles, members: ['member'] });
    const service = createProgressService(fake.deps);
    const timeline = await service.recordStage(staff, 'p1', { stageKey: 'sampleReceived', note: 'in' });
    expect(fake.state.status).toBe('inProgress');
    expect(fake.state.messages.map((m) => [m.to, m.message.kind, m.message.projectId])).toEqual([
      [['owner', 'member'], 'stageRecorded', 'p1'],
    ]);
    expect(timeline.type).toBe('service');
    expect(timeline.stages[0]).toMatchObject({ stageKey: 'sampleReceived', done: true, actorName: 'Staff' });
    expect(timeline.stages[1]).toMatchObject({ stageKey: 'sampleQc', done: false });
    expect(timeline.unread).toBe(1);
  });

  it('refuses a stage out of order or recorded twice, and writes nothing', async () => {
    const fake = fakeProgress({ roles });
    const service = createProgressService(fake.deps);
    await expect(service.recordStage(staff, 'p1', { stageKey: 'sampleQc', note: '' })).rejects.toMatchObject({
      code: 'PROJECT_STAGE_OUT_OF_ORDER',
    });
    await service.recordStage(staff, 'p1', { stageKey: 'sampleReceived', note: '' });
    await expect(service.recordStage(staff, 'p1', { stageKey: 'sampleReceived', note: '' })).rejects.toMatchObject({
      code: 'PROJECT_STAGE_DONE',
    });
    expect(fake.state.stages).toHaveLength(1);
    expect(fake.state.messages).toHaveLength(1);
  });

  it('lets only staff record stages', async () => {
    const fake = fakeProgress({ roles });
    const service = createProgressService(fake.deps);
    await expect(service.recordStage(owner, 'p1', { stageKey: 'sampleReceived', note: '' })).rejects.toMatchObject({
      code: 'STAFF_ONLY',
    });
    expect(fake.state.stages).toEqual([]);
  });

  it('completes the project with the last analysis stage', async () => {
    const fake = fakeProgress({ roles });
    const service = createProgressService(fake.deps);
    for (const stageKey of ['dataQc', 'standardAnalysis', 'reportDelivered'] as const) {
      await service.recordStage(staff, 'p1', { stageKey, note: '' });
    }
    expect(fake.state.status).toBe('completed');
  });

  it("marks a view read for the customer's side; staff reading changes nothing", async () => {
    const fake = fakeProgress({ roles });
    const service = createProgressService(fake.deps);
    await service.recordStage(staff, 'p1', { stageKey: 'sampleReceived', note: '' });
    await service.recordStage(staff, 'p1', { stageKey: 'dataQc', note: '' });
    await expect(service.read(staff, 'p1', 'service')).resolves.toEqual({ read: 0 });
    await expect(service.read(owner, 'p1', 'service')).resolves.toEqual({ read: 1 });
    expect((await service.timeline(owner, 'p1', 'analyse')).unread).toBe(1);
  });

  it('answers PROJECT_NOT_FOUND to someone who cannot see the project', async () => {
    const fake = fakeProgress({ roles });
    const stranger: ProjectCaller = { ...owner, id: 'stranger' };
    await expect(createProgressService(fake.deps).timeline(stranger, 'p1', 'service')).rejects.toMatchObject({
      code: 'PROJECT_NOT_FOUND',
    });
  });
});

describe('progress service urges', () => {
  it("sends the first urge of a view to the project's contact and closes the view for the interval", async () => {
    const fake = fakeProgress({ roles });
    const service = createProgressService(fake.deps);
    const state = await service.urge(owner, 'p1', 'service', 'please');
    expect(state.canUrge).toBe(false);
    expect(Date.parse(state.nextUrgeTime!) - Date.parse(state.lastUrgeTime!)).toBe(URGE_INTERVAL_SECONDS * 1000);
    expect(fake.state.messages.map((m) => [m.to, m.message.kind])).toEqual([[['staff'], 'projectUrgedService']]);
  });

  it('refuses a second urge of the same view within the interval, with the time it opens again', async () => {
    const at = new Date(Date.now() - HOUR_MS);
    const fake = fakeProgress({
      roles,
      urges: [{ projectId: 'p1', userId: 'owner', kind: 'urge', type: 'service', content: '', at }],
    });
    const service = createProgressService(fake.deps);
    await expect(service.urge(owner, 'p1', 'service', 'again')).rejects.toMatchObject({
      code: 'PROJECT_URGE_TOO_SOON',
      statusCode: 429,
      details: { nextUrgeTime: new Date(at.getTime() + URGE_INTERVAL_SECONDS * 1000) },
    });
    expect(fake.state.urges).toHaveLength(1);
    expect(fake.state.messages).toEqual([]);
    // The other view has an interval of its own.
    await expect(service.urge(owner, 'p1', 'analyse', 'other view')).resolves.toMatchObject({ canUrge: false });
  });

  it('takes an urge again once the interval has passed', async () => {
    const at = new Date(Date.now() - URGE_INTERVAL_SECONDS * 1000 - HOUR_MS);
    const fake = fakeProgress({
      roles,
      urges: [{ projectId: 'p1', userId: 'owner', kind: 'urge', type: 'service', content: '', at }],
    });
    const service = createProgressService(fake.deps);
    await expect(service.urgeState(owner, 'p1', 'service')).resolves.toMatchObject({ canUrge: true });
    await expect(service.urge(owner, 'p1', 'service', 'again')).resolves.toMatchObject({ canUrge: false });
  });
});

describe('progress service e-mails', () => {
  it('goes from staff to the customers, not back to the sender, by mail to those with an address', async () => {
    const fake = fakeProgress({ roles, members: ['member', 'staff'], addresses: ['member'] });
    const result = await createProgressService(fake.deps).email(staff, 'p1', { subject: 's', content: 'hello' });
    expect(result).toEqual({ channel: 'email', recipients: 2, mailed: 1 });
    expect(fake.state.messages[0]?.to).toEqual(['owner', 'member']);
    expect(fake.state.mails).toEqual(['member']);
  });

  it('goes from a customer to the contact, as a message only when no one has an address', async () => {
    const fake = fakeProgress({ roles });
    const result = await createProgressService(fake.deps).email(owner, 'p1', { subject: 's', content: 'hi' });
    expect(result).toEqual({ channel: 'message', recipients: 1, mailed: 0 });
    expect(fake.state.messages[0]?.to).toEqual(['staff']);
  });

  it('refuses an empty e-mail', async () => {
    const fake = fakeProgress({ roles });
    await expect(
      createProgressService(fake.deps).email(owner, 'p1', { subject: 's', content: '   ' }),
    ).rejects.toMatchObject({ code: 'PROJECT_EMAIL_EMPTY' });
  });

  it('refuses one more than EMAILS_PER_INTERVAL within the interval; older ones do not count', async () => {
    const recent = new Date(Date.now() - HOUR_MS);
    const old = new Date(Date.now() - URGE_INTERVAL_SECONDS * 1000 - HOUR_MS);
    const email = (at: Date) => ({ projectId: 'p1', userId: 'owner', kind: 'email' as const, content: '', at });
    const urges = [...Array.from({ length: EMAILS_PER_INTERVAL - 1 }, () => email(recent)), email(old)];
    const fake = fakeProgress({ roles, urges });
    const service = createProgressService(fake.deps);
    await service.email(owner, 'p1', { subject: 's', content: 'last one' });
    await expect(service.email(owner, 'p1', { subject: 's', content: 'one more' })).rejects.toMatchObject({
      code: 'PROJECT_EMAIL_TOO_MANY',
      statusCode: 429,
    });
    expect(fake.state.messages).toHaveLength(1);
  });
});
