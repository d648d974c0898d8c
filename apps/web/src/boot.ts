import { startEarlyTexts } from './boot/start-early-texts';

/*
 * The first script of the page (its own entry, put first by build/boot-entry-plugin.ts): a few hundred bytes that
 * run while the app's scripts are still on their way, and start the request the first render waits for, the texts of
 * the locale when none are cached (walkthrough L8).
 */
let storage: Pick<Storage, 'getItem'> | undefined;
try {
  storage = window.localStorage;
} catch {
  // Storage can be blocked by privacy settings; the texts are then fetched on each visit.
}
startEarlyTexts(window.location.pathname, storage);
