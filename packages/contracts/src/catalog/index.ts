export * from './tool-manifest';
export * from './tool-manifest-schema';
export * from './app-manifest';
export * from './tool-values';
export * from './software-ids';
export * from './software-api';
export { anchoredPattern } from './manifest-rules';
export * from './tool-developer';
