import { mathSummary } from '@lantern/shared/domain/live-help/math-summary';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { PageHeader } from '../../../app/page-header.js';
import { GrowNav } from './grow-nav.js';
import { fullName, useSessionReports } from './use-session-reports.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import './session-reports.css';

/** `grow/session-reports/{id}`: one report, and the session it is about. */
export const SessionReportPage = observer(function SessionReportPage() {
  const store = useSessionReports();
  const { id } = useParams();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  usePageTitle(t('manager.grow.report.title'));
  const reportId = Number(id);
  useEffect(() => void store.loadReport(reportId), [store, reportId]);
  const report = store.report;
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.grow.eyebrow')} title={t('manager.grow.report.title')}>
        <Link className="lt-button lt-button--secondary" to=".." relative="path">
          {t('manager.grow.report.back')}
        </Link>
      </PageHeader>
      <GrowNav />
      {store.reportState !== 'loaded' || !report ? (
        <PendingState
          failed={store.reportState === 'error'}
          onRetry={() => void store.loadReport(reportId)}
          errorTitle={t('manager.grow.report.missing')}
        />
      ) : (
        <div className="session-report">
          <ConsolePanel id="session-report-feedback" title={t('manager.grow.report.feedback')}>
            <dl className="session-report__facts">
              <dt>{t('manager.grow.columns.tutor')}</dt>
              <dd>{fullName(report.tutor)}</dd>
              <dt>{t('manager.grow.columns.rating')}</dt>
              <dd>{t('manager.grow.rating', { rating: report.rating })}</dd>
              <dt>{t('manager.grow.form.categories')}</dt>
              <dd>
                {report.categories.length === 0
                  ? t('manager.grow.report.noCategories')
                  : report.categories.map((category) => t(`manager.grow.category.${category}`)).join(', ')}
              </dd>
              <dt>{t('manager.grow.form.strengths')}</dt>
              <dd className="session-report__text">{report.strengths || '—'}</dd>
              <dt>{t('manager.grow.form.improvements')}</dt>
              <dd className="session-report__text">{report.improvements || '—'}</dd>
              <dt>{t('manager.grow.columns.author')}</dt>
              <dd>
                {t('manager.grow.report.writtenBy', {
                  name: fullName(report.author),
                  date: format.date(report.created_at),
                })}
              </dd>
            </dl>
          </ConsolePanel>
          <ConsolePanel id="session-report-session" title={t('manager.grow.report.session')}>
            <dl className="session-report__facts">
              <dt>{t('manager.grow.columns.session')}</dt>
              <dd>
                {t('manager.grow.sessionOn', {
                  subject: subjectName({ name: report.subject_name }),
                  date: format.date(report.session_at),
                })}
              </dd>
              <dt>{t('manager.grow.report.student')}</dt>
              <dd>{report.session.student_first_name}</dd>
              <dt>{t('manager.grow.report.question')}</dt>
              <dd className="session-report__text">{mathSummary(report.session.question)}</dd>
              <dt>{t('manager.grow.report.messages')}</dt>
              <dd>{format.number(report.session.messages)}</dd>
              <dt>{t('manager.grow.report.duration')}</dt>
              <dd>
                {report.session.duration === null
                  ? '—'
                  : t('manager.grow.report.minutes', { count: Math.round(report.session.duration / 60) })}
              </dd>
            </dl>
          </ConsolePanel>
        </div>
      )}
    </div>
  );
});
