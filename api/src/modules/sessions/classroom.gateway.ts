import type { CommandAckData, CommandPayload } from '@lantern/shared/realtime/commands';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Command } from '../../platform/realtime/command.decorator.js';
import type { LanternSocket } from '../../platform/realtime/lantern-socket.js';
import { ClassroomMessages } from './classroom-messages.service.js';
import { MessageExtrasService } from './message-extras.js';
import { SessionObservers } from './session-observers.js';
import { Whiteboards } from './whiteboards.js';

/** The classroom's socket commands; the dispatcher has checked the role and the payload. */
@Injectable()
export class ClassroomGateway {
  constructor(
    @Inject(ClassroomMessages) private readonly messages: ClassroomMessages,
    @Inject(MessageExtrasService) private readonly extras: MessageExtrasService,
    @Inject(Whiteboards) private readonly whiteboards: Whiteboards,
    @Inject(SessionObservers) private readonly observers: SessionObservers,
  ) {}

  @Command('classroom.message.send')
  send(
    auth: AuthContext,
    payload: CommandPayload<'classroom.message.send'>,
    socket: LanternSocket,
  ): Promise<CommandAckData<'classroom.message.send'>> {
    return this.messages.send(auth, payload, socket.id);
  }

  @Command('classroom.typing.set')
  async typing(
    auth: AuthContext,
    payload: CommandPayload<'classroom.typing.set'>,
  ): Promise<CommandAckData<'classroom.typing.set'>> {
    await this.messages.setTyping(auth, payload);
    return {};
  }

  @Command('classroom.reaction.set')
  async react(
    auth: AuthContext,
    payload: CommandPayload<'classroom.reaction.set'>,
  ): Promise<CommandAckData<'classroom.reaction.set'>> {
    return { reactions: await this.extras.react(auth, payload) };
  }

  @Command('classroom.whiteboard.draw')
  draw(
    auth: AuthContext,
    payload: CommandPayload<'classroom.whiteboard.draw'>,
  ): Promise<CommandAckData<'classroom.whiteboard.draw'>> {
    return this.whiteboards.draw(auth, payload);
  }

  @Command('classroom.whiteboard.clear')
  clear(
    auth: AuthContext,
    payload: CommandPayload<'classroom.whiteboard.clear'>,
  ): Promise<CommandAckData<'classroom.whiteboard.clear'>> {
    return this.whiteboards.clear(auth, payload);
  }

  @Command('classroom.messages.mark-read')
  markRead(
    auth: AuthContext,
    payload: CommandPayload<'classroom.messages.mark-read'>,
  ): Promise<CommandAckData<'classroom.messages.mark-read'>> {
    return this.messages.markRead(auth, payload);
  }

  @Command('classroom.observation.start')
  observe(
    auth: AuthContext,
    payload: CommandPayload<'classroom.observation.start'>,
    socket: LanternSocket,
  ): Promise<CommandAckData<'classroom.observation.start'>> {
    return this.observers.start(auth, payload.session_id, socket);
  }

  @Command('classroom.observation.stop')
  stopObserving(
    _auth: AuthContext,
    payload: CommandPayload<'classroom.observation.stop'>,
    socket: LanternSocket,
  ): Promise<CommandAckData<'classroom.observation.stop'>> {
    return this.observers.stop(payload.session_id, socket);
  }

  @Command('classroom.observers.read')
  readObservers(
    auth: AuthContext,
    payload: CommandPayload<'classroom.observers.read'>,
  ): Promise<CommandAckData<'classroom.observers.read'>> {
    return this.observers.observers(auth, payload.session_id);
  }
}
