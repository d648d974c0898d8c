import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Alert, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../api/error-text';
import '../ui/job-pages.css';
import './job-log.css';

/** How close to the end (px) still counts as "at the end", so new lines keep the view at the bottom. */
const STICK_THRESHOLD_PX = 24;

export interface LogPanelProps {
  /** Prefix of the test ids the pages' tests find the parts by: `<name>-log`, `-log-area`, `-log-empty`. */
  name: string;
  /** The text shown, or undefined until the first answer. */
  log: { exists: boolean; text: ReactNode } | undefined;
  /** The error of the last load, or null. */
  error: unknown;
  /** Above the text: the full-log button and notes. */
  toolbar: ReactNode;
  /** A new value scrolls to the end again (e.g. after loading the whole log). */
  followKey?: string;
  texts: { loadFailed: string; empty: string };
}

/**
 * A job's log (spec 000 §2, §4) for task, compute and project job pages: a black area that stays at its end while
 * text arrives unless the reader scrolled up, or the empty-log message.
 */
export function LogPanel({ name, log, error, toolbar, followKey, texts }: LogPanelProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLPreElement>(null);
  const atEnd = useRef(true);

  useLayoutEffect(() => {
    atEnd.current = true;
  }, [followKey]);

  useLayoutEffect(() => {
    const element = area.current;
    if (element && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [log]);

  const onScroll = () => {
    const element = area.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_THRESHOLD_PX;
  };

  if (error && !log) return <Result status="warning" title={texts.loadFailed} subTitle={errorText(t, error)} />;
  if (!log) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <div className="job-log" data-testid={`${name}-log`}>
      <div className="job-toolbar">{toolbar}</div>
      {log.exists ? (
        <pre
          ref={area}
          className="job-mono-text job-log-area"
          data-testid={`${name}-log-area`}
          tabIndex={0}
          onScroll={onScroll}
        >
          {log.text}
        </pre>
      ) : (
        <div className="job-log-empty" data-testid={`${name}-log-empty`}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
        </div>
      )}
      {Boolean(error) && <Alert type="warning" showIcon title={errorText(t, error)} />}
    </div>
  );
}
