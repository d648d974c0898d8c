import { describe, expect, it } from 'vitest';
import type { NotificationArgsProps } from 'antd';
import { createServerErrorNotice, type NotificationApi } from './server-error-notice';

function fakeNotifier() {
  const shown: NotificationArgsProps[] = [];
  const record = (args: NotificationArgsProps) => void shown.push(args);
  const instance: NotificationApi = {
    success: record,
    error: record,
    info: record,
    warning: record,
    open: record,
    destroy: () => undefined,
  };
  return { shown, instance };
}

describe('server error notice', () => {
  it('shows one warning at the bottom left until it is closed', () => {
    const notice = createServerErrorNotice();
    const { shown, instance } = fakeNotifier();
    notice.register(instance);
    notice.show('server error');
    notice.show('server error');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ placement: 'bottomLeft', title: 'server error', duration: false });
    shown[0]?.onClose?.();
    notice.show('server error');
    expect(shown).toHaveLength(2);
  });

  it('does nothing before the app registers its notification API', () => {
    const notice = createServerErrorNotice();
    const { shown, instance } = fakeNotifier();
    notice.show('server error');
    const unregister = notice.register(instance);
    unregister();
    notice.show('server error');
    expect(shown).toHaveLength(0);
  });
});
