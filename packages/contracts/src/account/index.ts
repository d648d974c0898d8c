export * from './wechat';
export * from './wechat-registration';
export * from './quick-login';
