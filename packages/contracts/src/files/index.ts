export * from './file-kind';
export * from './file-uuid';
export * from './file-type';
export * from './data-table-columns';
export * from './transfer-methods';
export * from './api';
export * from './file-detail';
export * from './transfers';
