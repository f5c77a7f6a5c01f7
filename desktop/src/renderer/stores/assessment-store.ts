import type { ApiClient } from '@lantern/shared/client/http-client';
import {
  ASSESSMENT_FEEDBACK_MAX_LENGTH,
  type Assessment,
  type IncompleteAssessments,
  type SaveAssessmentStep,
} from '@lantern/shared/contracts/assessments';
import type { Subject } from '@lantern/shared/contracts/catalog';
import type { SessionUpdated } from '@lantern/shared/contracts/sessions';
import {
  ASSESSMENT_STEPS,
  type AssessmentStep,
  nextAssessmentStep,
  type RecognitionType,
} from '@lantern/shared/domain/live-help/assessment-steps';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

/** What the form holds for each step before it is saved. */
export interface AssessmentDraft {
  recognitions: RecognitionType[];
  student_goal: string;
  topic_ids: number[];
  non_academic: string;
  feedback: string;
  shoutout: string;
}

const emptyDraft = (): AssessmentDraft => ({
  recognitions: [],
  student_goal: '',
  topic_ids: [],
  non_academic: '',
  feedback: '',
  shoutout: '',
});

/**
 * The tutor's post-session assessment: opened for an ended session (the server begins it at
 * recognitions, or where it was left), saved one step at a time in the spec's order
 * (recognitions → question → tag → nonAcademic → feedback → submit), with Back to an earlier step;
 * and the count of the tutor's assessments not submitted yet, for the classroom's badge.
 */
export class AssessmentStore {
  incompleteCount = 0;
  /** Sessions whose assessment is still open, as the server listed them. */
  readonly incompleteSessions = new Set<number>();
  /** Sessions whose assessment this tutor submitted here. */
  readonly submitted = new Set<number>();
  sessionId: number | null = null;
  assessment: Assessment | null = null;
  /** The step on screen: where the assessment stands, or an earlier one after Back. */
  step: AssessmentStep = 'recognitions';
  draft: AssessmentDraft = emptyDraft();
  saving = false;
  /** The last save failed (the form keeps what was typed). */
  saveFailed = false;
  subjects: Subject[] | null = null;
  /** The assessment opened last, with the subjects' topics the first time. */
  private readonly opening: OnceLoader<[Assessment, Subject[]]>;
  /** The badge's count; a failure keeps the last one, and the next ended session asks again. */
  private readonly incomplete: OnceLoader<IncompleteAssessments>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.opening = new OnceLoader(
      () =>
        Promise.all([
          this.api.call('sessionAssessment', { params: { id: this.sessionId ?? 0 } }),
          this.subjects ? Promise.resolve(this.subjects) : this.api.call('subjects'),
        ]),
      ([assessment, subjects]) => {
        this.subjects = subjects;
        this.take(assessment);
        this.step = assessment.step;
      },
    );
    this.incomplete = new OnceLoader(
      () => this.api.call('incompleteAssessments', { params: { id: this.root.user.current?.id ?? 0 } }),
      (found) => {
        this.incompleteCount = found.count;
        this.incompleteSessions.clear();
        for (const assessment of found.data) this.incompleteSessions.add(assessment.session_id);
      },
    );
    makeAutoObservable<AssessmentStore, 'root' | 'api' | 'opening' | 'incomplete'>(
      this,
      { root: false, api: false, opening: false, incomplete: false },
      { autoBind: true },
    );
  }

  get state(): LoadStatus {
    return this.opening.status;
  }

  /** A session this tutor ended (or that ended) adds an assessment to do: the badge follows. */
  start(): () => void {
    return this.root.connection.on('classroom.session.updated', ({ session, cause }: SessionUpdated) => {
      if (cause === 'ended' && session.tutor?.id === this.root.user.current?.id) void this.loadIncomplete();
    });
  }

  get isOpen(): boolean {
    return this.sessionId !== null;
  }

  /** The topics of the session's subject, to tag. */
  get topics(): { id: number; name: string }[] {
    const subjectId = this.assessment?.subject.id;
    return this.subjects?.find((subject) => subject.id === subjectId)?.availableTopics ?? [];
  }

  get feedbackLeft(): number {
    return ASSESSMENT_FEEDBACK_MAX_LENGTH - this.draft.feedback.length;
  }

  get stepIndex(): number {
    return ASSESSMENT_STEPS.indexOf(this.step);
  }

  /** Whether the step on screen can be saved (the question and the feedback need words). */
  get canSave(): boolean {
    if (this.step === 'question') return this.draft.student_goal.trim() !== '';
    if (this.step === 'feedback') return this.draft.feedback.trim() !== '' && this.feedbackLeft >= 0;
    return true;
  }

  /**
   * Whether the "Complete assessment" action is offered for an ended session: the server lists its
   * assessment as not submitted yet (so one submitted before the console restarted is not offered
   * again), and it was not submitted here since that list came.
   */
  offersAssessment(sessionId: number): boolean {
    return this.incompleteSessions.has(sessionId) && !this.submitted.has(sessionId);
  }

  loadIncomplete(): Promise<void> {
    if (this.root.user.current === null || this.root.user.role !== 'tutor') return Promise.resolve();
    return this.incomplete.load(true);
  }

  /** Opens the assessment of an ended session where it was left, with the subject's topics. */
  open(sessionId: number): Promise<void> {
    this.sessionId = sessionId;
    this.assessment = null;
    this.draft = emptyDraft();
    this.saveFailed = false;
    return this.opening.load(true);
  }

  close(): void {
    this.opening.reset();
    this.sessionId = null;
    this.assessment = null;
  }

  toggleRecognition(type: RecognitionType, on: boolean): void {
    const others = this.draft.recognitions.filter((held) => held !== type);
    this.draft.recognitions = on ? [...others, type] : others;
  }

  setRecognitions(types: RecognitionType[]): void {
    this.draft.recognitions = types;
  }

  setTopics(topicIds: number[]): void {
    this.draft.topic_ids = topicIds;
  }

  setText(field: 'student_goal' | 'non_academic' | 'feedback' | 'shoutout', text: string): void {
    this.draft[field] = text;
  }

  /** Back to the step before the one on screen (its answers as saved or typed). */
  back(): void {
    const previous = ASSESSMENT_STEPS[this.stepIndex - 1];
    if (previous) this.step = previous;
  }

  /** Saves the step on screen and moves to the next; the last (submit) finishes the assessment. */
  async save(): Promise<boolean> {
    const assessment = this.assessment;
    if (!assessment || this.saving || !this.canSave) return false;
    const step = this.step;
    this.saving = true;
    this.saveFailed = false;
    try {
      const saved = await this.api.call('saveAssessmentStep', {
        params: { id: assessment.id },
        body: this.bodyFor(step),
      });
      runInAction(() => {
        this.saving = false;
        this.assessment = saved;
        if (step === 'submit') {
          this.submitted.add(saved.session_id);
          if (this.incompleteSessions.delete(saved.session_id) || this.incompleteCount > 0)
            this.incompleteCount = Math.max(0, this.incompleteCount - 1);
          this.close();
          return;
        }
        this.step = nextAssessmentStep(step) ?? step;
      });
      if (step === 'submit') void this.loadIncomplete();
      return true;
    } catch {
      runInAction(() => {
        this.saving = false;
        this.saveFailed = true;
      });
      return false;
    }
  }

  clear(): void {
    this.close();
    this.incomplete.reset();
    this.incompleteCount = 0;
    this.incompleteSessions.clear();
    this.submitted.clear();
    this.subjects = null;
  }

  private take(assessment: Assessment): void {
    this.assessment = assessment;
    this.draft = {
      recognitions: [...assessment.recognitions],
      student_goal: assessment.student_goal,
      topic_ids: [...assessment.topic_ids],
      non_academic: assessment.non_academic,
      feedback: assessment.feedback,
      shoutout: assessment.shoutout,
    };
  }

  private bodyFor(step: AssessmentStep): SaveAssessmentStep {
    const draft = this.draft;
    switch (step) {
      case 'recognitions':
        return { step, recognitions: draft.recognitions };
      case 'question':
        return { step, student_goal: draft.student_goal.trim() };
      case 'tag':
        return { step, topic_ids: draft.topic_ids };
      case 'nonAcademic':
        return { step, non_academic: draft.non_academic.trim() };
      case 'feedback':
        return { step, feedback: draft.feedback.trim(), shoutout: draft.shoutout.trim() };
      case 'submit':
        return { step };
    }
  }
}
