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

async function person(traits: Partial<PersonSpec> & Pick<PersonSpec, 'roles'>) {
  const username = `completion.${(made += 1)}.${process.pid}`;
  const [created] = await createPeople(
    ormOf(t),
    {
      password: PASSWORD,
      people: [{ username, firstName: 'Jo', lastName: `Kit-${made}`, email: null, ...traits }],
    },
    passwordCostFromEnv(),
  );
  return created!;
}

async function signedIn(username: string, password = PASSWORD) {
  const session = new HttpSession(t.baseUrl);
  await session.login(username, password);
  return session;
}

const libraryStudent = () =>
  person({ roles: ['student'], school: 285, isNew: false, acceptedAgreement: true, passwordChanged: false });

describe('library account completion (school 285)', () => {
  it('should say what a library student still owes, then save the e-mail and password and let them go', async () => {
    const student = await libraryStudent();
    const http = await signedIn(student.username);
    expect(await http.api.call('needPasswordUpdate')).toEqual({
      need_password_update: true,
      library_completion: true,
    });
    const email = `library.${made}.${process.pid}@fulton.example`;
    const me = await http.api.call('completeLibraryAccount', {
      body: { email: email.toUpperCase(), password: 'Reading#Room1', password_confirmation: 'Reading#Room1' },
    });
    expect([me.email, me.password_changed]).toEqual([email, true]);
    expect(await http.api.call('needPasswordUpdate')).toEqual({
      need_password_update: false,
      library_completion: false,
    });
    // The new password is the one that signs in now.
    await signedIn(student.username, 'Reading#Room1');
    const again = await failure(
      http.api.call('completeLibraryAccount', {
        body: { email, password: 'Reading#Room2', password_confirmation: 'Reading#Room2' },
      }),
    );
    expect([again.status, again.code]).toEqual([409, 'conflict']);
  });

  it("should refuse the spec's password rules and an e-mail another account uses, saving nothing", async () => {
    const student = await libraryStudent();
    const http = await signedIn(student.username);
    const short = await failure(
      http.api.call('completeLibraryAccount', {
        body: { email: `short.${made}@fulton.example`, password: 'abc', password_confirmation: 'abc' },
      }),
    );
    expect([short.status, short.code]).toEqual([422, 'password_too_short']);
    const taken = await failure(
      http.api.call('completeLibraryAccount', {
        body: {
          email: 'ava.martinez@maplewood.example',
          password: 'Reading#Room1',
          password_confirmation: 'Reading#Room1',
        },
      }),
    );
    expect([taken.status, taken.code]).toEqual([409, 'email_taken']);
    const badEmail = await failure(
      http.api.call('completeLibraryAccount', {
        body: { email: 'not-an-address', password: 'Reading#Room1', password_confirmation: 'Reading#Room1' },
      }),
    );
    expect([badEmail.status, badEmail.message]).toEqual([400, expect.stringContaining('email')]);
    expect((await http.api.call('needPasswordUpdate')).library_completion).toBe(true);
  });

  it('should refuse a student of another school with nothing to complete', async () => {
    const student = await person({ roles: ['student'], school: 1, isNew: false, acceptedAgreement: true });
    const error = await failure(
      (await signedIn(student.username)).api.call('completeLibraryAccount', {
        body: {
          email: `other.${made}@school.example`,
          password: 'Reading#Room1',
          password_confirmation: 'Reading#Room1',
        },
      }),
    );
    expect(error.status).toBe(409);
  });
});

describe('LMS profile completion (/profile-completion)', () => {
  it('should save the name and grade of a student holding the student role only', async () => {
    const student = await person({ roles: ['student'], school: 1, isNew: false, acceptedAgreement: true });
    const http = await signedIn(student.username);
    const grades = await http.api.call('grades');
    const grade = grades.find((candidate) => candidate.name === 'Grade 7')!;
    const me = await http.api.call('completeProfile', {
      body: { first_name: ' Jordan ', last_name: 'Lee', grade_id: grade.id },
    });
    expect([me.first_name, me.last_name, me.student?.grade?.id]).toEqual(['Jordan', 'Lee', grade.id]);
  });

  it('should refuse someone who also holds another role, and a grade that does not exist', async () => {
    const both = await person({
      roles: ['student', 'teacher'],
      school: 1,
      isNew: false,
      acceptedAgreement: true,
    });
    const refused = await failure(
      (await signedIn(both.username)).api.call('completeProfile', {
        body: { first_name: 'A', last_name: 'B', grade_id: null },
      }),
    );
    expect([refused.status, refused.code]).toEqual([403, 'forbidden']);
    const student = await person({ roles: ['student'], school: 1, isNew: false, acceptedAgreement: true });
    const unknown = await failure(
      (await signedIn(student.username)).api.call('completeProfile', {
        body: { first_name: 'A', last_name: 'B', grade_id: 9999 },
      }),
    );
    expect([unknown.status, unknown.message]).toEqual([400, 'grade_id: no grade has the id 9999']);
  });
});
