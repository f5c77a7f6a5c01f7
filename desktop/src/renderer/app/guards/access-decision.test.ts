import { describe, expect, it } from 'vitest';
import { type AccessState, decideAccess, decideSignInStep } from './access-decision.js';

const tutor: AccessState = {
  status: 'signed-in',
  heldRoles: ['tutor'],
  currentRole: 'tutor',
  consoleRole: 'tutor',
  needsAgreement: false,
  switchFailed: false,
};
const superuser: AccessState = {
  ...tutor,
  heldRoles: ['superuser', 'tutor-manager', 'teacher', 'administrator'],
  currentRole: 'superuser',
  consoleRole: 'superuser',
};
const student: AccessState = { ...tutor, heldRoles: ['student'], currentRole: 'student', consoleRole: null };

describe('decideAccess', () => {
  it('should wait while the session is being restored from the refresh cookie', () => {
    expect(decideAccess({ ...tutor, status: 'restoring' }, 'tutor')).toEqual({ kind: 'wait' });
  });

  it('should require sign-in and remember the page for a signed-out visitor', () => {
    expect(decideAccess({ ...tutor, status: 'signed-out' }, 'tutor')).toEqual({
      kind: 'sign-in',
      remember: true,
    });
    expect(decideAccess({ ...tutor, status: 'signed-out' }, null)).toEqual({
      kind: 'sign-in',
      remember: true,
    });
  });

  it('should open an area to a user whose current role is the area role', () => {
    expect(decideAccess(tutor, 'tutor')).toEqual({ kind: 'allow' });
  });

  it('should send a user without the area role back to sign-in', () => {
    expect(decideAccess(tutor, 'tutor-manager')).toEqual({ kind: 'sign-in', remember: false });
    expect(decideAccess(tutor, 'superuser')).toEqual({ kind: 'sign-in', remember: false });
  });

  it('should switch a superuser to the held tutor-manager role before opening that area', () => {
    expect(decideAccess(superuser, 'tutor-manager')).toEqual({ kind: 'switch-role', role: 'tutor-manager' });
  });

  it('should stop switching and offer a retry when the switch failed', () => {
    expect(decideAccess({ ...superuser, switchFailed: true }, 'tutor-manager')).toEqual({
      kind: 'switch-failed',
      role: 'tutor-manager',
    });
  });

  it('should keep students and teachers out of every console page, the shell included', () => {
    expect(decideAccess(student, null)).toEqual({ kind: 'sign-in', remember: false });
    expect(decideAccess(student, 'tutor')).toEqual({ kind: 'sign-in', remember: false });
  });

  it('should send someone who has not accepted the code of conduct to accept it first', () => {
    expect(decideAccess({ ...tutor, needsAgreement: true }, 'tutor')).toEqual({
      kind: 'sign-in',
      remember: false,
    });
  });
});

describe('decideSignInStep', () => {
  it('should show the form to a signed-out visitor', () => {
    expect(decideSignInStep({ ...tutor, status: 'signed-out' }, null)).toEqual({ kind: 'form' });
  });

  it('should ask for the code of conduct before anything else', () => {
    expect(decideSignInStep({ ...student, needsAgreement: true }, null)).toEqual({ kind: 'agreement' });
  });

  it('should point students and teachers to the web app', () => {
    expect(decideSignInStep(student, null)).toEqual({ kind: 'web-app-only' });
    expect(decideSignInStep({ ...student, heldRoles: ['teacher'], currentRole: 'teacher' }, null)).toEqual({
      kind: 'web-app-only',
    });
  });

  it("should enter at the role's home", () => {
    expect(decideSignInStep(tutor, null)).toEqual({ kind: 'enter', target: '/tutor' });
    expect(decideSignInStep(superuser, null)).toEqual({ kind: 'enter', target: '/superuser' });
  });

  it('should return to the remembered page, but never to another site', () => {
    expect(decideSignInStep(superuser, '/tutor-manager/services/summary')).toEqual({
      kind: 'enter',
      target: '/tutor-manager/services/summary',
    });
    expect(decideSignInStep(tutor, '//evil.example')).toEqual({ kind: 'enter', target: '/tutor' });
    expect(decideSignInStep(tutor, 'https://evil.example')).toEqual({ kind: 'enter', target: '/tutor' });
  });
});
