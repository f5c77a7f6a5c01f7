import type { TeacherStudentSession } from '@lantern/shared/contracts/teacher-students';
import { useTranslation } from 'react-i18next';

/** The summary job runs each minute: past this, a missing summary is not coming (an older session). */
const STILL_WRITING_MS = 60 * 60 * 1000;

/**
 * An ended session's summary as the teacher reads it: the AI provider's few sentences, or what
 * Lantern picked out of the session (the question, the key exchanges, the outcome). `compact`
 * keeps the exchanges behind a disclosure, for a table row.
 */
export function SessionSummaryView({
  session,
  compact = false,
}: {
  session: Pick<TeacherStudentSession, 'summary' | 'flagged' | 'ended_at'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('web');
  const summary = session.summary;
  const flag = session.flagged ? (
    <p className="teacher-area__flag">
      <span aria-hidden="true">⚑ </span>
      {t('teacherStudents.summary.flagged')}
    </p>
  ) : null;
  if (!summary)
    return (
      <div className="teacher-area__session-summary">
        {flag}
        <p className="info-card__meta">
          {session.ended_at === null
            ? t('teacherStudents.summary.notEnded')
            : session.ended_at * 1000 > Date.now() - STILL_WRITING_MS
              ? t('teacherStudents.summary.pending')
              : t('teacherStudents.summary.none')}
        </p>
      </div>
    );
  if (summary.source === 'ai')
    return (
      <div className="teacher-area__session-summary">
        {flag}
        <p>{summary.text}</p>
        <p className="info-card__meta">{t('teacherStudents.summary.byAi')}</p>
      </div>
    );
  const exchanges = summary.exchanges.length ? (
    <dl className="teacher-area__exchanges">
      {summary.exchanges.map((exchange, index) => (
        <div key={index}>
          <dt>{t('teacherStudents.summary.student')}</dt>
          <dd>{exchange.student}</dd>
          <dt>{t('teacherStudents.summary.tutor')}</dt>
          <dd>{exchange.tutor}</dd>
        </div>
      ))}
    </dl>
  ) : null;
  return (
    <div className="teacher-area__session-summary">
      {flag}
      <p>{t(`teacherStudents.summary.outcome.${summary.outcome}`)}</p>
      {exchanges && compact ? (
        <details>
          <summary>{t('teacherStudents.summary.keyExchanges', { count: summary.exchanges.length })}</summary>
          {exchanges}
        </details>
      ) : exchanges ? (
        <>
          <h3 className="teacher-area__subheading">
            {t('teacherStudents.summary.keyExchanges', { count: summary.exchanges.length })}
          </h3>
          {exchanges}
        </>
      ) : null}
      <p className="info-card__meta">{t('teacherStudents.summary.byLantern')}</p>
    </div>
  );
}
