import { lazy, Suspense, useMemo } from 'react';
import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  buildChartOption,
  isChartInputError,
  parseDrawingSpec,
  parseTable,
  type DrawType,
  type NamedTable,
} from '@biocloud/charts';
import type { TableFile } from '../api/get-table-file';
import { useElementWidth } from '../hooks/use-element-width';
import { fitWidth } from '../lib/fit-width';

// ECharts is large: it loads with the first preview, not with the page.
const EChartsView = lazy(() => import('./echarts-view'));

interface ChartPreviewProps {
  drawType: DrawType;
  files: readonly TableFile[];
  params: Record<string, unknown>;
}

type Preview =
  | { kind: 'option'; option: ReturnType<typeof buildChartOption>; width: number; height: number }
  | { kind: 'problem'; text: string }
  | { kind: 'empty' };

/**
 * The figure as the server will draw it: the same parser, params schema and chart builder (packages/charts), so a
 * problem (a text column chosen as values) shows here, in the same words, before anything is submitted.
 */
export function ChartPreview({ drawType, files, params }: ChartPreviewProps) {
  const { t } = useTranslation();
  const [container, containerWidth] = useElementWidth();
  const preview = useMemo((): Preview => {
    if (files.length === 0) return { kind: 'empty' };
    if (files.some((file) => file.text === null)) return { kind: 'problem', text: t('drawing.preview.tooLarge') };
    const parsed = parseDrawingSpec(drawType, params);
    if (!parsed.ok) return { kind: 'problem', text: t('drawing.preview.incomplete') };
    const { spec } = parsed;
    try {
      const tables: NamedTable[] = files.map((file) => ({
        name: file.name,
        table: parseTable(file.text ?? '', { header: spec.params.header }),
      }));
      const option = buildChartOption(spec, tables);
      return { kind: 'option', option, width: spec.params.width, height: spec.params.height };
    } catch (error) {
      if (isChartInputError(error)) return { kind: 'problem', text: t(`errors.${error.code}`, error.params) };
      throw error;
    }
  }, [drawType, files, params, t]);

  switch (preview.kind) {
    case 'empty':
      return <Empty description={t('drawing.preview.noFile')} />;
    case 'problem':
      return <Alert type="warning" showIcon title={preview.text} data-testid="preview-problem" />;
    case 'option': {
      // Drawn at the figure's size when the panel has room, else narrowed to the panel: nothing hides on the right.
      const width = fitWidth(preview.width, containerWidth);
      return (
        <div className="drawing-preview-scroll" ref={container}>
          <Suspense fallback={<Skeleton.Node active style={{ width, height: preview.height }} />}>
            <EChartsView option={preview.option} width={width} height={preview.height} />
          </Suspense>
        </div>
      );
    }
  }
}
