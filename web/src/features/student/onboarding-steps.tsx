import { CONFIDENCE_LEVELS, INTERESTS } from '@lantern/shared/domain/onboarding/learner-profile';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OnboardingStore } from '../../stores/onboarding-store.js';

interface StepProps {
  store: OnboardingStore;
}

/** Interests as large tick boxes: Tab moves between them, Space ticks one. */
export const InterestsStep = observer(function InterestsStep({ store }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <fieldset className="onboarding__choices">
      <legend className="lt-visually-hidden">{t('onboarding.interestsHeading')}</legend>
      <p className="onboarding__count" aria-live="polite">
        {t('onboarding.interestsPicked', { count: store.interests.length })}
      </p>
      <div className="interest-grid">
        {INTERESTS.map((interest) => {
          const checked = store.interests.includes(interest);
          return (
            <label key={interest} className={`interest-chip${checked ? ' interest-chip--on' : ''}`}>
              <input type="checkbox" checked={checked} onChange={() => store.toggle(interest)} />
              <span>{t(`onboarding.interests.${interest}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});

/** One row per subject, each a group of three radios: the arrow keys move within a subject. */
export const ConfidenceStep = observer(function ConfidenceStep({ store }: StepProps) {
  const { t } = useTranslation('onboarding');
  const subjectName = useSubjectName();
  if (store.subjects.length === 0) return <p>{t('onboarding.noSubjects')}</p>;
  return (
    <div className="confidence-list">
      {store.subjects.map((subject) => {
        const level = store.levelOf(subject.id);
        return (
          <fieldset key={subject.id} className="confidence-row">
            <legend className="confidence-row__subject">{subjectName(subject)}</legend>
            <div className="confidence-row__levels">
              {CONFIDENCE_LEVELS.map((candidate) => (
                <label
                  key={candidate}
                  className={`confidence-option${level === candidate ? ' confidence-option--on' : ''}`}
                >
                  <input
                    type="radio"
                    name={`confidence-${subject.id}`}
                    checked={level === candidate}
                    onChange={() => store.rate(subject.id, candidate)}
                  />
                  <span>{t(`onboarding.levels.${candidate}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
});
