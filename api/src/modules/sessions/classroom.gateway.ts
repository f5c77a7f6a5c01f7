import type { CommandAckData, CommandPayload } from '@lantern/shared/realtime/commands';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Command } from '../../platform/realtime/command.decorator.js';
import type { LanternSocket } from '../../platform/realtime/lantern-socket.js';
import { ClassroomMessages } from './classroom-messages.service.js';
import { MessageExtrasService } from './message-extras.js';
import { Whiteboards } from './whiteboards.js';

/** The classroom's socket commands; the dispatcher has checked the role and the payload. */
@Injectable()
export class ClassroomGateway {
  constructor(
    @Inject(ClassroomMessages) private readonly messages: ClassroomMessages,
    @Inject(MessageExtrasService) private readonly extras: MessageExtrasService,
    @Inject(Whiteboards) private readonly whiteboards: Whiteboards,
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
}
