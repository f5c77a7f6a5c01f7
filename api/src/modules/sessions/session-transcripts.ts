import type { SessionPerson } from '@lantern/shared/contracts/sessions';
import type { SessionTranscript, TranscriptSender } from '@lantern/shared/contracts/session-records';
import { TRANSCRIPT_PAGE_SIZE } from '@lantern/shared/domain/live-help/session-history';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AccessService } from '../access/access.service.js';
import { MediaLinks } from './media-links.js';
import { MessageExtrasService } from './message-extras.js';
import { SessionHistoryRepository } from './session-history.repository.js';
import { toMessageView } from './sessions.mapper.js';
import { SessionsRepository } from './sessions.repository.js';
import { Whiteboards } from './whiteboards.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null | undefined) => (date ? seconds(date) : null);
const AI_USER_TYPE = 3;

const person = (user: { id: number; firstName: string; lastName: string; userTypeId: number }) => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  user_type_id: user.userTypeId,
});

/**
 * A past session read back, read-only: its messages a page at a time with each sender named, the
 * media behind freshly signed links, and the whiteboard's recording for the replay. Its student,
 * every tutor who had it and the managers may read it; a quarantine closes it to all of them.
 */
@Injectable()
export class SessionTranscripts {
  constructor(
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(SessionHistoryRepository) private readonly history: SessionHistoryRepository,
    @Inject(MessageExtrasService) private readonly extras: MessageExtrasService,
    @Inject(MediaLinks) private readonly links: MediaLinks,
    @Inject(Whiteboards) private readonly whiteboards: Whiteboards,
  ) {}

  async read(auth: AuthContext, sessionId: number, afterSeq: number): Promise<SessionTranscript> {
    await this.access.requireAccess(auth, 'session.transcript.read', sessionId);
    const session = (await this.sessions.find(sessionId))!;
    // One more than a page says whether another follows without counting the rest.
    const [found, formerTutors, strokes] = await Promise.all([
      this.history.messagesAfter(sessionId, afterSeq, TRANSCRIPT_PAGE_SIZE + 1),
      this.history.formerTutors(sessionId),
      afterSeq === 0 ? this.whiteboards.strokes(sessionId) : Promise.resolve(null),
    ]);
    const page = found.slice(0, TRANSCRIPT_PAGE_SIZE);
    const student = person(session.student);
    const tutor = session.tutor ? person(session.tutor) : null;
    const senders = sendersOf(student, [...formerTutors, ...(tutor ? [tutor] : [])]);
    const extras = await this.extras.extrasFor(
      page.map((message) => Number(message.id)),
      auth.userId,
    );
    return {
      session: {
        id: session.id,
        status: session.status,
        chat_type: session.chatType,
        student,
        tutor,
        former_tutors: formerTutors,
        subject: { id: session.subject.id, name: session.subject.name },
        topic: session.topic ? { id: session.topic.id, name: session.topic.name } : null,
        question: session.question,
        requested_at: seconds(session.requestedAt),
        matched_at: secondsOrNull(session.matchedAt),
        ended_at: secondsOrNull(session.endedAt),
        ended_by: session.endedBy ?? null,
      },
      messages: page.map((message) => {
        const view = toMessageView(message, this.links, extras.get(Number(message.id)));
        return { ...view, sender: view.sender_id === null ? null : (senders.get(view.sender_id) ?? null) };
      }),
      next_after_seq: found.length > TRANSCRIPT_PAGE_SIZE ? page.at(-1)!.seq : null,
      whiteboard: strokes,
    };
  }
}

/** Everyone who could have written in the session, by id, as the transcript names them. */
function sendersOf(student: SessionPerson, tutors: readonly SessionPerson[]): Map<number, TranscriptSender> {
  const senders = new Map<number, TranscriptSender>();
  const add = (who: SessionPerson, role: TranscriptSender['role']) =>
    senders.set(who.id, { id: who.id, role, first_name: who.first_name, last_name: who.last_name });
  for (const tutor of tutors) add(tutor, tutor.user_type_id === AI_USER_TYPE ? 'ai' : 'tutor');
  add(student, 'student');
  return senders;
}
