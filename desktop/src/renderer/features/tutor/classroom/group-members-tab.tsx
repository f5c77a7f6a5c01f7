import type { SessionView } from '@lantern/shared/contracts/sessions';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { fullName } from './classroom-format.js';
import { RecordTab } from './record-tab.js';

/** The student's classes, and the other students in them. */
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
