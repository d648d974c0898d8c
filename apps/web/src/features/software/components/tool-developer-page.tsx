import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { toolDetailPath } from '../../../shared/tool-route';
import { LinkButton } from '../../../shared/ui/link-button';
import { useSoftware } from '../api/get-software';
import { toolDeveloperQueryOptions } from '../api/get-tool-developer';
import '../../../shared/ui/detail-page.css';
import '../software.css';

/**
 * software/tools/detail/developer/:id (issue 27 item 4): the tool's technical page, for users who want to know what
 * exactly runs or to reproduce it by hand: the argv template, the programs with the versions this server found,
 * the limits of a job, and the cases on upstream public data the tool is checked against, with their commands.
 */
export function ToolDeveloperPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const tool = useSoftware(locale, id);
  const developer = useQuery(toolDeveloperQueryOptions(id));

  if (developer.isPending || tool.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (developer.isError || tool.isError || !('form' in tool.data)) {
    return (
      <Card className="page-card" variant="borderless">
        <Result
          status="warning"
          title={t('software.developer.notFound')}
          subTitle={errorText(t, developer.error ?? tool.error)}
          extra={
            <LinkButton type="primary" to={pathTo(locale, 'software-tools-list')}>
              {t('software.detail.back')}
            </LinkButton>
          }
        />
      </Card>
    );
  }
  const info = developer.data;
  return (
    <div className="detail-page tool-developer" data-testid="tool-developer">
      <Card variant="borderless" className="tool-detail-head">
        <LinkButton
          to={toolDetailPath(locale, tool.data)}
          type="link"
          icon={<ArrowLeftOutlined />}
          className="detail-back"
        >
          {t('software.developer.backToTool')}
        </LinkButton>
        <Typography.Title level={3} className="detail-title">
          {t('software.developer.title', { name: tool.data.softName })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('software.developer.intro')}</Typography.Paragraph>
      </Card>
      <Card title={t('software.developer.command')}>
        <Typography.Paragraph type="secondary">{t('software.developer.commandHint')}</Typography.Paragraph>
        <pre className="tool-developer-code" data-testid="developer-command">
          {info.command.join('\n')}
        </pre>
      </Card>
      <Card title={t('software.developer.programs')}>
        <Table
          rowKey="binary"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={info.requires}
          columns={[
            { title: t('software.developer.program'), dataIndex: 'binary' },
            { title: t('software.developer.minVersion'), dataIndex: 'minVersion' },
            {
              title: t('software.developer.installed'),
              dataIndex: 'installed',
              render: (installed: string | null) =>
                installed ? <Tag color="green">{installed}</Tag> : <Tag>{t('software.developer.notFoundHere')}</Tag>,
            },
          ]}
        />
        <Descriptions
          className="tool-developer-limits"
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'cpus', label: t('software.developer.cpus'), children: info.resources.cpus },
            {
              key: 'memory',
              label: t('software.developer.memory'),
              children: t('software.developer.memoryMb', { mb: info.resources.memoryMb }),
            },
            {
              key: 'time',
              label: t('software.developer.timeLimit'),
              children: t('software.developer.hours', {
                count: Math.round(info.resources.timeLimitSeconds / 360) / 10,
              }),
            },
          ]}
        />
      </Card>
      <Card title={t('software.developer.cases')}>
        <Typography.Paragraph type="secondary">{t('software.developer.casesHint')}</Typography.Paragraph>
        {info.cases.length === 0 && <Typography.Text>{t('software.developer.noCases')}</Typography.Text>}
        {info.cases.map((c) => (
          <div key={c.name} className="tool-developer-case" data-testid="developer-case">
            <Typography.Title level={5}>{c.name}</Typography.Title>
            <Typography.Text type="secondary">
              {Object.entries(c.inputs)
                .map(([name, files]) => `${name}: ${files.join(', ')}`)
                .join(' · ')}
            </Typography.Text>
            <pre className="tool-developer-code">{c.byHand}</pre>
          </div>
        ))}
      </Card>
    </div>
  );
}
