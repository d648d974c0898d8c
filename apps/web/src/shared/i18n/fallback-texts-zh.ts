/** The bundled zh texts, a chunk of their own (fallback-texts.ts). */
export { ZH_TEXTS } from '@biocloud/texts/bundled-zh';
