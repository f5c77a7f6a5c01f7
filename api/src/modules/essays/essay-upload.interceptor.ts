import { ErrorCode } from '@lantern/shared/contracts/errors';
import { formatMegabytes } from '@lantern/shared/domain/files/chat-uploads';
import {
  ESSAY_FILE_MAX_BYTES,
  ESSAY_MAX_FILES,
  ESSAY_MAX_INSTRUCTION_FILES,
} from '@lantern/shared/domain/essays/essay-upload';
import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { AppError } from '../../platform/http/app-error.js';

/**
 * Multer stops reading at a file past the size limit or a file beyond a field's count and throws
 * Nest's bare 413 or 400; the upload screen needs the catalogue's code and the limits to show.
 * Declared before the file interceptor, so it sees what that one throws.
 */
@Injectable()
export class EssayUploadErrors implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        // Nest keeps multer's own error, with its code and field, as the cause.
        const cause = (error as { cause?: { code?: string; field?: string } }).cause;
        const field = cause?.field ?? null;
        if (error instanceof PayloadTooLargeException)
          throw new AppError(
            413,
            ErrorCode.uploadTooLarge,
            `A file is too large: each can be at most ${formatMegabytes(ESSAY_FILE_MAX_BYTES)}`,
            { field, max_bytes: ESSAY_FILE_MAX_BYTES },
          );
        if (error instanceof BadRequestException && cause?.code === 'LIMIT_UNEXPECTED_FILE')
          throw new AppError(
            400,
            ErrorCode.uploadTooManyFiles,
            `Send at most ${ESSAY_MAX_FILES} files of your work (field files) and ${ESSAY_MAX_INSTRUCTION_FILES} of your teacher's instructions (field teacher_instruction_files)`,
            { field, max_files: ESSAY_MAX_FILES, max_instruction_files: ESSAY_MAX_INSTRUCTION_FILES },
          );
        throw error;
      }),
    );
  }
}
