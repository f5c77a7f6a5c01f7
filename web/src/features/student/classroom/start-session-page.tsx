import { type ChatType, QUESTION_MAX_LENGTH } from '@lantern/shared/contracts/sessions';
import { matchQuestion } from '@lantern/shared/domain/live-help/question-matcher';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../app/home-page-frame.js';
import { useStores } from '../../../stores/stores-context.js';
import { useLiveHelp } from './use-live-help.js';
import { AiUnavailableDialog, AlreadyInSessionDialog, RefusalPanel } from './ask-refusals.js';
import { ChatTypeField } from './chat-type-field.js';
import { type MatcherHintState, MatcherHint } from './matcher-hint.js';
import { QuestionField } from './question-field.js';
import { SubjectFields } from './subject-fields.js';
import { TutorUnavailablePanel } from './tutor-unavailable.js';
import { useDebounced } from './use-debounced.js';
import './classroom.css';

/** The matcher waits for a few words before guessing: "how" says nothing yet. */
const MATCH_FROM_LENGTH = 8;
const MATCH_DELAY_MS = 400;

interface SubjectChoice {
  subjectId: number;
  topicId: number | null;
  /** The student picked it, or said yes to the matcher's proposal. */
  by: 'student' | 'matcher';
}

interface Errors {
  chatType: string | null;
  question: string | null;
  subject: string | null;
}

const NO_ERRORS: Errors = { chatType: null, question: null, subject: null };

/** No live tutor for the subject now: the "tutor unavailable until" screen, and whether AI said no too. */
interface Unavailable {
  subjectId: number;
  nextAt: number | null;
  aiRefused: boolean;
}

/** `/student/start-session`: who to chat with, the question, its subject, and asking. */
function StartSessionPage() {
  const liveHelp = useLiveHelp();
  const { classroom } = liveHelp;
  const { env } = useStores();
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const subjectName = useSubjectName();
  usePageTitle(t('start.title'));

  const [picked, setChatType] = useState<ChatType | null>(null);
  const [question, setQuestion] = useState('');
  const [choice, setChoice] = useState<SubjectChoice | null>(null);
  const [rejected, setRejected] = useState<number | null>(null);
  const [attempted, setAttempted] = useState(false);
  // The refusal on screen is the store's last problem until the student sets it aside.
  const [dismissedProblem, setDismissedProblem] = useState<object | null>(null);
  const [openSessionNoticeClosed, setOpenSessionNoticeClosed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [unavailable, setUnavailable] = useState<Unavailable | null>(null);
  const [focusSubject, setFocusSubject] = useState(false);
  const chatTypeRef = useRef<HTMLDivElement>(null);
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const subjectRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const ai = liveHelp.ai.offer;
  // Without a provider there is nothing to choose: the question goes to a live tutor. While the AI
  // is unavailable its card cannot be chosen, so an earlier choice of it no longer stands.
  const chatType: ChatType | null =
    ai.kind === 'hidden' ? 'tutor' : ai.kind === 'withdrawn' && picked === 'ai' ? null : picked;

  const debounced = useDebounced(question, MATCH_DELAY_MS);
  const match = useMemo(
    () =>
      debounced.trim().length >= MATCH_FROM_LENGTH
        ? matchQuestion(debounced, liveHelp.matcherSubjects)
        : null,
    [debounced, liveHelp.matcherSubjects],
  );

  const subjects = liveHelp.askableSubjects;
  const findSubject = (id: number | null) => subjects.find((subject) => subject.id === id);
  const hint: MatcherHintState = (() => {
    if (!match) return { kind: 'idle' };
    if (match.kind === 'unable') return choice ? { kind: 'idle' } : { kind: 'unable' };
    const proposed = findSubject(match.subject_id);
    if (!proposed) return { kind: 'idle' };
    if (choice?.subjectId === match.subject_id)
      return choice.by === 'matcher'
        ? { kind: 'confirmed', subject: subjectName(proposed) }
        : { kind: 'idle' };
    if (choice?.by === 'student' || rejected === match.subject_id) return { kind: 'idle' };
    const topic = proposed.availableTopics.find((candidate) => candidate.id === match.topic_id);
    return { kind: 'proposal', subject: subjectName(proposed), topic: topic?.name ?? null };
  })();

  const found: Errors = {
    chatType: chatType ? null : t('start.errors.chatType'),
    question: question.trim() ? null : t('start.errors.question'),
    subject: choice ? null : t('start.errors.subject'),
  };
  // Errors show from the first try on; each clears as soon as its answer is given.
  const errors = attempted ? found : NO_ERRORS;

  const problem = classroom.askProblem;
  const outcome = problem && problem !== dismissedProblem ? liveHelp.askOutcome(chatType ?? 'tutor') : null;
  const refusal =
    outcome === 'outside_operating_hours' ||
    outcome === 'live_help_disabled' ||
    outcome === 'district_blocked'
      ? outcome
      : null;
  const hasOpenSession = classroom.openSessions.length > 0 && !leaving;
  const alreadyOpen =
    outcome === 'already_in_session' || (hasOpenSession && !openSessionNoticeClosed && outcome === null);
  const dismissProblem = () => setDismissedProblem(problem);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (found.chatType) return chatTypeRef.current?.querySelector('input')?.focus();
    if (found.question) return questionRef.current?.focus();
    if (found.subject) return subjectRef.current?.querySelector('button')?.focus();
    if (!chatType || !choice) return;
    setLeaving(true);
    // A live tutor for a subject nobody teaches now: say until when, and offer the AI tutor.
    if (chatType === 'tutor') {
      const availability = await liveHelp.availability.check(choice.subjectId);
      if (availability && !availability.available_now) {
        setLeaving(false);
        setUnavailable({
          subjectId: choice.subjectId,
          nextAt: availability.next_available_at,
          aiRefused: false,
        });
        return;
      }
    }
    const session = await classroom.ask({
      chat_type: chatType,
      question: question.trim(),
      subject_id: choice.subjectId,
      topic_id: choice.topicId,
    });
    if (session) return void navigate('/student/classroom');
    setLeaving(false);
    // The AI said no: the card shows why from now on.
    if (chatType === 'ai' && liveHelp.askOutcome('ai') === 'ai_unavailable') void liveHelp.loadAiStatus();
  };

  const askLiveTutor = async () => {
    setChatType('tutor');
    if (!choice) return;
    const session = await classroom.ask({
      chat_type: 'tutor',
      question: question.trim(),
      subject_id: choice.subjectId,
      topic_id: choice.topicId,
    });
    if (session) void navigate('/student/classroom');
  };

  const askAiInstead = async () => {
    if (!choice || !unavailable) return;
    setLeaving(true);
    const session = await classroom.ask({
      chat_type: 'ai',
      question: question.trim(),
      subject_id: choice.subjectId,
      topic_id: choice.topicId,
    });
    if (session) return void navigate('/student/classroom');
    setLeaving(false);
    // The AI tutor is not there either: the screen says so instead of offering it again.
    if (liveHelp.askOutcome('ai') === 'ai_unavailable') {
      setDismissedProblem(classroom.askProblem);
      setUnavailable({ ...unavailable, aiRefused: true });
      void liveHelp.loadAiStatus();
    }
  };

  const chooseAnotherSubject = () => {
    // Back on the form, the matcher does not propose the same subject again, and the subject
    // list is where the student goes next.
    if (unavailable) setRejected(unavailable.subjectId);
    setUnavailable(null);
    setChoice(null);
    setAttempted(false);
    setFocusSubject(true);
  };
  useEffect(() => {
    if (!focusSubject) return;
    subjectRef.current?.querySelector('button')?.focus();
    setFocusSubject(false);
  }, [focusSubject]);

  const ready = liveHelp.subjectsStatus === 'loaded' && liveHelp.ai.settled;
  const unavailableSubject = unavailable ? findSubject(unavailable.subjectId) : undefined;
  return (
    <div className="page ask-page">
      <PageHeader eyebrow={t('eyebrow')} heading={t('start.heading')} lead={t('start.lead')} />
      {!ready ? (
        <PendingState
          failed={liveHelp.subjectsStatus === 'error'}
          onRetry={() => void liveHelp.loadSubjects(true)}
          loadingLabel={t('start.loadingSubjects')}
          errorTitle={t('start.subjectsFailed')}
        />
      ) : refusal ? (
        <RefusalPanel refusal={refusal} onBack={dismissProblem} />
      ) : unavailable ? (
        <TutorUnavailablePanel
          subject={unavailableSubject ? subjectName(unavailableSubject) : ''}
          nextAt={unavailable.nextAt}
          nowMs={env.nowMs()}
          ai={ai}
          aiRefused={unavailable.aiRefused}
          asking={classroom.asking}
          failed={outcome === 'failed'}
          onAskAi={() => void askAiInstead()}
          onOtherSubject={chooseAnotherSubject}
        />
      ) : (
        <form className="ask-form" noValidate onSubmit={(event) => void submit(event)}>
          {ai.kind === 'hidden' ? null : (
            <ChatTypeField
              value={chatType}
              onChange={setChatType}
              error={errors.chatType}
              ai={ai}
              groupRef={chatTypeRef}
            />
          )}
          <QuestionField
            value={question}
            onChange={setQuestion}
            maxLength={QUESTION_MAX_LENGTH}
            error={errors.question}
            inputRef={questionRef}
          />
          <MatcherHint
            state={hint}
            onConfirm={() => {
              if (match?.kind !== 'matched') return;
              setChoice({ subjectId: match.subject_id, topicId: match.topic_id, by: 'matcher' });
              // The yes button goes with the proposal: focus moves on to what is left to do, the
              // kind of help if it is not chosen yet, else sending the question (the hint's live
              // region says which subject was confirmed).
              const next = chatType
                ? submitRef.current
                : chatTypeRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)');
              next?.focus();
            }}
            onReject={() => {
              if (match?.kind === 'matched') setRejected(match.subject_id);
              subjectRef.current?.querySelector('button')?.focus();
            }}
          />
          <SubjectFields
            subjects={subjects}
            subjectId={choice?.subjectId ?? null}
            topicId={choice?.topicId ?? null}
            onSubjectChange={(subjectId) => {
              setChoice({ subjectId, topicId: null, by: 'student' });
              if (chatType !== 'ai') void liveHelp.availability.check(subjectId);
            }}
            onTopicChange={(topicId) => choice && setChoice({ ...choice, topicId, by: 'student' })}
            error={errors.subject}
            subjectRef={subjectRef}
          />
          {outcome === 'failed' ? (
            <p className="lt-alert lt-alert--error" role="alert">
              {t('start.errors.failed')}
            </p>
          ) : null}
          <div className="ask-form__actions">
            <button
              ref={submitRef}
              type="submit"
              className="lt-button lt-button--primary lt-button--large"
              disabled={classroom.asking}
            >
              {classroom.asking ? <span className="lt-spinner" aria-hidden="true" /> : null}
              {t('start.submit')}
            </button>
            {classroom.asking ? (
              <span className="lt-hint" role="status">
                {t('start.sending')}
              </span>
            ) : null}
          </div>
        </form>
      )}
      <AlreadyInSessionDialog
        isOpen={alreadyOpen}
        onGo={() => void navigate('/student/classroom')}
        onClose={() => {
          setOpenSessionNoticeClosed(true);
          dismissProblem();
        }}
      />
      <AiUnavailableDialog
        isOpen={outcome === 'ai_unavailable' && !unavailable}
        busy={classroom.asking}
        onLiveTutor={() => void askLiveTutor()}
        onClose={dismissProblem}
        closeLabel={t('refusals.aiUnavailable.notNow')}
      />
    </div>
  );
}

export default observer(StartSessionPage);
