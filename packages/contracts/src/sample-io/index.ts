export * from './sample-sheet-columns';
export * from './sample-sheet-validate';
export * from './sample-io-errors';
export * from './express';
export * from './sample-io-api';
export * from './booking';
export * from './customers';
export * from './return-address';
