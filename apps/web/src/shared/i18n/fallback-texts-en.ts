/** The bundled en texts, a chunk of their own (fallback-texts.ts). */
export { EN_TEXTS } from '@biocloud/texts/bundled-en';
