export * from './chart-error-codes';
