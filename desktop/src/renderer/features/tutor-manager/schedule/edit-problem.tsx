import { useTranslation } from 'react-i18next';
import type { EditProblem } from '../../../stores/schedule-edit-problem.js';

const SHIFT_RULES = new Set([
  'end_after_start',
  'later',
  'tutor',
  'inside_shift',
  'no_overlap',
  'upcoming',
  'tutoring_only',
  'tutor_busy',
]);
const SEGMENT_RULES = new Set(['end_after_start', 'inside_shift', 'no_overlap', 'upcoming']);

/** Why a quick edit was refused, in words; each refused field on its own line. */
export function EditProblemAlert({ problem }: { problem: EditProblem | null }) {
  const { t } = useTranslation('console');
  if (!problem) return null;
  const lines =
    problem.kind === 'issues'
      ? problem.issues.map(({ segment, rule }) => {
          if (segment !== null && SEGMENT_RULES.has(rule))
            return t(`manager.schedule.issues.segment.${rule}`, { n: segment + 1 });
          if (SHIFT_RULES.has(rule)) return t(`manager.schedule.issues.shift.${rule}`);
          return t('manager.schedule.issues.invalid');
        })
      : [t(`manager.schedule.problem.${problem.kind}`)];
  return (
    <div className="lt-alert lt-alert--error schedule-dialog__problem" role="alert">
      <ul>
        {[...new Set(lines)].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
