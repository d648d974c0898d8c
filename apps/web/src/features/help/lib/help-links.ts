import type { Locale } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';

/** help-detail takes its page in the query (the spec's route has no parameter). */
export const helpDetailPath = (locale: Locale, id: string) =>
  `${pathTo(locale, 'help-detail')}?id=${encodeURIComponent(id)}`;
