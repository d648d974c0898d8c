import { Spin } from 'antd';

/** Shown only on a first visit, while the texts of the locale are on their way (no text to show yet). */
export function TextsLoading() {
  return (
    <div className="texts-loading">
      <Spin size="large" />
    </div>
  );
}
