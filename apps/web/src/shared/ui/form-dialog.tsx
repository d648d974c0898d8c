import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from '../i18n/use-translation';

interface FormDialogProps<V> {
  /** The form's name: the dialog's OK button submits it, so Enter in a field and OK do the same. */
  name: string;
  form: FormInstance<V>;
  title: string;
  okText: string;
  /** The save is under way: OK shows it and cannot be pressed again. */
  pending: boolean;
  initialValues: FormProps<V>['initialValues'];
  onFinish: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding one vertical form (create, edit, save as): OK submits it, Cancel closes, nothing kept when shut. */
export function FormDialog<V>({
  name,
  form,
  title,
  okText,
  pending,
  initialValues,
  onFinish,
  onClose,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: name, loading: pending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<V> name={name} form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}
