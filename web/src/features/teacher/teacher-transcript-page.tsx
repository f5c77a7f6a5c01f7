import type { MessageMedia } from '@lantern/shared/contracts/sessions';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { SessionTranscript } from '@lantern/shared/ui/transcript/session-transcript';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouterLink } from '../../app/router-link.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import { useStores } from '../../stores/stores-context.js';
import { MediaBubble } from '../student/classroom/chat-media.js';
import { Lightbox } from '../student/classroom/lightbox.js';
import { SessionSummaryView } from './session-summary-view.js';
import { useStudentRecords } from './student-records.js';
import { studentName } from './teacher-students-page.js';
import '../student/classroom/classroom.css';

/**
 * `/teacher/students/:id/sessions/:sessionId`: one of the student's sessions read back, read-only,
 * with the transcript the student and tutors see (the read goes on the student's access log). The
 * same page serves administrators and district managers under their area.
 */
function TeacherTranscriptPage() {
  const { user } = useStores();
  const { store, base } = useStudentRecords();
  const { t } = useTranslation('web');
  const { t: common } = useTranslation('common');
  const params = useParams();
  const [studentId, sessionId] = [Number(params.id), Number(params.sessionId)];
  const [picture, setPicture] = useState<MessageMedia | null>(null);
  const format = useLocaleFormat();
  usePageTitle(common('transcript.eyebrow'));
  if (!store) return null;
  const detail = store.student(studentId)?.value;
  const student = detail?.student;
  const session = detail?.sessions.find((row) => row.id === sessionId);

  return (
    <div className="page past-session-page">
      <SessionTranscript
        sessionId={sessionId}
        store={store.transcripts}
        viewerId={user.current?.id ?? null}
        format={format}
        renderMedia={(message, senderName) => (
          <MediaBubble media={message.media!} senderName={senderName} onOpenImage={setPicture} />
        )}
        back={
          <RouterLink className="lt-transcript__back" href={`${base}/${studentId}`}>
            ←{' '}
            {student
              ? t('teacherStudents.transcript.back', { name: studentName(student) })
              : t('teacherStudents.transcript.backPlain')}
          </RouterLink>
        }
      />
      {session ? (
        <section className="info-card teacher-area__transcript-summary" aria-labelledby="transcript-summary">
          <h2 id="transcript-summary">{t('teacherStudents.summary.heading')}</h2>
          <SessionSummaryView session={session} />
        </section>
      ) : null}
      <Lightbox media={picture} onClose={() => setPicture(null)} />
    </div>
  );
}

export default observer(TeacherTranscriptPage);
