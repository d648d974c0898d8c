import { useState } from 'react';

function read(key: string, fallback: boolean): boolean {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

/** A boolean kept in this browser's storage, so a choice (widgets shown or hidden) survives reloads and new tabs. */
export function useRememberedFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const remember = (next: boolean) => {
    setValue(next);
    try {
      window.localStorage.setItem(key, String(next));
    } catch {
      // Storage refused (private mode, quota): the choice holds for this page only.
    }
  };
  return [value, remember];
}
