import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Input, type InputRef } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, QUICK_SEARCH_KINDS } from '@biocloud/contracts';
import { useLocale } from '../../shared/i18n/use-locale';
import { helpDetailPath } from '../../features/help/lib/help-links';
import { quickAccessCandidates } from './quick-access';
import { searchRoutes } from './quick-search-options';
import { useQuickSearchInputProps } from './quick-search-input';
import { useHelpSearchHits } from './search-help';
import { ownRowPath, useOwnRowsSearch } from './search-own-rows';

export interface QuickSearchMenuProps {
  className?: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The stand-in box had the focus: take it over, caret at the end, suggestions open for what was typed. */
  focused: boolean;
}

/**
 * The quick search's suggestions (antd AutoComplete), loaded when the search box is first focused: the console's
 * pages (and page sections), the best help pages, and the user's own projects, files and jobs from the server.
 */
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
  const pages = searchRoutes(candidates, text, PAGE_SIZES.autocomplete).map((c) => ({ value: c.path, label: c.title }));
  const hits = useOwnRowsSearch(text);
  const helpHits = useHelpSearchHits(locale, text);
  // Pages first, then help pages, then the user's own rows grouped by kind (the server's order within each).
  const groups = [
    { key: 'pages', options: pages },
    {
      key: 'help',
      options: helpHits.map((hit) => ({
        value: helpDetailPath(locale, hit.id),
        label: <span className="quick-search-hit">{hit.title}</span>,
      })),
    },
    ...QUICK_SEARCH_KINDS.map((kind) => ({
      key: kind,
      options: hits
        .filter((hit) => hit.kind === kind)
        .map((hit) => ({
          value: ownRowPath(locale, hit),
          label: <span className="quick-search-hit">{hit.name}</span>,
        })),
    })),
  ];
  const options = groups
    .filter((group) => group.options.length > 0)
    .map((group) => ({ label: t(`layout.search.groups.${group.key}`), options: group.options }));

  return (
    <AutoComplete
      className={className}
      // On a phone the list takes the screen's width under the header, not the narrow box's (global.css).
      classNames={{ popup: { root: 'quick-search-popup' } }}
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
