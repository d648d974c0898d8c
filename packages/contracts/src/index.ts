export * from './locale';
export * from './session';
export * from './api/error';
export * from './api/auth';
export * from './api/content';
