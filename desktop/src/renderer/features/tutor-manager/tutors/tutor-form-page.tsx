import { usePageTitle } from '@lantern/shared/ui/page-title';
import { ErrorState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { TUTOR_FORM_TABS, type TutorFormTab } from '../../../stores/tutor-draft.js';
import { EmploymentFields } from './employment-fields.js';
import { ProfileFields } from './profile-fields.js';
import { TeachingFields } from './teaching-fields.js';
import { useTutorFormWords } from './tutor-form-words.js';
import '../../../app/routed-tabs.css';
import './tutors.css';

const TABS = Object.keys(TUTOR_FORM_TABS) as TutorFormTab[];

/**
 * Create a tutor (`services/tutors/create`) or edit one (`services/tutors/edit/{tutorId}`): every
 * field of the spec's tutor on three tabs, kept by the tutor form store. Each refusal names the
 * field and the rule, beside the field and in a summary that takes focus.
 */
export const TutorFormPage = observer(function TutorFormPage() {
  const { tutorId } = useParams();
  const { tutorForm: form } = useStores();
  const { t, say } = useTutorFormWords();
  const navigate = useNavigate();
  const location = useLocation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = tutorId ? Number(tutorId) : null;
  const area = location.pathname.split('/')[1];
  const listPath = `/${area}/services/tutors/list`;
  usePageTitle(id === null ? t('manager.tutorForm.createTitle') : t('manager.tutorForm.editTitle'));

  useEffect(() => {
    form.open(id);
    return () => form.close();
  }, [form, id]);

  const { problems, failure } = form;
  useEffect(() => {
    if (problems.length || failure) summaryRef.current?.focus();
  }, [problems, failure]);

  async function submit() {
    const created = await form.submit();
    if (created) void navigate(`/${area}/services/tutors/edit/${created.id}`);
  }

  const { saved, notice } = form;
  const title = form.creating
    ? t('manager.tutorForm.createTitle')
    : saved
      ? t('manager.tutorForm.editTitleNamed', { name: `${saved.first_name} ${saved.last_name}` })
      : t('manager.tutorForm.editTitle');
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.tutorsAdmin.title')} title={title}>
        <Link className="lt-button lt-button--secondary" to={listPath}>
          {t('manager.tutorForm.backToList')}
        </Link>
      </PageHeader>
      {form.loadFailure === 'gone' ? (
        <ErrorState
          title={t('manager.tutorForm.gone.title')}
          description={t('manager.tutorForm.gone.description')}
        />
      ) : !form.isOpenFor(id) || form.status !== 'loaded' ? (
        <PendingState failed={form.status === 'error'} onRetry={() => void form.retry()} />
      ) : (
        <form
          className="console-panel tutors-form"
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {notice ? (
            <p className="lt-alert lt-alert--success" role="status">
              {notice.kind === 'saved'
                ? t('manager.tutorForm.saved')
                : notice.linkTo
                  ? t('manager.tutorForm.createdWithLink', {
                      username: notice.username,
                      email: notice.linkTo,
                    })
                  : t('manager.tutorForm.created', { username: notice.username })}
            </p>
          ) : null}
          {form.readOnly ? (
            <p className="lt-alert lt-alert--info" role="note">
              {t('manager.tutorForm.outranksYou')}
            </p>
          ) : null}
          {problems.length || failure ? (
            <div
              ref={summaryRef}
              className="lt-alert lt-alert--error tutors-form__summary"
              role="alert"
              tabIndex={-1}
            >
              {failure ? (
                t(`manager.tutorForm.failures.${failure}`)
              ) : (
                <div>
                  <p>{t('manager.tutorForm.problems', { count: problems.length })}</p>
                  <ul>
                    {problems.map((problem) => (
                      <li key={problem.field}>{say(problem)}</li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          ) : null}
          <fieldset className="tutors-form__fields" disabled={form.readOnly}>
            <Tabs selectedKey={form.tab} onSelectionChange={(key) => form.setTab(key as TutorFormTab)}>
              <TabList
                aria-label={t('manager.tutorForm.tabsLabel')}
                className="routed-tabs__list tutors-form__tabs"
              >
                {TABS.map((key) => {
                  const count = form.problemsOn(key);
                  return (
                    <Tab key={key} id={key} className="routed-tabs__tab">
                      {t(`manager.tutorForm.tabs.${key}`)}
                      {count ? (
                        <span className="tutors-form__tab-problems">
                          {t('manager.tutorForm.tabProblems', { count })}
                        </span>
                      ) : null}
                    </Tab>
                  );
                })}
              </TabList>
              <TabPanel id="profile" className="tutors-form__panel">
                <ProfileFields />
              </TabPanel>
              <TabPanel id="teaching" className="tutors-form__panel">
                <TeachingFields />
              </TabPanel>
              <TabPanel id="employment" className="tutors-form__panel">
                <EmploymentFields />
              </TabPanel>
            </Tabs>
          </fieldset>
          {form.readOnly ? null : (
            <div className="tutors-form__actions">
              <button type="submit" className="lt-button lt-button--primary" disabled={form.saving}>
                {form.creating ? t('manager.tutorForm.createSubmit') : t('manager.tutorForm.save')}
              </button>
              <Link className="lt-button lt-button--ghost" to={listPath}>
                {t('manager.tutorForm.cancel')}
              </Link>
            </div>
          )}
        </form>
      )}
    </div>
  );
});
