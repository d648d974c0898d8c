export * from './compute-job-status';
export * from './workflow-api';
