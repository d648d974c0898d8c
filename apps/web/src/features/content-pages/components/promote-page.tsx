import { GiftOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useInstanceConfig } from '../../../shared/api/get-instance-config';
import { localizeConfiguredLink } from '../../../shared/config/configured-links';
import { useLocale } from '../../../shared/i18n/use-locale';
import { promotedImageUrl } from '../../../shared/lib/promoted-image';
import { LinkButton } from '../../../shared/ui/link-button';
import { liveJumpPath } from '../lib/loading-target';
import '../content-pages.css';

/** The promotion's button: a page of this app, another site (new tab), or, without an address, the live broadcast. */
function PromoteAction({ href, label }: { href: string; label: string }) {
  const locale = useLocale();
  const target = href ? localizeConfiguredLink(href, locale) : liveJumpPath(locale);
  if (target.startsWith('/') && !target.startsWith('//')) {
    return (
      <LinkButton type="primary" size="large" to={target}>
        {label}
      </LinkButton>
    );
  }
  return (
    <Button type="primary" size="large" href={target} target="_blank" rel="noopener noreferrer">
      {label}
    </Button>
  );
}

/** promote/active/:type: the promotion of a configured type, its texts at `contentPages.promote.types.<type>`. */
export function PromotePage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const { data: config, isPending } = useInstanceConfig();
  const promotion = config?.promotions.find((p) => p.type === type);

  if (!promotion) {
    return (
      <Card className="page-card content-page" variant="borderless" loading={isPending}>
        <Result
          status="warning"
          title={t('contentPages.promote.unknown')}
          subTitle={t('contentPages.promote.unknownHint')}
        />
      </Card>
    );
  }
  const text = (part: string) => t(`contentPages.promote.types.${promotion.type}.${part}`);
  const image = promotedImageUrl(promotion.image, config?.imageBaseUrl ?? '');
  return (
    <Card className="page-card content-page promote-page" variant="borderless">
      <Result
        icon={
          image ? (
            <img className="promote-image" src={image} alt="" />
          ) : promotion.href ? (
            <GiftOutlined />
          ) : (
            <VideoCameraOutlined />
          )
        }
        title={text('title')}
        subTitle={text('description')}
        extra={<PromoteAction href={promotion.href} label={text('action')} />}
      />
    </Card>
  );
}
