import { describe, expect, it } from 'vitest';
import { ROSTER_KINDS, type RosterBatch, type RosterKind } from './roster-records.js';
import {
  type AccountsInUse,
  type KnownRecord,
  planRoster,
  type RosterPlan,
  type RosterSnapshot,
} from './roster-plan.js';
import { assembled, DISTRICT, districtWith } from './roster-test-support.js';

const NOBODY: AccountsInUse = { usernames: new Map(), emails: new Map() };
const empty = (): RosterSnapshot =>
  Object.fromEntries(
    ROSTER_KINDS.map((kind) => [kind, new Map<string, KnownRecord>()]),
  ) as unknown as RosterSnapshot;

/** What Lantern holds once `plan` is applied on top of `before`: new rows get ids from 1000 up. */
function applied(plan: RosterPlan, before: RosterSnapshot = empty()): RosterSnapshot {
  let next = 1000;
  const after = Object.fromEntries(ROSTER_KINDS.map((kind) => [kind, new Map(before[kind])])) as Record<
    RosterKind,
    Map<string, KnownRecord>
  >;
  for (const kind of ROSTER_KINDS) {
    const known = after[kind];
    const { create, update, deactivate } = plan.kinds[kind];
    for (const { record, hash } of create) known.set(record.sourcedId, { id: next++, hash, active: true });
    for (const { record, hash, id } of update)
      known.set(record.sourcedId, { id, hash, active: (record as { active?: boolean }).active ?? true });
    for (const { sourcedId } of deactivate) known.set(sourcedId, { ...known.get(sourcedId)!, active: false });
  }
  return after;
}

const batchOf = (texts: Record<string, string>): RosterBatch => {
  const { batch, refusals } = assembled(texts);
  expect(refusals).toEqual([]);
  return batch!;
};
const counts = (plan: RosterPlan) =>
  Object.fromEntries(ROSTER_KINDS.map((kind) => [kind, Object.values(plan.kinds[kind].counts).join('/')]));

describe('planning an import (create/update/deactivate/unchanged)', () => {
  it('should create everything the first time', () => {
    expect(counts(planRoster(batchOf(DISTRICT), empty(), NOBODY))).toEqual({
      districts: '1/0/0/0',
      schools: '2/0/0/0',
      courses: '2/0/0/0',
      sections: '2/0/0/0',
      people: '3/0/0/0',
      enrollments: '4/0/0/0',
    });
  });

  it('should change nothing when the same roster comes again', () => {
    const first = planRoster(batchOf(DISTRICT), empty(), NOBODY);
    const again = planRoster(batchOf(DISTRICT), applied(first), NOBODY);
    expect(counts(again)).toEqual({
      districts: '0/0/0/1',
      schools: '0/0/0/2',
      courses: '0/0/0/2',
      sections: '0/0/0/2',
      people: '0/0/0/3',
      enrollments: '0/0/0/4',
    });
  });

  it('should update what changed, and only that, with the row it changes', () => {
    const first = planRoster(batchOf(DISTRICT), empty(), NOBODY);
    const renamed = batchOf(districtWith({ 'users.csv': (t) => t.replace('Cy,Reyes', 'Cy,Reyes-Park') }));
    const held = applied(first);
    const plan = planRoster(renamed, held, NOBODY);
    expect(plan.kinds.people.counts).toEqual({ create: 0, update: 1, deactivate: 0, unchanged: 2 });
    expect(plan.kinds.people.update[0]).toMatchObject({
      record: { sourcedId: 'u3', lastName: 'Reyes-Park' },
      id: held.people.get('u3')!.id,
    });
  });

  it('should deactivate people and enrolments a bulk roster no longer sends, and never delete', () => {
    const first = planRoster(batchOf(DISTRICT), empty(), NOBODY);
    const without = batchOf(
      districtWith({
        'users.csv': (t) => t.split('\n').slice(0, 3).join('\n'),
        'roles.csv': (t) => t.split('\n').slice(0, 3).join('\n'),
        'enrollments.csv': (t) => t.split('\n').slice(0, 3).concat(t.split('\n')[4]!).join('\n'),
      }),
    );
    const plan = planRoster(without, applied(first), NOBODY);
    expect(plan.kinds.people.deactivate.map((d) => d.sourcedId)).toEqual(['u3']);
    expect(plan.kinds.enrollments.deactivate.map((d) => d.sourcedId)).toEqual(['e3']);
    // Classes, courses and schools missing from a roster are left as they are.
    expect(counts(plan).sections).toBe('0/0/0/2');
    // Deactivated once: the next identical import leaves them as they are.
    const next = planRoster(without, applied(plan, applied(first)), NOBODY);
    expect(next.kinds.people.counts).toEqual({ create: 0, update: 0, deactivate: 0, unchanged: 2 });
  });

  it('should bring back a deactivated person the roster sends again', () => {
    const first = planRoster(batchOf(DISTRICT), empty(), NOBODY);
    const held = applied(first);
    const cy = held.people.get('u3')!;
    (held.people as Map<string, KnownRecord>).set('u3', { ...cy, active: false });
    const plan = planRoster(batchOf(DISTRICT), held, NOBODY);
    expect(plan.kinds.people.counts).toMatchObject({ update: 1, deactivate: 0 });
    expect(plan.kinds.people.update[0]?.record).toMatchObject({ sourcedId: 'u3', active: true });
  });

  it('should deactivate a person sent as disabled, keeping their row up to date', () => {
    const first = planRoster(batchOf(DISTRICT), empty(), NOBODY);
    const plan = planRoster(
      batchOf(districtWith({ 'users.csv': (t) => t.replace('u3,,,true', 'u3,,,false') })),
      applied(first),
      NOBODY,
    );
    expect(plan.kinds.people.counts).toEqual({ create: 0, update: 0, deactivate: 1, unchanged: 2 });
    expect(plan.kinds.people.update.map((p) => [p.record.sourcedId, p.record.active])).toEqual([
      ['u3', false],
    ]);
  });

  it('should not deactivate a person whose row was refused: they are still in the roster', () => {
    const first = planRoster(batchOf(DISTRICT), empty(), NOBODY);
    const { batch } = assembled(
      districtWith({ 'users.csv': (t) => t.replace('Cy,Reyes,,,', 'Cy,Reyes,,,not-an-email') }),
    );
    const plan = planRoster(batch!, applied(first), NOBODY);
    expect(plan.kinds.people.deactivate).toEqual([]);
    expect(plan.kinds.enrollments.deactivate).toEqual([]);
  });

  it('should refuse a username or e-mail address another account holds, and the enrolments naming that person', () => {
    const accounts: AccountsInUse = {
      usernames: new Map([['ben.student', 7]]),
      emails: new Map([['ada@maple.example', 8]]),
    };
    const plan = planRoster(batchOf(DISTRICT), empty(), accounts);
    expect(plan.refusals.map((r) => `${r.file}:${r.line} ${r.field} ${r.rule} ${r.value}`)).toEqual([
      'users.csv:2 email taken ada@maple.example',
      'users.csv:3 username taken ben.student',
      'enrollments.csv:2 userSourcedId refused_reference u1',
      'enrollments.csv:3 userSourcedId refused_reference u2',
      'enrollments.csv:5 userSourcedId refused_reference u2',
    ]);
    expect(plan.kinds.people.create.map((p) => p.record.sourcedId)).toEqual(['u3']);
    expect(plan.kinds.enrollments.create.map((e) => e.record.sourcedId)).toEqual(['e3']);
  });

  it('should let a person keep their own username and e-mail address', () => {
    const first = planRoster(batchOf(DISTRICT), empty(), NOBODY);
    const held = applied(first);
    const accounts: AccountsInUse = {
      usernames: new Map([['ben.student', held.people.get('u2')!.id]]),
      emails: new Map(),
    };
    expect(planRoster(batchOf(DISTRICT), held, accounts).refusals).toEqual([]);
  });

  it('should resolve a delta’s references among what Lantern holds, and refuse those it lacks', () => {
    const first = planRoster(batchOf(DISTRICT), empty(), NOBODY);
    const { batch } = assembled(
      {
        'orgs.csv': DISTRICT['orgs.csv']!,
        'users.csv': DISTRICT['users.csv']!,
        'roles.csv': DISTRICT['roles.csv']!,
        'classes.csv': 'sourcedId,title,courseSourcedId,classType,schoolSourcedId,termSourcedIds',
        'courses.csv': 'sourcedId,title,orgSourcedId',
        'enrollments.csv': `sourcedId,status,classSourcedId,schoolSourcedId,userSourcedId,role
e9,,k2,s1,u3,student
e10,,k404,s1,u3,student
e2,tobedeleted,,,,`,
      },
      { 'enrollments.csv': 'delta', 'classes.csv': 'delta', 'courses.csv': 'delta' },
    );
    const plan = planRoster(batch!, applied(first), NOBODY);
    expect(plan.kinds.enrollments.create.map((e) => e.record.sourcedId)).toEqual(['e9']);
    expect(plan.kinds.enrollments.deactivate.map((e) => e.sourcedId)).toEqual(['e2']);
    expect(plan.refusals.map((r) => `${r.line} ${r.field} ${r.rule} ${r.value}`)).toEqual([
      '3 classSourcedId unknown_reference k404',
    ]);
  });
});
