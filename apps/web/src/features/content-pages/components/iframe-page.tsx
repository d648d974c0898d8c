import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Card, Result, Spin } from 'antd';
import { useInstanceConfig } from '../../../shared/api/get-instance-config';
import { useLocale } from '../../../shared/i18n/use-locale';
import { iframeTarget, IFRAME_PAGE_PARAM } from '../lib/iframe-target';
import '../content-pages.css';

/**
 * iframe?page=<key>: a configured page shown inside the console (its title from `contentPages.iframe.pages.<key>`).
 * Never an address from the query (iframe-target.ts): the page would otherwise frame any site under the console's name.
 */
export function IframePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { data: config } = useInstanceConfig();
  const key = params.get(IFRAME_PAGE_PARAM);

  if (!config) {
    return (
      <Card className="page-card content-page" variant="borderless">
        <Result icon={<Spin size="large" />} title={t('common.loading')} />
      </Card>
    );
  }
  const src = iframeTarget(config.iframePages, key, locale);
  if (!src) {
    return (
      <Card className="page-card content-page" variant="borderless">
        <Result
          status="warning"
          title={t('contentPages.iframe.unknown')}
          subTitle={t('contentPages.iframe.unknownHint')}
        />
      </Card>
    );
  }
  return (
    <div className="iframe-page">
      <iframe
        className="iframe-page-frame"
        src={src}
        title={t(`contentPages.iframe.pages.${key}`, { defaultValue: t('routes.iframe') })}
        // No allow-top-navigation: a framed page cannot take the console's window elsewhere.
        sandbox="allow-scripts allow-forms allow-popups allow-same-origin"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
