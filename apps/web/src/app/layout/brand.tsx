import { useTranslation } from '../../shared/i18n/use-translation';
import { useInstanceConfig } from '../../shared/api/get-instance-config';

/** The product name from the instance configuration, the text bundle's name until it arrives. */
export function useProductName(): string {
  const { t } = useTranslation();
  const { data } = useInstanceConfig();
  return data?.productName || t('common.productName');
}

function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d6fd6" />
      <path
        d="M10 6c0 6 12 8 12 14s-6 6-6 6M22 6c0 6-12 8-12 14s6 6 6 6M12 11h8M11 16h10M12 21h8"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Brand({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  const productName = useProductName();
  return (
    <div className={`brand${inverted ? ' brand-inverted' : ''}`}>
      <BrandMark />
      {!compact && <span className="brand-name">{productName}</span>}
    </div>
  );
}
