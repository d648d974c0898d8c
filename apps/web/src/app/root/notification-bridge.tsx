import { useEffect } from 'react';
import { serverErrorNotice } from '../server-error-notice';
import { useFeedback } from './deferred-app';

/** Hands the themed, localized notification API of antd's App to the app's error handler. */
export function NotificationBridge() {
  const { notification } = useFeedback();
  useEffect(() => serverErrorNotice.register(notification), [notification]);
  return null;
}
