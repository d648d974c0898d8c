import { z } from 'zod';
import { LAB_ADDRESS_FIELDS, type LabAddress, type LabAddressField, type Locale } from '@biocloud/contracts';

/*
 * The lab's sample receiving address shown in the send instructions, as instance configuration: SAMPLE_LAB_<FIELD>
 * in Chinese and SAMPLE_LAB_<FIELD>_EN in English. An English value left unset falls back to the Chinese one the
 * operator gave (an address is better shown untranslated than as the default's), and only then to the default.
 */

const DEFAULT_PHONE = '+86 755 0000 0000';

/** The built-in address, a placeholder an operator replaces. */
export const DEFAULT_SAMPLE_LAB: Record<Locale, LabAddress> = {
  zh: {
    name: '测序服务中心',
    address: '中国深圳市科技园路 88 号 2 栋 301 室，邮编 518000',
    recipient: '样本接收组',
    phone: DEFAULT_PHONE,
    hours: '周一至周五 9:00–17:30（北京时间）',
  },
  en: {
    name: 'Sequencing Service Centre',
    address: 'Room 301, Building 2, 88 Science Park Road, Shenzhen 518000, China',
    recipient: 'Sample reception',
    phone: DEFAULT_PHONE,
    hours: 'Monday to Friday, 9:00–17:30 (China time)',
  },
};

const text = z.string().trim().min(1).max(500).optional();

/** The env vars, spread into the config's schema (the phone is the same in both languages). */
export const sampleLabEnv = {
  SAMPLE_LAB_NAME: text,
  SAMPLE_LAB_NAME_EN: text,
  SAMPLE_LAB_ADDRESS: text,
  SAMPLE_LAB_ADDRESS_EN: text,
  SAMPLE_LAB_RECIPIENT: text,
  SAMPLE_LAB_RECIPIENT_EN: text,
  SAMPLE_LAB_PHONE: text,
  SAMPLE_LAB_HOURS: text,
  SAMPLE_LAB_HOURS_EN: text,
};

type SampleLabEnv = { [K in keyof typeof sampleLabEnv]?: string | undefined };

export function sampleLab(env: SampleLabEnv): Record<Locale, LabAddress> {
  const zh = {
    name: env.SAMPLE_LAB_NAME,
    address: env.SAMPLE_LAB_ADDRESS,
    recipient: env.SAMPLE_LAB_RECIPIENT,
    phone: env.SAMPLE_LAB_PHONE,
    hours: env.SAMPLE_LAB_HOURS,
  };
  const en = {
    name: env.SAMPLE_LAB_NAME_EN ?? zh.name,
    address: env.SAMPLE_LAB_ADDRESS_EN ?? zh.address,
    recipient: env.SAMPLE_LAB_RECIPIENT_EN ?? zh.recipient,
    phone: zh.phone,
    hours: env.SAMPLE_LAB_HOURS_EN ?? zh.hours,
  };
  const withDefaults = (given: Record<LabAddressField, string | undefined>, fallback: LabAddress) =>
    Object.fromEntries(LAB_ADDRESS_FIELDS.map((field) => [field, given[field] ?? fallback[field]])) as LabAddress;
  return { zh: withDefaults(zh, DEFAULT_SAMPLE_LAB.zh), en: withDefaults(en, DEFAULT_SAMPLE_LAB.en) };
}
