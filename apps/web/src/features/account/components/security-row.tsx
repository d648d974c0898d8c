import type { ReactNode } from 'react';

interface SecurityRowProps {
  icon: ReactNode;
  title: ReactNode;
  /** The current state (the address, the masked phone, ...) and what the row is for. */
  description: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** One row of the security section; the WeChat binding row (issue 15 item 5) is one of these too. */
export function SecurityRow({ icon, title, description, actions, testId }: SecurityRowProps) {
  return (
    <div className="security-row" data-testid={testId}>
      <span className="security-row-icon">{icon}</span>
      <div className="security-row-text">
        <strong>{title}</strong>
        <div className="security-row-description">{description}</div>
      </div>
      <div className="security-row-actions">{actions}</div>
    </div>
  );
}
