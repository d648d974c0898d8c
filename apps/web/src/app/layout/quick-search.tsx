import { useMemo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE_SIZES } from '@biocloud/contracts';
import { useLocale } from '../../shared/i18n/use-locale';
import { pathTo, routeTitleKey } from '../../shared/config/paths';
import { quickAccessRoutes } from './nav-items';
import { searchRoutes } from './quick-search-options';

/** Quick access: type part of a page title, pick it, go there. */
export function QuickSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const candidates = useMemo(
    () => quickAccessRoutes().map((def) => ({ title: t(routeTitleKey(def.name)), path: pathTo(locale, def.name) })),
    [t, locale],
  );
  const options = searchRoutes(candidates, text, PAGE_SIZES.autocomplete).map((c) => ({
    value: c.path,
    label: c.title,
  }));

  return (
    <AutoComplete
      className={className}
      value={text}
      options={options}
      showSearch={{ filterOption: false }}
      onChange={(value: string) => setText(value)}
      onSelect={(path: string) => {
        setText('');
        void navigate(path);
      }}
      notFoundContent={text.trim() ? t('layout.search.empty') : null}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder={t('layout.search.placeholder')}
        aria-label={t('layout.search.placeholder')}
        allowClear
      />
    </AutoComplete>
  );
}
