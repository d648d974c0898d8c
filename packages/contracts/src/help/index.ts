export * from './suggestions';
export * from './help-pages';
