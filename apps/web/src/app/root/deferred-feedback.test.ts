import { describe, expect, it } from 'vitest';
import { createDeferredFeedback, type FeedbackApis } from './deferred-feedback';

function recordingApis(log: string[]): FeedbackApis {
  const record = (kind: string) =>
    new Proxy({}, { get: (_, method) => (arg: unknown) => log.push(`${kind}.${String(method)}:${String(arg)}`) });
  return { message: record('message'), notification: record('notification'), modal: record('modal') } as FeedbackApis;
}

describe('deferred feedback APIs', () => {
  it('asks for the real APIs with the first call only, and runs waiting calls in order once ready', () => {
    const feedback = createDeferredFeedback();
    let asked = 0;
    feedback.onWanted(() => (asked += 1));
    expect(asked).toBe(0);

    void feedback.apis.message.success('saved');
    feedback.apis.notification.warning({ title: 'down' });
    feedback.apis.modal.confirm('sure?' as never);
    expect(asked).toBe(1);

    const log: string[] = [];
    feedback.ready(recordingApis(log));
    expect(log).toEqual(['message.success:saved', 'notification.warning:[object Object]', 'modal.confirm:sure?']);

    void feedback.apis.message.error('later');
    expect(log.at(-1)).toBe('message.error:later');
    expect(asked).toBe(1);
  });

  it('loads at once when a call came before the loader was registered', () => {
    const feedback = createDeferredFeedback();
    void feedback.apis.message.info('early');
    let asked = 0;
    feedback.onWanted(() => (asked += 1));
    expect(asked).toBe(1);
  });
});
