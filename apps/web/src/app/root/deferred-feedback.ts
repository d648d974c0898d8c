import type { useAppProps as FeedbackApis } from 'antd/es/app/context';

export type { FeedbackApis };

/** The methods of App.useApp()'s three APIs that the deferred ones forward (all antd offers). */
const METHODS = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning', 'warn'],
} as const;

type Kind = keyof typeof METHODS;
type Forward = (apis: FeedbackApis) => unknown;

/**
 * Stand-ins for antd App's message, notification and modal APIs whose code is not loaded yet. The first call asks
 * for it (onWanted); calls made until the real APIs are ready wait in order and run then, later calls go straight
 * through. Callers ignore the return values (a closing handle), which a waiting call cannot give.
 */
export function createDeferredFeedback() {
  let real: FeedbackApis | undefined;
  let wanted = false;
  let want: (() => void) | undefined;
  const waiting: Forward[] = [];

  const call = (forward: Forward): unknown => {
    if (real) return forward(real);
    waiting.push(forward);
    if (!wanted) {
      wanted = true;
      want?.();
    }
    return undefined;
  };

  const standIn = (kind: Kind) =>
    Object.fromEntries(
      METHODS[kind].map((method) => [
        method,
        (...args: unknown[]) =>
          call((apis) => (apis[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args)),
      ]),
    );

  return {
    apis: {
      message: standIn('message'),
      notification: standIn('notification'),
      modal: standIn('modal'),
    } as unknown as FeedbackApis,
    /** Registers what loads the real APIs; runs it at once when a call already asked. Answers the unregister. */
    onWanted(load: () => void): () => void {
      want = load;
      if (wanted) load();
      return () => {
        if (want === load) want = undefined;
      };
    },
    ready: (apis: FeedbackApis): void => {
      real = apis;
      for (const forward of waiting.splice(0)) forward(apis);
    },
  };
}

export type DeferredFeedback = ReturnType<typeof createDeferredFeedback>;
