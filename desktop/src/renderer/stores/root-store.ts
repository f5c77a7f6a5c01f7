import { AccountStore } from '@lantern/shared/state/account-store';
import { ProfileStore } from '@lantern/shared/state/profile-store';
import { SignInLinksStore } from '@lantern/shared/state/sign-in-links-store';
import { isRole, usesConsole } from '@lantern/shared/domain/roles/roles';
import { ChatUploads } from '@lantern/shared/state/chat-uploads';
import { bindClassroomEvents, ClassroomStore } from '@lantern/shared/state/classroom-store';
import type { LiveSnapshot } from '@lantern/shared/state/live-snapshot';
import { type StateRootDeps, SharedRootStore } from '@lantern/shared/state/root-store';
import { compareStructural, reaction } from 'mobx';
import type { DesktopBridge } from '../../common/desktop-api.js';
import type { InPageTray } from '../bridge/browser-bridge.js';
import { ActionCenterStore } from './action-center-store.js';
import { SafetyStore } from './safety-store.js';
import { AssessmentStore } from './assessment-store.js';
import { AvailabilityStore } from './availability-store.js';
import { BreaksCenterStore } from './breaks-center-store.js';
import { type ClockPorts, ClockStore } from './clock-store.js';
import { CannedRepliesStore } from './canned-replies-store.js';
import { ContentLibraryStore } from './content-library-store.js';
import { DesktopStore } from './desktop-store.js';
import { EssayQueueStore } from './essay-queue-store.js';
import { HandoffStore } from './handoff-store.js';
import { HomeStore } from './home-store.js';
import { ObservationStore } from './observation-store.js';
import { PresenceStore } from './presence-store.js';
import { PrivacyStore } from '@lantern/shared/state/privacy-store';
import { ScheduleStore } from './schedule-store.js';
import { serviceSummary, serviceTutors } from './service-snapshots.js';
import { TutorFormStore } from './tutor-form-store.js';
import { TutorsStore } from './tutors-store.js';
import { TutorSettingsStore } from './tutor-settings-store.js';
import { PreferencesStore } from './preferences-store.js';
import { ShiftsStore } from './shifts-store.js';
import { StudentRecordStore } from './student-record-store.js';
import { TransfersStore } from './transfers-store.js';
import { TranscriptsStore } from '@lantern/shared/state/transcripts-store';
import { TutorClassroomStore } from './tutor-classroom-store.js';

export interface RootStoreDeps extends StateRootDeps {
  bridge: DesktopBridge;
  /** The browser's stand-in for the system tray; null inside the desktop app. */
  inPageTray: InPageTray | null;
  clock?: ClockPorts;
}

/** The shared stores (session, user, flags, connection) plus the console's own: home, clock, desktop. */
export class RootStore extends SharedRootStore {
  readonly home: HomeStore;
  readonly clock: ClockStore;
  readonly desktop: DesktopStore;
  readonly shifts: ShiftsStore;
  readonly breaksCenter: BreaksCenterStore;
  readonly schedule: ScheduleStore;
  readonly availability: AvailabilityStore;
  readonly transfers: TransfersStore;
  readonly preferences: PreferencesStore;
  /** A tutor's live-help sessions, messages and outbox (shared with the web app). */
  readonly classroom: ClassroomStore;
  readonly tutorClassroom: TutorClassroomStore;
  /** Pictures and files on their way into a chat. */
  readonly uploads: ChatUploads;
  /** The past sessions, assessments and classmates of the students in the tutor's chats. */
  readonly studentRecord: StudentRecordStore;
  /** Past sessions the tutor had, read back from the classroom's history. */
  readonly transcripts: TranscriptsStore;
  /** The tutor's "Hand off" form for one chat. */
  readonly handoff: HandoffStore;
  /** The tutor's post-session assessments and how many are left. */
  readonly assessments: AssessmentStore;
  /** The platform managers' action items, and the self-harm alert. */
  readonly actionCenter: ActionCenterStore;
  readonly safety: SafetyStore;
  /** The service summary, pushed live to the managers. */
  readonly service: LiveSnapshot<'service.summary.updated'>;
  /** The essays queue and its statistics, for the managers. */
  readonly essayQueue: EssayQueueStore;
  /** The services summary's people lists, pushed live to the managers. */
  readonly serviceTutors: LiveSnapshot<'service.tutors.updated'>;
  /** A manager watching a live session, read-only. */
  readonly observation: ObservationStore;
  /** The managers' tutors screens. */
  readonly tutors: TutorsStore;
  /** The managers' form creating or editing one tutor. */
  readonly tutorForm: TutorFormStore;
  /** The signed-in person's password and e-mail address (the settings page). */
  readonly account: AccountStore;
  readonly profile: ProfileStore;
  readonly signInLinks: SignInLinksStore;
  readonly tutorSettings: TutorSettingsStore;
  /** The tutor's reusable comments: the library page and the essay editor's panel. */
  readonly contentLibrary: ContentLibraryStore;
  readonly cannedReplies: CannedRepliesStore;
  /** Whether the tutor is at their console, told to the server. */
  readonly presence: PresenceStore;
  /** A district's retention, deletion requests and students' exports and access logs (superuser). */
  readonly privacy: PrivacyStore;

  constructor(deps: RootStoreDeps) {
    super(deps);
    this.home = new HomeStore(this, this.api);
    this.clock = new ClockStore(this, deps.clock);
    this.desktop = new DesktopStore(this, deps.bridge, deps.inPageTray);
    this.shifts = new ShiftsStore(this, this.api);
    this.breaksCenter = new BreaksCenterStore(this, this.api);
    this.schedule = new ScheduleStore(this, this.api);
    this.availability = new AvailabilityStore(this, this.api);
    this.transfers = new TransfersStore(this, this.api);
    this.preferences = new PreferencesStore(this, this.api);
    this.classroom = new ClassroomStore(this);
    this.tutorClassroom = new TutorClassroomStore(this);
    this.uploads = new ChatUploads(this, this.classroom);
    this.studentRecord = new StudentRecordStore(this.api, this.classroom);
    this.transcripts = new TranscriptsStore(this.api);
    this.handoff = new HandoffStore(this, this.api);
    this.assessments = new AssessmentStore(this, this.api);
    this.actionCenter = new ActionCenterStore(this, this.api);
    this.safety = new SafetyStore(this, this.api);
    this.service = serviceSummary(this, this.api);
    this.essayQueue = new EssayQueueStore(this, this.api);
    this.serviceTutors = serviceTutors(this, this.api);
    this.observation = new ObservationStore(this);
    this.tutors = new TutorsStore(this, this.api);
    this.tutorForm = new TutorFormStore(this, this.api);
    this.account = new AccountStore(this.api);
    this.profile = new ProfileStore(this.api);
    // The desktop app links in a window of its own (the console's page must stay the console).
    this.signInLinks = new SignInLinksStore(this.api, (url) =>
      deps.bridge.openSignInWindow ? deps.bridge.openSignInWindow(url) : this.env.assign(url),
    );
    this.tutorSettings = new TutorSettingsStore(this.api);
    this.contentLibrary = new ContentLibraryStore(this.api);
    this.cannedReplies = new CannedRepliesStore(this.api);
    this.presence = new PresenceStore(this, deps.bridge);
    this.privacy = new PrivacyStore(this.api);
    bindClassroomEvents(this, this.classroom, this.uploads);
  }

  /** Signed in as someone the console is for; others only see the pointer to the web app. */
  get consoleUserSignedIn(): boolean {
    return this.session.signedIn && this.user.consoleRole !== null;
  }

  protected override get wantsConnection(): boolean {
    return this.consoleUserSignedIn;
  }

  /** The shared identity following, the tray's commands, and the tray showing the signed-in name. Returns the stop. */
  override start(): () => void {
    const stopTrayCommands = this.desktop.start();
    const stopIdentity = super.start();
    const stopShifts = this.shifts.start();
    const stopTransfers = this.transfers.start();
    const stopClassroom = this.tutorClassroom.start();
    const stopAssessments = this.assessments.start();
    const stopActionCenter = this.actionCenter.start();
    const stopSafety = this.safety.start();
    const stopPresence = this.presence.start();
    const stopTray = reaction(
      () =>
        this.consoleUserSignedIn
          ? { name: this.user.displayName, shift: this.shifts.trayShift }
          : { name: null, shift: null },
      ({ name, shift }) => this.desktop.showSignedIn(name, shift),
      { fireImmediately: true, equals: compareStructural },
    );
    return () => {
      stopTrayCommands();
      stopIdentity();
      stopShifts();
      stopTransfers();
      stopClassroom();
      stopAssessments();
      stopActionCenter();
      stopSafety();
      stopPresence();
      stopTray();
      this.clock.stop();
    };
  }

  /** The home data and the clock restart for each new identity or role. */
  protected override followIdentity(identity: string | null): void {
    super.followIdentity(identity);
    this.shifts.clear();
    this.account.clear();
    this.profile.clear();
    this.signInLinks.clear();
    this.tutorSettings.clear();
    this.availability.clear();
    this.schedule.clear();
    this.transfers.clear();
    this.preferences.clear();
    this.classroom.clear();
    this.tutorClassroom.clear();
    this.uploads.clear();
    this.studentRecord.clear();
    this.transcripts.clear();
    this.handoff.close();
    this.assessments.clear();
    this.actionCenter.clear();
    this.safety.clear();
    this.service.clear();
    this.essayQueue.clear();
    this.serviceTutors.clear();
    this.observation.clear();
    this.tutors.clear();
    this.tutorForm.clear();
    this.contentLibrary.clear();
    this.cannedReplies.clear();
    this.presence.clear();
    this.privacy.clear();
    if (identity === null) {
      this.home.clear();
      this.clock.stop();
      return;
    }
    this.clock.start();
    const role = this.user.role;
    // Web-only roles have no console home; the sign-in page sends those people to the web app.
    if (role && isRole(role) && usesConsole(role)) void this.home.load();
    else this.home.clear();
    if (role === 'tutor') {
      void this.shifts.load();
      void this.transfers.load();
      void this.preferences.load();
      void this.assessments.loadIncomplete();
    }
  }
}
