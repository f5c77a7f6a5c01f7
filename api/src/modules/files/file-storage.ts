/** A key that is not in the store. */
export class FileNotFound extends Error {
  constructor(readonly key: string) {
    super(`No stored file has the key ${key}`);
  }
}

/**
 * Where uploaded bytes live, by key. Local disk under DATA_DIR by default (LocalDiskStorage); an
 * S3-compatible store implements the same three calls. What may be stored is decided before this
 * (FilesService): storage only keeps bytes.
 */
export abstract class FileStorage {
  /** Keys are paths of letters, digits, `.`, `_` and `-` separated by `/`; never `..`. */
  abstract put(key: string, data: Buffer, mime: string): Promise<void>;
  /** Rejects with FileNotFound for a key that is not stored. */
  abstract get(key: string): Promise<Buffer>;
  /** Deleting a key that is not stored is not an error. */
  abstract delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses a key that could name something outside the store. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.') || key.length > 512)
    throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
}
