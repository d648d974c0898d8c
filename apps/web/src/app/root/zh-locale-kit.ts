import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

export { default as antdZhCN } from 'antd/es/locale/zh_CN';

export const setDayjsLocale = (name: string) => dayjs.locale(name);
