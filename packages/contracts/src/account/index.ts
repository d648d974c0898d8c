export * from './wechat';
export * from './wechat-registration';
export * from './quick-login';
export * from './password-rules';
export * from './account-links';
export * from './profile';
export * from './security';
export * from './phone';
