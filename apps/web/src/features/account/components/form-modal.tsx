import { useState, type ReactNode } from 'react';
import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showSubmitError } from '../../../shared/api/field-errors';

interface FormModalProps<T> {
  form: FormInstance<T>;
  /** The form's name (field ids: `<name>_<field>`). */
  name: string;
  title: string;
  okText: string;
  /** Sends the values: resolves once done, rejects with the server's refusal. */
  submit: (values: T) => Promise<unknown>;
  /** Refusal codes shown beside a field (PASSWORD_WRONG: 'password') instead of above the buttons. */
  fieldOfCode?: Partial<Record<string, string>>;
  onDone?: () => void;
  onClose: () => void;
  /** Shown instead of the form once it is there (what was done, and what comes next). */
  done?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a dialog, as the security section's (password, e-mail, phone) are: the submit button inside the form, the
 * server's refusal beside its field or above the buttons, the button busy meanwhile.
 */
export function FormModal<T>(props: FormModalProps<T>) {
  const { form, submit, fieldOfCode, onDone, onClose } = props;
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onFinish = async (values: T) => {
    setFailure(null);
    setPending(true);
    try {
      await submit(values);
      onDone?.();
    } catch (error) {
      setFailure(showSubmitError(form, t, error, fieldOfCode));
    } finally {
      setPending(false);
    }
  };

  if (props.done) {
    return (
      <Modal open footer={null} onCancel={onClose} title={props.title}>
        {props.done}
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={t('userinfo.profile.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: pending }}
      onCancel={onClose}
      modalRender={(node) => (
        <Form<T> form={form} name={props.name} layout="vertical" onFinish={(values) => void onFinish(values)}>
          {node}
        </Form>
      )}
    >
      {props.children}
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
