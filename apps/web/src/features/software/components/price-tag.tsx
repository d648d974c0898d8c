import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

interface PriceTagProps {
  price: number;
  beansAccepted: boolean;
}

/** What a run costs in cloud beans (spec 000 §6: some tools consume beans, some cannot be paid with them). */
export function PriceTag({ price, beansAccepted }: PriceTagProps) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={price === 0 ? 'green' : 'gold'} className="price-tag" data-testid="price-tag">
      {price === 0 ? t('software.price.free') : t('software.price.beans', { count: price })}
    </Tag>
  );
  return beansAccepted ? tag : <Tooltip title={t('software.price.beansNotAccepted')}>{tag}</Tooltip>;
}
