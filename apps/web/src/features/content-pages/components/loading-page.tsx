import { useEffect } from 'react';
import { VideoCameraOutlined } from '@ant-design/icons';
import { Card, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { pathTo } from '../../../shared/config/paths';
import { liveUrlQueryOptions } from '../api/get-live-url';
import { loadingTarget } from '../lib/loading-target';
import '../content-pages.css';

function Waiting({ text }: { text: string }) {
  return (
    <div className="content-page-waiting" role="status">
      <Spin size="large" />
      <span>{text}</span>
    </div>
  );
}

function BackToDashboard() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <LinkButton type="primary" to={pathTo(locale, 'dashboard')}>
      {t('contentPages.backToDashboard')}
    </LinkButton>
  );
}

/** loading?live: asks the server where the user joins the live broadcast (spec 001 §7) and goes there. */
function LiveJump() {
  const { t } = useTranslation();
  const live = useQuery(liveUrlQueryOptions());
  const url = live.data?.result ? live.data.url : null;

  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);

  if (live.isError) {
    return (
      <LoadFailed
        title={t('contentPages.live.failed')}
        error={live.error}
        retryText={t('contentPages.retry')}
        onRetry={() => void live.refetch()}
      />
    );
  }
  if (live.data && !live.data.result) {
    return (
      <Result
        icon={<VideoCameraOutlined />}
        title={t('contentPages.live.none')}
        subTitle={t('contentPages.live.noneHint')}
        extra={<BackToDashboard />}
      />
    );
  }
  return <Waiting text={t('contentPages.live.joining')} />;
}

/** Goes on to a page of this app named by its redirect query. */
function Redirect({ path }: { path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return <Waiting text={t('common.loading')} />;
}

/** The spec's loading page: a stop between pages, and the way into the live broadcast. */
export function LoadingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const target = loadingTarget(params, locale);
  return (
    <Card className="page-card content-page" variant="borderless">
      {target.kind === 'live' && <LiveJump />}
      {target.kind === 'page' && <Redirect path={target.path} />}
      {target.kind === 'none' && (
        <Result icon={<Spin size="large" />} title={t('common.loading')} extra={<BackToDashboard />} />
      )}
    </Card>
  );
}
