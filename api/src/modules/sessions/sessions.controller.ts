import { routes } from '@lantern/shared/contracts/routes';
import { attachmentFieldsSchema } from '@lantern/shared/contracts/sessions';
import type {
  BookmarksQuery,
  CreateHandoff,
  CreateSharedSession,
  MessageMediaQuery,
  MessagesQuery,
  RequestSession,
  SessionFeedback,
  SessionsQuery,
  TransferSession,
} from '@lantern/shared/contracts/sessions';
import type { StudentPageQuery, TranscriptQuery } from '@lantern/shared/contracts/session-records';
import { CHAT_ATTACHMENT_LIMITS } from '@lantern/shared/domain/files/multipart-limits';
import { Controller, Inject, Param, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { ValidationFailed } from '../../platform/http/app-error.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { toValidationIssues } from '../../platform/http/zod-issues.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { multipartOptions, UploadBounds } from '../files/multipart-bounds.js';
import { ClassroomMessages } from './classroom-messages.service.js';
import { MessageExtrasService } from './message-extras.js';
import { SharedSessions } from './shared-sessions.js';
import { SessionTranscripts } from './session-transcripts.js';
import { Whiteboards } from './whiteboards.js';
import { SessionMoves } from './session-moves.service.js';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsController {
  constructor(
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(SessionMoves) private readonly moves: SessionMoves,
    @Inject(ClassroomMessages) private readonly classroom: ClassroomMessages,
    @Inject(MessageExtrasService) private readonly extras: MessageExtrasService,
    @Inject(Whiteboards) private readonly whiteboards: Whiteboards,
    @Inject(SharedSessions) private readonly shared: SharedSessions,
    @Inject(SessionTranscripts) private readonly transcripts: SessionTranscripts,
  ) {}

  @Endpoint(routes.subjectAvailability)
  subjectAvailability(@Param('id') id: number) {
    return this.sessions.subjectAvailability(id);
  }

  @Endpoint(routes.requestSession)
  request(@Auth() auth: AuthContext, @ValidBody() body: RequestSession) {
    return this.sessions.request(auth, body);
  }

  @Endpoint(routes.sessions)
  list(@Auth() auth: AuthContext, @ValidQuery() query: SessionsQuery) {
    return this.sessions.list(auth, query.scope, query.page);
  }

  @Endpoint(routes.studentSessions)
  ofStudent(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: StudentPageQuery) {
    return this.sessions.ofStudent(auth, id, query.page);
  }

  @Endpoint(routes.session)
  one(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.sessions.view(auth, id);
  }

  @Endpoint(routes.sessionMessages)
  messages(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: MessagesQuery) {
    return this.extras.messages(auth, id, query.after_seq);
  }

  @Endpoint(routes.bookmarkMessage)
  bookmark(@Auth() auth: AuthContext, @Param('id') id: number, @Param('messageId') messageId: number) {
    return this.extras.bookmark(auth, id, messageId, true);
  }

  @Endpoint(routes.unbookmarkMessage)
  unbookmark(@Auth() auth: AuthContext, @Param('id') id: number, @Param('messageId') messageId: number) {
    return this.extras.bookmark(auth, id, messageId, false);
  }

  @Endpoint(routes.whiteboard)
  whiteboard(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.whiteboards.recording(auth, id);
  }

  @Endpoint(routes.sessionTranscript)
  transcript(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: TranscriptQuery) {
    return this.transcripts.read(auth, id, query.after_seq);
  }

  @Endpoint(routes.createSharedSession)
  share(@Auth() auth: AuthContext, @ValidBody() body: CreateSharedSession) {
    return this.shared.share(auth, body.session_id);
  }

  @Endpoint(routes.sharedSession)
  sharedSession(@Param('key') key: string) {
    return this.shared.read(key);
  }

  @Endpoint(routes.bookmarks)
  bookmarks(@Auth() auth: AuthContext, @ValidQuery() query: BookmarksQuery) {
    return this.extras.bookmarks(auth, query);
  }

  @Endpoint(routes.endSession)
  end(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.sessions.end(auth, id);
  }

  @Endpoint(routes.handoffTutors)
  handoffTutors(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.moves.handoffTutors(auth, id);
  }

  @Endpoint(routes.createHandoff)
  handoff(@Auth() auth: AuthContext, @ValidBody() body: CreateHandoff) {
    return this.moves.handoff(auth, body);
  }

  @Endpoint(routes.transferSession)
  transfer(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: TransferSession) {
    return this.moves.transfer(auth, id, body);
  }

  @Endpoint(routes.sessionFeedback)
  feedback(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: SessionFeedback) {
    return this.moves.feedback(auth, id, body);
  }

  @Endpoint(routes.sendAttachment)
  @RateLimit('upload')
  // One file, held in memory up to the largest upload allowed; a bigger one, or a body past the
  // route's limits, is a 413 before it is read.
  @UseInterceptors(
    UploadBounds(CHAT_ATTACHMENT_LIMITS),
    FileInterceptor('file', multipartOptions(CHAT_ATTACHMENT_LIMITS)),
  )
  attachment(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Req() request: Request,
    @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined,
  ) {
    const fields = attachmentFieldsSchema.safeParse(request.body ?? {});
    if (!fields.success) throw new ValidationFailed(toValidationIssues(fields.error));
    if (!file)
      throw new ValidationFailed([
        { field: 'file', rule: 'required', message: 'file: choose a file to send' },
      ]);
    return this.classroom.sendAttachment(auth, id, fields.data.client_id, {
      bytes: file.buffer,
      name: file.originalname,
      voiceNote: fields.data.voice_note,
    });
  }

  @Endpoint(routes.messageMedia)
  async media(
    @Param('id') id: number,
    @Param('messageId') messageId: number,
    @ValidQuery() query: MessageMediaQuery,
    @Res() response: Response,
  ) {
    const file = await this.classroom.media(id, messageId, query);
    response.status(200).type(file.mime).set('Cache-Control', 'private, max-age=3600');
    // Images show in the chat; documents download under the sender's (cleaned) name.
    if (!file.inline) response.attachment(file.fileName);
    response.send(file.bytes);
  }
}
