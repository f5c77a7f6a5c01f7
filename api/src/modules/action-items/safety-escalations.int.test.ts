import type { SafetyEscalation } from '@lantern/shared/contracts/safety-escalations';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import {
  type ClientSocket,
  createSocketKit,
  nextEvent,
  ready,
  signIn,
  type SocketKit,
} from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { ActionItemsService } from './action-items.service.js';
import { SafetyEscalationJob } from './safety-escalation.job.js';
import { SafetyEscalationsService } from './safety-escalations.service.js';

/** Two API instances on one database, as behind a load balancer; the clocks move together. */
let t: TestApp;
let second: SecondInstance;
let sockets: SocketKit;
let schoolId: number;
let sessionId: number;
const SCHOOL_CONTACTS = [
  { name: 'Dana Safe', email: 'dana.safe@school.test', phone: '' },
  { name: 'Lee Counsel', email: 'lee.counsel@school.test', phone: '555-0100' },
];
// The district names one of the school's contacts again: each address is mailed once.
const DISTRICT_CONTACTS = [
  { name: 'Pat Office', email: 'pat.office@district.test', phone: '' },
  { name: 'Dana Safe', email: 'DANA.SAFE@school.test', phone: '' },
];
const ADDRESSES = ['dana.safe@school.test', 'lee.counsel@school.test', 'pat.office@district.test'];

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);

beforeAll(async () => {
  t = await startTestApp();
  second = await startSecondInstance(t);
  sockets = createSocketKit(t.baseUrl);
  const [student] = await sql<{ id: number; school_id: number }>(
    `select id, school_id from users where username = 'student'`,
  );
  schoolId = student!.school_id;
  await sql(`update schools set safety_contacts = ?::jsonb where id = ?`, [
    JSON.stringify(SCHOOL_CONTACTS),
    schoolId,
  ]);
  await sql(
    `update districts set safety_contacts = ?::jsonb where id = (select district_id from schools where id = ?)`,
    [JSON.stringify(DISTRICT_CONTACTS), schoolId],
  );
  const [session] = await sql<{ id: number }>(
    `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id, requested_at, matched_at)
     values (?, (select id from users where username = 'tutor'), 'matched', 'tutor', 1, 'A question', 1, now(), now())
     returning id`,
    [student!.id],
  );
  sessionId = session!.id;
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await second?.close();
  await t?.close();
});

let nextMessageId = 8_000_000;
/** A student's flagged message in the seeded session, as the sessions module raises it. */
function raise(text = 'I want to die') {
  nextMessageId += 1;
  return t.app.get(ActionItemsService).raiseClassroomAlert({
    sessionId,
    message: {
      id: nextMessageId,
      text,
      sender_user_id: 42,
      sender_first_name: 'Sam',
      sender_role_id: 1,
      sent_at: t.clock.now(),
    },
    tags: ['Self-Harm'],
  });
}

/** Both instances' clocks `seconds` on. */
function advance(seconds: number) {
  t.clock.advanceSeconds(seconds);
  second.clock.advanceSeconds(seconds);
}

const mailsFor = (itemId: number) =>
  sql<{ to: string; subject: string; text: string; kind: string; link: string }>(
    `select "to", subject, text, kind, link from mail_messages where link like ? order by "to"`,
    [`%item=${itemId}`],
  );

async function trail(itemId: number): Promise<SafetyEscalation> {
  const manager = await signIn(t, 'manager');
  return manager.api.call('safetyEscalation', { params: { id: itemId } });
}

async function connected(username: string): Promise<ClientSocket> {
  const session = await signIn(t, username);
  const socket = sockets.connect(session.accessToken!);
  await ready(socket);
  return socket;
}

const escalationOf = (itemId: number) => (payload: { escalation: SafetyEscalation }) =>
  payload.escalation.action_item_id === itemId;

describe('a self-harm item nobody acknowledges', () => {
  it('should escalate two minutes after it was raised and not a second before', async () => {
    const item = await raise();
    const job = t.app.get(SafetyEscalationJob);
    advance(119);
    await job.sweep({ now: t.clock.now() });
    expect(await trail(item.id)).toMatchObject({ escalated_at: null, escalates_at: item.created_at + 120 });
    expect(await mailsFor(item.id)).toEqual([]);

    const manager = await connected('manager');
    const heard = nextEvent(manager, 'action-center.escalation.updated', escalationOf(item.id));
    advance(1);
    await job.sweep({ now: t.clock.now() });
    const { escalation, cause } = await heard;
    expect(cause).toBe('escalated');
    const managerId = (await (await signIn(t, 'manager')).api.call('me')).id;
    expect(escalation).toMatchObject({
      action_item_id: item.id,
      drill: false,
      school: { id: schoolId },
      escalated_at: item.created_at + 120,
      acknowledged_at: null,
    });
    expect(escalation.notified_managers.map((person) => person.id)).toContain(managerId);
    expect(escalation.mailed_contacts.map((contact) => contact.email.toLowerCase()).sort()).toEqual(
      ADDRESSES,
    );
    expect(await trail(item.id)).toEqual(escalation);
  });

  it('should escalate once and mail each contact once when two instances sweep at the same time', async () => {
    const item = await raise('I am going to hurt myself tonight');
    advance(120);
    const now = t.clock.now();
    await Promise.all(
      [t.app, second.app, t.app, second.app].flatMap((app) => [
        app.get(SafetyEscalationJob).sweep({ now }),
        app.get(SafetyEscalationsService).escalate(item.id, now),
      ]),
    );
    const mails = await mailsFor(item.id);
    expect(mails.map((mail) => mail.to.toLowerCase())).toEqual(ADDRESSES);
    expect((await trail(item.id)).mailed_contacts).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.kind).toBe('safety_escalation');
      expect(mail.subject).toMatch(/^Safety alert for /);
      // The message stays in Lantern: the mail names the school, the time and the item's link only.
      expect(mail.text).not.toContain('hurt myself');
      expect(mail.text).not.toContain('Sam');
      expect(mail.text).toContain(`/console/tutor-manager/services/action-center/classroom?item=${item.id}`);
    }
  });

  it('should never escalate an item a manager acknowledged in time, however late the sweep', async () => {
    const item = await raise();
    advance(30);
    const manager = await signIn(t, 'manager');
    await manager.api.call('updatePlatformManagerActionItem', {
      params: { id: item.id },
      body: { action: 'pick_up' },
    });
    advance(600);
    await t.app.get(SafetyEscalationJob).sweep({ now: t.clock.now() });
    await second.app.get(SafetyEscalationsService).escalate(item.id, t.clock.now());
    const recorded = await trail(item.id);
    expect(recorded).toMatchObject({ escalated_at: null, acknowledged_at: item.created_at + 30 });
    expect(recorded.acknowledged_by?.id).toBe((await manager.api.call('me')).id);
    expect(await mailsFor(item.id)).toEqual([]);
  });

  it('should record who acknowledged an escalated item, and tell the managers and no tutor', async () => {
    const item = await raise();
    advance(125);
    await t.app.get(SafetyEscalationJob).sweep({ now: t.clock.now() });
    const [managerSocket, tutorSocket] = await Promise.all([connected('manager'), connected('tutor')]);
    const tutorHeard: unknown[] = [];
    tutorSocket.on('action-center.escalation.updated', (payload) => tutorHeard.push(payload));
    const heard = nextEvent(managerSocket, 'action-center.escalation.updated', escalationOf(item.id));
    advance(5);
    const superuser = await signIn(t, 'superuser');
    await superuser.api.call('updatePlatformManagerActionItem', {
      params: { id: item.id },
      body: { action: 'resolve', action_type_id: 1 },
    });
    const { escalation, cause } = await heard;
    expect(cause).toBe('acknowledged');
    expect(escalation).toMatchObject({
      escalated_at: item.created_at + 125,
      acknowledged_at: item.created_at + 130,
      acknowledged_by: { id: (await superuser.api.call('me')).id },
    });
    // The manager heard it; an event on its way to the tutor would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tutorHeard).toEqual([]);
  });
});

describe('a safety drill', () => {
  it('should go end to end at once when asked: a drill item, the escalation, "[DRILL]" mails', async () => {
    const manager = await signIn(t, 'manager');
    const me = await manager.api.call('me');
    const socket = await connected('manager');
    const created = nextEvent(socket, 'action-center.item.created', ({ item }) => item.drill);
    const escalated = nextEvent(
      socket,
      'action-center.escalation.updated',
      ({ escalation }) => escalation.drill,
    );
    const sent = await manager.api.call('sendSafetyDrill', {
      body: { school_id: schoolId, escalate: 'now' },
    });
    expect(sent.item).toMatchObject({
      drill: true,
      type_id: 2,
      tags: ['Self-Harm'],
      content: {
        actionable_item_type: 'safety_drill',
        data: { school_id: schoolId, sent_by_first_name: me.first_name },
      },
    });
    expect(sent.escalation).toMatchObject({
      drill: true,
      escalated_at: t.clock.now(),
      acknowledged_at: null,
    });
    expect((await created).item.id).toBe(sent.item.id);
    expect((await escalated).escalation.action_item_id).toBe(sent.item.id);
    const mails = await mailsFor(sent.item.id);
    expect(mails.map((mail) => mail.to.toLowerCase())).toEqual(ADDRESSES);
    for (const mail of mails) {
      expect(mail.kind).toBe('safety_drill');
      expect(mail.subject).toMatch(/^\[DRILL\] /);
      expect(mail.text).toContain('THIS IS A DRILL');
    }
  });

  it('should wait for the timer unless asked, and stop when acknowledged', async () => {
    const superuser = await signIn(t, 'superuser');
    const sent = await superuser.api.call('sendSafetyDrill', { body: { school_id: schoolId } });
    expect(sent.escalation).toMatchObject({ escalated_at: null, escalates_at: sent.item.created_at + 120 });
    advance(120);
    await second.app.get(SafetyEscalationJob).sweep({ now: t.clock.now() });
    expect((await trail(sent.item.id)).escalated_at).toBe(sent.item.created_at + 120);

    const acknowledged = await superuser.api.call('sendSafetyDrill', { body: { school_id: schoolId } });
    await superuser.api.call('updatePlatformManagerActionItem', {
      params: { id: acknowledged.item.id },
      body: { action: 'resolve', action_type_id: 6 },
    });
    advance(300);
    await t.app.get(SafetyEscalationJob).sweep({ now: t.clock.now() });
    expect(await trail(acknowledged.item.id)).toMatchObject({
      escalated_at: null,
      acknowledged_at: expect.any(Number),
    });
    expect(await mailsFor(acknowledged.item.id)).toEqual([]);
  });

  it('should offer only schools with contacts, and refuse one without, naming the field', async () => {
    const manager = await signIn(t, 'manager');
    const schools = await manager.api.call('safetyDrillSchools');
    expect(schools.find((school) => school.id === schoolId)).toMatchObject({ contacts: 4 });
    const [bare] = await sql<{ id: number }>(
      `select id from schools where safety_contacts = '[]'::jsonb and district_id is null limit 1`,
    );
    if (bare) {
      expect(schools.map((school) => school.id)).not.toContain(bare.id);
      const error = await failure(manager.api.call('sendSafetyDrill', { body: { school_id: bare.id } }));
      expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
      expect(error.message).toMatch(/school_id/);
    }
    const unknown = await failure(manager.api.call('sendSafetyDrill', { body: { school_id: 987_654 } }));
    expect(unknown).toMatchObject({ status: 422 });
  });

  it('should refuse tutors, students and school staff with 403', async () => {
    const item = await raise();
    for (const username of ['tutor', 'student', 'teacher']) {
      const session = await signIn(t, username);
      expect(
        await failure(session.api.call('sendSafetyDrill', { body: { school_id: schoolId } })),
      ).toMatchObject({
        status: 403,
      });
      expect(await failure(session.api.call('safetyEscalation', { params: { id: item.id } }))).toMatchObject({
        status: 403,
      });
      expect(await failure(session.api.call('safetyDrillSchools'))).toMatchObject({ status: 403 });
    }
  });
});
