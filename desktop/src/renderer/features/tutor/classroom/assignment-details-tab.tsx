import type { SessionMessage, SessionView } from '@lantern/shared/contracts/sessions';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

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
