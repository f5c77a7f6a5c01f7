import type { SessionMessage, SessionView } from '@lantern/shared/contracts/sessions';
import { formatVoiceNoteDuration } from '@lantern/shared/domain/files/chat-uploads';
import { LANGUAGES } from '@lantern/shared/domain/languages/languages';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { fullName } from './classroom-format.js';
import { PastSessionList } from './past-session-list.js';
import { AssignmentDetails } from './assignment-details-tab.js';
import { GroupMembers } from './group-members-tab.js';
import { StudentAssessments } from './student-assessments-tab.js';
import { StudentBookmarks } from './student-bookmarks-tab.js';
import { StudentSessions } from './student-sessions-tab.js';
import { TutorCommentsSection } from './tutor-comments.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

/**
 * The spec's right sidebar for the chat on screen: Student Profile (the question, subject and
 * topic, when they asked, and the notes tutors left about the student), Assignment details (what
 * they brought: question, topic, files), History (past sessions of this student with this tutor),
 * Bookmarks (the messages of their sessions this tutor kept), Sessions (the student's past
 * sessions with any tutor), Assessments (what tutors wrote after them), Group Members (the other
 * students of their classes) and Shared Files (what either person sent in this chat). Complete
 * Assessment is the ended chat's button, not a tab. Eight tabs wrap
 * onto rows in the narrow panel; the arrow keys move along them in reading order.
 */
export const StudentPanel = observer(function StudentPanel() {
  const { tutorClassroom } = useStores();
  const { t } = useTranslation('console');
  const session = tutorClassroom.selected;
  if (!session) return null;
  const tabs = [
    { id: 'profile', label: t('tutor.classroom.side.profile'), Panel: StudentProfile },
    { id: 'assignment', label: t('tutor.classroom.side.assignmentTab'), Panel: AssignmentDetails },
    { id: 'history', label: t('tutor.classroom.side.history'), Panel: PastSessions },
    { id: 'bookmarks', label: t('tutor.classroom.side.bookmarks'), Panel: StudentBookmarks },
    { id: 'sessions', label: t('tutor.classroom.side.sessions'), Panel: StudentSessions },
    { id: 'assessments', label: t('tutor.classroom.side.assessments'), Panel: StudentAssessments },
    { id: 'members', label: t('tutor.classroom.side.groupMembers'), Panel: GroupMembers },
    { id: 'files', label: t('tutor.classroom.side.files'), Panel: SharedFiles },
  ];
  return (
    <aside
      className="classroom-side"
      aria-label={t('tutor.classroom.side.label', { name: fullName(session.student) })}
    >
      <Tabs className="classroom-side__tabs">
        <TabList className="classroom-side__list" aria-label={t('tutor.classroom.side.tabsLabel')}>
          {tabs.map(({ id, label }) => (
            <Tab key={id} id={id} className="classroom-side__tab">
              {label}
            </Tab>
          ))}
        </TabList>
        {tabs.map(({ id, Panel }) => (
          <TabPanel key={id} id={id} className="classroom-side__panel">
            <Panel session={session} />
          </TabPanel>
        ))}
      </Tabs>
    </aside>
  );
});

function StudentProfile({ session }: { session: SessionView }) {
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const language = LANGUAGES.find((candidate) => candidate.id === session.language_id);
  return (
    <>
      <dl className="classroom-facts">
        <div>
          <dt>{t('tutor.classroom.side.student')}</dt>
          <dd>{fullName(session.student)}</dd>
        </div>
        <div>
          <dt>{t('tutor.classroom.side.subject')}</dt>
          <dd>
            {subjectName(session.subject)}
            {session.topic ? ` · ${session.topic.name}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('tutor.classroom.side.question')}</dt>
          <dd className="classroom-facts__question">
            <MathText text={session.question} />
          </dd>
        </div>
        {language ? (
          <div>
            <dt>{t('tutor.classroom.side.language')}</dt>
            <dd>{format.language(language.abbreviation)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('tutor.classroom.side.asked')}</dt>
          <dd>
            <time dateTime={format.iso(session.requested_at)}>{format.dateTime(session.requested_at)}</time>
          </dd>
        </div>
      </dl>
      <TutorCommentsSection session={session} />
    </>
  );
}

const PastSessions = observer(function PastSessions({ session }: { session: SessionView }) {
  const { tutorClassroom } = useStores();
  const { t } = useTranslation('console');
  const past = tutorClassroom.pastWith(session.student.id).filter((earlier) => earlier.id !== session.id);
  const state = tutorClassroom.pastState;
  return (
    <div className="classroom-past">
      {past.length === 0 ? (
        <p className="console-muted">
          {state === 'error'
            ? t('tutor.classroom.side.historyFailed')
            : state === 'loading'
              ? t('tutor.classroom.side.historyLoading')
              : t('tutor.classroom.side.noHistory', { name: session.student.first_name })}
        </p>
      ) : null}
      <PastSessionList sessions={past} />
    </div>
  );
});

/** Every picture, file and voice note of this chat, newest first, from the messages already held. */
const SharedFiles = observer(function SharedFiles({ session }: { session: SessionView }) {
  const { classroom } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const shared = classroom
    .timeline(session.id)
    .filter((item): item is SessionMessage => 'seq' in item && item.media !== null)
    .reverse();
  if (shared.length === 0)
    return (
      <p className="console-muted">
        {t('tutor.classroom.side.noFiles', { name: session.student.first_name })}
      </p>
    );
  return (
    <ul className="classroom-past__list classroom-files">
      {shared.map((message) => {
        const media = message.media!;
        const who =
          message.sender_id === session.student.id
            ? session.student.first_name
            : t('tutor.classroom.chat.you');
        const name = media.voice_note
          ? t('chatMedia.voiceNote.label', {
              duration: formatVoiceNoteDuration(media.voice_note.duration_seconds),
            })
          : media.file_name;
        return (
          <li key={message.id} className="classroom-past__item">
            <a href={media.url} target="_blank" rel="noreferrer" download={media.file_name}>
              {name}
            </a>
            <p className="classroom-past__when">
              {who} ·{' '}
              <time dateTime={format.iso(message.created_at)}>{format.dateTime(message.created_at)}</time>
              {' · '}
              {format.fileSize(media.size)}
            </p>
          </li>
        );
      })}
    </ul>
  );
});
