import { describe, expect, it } from 'vitest';
import { CLIPS_EDITOR_PATH, PROBLEM_CREATOR_PATH, viewAsTargets } from './view-as.js';

const flagOff = { clipsEditorEnabled: false };
const flagOn = { clipsEditorEnabled: true };

const viewer = (roles: readonly string[], currentRole: string) => ({
  userId: 1,
  roles,
  currentRole,
  impersonating: false,
});

const roles = (targets: ReturnType<typeof viewAsTargets>) => targets.map((target) => target.role);

describe('viewAsTargets', () => {
  it('offers every held role except the current one', () => {
    expect(roles(viewAsTargets(viewer(['superuser', 'teacher', 'student'], 'superuser'), flagOff))).toEqual([
      'teacher',
      'student',
    ]);
  });

  it('offers nothing to a user holding a single role', () => {
    expect(viewAsTargets(viewer(['teacher'], 'teacher'), flagOff)).toEqual([]);
  });

  it('lists app roles in the menu order, whatever order the roles arrive in', () => {
    const held = [
      'student',
      'tutor-manager',
      'tutor',
      'teacher',
      'administrator',
      'district-manager',
      'superuser',
    ];
    expect(roles(viewAsTargets(viewer(held, 'problem-creator'), flagOff))).toEqual([
      'superuser',
      'district-manager',
      'administrator',
      'teacher',
      'tutor',
      'tutor-manager',
      'student',
    ]);
  });

  it('goes to the role home page, so a student lands on the student dashboard', () => {
    expect(viewAsTargets(viewer(['teacher', 'student'], 'teacher'), flagOff)).toEqual([
      { role: 'student', destination: { kind: 'internal', path: '/student/dashboard' } },
    ]);
  });

  it('offers the problem creator page', () => {
    expect(viewAsTargets(viewer(['superuser', 'problem-creator'], 'superuser'), flagOff)).toEqual([
      { role: 'problem-creator', destination: { kind: 'internal', path: PROBLEM_CREATOR_PATH } },
    ]);
  });

  it('offers any role containing schedule-builder as the external schedule builder', () => {
    expect(
      viewAsTargets(
        viewer(['superuser', 'schedule-builder', 'district-schedule-builder'], 'superuser'),
        flagOff,
      ),
    ).toEqual([
      { role: 'schedule-builder', destination: { kind: 'external', app: 'schedule-builder' } },
      { role: 'district-schedule-builder', destination: { kind: 'external', app: 'schedule-builder' } },
    ]);
  });

  it('offers the clips editor only when its flag is on', () => {
    expect(viewAsTargets(viewer(['superuser', 'clips-editor'], 'superuser'), flagOff)).toEqual([]);
    expect(viewAsTargets(viewer(['superuser', 'clips-editor'], 'superuser'), flagOn)).toEqual([
      { role: 'clips-editor', destination: { kind: 'internal', path: CLIPS_EDITOR_PATH } },
    ]);
  });

  it('leaves out roles that are not view-as kinds', () => {
    expect(
      viewAsTargets(
        viewer(['superuser', 'superuser-creator', 'teaching-assets-editor', 'affiliate'], 'superuser'),
        flagOn,
      ),
    ).toEqual([]);
  });

  it('does not offer the current role even when it is a schedule builder', () => {
    expect(viewAsTargets(viewer(['schedule-builder', 'tutor'], 'schedule-builder'), flagOff)).toEqual([
      { role: 'tutor', destination: { kind: 'internal', path: '/tutor' } },
    ]);
  });

  it('offers nothing while already viewing as someone, as the server would refuse', () => {
    expect(
      viewAsTargets({
        userId: 1,
        roles: ['superuser', 'teacher'],
        currentRole: 'superuser',
        impersonating: true,
      }),
    ).toEqual([]);
  });
});
