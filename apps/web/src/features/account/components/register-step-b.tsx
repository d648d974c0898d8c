import { Checkbox, Form, Input } from 'antd';
import { Trans } from '../../../shared/i18n/trans';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { CodeChannel, RegisterRequest } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { fieldRule } from '../lib/field-rule';
import { OrganizationInput } from './organization-input';

/** Step B: the person (name, organization, profession) and the agreement. */
export function RegisterStepB({ channel, withCode }: { channel: CodeChannel; withCode: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance<RegisterRequest>();
  const rule = (field: Parameters<typeof fieldRule>[3]) => [fieldRule(t, form, channel, field, withCode)];
  return (
    <>
      <Form.Item name="realName" label={t('user.register.realName')} rules={rule('realName')} required>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="company" label={t('user.register.company')} rules={rule('company')} required>
        <OrganizationInput field="company" placeholder={t('user.register.companyPlaceholder')} />
      </Form.Item>
      <Form.Item name="college" label={t('user.register.college')} rules={rule('college')}>
        <OrganizationInput field="college" placeholder={t('user.register.collegePlaceholder')} />
      </Form.Item>
      <Form.Item name="professional" label={t('user.register.professional')} rules={rule('professional')}>
        <Input placeholder={t('user.register.professionalPlaceholder')} />
      </Form.Item>
      <Form.Item name="agreement" valuePropName="checked" rules={rule('agreement')}>
        <Checkbox>
          <Trans
            t={t}
            i18nKey="user.register.agreement"
            components={{ link: <Link to={pathTo(locale, 'user-agreement')} target="_blank" /> }}
          />
        </Checkbox>
      </Form.Item>
    </>
  );
}
