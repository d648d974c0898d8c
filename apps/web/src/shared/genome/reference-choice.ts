/*
 * The reference a user chose last, remembered in this browser per user, so the next file opens against it.
 */

const KEY_PREFIX = 'biocloud.genome.reference.';

export function rememberedReference(userId: string): string | null {
  try {
    return window.localStorage.getItem(KEY_PREFIX + userId);
  } catch {
    return null;
  }
}

export function rememberReference(userId: string, fileUuid: string): void {
  try {
    window.localStorage.setItem(KEY_PREFIX + userId, fileUuid);
  } catch {
    // Storage off (private mode, quota): the choice is simply not remembered.
  }
}
