import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { createDeferredFeedback } from './deferred-feedback';

/** App.useApp() without importing antd's App, whose module holds the code deferred here. */
export const useFeedback = () => useContext(AppContext);

const FeedbackHolders = lazy(() => import('./feedback-holders'));

/**
 * antd's App as the pages see it (its element, class and style, and App.useApp()), except that the code of the
 * message, notification and modal APIs (about 20 KB br) loads with their first call, not with every first load
 * (issue 13 item 8). Until then calls wait in order (deferred-feedback.ts).
 */
export function DeferredApp({ className, children }: { className: string; children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [feedback] = useState(createDeferredFeedback);
  const [wanted, setWanted] = useState(false);
  useEffect(() => feedback.onWanted(() => setWanted(true)), [feedback]);
  return (
    <AppContext.Provider value={feedback.apis}>
      <div className={[hashId, prefixCls, className, cssVarCls].filter(Boolean).join(' ')}>
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={feedback.ready} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}
