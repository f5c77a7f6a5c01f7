import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, HttpSession } from '../../../test/http-session.js';
import { ormOf } from '../../../test/student-record-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { createPeople } from '../../db/people/create-people.js';
import type { PersonSpec } from '../../db/people/person-spec.js';
import { passwordCostFromEnv } from '../auth/password-cost.js';

const PASSWORD = 'Lantern#2026';
let t: TestApp;
let made = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** People of this file's own, so no demo account's onboarding is changed. */
async function person(traits: Partial<PersonSpec> & Pick<PersonSpec, 'roles'>) {
  const username = `onboarding.${traits.roles[0]}.${(made += 1)}.${process.pid}`;
  const [created] = await createPeople(
    ormOf(t),
    {
      password: PASSWORD,
      people: [{ username, firstName: 'Robin', lastName: `Kit-${made}`, email: null, ...traits }],
    },
    passwordCostFromEnv(),
  );
  return created!;
}

async function signedIn(username: string) {
  const session = new HttpSession(t.baseUrl);
  await session.login(username, PASSWORD);
  return session;
}

async function auditRows(action: string, studentId: number) {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ actor_user_id: number }>(
      `select actor_user_id from audit_events where action = $1 and details->>'student_id' = $2`,
      [action, String(studentId)],
    );
    return rows.map((row) => row.actor_user_id);
  } finally {
    await client.end();
  }
}

// School 1 (district 1) has sections 1-4; school 2 (district 1) section 5; school 402 is in district 991.
const studentIn = (sections: number[], school = 1) =>
  person({ roles: ['student'], school, sections, isNew: false, acceptedAgreement: true });

describe('onboarding answers (/student-status)', () => {
  it('should save interests and subject confidence and answer them back, new until the agreement is accepted', async () => {
    const student = await person({ roles: ['student'], school: 1, isNew: true });
    const http = await signedIn(student.username);
    expect(await http.api.call('studentStatus')).toEqual({
      is_new: true,
      interests: [],
      subject_confidence: [],
    });
    const answers = {
      interests: ['music', 'games'] as const,
      subject_confidence: [{ subject_id: 1, level: 'getting_there' as const }],
    };
    await http.api.call('saveStudentStatus', { body: { ...answers, interests: [...answers.interests] } });
    await http.api.call('acceptAgreement');
    expect(await http.api.call('studentStatus')).toEqual({
      is_new: false,
      interests: ['music', 'games'],
      subject_confidence: [{ subject_id: 1, level: 'getting_there' }],
    });
  });

  it('should refuse an unknown interest, a subject rated twice and a subject that does not exist, naming the field', async () => {
    const student = await person({ roles: ['student'], school: 1, isNew: true });
    const http = await signedIn(student.username);
    const save = (body: unknown) => failure(http.api.call('saveStudentStatus', { body: body as never }));
    const badInterest = await save({ interests: ['skydiving'], subject_confidence: [] });
    expect([badInterest.status, badInterest.message]).toEqual([400, expect.stringContaining('interests.0')]);
    const twice = await save({
      interests: [],
      subject_confidence: [
        { subject_id: 1, level: 'confident' },
        { subject_id: 1, level: 'not_yet' },
      ],
    });
    expect([twice.status, twice.message]).toEqual([
      400,
      expect.stringContaining('each subject at most once'),
    ]);
    const unknown = await save({
      interests: [],
      subject_confidence: [{ subject_id: 99999, level: 'confident' }],
    });
    expect([unknown.status, unknown.message]).toEqual([
      400,
      'subject_confidence: no subject has the id 99999',
    ]);
  });

  it('should answer onboarding status to students only', async () => {
    const error = await failure((await signedIn('teacher')).api.call('studentStatus'));
    expect(error.status).toBe(403);
  });
});

describe('POST /student-learner-profile/reset', () => {
  it('should let a teacher reset a student of their section: onboarding comes back empty and it is audited', async () => {
    const teacher = await person({ roles: ['teacher'], school: 1, schools: [1], sections: [1] });
    const student = await studentIn([1]);
    const own = await signedIn(student.username);
    await own.api.call('saveStudentStatus', { body: { interests: ['art'], subject_confidence: [] } });

    const answer = await (
      await signedIn(teacher.username)
    ).api.call('resetLearnerProfile', {
      body: { student_id: student.id },
    });
    expect(answer).toEqual({ student_id: student.id, is_new: true });
    const again = await signedIn(student.username);
    expect(await again.api.call('studentStatus')).toEqual({
      is_new: true,
      interests: [],
      subject_confidence: [],
    });
    expect((await again.api.call('me')).student?.is_new).toBe(true);
    expect(await auditRows('student.onboarding.reset', student.id)).toEqual([teacher.id]);
  });

  it('should answer 404 to a teacher for a student of another section, even of the same school', async () => {
    const teacher = await person({ roles: ['teacher'], school: 1, schools: [1], sections: [2] });
    const student = await studentIn([3]);
    const error = await failure(
      (await signedIn(teacher.username)).api.call('resetLearnerProfile', {
        body: { student_id: student.id },
      }),
    );
    expect([error.status, error.code]).toEqual([404, 'not_found']);
    expect((await (await signedIn(student.username)).api.call('studentStatus')).is_new).toBe(false);
  });

  it('should let an administrator reset the students of their schools and no others', async () => {
    const admin = await person({ roles: ['administrator'], school: 2, schools: [2] });
    const http = await signedIn(admin.username);
    const ours = await studentIn([5], 2);
    const theirs = await studentIn([1], 1);
    expect(await http.api.call('resetLearnerProfile', { body: { student_id: ours.id } })).toMatchObject({
      is_new: true,
    });
    const error = await failure(http.api.call('resetLearnerProfile', { body: { student_id: theirs.id } }));
    expect(error.status).toBe(404);
  });

  it("should let a district manager reset their district's students and not another district's", async () => {
    const manager = await person({ roles: ['district-manager'], district: 1, school: 1 });
    const http = await signedIn(manager.username);
    const inDistrict = await studentIn([5], 2);
    const elsewhere = await person({
      roles: ['student'],
      school: 402,
      isNew: false,
      acceptedAgreement: true,
    });
    await http.api.call('resetLearnerProfile', { body: { student_id: inDistrict.id } });
    const error = await failure(http.api.call('resetLearnerProfile', { body: { student_id: elsewhere.id } }));
    expect(error.status).toBe(404);
  });

  it('should let a superuser reset any student, and answer 404 for someone who is not a student', async () => {
    const http = await signedIn('superuser');
    const student = await person({ roles: ['student'], school: 402, isNew: false, acceptedAgreement: true });
    await http.api.call('resetLearnerProfile', { body: { student_id: student.id } });
    expect((await (await signedIn(student.username)).api.call('studentStatus')).is_new).toBe(true);
    const teacher = await person({ roles: ['teacher'], school: 1 });
    expect(
      (await failure(http.api.call('resetLearnerProfile', { body: { student_id: teacher.id } }))).status,
    ).toBe(404);
  });

  it('should refuse tutors, tutor managers and students with 403', async () => {
    const student = await studentIn([1]);
    for (const username of ['tutor', 'manager', student.username]) {
      const error = await failure(
        (await signedIn(username)).api.call('resetLearnerProfile', { body: { student_id: student.id } }),
      );
      expect([username, error.status]).toEqual([username, 403]);
    }
  });
});

describe('GET /sections/:id/users', () => {
  it("should list a teacher's section with each student's onboarding state, and hide other sections", async () => {
    const teacher = await person({ roles: ['teacher'], school: 1, schools: [1], sections: [4] });
    const student = await person({ roles: ['student'], school: 1, sections: [4], isNew: true });
    const http = await signedIn(teacher.username);
    const list = await http.api.call('sectionStudents', { params: { id: 4 } });
    expect(list.section).toEqual({ id: 4, name: 'World History — Period 2' });
    expect(list.students).toContainEqual(expect.objectContaining({ id: student.id, is_new: true }));
    expect(list.students.every((row) => row.id !== teacher.id)).toBe(true);
    expect((await failure(http.api.call('sectionStudents', { params: { id: 5 } }))).status).toBe(404);
  });
});
