export * from './job-actions';
export * from './job-names';
