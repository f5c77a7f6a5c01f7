import { describe, expect, it } from 'vitest';
import { checkDraft, EMPTY_DRAFT, problemsFromServer, tabOf } from './tutor-draft.js';

const complete = {
  ...EMPTY_DRAFT,
  username: 'new.tutor',
  password: 'Welcome#2026',
  first_name: 'Nia',
  last_name: 'Okafor',
  email: 'nia@lantern.example',
};

describe('checkDraft', () => {
  it('should accept a complete new tutor and send empty optional fields as null', () => {
    const checked = checkDraft({ ...complete, email: ' ', employment_region_code: 'on' }, true);
    expect(checked).toMatchObject({
      ok: true,
      fields: { email: null, adp_number: null, employment_region_code: 'ON', max_weekly_hours: 20 },
    });
  });

  it('should name each broken field with its rule and limit, in the order of the form', () => {
    const checked = checkDraft(
      {
        ...complete,
        first_name: '',
        password: 'abc',
        email: 'not-an-email',
        max_weekly_hours: '75',
        employment_country_code: 'USA',
      },
      true,
    );
    expect(checked).toEqual({
      ok: false,
      problems: [
        { field: 'first_name', rule: 'required' },
        { field: 'password', rule: 'min_length', limit: 6 },
        { field: 'email', rule: 'email' },
        { field: 'max_weekly_hours', rule: 'max_value', limit: 60 },
        { field: 'employment_country_code', rule: 'format' },
      ],
    });
  });

  it('should call an empty field with a format missing, not malformed', () => {
    expect(checkDraft({ ...complete, username: '', employment_country_code: ' ' }, true)).toEqual({
      ok: false,
      problems: [
        { field: 'username', rule: 'required' },
        { field: 'employment_country_code', rule: 'required' },
      ],
    });
  });

  it('should call hours that are not a number a whole-number problem, not zero', () => {
    expect(checkDraft({ ...complete, max_weekly_hours: 'ten' }, true)).toMatchObject({
      ok: false,
      problems: [{ field: 'max_weekly_hours', rule: 'whole_number' }],
    });
    expect(checkDraft({ ...complete, max_weekly_hours: '12.5' }, true)).toMatchObject({
      problems: [{ field: 'max_weekly_hours', rule: 'whole_number' }],
    });
  });

  it('should ask for no password when the tutor gets a link, but for an e-mail address to send it to', () => {
    const linked = checkDraft({ ...complete, password: '', password_link: true }, true);
    expect(linked).toMatchObject({ ok: true, fields: { send_password_link: true } });
    expect(linked.ok && 'password' in linked.fields).toBe(false);
    expect(checkDraft({ ...complete, email: '', password: '', password_link: true }, true)).toMatchObject({
      problems: [{ field: 'email', rule: 'link_needs_email' }],
    });
    expect(checkDraft({ ...complete, password: '' }, true)).toMatchObject({
      problems: [{ field: 'password', rule: 'required' }],
    });
  });

  it('should not ask for a username or password when editing', () => {
    expect(checkDraft({ ...complete, username: '', password: '' }, false).ok).toBe(true);
  });
});

describe('problemsFromServer', () => {
  it("should keep the server's unique and exists rules and the field they name", () => {
    expect(
      problemsFromServer({
        issues: [
          { field: 'username', rule: 'unique', message: '' },
          { field: 'topics', rule: 'exists', message: '' },
          { field: 'email', rule: 'custom', message: '' },
        ],
      }),
    ).toEqual([
      { field: 'username', rule: 'unique' },
      { field: 'topics', rule: 'exists' },
      { field: 'email', rule: 'invalid' },
    ]);
  });
});

describe('tabOf', () => {
  it('should send each field to the tab that holds it', () => {
    expect(tabOf('password')).toBe('profile');
    expect(tabOf('concepts')).toBe('teaching');
    expect(tabOf('employment_region_code')).toBe('employment');
  });
});
