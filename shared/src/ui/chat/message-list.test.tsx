import { createInstance } from 'i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { SessionMessage, SessionView } from '../../contracts/sessions.js';
import type { PendingMessage } from '../../state/classroom-store.js';
import { MessageList, type MessageListStore, type MessageRow, type TimelineItem } from './message-list.js';

enableStaticRendering(true);

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: { common: { subjects: { Math: 'Mathematics' } } } } });

const ME = 7;
const SAM = 8;
const AT = 1_800_000_000;

const session = (extra: Partial<SessionView> = {}) =>
  ({
    id: 1,
    status: 'matched',
    question: 'How do I factor x² − 9?',
    subject: { id: 1, name: 'Math' },
    topic: { id: 2, name: 'Algebra' },
    student: { id: ME, first_name: 'Ada', last_name: 'L' },
    tutor: { id: SAM, first_name: 'Sam', last_name: 'T' },
    ended_by: null,
    ended_at: null,
    ...extra,
  }) as SessionView;

let seq = 0;
const stored = (sender: number | null, text: string, at = AT, kind: SessionMessage['kind'] = 'text') =>
  ({
    id: ++seq,
    session_id: 1,
    seq,
    client_id: `c${seq}`,
    sender_id: sender,
    kind,
    text,
    created_at: at,
    is_flagged: false,
    media: null,
    reactions: [],
    bookmarked_at: null,
  }) satisfies SessionMessage;
const pending = (text: string): PendingMessage => ({
  client_id: `p-${text}`,
  session_id: 1,
  text,
  status: 'sending',
  created_at: (AT + 30) * 1000,
});

function render(view: SessionView, items: TimelineItem[], readUpTo = 0) {
  const store: MessageListStore = {
    me: ME,
    timeline: () => items,
    readByOther: new Map([[1, readUpTo]]),
  };
  const rows: MessageRow[] = [];
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <MessageList
        session={view}
        store={store}
        label="Conversation with Sam"
        id="chat-1-log"
        questionLabel="Your question"
        subjectClassName="tag"
        renderMessage={(row) => {
          rows.push(row);
          return <li>{row.item.text}</li>;
        }}
        pendingFiles={0}
        endText={(ending) => `ended: ${ending}`}
        format={{ time: () => '9:30 AM', iso: (seconds) => new Date(seconds * 1000).toISOString() }}
      />
    </I18nextProvider>,
  );
  const drawn = ({ item, own, position, receipt, canReact }: MessageRow) => ({
    text: item.text,
    own,
    position,
    receipt,
    canReact,
  });
  // React marks where one text ends and the next begins; a reader sees one text.
  return { html: html.replaceAll('<!-- -->', ''), rows: rows.map(drawn) };
}

describe('MessageList', () => {
  it('should be a focusable log named for the conversation, the question first with its subject', () => {
    const { html } = render(session(), []);
    expect(html).toMatch(
      /^<div id="chat-1-log" class="chat-log" role="log" aria-label="Conversation with Sam" tabindex="0">/,
    );
    expect(html).toContain('<p class="chat-question__label">Your question</p>');
    expect(html).toContain('<p class="chat-question__text">How do I factor x² − 9?</p>');
    expect(html).toContain('<span class="tag">Mathematics · Algebra</span>');
  });

  it("should hand each message over with its side and run, and put the system's lines between them", () => {
    const { html, rows } = render(session(), [
      stored(SAM, 'Hi Ada'),
      stored(SAM, 'Show me your steps', AT + 10),
      stored(null, 'Sam joined', AT + 20, 'system'),
      stored(ME, 'Here they are', AT + 25),
      pending('And one more'),
    ]);
    expect(html).toContain('<li class="chat-line">Sam joined</li>');
    expect(rows).toEqual([
      { text: 'Hi Ada', own: false, position: 'top', receipt: null, canReact: true },
      { text: 'Show me your steps', own: false, position: 'bottom', receipt: null, canReact: true },
      { text: 'Here they are', own: true, position: 'top', receipt: 'delivered', canReact: true },
      { text: 'And one more', own: true, position: 'bottom', receipt: null, canReact: true },
    ]);
  });

  it('should say "read" under the last of one\'s own stored messages once the other has read it', () => {
    const mine = stored(ME, 'Done', AT + 400);
    const { rows } = render(
      session(),
      [stored(ME, 'First', AT), mine, stored(SAM, 'Great', AT + 500)],
      mine.seq,
    );
    expect(rows.map((row) => row.receipt)).toEqual([null, 'read', null]);
  });

  it('should close with how the session ended, and let reactions only be shown', () => {
    const ended = render(session({ status: 'ended', ended_by: ME, ended_at: AT + 600 }), [
      stored(SAM, 'Bye'),
    ]);
    expect(ended.rows[0]?.canReact).toBe(false);
    expect(ended.html).toContain(
      `<li class="chat-line chat-line--end">ended: student · <time dateTime="${new Date((AT + 600) * 1000).toISOString()}">9:30 AM</time></li>`,
    );
    const moved = render(session({ status: 'transferred', ended_by: null, ended_at: AT + 600 }), []);
    expect(moved.html).toContain('ended: transferred');
    const open = render(session(), []);
    expect(open.html).not.toContain('chat-line--end');
  });
});
