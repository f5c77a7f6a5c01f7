import { randomUUID } from 'node:crypto';
import { ApiError } from '@lantern/shared/client/api-error';
import type { AnnotationInput } from '@lantern/shared/contracts/essay-review';
import type { CreateTutor } from '@lantern/shared/contracts/tutors-admin';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { endpoints } from '@lantern/shared/contracts/endpoints';
import type { AckResponse } from '@lantern/shared/realtime/ack';
import { commands } from '@lantern/shared/realtime/commands';
import { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, HttpSession } from '../../../test/http-session.js';
import { ready, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { ormOf, pastSession } from '../../../test/student-record-kit.js';
import { pdf, pngOf } from '../../../test/upload-fixtures.js';
import { smallDistrict } from '../../../test/oneroster-fixtures.ts';
import { preview } from '../../../test/roster-kit.js';
import { AuditEvent } from '../audit/entities/audit-event.entity.js';
import { FileStorage } from '../files/file-storage.js';
import { School } from '../schools/entities/school.entity.js';
import { User } from '../users/entities/user.entity.js';

/**
 * The one access table: who × which object × which action → which answer, over real HTTP and
 * socket.io. The policy it pins (see AccessService): 404 when the object does not exist or the
 * caller has no relation to it, 403 when the role may never try or the caller is related but a
 * hold (or a higher role) stops them, 409 when the object's state refuses the change.
 */

const { t, sockets } = useShiftTestApp();
const DAY = 86_400;

/** The other tutor and the managed manager are made by the test: no demo history ties them to the student. */
const WHO = {
  owner: 'student',
  otherStudent: 'student134',
  tutor: 'tutor',
  otherTutor: `access.tutor.${randomUUID().slice(0, 6)}`,
  manager: 'manager',
  superuser: 'superuser',
  teacher: 'teacher',
  // The manager of district 1, the demo student's.
  district: 'district',
} as const;
type Who = keyof typeof WHO;
const MADE_PASSWORD = 'Welcome#2026';

function account(username: string, role: 'tutor' | 'tutor-manager'): CreateTutor {
  return {
    username,
    password: MADE_PASSWORD,
    first_name: 'Access',
    last_name: 'Table',
    email: `${username}@lantern.example`,
    role,
    status: 1,
    max_weekly_hours: 20,
    essay_review: true,
    high_impact_tutoring: false,
    languages: [1],
    essay_languages: [],
    async_audio_session_languages: [],
    subjects: [],
    topics: [],
    concepts: [],
    adp_number: null,
    employment_country_code: 'US',
    employment_region_code: null,
    is_us_ca_fingerprinted: false,
  };
}

type Person = { http: HttpSession; id: number };
const people = {} as Record<Who, Person>;

/** The objects the table acts on, made once before the rows run. */
const world = {
  session: 0,
  quarantinedSession: 0,
  hiddenSession: 0,
  endedSession: 0,
  quarantinedEndedSession: 0,
  hiddenEndedSession: 0,
  hiddenSharedKey: '',
  endingSession: 0,
  message: 0,
  mediaUrl: '',
  quarantinedMediaUrl: '',
  sharedKey: '',
  quarantinedSharedKey: '',
  assessment: 0,
  tutorComment: 0,
  cannedReply: 0,
  globalCannedReply: 0,
  essay: 0,
  quarantinedEssay: 0,
  otherTutorsEssay: 0,
  queueEssayInReview: 0,
  queueEssayWaiting: 0,
  otherTutorsAnnotation: '',
  managedManager: 0,
  rosterImport: 0,
  privacyDeletion: 0,
  reviewedEssay: 0,
  studentGroup: 0,
};

const em = () => t.app.get(MikroORM).em.fork();
const userId = async (username: string) => (await em().findOneOrFail(User, { username })).id;

async function hold(kind: 'session' | 'essay', id: number, state: 'hidden' | 'quarantined' = 'quarantined') {
  await people.superuser.http.api.call('holdContent', {
    params: { kind, id },
    body: { state, reason: 'Looking into it' },
  });
}

/** An essay of the owner's assigned to `tutorUsername`, with a PDF, written straight into the table. */
async function assignedEssay(tutorUsername: string, title: string): Promise<number> {
  const key = `essays/access-${randomUUID()}.pdf`;
  await t.app.get(FileStorage).put(key, pdf(), 'application/pdf');
  const [row] = (await em()
    .getConnection()
    .execute(
      `insert into essays (status, student_id, tutor_id, language_id, submission_type, title, details, created_at,
                           due_at, picked_up_at, pdf_key, source_files, instruction_files, conversion_state,
                           conversion_progress)
       values (1, (select id from users where username = ?), (select id from users where username = ?), 1, 'essay',
               ?, 'Details', now(), now() + interval '1 day', now(), ?, '[]', '[]', 'converted', 100)
       returning id`,
      [WHO.owner, tutorUsername, title, key],
    )) as { id: number }[];
  return row!.id;
}

async function attach(sessionId: number): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.set('client_id', randomUUID());
  form.set('file', new Blob([new Uint8Array(await pngOf(40, 30))]), 'working.png');
  const response = await fetch(`${t.baseUrl}/api/sessions/${sessionId}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${people.owner.http.accessToken}` },
    body: form,
  });
  const { data } = (await response.json()) as { data: { id: number; media: { url: string } } };
  return { id: data.id, url: data.media.url };
}

const note = (
  comment: string,
): Omit<AnnotationInput, 'hidden' | 'revision'> & { hidden: boolean; revision: number } => ({
  category: 1,
  comment,
  page_number: 1,
  x: 10,
  y: 10,
  hidden: false,
  revision: 0,
});

beforeAll(async () => {
  const superuser = await signIn(t, WHO.superuser);
  await superuser.api.call('createTutor', { body: account(WHO.otherTutor, 'tutor') });
  world.managedManager = (
    await superuser.api.call('createTutor', {
      body: account(`access.manager.${randomUUID().slice(0, 6)}`, 'tutor-manager'),
    })
  ).id;
  for (const [who, username] of Object.entries(WHO) as [Who, string][]) {
    const http = new HttpSession(t.baseUrl);
    await http.login(username, who === 'otherTutor' ? MADE_PASSWORD : undefined);
    people[who] = { http, id: await userId(username) };
  }
  await em().nativeUpdate(School, { id: 1 }, { featuresSharedSessions: true });

  const orm = ormOf(t);
  const [student, tutor] = [
    await orm.findOneOrFail(User, { username: WHO.owner }),
    await orm.findOneOrFail(User, { username: WHO.tutor }),
  ];
  const now = t.clock.date();
  // Matched just now: a tutor matched long ago and silent since would be sent back to the queue.
  const open = (question: string) =>
    Object.assign(pastSession(orm, { student, tutor, now, minutesAgo: 0, status: 'matched', question }), {
      matchedAt: now,
    });
  const ended = (question: string, minutesAgo: number) =>
    pastSession(orm, { student, tutor, now, minutesAgo, question });
  const made = {
    session: open('Open for the access table'),
    quarantinedSession: open('Quarantined while open'),
    hiddenSession: open('Hidden while open'),
    endingSession: open('Ended by its student in the table'),
    endedSession: ended('Ended, for sharing and assessing', 30),
    quarantinedEndedSession: ended('Ended, then quarantined', 40),
    hiddenEndedSession: ended('Ended, then hidden', 50),
  };
  await orm.flush();
  for (const [name, session] of Object.entries(made)) world[name as keyof typeof made] = session.id;

  const media = await attach(world.session);
  world.message = media.id;
  world.mediaUrl = media.url;
  world.quarantinedMediaUrl = (await attach(world.quarantinedSession)).url;
  const share = (session_id: number) =>
    people.owner.http.api.call('createSharedSession', { body: { session_id } });
  world.sharedKey = (await share(world.endedSession)).key;
  world.quarantinedSharedKey = (await share(world.quarantinedEndedSession)).key;
  world.hiddenSharedKey = (await share(world.hiddenEndedSession)).key;
  world.assessment = (
    await people.tutor.http.api.call('sessionAssessment', { params: { id: world.endedSession } })
  ).id;
  world.tutorComment = (
    await people.tutor.http.api.call('createTutorComment', {
      body: { student_id: people.owner.id, text: 'Likes worked examples' },
    })
  ).id;
  const snippet = { shortcut: 'hi', title: 'Hi', text: 'Hi', language: 'en' } as const;
  world.cannedReply = (
    await people.tutor.http.api.call('createCannedReply', { body: { ...snippet, scope: 'personal' } })
  ).id;
  world.globalCannedReply = (
    await people.superuser.http.api.call('createCannedReply', { body: { ...snippet, scope: 'global' } })
  ).id;

  world.essay = await assignedEssay(WHO.tutor, 'In review by its tutor');
  world.quarantinedEssay = await assignedEssay(WHO.tutor, 'In review, then quarantined');
  world.otherTutorsEssay = await assignedEssay(WHO.otherTutor, 'In review by another tutor');
  world.queueEssayInReview = await assignedEssay(WHO.otherTutor, 'In review, for the managers to release');
  world.queueEssayWaiting = await assignedEssay(WHO.otherTutor, 'Waiting, for the managers to move');
  await em()
    .getConnection()
    .execute(`update essays set status = 0, tutor_id = null, picked_up_at = null where id = ?`, [
      world.queueEssayWaiting,
    ]);
  world.otherTutorsAnnotation = randomUUID();
  await people.otherTutor.http.api.call('saveEssayAnnotation', {
    params: { id: world.otherTutorsEssay, annotationId: world.otherTutorsAnnotation },
    body: note('Another tutor’s comment'),
  });

  await hold('session', world.quarantinedSession);
  await hold('session', world.quarantinedEndedSession);
  await hold('essay', world.quarantinedEssay);
  await hold('session', world.hiddenEndedSession, 'hidden');
  await hold('session', world.hiddenSession, 'hidden');
  world.rosterImport = (
    await preview(people.superuser.http, smallDistrict(`acc${randomUUID().slice(0, 5)}`))
  ).id;
  // A request to erase the demo student, written as queued and never run: the rows only read it.
  const [deletion] = await em()
    .getConnection()
    .execute<{ id: number }[]>(
      `insert into privacy_deletions (scope, target_id, district_id, requested_by_id, requested_by_role, requested_at, status, removed)
       values ('student', ?, 1, ?, 'district-manager', now(), 'queued', '{}') returning id`,
      [people.owner.id, people.district.id],
    );
  world.privacyDeletion = deletion!.id;
  // A reviewed essay of the owner's (whose section the demo teacher teaches), and a group of the teacher's.
  world.reviewedEssay = await assignedEssay(WHO.tutor, 'Reviewed, for the teacher to open');
  await em()
    .getConnection()
    .execute(`update essays set status = 2, reviewed_at = now(), reviewed_pdf_key = pdf_key where id = ?`, [
      world.reviewedEssay,
    ]);
  world.studentGroup = (
    await people.teacher.http.api.call('createStudentGroup', { body: { name: `Access ${randomUUID()}` } })
  ).id;
});

// ------------------------------------------------------------------------------------------------
// How a row is run and answered

/** The answer as an HTTP status; a socket acknowledgement's error code read as the status HTTP gives it. */
type Answer = number;
const SOCKET_STATUS: Record<string, number> = {
  not_found: 404,
  forbidden: 403,
  content_held: 403,
  session_not_open: 409,
  conflict: 409,
  validation_failed: 400,
};

async function httpAnswer(call: Promise<unknown>): Promise<Answer> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

async function command(person: Person, name: string, payload: Record<string, unknown>): Promise<Answer> {
  const socket = sockets.connect(person.http.accessToken);
  await ready(socket);
  return commandOn(socket, name, payload);
}

async function commandOn(
  socket: ReturnType<typeof sockets.connect>,
  name: string,
  payload: Record<string, unknown>,
): Promise<Answer> {
  const ack = (await (
    socket.timeout(3000) as unknown as {
      emitWithAck(event: string, body: unknown): Promise<AckResponse<unknown>>;
    }
  ).emitWithAck(name, payload)) as AckResponse<unknown>;
  if (ack.ok) return 200;
  const status = SOCKET_STATUS[ack.error.code];
  if (status === undefined) throw new Error(`${name}: unexpected ${ack.error.code}: ${ack.error.message}`);
  return status;
}

/** A PDF route, read as bytes (the typed client reads JSON); a refusal rejects like the client's. */
async function file(person: Person, url: string): Promise<void> {
  const response = await person.http.fetch(`${t.baseUrl}${url}`, {
    headers: { authorization: `Bearer ${person.http.accessToken}` },
  });
  if (!response.ok) throw new ApiError(response.status, 'http_error', url);
}

async function rawAnswer(url: string, init: RequestInit = {}): Promise<Answer> {
  return (await fetch(`${t.baseUrl}${url}`, init)).status;
}

interface Action {
  object: string;
  action: string;
  run: (person: Person) => Promise<Answer>;
  expect: Partial<Record<Who, Answer>>;
}

const api = (person: Person) => person.http.api;
const ROLE_REFUSED = 403;

/** Session rows: its student and tutor; everyone else 404 or, for a role that never may, 403. */
const sessionPeople = (ok: Answer, { student = ok, tutor = ok } = {}): Partial<Record<Who, Answer>> => ({
  owner: student,
  tutor,
  otherStudent: student === ROLE_REFUSED ? ROLE_REFUSED : 404,
  otherTutor: tutor === ROLE_REFUSED ? ROLE_REFUSED : 404,
  manager: ROLE_REFUSED,
  teacher: ROLE_REFUSED,
});
const heldFor = (roles: Partial<Record<Who, Answer>>, { student = 403, tutor = 403 } = {}) => ({
  ...roles,
  owner: student,
  tutor,
});

const stroke = (session_id: number) => ({
  session_id,
  stroke_id: randomUUID(),
  colour: 'blue',
  size: 'small',
  points: [[0.1, 0.1]],
});

const SESSION_ROWS = (id: () => number, held: boolean): Action[] => {
  const object = held ? 'quarantined session' : 'session';
  const rows: Action[] = [
    {
      object,
      action: 'GET /sessions/:id',
      run: (p) => httpAnswer(api(p).call('session', { params: { id: id() } })),
      expect: sessionPeople(200),
    },
    {
      object,
      action: 'GET /sessions/:id/messages',
      run: (p) => httpAnswer(api(p).call('sessionMessages', { params: { id: id() } })),
      expect: sessionPeople(200),
    },
    {
      object,
      action: 'GET /sessions/:id/whiteboard',
      run: (p) => httpAnswer(api(p).call('whiteboard', { params: { id: id() } })),
      expect: sessionPeople(200),
    },
    {
      object,
      action: 'socket classroom.message.send',
      run: (p) =>
        command(p, 'classroom.message.send', { session_id: id(), client_id: randomUUID(), text: 'Hello' }),
      expect: sessionPeople(200),
    },
    {
      object,
      action: 'socket classroom.typing.set',
      run: (p) => command(p, 'classroom.typing.set', { session_id: id(), is_typing: true }),
      expect: sessionPeople(200),
    },
    {
      object,
      action: 'socket classroom.whiteboard.draw',
      run: (p) => command(p, 'classroom.whiteboard.draw', stroke(id())),
      expect: sessionPeople(200),
    },
    {
      object,
      action: 'socket classroom.whiteboard.clear',
      run: (p) => command(p, 'classroom.whiteboard.clear', { session_id: id(), stroke_id: randomUUID() }),
      expect: sessionPeople(200),
    },
    {
      object,
      action: 'socket classroom.messages.mark-read',
      run: (p) => command(p, 'classroom.messages.mark-read', { session_id: id(), up_to_seq: 1 }),
      expect: sessionPeople(200),
    },
    {
      object,
      action: 'GET /sessions/:id/handoff-tutors',
      run: (p) => httpAnswer(api(p).call('handoffTutors', { params: { id: id() } })),
      expect: sessionPeople(200, { student: ROLE_REFUSED }),
    },
    {
      object,
      action: 'GET /sessions/:id/messages/:messageId/media (signed link)',
      run: () => rawAnswer(held ? world.quarantinedMediaUrl : world.mediaUrl),
      // Public: the signed link is the credential; a held session's file stays shut.
      expect: { owner: held ? 403 : 200 },
    },
  ];
  rows.push({
    object,
    action: 'POST /sessions/:id/attachments',
    run: async (p) => {
      const form = new FormData();
      form.set('client_id', randomUUID());
      form.set('file', new Blob([new Uint8Array(await pngOf(20, 20))]), 'more.png');
      return rawAnswer(`/api/sessions/${id()}/attachments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${p.http.accessToken}` },
        body: form,
      });
    },
    expect: sessionPeople(200),
  });
  if (!held)
    rows.push(
      {
        object,
        action: 'socket classroom.reaction.set',
        run: (p) =>
          command(p, 'classroom.reaction.set', {
            session_id: id(),
            message_id: world.message,
            emoji: '👍',
            on: true,
          }),
        expect: sessionPeople(200),
      },
      {
        object,
        action: 'PUT /sessions/:id/messages/:messageId/bookmark',
        run: (p) =>
          httpAnswer(api(p).call('bookmarkMessage', { params: { id: id(), messageId: world.message } })),
        expect: sessionPeople(200),
      },
      {
        object,
        action: 'DELETE /sessions/:id/messages/:messageId/bookmark',
        run: (p) =>
          httpAnswer(api(p).call('unbookmarkMessage', { params: { id: id(), messageId: world.message } })),
        expect: sessionPeople(200),
      },
    );
  if (!held) return rows;
  return rows.map((row) => ({
    ...row,
    expect: row.action.startsWith('GET media')
      ? row.expect
      : heldFor(row.expect, { student: row.expect.owner === ROLE_REFUSED ? ROLE_REFUSED : 403 }),
  }));
};

const ACTIONS: Action[] = [
  ...SESSION_ROWS(() => world.session, false),
  ...SESSION_ROWS(() => world.quarantinedSession, true),
  {
    object: 'session',
    action: 'POST /sessions/:id/end',
    run: (p) => httpAnswer(api(p).call('endSession', { params: { id: world.endingSession } })),
    expect: { otherStudent: 404, otherTutor: 404, manager: 403, teacher: 403, owner: 200 },
  },
  {
    object: 'ended session',
    action: 'POST /sessions/:id/feedback',
    run: (p) =>
      httpAnswer(
        api(p).call('sessionFeedback', {
          params: { id: world.endedSession },
          body: { reason: 'satisfied', learned: 'yes' },
        }),
      ),
    expect: { owner: 200, otherStudent: 404, tutor: 403 },
  },
  {
    object: 'quarantined session',
    action: 'POST /sessions/:id/feedback',
    run: (p) =>
      httpAnswer(
        api(p).call('sessionFeedback', {
          params: { id: world.quarantinedEndedSession },
          body: { reason: 'satisfied', learned: 'yes' },
        }),
      ),
    expect: { owner: 403, otherStudent: 404 },
  },
  {
    object: 'ended session',
    action: 'POST /shared-sessions',
    run: (p) => httpAnswer(api(p).call('createSharedSession', { body: { session_id: world.endedSession } })),
    expect: { owner: 200, otherStudent: 404, tutor: 403 },
  },
  {
    object: 'quarantined session',
    action: 'POST /shared-sessions',
    run: (p) =>
      httpAnswer(api(p).call('createSharedSession', { body: { session_id: world.quarantinedEndedSession } })),
    expect: { owner: 403, otherStudent: 404 },
  },
  {
    object: 'ended session',
    action: 'GET /shared-sessions/:key',
    run: (p) => httpAnswer(api(p).call('sharedSession', { params: { key: world.sharedKey } })),
    expect: { teacher: 200, otherStudent: 200, otherTutor: 200 },
  },
  {
    object: 'quarantined session',
    action: 'GET /shared-sessions/:key',
    run: (p) => httpAnswer(api(p).call('sharedSession', { params: { key: world.quarantinedSharedKey } })),
    expect: { teacher: 403, owner: 403 },
  },
  // A hide keeps the session its people's, but takes it from everyone else: no sharing.
  {
    object: 'hidden session',
    action: 'GET /sessions/:id',
    run: (p) => httpAnswer(api(p).call('session', { params: { id: world.hiddenEndedSession } })),
    expect: { owner: 200, tutor: 200, otherStudent: 404 },
  },
  // A past session read back: its people and the managers; a quarantine shuts it to all of them.
  {
    object: 'ended session',
    action: 'GET /sessions/:id/transcript',
    run: (p) => httpAnswer(api(p).call('sessionTranscript', { params: { id: world.endedSession } })),
    // The teacher of the student's section reads it too, and the manager of the student's district.
    expect: {
      owner: 200,
      tutor: 200,
      manager: 200,
      superuser: 200,
      otherStudent: 404,
      otherTutor: 404,
      teacher: 200,
      district: 200,
    },
  },
  {
    object: 'quarantined session',
    action: 'GET /sessions/:id/transcript',
    run: (p) =>
      httpAnswer(api(p).call('sessionTranscript', { params: { id: world.quarantinedEndedSession } })),
    expect: {
      owner: 403,
      tutor: 403,
      manager: 403,
      superuser: 403,
      teacher: 403,
      district: 403,
      otherStudent: 404,
      otherTutor: 404,
    },
  },
  {
    object: 'hidden session',
    action: 'GET /sessions/:id/transcript',
    run: (p) => httpAnswer(api(p).call('sessionTranscript', { params: { id: world.hiddenEndedSession } })),
    expect: { owner: 200, tutor: 200, manager: 200, teacher: 200, otherStudent: 404 },
  },
  {
    object: 'hidden session',
    action: 'POST /shared-sessions',
    run: (p) =>
      httpAnswer(api(p).call('createSharedSession', { body: { session_id: world.hiddenEndedSession } })),
    expect: { owner: 403, otherStudent: 404 },
  },
  {
    object: 'hidden session',
    action: 'GET /shared-sessions/:key',
    run: (p) => httpAnswer(api(p).call('sharedSession', { params: { key: world.hiddenSharedKey } })),
    expect: { teacher: 403, owner: 403 },
  },
  // Observing a live session: any one to the managers; a quarantine shuts it, a hide does not (a
  // hide keeps a session from people outside, and managers read its transcript too).
  ...(
    [
      ['session', () => world.session, 200],
      ['hidden session', () => world.hiddenSession, 200],
      ['quarantined session', () => world.quarantinedSession, 403],
      ['ended session', () => world.endedSession, 409],
      ['missing session', () => 999_999, 404],
    ] as const
  ).map(([object, id, managers]): Action => ({
    object,
    action: 'socket classroom.observation.start',
    run: (p) => command(p, 'classroom.observation.start', { session_id: id() }),
    expect: {
      manager: managers,
      superuser: managers,
      owner: ROLE_REFUSED,
      tutor: ROLE_REFUSED,
      otherTutor: ROLE_REFUSED,
      teacher: ROLE_REFUSED,
    },
  })),
  {
    object: 'session observed on this socket',
    action: 'socket classroom.observation.stop',
    run: async (p) => {
      const socket = sockets.connect(p.http.accessToken);
      await ready(socket);
      await commandOn(socket, 'classroom.observation.start', { session_id: world.session });
      return commandOn(socket, 'classroom.observation.stop', { session_id: world.session });
    },
    expect: { manager: 200, superuser: 200, owner: ROLE_REFUSED, tutor: ROLE_REFUSED },
  },
  {
    object: 'session not observed on this socket',
    action: 'socket classroom.observation.stop',
    run: (p) => command(p, 'classroom.observation.stop', { session_id: world.session }),
    expect: { manager: 404, superuser: 404 },
  },
  // Its tutor asks who observes it; the student is not told.
  ...(
    [
      ['session', () => world.session, 200],
      ['quarantined session', () => world.quarantinedSession, 403],
    ] as const
  ).map(([object, id, tutor]): Action => ({
    object,
    action: 'socket classroom.observers.read',
    run: (p) => command(p, 'classroom.observers.read', { session_id: id() }),
    expect: { tutor, otherTutor: 404, owner: ROLE_REFUSED, manager: ROLE_REFUSED },
  })),
  {
    object: 'ended session',
    action: 'GET /sessions/:id/assessment',
    run: (p) => httpAnswer(api(p).call('sessionAssessment', { params: { id: world.endedSession } })),
    expect: { tutor: 200, otherTutor: 404, owner: 403 },
  },
  {
    object: 'quarantined session',
    action: 'GET /sessions/:id/assessment',
    run: (p) =>
      httpAnswer(api(p).call('sessionAssessment', { params: { id: world.quarantinedEndedSession } })),
    expect: { tutor: 403, otherTutor: 404 },
  },
  {
    object: 'assessment',
    action: 'POST /assessments/:id',
    run: (p) =>
      httpAnswer(
        api(p).call('saveAssessmentStep', {
          params: { id: world.assessment },
          body: { step: 'recognitions', recognitions: [] },
        }),
      ),
    expect: { tutor: 200, otherTutor: 404, owner: 403 },
  },
  {
    object: 'tutor',
    action: 'GET /tutors/:id/incomplete-assessments',
    run: (p) => httpAnswer(api(p).call('incompleteAssessments', { params: { id: people.tutor.id } })),
    expect: { tutor: 200, otherTutor: 404, manager: 200, superuser: 200, owner: 403 },
  },
  // Moving a session on: only the refusals are rows, so the open session stays where it is.
  {
    object: 'session',
    action: 'POST /handoffs',
    run: (p) =>
      httpAnswer(
        api(p).call('createHandoff', {
          body: {
            session_id: world.session,
            incoming_tutor_id: people.superuser.id,
            reason: 'shift_ending',
          },
        }),
      ),
    expect: { otherTutor: 404, owner: 403, manager: 403 },
  },
  {
    object: 'quarantined session',
    action: 'POST /handoffs',
    run: (p) =>
      httpAnswer(
        api(p).call('createHandoff', {
          body: {
            session_id: world.quarantinedSession,
            incoming_tutor_id: people.superuser.id,
            reason: 'shift_ending',
          },
        }),
      ),
    expect: { tutor: 403, otherTutor: 404 },
  },
  ...(
    [
      ['session', () => world.session, { otherStudent: 404, tutor: 403 }],
      ['quarantined session', () => world.quarantinedSession, { owner: 403, otherStudent: 404 }],
    ] as const
  ).map(([object, id, expected]): Action => ({
    object,
    action: 'POST /sessions/:id/transfer',
    run: (p) =>
      httpAnswer(
        api(p).call('transferSession', { params: { id: id() }, body: { reason_id: 7, subject_id: 1 } }),
      ),
    expect: expected,
  })),
  ...(['studentSessions', 'studentAssessments', 'studentGroupMembers'] as const).map((route): Action => ({
    object: 'student record',
    action: `GET ${endpoints[route].path}`,
    run: (p) => httpAnswer(api(p).call(route, { params: { id: people.owner.id } })),
    expect: { tutor: 200, otherTutor: 404, owner: 403, manager: 403 },
  })),
  {
    object: 'student record',
    action: 'GET /students/:id/tutor-comments',
    run: (p) => httpAnswer(api(p).call('studentTutorComments', { params: { id: people.owner.id } })),
    expect: { tutor: 200, otherTutor: 404, manager: 200, superuser: 200, owner: 403 },
  },
  {
    object: 'student record',
    action: 'POST /tutor-comments',
    run: (p) =>
      httpAnswer(api(p).call('createTutorComment', { body: { student_id: people.owner.id, text: 'Keen' } })),
    expect: { tutor: 200, otherTutor: 404, manager: 403 },
  },
  {
    object: 'tutor comment',
    action: 'POST /tutor-comments/:id',
    run: (p) =>
      httpAnswer(
        api(p).call('updateTutorComment', {
          params: { id: world.tutorComment },
          body: { text: 'Keen on examples' },
        }),
      ),
    expect: { tutor: 200, otherTutor: 404, manager: 403 },
  },
  ...(
    [
      [
        'tutor’s own canned reply',
        () => world.cannedReply,
        { tutor: 200, otherTutor: 404, manager: 404, superuser: 404, owner: 403 },
      ],
      [
        'global canned reply',
        () => world.globalCannedReply,
        { tutor: 403, otherTutor: 403, manager: 200, superuser: 200, owner: 403 },
      ],
    ] as const
  ).map(([object, id, expected]): Action => ({
    object,
    action: 'PUT /canned-replies/:id',
    run: (p) =>
      httpAnswer(
        api(p).call('updateCannedReply', {
          params: { id: id() },
          body: { shortcut: 'hi', title: 'Hi', text: 'Hi again', language: 'en' },
        }),
      ),
    expect: expected,
  })),
  {
    object: 'tutor’s own canned reply',
    action: 'DELETE /canned-replies/:id',
    run: (p) => httpAnswer(api(p).call('deleteCannedReply', { params: { id: world.cannedReply } })),
    // The tutor's own delete runs last of the row's people, so the others meet it still there.
    expect: { otherTutor: 404, manager: 404, superuser: 404, owner: 403 },
  },

  // Essays, the student's side: once access lets them by, an essay in review answers with its state
  // (409: not reviewed yet, already picked up).
  ...(
    [
      ['GET /essays/:id', (p: Person, id: number) => api(p).call('essay', { params: { id } }), 200],
      ['GET /essays/:id/pdf', (p: Person, id: number) => file(p, `/api/essays/${id}/pdf`), 200],
      [
        'GET /essays/:id/review',
        (p: Person, id: number) => api(p).call('reviewedEssay', { params: { id } }),
        409,
      ],
      [
        'POST /essays/:id/cancel',
        (p: Person, id: number) => api(p).call('cancelEssay', { params: { id } }),
        409,
      ],
      [
        'GET /essays/:id/download',
        (p: Person, id: number) => api(p).call('downloadEssay', { params: { id } }),
        409,
      ],
      [
        'POST /essays/:id/feedback',
        (p: Person, id: number) => api(p).call('rateEssay', { params: { id }, body: { summary_rating: 5 } }),
        409,
      ],
    ] as const
  ).flatMap(([action, call, ownerGets]): Action[] => [
    {
      object: 'essay',
      action,
      run: (p) => httpAnswer(call(p, world.essay)),
      expect: { owner: ownerGets, otherStudent: 404, tutor: 403 },
    },
    {
      object: 'quarantined essay',
      action,
      run: (p) => httpAnswer(call(p, world.quarantinedEssay)),
      expect: { owner: 403, otherStudent: 404 },
    },
  ]),

  // Essays, the tutor's review.
  ...(
    [
      [
        'GET /tutor/essays/:id/review',
        (p: Person, id: number) => api(p).call('essayReview', { params: { id } }),
      ],
      ['GET /tutor/essays/:id/file', (p: Person, id: number) => file(p, `/api/tutor/essays/${id}/file`)],
      [
        'GET /tutor/essays/:id/annotations',
        (p: Person, id: number) => api(p).call('essayAnnotations', { params: { id } }),
      ],
      [
        'GET /tutor/essays/:id/xfdf',
        (p: Person, id: number) => api(p).call('essayReviewXfdf', { params: { id } }),
      ],
      [
        'GET /tutor/essays/:id/summary',
        (p: Person, id: number) => api(p).call('essaySummaryComment', { params: { id } }),
      ],
      [
        'GET /tutor/essays/:id/suggestions',
        (p: Person, id: number) => api(p).call('essaySuggestions', { params: { id } }),
      ],
      [
        'PUT /tutor/essays/:id/annotations/:annotationId',
        (p: Person, id: number) =>
          api(p).call('saveEssayAnnotation', {
            params: { id, annotationId: randomUUID() },
            body: note('Mind the margins'),
          }),
      ],
      [
        'DELETE /tutor/essays/:id/annotations/:annotationId',
        (p: Person, id: number) =>
          api(p).call('deleteEssayAnnotation', { params: { id, annotationId: randomUUID() } }),
      ],
      [
        'PUT /tutor/essays/:id/summary',
        (p: Person, id: number) =>
          api(p).call('saveEssaySummaryComment', { params: { id }, body: { summary_comment: 'Good work' } }),
      ],
      [
        'PUT /tutor/essays/:id/xfdf',
        (p: Person, id: number) =>
          api(p).call('importEssayReviewXfdf', {
            params: { id },
            body: { xfdf: '<?xml version="1.0"?><xfdf xmlns="http://ns.adobe.com/xfdf/"><annots/></xfdf>' },
          }),
      ],
    ] as const
  ).flatMap(([action, call]): Action[] => [
    {
      object: 'essay',
      action,
      run: (p) => httpAnswer(call(p, world.essay)),
      expect: { tutor: 200, otherTutor: 404, owner: 403, manager: 403 },
    },
    {
      object: 'quarantined essay',
      action,
      run: (p) => httpAnswer(call(p, world.quarantinedEssay)),
      expect: { tutor: 403, otherTutor: 404 },
    },
  ]),
  // The AI's calls answer for the AI (none is configured here), so only the refusals are rows.
  ...(
    [
      [
        'GET /tutor/essays/:id/ai-summary',
        (p: Person, id: number) => api(p).call('essayAiSummary', { params: { id } }),
      ],
      [
        'POST /tutor/essays/:id/ai-summary',
        (p: Person, id: number) => api(p).call('generateEssayAiSummary', { params: { id } }),
      ],
      [
        'POST /tutor/essays/:id/ai-summary/rephrase',
        (p: Person, id: number) =>
          api(p).call('rephraseEssaySummary', { params: { id }, body: { text: 'Nice' } }),
      ],
      [
        'POST /tutor/essays/:id/ai-summary/:summaryId/rate',
        (p: Person, id: number) =>
          api(p).call('rateEssayAiSummary', { params: { id, summaryId: 1 }, body: { rate: 5 } }),
      ],
      [
        'POST /tutor/essays/:id/suggestions/:suggestionId/accept',
        (p: Person, id: number) =>
          api(p).call('acceptEssaySuggestion', {
            params: { id, suggestionId: 1 },
            body: { annotation_id: randomUUID() },
          }),
      ],
      [
        'PUT /tutor/essays/:id/suggestions/:suggestionId',
        (p: Person, id: number) =>
          api(p).call('editEssaySuggestion', {
            params: { id, suggestionId: 1 },
            body: { display_comment: 'Better' },
          }),
      ],
      [
        'POST /tutor/essays/:id/suggestions/:suggestionId/reject',
        (p: Person, id: number) =>
          api(p).call('rejectEssaySuggestion', {
            params: { id, suggestionId: 1 },
            body: { reason_type: 'rejection' },
          }),
      ],
      [
        'POST /tutor/essays/:id/submit',
        (p: Person, id: number) =>
          api(p).call('submitEssayReview', { params: { id }, body: { plagiarism_free: true } }),
      ],
    ] as const
  ).flatMap(([action, call]): Action[] => [
    {
      object: 'essay',
      action,
      run: (p) => httpAnswer(call(p, world.essay)),
      expect: { otherTutor: 404, owner: 403 },
    },
    {
      object: 'quarantined essay',
      action,
      run: (p) => httpAnswer(call(p, world.quarantinedEssay)),
      expect: { tutor: 403, otherTutor: 404 },
    },
  ]),
  {
    object: 'annotation of another tutor’s essay',
    action: 'DELETE /tutor/essays/:id/annotations/:annotationId (own essay’s id)',
    run: (p) =>
      httpAnswer(
        api(p).call('deleteEssayAnnotation', {
          params: { id: world.essay, annotationId: world.otherTutorsAnnotation },
        }),
      ),
    expect: { tutor: 404 },
  },

  // The managers' essay queue: managers oversee every essay (a missing one is 404); a quarantine
  // stops them too; no other role may try.
  ...(
    [
      [
        'GET /service/essays/:id/tutors',
        (p: Person, id: number) => api(p).call('essayQueueTutors', { params: { id } }),
      ],
      [
        'PUT /service/essays/:id/priority',
        (p: Person, id: number) => api(p).call('prioritiseEssay', { params: { id } }),
      ],
      [
        'DELETE /service/essays/:id/priority',
        (p: Person, id: number) => api(p).call('unprioritiseEssay', { params: { id } }),
      ],
    ] as const
  ).flatMap(([action, call]): Action[] => [
    {
      object: 'waiting essay',
      action,
      run: (p) => httpAnswer(call(p, world.queueEssayWaiting)),
      expect: { manager: 200, superuser: 200, tutor: 403, owner: 403, teacher: 403 },
    },
    {
      object: 'quarantined essay',
      action,
      run: (p) => httpAnswer(call(p, world.quarantinedEssay)),
      expect: { manager: 403, superuser: 403 },
    },
    { object: 'essay: missing', action, run: (p) => httpAnswer(call(p, 999_999)), expect: { manager: 404 } },
  ]),
  ...(
    [
      [
        'POST /service/essays/:id/release',
        () => world.queueEssayInReview,
        (p: Person, id: number) =>
          api(p).call('releaseEssay', { params: { id }, body: { from_tutor_id: people.otherTutor.id } }),
      ],
      [
        'POST /service/essays/:id/reassign',
        () => world.queueEssayWaiting,
        (p: Person, id: number) =>
          api(p).call('reassignEssay', {
            params: { id },
            body: { tutor_id: people.tutor.id, from_tutor_id: null },
          }),
      ],
    ] as const
  ).flatMap(([action, essay, call]): Action[] => [
    // Once: the essay has changed hands after it.
    {
      object: 'essay in the queue',
      action,
      run: (p) => httpAnswer(call(p, essay())),
      expect: { tutor: 403, owner: 403, teacher: 403, manager: 200 },
    },
    {
      object: 'quarantined essay',
      action,
      run: (p) => httpAnswer(call(p, world.quarantinedEssay)),
      expect: { manager: 403 },
    },
    {
      object: 'essay: missing',
      action,
      run: (p) => httpAnswer(call(p, 999_999)),
      expect: { manager: 404, superuser: 404 },
    },
  ]),

  // Accounts.
  ...(
    [
      ['GET /tutors/:id', (p: Person, id: number) => api(p).call('tutor', { params: { id } })],
      [
        'POST /tutors/:id (name)',
        (p: Person, id: number) =>
          api(p).call('updateTutor', { params: { id }, body: { first_name: 'Renamed' } }),
      ],
      [
        'POST /tutors/:id (e-mail)',
        (p: Person, id: number) =>
          api(p).call('updateTutor', {
            params: { id },
            body: { email: `taken.${randomUUID().slice(0, 6)}@lantern.example` },
          }),
      ],
      [
        'POST /tutors/:id (role)',
        (p: Person, id: number) => api(p).call('updateTutor', { params: { id }, body: { role: 'tutor' } }),
      ],
      [
        'POST /tutors/:id (deactivate)',
        (p: Person, id: number) => api(p).call('updateTutor', { params: { id }, body: { status: 0 } }),
      ],
      [
        'POST /passwords.reset.magic',
        (p: Person, id: number) => api(p).call('sendPasswordLink', { body: { user_id: id } }),
      ],
    ] as const
  ).flatMap(([action, call]): Action[] => [
    {
      object: 'user: superuser',
      action,
      run: (p) => httpAnswer(call(p, people.superuser.id)),
      expect: { manager: action.startsWith('GET') ? 200 : 403, tutor: 403, teacher: 403 },
    },
    {
      object: 'user: tutor manager',
      action,
      run: (p) => httpAnswer(call(p, world.managedManager)),
      expect: { superuser: 200, tutor: 403 },
    },
    {
      object: 'user: missing',
      action,
      run: (p) => httpAnswer(call(p, 999_999)),
      expect: { manager: 404 },
    },
  ]),
  {
    object: 'user: superuser',
    action: 'POST /tutors/:id/headshot',
    run: async (p) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await pngOf(64, 64))]), 'face.png');
      return rawAnswer(`/api/tutors/${people.superuser.id}/headshot`, {
        method: 'POST',
        headers: { authorization: `Bearer ${p.http.accessToken}` },
        body: form,
      });
    },
    expect: { manager: 403, tutor: 403 },
  },
  ...(
    [
      [
        'GET /users/v1/:id/preferences',
        (p: Person, id: number) => api(p).call('userPreferences', { params: { id } }),
      ],
      [
        'POST /users/v1/:id/preferences',
        (p: Person, id: number) =>
          api(p).call('setUserPreferences', { params: { id }, body: { is_break_chimes_enabled: true } }),
      ],
    ] as const
  ).map(([action, call]): Action => ({
    object: 'user: the tutor',
    action,
    run: (p) => httpAnswer(call(p, people.tutor.id)),
    expect: { tutor: 200, otherTutor: 404, manager: 404, owner: 404 },
  })),
  // A district's roster import: superusers oversee every district's; nobody else may try.
  ...(
    [
      [
        'GET /rostering/oneroster/imports/:id',
        (p: Person, id: number) => api(p).call('rosterImport', { params: { id } }),
      ],
      [
        'GET /rostering/oneroster/imports/:id/status',
        (p: Person, id: number) => api(p).call('rosterImportStatus', { params: { id } }),
      ],
      [
        'POST /rostering/oneroster/imports/:id/apply',
        (p: Person, id: number) => api(p).call('applyRosterImport', { params: { id } }),
      ],
    ] as const
  ).flatMap(([action, call]): Action[] => [
    {
      object: 'roster import',
      action,
      run: (p) => httpAnswer(call(p, world.rosterImport)),
      expect: { superuser: 200, manager: 403, teacher: 403, tutor: 403, owner: 403 },
    },
    {
      object: 'roster import: missing',
      action,
      run: (p) => httpAnswer(call(p, 999_999)),
      expect: { superuser: 404, manager: 403 },
    },
  ]),
  // A stopped sync's decision and a roster API source: superusers only; what they decide on must
  // exist (approving and discarding themselves are roster-syncs.int.test.ts's).
  ...(
    [
      [
        'POST /rostering/oneroster/imports/:id/approve',
        (p: Person, id: number) => api(p).call('approveRosterImport', { params: { id } }),
      ],
      [
        'POST /rostering/oneroster/imports/:id/discard',
        (p: Person, id: number) => api(p).call('discardRosterImport', { params: { id } }),
      ],
      [
        'PUT /rostering/syncs/:id',
        (p: Person, id: number) =>
          api(p).call('updateRosterSync', {
            params: { id },
            body: { name: 'x', kind: 'clever', base_url: 'https://api.clever.com' },
          }),
      ],
      [
        'POST /rostering/syncs/:id/run',
        (p: Person, id: number) => api(p).call('runRosterSync', { params: { id } }),
      ],
    ] as const
  ).map(([action, call]): Action => ({
    object: 'roster sync: missing',
    action,
    run: (p) => httpAnswer(call(p, 999_999)),
    expect: { superuser: 404, manager: 403, teacher: 403, tutor: 403, owner: 403 },
  })),
  // Sections: staff who reach one read it (the demo teacher teaches section 1, of district 1);
  // superusers alone change one; a person's sections are theirs and their staff's to read.
  {
    object: 'section',
    action: 'GET /sections/:id',
    run: (p) => httpAnswer(api(p).call('sectionDetail', { params: { id: 1 } })),
    expect: { teacher: 200, district: 200, superuser: 200, owner: 403, tutor: 403, manager: 403 },
  },
  {
    object: 'section: missing',
    action: 'GET /sections/:id',
    run: (p) => httpAnswer(api(p).call('sectionDetail', { params: { id: 999_999 } })),
    expect: { teacher: 404, district: 404, superuser: 404 },
  },
  {
    object: 'section',
    action: 'POST /sections/:id',
    // Nothing sent, nothing changed: the answer is who may try.
    run: (p) => httpAnswer(api(p).call('updateSection', { params: { id: 1 }, body: {} })),
    expect: { superuser: 200, teacher: 403, district: 403, manager: 403, owner: 403 },
  },
  {
    object: 'section: missing',
    action: 'POST /sections/:id',
    run: (p) => httpAnswer(api(p).call('updateSection', { params: { id: 999_999 }, body: {} })),
    expect: { superuser: 404 },
  },
  {
    object: 'student’s sections',
    action: 'GET /users/:id/sections',
    run: (p) => httpAnswer(api(p).call('userSections', { params: { id: people.owner.id } })),
    expect: {
      owner: 200,
      otherStudent: 404,
      teacher: 200,
      district: 200,
      superuser: 200,
      tutor: 403,
      manager: 403,
    },
  },
  {
    object: 'student’s sections: a student of another school',
    action: 'GET /users/:id/sections',
    run: (p) => httpAnswer(api(p).call('userSections', { params: { id: people.otherStudent.id } })),
    expect: { otherStudent: 200, owner: 404, teacher: 404, district: 200, superuser: 200 },
  },
  // The teacher's area: the students of their sections, and their own student groups.
  {
    object: 'student of the teacher’s section',
    action: 'GET /teacher/students/:id',
    run: (p) => httpAnswer(api(p).call('teacherStudent', { params: { id: people.owner.id } })),
    expect: { teacher: 200, owner: 403, tutor: 403, manager: 403, district: 403, superuser: 403 },
  },
  {
    object: 'student of another school',
    action: 'GET /teacher/students/:id',
    run: (p) => httpAnswer(api(p).call('teacherStudent', { params: { id: people.otherStudent.id } })),
    expect: { teacher: 404, otherStudent: 403 },
  },
  {
    // The access world's student has asked for help: past access, the nudge is refused as not needed.
    object: 'student of the teacher’s section who used Lantern',
    action: 'POST /teacher/students/:id/nudge',
    run: (p) => httpAnswer(api(p).call('nudgeStudent', { params: { id: people.owner.id } })),
    expect: { teacher: 409, owner: 403, tutor: 403, manager: 403, district: 403, superuser: 403 },
  },
  {
    object: 'student of another school',
    action: 'POST /teacher/students/:id/nudge',
    run: (p) => httpAnswer(api(p).call('nudgeStudent', { params: { id: people.otherStudent.id } })),
    expect: { teacher: 404, otherStudent: 403 },
  },
  {
    object: 'reviewed essay of the teacher’s student',
    action: 'GET /teacher/students/:id/essays/:essayId/pdf',
    run: (p) =>
      httpAnswer(
        api(p).download('teacherStudentEssayPdf', {
          params: { id: people.owner.id, essayId: world.reviewedEssay },
        }),
      ),
    expect: { teacher: 200, owner: 403, tutor: 403, manager: 403, district: 403, superuser: 403 },
  },
  {
    object: 'essay still in review',
    action: 'GET /teacher/students/:id/essays/:essayId/pdf',
    run: (p) =>
      httpAnswer(
        api(p).download('teacherStudentEssayPdf', { params: { id: people.owner.id, essayId: world.essay } }),
      ),
    expect: { teacher: 404 },
  },
  // The leaders' students: a district's analytics, a school's or district's students, a student's page.
  {
    object: 'district’s student analytics',
    action: 'GET /student-analytics/students/:id',
    run: (p) =>
      httpAnswer(
        api(p).call('studentAnalytics', {
          params: { id: 1 },
          query: { start_date: '2026-10-01', end_date: '2026-10-31' },
        }),
      ),
    expect: { district: 200, superuser: 200, teacher: 403, owner: 403, tutor: 403, manager: 403 },
  },
  {
    object: 'district’s student analytics: missing',
    action: 'GET /student-analytics/students/:id',
    run: (p) =>
      httpAnswer(
        api(p).call('studentAnalytics', {
          params: { id: 999_999 },
          query: { start_date: '2026-10-01', end_date: '2026-10-31' },
        }),
      ),
    expect: { district: 404, superuser: 404 },
  },
  {
    object: 'district’s student analytics',
    action: 'GET /student-analytics/students/:id/csv',
    run: (p) =>
      httpAnswer(
        api(p).download('studentAnalyticsCsv', {
          params: { id: 1 },
          query: { start_date: '2026-10-01', end_date: '2026-10-31' },
        }),
      ),
    expect: { district: 200, superuser: 200, teacher: 403, owner: 403, manager: 403 },
  },
  ...(
    [
      ['GET /schools/:id/students', 'schoolStudents'],
      ['GET /schools/:id/students-aggregate', 'schoolStudentsAggregate'],
      ['GET /districts/:id/students', 'districtStudents'],
      ['GET /districts/:id/students-aggregate', 'districtStudentsAggregate'],
    ] as const
  ).flatMap(([action, route]): Action[] => [
    {
      object: action.includes('schools') ? 'school 1' : 'district 1',
      action,
      run: (p) => httpAnswer(api(p).call(route, { params: { id: 1 } })),
      expect: { district: 200, superuser: 200, teacher: 403, owner: 403, tutor: 403, manager: 403 },
    },
    {
      object: action.includes('schools') ? 'school: missing' : 'district: missing',
      action,
      run: (p) => httpAnswer(api(p).call(route, { params: { id: 999_999 } })),
      expect: { district: 404, superuser: 404 },
    },
  ]),
  {
    object: 'student of the district',
    action: 'GET /leader/students/:id',
    run: (p) => httpAnswer(api(p).call('leaderStudent', { params: { id: people.owner.id } })),
    expect: { district: 200, superuser: 200, teacher: 403, owner: 403, tutor: 403, manager: 403 },
  },
  {
    object: 'student: missing',
    action: 'GET /leader/students/:id',
    run: (p) => httpAnswer(api(p).call('leaderStudent', { params: { id: 999_999 } })),
    expect: { district: 404, superuser: 404 },
  },
  {
    object: 'reviewed essay of the district’s student',
    action: 'GET /leader/students/:id/essays/:essayId/pdf',
    run: (p) =>
      httpAnswer(
        api(p).download('leaderStudentEssayPdf', {
          params: { id: people.owner.id, essayId: world.reviewedEssay },
        }),
      ),
    expect: { district: 200, superuser: 200, teacher: 403, owner: 403, tutor: 403 },
  },
  {
    object: 'essay still in review',
    action: 'GET /leader/students/:id/essays/:essayId/pdf',
    run: (p) =>
      httpAnswer(
        api(p).download('leaderStudentEssayPdf', { params: { id: people.owner.id, essayId: world.essay } }),
      ),
    expect: { district: 404, superuser: 404 },
  },
  ...(
    [
      [
        'GET /student-groups/:id',
        (p: Person) => api(p).call('studentGroup', { params: { id: world.studentGroup } }),
      ],
      [
        'PUT /student-groups/:id',
        (p: Person) =>
          api(p).call('renameStudentGroup', {
            params: { id: world.studentGroup },
            body: { name: 'Renamed' },
          }),
      ],
      [
        'PUT /student-groups/:id/users',
        (p: Person) =>
          api(p).call('setStudentGroupUsers', { params: { id: world.studentGroup }, body: { user_ids: [] } }),
      ],
      [
        'GET /student-groups/:id/users',
        (p: Person) => api(p).call('studentGroupUsers', { params: { id: world.studentGroup } }),
      ],
    ] as const
  ).map(([action, call]): Action => ({
    object: 'the teacher’s student group',
    action,
    run: (p) => httpAnswer(call(p)),
    // Other staff keep groups of their own: another's is not found.
    expect: { teacher: 200, owner: 403, tutor: 403, manager: 403, district: 404, superuser: 404 },
  })),
  {
    object: 'student group: missing',
    action: 'DELETE /student-groups/:id',
    run: (p) => httpAnswer(api(p).call('deleteStudentGroup', { params: { id: 999_999_999 } })),
    expect: { teacher: 404, owner: 403, district: 404 },
  },
  // Privacy: the student's district manager and superusers; nobody else may try.
  ...(
    [
      [
        'GET /privacy/deletions/:id',
        200,
        (p: Person, id: number) => api(p).call('privacyDeletion', { params: { id } }),
      ],
      [
        'GET /privacy/deletions/:id/certificate',
        // Not finished yet: the certificate comes when it is.
        409,
        (p: Person, id: number) => api(p).call('privacyDeletionCertificate', { params: { id } }),
      ],
    ] as const
  ).flatMap(([action, answer, call]): Action[] => [
    {
      object: 'deletion request',
      action,
      run: (p) => httpAnswer(call(p, world.privacyDeletion)),
      expect: { superuser: answer, district: answer, manager: 403, teacher: 403, tutor: 403, owner: 403 },
    },
    {
      object: 'deletion request: missing',
      action,
      run: (p) => httpAnswer(call(p, 999_999)),
      expect: { superuser: 404, district: 404 },
    },
  ]),
  ...(
    [
      [
        'GET /privacy/students/:id/export',
        // A ZIP, not the envelope: its status is the answer.
        async (p: Person, id: number) => {
          const response = await p.http.fetch(`${t.baseUrl}/api/privacy/students/${id}/export`, {
            headers: { authorization: `Bearer ${p.http.accessToken}` },
          });
          await response.arrayBuffer();
          if (!response.ok) throw new ApiError(response.status, 'refused', 'refused');
        },
      ],
      [
        'GET /privacy/students/:id/access-log',
        (p: Person, id: number) => api(p).call('studentAccessLog', { params: { id } }),
      ],
    ] as const
  ).flatMap(([action, call]): Action[] => [
    {
      object: 'student’s records',
      action,
      run: (p) => httpAnswer(call(p, people.owner.id)),
      expect: { superuser: 200, district: 200, manager: 403, teacher: 403, tutor: 403, owner: 403 },
    },
    {
      object: 'student’s records: not a student',
      action,
      run: (p) => httpAnswer(call(p, people.tutor.id)),
      expect: { superuser: 404, district: 404 },
    },
  ]),
  ...(
    [
      [
        'GET /privacy/districts/:id/retention',
        (p: Person, id: number) => api(p).call('districtRetention', { params: { id } }),
      ],
      [
        'PUT /privacy/districts/:id/retention',
        (p: Person, id: number) =>
          api(p).call('updateDistrictRetention', {
            params: { id },
            body: { chat_messages: null, media: null, essays: null, whiteboards: null, recordings: null },
          }),
      ],
    ] as const
  ).flatMap(([action, call]): Action[] => [
    {
      object: 'district retention: their own',
      action,
      run: (p) => httpAnswer(call(p, 1)),
      expect: { superuser: 200, district: 200, manager: 403, teacher: 403, owner: 403 },
    },
    {
      object: 'district retention: another district',
      action,
      run: (p) => httpAnswer(call(p, 991)),
      expect: { superuser: 200, district: 404 },
    },
  ]),
  // A school's people and numbers: its staff as far as they reach, superusers everywhere.
  ...(
    [
      [
        'GET /schools/:id/users',
        { superuser: 200, district: 200, teacher: 200, manager: 403, tutor: 403, owner: 403 },
        (p: Person, id: number) => api(p).call('schoolUsers', { params: { id } }),
      ],
      [
        'GET /schools/:id/aggregate',
        { superuser: 200, district: 200, teacher: 403, manager: 403, tutor: 403, owner: 403 },
        (p: Person, id: number) => api(p).call('schoolAggregate', { params: { id } }),
      ],
    ] as const
  ).flatMap(([action, expect, call]): Action[] => [
    { object: 'school: the demo one', action, run: (p) => httpAnswer(call(p, 1)), expect },
    {
      object: 'school: missing',
      action,
      run: (p) => httpAnswer(call(p, 999_999)),
      expect: { superuser: 404, district: 404 },
    },
  ]),
  // A student's account: their school's administrators, their district's manager, superusers.
  ...(
    [
      [
        'POST /accounts/password',
        (p: Person, id: number) => api(p).call('studentAccountPassword', { body: { user_id: id } }),
      ],
      [
        'POST /accounts/license',
        // The student's own school: the seat is theirs already, nothing changes.
        (p: Person, id: number) =>
          api(p).call('studentAccountLicence', { body: { user_id: id, school_id: 1 } }),
      ],
    ] as const
  ).flatMap(([action, call]): Action[] => [
    {
      object: 'student account',
      action,
      run: (p) => httpAnswer(call(p, people.owner.id)),
      expect: { superuser: 200, district: 200, teacher: 403, manager: 403, tutor: 403, owner: 403 },
    },
    {
      object: 'student account: not a student',
      action,
      run: (p) => httpAnswer(call(p, people.tutor.id)),
      expect: { superuser: 404, district: 404 },
    },
  ]),
  // Last, as it closes the session: a quarantine never keeps its people from leaving it.
  {
    object: 'quarantined session',
    action: 'POST /sessions/:id/end',
    run: (p) => httpAnswer(api(p).call('endSession', { params: { id: world.quarantinedSession } })),
    expect: { otherStudent: 404, owner: 200 },
  },
];

const ROWS = ACTIONS.flatMap((action) =>
  (Object.entries(action.expect) as [Who, Answer][]).map(([who, expected]) => ({ who, expected, action })),
);

describe('who may do what to which object', () => {
  it.each(ROWS)('$who × $action.object × $action.action → $expected', async ({ who, expected, action }) => {
    expect(await action.run(people[who])).toBe(expected);
  });
});

/**
 * Routes that take an id but whose objects other modules guard with their own tests (shifts,
 * breaks, availability, action items, reports and incidents, holds and bans, flags, the comment
 * library, the essay queue), or that take none of a person's objects (a subject's availability).
 */
const GUARDED_ELSEWHERE = new Set<string>([
  ...['setFeatureFlag', 'shiftState', 'changeShiftState', 'extendShift', 'setSegmentType', 'setSegmentDate'],
  ...['setSegmentSessionable', 'addSegment', 'deleteSegment', 'deleteShift', 'approveBreakRequest'],
  ...['rejectBreakRequest', 'undoBreakDecision', 'updateAvailability', 'deleteAvailability'],
  ...['tutorAvailabilities'],
  ...['tutorAvailabilityAction', 'tutorOpenWeek', 'availabilityBlocks', 'setAvailabilityBlocks'],
  ...['maxWeeklyHours', 'setMaxWeeklyHours', 'offerSegmentTransfer', 'cancelTransfer', 'transferAction'],
  ...['validateTransfer', 'subjectAvailability', 'pickUpEssay', 'updateContentLibraryItem'],
  ...['deleteContentLibraryItem', 'platformManagerActionItem', 'updatePlatformManagerActionItem'],
  ...['analyticsSubjectLeaderboard', 'sessionFeedbackReport', 'updateIncident', 'banStudent'],
  ...['holdContent', 'releaseContent'],
  // An action item's safety trail, managers only, as the item itself: safety-escalations.int.test.ts.
  ...['safetyEscalation'],
  // Customer administration, superusers only: customers.int.test.ts and people.int.test.ts.
  ...['district', 'updateDistrict', 'school', 'updateSchool', 'updateLicence'],
  ...['user', 'updateUser', 'moveUserSchools'],
  // Reached by section, school or district: learner-profile.int.test.ts walks each role's reach.
  ...['sectionStudents'],
  // A search's words, not an object: it answers the caller's own reach (student-groups.int.test.ts).
  ...['searchGroupUsers'],
  // A single sign-on provider's name, not an object: the person is always the caller (sso.int.test.ts).
  ...['ssoStart', 'ssoCallback', 'ssoLogout', 'socialLogin', 'socialLoginLink', 'unlinkSocialLogin'],
]);
/** Routes that name their object in the body rather than the path. */
const ID_IN_BODY = [
  ...['createHandoff', 'createSharedSession', 'createTutorComment', 'sendPasswordLink'],
  ...['studentAccountPassword', 'studentAccountLicence'],
];

describe('the table itself', () => {
  it('should have rows for every route and socket command that takes an id, but those guarded elsewhere', () => {
    const covered = new Set(
      ACTIONS.map((row) => /^((GET|POST|PUT|DELETE) \S+|socket \S+)/.exec(row.action)?.[1]),
    );
    const routes = Object.entries(endpoints)
      .filter(([name, route]) => route.path.includes(':') || ID_IN_BODY.includes(name))
      .filter(
        ([name, route]) => !GUARDED_ELSEWHERE.has(name) && !covered.has(`${route.method} ${route.path}`),
      )
      .map(([name]) => name);
    const socketCommands = Object.entries(commands)
      .filter(
        ([name, declaration]) =>
          // A union (presence.state.report's) has no shape of its own and names no session.
          'session_id' in ((declaration.payload as { shape?: object }).shape ?? {}) &&
          !covered.has(`socket ${name}`),
      )
      .map(([name]) => name);
    expect({ routes, socketCommands }).toEqual({ routes: [], socketCommands: [] });
  });
});

describe('the findings that brought the access module', () => {
  it('should leave another tutor’s annotation in place when a tutor deletes it through their own essay', async () => {
    const refused = await httpAnswer(
      api(people.tutor).call('deleteEssayAnnotation', {
        params: { id: world.essay, annotationId: world.otherTutorsAnnotation },
      }),
    );
    expect(refused).toBe(404);
    const kept = await api(people.otherTutor).call('essayAnnotations', {
      params: { id: world.otherTutorsEssay },
    });
    expect(kept.map((annotation) => annotation.id)).toContain(world.otherTutorsAnnotation);
  });

  it('should leave the superuser’s name, e-mail, roles and status as they were after a manager tries each', async () => {
    const before = await em().findOneOrFail(User, { username: WHO.superuser });
    for (const body of [
      { first_name: 'Renamed' },
      { email: 'mine@lantern.example' },
      { role: 'tutor' as const },
      { status: 0 as const },
    ])
      expect(
        await httpAnswer(api(people.manager).call('updateTutor', { params: { id: before.id }, body })),
      ).toBe(403);
    const after = await em().findOneOrFail(User, { username: WHO.superuser });
    expect([after.firstName, after.email, after.roles]).toEqual([
      before.firstName,
      before.email,
      before.roles,
    ]);
  });
});

describe('actions taken while viewing as someone', () => {
  async function viewingAs(username: Who, role: 'tutor' | 'student'): Promise<Person> {
    const http = new HttpSession(t.baseUrl);
    await http.login(WHO.superuser);
    const viewing = await http.api.call('impersonate', { body: { role, user_id: people[username].id } });
    http.accessToken = viewing.access_token;
    return { http, id: people[username].id };
  }

  const trail = (action: string) => em().find(AuditEvent, { action }, { orderBy: { id: 'desc' } });

  it('should record a review change and a chat message with the superuser as actor and the person viewed as', async () => {
    const asTutor = await viewingAs('tutor', 'tutor');
    const annotationId = randomUUID();
    await api(asTutor).call('saveEssayAnnotation', {
      params: { id: world.essay, annotationId },
      body: note('Written while viewing as the tutor'),
    });
    await api(asTutor).call('deleteEssayAnnotation', { params: { id: world.essay, annotationId } });
    expect(
      await command(asTutor, 'classroom.message.send', {
        session_id: world.session,
        client_id: randomUUID(),
        text: 'Hi',
      }),
    ).toBe(200);

    const real = { actorUserId: people.superuser.id, actingAsUserId: people.tutor.id, actingAsRole: 'tutor' };
    expect((await trail('view-as.essay.review.edit'))[0]).toMatchObject({
      ...real,
      details: { id: world.essay },
    });
    expect((await trail('view-as.essay.annotation.delete'))[0]).toMatchObject({
      ...real,
      details: { id: world.essay, part: annotationId },
    });
    expect((await trail('view-as.session.message.send'))[0]).toMatchObject({
      ...real,
      details: { id: world.session },
    });
  });

  it('should trail a change that names no object, such as asking for help, once, with its answer', async () => {
    const asStudent = await viewingAs('owner', 'student');
    const before = await em().count(AuditEvent, { action: 'view-as.request' });
    const answer = await httpAnswer(
      api(asStudent).call('requestSession', {
        body: { chat_type: 'tutor', question: 'Asked while viewing as the student', subject_id: 1 },
      }),
    );
    const [entry] = await trail('view-as.request');
    expect(entry).toMatchObject({
      actorUserId: people.superuser.id,
      actingAsUserId: people.owner.id,
      actingAsRole: 'student',
      details: { method: 'POST', route: '/api/sessions', status: answer },
    });
    expect(await em().count(AuditEvent, { action: 'view-as.request' })).toBe(before + 1);

    // A change the access check already wrote down with its object is not written again.
    const asTutor = await viewingAs('tutor', 'tutor');
    await api(asTutor).call('saveEssaySummaryComment', {
      params: { id: world.essay },
      body: { summary_comment: 'Written while viewing as the tutor' },
    });
    expect(await em().count(AuditEvent, { action: 'view-as.request' })).toBe(before + 1);
  });

  it('should not trail what people do as themselves, nor what a viewer only reads', async () => {
    const before = await em().count(AuditEvent, { action: { $like: 'view-as.%' } });
    await api(people.tutor).call('saveEssaySummaryComment', {
      params: { id: world.essay },
      body: { summary_comment: 'Mine, as myself' },
    });
    await api(await viewingAs('owner', 'student')).call('session', { params: { id: world.session } });
    expect(await em().count(AuditEvent, { action: { $like: 'view-as.%' } })).toBe(before);
  });
});

describe('shared-session links', () => {
  const read = (key: string) => httpAnswer(api(people.teacher).call('sharedSession', { params: { key } }));

  it('should stop every link, old and new, while the school has sharing off, and open them again when it is back on', async () => {
    expect(await read(world.sharedKey)).toBe(200);
    await em().nativeUpdate(School, { id: 1 }, { featuresSharedSessions: false });
    const refused = await failure(
      api(people.teacher).call('sharedSession', { params: { key: world.sharedKey } }),
    );
    expect([refused.status, refused.code]).toEqual([403, ErrorCode.sharingOff]);
    expect(
      await httpAnswer(
        api(people.owner).call('createSharedSession', { body: { session_id: world.endedSession } }),
      ),
    ).toBe(403);
    await em().nativeUpdate(School, { id: 1 }, { featuresSharedSessions: true });
    expect(await read(world.sharedKey)).toBe(200);
  });

  it('should open a link until SHARED_SESSION_LINK_TTL_DAYS after it was made, and refuse it from then on', async () => {
    const { key } = await api(people.owner).call('createSharedSession', {
      body: { session_id: world.endedSession },
    });
    const days = t.config.sharedSessionLinkTtlDays;
    t.clock.advanceSeconds(days * DAY - 60);
    // Tokens live minutes: after days, people sign in again.
    await people.teacher.http.login(WHO.teacher);
    expect(await read(key)).toBe(200);
    t.clock.advanceSeconds(60);
    await people.teacher.http.login(WHO.teacher);
    const refused = await failure(api(people.teacher).call('sharedSession', { params: { key } }));
    expect([refused.status, refused.code]).toEqual([403, ErrorCode.sharedLinkExpired]);
  });
});
