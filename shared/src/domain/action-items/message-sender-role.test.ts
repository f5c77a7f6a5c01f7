import { describe, expect, it } from 'vitest';
import { messageSenderRoleId } from './message-sender-role.js';

describe('messageSenderRoleId', () => {
  it('should be 2 for a tutor and 1 for anyone else', () => {
    expect(messageSenderRoleId('tutor')).toBe(2);
    expect(messageSenderRoleId('student')).toBe(1);
    expect(messageSenderRoleId('tutor-manager')).toBe(1);
    expect(messageSenderRoleId('superuser')).toBe(1);
  });
});
