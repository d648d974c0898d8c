export * from './job-actions';
