import { Tag, Tooltip } from 'antd';
import { useTranslation } from '../i18n/use-translation';

interface PriceTagProps {
  price: number;
  beansAccepted: boolean;
  /** What is priced, for the words of the no-beans tooltip. */
  of?: 'tool' | 'app';
}

/** What a run costs in cloud beans (spec 000 §6: some tools consume beans, some cannot be paid with them). */
export function PriceTag({ price, beansAccepted, of = 'tool' }: PriceTagProps) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={price === 0 ? 'green' : 'gold'} className="price-tag" data-testid="price-tag">
      {price === 0 ? t('software.price.free') : t('software.price.beans', { count: price })}
    </Tag>
  );
  if (beansAccepted) return tag;
  const refused = of === 'app' ? t('apps.price.beansNotAccepted') : t('software.price.beansNotAccepted');
  return <Tooltip title={refused}>{tag}</Tooltip>;
}
