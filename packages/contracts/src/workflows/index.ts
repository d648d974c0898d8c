export * from './workflow-api';
