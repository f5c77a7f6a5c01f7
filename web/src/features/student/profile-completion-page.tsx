import { homePathForRole } from '@lantern/shared/domain/roles/roles';
import { TextField } from '@lantern/shared/ui/account/password-fields';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { gradeLabel } from '../../app/grade-label.js';
import { useStores } from '../../stores/stores-context.js';
import '../auth/auth.css';

/**
 * `/profile-completion`: a student who came from their school's LMS (and holds no other role)
 * confirms their name and grade, then goes on to their dashboard.
 */
function ProfileCompletionPage() {
  const { user, accountCompletion: store } = useStores();
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const current = user.current;
  const [firstName, setFirstName] = useState(current?.first_name ?? '');
  const [lastName, setLastName] = useState(current?.last_name ?? '');
  const [gradeId, setGradeId] = useState(String(current?.student?.grade?.id ?? ''));
  const [nameMissing, setNameMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  usePageTitle(t('profile.title'));
  if (!store || !current) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = firstName.trim() === '' || lastName.trim() === '';
    setNameMissing(missing);
    setFailed(false);
    if (missing) return;
    const refused = await store.completeProfile(
      firstName.trim(),
      lastName.trim(),
      gradeId ? Number(gradeId) : null,
    );
    if (refused) {
      setFailed(true);
      return;
    }
    void navigate(homePathForRole('student'), { replace: true });
  };

  return (
    <section className="auth-card" aria-labelledby="profile-title">
      <div className="auth-card__intro">
        <h1 id="profile-title">{t('profile.heading')}</h1>
        <p>{t('profile.lead')}</p>
      </div>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="profile-first-name"
          label={t('profile.firstName')}
          type="text"
          autoComplete="given-name"
          value={firstName}
          onChange={setFirstName}
          invalid={nameMissing && firstName.trim() === ''}
        />
        <TextField
          id="profile-last-name"
          label={t('profile.lastName')}
          type="text"
          autoComplete="family-name"
          value={lastName}
          onChange={setLastName}
          invalid={nameMissing && lastName.trim() === ''}
        />
        <div className="lt-field">
          <label className="lt-label" htmlFor="profile-grade">
            {t('profile.grade')}
          </label>
          <select
            id="profile-grade"
            className="lt-input"
            value={gradeId}
            onChange={(event) => setGradeId(event.target.value)}
          >
            <option value="">{t('profile.gradeNone')}</option>
            {store.grades.map((grade) => (
              <option key={grade.id} value={grade.id}>
                {gradeLabel(t, grade.id, grade.name)}
              </option>
            ))}
          </select>
        </div>
        {nameMissing || failed ? (
          <p className="lt-alert lt-alert--error" role="alert">
            {nameMissing ? t('profile.nameRequired') : t('profile.failed')}
          </p>
        ) : null}
        <button
          type="submit"
          className="lt-button lt-button--primary lt-button--large lt-button--block"
          disabled={store.saving}
        >
          {store.saving ? t('profile.saving') : t('profile.submit')}
        </button>
      </form>
    </section>
  );
}

export default observer(ProfileCompletionPage);
