import { onboardingCompletionTarget } from '@lantern/shared/domain/onboarding/onboarding-guard';
import { AgreementForm } from '@lantern/shared/ui/agreement-form';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { gradeLabel } from '../../app/grade-label.js';
import { useStores } from '../../stores/stores-context.js';
import { ConfidenceStep, InterestsStep } from './onboarding-steps.js';
import '../auth/auth.css';
import './student.css';

const STEPS = ['welcome', 'interests', 'confidence', 'grade', 'agreement'] as const;
type Step = (typeof STEPS)[number];
/** The steps whose answers are saved as they are left. */
const SAVED: readonly Step[] = ['interests', 'confidence'];

/**
 * `/student/onboarding`: welcome, what the student likes, how sure they feel in each subject,
 * their grade, then the code of conduct. Answers are saved step by step, so a reload keeps them.
 */
function OnboardingPage() {
  const { user, session, redirect, onboarding: store } = useStores();
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>('welcome');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  usePageTitle(t('onboarding.title'));
  // A new step's heading takes focus (not on arrival: the page's own focus handling does that).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);
  const current = user.current;
  if (!current || !store) return null;

  const stepIndex = STEPS.indexOf(step);
  const go = (offset: number) => setStep(STEPS[stepIndex + offset] ?? step);
  const next = async () => {
    if (SAVED.includes(step) && !(await store.save())) return;
    go(1);
  };
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
  const title = (text: string) => (
    <h1 id="onboarding-heading" ref={heading} tabIndex={-1}>
      {text}
    </h1>
  );
  const actions = (primary: ReactNode) => (
    <div className="onboarding__actions">
      <button type="button" className="lt-button lt-button--secondary" onClick={() => go(-1)}>
        {t('onboarding.back')}
      </button>
      {primary}
    </div>
  );
  const nextButton = (
    <button
      type="button"
      className="lt-button lt-button--primary lt-button--large"
      disabled={store.saving}
      onClick={() => void next()}
    >
      {store.saving ? t('onboarding.saving') : t('onboarding.next')}
    </button>
  );
  const answers = (lead: string, body: ReactNode) => {
    if (store.status === 'error')
      return (
        <div className="lt-alert lt-alert--error" role="alert">
          <p>{t('onboarding.loadFailed')}</p>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => void store.load(true)}
          >
            {t('onboarding.retry')}
          </button>
        </div>
      );
    if (store.status !== 'loaded') return <p role="status">{t('onboarding.loading')}</p>;
    return (
      <>
        <p>{lead}</p>
        {body}
        {store.saveFailed ? (
          <p className="lt-alert lt-alert--error" role="alert">
            {t('onboarding.saveFailed')}
          </p>
        ) : null}
        {actions(nextButton)}
      </>
    );
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
          {title(t('onboarding.welcomeHeading', { name: current.first_name }))}
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
              onClick={() => go(1)}
            >
              {t('onboarding.start')}
            </button>
          </div>
        </>
      ) : null}

      {step === 'interests' ? (
        <>
          {title(t('onboarding.interestsHeading'))}
          {answers(t('onboarding.interestsLead'), <InterestsStep store={store} />)}
        </>
      ) : null}

      {step === 'confidence' ? (
        <>
          {title(t('onboarding.confidenceHeading'))}
          {answers(t('onboarding.confidenceLead'), <ConfidenceStep store={store} />)}
        </>
      ) : null}

      {step === 'grade' ? (
        <>
          {title(t('onboarding.gradeHeading'))}
          <div className="onboarding__grade">
            <span>{t('onboarding.gradeIntro')}</span>
            <strong>
              {gradeLabel(t, current.student?.grade?.id, current.student?.grade?.name ?? null) ??
                t('onboarding.gradeUnknown')}
            </strong>
          </div>
          <p>{t('onboarding.gradeHelp')}</p>
          {actions(
            <button
              type="button"
              className="lt-button lt-button--primary lt-button--large"
              onClick={() => go(1)}
            >
              {t('onboarding.gradeConfirm')}
            </button>,
          )}
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
