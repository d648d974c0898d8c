import { App, Form } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PhoneBindRequest } from '@biocloud/contracts';
import { useBindPhone } from '../api/phone';
import { CurrentPasswordItem } from './current-password-item';
import { FormModal } from './form-modal';
import { PhoneFields } from './phone-fields';

/** Bind or change the phone (spec 001 §7: areaCode, phone, phoneCode, password). */
export function PhoneBindDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PhoneBindRequest>();
  const bind = useBindPhone();

  return (
    <FormModal<PhoneBindRequest>
      form={form}
      name="phone-bind"
      title={t('userinfo.security.phone.dialog')}
      okText={t('userinfo.security.save')}
      submit={bind.mutateAsync}
      fieldOfCode={{ PASSWORD_WRONG: 'password', PHONE_TAKEN: 'phone', CODE_INVALID: 'phoneCode' }}
      onDone={() => {
        void message.success(t('userinfo.security.phone.done'));
        onClose();
      }}
      onClose={onClose}
    >
      <PhoneFields form={form} purpose="bindPhone" ns="userinfo.security.phone" />
      <CurrentPasswordItem />
    </FormModal>
  );
}
