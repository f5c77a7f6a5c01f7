import { LanternMark } from '@lantern/shared/ui/brand';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { schoolContext, studentHelpPath } from './school-context.js';
import { SignInPanel } from './sign-in-panel.js';
import './auth.css';

/** `/login/student/:districtName?/:schoolName?`: the student sign-in, with the school named in the link. */
export default function StudentLoginPage() {
  const { t } = useTranslation('web');
  const { districtName, schoolName } = useParams();
  const context = schoolContext(districtName, schoolName);
  usePageTitle(t('auth.student.title'));
  return (
    <section className="auth-card auth-card--student" aria-labelledby="student-login-title">
      <div className="auth-card__intro">
        <span className="auth-card__mark">
          <LanternMark size={52} />
        </span>
        <h1 id="student-login-title">{t('auth.student.heading')}</h1>
        <p>{t('auth.student.lead')}</p>
        {context.length > 0 ? (
          <ul className="chip-list" aria-label={t('auth.student.schoolContext')}>
            {context.map((part) => (
              <li key={part.kind} className="chip">
                <span className="chip__label">{t(`auth.student.${part.kind}`)}</span> {part.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <SignInPanel
        troubleHref={studentHelpPath(districtName, schoolName)}
        district={districtName}
        school={schoolName}
      />
    </section>
  );
}
