import { Card, Col, Row, Typography } from 'antd';
import {
  AreaChartOutlined,
  BarChartOutlined,
  BoxPlotOutlined,
  DotChartOutlined,
  FundOutlined,
  HeatMapOutlined,
  PieChartOutlined,
  AppstoreOutlined,
  LineChartOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { DRAW_TYPES, type DrawType } from '@biocloud/charts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { drawToolPath } from '../lib/draw-routes';
import '../drawing.css';

const ICONS: Record<DrawType, ReactNode> = {
  boxplot: <BoxPlotOutlined />,
  columnarMap: <BarChartOutlined />,
  columnar: <FundOutlined />,
  pieChart: <PieChartOutlined />,
  scatter: <DotChartOutlined />,
  area: <AreaChartOutlined />,
  pointplot: <LineChartOutlined />,
  heatmap: <HeatMapOutlined />,
  venn: <AppstoreOutlined />,
};

/** software/tools/drawtool: one card per drawing tool. */
export function DrawtoolPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <div className="drawtool-page">
      <Typography.Title level={3}>{t('drawing.list.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('drawing.list.description')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {DRAW_TYPES.map((drawType) => (
          <Col key={drawType} xs={24} sm={12} lg={8}>
            <Card
              hoverable
              onClick={() => void navigate(drawToolPath(locale, drawType))}
              data-testid={`drawtool-${drawType}`}
            >
              <Card.Meta
                avatar={<span className="drawtool-icon">{ICONS[drawType]}</span>}
                title={t(`drawing.types.${drawType}.name`)}
                description={t(`drawing.types.${drawType}.description`)}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
