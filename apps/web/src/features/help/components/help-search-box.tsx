import { Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';

/** The help centre's search field: a search opens help-search?q=. */
export function HelpSearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <Input.Search
      key={initial}
      className="help-search-box"
      defaultValue={initial}
      enterButton={t('help.search.button')}
      placeholder={t('help.search.placeholder')}
      allowClear
      data-testid="help-search"
      onSearch={(value) => {
        const q = value.trim();
        if (q) void navigate(`${pathTo(locale, 'help-search')}?q=${encodeURIComponent(q)}`);
      }}
    />
  );
}
