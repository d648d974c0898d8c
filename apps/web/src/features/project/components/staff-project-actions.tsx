import { useState } from 'react';
import { CloudUploadOutlined, FileAddOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProjectDetailResponse } from '@biocloud/contracts';
import { AttachReportDialog } from './attach-report-dialog';
import { DeliverDialog } from './deliver-dialog';
import { MembersDialog } from './members-dialog';

type Dialog = 'members' | 'deliver' | 'report' | null;

/** The staff's tools in a project's header: members, delivering data, attaching a report. */
export function StaffProjectActions({ project }: { project: ProjectDetailResponse }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Space wrap>
        <Button icon={<TeamOutlined />} onClick={() => setDialog('members')} data-testid="staff-members">
          {t('project.staff.members')}
        </Button>
        <Button icon={<CloudUploadOutlined />} onClick={() => setDialog('deliver')} data-testid="staff-deliver">
          {t('project.staff.deliver')}
        </Button>
        <Button icon={<FileAddOutlined />} onClick={() => setDialog('report')} data-testid="staff-report">
          {t('project.staff.report')}
        </Button>
      </Space>
      {dialog === 'members' && <MembersDialog project={project} onClose={close} />}
      {dialog === 'deliver' && <DeliverDialog projectBaseId={project.projectBaseId} onClose={close} />}
      {dialog === 'report' && (
        <AttachReportDialog projectBaseId={project.projectBaseId} initialFlag="report" onClose={close} />
      )}
    </>
  );
}
