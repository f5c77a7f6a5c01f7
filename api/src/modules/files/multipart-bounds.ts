import type { Readable, Writable } from 'node:stream';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { formatMegabytes } from '@lantern/shared/domain/files/chat-uploads';
import { type MultipartLimits, multipartBodyMaxBytes } from '@lantern/shared/domain/files/multipart-limits';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface.js';
import type { Request, Response } from 'express';
import { Observable, race } from 'rxjs';
import { AppError } from '../../platform/http/app-error.js';

/** Which of a route's limits the request passed. */
type PassedLimit = 'body' | 'fields' | 'field_size' | 'files' | 'parts' | 'file_size';

/** Emitted on the request by the stream handler below, heard by UploadBounds. */
const LIMIT_PASSED = Symbol('multipart limit passed');

interface LimitPassed {
  limit: PassedLimit;
  field?: string;
}

/**
 * Multer's options for a route with these limits. Multer stops parsing at a limit but then reads
 * the rest of the body before it answers (so the client is not cut off mid-send): 600 MB of fields
 * were read in full before a 400. The stream handler counts the body's bytes and listens for
 * busboy's limit events, and tells UploadBounds at once, which answers and closes the connection.
 * File names are read as UTF-8, as browsers send them (multer's default is Latin-1).
 */
export function multipartOptions(limits: MultipartLimits): MulterOptions {
  const maxBytes = multipartBodyMaxBytes(limits);
  const options: MulterOptions & { streamHandler(request: Request, parser: Writable): void } = {
    defParamCharset: 'utf8',
    limits: {
      files: limits.files,
      fileSize: limits.fileSize,
      fields: limits.fields,
      fieldSize: limits.fieldSize,
      parts: limits.files + limits.fields,
    },
    streamHandler(request, parser) {
      let passed = false;
      const pass = (limit: PassedLimit, field?: string) => {
        if (passed) return;
        passed = true;
        request.off('data', count);
        request.unpipe(parser);
        request.pause();
        request.emit(LIMIT_PASSED, { limit, field } satisfies LimitPassed);
      };
      let seen = 0;
      const count = (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > maxBytes) pass('body');
      };
      request.on('data', count);
      parser.on('fieldsLimit', () => pass('fields'));
      parser.on('filesLimit', () => pass('files'));
      parser.on('partsLimit', () => pass('parts'));
      parser.on('field', (field: string, _value: string, info: { valueTruncated: boolean }) => {
        if (info.valueTruncated) pass('field_size', field);
      });
      parser.on('file', (field: string, stream: Readable) =>
        stream.on('limit', () => pass('file_size', field)),
      );
      request.pipe(parser);
    },
  };
  return options;
}

/**
 * The whole-request limits of a multipart route, declared before its file interceptor: a body
 * that says (Content-Length) or turns out to be larger than the route allows, or that passes a
 * count or a field's size, is answered 413 as soon as it is known, and the connection closed so
 * nothing more is read. A file over its size keeps the error multer gives, for the route's own
 * wording (EssayUploadErrors).
 */
export function UploadBounds(limits: MultipartLimits): Type<NestInterceptor> {
  const maxBytes = multipartBodyMaxBytes(limits);
  const refusal = (limit: PassedLimit, field: string | undefined): Error => {
    if (limit === 'file_size')
      return new PayloadTooLargeException('File too large', { cause: { code: 'LIMIT_FILE_SIZE', field } });
    const rule = {
      body: `the whole request can be at most ${formatMegabytes(maxBytes)}`,
      fields: `send at most ${limits.fields} text fields`,
      field_size: `${field ?? 'a field'} can be at most ${limits.fieldSize.toLocaleString('en')} bytes`,
      files: `send at most ${limits.files} files`,
      parts: `send at most ${limits.files + limits.fields} fields and files in all`,
    }[limit];
    return new AppError(413, ErrorCode.uploadRequestTooLarge, `This upload is too large: ${rule}`, {
      limit,
      field: field ?? null,
      max_bytes: maxBytes,
      max_files: limits.files,
      max_file_bytes: limits.fileSize,
      max_fields: limits.fields,
      max_field_bytes: limits.fieldSize,
    });
  };

  @Injectable()
  class Bounded implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const request = context.switchToHttp().getRequest<Request>();
      const response = context.switchToHttp().getResponse<Response>();
      // Answered with the body unread: closing the connection spares reading it.
      const refuse = (limit: PassedLimit, field?: string) => {
        response.setHeader('Connection', 'close');
        return refusal(limit, field);
      };
      if (Number(request.headers['content-length']) > maxBytes) throw refuse('body');
      const passed = new Observable<never>((subscriber) => {
        const listener = ({ limit, field }: LimitPassed) => subscriber.error(refuse(limit, field));
        request.once(LIMIT_PASSED, listener);
        return () => request.off(LIMIT_PASSED, listener);
      });
      return race(next.handle(), passed);
    }
  }
  return mixin(Bounded);
}
