/**
 * Material version of the content configuration the web app asks for. A module without zod: the web's entry chunk
 * reads it, and importing content.ts would put zod's schema code on every first load.
 */
export const CONTENT_VERSION = '4.2.1';
