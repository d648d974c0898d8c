export * from './project-rules';
export * from './project-api';
export * from './evaluation-rules';
export * from './evaluation-api';
