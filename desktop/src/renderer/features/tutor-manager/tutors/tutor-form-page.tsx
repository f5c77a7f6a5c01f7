import { ApiError } from '@lantern/shared/client/api-error';
import { mayManage } from '@lantern/shared/domain/access/role-rank';
import type { TutorDetail } from '@lantern/shared/contracts/tutors-admin';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { HeadshotField } from './headshot-field.js';
import { PendingAssessments } from './pending-assessments.js';
import { SignInFields } from './sign-in-fields.js';
import {
  checkDraft,
  type DraftProblem,
  draftOf,
  EMPTY_DRAFT,
  problemsFromServer,
  type TutorDraft,
  type TutorFormTab,
  tabOf,
} from './tutor-draft.js';
import { CheckList, FlagField, SelectField, TextField } from './tutor-fields.js';
import '../../../app/routed-tabs.css';
import './tutors.css';

type Status = 'loading' | 'error' | 'ready';

/**
 * Create a tutor (`services/tutors/create`) or edit one (`services/tutors/edit/{tutorId}`): every
 * field of the spec's tutor on three tabs. The form is checked with the contract the server uses;
 * each refusal names the field and the rule, beside the field and in a summary that takes focus.
 */
export function TutorFormPage() {
  const { tutorId } = useParams();
  // Create and edit are one component: a key of their own gives each address a fresh form.
  return <TutorForm key={tutorId ?? 'new'} id={tutorId ? Number(tutorId) : null} />;
}

const TutorForm = observer(function TutorForm({ id }: { id: number | null }) {
  const { tutors, user } = useStores();
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const location = useLocation();
  const creating = id === null;
  const [status, setStatus] = useState<Status>(creating ? 'ready' : 'loading');
  const [draft, setDraft] = useState<TutorDraft>(EMPTY_DRAFT);
  const [saved, setSaved] = useState<TutorDetail | null>(null);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(() => {
    const created = location.state as { created?: string; linkTo?: string | null } | null;
    if (!created?.created) return null;
    return created.linkTo
      ? t('manager.tutorForm.createdWithLink', { username: created.created, email: created.linkTo })
      : t('manager.tutorForm.created', { username: created.created });
  });
  const [tab, setTab] = useState<TutorFormTab>('profile');
  const summaryRef = useRef<HTMLDivElement>(null);
  const area = location.pathname.split('/')[1];
  const listPath = `/${area}/services/tutors/list`;
  usePageTitle(creating ? t('manager.tutorForm.createTitle') : t('manager.tutorForm.editTitle'));

  useEffect(() => {
    void tutors.loadCatalog();
    if (id === null) return;
    let current = true;
    tutors.fetchTutor(id).then(
      (tutor) => {
        if (!current) return;
        setSaved(tutor);
        setDraft(draftOf(tutor));
        setStatus('ready');
      },
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [tutors, id]);

  useEffect(() => {
    if (problems.length || failure) summaryRef.current?.focus();
  }, [problems, failure]);

  const fieldName = (field: string) => t(`manager.tutorForm.fields.${field}`);
  const say = (problem: DraftProblem) =>
    t(`manager.tutorForm.rules.${problem.rule}`, { field: fieldName(problem.field), limit: problem.limit });
  const errorOf = (field: keyof TutorDraft) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? say(problem) : undefined;
  };
  const set =
    <K extends keyof TutorDraft>(key: K) =>
    (value: TutorDraft[K]) =>
      setDraft((before) => ({ ...before, [key]: value }));

  async function submit() {
    setNotice(null);
    setFailure(null);
    const checked = checkDraft(draft, creating);
    if (!checked.ok) {
      setProblems(checked.problems);
      setTab(tabOf(checked.problems[0]!.field));
      return;
    }
    setProblems([]);
    setSaving(true);
    try {
      const tutor = await tutors.save(id, checked.fields);
      if (creating)
        void navigate(`/${area}/services/tutors/edit/${tutor.id}`, {
          state: { created: tutor.username, linkTo: draft.password_link ? tutor.email : null },
        });
      else {
        setSaved(tutor);
        setDraft(draftOf(tutor));
        setNotice(t('manager.tutorForm.saved'));
      }
    } catch (error) {
      const fromServer = error instanceof ApiError ? problemsFromServer(error.details) : [];
      if (fromServer.length) {
        setProblems(fromServer);
        setTab(tabOf(fromServer[0]!.field));
      } else setFailure(t('manager.tutorForm.failed'));
    } finally {
      setSaving(false);
    }
  }

  // The API refuses every change to an account above the manager's rank: the form says so up front
  // instead of letting each save fail.
  const readOnly = saved !== null && !mayManage(user.roles, saved.held_roles);
  const title = creating
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
      {status !== 'ready' ? (
        <PendingState failed={status === 'error'} onRetry={() => window.location.reload()} />
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
              {notice}
            </p>
          ) : null}
          {readOnly ? (
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
              {failure ?? (
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
          <fieldset className="tutors-form__fields" disabled={readOnly}>
            <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as TutorFormTab)}>
              <TabList
                aria-label={t('manager.tutorForm.tabsLabel')}
                className="routed-tabs__list tutors-form__tabs"
              >
                {(['profile', 'teaching', 'employment'] as const).map((key) => {
                  const count = problems.filter((problem) => tabOf(problem.field) === key).length;
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
                <div className="tutors-form__grid">
                  <TextField
                    id="tutor-first-name"
                    label={fieldName('first_name')}
                    value={draft.first_name}
                    onChange={set('first_name')}
                    error={errorOf('first_name')}
                  />
                  <TextField
                    id="tutor-last-name"
                    label={fieldName('last_name')}
                    value={draft.last_name}
                    onChange={set('last_name')}
                    error={errorOf('last_name')}
                  />
                  <SignInFields
                    tutorId={id}
                    draft={draft}
                    set={set}
                    errorOf={errorOf}
                    fieldName={fieldName}
                  />
                  <TextField
                    id="tutor-email"
                    type="email"
                    label={fieldName('email')}
                    value={draft.email}
                    onChange={set('email')}
                    error={errorOf('email')}
                  />
                  <SelectField
                    label={fieldName('role')}
                    value={draft.role}
                    onChange={set('role')}
                    options={(['tutor', 'tutor-manager'] as const).map((role) => ({
                      id: role,
                      label: t(`manager.tutorsAdmin.roles.${role}`),
                    }))}
                    error={errorOf('role')}
                  />
                  <SelectField<0 | 1>
                    label={fieldName('status')}
                    value={draft.status}
                    onChange={set('status')}
                    options={[
                      { id: 1, label: t('manager.tutorsAdmin.status.active') },
                      { id: 0, label: t('manager.tutorsAdmin.status.inactive') },
                    ]}
                  />
                </div>
                {id !== null ? <PendingAssessments tutorId={id} /> : null}
                {id !== null ? (
                  <HeadshotField
                    tutorId={id}
                    picture={saved?.profile_image ?? null}
                    onSaved={(tutor) => setSaved(tutor)}
                  />
                ) : null}
              </TabPanel>
              <TabPanel id="teaching" className="tutors-form__panel">
                <TeachingFields draft={draft} setDraft={setDraft} errorOf={errorOf} fieldName={fieldName} />
              </TabPanel>
              <TabPanel id="employment" className="tutors-form__panel">
                <div className="tutors-form__grid">
                  <TextField
                    id="tutor-adp"
                    label={fieldName('adp_number')}
                    value={draft.adp_number}
                    onChange={set('adp_number')}
                    error={errorOf('adp_number')}
                  />
                  <TextField
                    id="tutor-country"
                    label={fieldName('employment_country_code')}
                    value={draft.employment_country_code}
                    onChange={set('employment_country_code')}
                    hint={t('manager.tutorForm.hints.country')}
                    error={errorOf('employment_country_code')}
                  />
                  <TextField
                    id="tutor-region"
                    label={fieldName('employment_region_code')}
                    value={draft.employment_region_code}
                    onChange={set('employment_region_code')}
                    hint={t('manager.tutorForm.hints.region')}
                    error={errorOf('employment_region_code')}
                  />
                </div>
                <FlagField
                  label={fieldName('is_us_ca_fingerprinted')}
                  hint={t('manager.tutorForm.hints.fingerprinted')}
                  value={draft.is_us_ca_fingerprinted}
                  onChange={set('is_us_ca_fingerprinted')}
                />
              </TabPanel>
            </Tabs>
          </fieldset>
          {readOnly ? null : (
            <div className="tutors-form__actions">
              <button type="submit" className="lt-button lt-button--primary" disabled={saving}>
                {creating ? t('manager.tutorForm.createSubmit') : t('manager.tutorForm.save')}
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

interface TeachingProps {
  draft: TutorDraft;
  setDraft(update: (before: TutorDraft) => TutorDraft): void;
  errorOf(field: keyof TutorDraft): string | undefined;
  fieldName(field: string): string;
}

/** Languages, subjects, and the topics and concepts of the chosen subjects; hours and flags. */
const TeachingFields = observer(function TeachingFields({
  draft,
  setDraft,
  errorOf,
  fieldName,
}: TeachingProps) {
  const { tutors } = useStores();
  const { t } = useTranslation('console');
  const languages = tutors.languages.map((language) => ({ id: language.id, label: language.language }));
  const chosenSubjects = tutors.subjects.filter((subject) => draft.subjects.includes(subject.id));
  const topics = chosenSubjects.flatMap((subject) =>
    subject.availableTopics.map((topic) => ({ ...topic, label: `${subject.name} · ${topic.name}` })),
  );
  const concepts = topics
    .filter((topic) => draft.topics.includes(topic.id))
    .flatMap((topic) =>
      topic.concepts.map((concept) => ({ id: concept.id, label: `${topic.name} · ${concept.name}` })),
    );
  const set =
    <K extends keyof TutorDraft>(key: K) =>
    (value: TutorDraft[K]) =>
      setDraft((before) => ({ ...before, [key]: value }));
  // Unticking a subject drops its topics, and a topic its concepts: they could not be taught.
  const setSubjects = (subjects: number[]) =>
    setDraft((before) => {
      const kept = tutors.subjects
        .filter((subject) => subjects.includes(subject.id))
        .flatMap((subject) => subject.availableTopics);
      const keptTopics = before.topics.filter((id) => kept.some((topic) => topic.id === id));
      const keptConcepts = kept
        .filter((topic) => keptTopics.includes(topic.id))
        .flatMap((topic) => topic.concepts.map((concept) => concept.id));
      return {
        ...before,
        subjects,
        topics: keptTopics,
        concepts: before.concepts.filter((id) => keptConcepts.includes(id)),
      };
    });
  const setTopics = (chosen: number[]) =>
    setDraft((before) => {
      const keptConcepts = topics
        .filter((topic) => chosen.includes(topic.id))
        .flatMap((topic) => topic.concepts.map((concept) => concept.id));
      return {
        ...before,
        topics: chosen,
        concepts: before.concepts.filter((id) => keptConcepts.includes(id)),
      };
    });
  return (
    <>
      <div className="tutors-form__grid">
        <CheckList
          label={fieldName('languages')}
          options={languages}
          value={draft.languages}
          onChange={set('languages')}
          error={errorOf('languages')}
        />
        <CheckList
          label={fieldName('essay_languages')}
          options={languages}
          value={draft.essay_languages}
          onChange={set('essay_languages')}
          error={errorOf('essay_languages')}
        />
        <CheckList
          label={fieldName('async_audio_session_languages')}
          options={languages}
          value={draft.async_audio_session_languages}
          onChange={set('async_audio_session_languages')}
          error={errorOf('async_audio_session_languages')}
        />
        <TextField
          id="tutor-hours"
          type="number"
          label={fieldName('max_weekly_hours')}
          value={draft.max_weekly_hours}
          onChange={set('max_weekly_hours')}
          hint={t('manager.tutorForm.hints.hours')}
          error={errorOf('max_weekly_hours')}
        />
      </div>
      <CheckList
        label={fieldName('subjects')}
        options={tutors.subjects.map((subject) => ({ id: subject.id, label: subject.name }))}
        value={draft.subjects}
        onChange={setSubjects}
        error={errorOf('subjects')}
      />
      <CheckList
        label={fieldName('topics')}
        options={topics}
        value={draft.topics}
        onChange={setTopics}
        empty={t('manager.tutorForm.hints.topicsEmpty')}
        error={errorOf('topics')}
      />
      <CheckList
        label={fieldName('concepts')}
        options={concepts}
        value={draft.concepts}
        onChange={set('concepts')}
        empty={t('manager.tutorForm.hints.conceptsEmpty')}
        error={errorOf('concepts')}
      />
      <div className="tutors-form__flags">
        <FlagField
          label={fieldName('essay_review')}
          hint={t('manager.tutorForm.hints.essayReview')}
          value={draft.essay_review}
          onChange={set('essay_review')}
        />
        <FlagField
          label={fieldName('high_impact_tutoring')}
          hint={t('manager.tutorForm.hints.highImpact')}
          value={draft.high_impact_tutoring}
          onChange={set('high_impact_tutoring')}
        />
      </div>
    </>
  );
});
