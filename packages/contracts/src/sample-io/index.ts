export * from './sample-sheet';
export * from './sample-sheet-validate';
export * from './sample-io-errors';
export * from './express';
