export * from './compute-job-status';
export * from './task-job-status';
export * from './job-actions';
