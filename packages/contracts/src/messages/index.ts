export * from './message-api';
