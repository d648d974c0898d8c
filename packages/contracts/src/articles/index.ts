export * from './article-api';
export * from './interpretation-api';
export * from './pubmed-api';
