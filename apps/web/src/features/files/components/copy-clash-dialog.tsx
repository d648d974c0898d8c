import { useState } from 'react';
import { Button, List, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CopyClash, DataFile } from '@biocloud/contracts';
import { CLASH_CHOICES, chooseForAll, initialChoices, targetRepeatedUuids, type ClashChoice } from '../lib/copy-clash';
import { FileIcon } from './file-icon';

interface CopyClashDialogProps {
  clashes: readonly CopyClash[];
  /** The files being copied, for their icons. */
  sources: readonly DataFile[];
  busy: boolean;
  onCancel: () => void;
  /** The uuids of the files in the target folder to replace. */
  onConfirm: (targetRepeatedUuids: string[]) => void;
}

/** Per file: keep both (the copy gets a free name) or replace the file already in the target folder. */
export function CopyClashDialog({ clashes, sources, busy, onCancel, onConfirm }: CopyClashDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<string, ClashChoice>>(() => initialChoices(clashes));
  const options = CLASH_CHOICES.map((choice) => ({ value: choice, label: t(`files.clash.${choice}`) }));

  return (
    <Modal
      open
      title={t('files.clash.title')}
      okText={t('files.clash.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => onConfirm(targetRepeatedUuids(clashes, choices))}
      onCancel={onCancel}
      destroyOnHidden
      width={620}
    >
      <Typography.Paragraph>{t('files.clash.description', { count: clashes.length })}</Typography.Paragraph>
      <Space className="clash-all">
        <Typography.Text type="secondary">{t('files.clash.forAll')}</Typography.Text>
        {CLASH_CHOICES.map((choice) => (
          <Button key={choice} size="small" onClick={() => setChoices(chooseForAll(clashes, choice))}>
            {t(`files.clash.${choice}`)}
          </Button>
        ))}
      </Space>
      <List
        className="clash-list"
        size="small"
        dataSource={[...clashes]}
        rowKey="sourceFileUuid"
        renderItem={(clash) => (
          <List.Item
            data-testid="clash-item"
            actions={[
              <Radio.Group
                key="choice"
                optionType="button"
                size="small"
                options={options}
                value={choices[clash.sourceFileUuid]}
                onChange={(event) =>
                  setChoices((current) => ({ ...current, [clash.sourceFileUuid]: event.target.value as ClashChoice }))
                }
              />,
            ]}
          >
            <span className="file-name-cell">
              <FileIcon
                file={sources.find((f) => f.fileUuid === clash.sourceFileUuid) ?? { name: clash.name, type: '' }}
              />
              <span className="file-name">{clash.name}</span>
            </span>
          </List.Item>
        )}
      />
    </Modal>
  );
}
