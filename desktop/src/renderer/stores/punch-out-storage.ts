import { keysToClearOnPunchOut } from '@lantern/shared/domain/shifts/punch-button';

/** The part of a Web Storage the punch-out clearing reads and writes. */
export type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** This window's storages: local and session (absent outside a browser, as in unit tests). */
export function windowStorages(): KeyedStorage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

/** Removes the stored keys the spec's punch out clears (those starting with `hiddenMessage`). */
export function clearPunchOutKeys(storages: readonly KeyedStorage[]): void {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keysToClearOnPunchOut(keys)) storage.removeItem(key);
  }
}
