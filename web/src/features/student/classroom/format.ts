import type { SessionPerson, SessionView } from '@lantern/shared/contracts/sessions';
import type { SchoolSummary } from '@lantern/shared/contracts/users';
import type { TFunction } from 'i18next';
import { localeFormat } from '@lantern/shared/i18n/format/locale-format';

/** "Sam P.": the first name and an initial, as a child would address a tutor. */
export function shortName(person: Pick<SessionPerson, 'first_name' | 'last_name'>): string {
  const initial = person.last_name.trim().charAt(0);
  return initial ? `${person.first_name} ${initial}.` : person.first_name;
}

/** The person's initials for the round badge beside their name. */
export function initials(person: Pick<SessionPerson, 'first_name' | 'last_name'>): string {
  return `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.toUpperCase();
}

/** The AI tutor's account type (the spec's user_type_id 3). */
const AI_USER_TYPE_ID = 3;

/** How the session's tutor is named and badged: "Sam P." and "SP", or "AI tutor" and "AI". */
export function tutorLabel(t: TFunction, session: SessionView): { name: string; badge: string } {
  const tutor = session.tutor;
  if (session.chat_type === 'ai' || tutor?.user_type_id === AI_USER_TYPE_ID)
    return { name: t('chat.aiTutor', { ns: 'classroom' }), badge: 'AI' };
  if (!tutor) return { name: t('chat.tutorFallback', { ns: 'classroom' }), badge: '?' };
  return { name: shortName(tutor), badge: initials(tutor) };
}

/** The waiting room's estimate in words: "a few minutes" when the server has none. */
export function waitText(t: TFunction, seconds: number | null): string {
  if (seconds === null) return t('waiting.aFewMinutes', { ns: 'classroom' });
  if (seconds < 60) return t('waiting.underAMinute', { ns: 'classroom' });
  return t('waiting.minutes', { ns: 'classroom', count: Math.round(seconds / 60) });
}

const HOUR = /^(\d{1,2}):(\d{2})/;

/**
 * The school's live-help hours as a reader says them ("8:00 AM", "08:00"), with the name of the
 * school's time zone, or null when the school keeps no hours (open around the clock).
 */
export function schoolHours(
  language: string,
  school:
    Pick<SchoolSummary, 'operating_hours_start' | 'operating_hours_end' | 'timezone'> | null | undefined,
  nowMs: number,
): { start: string; end: string; zone: string } | null {
  const start = HOUR.exec(school?.operating_hours_start ?? '');
  const end = HOUR.exec(school?.operating_hours_end ?? '');
  if (!school || !start || !end || school.operating_hours_start === school.operating_hours_end) return null;
  const format = localeFormat(language);
  // The hours are the school's own wall-clock times: written as such, in no zone at all.
  const at = (match: RegExpExecArray) => format.wallTime(Number(match[1]), Number(match[2]));
  return { start: at(start), end: at(end), zone: format.zoneName(school.timezone, nowMs / 1000) };
}
