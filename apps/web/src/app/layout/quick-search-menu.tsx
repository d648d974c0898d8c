import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Input, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE_SIZES } from '@biocloud/contracts';
import { useLocale } from '../../shared/i18n/use-locale';
import { quickAccessCandidates } from './quick-access';
import { searchRoutes } from './quick-search-options';
import { useQuickSearchInputProps } from './quick-search-input';

export interface QuickSearchMenuProps {
  className?: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The stand-in box had the focus: take it over, caret at the end, suggestions open for what was typed. */
  focused: boolean;
}

/** The quick search's suggestions (antd AutoComplete), loaded when the search box is first focused. */
export function QuickSearchMenu({ className, text, onTextChange, focused }: QuickSearchMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const inputProps = useQuickSearchInputProps();
  const inputRef = useRef<InputRef>(null);
  const [focusedAtMount] = useState(focused);

  useEffect(() => {
    if (focusedAtMount) inputRef.current?.focus({ cursor: 'end' });
  }, [focusedAtMount]);

  const candidates = useMemo(() => quickAccessCandidates(locale, (key) => t(key)), [t, locale]);
  const options = searchRoutes(candidates, text, PAGE_SIZES.autocomplete).map((c) => ({
    value: c.path,
    label: c.title,
  }));

  return (
    <AutoComplete
      className={className}
      value={text}
      options={options}
      defaultOpen={focusedAtMount && text.trim() !== ''}
      showSearch={{ filterOption: false }}
      onChange={(value: string) => onTextChange(value)}
      onSelect={(path: string) => {
        onTextChange('');
        void navigate(path);
      }}
      notFoundContent={text.trim() ? t('layout.search.empty') : null}
    >
      <Input ref={inputRef} {...inputProps} />
    </AutoComplete>
  );
}
