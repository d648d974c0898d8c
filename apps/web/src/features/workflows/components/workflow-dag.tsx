import { Empty } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ELLIPSIS, TASK_JOB_STATUS_TEXT_KEYS, type TaskJobStatus, type WorkflowStep } from '@biocloud/contracts';
import { formatBytes } from '../../../shared/format/bytes';
import { formatDuration } from '../../../shared/format/duration';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DEFAULT_DAG_GEOMETRY, layoutDag } from '../lib/dag-layout';

/** Colours of a step's status (antd's palette: success, processing, error, warning, and greys). */
const STATUS_COLORS: Record<TaskJobStatus | 'pending', string> = {
  success: '#52c41a',
  running: '#1677ff',
  error: '#ff4d4f',
  killed: '#8c8c8c',
  stop: '#faad14',
  wait: '#bfbfbf',
  pending: '#d9d9d9',
};

/** Characters of a step's label that fit the box at its font size. */
const LABEL_MAX_CHARS = 24;
const cut = (text: string) => (text.length > LABEL_MAX_CHARS ? text.slice(0, LABEL_MAX_CHARS - 1) + ELLIPSIS : text);

/**
 * The steps of a compute job as a DAG (columns by depth, as lib/dag-layout.ts places them), each with its status,
 * run time, CPU time and peak memory. Steps whose task does not exist yet (inputs not ready) are drawn dashed.
 */
export function WorkflowDag({ steps }: { steps: readonly WorkflowStep[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (steps.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compute.dag.empty')} />;

  const { nodeWidth, nodeHeight } = DEFAULT_DAG_GEOMETRY;
  const layout = layoutDag(steps);
  const byKey = new Map(steps.map((s) => [s.key, s]));

  return (
    <div className="compute-dag" data-testid="compute-dag">
      <svg
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-label={t('compute.dag.title')}
      >
        <defs>
          <marker id="dag-arrow" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="8" markerHeight="8" orient="auto">
            <path d="M0,0 L8,4 L0,8 z" fill="#8c8c8c" />
          </marker>
        </defs>
        {layout.edges.map((edge) => (
          <path
            key={`${edge.from}->${edge.to}`}
            d={edge.path}
            fill="none"
            stroke="#bfbfbf"
            strokeWidth={1.5}
            markerEnd="url(#dag-arrow)"
          />
        ))}
        {layout.nodes.map((node) => {
          const step = byKey.get(node.key);
          if (!step) return null;
          const state = step.status ?? 'pending';
          const color = STATUS_COLORS[state];
          // A scattered run says which sample it works on ("Quantification · ctrl_1"); without one, its number.
          const label = step.sample
            ? t('compute.dag.sampleLabel', { label: step.label[locale], sample: step.sample })
            : step.shard === null
              ? step.label[locale]
              : `${step.label[locale]} #${step.shard + 1}`;
          const statusText = step.status ? t(TASK_JOB_STATUS_TEXT_KEYS[step.status]) : t('compute.dag.pending');
          const cpu = step.cpuSeconds === null ? null : (Math.round(step.cpuSeconds * 10) / 10).toString();
          const usage =
            cpu === null
              ? t('compute.dag.time', { time: formatDuration(step.needTime) })
              : t('compute.dag.timeCpu', { time: formatDuration(step.needTime), cpu });
          const memory = step.peakMemoryKb === null ? null : formatBytes(step.peakMemoryKb * 1024);
          return (
            <g
              key={node.key}
              transform={`translate(${node.x},${node.y})`}
              data-testid="dag-step"
              data-step={step.key}
              data-sample={step.sample ?? undefined}
              data-status={state}
            >
              <title>{t('compute.dag.stepTitle', { label, tool: step.toolId })}</title>
              <rect
                width={nodeWidth}
                height={nodeHeight}
                rx={8}
                fill="#fff"
                stroke={color}
                strokeWidth={state === 'running' ? 2.5 : 1.5}
                strokeDasharray={step.status === null ? '5 4' : undefined}
              />
              <rect width={6} height={nodeHeight} rx={3} fill={color} />
              <text x={16} y={22} className="compute-dag-label">
                {cut(label)}
              </text>
              <text x={16} y={41} className="compute-dag-status" fill={color}>
                {statusText}
              </text>
              <text x={16} y={58} className="compute-dag-meta">
                {usage}
              </text>
              {memory !== null && (
                <text x={16} y={74} className="compute-dag-meta">
                  {t('compute.dag.memory', { memory })}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
