import type { AccountStore } from '@lantern/shared/state/account-store';
import type { ProfileStore } from '@lantern/shared/state/profile-store';
import type { SignInLinksStore } from '@lantern/shared/state/sign-in-links-store';
import { type StateRootDeps, SharedRootStore } from '@lantern/shared/state/root-store';
import type { AccountCompletionStore } from './account-completion-store.js';
import type { AdminDashboardStore } from './admin-dashboard-store.js';
import type { LeaderStudentsStore } from './leader-students-store.js';
import { HomeStore } from './home-store.js';
import type { EssaysStore } from './essays-store.js';
import type { LiveHelpStore } from './live-help-store.js';
import type { OAuth2Store } from './oauth2-store.js';
import type { OnboardingStore } from './onboarding-store.js';
import type { PrivacyStore } from '@lantern/shared/state/privacy-store';
import type { RecognitionsStore } from './recognitions-store.js';
import { RedirectStore } from './redirect-store.js';
import { SsoStore } from './sso-store.js';
import type { ReviewedEssaysStore } from './reviewed-essays-store.js';
import type { SectionRosterStore } from './section-roster-store.js';
import type { SharedSessionsStore } from './shared-sessions-store.js';
import type { StudentGroupsStore } from './student-groups-store.js';
import type { TeacherActivityStore } from './teacher-activity-store.js';
import type { TeacherStudentsStore } from './teacher-students-store.js';
import type { TranscriptsStore } from '@lantern/shared/state/transcripts-store';
import { UiStore } from './ui-store.js';

/** The shared stores (session, user, flags, connection) plus the web app's own. */
export class RootStore extends SharedRootStore {
  readonly home: HomeStore;
  readonly ui: UiStore;
  readonly redirect: RedirectStore;
  readonly sso: SsoStore;
  /**
   * What tutors recognised the student for, created by the student dashboard's loader
   * (`openRecognitions`), and shared-session links, created by the pages that make or read them
   * (`openSharedSessions`): like live help, their code stays off the sign-in page.
   */
  recognitions: RecognitionsStore | null = null;
  sharedSessions: SharedSessionsStore | null = null;
  /**
   * The student's classroom and the rest of live help, created by the first live-help page that
   * opens (`enterLiveHelp`): its code stays off the sign-in page, which has a byte budget.
   */
  liveHelp: LiveHelpStore | null = null;
  /** Past sessions read back from the classroom's history, opened with live help. */
  transcripts: TranscriptsStore | null = null;
  /**
   * The student's writing review, created by the review center's and upload pages' loaders
   * (`enterReviewCenter`), and its navbar count, created by the signed-in shell: like live help,
   * their code stays off the sign-in page.
   */
  essays: EssaysStore | null = null;
  reviewedEssays: ReviewedEssaysStore | null = null;
  /** A registered application's authorization request, created by its page's loader. */
  oauth2: OAuth2Store | null = null;
  /** Password and e-mail: resets, confirmations and settings, created by their pages' loaders. */
  account: AccountStore | null = null;
  /** Settings' profile and switches, and its single sign-on links, created by the settings loader. */
  profile: ProfileStore | null = null;
  signInLinks: SignInLinksStore | null = null;
  /**
   * Onboarding's answers, the account steps a student completes first, and the section lists staff
   * reset onboarding from: created by their pages' loaders.
   */
  onboarding: OnboardingStore | null = null;
  accountCompletion: AccountCompletionStore | null = null;
  sectionRoster: SectionRosterStore | null = null;
  /** The district manager's retention, deletion requests and students' exports, created by its page's loader. */
  privacy: PrivacyStore | null = null;
  /** The teacher's students and their student groups, created by their pages' loaders. */
  teacherStudents: TeacherStudentsStore | null = null;
  studentGroups: StudentGroupsStore | null = null;
  /** The administrator's and district manager's dashboard widgets, created by the dashboard's loader. */
  adminDashboard: AdminDashboardStore | null = null;
  /** The administrator's and district manager's students and student analytics, created by their pages' loaders. */
  leaderStudents: LeaderStudentsStore | null = null;
  teacherActivity: TeacherActivityStore | null = null;

  constructor(deps: StateRootDeps) {
    super(deps);
    this.ui = new UiStore();
    this.home = new HomeStore(this, this.api);
    this.redirect = new RedirectStore(this);
    this.sso = new SsoStore(this.api);
    this.connection.on('auth.session.revoked', () => this.ui.navigate('/login'));
  }

  /** Home and classroom data belong to one identity and role: a new one (or none) drops them. */
  protected override followIdentity(identity: string | null): void {
    super.followIdentity(identity);
    this.home.clear();
    this.recognitions?.clear();
    this.sharedSessions?.clear();
    this.liveHelp?.clear();
    this.transcripts?.clear();
    this.essays?.clear();
    this.account?.clear();
    this.profile?.clear();
    this.signInLinks?.clear();
    this.onboarding?.clear();
    this.sectionRoster?.clear();
    this.privacy?.clear();
    this.teacherStudents?.clear();
    this.adminDashboard?.clear();
    this.leaderStudents?.clear();
    this.studentGroups?.clear();
    this.teacherActivity?.clear();
  }

  /** The spec sends the browser to the 429 page. */
  protected override rateLimited(): void {
    super.rateLimited();
    this.ui.rateLimited();
  }
}
