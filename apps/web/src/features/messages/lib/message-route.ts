import type { Locale, MessageLink } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';

/** The page a message is about: its compute job, task job, project or sample. */
export function messageLinkPath(locale: Locale, link: MessageLink): string {
  switch (link.target) {
    case 'computeJob':
      return pathTo(locale, 'myjob-compute-detail', { id: link.id });
    case 'taskJob':
      return pathTo(locale, 'myjob-task-detail', { jobId: link.id });
    case 'project':
      return pathTo(locale, 'project-detail', { id: link.id, name: link.name || link.id });
    case 'sample':
      return pathTo(locale, 'mysample-sampleDetail', { id: link.id });
  }
}

/** The detail page of a message (spec 001 message/detail has no id in its path: it is in the query). */
export function messageDetailPath(locale: Locale, id: string): string {
  return `${pathTo(locale, 'message-detail')}?${new URLSearchParams({ id }).toString()}`;
}
