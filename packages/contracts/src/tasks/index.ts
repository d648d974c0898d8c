export * from './task-job-status';
export * from './task-api';
