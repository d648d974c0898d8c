import { useState } from 'react';
import Input from 'antd/es/input/Input';
import { useOnDemand } from './on-demand';
import { useQuickSearchInputProps } from './quick-search-input';

const importMenu = () => import('./quick-search-menu').then((m) => m.QuickSearchMenu);

/**
 * Quick access: type part of a page title, pick it, go there. The box is a plain input until it is first hovered or
 * focused; then the suggestions (antd AutoComplete, about 25 KB compressed) are fetched and take its place, keeping
 * what was typed meanwhile and the focus (issue 13 item 8: the console's first load under 250 KB).
 */
export function QuickSearch({ className }: { className?: string }) {
  const inputProps = useQuickSearchInputProps();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [Menu, loadMenu] = useOnDemand(importMenu);

  if (Menu) return <Menu className={className} text={text} onTextChange={setText} focused={focused} />;
  return (
    <Input
      {...inputProps}
      className={className}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onMouseEnter={loadMenu}
      onFocus={() => {
        setFocused(true);
        loadMenu();
      }}
      onBlur={() => setFocused(false)}
    />
  );
}
