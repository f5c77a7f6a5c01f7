import { describe, expect, it } from 'vitest';
import { endRefusal, endedByRole } from './session-end.js';

const STUDENT = 10;
const TUTOR = 20;

describe('endRefusal', () => {
  it('should let either person end a session that is still open', () => {
    expect(endRefusal({ status: 'matched', ended_by: null }, STUDENT)).toBeNull();
    expect(endRefusal({ status: 'matched', ended_by: null }, TUTOR)).toBeNull();
    expect(endRefusal({ status: 'waiting', ended_by: null }, STUDENT)).toBeNull();
  });

  it('should tell the second person that the other one already ended it', () => {
    expect(endRefusal({ status: 'ended', ended_by: TUTOR }, STUDENT)).toBe('already_ended_by_other');
    expect(endRefusal({ status: 'ended', ended_by: STUDENT }, TUTOR)).toBe('already_ended_by_other');
  });

  it('should treat a repeated end by the same person as done, not as an error', () => {
    expect(endRefusal({ status: 'ended', ended_by: STUDENT }, STUDENT)).toBeNull();
  });

  it('should count an end by nobody in particular (the system) as ended by the other party', () => {
    expect(endRefusal({ status: 'ended', ended_by: null }, STUDENT)).toBe('already_ended_by_other');
  });

  it('should refuse to end a transferred session, even for whoever transferred it', () => {
    expect(endRefusal({ status: 'transferred', ended_by: null }, STUDENT)).toBe('already_transferred');
    expect(endRefusal({ status: 'transferred', ended_by: STUDENT }, STUDENT)).toBe('already_transferred');
  });
});

describe('endedByRole', () => {
  const session = { student_id: STUDENT, tutor_id: TUTOR };

  it('should name the student or the tutor who ended it', () => {
    expect(endedByRole({ ...session, ended_by: STUDENT })).toBe('student');
    expect(endedByRole({ ...session, ended_by: TUTOR })).toBe('tutor');
  });

  it('should say nobody for a session not ended', () => {
    expect(endedByRole({ ...session, ended_by: null })).toBeNull();
  });

  it('should call anyone else other, including when no tutor was ever matched', () => {
    expect(endedByRole({ ...session, ended_by: 99 })).toBe('other');
    expect(endedByRole({ student_id: STUDENT, tutor_id: null, ended_by: 99 })).toBe('other');
  });
});
