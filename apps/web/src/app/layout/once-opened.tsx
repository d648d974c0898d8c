import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a (lazily loaded) dialog from its first opening on and keeps it after, so the console's first load does
 * not carry the code of dialogs nobody opened (issue 13 item 8).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
