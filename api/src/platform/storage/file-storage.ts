import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

export interface StoredFile {
  key: string;
  mime: string;
  size: number;
}

/** Where uploads live: local disk by default; an S3-compatible store implements the same shape. */
export abstract class FileStorage {
  abstract put(data: Buffer, allowedMimes: readonly string[]): Promise<StoredFile>;
  abstract get(key: string): Promise<Buffer>;
  abstract delete(key: string): Promise<void>;
}

export class UnsupportedFileType extends Error {}

/** Uploads are judged by their bytes, never their name or declared type. */
export async function sniffMime(data: Buffer, allowedMimes: readonly string[]): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !allowedMimes.includes(detected.mime)) {
    throw new UnsupportedFileType(
      `File content is ${detected?.mime ?? 'not a recognised type'}; allowed: ${allowedMimes.join(', ')}`,
    );
  }
  return detected.mime;
}

export class LocalDiskStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  private pathFor(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error('Invalid file key');
    return path;
  }

  async put(data: Buffer, allowedMimes: readonly string[]): Promise<StoredFile> {
    const mime = await sniffMime(data, allowedMimes);
    const key = join(randomUUID().slice(0, 2), randomUUID());
    const path = this.pathFor(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data, { flag: 'wx' });
    return { key, mime, size: data.length };
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.pathFor(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }
}
