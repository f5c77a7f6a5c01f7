import type { Section } from '@lantern/shared/contracts/catalog';
import { canStartLiveSession } from '@lantern/shared/domain/schools/school-rules';
import { LanternMark } from '@lantern/shared/ui/brand';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, LoadingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { gradeLabel } from '../../app/grade-label.js';
import { HomePageFrame } from '../../app/home-page-frame.js';
import { RouterLink } from '../../app/router-link.js';
import { useStores } from '../../stores/stores-context.js';
import { RecognitionsCard } from './recognitions-card.js';
import './student.css';

function SectionCard({ section }: { section: Section }) {
  const { t } = useTranslation('web');
  const subjectName = useSubjectName();
  const subjects = section.course?.subjects ?? [];
  return (
    <article className="info-card">
      <h3>{section.name}</h3>
      {section.course ? <p className="info-card__meta">{section.course.name}</p> : null}
      {subjects.length > 0 ? (
        <ul className="lt-inline-list" aria-label={t('student.subjects')}>
          {subjects.map((subject) => (
            <li key={subject.id} className="tag">
              {subjectName(subject)}
            </li>
          ))}
        </ul>
      ) : null}
      {section.teacher_names.length > 0 ? (
        <p>{t('student.teachers', { names: section.teacher_names.join(', ') })}</p>
      ) : null}
      <p className="info-card__meta">{t('student.classmates', { count: section.student_count })}</p>
    </article>
  );
}

/** `/student/dashboard`: the student's own space, from `GET /me/home`. */
function StudentDashboardPage() {
  const { user, flags } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('student.title'));
  const current = user.current;
  const liveHelp = current?.school?.features_live_help === true && canStartLiveSession(current, flags.state);

  return (
    <HomePageFrame kind="student">
      {(data) => {
        if (!current) return <LoadingState />;
        const grade = gradeLabel(t, current.student?.grade?.id, data.grade);
        return (
          <>
            <section className="student-hero" aria-labelledby="student-greeting">
              <div className="student-hero__text">
                <h1 id="student-greeting">{t('student.greeting', { name: current.first_name })}</h1>
                <p className="student-hero__lead">{t('student.lead')}</p>
                <ul className="lt-inline-list" aria-label={t('student.aboutYou')}>
                  {data.school ? <li className="student-hero__fact">{data.school.name}</li> : null}
                  {data.school?.district ? (
                    <li className="student-hero__fact">{data.school.district}</li>
                  ) : null}
                  {grade ? <li className="student-hero__fact">{grade}</li> : null}
                </ul>
              </div>
              <span className="student-hero__art" aria-hidden="true">
                <LanternMark size={88} />
              </span>
            </section>
            {liveHelp ? (
              <section className="live-help-entry" aria-labelledby="live-help-entry">
                <div className="live-help-entry__text">
                  <h2 id="live-help-entry">{t('student.liveHelp.heading')}</h2>
                  <p>{t('student.liveHelp.text')}</p>
                </div>
                <RouterLink
                  className="lt-button lt-button--primary lt-button--large"
                  href="/student/start-session"
                >
                  {t('student.liveHelp.action')}
                </RouterLink>
              </section>
            ) : null}
            <section className="page-section" aria-labelledby="student-classes">
              <div className="page-section__header">
                <h2 id="student-classes">{t('student.classesHeading')}</h2>
                <p className="info-card__meta">
                  {t('student.classesCount', { count: data.sections.length })}
                </p>
              </div>
              {data.sections.length === 0 ? (
                <EmptyState title={t('student.noClassesTitle')} description={t('student.noClassesText')} />
              ) : (
                <ul className="card-grid">
                  {data.sections.map((section) => (
                    <li key={section.id}>
                      <SectionCard section={section} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <RecognitionsCard />
          </>
        );
      }}
    </HomePageFrame>
  );
}

export default observer(StudentDashboardPage);
