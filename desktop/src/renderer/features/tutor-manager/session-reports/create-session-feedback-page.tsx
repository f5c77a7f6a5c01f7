import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@lantern/shared/contracts/session-reports';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { PageHeader } from '../../../app/page-header.js';
import { FormProblems, GrowText, SessionNumberField } from './grow-form.js';
import { GrowNav } from './grow-nav.js';
import { useSessionReports } from './use-session-reports.js';
import './session-reports.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** `grow/create-session-feedback`: feedback on one of a tutor's ended sessions (`?session_id=` fills it in). */
export const CreateSessionFeedbackPage = observer(function CreateSessionFeedbackPage() {
  const store = useSessionReports();
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  usePageTitle(t('manager.grow.form.title'));
  const [sessionId, setSessionId] = useState(search.get('session_id') ?? '');
  const [rating, setRating] = useState<number | null>(null);
  const [categories, setCategories] = useState<FeedbackCategory[]>([]);
  const [strengths, setStrengths] = useState('');
  const [improvements, setImprovements] = useState('');
  const [tried, setTried] = useState(false);
  const errorId = useId();
  const missing = {
    session: !/^\d+$/.test(sessionId.trim()),
    rating: rating === null,
    text: strengths.trim() === '' && improvements.trim() === '',
  };
  const toggle = (category: FeedbackCategory) =>
    setCategories((chosen) =>
      chosen.includes(category) ? chosen.filter((item) => item !== category) : [...chosen, category],
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.session || missing.rating || missing.text || rating === null) return;
    const report = await store.createReport({
      session_id: Number(sessionId),
      rating,
      categories,
      strengths,
      improvements,
    });
    if (report) void navigate(`../session-reports/${report.id}`, { relative: 'path' });
  };
  const problems = tried
    ? [
        missing.session ? t('manager.grow.form.errors.session') : null,
        missing.rating ? t('manager.grow.form.errors.rating') : null,
        missing.text ? t('manager.grow.form.errors.text') : null,
        store.failure ? store.failure.message || t('manager.grow.form.errors.failed') : null,
      ]
    : [];
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.grow.eyebrow')} title={t('manager.grow.form.title')} />
      <GrowNav />
      <ConsolePanel id="create-feedback-title" title={t('manager.grow.form.heading')}>
        <form className="grow-form" onSubmit={(event) => void submit(event)} noValidate>
          <SessionNumberField
            label={t('manager.grow.form.session')}
            value={sessionId}
            onChange={setSessionId}
            invalid={tried && missing.session}
          />
          <fieldset className="grow-form__group" aria-invalid={tried && missing.rating}>
            <legend className="lt-label">{t('manager.grow.form.rating')}</legend>
            <div className="console-segmented">
              {RATINGS.map((value) => (
                <label key={value} className="console-segmented__option">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                  />
                  <span>{t('manager.grow.rating', { rating: value })}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="grow-form__group">
            <legend className="lt-label">{t('manager.grow.form.categories')}</legend>
            <div className="grow-form__checks">
              {FEEDBACK_CATEGORIES.map((category) => (
                <label key={category} className="grow-form__check">
                  <input
                    type="checkbox"
                    checked={categories.includes(category)}
                    onChange={() => toggle(category)}
                  />
                  {t(`manager.grow.category.${category}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <GrowText
            label={t('manager.grow.form.strengths')}
            rows={3}
            value={strengths}
            onChange={setStrengths}
          />
          <GrowText
            label={t('manager.grow.form.improvements')}
            rows={3}
            value={improvements}
            onChange={setImprovements}
          />
          <FormProblems id={errorId} problems={problems} />
          <div>
            <button type="submit" className="lt-button lt-button--primary" disabled={store.sending}>
              {t('manager.grow.form.submit')}
            </button>
          </div>
        </form>
      </ConsolePanel>
    </div>
  );
});
