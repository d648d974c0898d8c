import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorText } from '../../../shared/api/error-text';

interface DeleteConfirmButtonProps {
  /** The question, naming what goes. */
  confirm: string;
  /** Said once it is gone. */
  done: string;
  pending: boolean;
  /** Deletes, calling back as a mutation does. */
  onDelete: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  testId: string;
}

/** A row's delete: a red bin icon that asks first, then says what happened (a sample, a template). */
export function DeleteConfirmButton({ confirm, done, pending, onDelete, testId }: DeleteConfirmButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={confirm}
      okText={t('samples.list.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      onConfirm={() =>
        onDelete({
          onSuccess: () => void message.success(done),
          onError: (error) => void message.error(errorText(t, error)),
        })
      }
    >
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('samples.list.delete')}
        data-testid={testId}
      />
    </Popconfirm>
  );
}
