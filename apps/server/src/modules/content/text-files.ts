// The catalogues and their lookup live in packages/texts, shared with the web's fallback bundle (and, for the lookup,
// with the HTTP error handler, which sits below the modules).
export { lookupText, readTextFiles, TEXTS_DIR, type TextBundles } from '@biocloud/texts';
