import { useState } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Popover, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSaveHeaders } from '../api/save-headers';
import { useErrorMessage } from '../hooks/use-error-message';
import {
  defaultSelection,
  headIdsOf,
  initialSelection,
  REQUIRED_COLUMN,
  sameSelection,
  toggleColumn,
  type ColumnLists,
} from '../lib/column-chooser';

/** Which columns the table shows, saved for the user (POST /api/v1/files/headers). */
export function ColumnChooser({ lists }: { lists: ColumnLists }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveHeaders();
  const showError = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState(() => initialSelection(lists));
  const saved = initialSelection(lists);

  const onOpenChange = (next: boolean) => {
    // Each opening starts from what is saved.
    if (next) setSelection(initialSelection(lists));
    setOpen(next);
  };

  const onSave = () =>
    save.mutate(
      { headIds: headIdsOf(selection) },
      {
        onSuccess: () => {
          void message.success(t('files.columns.saved'));
          setOpen(false);
        },
        onError: showError,
      },
    );

  const content = (
    <div className="column-chooser" data-testid="column-chooser">
      <Typography.Text type="secondary">{t('files.columns.hint')}</Typography.Text>
      <div className="column-options">
        {lists.headList.map((column) => (
          <Checkbox
            key={column.headEn}
            checked={selection.includes(column.headEn)}
            disabled={column.headEn === REQUIRED_COLUMN}
            onChange={(event) =>
              setSelection((current) => toggleColumn(current, column.headEn, event.target.checked, lists.headList))
            }
          >
            {column.headName}
          </Checkbox>
        ))}
      </div>
      <div className="column-actions">
        <Button size="small" onClick={() => setSelection(defaultSelection(lists))}>
          {t('files.columns.reset')}
        </Button>
        <Button
          size="small"
          type="primary"
          loading={save.isPending}
          disabled={sameSelection(selection, saved)}
          onClick={onSave}
        >
          {t('files.columns.save')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title={t('files.columns.title')}
      content={content}
    >
      <Tooltip title={t('files.columns.title')} open={open ? false : undefined}>
        <Button icon={<SettingOutlined />} aria-label={t('files.columns.title')} />
      </Tooltip>
    </Popover>
  );
}
