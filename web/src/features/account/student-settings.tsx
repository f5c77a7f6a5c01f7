import { GRADES, type GradeRow } from '@lantern/shared/domain/grades/grades';
import { avatarCharactersFor } from '@lantern/shared/domain/profile/avatars';
import { EmptyState } from '@lantern/shared/ui/states';
import { LanguageChoice } from '@lantern/shared/ui/profile/language-choice';
import { ProfileForm } from '@lantern/shared/ui/profile/profile-form';
import { SettingSwitch } from '@lantern/shared/ui/profile/setting-switch';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { useStores } from '../../stores/stores-context.js';
import { AccountSection } from './account-section.js';
import '../../app/pill-tabs.css';

/** The spec's settings tabs, in its order; `?tab=` names the open one so it survives a reload. */
const TABS = ['account', 'notifications', 'features', 'sections', 'hit_reports'] as const;
type SettingsTab = (typeof TABS)[number];

function gradeName(grade: GradeRow, t: TFunction<'account'>): string {
  return /^\d+$/.test(grade.level)
    ? t('grades.numbered', { ns: 'web', number: grade.level })
    : t(`grades.${grade.level}`, { ns: 'web' });
}

/** A student's settings: their profile and account, notifications, features, classes and reports. */
export const StudentSettings = observer(function StudentSettings() {
  const { t } = useTranslation('account');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: SettingsTab = TABS.find((name) => name === asked) ?? 'account';
  return (
    <Tabs
      className="pill-tabs settings-tabs"
      selectedKey={tab}
      onSelectionChange={(key) => {
        if (key !== tab) setSearch(key === 'account' ? {} : { tab: String(key) }, { replace: true });
      }}
    >
      <TabList className="pill-tabs__list settings-tabs__list" aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <Tab key={name} id={name} className="pill-tabs__tab settings-tabs__tab">
            {t(`tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="account" className="pill-tabs__panel settings-tabs__panel">
        <StudentProfile />
        <AccountSection />
      </TabPanel>
      <TabPanel id="notifications" className="pill-tabs__panel settings-tabs__panel">
        <Switches lead={t('switches.notificationsLead')} settings={NOTIFICATIONS} />
      </TabPanel>
      <TabPanel id="features" className="pill-tabs__panel settings-tabs__panel">
        <Switches lead={t('switches.featuresLead')} settings={['app_sounds']} />
        <Language />
      </TabPanel>
      <TabPanel id="sections" className="pill-tabs__panel settings-tabs__panel">
        <Classes />
      </TabPanel>
      <TabPanel id="hit_reports" className="pill-tabs__panel settings-tabs__panel">
        <HitReports />
      </TabPanel>
    </Tabs>
  );
});

/**
 * High-impact tutoring (the HIT licence) is a programme of scheduled sessions Lantern does not run
 * yet, so no report of one can exist: the tab says so plainly, in the words that fit the school.
 */
const HitReports = observer(function HitReports() {
  const { user } = useStores();
  const { t } = useTranslation('account');
  const offered = user.current?.school?.licences.includes('HIT') ?? false;
  return (
    <section className="account-card lt-account-stack">
      <EmptyState
        title={t(offered ? 'hitReports.notYet' : 'hitReports.notOffered')}
        description={t(offered ? 'hitReports.notYetLead' : 'hitReports.notOfferedLead')}
      />
    </section>
  );
});

const NOTIFICATIONS = [
  'email_notifications',
  'event_email_notifications',
  'mobile_push_notifications',
] as const;

const Switches = observer(function Switches({
  lead,
  settings,
}: {
  lead: string;
  settings: readonly (typeof NOTIFICATIONS)[number][] | readonly ['app_sounds'];
}) {
  const { profile, user } = useStores();
  return (
    <section className="account-card lt-account-stack">
      <p className="settings-tabs__lead">{lead}</p>
      <ul className="setting-list">
        {settings.map((setting) => (
          <li key={setting}>
            <SettingSwitch store={profile!} setting={setting} readOnly={user.isImpersonating} />
          </li>
        ))}
      </ul>
    </section>
  );
});

const StudentProfile = observer(function StudentProfile() {
  const { profile, user } = useStores();
  const { t } = useTranslation('account');
  const [grade, setGrade] = useState(() => profile!.profile!.student?.grade_id ?? null);
  return (
    <ProfileForm
      store={profile!}
      characters={avatarCharactersFor('student')}
      readOnly={user.isImpersonating}
      extraChange={() => (grade === null ? {} : { grade_id: grade })}
      extra={
        <div className="lt-field">
          <label className="lt-label" htmlFor="profile-grade">
            {t('profile.grade')}
          </label>
          <select
            id="profile-grade"
            className="lt-input"
            value={grade ?? ''}
            onChange={(event) => setGrade(event.target.value ? Number(event.target.value) : null)}
            disabled={user.isImpersonating}
            aria-invalid={profile!.outcome?.fields?.includes('grade_id') ?? false}
          >
            {grade === null ? <option value="">{t('profile.gradeNone')}</option> : null}
            {GRADES.map((row) => (
              <option key={row.id} value={row.id}>
                {gradeName(row, t)}
              </option>
            ))}
          </select>
        </div>
      }
    />
  );
});

export const Language = observer(function Language() {
  const { user } = useStores();
  return (
    <LanguageChoice
      value={user.language}
      saving={user.languageStatus === 'saving'}
      failed={user.languageStatus === 'error'}
      readOnly={user.isImpersonating}
      onChange={(chosen) => void user.changeLanguage(chosen, user.language)}
    />
  );
});

const Classes = observer(function Classes() {
  const { profile } = useStores();
  const { t } = useTranslation('account');
  const sections = profile!.profile?.student?.sections ?? [];
  return (
    <section className="account-card lt-account-stack" aria-labelledby="classes-heading">
      <div className="lt-account-stack account-card__intro">
        <h2 id="classes-heading">{t('classes.heading')}</h2>
        <p>{t('classes.lead')}</p>
      </div>
      {sections.length === 0 ? (
        <p className="lt-hint">{t('classes.none')}</p>
      ) : (
        <ul className="settings-classes">
          {sections.map((section) => (
            <li key={section.id}>{section.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
});
