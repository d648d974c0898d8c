export * from './dashboard-api';
