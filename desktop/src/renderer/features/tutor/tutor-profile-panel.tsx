import { useSubjectName } from '@lantern/shared/ui/subject-name';
import type { HomeOf } from '@lantern/shared/contracts/home';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../app/console-panel.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';

interface ChipListProps {
  /** Id of the heading, which names the list. */
  id: string;
  heading: string;
  chips: readonly { key: number; label: string }[];
  /** Said in place of the list when it has no chips. */
  empty: string;
}

function ChipList({ id, heading, chips, empty }: ChipListProps) {
  return (
    <>
      <h3 className="tutor-profile__heading" id={id}>
        {heading}
      </h3>
      {chips.length > 0 ? (
        <ul className="lt-inline-list" aria-labelledby={id}>
          {chips.map((chip) => (
            <li key={chip.key} className="console-chip">
              {chip.label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">{empty}</p>
      )}
    </>
  );
}

interface TutorProfilePanelProps {
  home: HomeOf<'tutor'>;
}

/** What the tutor is set up to do: subjects, languages, essay review and weekly hours. */
export function TutorProfilePanel({ home }: TutorProfilePanelProps) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  return (
    <ConsolePanel id="tutor-profile-title" title={t('tutor.profile.title')} className="tutor-profile">
      <dl className="tutor-profile__facts">
        <div className="tutor-profile__fact">
          <dt>{t('tutor.profile.essayReview')}</dt>
          <dd>
            <span className={`console-pill ${home.essay_review ? 'console-pill--on' : 'console-pill--off'}`}>
              {t(home.essay_review ? 'tutor.profile.essayReviewOn' : 'tutor.profile.essayReviewOff')}
            </span>
          </dd>
        </div>
        <div className="tutor-profile__fact">
          <dt>{t('tutor.profile.maxWeeklyHours')}</dt>
          <dd className="console-number">
            {t('tutor.profile.hours', {
              count: home.max_weekly_hours,
              formatted: format.number(home.max_weekly_hours),
            })}
          </dd>
        </div>
        <div className="tutor-profile__fact">
          <dt>{t('tutor.profile.tutorSince')}</dt>
          <dd>{format.date(home.tutor_since)}</dd>
        </div>
      </dl>
      <ChipList
        id="tutor-subjects-title"
        heading={t('tutor.profile.subjects', { total: home.subjects.length })}
        chips={home.subjects.map((subject) => ({ key: subject.id, label: subjectName(subject) }))}
        empty={t('tutor.profile.noSubjects')}
      />
      <ChipList
        id="tutor-languages-title"
        heading={t('tutor.profile.languages', { total: home.languages.length })}
        chips={home.languages.map((language) => ({
          key: language.id,
          label: format.language(language.abbreviation),
        }))}
        empty={t('tutor.profile.noLanguages')}
      />
    </ConsolePanel>
  );
}
