import { SearchOutlined } from '@ant-design/icons';
import type { InputProps } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';

/** The header search box's look, the same before and after its suggestions are loaded. */
export function useQuickSearchInputProps(): InputProps {
  const { t } = useTranslation();
  return {
    prefix: <SearchOutlined />,
    placeholder: t('layout.search.placeholder'),
    'aria-label': t('layout.search.placeholder'),
    allowClear: true,
  };
}
