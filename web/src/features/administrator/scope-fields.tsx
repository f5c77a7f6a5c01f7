import type { DashboardFilterData } from '@lantern/shared/contracts/admin-dashboard';
import type { DashboardFilters } from '@lantern/shared/domain/analytics/dashboard-filters';
import { DASHBOARD_MAX_RANGE_DAYS, daysBetween } from '@lantern/shared/domain/analytics/dashboard-range';
import { DayField, type DayFieldClasses } from '@lantern/shared/ui/day-field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DAY_CLASSES: DayFieldClasses = {
  field: 'dash-filters__field',
  input: 'lt-input',
  error: 'lt-field-error',
};

/** The part of a view the dashboard and student analytics both narrow by: the range, a school, a grade. */
export type Scope = Pick<DashboardFilters, 'start_date' | 'end_date' | 'school_ids' | 'grade_ids'>;

/** The scope as typed, before it is sent: the range checked on sending, its problem said once. */
export function useScopeDraft(initial: Scope) {
  const { t } = useTranslation('web');
  const [start, setStart] = useState(initial.start_date);
  const [end, setEnd] = useState(initial.end_date);
  const [school, setSchool] = useState(initial.school_ids.length === 1 ? String(initial.school_ids[0]) : '');
  const [grade, setGrade] = useState(initial.grade_ids.length === 1 ? String(initial.grade_ids[0]) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  /** The scope to send, or null when the range is refused (and the problem is shown). */
  const checked = (): Scope | null => {
    const days = start && end ? daysBetween(start, end) : Number.NaN;
    if (Number.isNaN(days) || days < 0) {
      setProblem(t('adminDashboard.filters.rangeBackwards'));
      return null;
    }
    if (days >= DASHBOARD_MAX_RANGE_DAYS) {
      setProblem(t('adminDashboard.filters.rangeTooLong'));
      return null;
    }
    setProblem(null);
    return {
      start_date: start,
      end_date: end,
      school_ids: school ? [Number(school)] : [],
      grade_ids: grade ? [Number(grade)] : [],
    };
  };
  return { start, setStart, end, setEnd, school, setSchool, grade, setGrade, problem, errorId, checked };
}

export type ScopeDraft = ReturnType<typeof useScopeDraft>;

/** The range's two days and the school and grade choices, as both filter forms show them. */
export function ScopeFields({
  draft,
  choices,
}: {
  draft: ScopeDraft;
  choices: Pick<DashboardFilterData, 'schools' | 'grade_levels'> | null;
}) {
  const { t } = useTranslation('web');
  const refused = { invalid: Boolean(draft.problem), describedBy: draft.problem ? draft.errorId : undefined };
  return (
    <>
      <DayField
        classes={DAY_CLASSES}
        label={t('adminDashboard.filters.start')}
        value={draft.start}
        isRequired
        {...refused}
        onChange={draft.setStart}
      />
      <DayField
        classes={DAY_CLASSES}
        label={t('adminDashboard.filters.end')}
        value={draft.end}
        isRequired
        {...refused}
        onChange={draft.setEnd}
      />
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.school')}</span>
        <select
          className="lt-input"
          value={draft.school}
          onChange={(event) => draft.setSchool(event.target.value)}
        >
          <option value="">{t('adminDashboard.filters.allSchools')}</option>
          {(choices?.schools ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.grade')}</span>
        <select
          className="lt-input"
          value={draft.grade}
          onChange={(event) => draft.setGrade(event.target.value)}
        >
          <option value="">{t('adminDashboard.filters.allGrades')}</option>
          {(choices?.grade_levels ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.uncategorized ? t('adminDashboard.filters.uncategorized') : option.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** Why the range was refused, under the form. */
export function ScopeProblem({ draft }: { draft: ScopeDraft }) {
  return draft.problem ? (
    <p id={draft.errorId} className="dash-filters__error" role="alert">
      {draft.problem}
    </p>
  ) : null;
}
