export * from './sample-status';
export * from './sample-rules';
export * from './sample-sheet';
export * from './sample-api';
