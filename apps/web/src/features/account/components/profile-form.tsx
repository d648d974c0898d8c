import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PROFILE_SEXES, PROFILE_TEXT_LIMITS, type Profile, type ProfileUpdate } from '@biocloud/contracts';
import { useSaveProfile } from '../api/profile';
import { showSubmitError } from '../../../shared/api/field-errors';
import { PROFILE_TEXT_FIELDS } from './profile-fields';

const DATE_FORMAT = 'YYYY-MM-DD';

/** The profile's edit mode: the server checks every field again and answers per field (shown beside it). */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileUpdate>();
  const save = useSaveProfile();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = (values: ProfileUpdate) => {
    setFailure(null);
    save.mutate(values, { onSuccess: onDone, onError: (error) => setFailure(showSubmitError(form, t, error)) });
  };

  return (
    <Form<ProfileUpdate>
      form={form}
      name="profile"
      layout="vertical"
      initialValues={profile}
      onFinish={onFinish}
      className="userinfo-form"
    >
      <Form.Item
        name="realName"
        label={t('userinfo.fields.realName')}
        rules={[{ required: true, whitespace: true, message: t('errors.PROFILE_REAL_NAME_REQUIRED') }]}
      >
        <Input maxLength={PROFILE_TEXT_LIMITS.realName} autoComplete="name" />
      </Form.Item>
      <Form.Item name="sex" label={t('userinfo.fields.sex')}>
        <Radio.Group options={PROFILE_SEXES.map((sex) => ({ value: sex, label: t(`userinfo.sex.${sex}`) }))} />
      </Form.Item>
      <Form.Item
        name="birthday"
        label={t('userinfo.fields.birthday')}
        getValueProps={(value: string | null) => ({ value: value ? dayjs(value, DATE_FORMAT) : null })}
        normalize={(day: Dayjs | null) => (day ? day.format(DATE_FORMAT) : null)}
      >
        <DatePicker format={DATE_FORMAT} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
      </Form.Item>
      {PROFILE_TEXT_FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`userinfo.fields.${field}`)}>
          <Input maxLength={PROFILE_TEXT_LIMITS[field]} />
        </Form.Item>
      ))}
      {failure && <Alert className="userinfo-alert" type="error" showIcon title={failure} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('userinfo.profile.save')}
        </Button>
        <Button onClick={onDone}>{t('userinfo.profile.cancel')}</Button>
      </Space>
    </Form>
  );
}
