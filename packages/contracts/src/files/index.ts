export * from './file-kind';
