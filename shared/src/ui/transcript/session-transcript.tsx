import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptMessage } from '../../contracts/session-records.js';
import type { OpenTranscript, TranscriptsStore } from '../../state/transcripts-store.js';
import { PendingState } from '../states.js';
import { MathText } from '../math/math-text.js';
import { useSubjectName } from '../subject-name.js';
import { WhiteboardReplay } from '../whiteboard/whiteboard-replay.js';
import './session-transcript.css';

export interface SessionTranscriptProps {
  sessionId: number;
  store: Pick<TranscriptsStore, 'get' | 'open' | 'more'>;
  /** Who reads: their own messages read "You". */
  viewerId: number | null;
  /** Each app draws a picture, file or voice note its own way (the web's lightbox, the console's link). */
  renderMedia(message: TranscriptMessage, senderName: string): ReactNode;
  /** Where the reader goes back to their list of past sessions. */
  back: ReactNode;
  /** Instants as the app shows them (the console in the tutor's own timezone). */
  format: TranscriptTimeFormat;
}

export interface TranscriptTimeFormat {
  time(seconds: number): string;
  dateTime(seconds: number): string;
  iso(seconds: number): string;
}

/**
 * A past session read back, read-only, for the student (web) and the tutor (console) alike: who
 * and what it was about, the conversation a page at a time, and its whiteboard played back. Its
 * words are `transcript.*` in `common` (the signed-in part, `common-pages`).
 */
export const SessionTranscript = observer(function SessionTranscript({
  sessionId,
  store,
  viewerId,
  renderMedia,
  back,
  format,
}: SessionTranscriptProps) {
  const { t } = useTranslation('common');
  const opened = store.get(sessionId);

  if (!opened || opened.status !== 'loaded' || !opened.session)
    return (
      <div className="lt-transcript lt-transcript--pending">
        {back}
        {opened?.problem === 'not_found' || opened?.problem === 'held' ? (
          <section className="lt-transcript__missing" role="alert">
            <h1>{t(`transcript.${opened.problem === 'held' ? 'heldTitle' : 'notFoundTitle'}`)}</h1>
            <p>{t(`transcript.${opened.problem === 'held' ? 'heldText' : 'notFoundText'}`)}</p>
          </section>
        ) : (
          <PendingState
            failed={opened?.status === 'error'}
            onRetry={() => void store.open(sessionId, true)}
            loadingLabel={t('transcript.loading')}
            errorTitle={t('transcript.failed')}
          />
        )}
      </div>
    );
  return (
    <Transcript
      opened={opened}
      viewerId={viewerId}
      renderMedia={renderMedia}
      back={back}
      format={format}
      onMore={() => void store.more(sessionId)}
    />
  );
});

interface TranscriptBodyProps extends Pick<
  SessionTranscriptProps,
  'viewerId' | 'renderMedia' | 'back' | 'format'
> {
  opened: OpenTranscript;
  onMore(): void;
}

const Transcript = observer(function Transcript({
  opened,
  viewerId,
  renderMedia,
  back,
  format,
  onMore,
}: TranscriptBodyProps) {
  const { t } = useTranslation('common');
  const subjectName = useSubjectName();
  const session = opened.session!;
  const name = (message: TranscriptMessage) =>
    message.sender === null
      ? ''
      : message.sender.id === viewerId
        ? t('transcript.you')
        : `${message.sender.first_name} ${message.sender.last_name.charAt(0)}.`.trim();
  const tutors = [...session.former_tutors, ...(session.tutor ? [session.tutor] : [])]
    .map((tutor) => tutor.first_name)
    .join(', ');

  return (
    <article className="lt-transcript">
      {back}
      <header className="lt-transcript__header">
        <p className="lt-transcript__eyebrow">{t('transcript.eyebrow')}</p>
        <h1>{t('transcript.heading', { subject: subjectName(session.subject) })}</h1>
        <p className="lt-transcript__meta">
          {t('transcript.between', {
            student: session.student.first_name,
            tutor: tutors || t('transcript.noTutor'),
          })}
          {' · '}
          <time dateTime={format.iso(session.requested_at)}>{format.dateTime(session.requested_at)}</time>
          {session.topic ? ` · ${session.topic.name}` : ''}
        </p>
        <p className="lt-alert lt-alert--info lt-transcript__note">{t('transcript.readOnly')}</p>
      </header>
      <div className="lt-transcript__body">
        <section className="lt-transcript__chat" aria-labelledby="lt-transcript-chat">
          <h2 id="lt-transcript-chat">{t('transcript.conversation')}</h2>
          <div className="lt-transcript__question">
            <p className="lt-transcript__label">{t('transcript.question')}</p>
            <p>
              <MathText text={session.question} />
            </p>
          </div>
          {opened.messages.length === 0 ? (
            <p className="lt-transcript__empty">{t('transcript.noMessages')}</p>
          ) : (
            <ol className="lt-transcript__messages">
              {opened.messages.map((message) =>
                message.sender === null ? (
                  <li key={message.id} className="lt-transcript__line">
                    {message.text}
                  </li>
                ) : (
                  <li
                    key={message.id}
                    className={`lt-transcript__message lt-transcript__message--${message.sender.id === viewerId ? 'own' : message.sender.role}`}
                  >
                    <p className="lt-transcript__who">
                      <strong>{name(message)}</strong>
                      <span className="lt-transcript__role">
                        {t(`transcript.roles.${message.sender.role}`)}
                      </span>
                      <time dateTime={format.iso(message.created_at)}>{format.time(message.created_at)}</time>
                    </p>
                    {message.media ? (
                      renderMedia(message, name(message))
                    ) : (
                      <p className="lt-transcript__text">
                        <MathText text={message.text} />
                      </p>
                    )}
                  </li>
                ),
              )}
            </ol>
          )}
          {opened.nextAfterSeq !== null ? (
            <div className="lt-transcript__more">
              {opened.more === 'error' ? (
                <p className="lt-alert lt-alert--error" role="alert">
                  {t('transcript.moreFailed')}
                </p>
              ) : null}
              <button
                type="button"
                className="lt-button lt-button--secondary"
                disabled={opened.more === 'loading'}
                onClick={onMore}
              >
                {opened.more === 'loading' ? t('transcript.moreLoading') : t('transcript.more')}
              </button>
            </div>
          ) : null}
        </section>
        <section className="lt-transcript__board" aria-labelledby="lt-transcript-board">
          <h2 id="lt-transcript-board">{t('transcript.board.heading')}</h2>
          <WhiteboardReplay strokes={opened.whiteboard} />
        </section>
      </div>
    </article>
  );
});
