import { once } from 'node:events';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { Inject, Injectable } from '@nestjs/common';
import { create as contentDisposition } from 'content-disposition';
import type { Response } from 'express';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { FileNotFound, FileStorage } from '../files/file-storage.js';
import { type ExportFile, PrivacyExportQuery } from './privacy-export.query.js';

/** An export past these is refused before anything is sent: a request has a bound like any upload. */
export const EXPORT_MAX_FILES = 5000;
export const EXPORT_MAX_BYTES = 2 * 1024 ** 3;

/** Names inside the archive: no folders of their own, no `..`, nothing a zip tool would misread. */
const safe = (path: string) =>
  path
    .split('/')
    .map((part) => part.replaceAll(/[\\:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+/, '_'))
    .join('/');

/**
 * A student's data export: one ZIP with `records.json` (every record Lantern holds about them) and
 * their files under `files/`, written to the response as it is made, one file in memory at a time,
 * waiting for the client to take each part (backpressure).
 */
@Injectable()
export class PrivacyExport {
  constructor(
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(PrivacyExportQuery) private readonly query: PrivacyExportQuery,
  ) {}

  async send(auth: AuthContext, studentId: number, response: Response): Promise<void> {
    await this.access.requireAccess(auth, 'privacy.export.download', studentId);
    const records = await this.query.records(studentId);
    const files = await this.query.files(studentId);
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    if (files.length > EXPORT_MAX_FILES || bytes > EXPORT_MAX_BYTES)
      throw new AppError(
        422,
        ErrorCode.conflict,
        `This student's files (${files.length}, ${Math.round(bytes / 1024 ** 2)} MB) pass the export's bounds (${EXPORT_MAX_FILES} files, ${EXPORT_MAX_BYTES / 1024 ** 3} GB)`,
      );
    await this.audit.recordNowFor(auth, 'privacy.export.downloaded', {
      student_id: studentId,
      files: files.length,
    });
    response
      .status(200)
      .type('application/zip')
      .set('Cache-Control', 'private, no-store')
      .set('Content-Disposition', contentDisposition(`lantern-student-${studentId}.zip`));
    await this.write(response, records, files);
  }

  private async write(response: Response, records: object, files: ExportFile[]): Promise<void> {
    const pending: Uint8Array[] = [];
    let finished = false;
    let failed: Error | null = null;
    const zip = new Zip((error, chunk, final) => {
      if (error) failed = error;
      else pending.push(chunk);
      if (final) finished = true;
    });
    const drain = async () => {
      while (pending.length) if (!response.write(pending.shift()!)) await once(response, 'drain');
      if (failed) throw failed;
    };
    const add = async (name: string, bytes: Uint8Array, compress: boolean) => {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
      await drain();
    };
    const missing: string[] = [];
    await add('records.json', Buffer.from(JSON.stringify(records, null, 2)), true);
    for (const file of files) {
      if (response.destroyed) return;
      try {
        // Pictures, recordings and PDFs are compressed already: stored as they are.
        await add(`files/${safe(file.path)}`, await this.storage.get(file.key), false);
      } catch (error) {
        if (!(error instanceof FileNotFound)) throw error;
        missing.push(file.path);
      }
    }
    if (missing.length) await add('files-missing.json', Buffer.from(JSON.stringify(missing, null, 2)), true);
    zip.end();
    await drain();
    if (!finished) throw new Error('The export archive did not finish');
    response.end();
  }
}
