import { cloneElement, useEffect, useRef, useState, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import type { DropdownProps } from 'antd';
import { useOnDemand } from './on-demand';

const importDropdown = () => import('antd/es/dropdown').then((m) => m.default);

type TriggerElement = ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;

/**
 * antd's Dropdown on click, fetched on the first hover, focus or click of its button (issue 13 item 8: the menu
 * code, about 10 KB compressed, stays off the console's first load). A click that came before the code opens the
 * menu once it is there, and the button keeps the keyboard focus across the swap.
 */
export function OnDemandDropdown({
  menu,
  rootClassName,
  children,
}: {
  menu: DropdownProps['menu'];
  /** Class of the popup (a panel look, say). */
  rootClassName?: string;
  children: TriggerElement;
}) {
  const [Dropdown, load] = useOnDemand(importDropdown);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const trigger = useRef<HTMLElement>(null);

  useEffect(() => {
    if (Dropdown && focused) trigger.current?.focus();
  }, [Dropdown, focused]);

  if (Dropdown) {
    return (
      <Dropdown trigger={['click']} menu={menu} open={open} onOpenChange={setOpen} rootClassName={rootClassName}>
        {cloneElement(children, { ref: trigger })}
      </Dropdown>
    );
  }
  return cloneElement(children, {
    onMouseEnter: load,
    onFocus: () => {
      setFocused(true);
      load();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setOpen(true);
      load();
    },
  });
}
