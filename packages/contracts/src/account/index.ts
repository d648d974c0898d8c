export * from './wechat';
export * from './wechat-registration';
