import { onboardingCompletionTarget } from '@lantern/shared/domain/onboarding/onboarding-guard';
import { AgreementForm } from '@lantern/shared/ui/agreement-form';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { gradeLabel } from '../../app/grade-label.js';
import { useStores } from '../../stores/stores-context.js';
import '../auth/auth.css';
import './student.css';

const STEPS = ['welcome', 'grade', 'agreement'] as const;
type Step = (typeof STEPS)[number];

/** `/student/onboarding`: welcome, confirm the grade, accept the code of conduct. */
function OnboardingPage() {
  const { user, session, redirect } = useStores();
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>('welcome');
  usePageTitle(t('onboarding.title'));
  const current = user.current;
  if (!current) return null;

  const stepIndex = STEPS.indexOf(step);
  const grade = gradeLabel(t, current.student?.grade?.id, current.student?.grade?.name ?? null);
  const finish = async () => {
    if (!(await user.completeOnboarding())) return;
    const target = onboardingCompletionTarget({
      quizId: searchParams.get('quiz_id'),
      storedRedirect: redirect.storedRedirect(),
    });
    redirect.forgetRedirect();
    void navigate(target, { replace: true });
  };
  const logout = async () => {
    await session.signOut();
    void navigate('/login/student', { replace: true });
  };

  return (
    <section className="onboarding" aria-labelledby="onboarding-heading">
      <ol
        className="onboarding__progress"
        aria-label={t('onboarding.progress', { step: stepIndex + 1, total: STEPS.length })}
      >
        {STEPS.map((name, index) => (
          <li key={name} className={`onboarding__dot${index <= stepIndex ? ' onboarding__dot--done' : ''}`}>
            <span className="lt-visually-hidden">{t(`onboarding.steps.${name}`)}</span>
          </li>
        ))}
      </ol>

      {step === 'welcome' ? (
        <>
          <h1 id="onboarding-heading">{t('onboarding.welcomeHeading', { name: current.first_name })}</h1>
          <p>{t('onboarding.welcomeText')}</p>
          <ul className="help-steps">
            <li>{t('onboarding.welcomePoints.help')}</li>
            <li>{t('onboarding.welcomePoints.review')}</li>
            <li>{t('onboarding.welcomePoints.safe')}</li>
          </ul>
          <div className="onboarding__actions">
            <button type="button" className="lt-button lt-button--ghost" onClick={() => void logout()}>
              {t('onboarding.logout')}
            </button>
            <button
              type="button"
              className="lt-button lt-button--primary lt-button--large"
              onClick={() => setStep('grade')}
            >
              {t('onboarding.start')}
            </button>
          </div>
        </>
      ) : null}

      {step === 'grade' ? (
        <>
          <h1 id="onboarding-heading">{t('onboarding.gradeHeading')}</h1>
          <div className="onboarding__grade">
            <span>{t('onboarding.gradeIntro')}</span>
            <strong>{grade ?? t('onboarding.gradeUnknown')}</strong>
          </div>
          <p>{t('onboarding.gradeHelp')}</p>
          <div className="onboarding__actions">
            <button
              type="button"
              className="lt-button lt-button--secondary"
              onClick={() => setStep('welcome')}
            >
              {t('onboarding.back')}
            </button>
            <button
              type="button"
              className="lt-button lt-button--primary lt-button--large"
              onClick={() => setStep('agreement')}
            >
              {t('onboarding.gradeConfirm')}
            </button>
          </div>
        </>
      ) : null}

      {step === 'agreement' ? (
        <AgreementForm
          pending={user.pending === 'accept-agreement'}
          failed={user.failed === 'accept-agreement'}
          onAccept={() => void finish()}
          onLogout={() => void logout()}
        />
      ) : null}
    </section>
  );
}

export default observer(OnboardingPage);
