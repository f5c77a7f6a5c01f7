import type { SessionView } from '@lantern/shared/contracts/sessions';
import { mathSummary } from '@lantern/shared/domain/live-help/math-summary';
import { badgeText } from '@lantern/shared/domain/shell/badge-text';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { ChatPanel } from './chat-panel.js';
import { fullName } from './classroom-format.js';

/**
 * The chats as vertical tabs: the list of students (arrow keys move between them, Tab goes into
 * the chat), each with its subject, state, last message and unread count; the chosen one beside.
 */
export const ChatTabs = observer(function ChatTabs() {
  const { tutorClassroom } = useStores();
  const { t } = useTranslation('console');
  const chats = tutorClassroom.chats;
  const selected = tutorClassroom.selected;
  return (
    <Tabs
      orientation="vertical"
      className="classroom-chats"
      {...(selected ? { selectedKey: selected.id } : {})}
      onSelectionChange={(key) => tutorClassroom.select(Number(key))}
    >
      <TabList className="classroom-list" aria-label={t('tutor.classroom.listLabel')} items={chats}>
        {(session) => <ChatTab session={session} />}
      </TabList>
      {chats.map((session) => (
        <TabPanel key={session.id} id={session.id} className="classroom-chat">
          <ChatPanel session={session} />
        </TabPanel>
      ))}
    </Tabs>
  );
});

/** A long question or message is cut in the list; the chat has it whole, formulas typeset. */
const PREVIEW_MAX = 90;

/** One student in the list. Its name is what it shows, read in order: who, unread, subject, state, last words. */
const ChatTab = observer(function ChatTab({ session }: { session: SessionView }) {
  const { tutorClassroom, classroom } = useStores();
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const last = tutorClassroom.lastMessage(session.id);
  const unread = badgeText(session.unread_count);
  const state = session.status === 'matched' ? null : t(`tutor.classroom.state.${session.status}`);
  const observed = tutorClassroom.observersOf(session.id).length > 0;
  // A message still on its way is the tutor's own.
  const own =
    last !== null && (!('seq' in last) || (last.sender_id !== null && last.sender_id === classroom.me));
  // A picture or file sent without words is named by its file.
  const lastWords = last && !last.text && 'media' in last ? (last.media?.file_name ?? '') : last?.text;
  const preview = mathSummary(lastWords ?? session.question, PREVIEW_MAX);
  const pause = <span className="lt-visually-hidden">, </span>;
  return (
    <Tab id={session.id} className={`classroom-list__item classroom-list__item--${session.status}`}>
      <span className="classroom-list__top">
        <span className="classroom-list__name">{fullName(session.student)}</span>
        {unread ? (
          <span className="classroom-list__unread">
            {pause}
            <span aria-hidden="true">{unread}</span>
            <span className="lt-visually-hidden">
              {t('tutor.classroom.unreadCount', { count: session.unread_count })}
            </span>
          </span>
        ) : null}
      </span>
      {pause}
      <span className="classroom-list__meta">
        {subjectName(session.subject)}
        {state ? (
          <>
            {pause}
            <span className={`classroom-tag classroom-tag--${session.status}`}>{state}</span>
          </>
        ) : null}
        {observed ? (
          <>
            {pause}
            <span className="classroom-tag classroom-tag--observed">{t('tutor.classroom.observedTag')}</span>
          </>
        ) : null}
      </span>
      {pause}
      <span className="classroom-list__preview">
        {own ? `${t('tutor.classroom.chat.you')}: ${preview}` : preview}
      </span>
    </Tab>
  );
});
