import { describe, expect, it } from 'vitest';
import { actionItemContentSchema, type ActionItemContent } from '../../contracts/action-items.js';
import { toContentV2, type LegacyChatItemContent } from './content-v2.js';

const legacy = (overrides: Partial<LegacyChatItemContent['data']> = {}): LegacyChatItemContent => ({
  version: '1.0',
  actionable_item_type: 'chat_message',
  data: {
    session_id: 7,
    message_id: 42,
    message_content: 'I do not want to be here anymore',
    created_at: 1_790_000_000,
    user_first_name: 'Ada',
    user_id: 12,
    user_role: 'student',
    ...overrides,
  },
});

describe('toContentV2', () => {
  it('should rename the sender fields, set the role and text type, and pass the contract', () => {
    const converted = toContentV2(legacy());
    expect(converted).toEqual({
      version: '2.0',
      actionable_item_type: 'chat_message',
      data: {
        session_id: 7,
        message_id: 42,
        message_content: 'I do not want to be here anymore',
        message_content_type_id: 1,
        message_sent_at: 1_790_000_000,
        message_sender_user_id: 12,
        message_sender_user_first_name: 'Ada',
        message_sender_role_id: 1,
      },
    });
    expect(actionItemContentSchema.parse(converted)).toEqual(converted);
  });

  it('should give a tutor role id 2', () => {
    expect(toContentV2(legacy({ user_role: 'tutor' })).data.message_sender_role_id).toBe(2);
  });

  it('should read an ISO created_at as unix seconds', () => {
    const converted = toContentV2(legacy({ created_at: '2026-09-21T10:00:05Z' }));
    expect(converted.data.message_sent_at).toBe(Date.UTC(2026, 8, 21, 10, 0, 5) / 1000);
  });

  it('should convert content without any version as old', () => {
    const { version: _version, ...unversioned } = legacy();
    expect(toContentV2(unversioned).version).toBe('2.0');
  });

  it('should return version 2.0 content unchanged', () => {
    const current: ActionItemContent = toContentV2(legacy());
    expect(toContentV2(current)).toBe(current);
  });
});
