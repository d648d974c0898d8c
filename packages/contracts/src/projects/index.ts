export * from './project-rules';
export * from './project-api';
