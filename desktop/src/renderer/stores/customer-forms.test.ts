import { ApiError } from '@lantern/shared/client/api-error';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './customer-forms.js';

describe('refusalOf', () => {
  it('should put each issue the server named on its form field, the first one winning', () => {
    const error = new ApiError(400, 'validation_failed', 'bad', {
      issues: [
        { field: 'timezone', rule: 'custom', message: 'timezone: must be an IANA time zone' },
        { field: 'safety_contacts.0.email', rule: 'format', message: 'safety_contacts.0.email: invalid' },
        { field: 'safety_contacts.1.email', rule: 'format', message: 'second' },
      ],
    });
    expect(refusalOf(error)).toEqual({
      fields: {
        timezone: 'timezone: must be an IANA time zone',
        safety_contacts: 'safety_contacts.0.email: invalid',
      },
      message: null,
    });
  });

  it('should say the server’s words when no field is named, and nothing of its own for a lost connection', () => {
    expect(refusalOf(new ApiError(403, 'forbidden', 'Your role cannot do this'))).toEqual({
      fields: {},
      message: 'Your role cannot do this',
    });
    expect(refusalOf(new Error('offline'))).toEqual({ fields: {}, message: '' });
  });
});
