import { GiftOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import type { StaffPromotion } from '@biocloud/contracts';
import { useInstanceConfig } from '../../../shared/api/get-instance-config';
import { localizeConfiguredLink } from '../../../shared/config/configured-links';
import { useLocale } from '../../../shared/i18n/use-locale';
import { promotedImageUrl } from '../../../shared/lib/promoted-image';
import { LinkButton } from '../../../shared/ui/link-button';
import { liveJumpPath } from '../lib/loading-target';
import { activePromotionQueryOptions } from '../promotions/promotions-api';
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

/** A promotion staff configured (promotion/manage): its texts in the page's locale. */
function StoredPromotion({ promotion }: { promotion: StaffPromotion }) {
  const locale = useLocale();
  const zh = locale === 'zh';
  const image = promotedImageUrl(promotion.image, window.location.origin);
  return (
    <Card className="page-card content-page promote-page" variant="borderless" data-testid="stored-promotion">
      <Result
        icon={image ? <img className="promote-image" src={image} alt="" /> : <GiftOutlined />}
        title={zh ? promotion.titleZh : promotion.titleEn}
        subTitle={zh ? promotion.textZh : promotion.textEn}
        extra={<PromoteAction href={promotion.href} label={zh ? promotion.actionZh : promotion.actionEn} />}
      />
    </Card>
  );
}

/**
 * promote/active/:type: the newest active promotion of the type staff configured (promotion/manage), else the
 * promotion of a configured type, its texts at `contentPages.promote.types.<type>`.
 */
export function PromotePage() {
  const { t } = useTranslation();
  const { type = '' } = useParams();
  const { data: config, isPending: configPending } = useInstanceConfig();
  const stored = useQuery(activePromotionQueryOptions(type));
  const isPending = configPending || stored.isPending;
  const promotion = config?.promotions.find((p) => p.type === type);

  if (stored.data?.promotion) return <StoredPromotion promotion={stored.data.promotion} />;
  if (!promotion || stored.isPending) {
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
