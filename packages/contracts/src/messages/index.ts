export * from './message-api';
export * from './announcement-api';
