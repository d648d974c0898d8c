import { useEffect, useMemo, useRef } from 'react';
import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TFunction } from '../../../shared/i18n/translator';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { DASHBOARD_JOB_DAYS, DASHBOARD_STORAGE_DAYS, JOB_OUTCOMES, type DashboardResponse } from '@biocloud/contracts';
import { formatBytes } from '../../../shared/format/bytes';

// Only the two chart types shown: this module is a lazy chunk of its own, loaded after the dashboard's figures.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const OUTCOME_COLORS = { finished: '#52c41a', failed: '#ff4d4f', killed: '#8c8c8c', active: '#1677ff' } as const;

/** One ECharts canvas that follows its box's width (a phone is 390 px wide). */
function Chart({ option, testId }: { option: echarts.EChartsCoreOption; testId: string }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, null, { renderer: 'canvas' });
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={element} className="activity-chart" data-testid={testId} />;
}

/** The caller's jobs per day by outcome (both kinds) and their storage per day. */
export default function ActivityCharts({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation();
  // Made again only when the figures or the language change: a new option re-draws the chart.
  const jobs = useMemo(() => jobsOption(data, t), [data, t]);
  const storage = useMemo(() => storageOption(data, t), [data, t]);
  return (
    <div className="activity-charts">
      <div>
        <Typography.Text strong>{t('dashboard.chart.jobsTitle', { days: DASHBOARD_JOB_DAYS })}</Typography.Text>
        <Chart option={jobs} testId="jobs-chart" />
      </div>
      <div>
        <Typography.Text strong>{t('dashboard.chart.storageTitle', { days: DASHBOARD_STORAGE_DAYS })}</Typography.Text>
        <Chart option={storage} testId="storage-chart" />
      </div>
    </div>
  );
}

function jobsOption(data: DashboardResponse, t: TFunction): echarts.EChartsCoreOption {
  const days = data.jobsByDay.map((d) => d.day.slice(5));
  return {
    tooltip: { trigger: 'axis' },
    // One line that pages on a phone instead of wrapping over the axis labels.
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 32, right: 8, top: 8, bottom: 48 },
    xAxis: { type: 'category', data: days },
    yAxis: { type: 'value', minInterval: 1 },
    series: JOB_OUTCOMES.map((outcome) => ({
      name: t(`dashboard.figures.outcome.${outcome}`),
      type: 'bar',
      stack: 'jobs',
      itemStyle: { color: OUTCOME_COLORS[outcome] },
      data: data.jobsByDay.map((d) => d.counts[outcome]),
    })),
  };
}

function storageOption(data: DashboardResponse, t: TFunction): echarts.EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => formatBytes(Number(value)) },
    grid: { left: 64, right: 16, top: 8, bottom: 24 },
    xAxis: { type: 'category', data: data.storageByDay.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => formatBytes(value) } },
    series: [
      {
        name: t('dashboard.chart.storageAxis'),
        type: 'line',
        areaStyle: {},
        data: data.storageByDay.map((d) => d.usedBytes),
      },
    ],
  };
}
