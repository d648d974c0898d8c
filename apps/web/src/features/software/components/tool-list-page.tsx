import { useState } from 'react';
import { Button, Card, Empty, Input, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useSoftwareList, type SoftwareListFilter } from '../api/list-software';
import { toolDetailPath } from '../../../shared/tool-route';
import { DRAWING_TYPE_ID, drawingToolsMatching } from '../lib/drawing-tools';
import { DrawingToolCard } from './drawing-tool-card';
import { HotTools } from './hot-tools';
import { ToolCard } from './tool-card';
import '../software.css';

/** The search and type live in the address (spec 000 §7: softTypeId, searchParam), so a list can be shared. */
function filterOf(params: URLSearchParams): SoftwareListFilter {
  return { softTypeId: params.get('softTypeId') ?? '', searchParam: params.get('searchParam') ?? '' };
}

/** Tool list (spec 000 §2): search, type select, hot list, and every tool with its availability and share popup. */
export function ToolListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [search, setSearch] = useState(filter.searchParam);
  const list = useSoftwareList(locale, filter);
  const drawingsFound = drawingToolsMatching(filter.searchParam, (type) => t(`drawing.types.${type}.description`));
  const drawingOnly = filter.softTypeId === DRAWING_TYPE_ID;
  // The server knows no drawing type: its list is for the other types only.
  const tools = drawingOnly ? [] : (list.data?.softwareList ?? []);
  const drawings = filter.softTypeId === '' || drawingOnly ? drawingsFound : [];
  const types = list.data?.softTypes ?? [];

  const apply = (next: Partial<SoftwareListFilter>) => {
    const merged = { ...filter, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value.trim() !== '')), { replace: true });
  };
  const showAll = () => {
    setSearch('');
    apply({ searchParam: '', softTypeId: '' });
  };
  const categoryName = (id: string) => types.find((type) => type.softTypeId === id)?.name ?? id;

  let content;
  if (list.isPending) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (list.isError && !list.data) {
    content = (
      <LoadFailed
        title={t('software.list.errorTitle')}
        error={list.error}
        retryText={t('software.list.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (tools.length + drawings.length === 0) {
    content = (
      <Empty description={t('software.list.empty')}>
        <Button onClick={showAll}>{t('software.list.showAll')}</Button>
      </Empty>
    );
  } else {
    content = (
      <div className="tool-grid" data-testid="tool-grid">
        {tools.map((tool) => (
          <ToolCard
            key={tool.softwareId}
            tool={tool}
            href={toolDetailPath(locale, tool)}
            categoryName={categoryName(tool.category)}
          />
        ))}
        {drawings.map((drawType) => (
          <DrawingToolCard key={drawType} drawType={drawType} />
        ))}
      </div>
    );
  }

  return (
    <Card className="page-card tools-page" variant="borderless">
      <div className="tools-toolbar">
        <Input.Search
          className="tools-search"
          value={search}
          allowClear
          placeholder={t('software.list.searchPlaceholder')}
          aria-label={t('software.list.search')}
          enterButton={t('software.list.search')}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => apply({ searchParam: value })}
        />
        <Select
          className="tools-type"
          value={filter.softTypeId}
          aria-label={t('software.list.typeLabel')}
          options={[
            { value: '', label: t('software.list.allTypes') },
            ...types.map((type) => ({
              value: type.softTypeId,
              label: t('software.list.typeOption', { name: type.name, count: type.count }),
            })),
            {
              value: DRAWING_TYPE_ID,
              label: t('software.list.typeOption', {
                name: t('software.list.drawingType'),
                count: drawingsFound.length,
              }),
            },
          ]}
          onChange={(value) => apply({ softTypeId: value })}
        />
        {list.data && (
          <Typography.Text type="secondary" className="tools-count" data-testid="tools-count">
            {t('software.list.count', { count: tools.length + drawings.length })}
          </Typography.Text>
        )}
      </div>
      <HotTools />
      {content}
    </Card>
  );
}
