import { describe, expect, it } from 'vitest';
import { Tutor } from '../../modules/users/entities/tutor.entity.js';
import { failure, HttpSession } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { ormOf } from '../../../test/student-record-kit.js';
import { passwordCostFromEnv } from '../../modules/auth/password-cost.js';
import { createPeople, PeopleInputError } from './create-people.js';
import { setPasswords } from './set-passwords.js';

const { t } = useShiftTestApp();
const add = (input: unknown) => createPeople(ormOf(t), input, passwordCostFromEnv());

const tutor = (username: string) => ({
  username,
  firstName: 'Rosa',
  lastName: 'Test',
  email: null,
  roles: ['tutor'],
  tutor: { subjects: [6], languages: [1], essayReview: false, maxWeeklyHours: 20 },
});

describe('cli.js people:create', () => {
  it('should make people who sign in with the given password, a tutor with every topic of their subjects', async () => {
    const [created] = await add({
      password: 'Another#2026',
      people: [tutor('rosa.created')],
    });
    expect((await failure(signIn(t, 'rosa.created'))).status, 'the demo password does not open it').toBe(401);
    expect(
      (await new HttpSession(t.baseUrl).login('rosa.created', 'Another#2026')).access_token,
    ).toBeTruthy();
    const record = await ormOf(t).findOneOrFail(
      Tutor,
      { user: created!.id },
      { populate: ['topics', 'subjects'] },
    );
    expect(record.subjects.getItems().map((subject) => subject.id)).toEqual([6]);
    expect(record.topics.length).toBeGreaterThan(0);
    expect(record.topics.getItems().every((topic) => topic.subject.id === 6)).toBe(true);
  });

  it('should refuse a taken username unless told to keep it, and then answer the same account', async () => {
    const [first] = await add({ password: 'Another#2026', people: [tutor('rosa.twice')] });
    await expect(add({ password: 'Another#2026', people: [tutor('rosa.twice')] })).rejects.toThrow(
      /username: rosa.twice already exist/,
    );
    const [again] = await add({
      password: 'Another#2026',
      people: [tutor('rosa.twice')],
      keepExisting: true,
    });
    expect(again).toEqual(first);
  });

  it('should name the field and the rule of bad input, and refuse a weak password', async () => {
    const refusal = (input: unknown) => add(input).catch((error: unknown) => error);
    const badRole = await refusal({
      password: 'Another#2026',
      people: [{ ...tutor('x.y'), roles: ['wizard'] }],
    });
    expect(badRole).toBeInstanceOf(PeopleInputError);
    expect((badRole as Error).message).toMatch(/^people\.0\.roles\.0: /);
    expect(((await refusal({ password: 'a b', people: [tutor('x.z')] })) as Error).message).toBe(
      'password: password_too_short, password_whitespace',
    );
    expect(
      ((await refusal({ password: 'Another#2026', people: [{ ...tutor('x.w'), school: 99999 }] })) as Error)
        .message,
    ).toBe('school: no school has id 99999');
  });
});

describe('cli.js people:password', () => {
  const setTo = (input: unknown) => setPasswords(ormOf(t), input, passwordCostFromEnv());

  it('should give an account with no password one it signs in with', async () => {
    await add({ password: 'Another#2026', people: [tutor('rosa.without')] });
    const orm = ormOf(t);
    await orm.getConnection().execute(`update users set password_hash = '' where username = 'rosa.without'`);
    expect((await failure(new HttpSession(t.baseUrl).login('rosa.without', ''))).status).toBe(400);
    await setTo({ password: 'Roster#2026!', usernames: ['rosa.without'] });
    expect(
      (await new HttpSession(t.baseUrl).login('rosa.without', 'Roster#2026!')).access_token,
    ).toBeTruthy();
  });

  it('should refuse a username that names nobody, and a weak password, changing nothing', async () => {
    await expect(setTo({ password: 'Roster#2026!', usernames: ['nobody.at.all'] })).rejects.toThrow(
      new PeopleInputError('username: nobody is called nobody.at.all'),
    );
    await expect(setTo({ password: 'short', usernames: ['student'] })).rejects.toBeInstanceOf(
      PeopleInputError,
    );
    expect((await signIn(t, 'student')).accessToken).toBeTruthy();
  });
});
