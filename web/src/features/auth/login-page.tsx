import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SignInPanel } from './sign-in-panel.js';
import './auth.css';

/** `/login` (staff and everyone) and `/login/noSchool` (accounts without a school). */
export default function LoginPage() {
  const { t } = useTranslation('web');
  const noSchool = useLocation().pathname.toLowerCase() === '/login/noschool';
  usePageTitle(t('auth.login.title'));
  return (
    <section className="auth-card" aria-labelledby="login-title">
      <div className="auth-card__intro">
        <h1 id="login-title">{noSchool ? t('auth.login.noSchoolHeading') : t('auth.login.heading')}</h1>
        <p>{noSchool ? t('auth.login.noSchoolLead') : t('auth.login.lead')}</p>
      </div>
      <SignInPanel troubleHref={noSchool ? '/noschool' : '/trouble-logging-in'} />
    </section>
  );
}
