export * from './compute-job-status';
export * from './task-job-status';
