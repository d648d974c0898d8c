import type { App } from 'antd';

export type NotificationApi = ReturnType<typeof App.useApp>['notification'];

/**
 * Spec: a 500 shows one warning at the bottom left with the configured text, kept until the user closes it;
 * further 500s while it is open do not stack another one.
 */
const NOTICE_KEY = 'server-error';

export function createServerErrorNotice() {
  let notifier: NotificationApi | undefined;
  let open = false;
  return {
    /** The antd App's notification API (themed and localized); returns the unregister function. */
    register(instance: NotificationApi): () => void {
      notifier = instance;
      return () => {
        if (notifier === instance) notifier = undefined;
      };
    },
    show(text: string): void {
      if (open || !notifier) return;
      open = true;
      notifier.warning({
        key: NOTICE_KEY,
        title: text,
        placement: 'bottomLeft',
        duration: false,
        onClose: () => {
          open = false;
        },
      });
    },
  };
}

export type ServerErrorNotice = ReturnType<typeof createServerErrorNotice>;

/** The app's single notice, registered by the root component and shown by the API error handler. */
export const serverErrorNotice = createServerErrorNotice();
