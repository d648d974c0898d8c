import { expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { filesKeys } from './files-keys';
import { refreshFiles } from './refresh-files';

/** A folder just opened: its first list load read the folder (empty) and its answer is still on the way. */
it('rereads a folder whose first load was read before an upload landed in it', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let names: string[] = [];
  const pending: (() => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: [...filesKeys.lists, 'en', 'folder-1'],
    queryFn: ({ signal }) => {
      const read = [...names];
      return new Promise<string[]>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        pending.push(() => resolve(read));
      });
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  names = ['reads.fa'];

  const refreshed = refreshFiles(queryClient, filesKeys.lists, filesKeys.folders);
  let done = false;
  void refreshed.finally(() => (done = true));
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (pending.length > 0) pending.shift()!();
  }

  expect(observer.getCurrentResult().data).toEqual(['reads.fa']);
  unsubscribe();
});
