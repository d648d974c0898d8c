/// <reference types="vite/client" />
import type { TextTree } from '@biocloud/contracts';
import { bundleTexts } from './text-bundles';

/** The en catalogue alone, so the web fetches one locale's chunk (a glob names its folder literally). */
const files = import.meta.glob<TextTree>('../en/*.json', { eager: true, import: 'default' });

export const EN_TEXTS: TextTree = bundleTexts(files).en;
