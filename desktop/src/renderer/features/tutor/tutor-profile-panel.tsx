import type { HomeOf } from '@lantern/shared/contracts/home';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../app/use-locale-format.js';

interface TutorProfilePanelProps {
  home: HomeOf<'tutor'>;
}

/** What the tutor is set up to do: subjects, languages, essay review and weekly hours. */
export function TutorProfilePanel({ home }: TutorProfilePanelProps) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  return (
    <section className="console-panel tutor-profile" aria-labelledby="tutor-profile-title">
      <h2 id="tutor-profile-title" className="console-panel__title">
        {t('tutor.profile.title')}
      </h2>
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
          <dd>{format.date(new Date(home.tutor_since * 1000))}</dd>
        </div>
      </dl>
      <h3 className="tutor-profile__heading" id="tutor-subjects-title">
        {t('tutor.profile.subjects', { total: home.subjects.length })}
      </h3>
      {home.subjects.length > 0 ? (
        <ul className="console-chips" aria-labelledby="tutor-subjects-title">
          {home.subjects.map((subject) => (
            <li key={subject.id} className="console-chip">
              {subject.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">{t('tutor.profile.noSubjects')}</p>
      )}
      <h3 className="tutor-profile__heading" id="tutor-languages-title">
        {t('tutor.profile.languages', { total: home.languages.length })}
      </h3>
      {home.languages.length > 0 ? (
        <ul className="console-chips" aria-labelledby="tutor-languages-title">
          {home.languages.map((language) => (
            <li key={language.id} className="console-chip">
              {language.language}
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">{t('tutor.profile.noLanguages')}</p>
      )}
    </section>
  );
}
