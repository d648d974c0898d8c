import { useEffect } from 'react';
import { App } from 'antd';
import { serverErrorNotice } from '../server-error-notice';

/** Hands the themed, localized notification API of antd's App to the app's error handler. */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => serverErrorNotice.register(notification), [notification]);
  return null;
}
