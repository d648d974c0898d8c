import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from '@biocloud/contracts';
import type * as ZhLocaleKit from './zh-locale-kit';

let zhKit: Promise<typeof ZhLocaleKit> | undefined;

/**
 * Sets what follows the locale besides the texts (dayjs's global locale) and answers antd's locale. English is the
 * default of both and loads nothing; the Chinese parts come with the first zh page, so an English first load
 * fetches neither them nor dayjs (issue 13 item 8). dayjs is set back to English only if it was switched before.
 */
export async function applyLocale(locale: Locale): Promise<AntdLocale> {
  if (locale === 'zh') {
    const kit = await (zhKit ??= import('./zh-locale-kit'));
    kit.setDayjsLocale('zh-cn');
    return kit.antdZhCN;
  }
  if (zhKit) (await zhKit).setDayjsLocale('en');
  return enUS;
}
