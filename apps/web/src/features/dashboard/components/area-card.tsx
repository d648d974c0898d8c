import type { ReactNode } from 'react';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';

interface AreaCardProps {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
}

export function AreaCard({ to, icon, title, description }: AreaCardProps) {
  return (
    <Link to={to} className="area-card-link">
      <Card hoverable className="area-card">
        <div className="area-card-head">
          <span className="area-card-icon">{icon}</span>
          <Typography.Text strong className="area-card-title">
            {title}
          </Typography.Text>
          <ArrowRightOutlined className="area-card-arrow" />
        </div>
        <Typography.Paragraph type="secondary" className="area-card-description">
          {description}
        </Typography.Paragraph>
      </Card>
    </Link>
  );
}
