import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { RouterLink } from '../../app/router-link.js';
import { ResetRequestForm } from './reset-request-form.js';
import { schoolContext, studentLoginPath } from './school-context.js';
import './auth.css';

const STUDENT_STEPS = ['teacher', 'username', 'password', 'caps'] as const;

/** `/trouble-logging-in`, `/noschool` and `/trouble-logging-in/student/:district?/:school?`. */
export default function TroublePage() {
  const { t } = useTranslation('web');
  const { pathname } = useLocation();
  const { district, school } = useParams();
  const noSchool = pathname.toLowerCase() === '/noschool';
  const student = pathname.startsWith('/trouble-logging-in/student');
  const context = schoolContext(district, school);
  const backHref = noSchool ? '/login/noSchool' : student ? studentLoginPath(district, school) : '/login';
  usePageTitle(t('auth.trouble.title'));

  return (
    <section className="auth-card auth-card--wide" aria-labelledby="trouble-title">
      <div className="auth-card__intro">
        <h1 id="trouble-title">{t('auth.trouble.heading')}</h1>
        <p>{noSchool ? t('auth.trouble.noSchoolLead') : t('auth.trouble.lead')}</p>
        {context.length > 0 ? (
          <p className="auth-card__context">{context.map((part) => part.name).join(' · ')}</p>
        ) : null}
      </div>

      <ResetRequestForm />

      <div className="help-block">
        <h2>{t('auth.trouble.studentsHeading')}</h2>
        <ol className="help-steps">
          {STUDENT_STEPS.map((step) => (
            <li key={step}>{t(`auth.trouble.studentSteps.${step}`)}</li>
          ))}
        </ol>
      </div>

      <div className="help-block help-block--muted">
        <h2>{t('auth.trouble.suspendedHeading')}</h2>
        <p>{t('auth.trouble.suspendedText')}</p>
      </div>

      <RouterLink className="lt-button lt-button--primary lt-button--large" href={backHref}>
        {t('auth.backToSignIn')}
      </RouterLink>
    </section>
  );
}
