import { lazy, Suspense } from 'react';
import {
  AppstoreOutlined,
  BookOutlined,
  CloseOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  QrcodeOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { FloatButton, Popover, theme } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useInstanceConfig } from '../../shared/api/get-instance-config';
import { useConfiguredLinks } from '../../shared/api/use-configured-links';
import { useRememberedFlag } from './use-remembered-flag';

const QrPanel = lazy(() => import('./qr-panel'));

/** Where the browser remembers whether the widgets are shown. */
export const WIDGETS_SHOWN_KEY = 'biocloud.footerWidgets.shown';

/** Typography.Text type="secondary" in look, without its component (about 9 KB) on the console's first load. */
function LoadingNote() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextDescription }}>{t('common.loading')}</span>;
}

/**
 * Widgets fixed at the bottom right: back to top, online service, tutorial, suggestion, QR code. They sit folded
 * behind one small button (the spec's show/hide) so that, closed, they cover no pagination, row action or chart
 * legend on any screen (issue 14 item 9); the page keeps a bottom margin as tall as that button. Shown or hidden, the
 * choice is remembered in this browser.
 */
export function FooterWidgets({ onSuggestion }: { onSuggestion: () => void }) {
  const { t } = useTranslation();
  const { data: config } = useInstanceConfig();
  const links = useConfiguredLinks();
  const [open, setOpen] = useRememberedFlag(WIDGETS_SHOWN_KEY, false);
  const tip = (key: string) => ({ title: t(`layout.widgets.${key}`), placement: 'left' as const });

  return (
    <FloatButton.Group
      className="footer-widgets"
      shape="circle"
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      icon={<AppstoreOutlined />}
      closeIcon={<CloseOutlined />}
      tooltip={open ? undefined : tip('show')}
      aria-label={t(open ? 'layout.widgets.hide' : 'layout.widgets.show')}
      aria-expanded={open}
    >
      <FloatButton.BackTop
        icon={<VerticalAlignTopOutlined />}
        tooltip={tip('backToTop')}
        aria-label={t('layout.widgets.backToTop')}
        visibilityHeight={200}
      />
      <FloatButton
        icon={<CustomerServiceOutlined />}
        tooltip={tip('onlineService')}
        aria-label={t('layout.widgets.onlineService')}
        href={links?.onlineService}
        target="_blank"
        disabled={!config}
      />
      <FloatButton
        icon={<BookOutlined />}
        tooltip={tip('tutorial')}
        aria-label={t('layout.widgets.tutorial')}
        href={links?.tutorial}
        target="_blank"
        disabled={!config}
      />
      <FloatButton
        icon={<CommentOutlined />}
        tooltip={tip('suggestion')}
        aria-label={t('layout.widgets.suggestion')}
        onClick={() => {
          setOpen(false);
          onSuggestion();
        }}
      />
      <Popover
        placement="left"
        trigger="click"
        content={
          config ? (
            <Suspense fallback={<LoadingNote />}>
              <QrPanel value={config.qrCodeUrl} image={config.qrCodeImage} />
            </Suspense>
          ) : (
            <LoadingNote />
          )
        }
      >
        <FloatButton icon={<QrcodeOutlined />} aria-label={t('layout.widgets.qrCode')} />
      </Popover>
    </FloatButton.Group>
  );
}
