import { lazy, Suspense, useState } from 'react';
import {
  BookOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  QrcodeOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { FloatButton, Popover, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInstanceConfig } from '../../shared/api/get-instance-config';
import { useConfiguredLinks } from '../../shared/api/use-configured-links';

const QrPanel = lazy(() => import('./qr-panel'));

/** Typography.Text type="secondary" in look, without its component (about 9 KB) on the console's first load. */
function LoadingNote() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextDescription }}>{t('common.loading')}</span>;
}

/** Widgets fixed at the bottom right: back to top, online service, tutorial, suggestion, QR code, show/hide. */
export function FooterWidgets({ onSuggestion }: { onSuggestion: () => void }) {
  const { t } = useTranslation();
  const { data: config } = useInstanceConfig();
  const links = useConfiguredLinks();
  const [visible, setVisible] = useState(true);
  const tip = (key: string) => ({ title: t(`layout.widgets.${key}`), placement: 'left' as const });

  if (!visible) {
    return (
      <FloatButton
        className="footer-widgets-show"
        icon={<EyeOutlined />}
        tooltip={tip('show')}
        aria-label={t('layout.widgets.show')}
        onClick={() => setVisible(true)}
      />
    );
  }

  return (
    <FloatButton.Group className="footer-widgets" shape="circle">
      <FloatButton.BackTop icon={<VerticalAlignTopOutlined />} tooltip={tip('backToTop')} visibilityHeight={200} />
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
        onClick={onSuggestion}
      />
      <Popover
        placement="left"
        trigger="click"
        content={
          config ? (
            <Suspense fallback={<LoadingNote />}>
              <QrPanel value={config.qrCodeUrl} />
            </Suspense>
          ) : (
            <LoadingNote />
          )
        }
      >
        <FloatButton icon={<QrcodeOutlined />} aria-label={t('layout.widgets.qrCode')} />
      </Popover>
      <FloatButton
        icon={<EyeInvisibleOutlined />}
        tooltip={tip('hide')}
        aria-label={t('layout.widgets.hide')}
        onClick={() => setVisible(false)}
      />
    </FloatButton.Group>
  );
}
