import { routes } from '@lantern/shared/contracts/routes';
import type {
  CreateHandoff,
  MessagesQuery,
  RequestSession,
  SessionFeedback,
  SessionsQuery,
  TransferSession,
} from '@lantern/shared/contracts/sessions';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { SessionMoves } from './session-moves.service.js';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsController {
  constructor(
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(SessionMoves) private readonly moves: SessionMoves,
  ) {}

  @Endpoint(routes.requestSession)
  request(@Auth() auth: AuthContext, @ValidBody() body: RequestSession) {
    return this.sessions.request(auth, body);
  }

  @Endpoint(routes.sessions)
  list(@Auth() auth: AuthContext, @ValidQuery() query: SessionsQuery) {
    return this.sessions.list(auth, query.scope, query.page);
  }

  @Endpoint(routes.session)
  one(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.sessions.view(auth, id);
  }

  @Endpoint(routes.sessionMessages)
  messages(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: MessagesQuery) {
    return this.sessions.messages(auth, id, query.after_seq);
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
}
