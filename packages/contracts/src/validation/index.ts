export * from './validation-result';
export * from './file-size-search';
export * from './file-names';
export * from './upload';
export * from './text-fields';
export * from './text-preview';
export * from './attributes';
export * from './project';
