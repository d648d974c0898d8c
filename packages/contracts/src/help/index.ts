export * from './suggestions';
