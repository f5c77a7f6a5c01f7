import type { Pagination } from '@lantern/shared/contracts/envelope';
import type { SessionMessage, SessionView, StudentPastSession } from '@lantern/shared/contracts/sessions';
import { formatVoiceNoteDuration } from '@lantern/shared/domain/files/chat-uploads';
import type { Bookmark } from '@lantern/shared/state/bookmarks-store';
import type { LoadStatus } from '@lantern/shared/state/once-loader';
import { useChatText } from '@lantern/shared/ui/chat/chat-text';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { BookmarkToggle } from '@lantern/shared/ui/chat/message-reactions';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStores } from '../../../app/stores-context.js';
import { fullName } from './classroom-format.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

/**
 * The side panel's tabs that read the student's record from the API (Bookmarks, Sessions,
 * Assessments, Group Members) and the Assignment details of the chat on screen. Each record tab loads when it comes
 * into view; its page stays on screen while another loads.
 */

/** The messages of sessions with this student that the tutor bookmarked, each with its star. */
export const StudentBookmarks = observer(function StudentBookmarks({ session }: { session: SessionView }) {
  const { studentRecord } = useStores();
  const { t } = useTranslation('console');
  const bookmarks = studentRecord.bookmarksOf(session.student.id);
  const name = session.student.first_name;
  return (
    <RecordTab
      pages={bookmarks}
      loading={t('tutor.classroom.side.bookmarksLoading', { name })}
      failed={t('tutor.classroom.side.bookmarksFailed', { name })}
      empty={t('tutor.classroom.side.noBookmarks', { name })}
      count={(total) => t('tutor.classroom.side.bookmarksCount', { count: total })}
      pagesLabel={t('tutor.classroom.side.bookmarksPages')}
    >
      {bookmarks.items.map((bookmark) => (
        <BookmarkEntry key={bookmark.message.id} bookmark={bookmark} session={session} />
      ))}
    </RecordTab>
  );
});

const BookmarkEntry = observer(function BookmarkEntry({
  bookmark,
  session,
}: {
  bookmark: Bookmark;
  session: SessionView;
}) {
  const { classroom, studentRecord } = useStores();
  const { t } = useTranslation('console');
  const say = useChatText('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const bookmarks = studentRecord.bookmarksOf(session.student.id);
  const { message } = bookmark;
  const kept = message.bookmarked_at !== null;
  const who =
    message.sender_id === null
      ? t('tutor.classroom.side.bookmarkSystem')
      : message.sender_id === classroom.me
        ? t('tutor.classroom.chat.you')
        : message.sender_id === session.student.id
          ? session.student.first_name
          : t('tutor.classroom.chat.previousTutor');
  const media = message.media;
  const text = !media
    ? message.text
    : media.voice_note
      ? t('tutor.classroom.side.bookmarkVoiceNote', {
          duration: formatVoiceNoteDuration(media.voice_note.duration_seconds),
        })
      : t(
          media.media_type === 'image'
            ? 'tutor.classroom.side.bookmarkImage'
            : 'tutor.classroom.side.bookmarkFile',
          {
            name: media.file_name,
          },
        );
  return (
    <li className="classroom-past__item classroom-bookmark">
      <p className="classroom-past__when">
        {who} · <time dateTime={format.iso(message.created_at)}>{format.dateTime(message.created_at)}</time>
        {' · '}
        {subjectName(bookmark.session.subject)}
      </p>
      <p className={`classroom-past__question${kept ? '' : ' classroom-bookmark--removed'}`}>
        {media ? text : <MathText text={text} />}
      </p>
      <BookmarkToggle
        bookmarked={kept}
        saving={bookmarks.saving.has(message.id)}
        onChange={(on) => void bookmarks.setBookmark(message.session_id, message.id, on)}
        icon={<span aria-hidden="true">{kept ? '★' : '☆'}</span>}
        translate={say}
        labelled
      />
      {bookmarks.failedMessage === message.id ? (
        <p className="classroom-record__problem" role="alert">
          {say('bookmark.failed')}
        </p>
      ) : null}
    </li>
  );
});

export const StudentSessions = observer(function StudentSessions({ session }: { session: SessionView }) {
  const { studentRecord } = useStores();
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const pages = studentRecord.sessionsOf(session.student.id);
  const name = session.student.first_name;
  return (
    <RecordTab
      pages={pages}
      loading={t('tutor.classroom.side.sessionsLoading', { name })}
      failed={t('tutor.classroom.side.sessionsFailed', { name })}
      empty={t('tutor.classroom.side.noSessions', { name })}
      count={(total) => t('tutor.classroom.side.sessionsCount', { count: total })}
      pagesLabel={t('tutor.classroom.side.sessionsPages')}
    >
      {(pages.result?.data ?? []).map((past) => (
        <li key={past.id} className="classroom-past__item">
          <p className="classroom-past__when">
            {past.ended_at !== null ? (
              <time dateTime={format.iso(past.ended_at)}>{format.dateTime(past.ended_at)}</time>
            ) : null}
            {' · '}
            {subjectName(past.subject)}
            {past.topic ? ` · ${past.topic.name}` : ''}
          </p>
          <p className="classroom-past__question">
            {past.with_you ? (
              // Only a session the tutor had opens for them; the rest stay a line of the record.
              <Link className="classroom-past__open" to={`/tutor/classroom/history/${past.id}`}>
                <MathText text={past.question} />
              </Link>
            ) : (
              <MathText text={past.question} />
            )}
          </p>
          <p className="classroom-record__meta">
            <PastTutor past={past} />
            <PastDuration past={past} />
            {past.status === 'transferred' ? (
              <span className="classroom-record__tag">{t('tutor.classroom.side.transferred')}</span>
            ) : null}
          </p>
        </li>
      ))}
    </RecordTab>
  );
});

function PastTutor({ past }: { past: StudentPastSession }) {
  const { t } = useTranslation('console');
  if (past.tutor === null) return <span>{t('tutor.classroom.side.noTutor')}</span>;
  return (
    <span>
      {past.with_you
        ? t('tutor.classroom.side.withYou')
        : t('tutor.classroom.side.withTutor', { name: fullName(past.tutor) })}
    </span>
  );
}

function PastDuration({ past }: { past: StudentPastSession }) {
  const { t } = useTranslation('console');
  if (past.matched_at === null || past.ended_at === null) return null;
  const minutes = Math.max(1, Math.round((past.ended_at - past.matched_at) / 60));
  return <span>{t('tutor.classroom.side.duration', { count: minutes })}</span>;
}

export const StudentAssessments = observer(function StudentAssessments({
  session,
}: {
  session: SessionView;
}) {
  const { studentRecord } = useStores();
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const pages = studentRecord.assessmentsOf(session.student.id);
  const name = session.student.first_name;
  return (
    <RecordTab
      pages={pages}
      loading={t('tutor.classroom.side.assessmentsLoading', { name })}
      failed={t('tutor.classroom.side.assessmentsFailed', { name })}
      empty={t('tutor.classroom.side.noAssessments', { name })}
      count={(total) => t('tutor.classroom.side.assessmentsCount', { count: total })}
      pagesLabel={t('tutor.classroom.side.assessmentsPages')}
    >
      {(pages.result?.data ?? []).map((assessment) => (
        <li key={assessment.id} className="classroom-past__item">
          <p className="classroom-past__when">
            <time dateTime={format.iso(assessment.completed_at)}>
              {format.dateTime(assessment.completed_at)}
            </time>
            {' · '}
            {subjectName(assessment.subject)}
          </p>
          <p className="classroom-record__meta">
            <span>
              {assessment.by_you
                ? t('tutor.classroom.side.assessedByYou')
                : assessment.tutor
                  ? t('tutor.classroom.side.assessedBy', { name: fullName(assessment.tutor) })
                  : null}
            </span>
          </p>
          <dl className="classroom-facts classroom-record__facts">
            <Fact label={t('tutor.classroom.side.goal')} value={assessment.student_goal} />
            <Fact
              label={t('tutor.classroom.side.topics')}
              value={assessment.topics.map((topic) => topic.name).join(', ')}
            />
            <Fact
              label={t('tutor.classroom.side.recognitions')}
              value={assessment.recognitions
                .map((type) => t(`tutor.classroom.assessment.recognitionTypes.${type}`))
                .join(', ')}
            />
            <Fact label={t('tutor.classroom.side.nonAcademic')} value={assessment.non_academic} />
            <Fact label={t('tutor.classroom.side.feedback', { name })} value={assessment.feedback} />
            <Fact label={t('tutor.classroom.side.shoutout')} value={assessment.shoutout} />
          </dl>
        </li>
      ))}
    </RecordTab>
  );
});

/** An answer the tutor left empty is not shown. */
function Fact({ label, value }: { label: string; value: string }) {
  if (!value.trim()) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd className="classroom-facts__question">{value}</dd>
    </div>
  );
}

export const GroupMembers = observer(function GroupMembers({ session }: { session: SessionView }) {
  const { studentRecord } = useStores();
  const { t } = useTranslation('console');
  const pages = studentRecord.groupMembersOf(session.student.id);
  const name = session.student.first_name;
  const groups = pages.result?.groups ?? [];
  return (
    <RecordTab
      pages={pages}
      loading={t('tutor.classroom.side.membersLoading', { name })}
      failed={t('tutor.classroom.side.membersFailed', { name })}
      empty={
        groups.length === 0
          ? t('tutor.classroom.side.noGroups', { name })
          : t('tutor.classroom.side.noMembers', { name })
      }
      count={(total) => t('tutor.classroom.side.membersCount', { count: total })}
      pagesLabel={t('tutor.classroom.side.membersPages')}
      above={
        groups.length > 0 ? (
          <dl className="classroom-facts">
            <div>
              <dt>{t('tutor.classroom.side.groups', { name })}</dt>
              <dd>{groups.map((group) => group.name).join(', ')}</dd>
            </div>
          </dl>
        ) : null
      }
    >
      {(pages.result?.data ?? []).map((member) => (
        <li key={member.id} className="classroom-past__item">
          <p>{fullName(member)}</p>
          {/* With one class, every member shares it: saying so on each line would be noise. */}
          {groups.length > 1 ? (
            <p className="classroom-past__when">{member.groups.map((group) => group.name).join(', ')}</p>
          ) : null}
        </li>
      ))}
    </RecordTab>
  );
});

/** A list read a page at a time: a part of the student's record, or the tutor's bookmarks. */
interface PagedList {
  readonly pagination: Pagination | null;
  readonly page: number;
  readonly state: LoadStatus;
  open(): void;
  load(page: number): Promise<void>;
}

interface RecordTabProps {
  pages: PagedList;
  loading: string;
  failed: string;
  empty: string;
  count(total: number): string;
  pagesLabel: string;
  above?: ReactNode;
  children: ReactNode;
}

/** Loading, failed (with a retry), empty, or a page of the list with its count and pager. */
export const RecordTab = observer(function RecordTab({
  pages,
  loading,
  failed,
  empty,
  count,
  pagesLabel,
  above,
  children,
}: RecordTabProps) {
  const { t } = useTranslation('console');
  const top = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => pages.open(), [pages]);
  const pagination = pages.pagination;
  const problem =
    pages.state === 'error' ? (
      <div className="classroom-record__problem" role="alert">
        <p>{failed}</p>
        <button
          type="button"
          className="lt-button lt-button--ghost classroom-button"
          onClick={() => void pages.load(pages.page)}
        >
          {t('tutor.classroom.side.retry')}
        </button>
      </div>
    ) : null;
  if (!pagination)
    return (
      problem ?? (
        <p className="console-muted" role="status">
          {loading}
        </p>
      )
    );
  // After a page change the list takes the focus (the button pressed may be disabled now) and the
  // panel shows the new page from its start, not wherever the focus would scroll it.
  const turn = (page: number) =>
    void pages.load(page).then(() => {
      list.current?.focus({ preventScroll: true });
      top.current?.scrollIntoView({ block: 'start' });
    });
  return (
    <div ref={top} className="classroom-past" aria-busy={pages.state === 'loading'}>
      {above}
      {problem}
      {pagination.total === 0 ? (
        <p className="console-muted">{empty}</p>
      ) : (
        <>
          <p className="classroom-past__when">{count(pagination.total)}</p>
          <ol ref={list} tabIndex={-1} className="classroom-past__list classroom-record__list">
            {children}
          </ol>
          {pagination.total_pages > 1 ? (
            <nav className="classroom-record__pager" aria-label={pagesLabel}>
              <button
                type="button"
                className="lt-button lt-button--ghost classroom-button"
                disabled={pagination.current_page <= 1 || pages.state === 'loading'}
                onClick={() => turn(pagination.current_page - 1)}
              >
                {t('tutor.classroom.side.previous')}
              </button>
              <span aria-live="polite">
                {t('tutor.classroom.side.pageOf', {
                  page: pagination.current_page,
                  pages: pagination.total_pages,
                })}
              </span>
              <button
                type="button"
                className="lt-button lt-button--ghost classroom-button"
                disabled={pagination.current_page >= pagination.total_pages || pages.state === 'loading'}
                onClick={() => turn(pagination.current_page + 1)}
              >
                {t('tutor.classroom.side.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
});

/**
 * What the student brought to this chat: the subject and topic they chose, their question, and the
 * files they attached. Lantern's sessions do not come from assignments (the spec's session context
 * is not kept), so that is said rather than left blank.
 */
export const AssignmentDetails = observer(function AssignmentDetails({ session }: { session: SessionView }) {
  const { classroom } = useStores();
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const name = session.student.first_name;
  const attached = classroom
    .timeline(session.id)
    .filter(
      (item): item is SessionMessage =>
        'seq' in item &&
        item.media !== null &&
        item.media.voice_note === null &&
        item.sender_id === session.student.id,
    );
  return (
    <dl className="classroom-facts">
      <div>
        <dt>{t('tutor.classroom.side.assignment')}</dt>
        <dd>{t('tutor.classroom.side.noAssignment', { name })}</dd>
      </div>
      <div>
        <dt>{t('tutor.classroom.side.subject')}</dt>
        <dd>{subjectName(session.subject)}</dd>
      </div>
      <div>
        <dt>{t('tutor.classroom.side.topic')}</dt>
        <dd>{session.topic ? session.topic.name : t('tutor.classroom.side.noTopic', { name })}</dd>
      </div>
      <div>
        <dt>{t('tutor.classroom.side.question')}</dt>
        <dd className="classroom-facts__question">
          <MathText text={session.question} />
        </dd>
      </div>
      <div>
        <dt>{t('tutor.classroom.side.attached', { name })}</dt>
        <dd>
          {attached.length === 0 ? (
            <span className="console-muted">{t('tutor.classroom.side.noAttachments', { name })}</span>
          ) : (
            <ul className="classroom-past__list classroom-files">
              {attached.map((message) => (
                <li key={message.id}>
                  <a
                    href={message.media!.url}
                    target="_blank"
                    rel="noreferrer"
                    download={message.media!.file_name}
                  >
                    {message.media!.file_name}
                  </a>{' '}
                  <time className="console-muted" dateTime={format.iso(message.created_at)}>
                    {format.time(message.created_at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
});
