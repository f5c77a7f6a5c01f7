import { observer } from 'mobx-react-lite';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../app/console-dialog.js';
import { ConsolePanel } from '../../app/console-panel.js';
import { useStores } from '../../app/stores-context.js';
import { PLANNED_BREAK_KINDS, type PlannedBreakKind } from '../../stores/shifts-store.js';
import { fromTimeField, nextWholeMinute, toTimeField } from './break-time.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import './break-planner.css';

/** The rest and meal breaks of the current shift: book or ask for one, and follow where it stands. */
export const BreakPlanner = observer(function BreakPlanner() {
  const { shifts } = useStores();
  const { t } = useTranslation('console');
  if (!shifts.current) return null;
  return (
    <ConsolePanel id="tutor-breaks-title" title={t('tutor.breaks.title')} className="break-planner">
      {PLANNED_BREAK_KINDS.map((kind) => (
        <BreakCard key={kind} kind={kind} />
      ))}
    </ConsolePanel>
  );
});

const BreakCard = observer(function BreakCard({ kind }: { kind: PlannedBreakKind }) {
  const { shifts, desktop } = useStores();
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const headingId = useId();
  const phase = shifts.breakPhase(kind);
  const known = shifts.knownBreaks.get(kind);
  const step = shifts.bookingSteps.get(kind);
  // Once the tutor confirms a cancel, its button is gone: focus goes to the card's title instead.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [titleFocus, setTitleFocus] = useState(0);
  useEffect(() => {
    if (titleFocus > 0) titleRef.current?.focus();
  }, [titleFocus]);
  // The tray's "Book a rest break…" or "Ask for a meal break…": the card comes forward with its
  // start time to choose, or its title where there is no form (a break already asked for, or none allowed).
  // A frame later: arriving from another screen, the page first focuses its heading and scrolls to the top.
  const request = desktop.breakPlannerRequest;
  useEffect(() => {
    if (request?.kind !== kind) return;
    const frame = requestAnimationFrame(() => {
      const target = fieldRef.current ?? titleRef.current;
      target?.focus({ preventScroll: true });
      target?.scrollIntoView({ block: 'center' });
      desktop.breakPlannerShown(request.id);
    });
    return () => cancelAnimationFrame(frame);
  }, [request, kind, desktop]);
  return (
    <section className="break-card" aria-labelledby={headingId} data-testid={`break-${kind}`}>
      <h3 ref={titleRef} id={headingId} className="break-card__title" tabIndex={-1}>
        {t(`tutor.breaks.${kind}.title`)}
      </h3>
      <div aria-live="polite" className="break-card__live">
        {known && phase && (
          <p className="break-card__status">
            <span className={`console-pill break-phase break-phase--${phase}`}>
              {t(`tutor.breaks.phase.${phase}`)}
            </span>{' '}
            <span className="break-card__time">
              {t('tutor.breaks.at', {
                from: time(known.start_time),
                to: known.end_time ? time(known.end_time) : '',
              })}
            </span>
          </p>
        )}
        {step === 'saving' && (
          <p className="break-card__saving" role="status" aria-busy="true">
            <span className="lt-spinner" aria-hidden="true" /> {t(`tutor.breaks.${kind}.saving`)}
          </p>
        )}
        {shifts.cancelSteps.get(kind) === 'cancelling' && (
          <p className="break-card__saving" role="status" aria-busy="true">
            <span className="lt-spinner" aria-hidden="true" /> {t('tutor.breaks.cancelling')}
          </p>
        )}
      </div>
      <CancelBreak kind={kind} onConfirmed={() => setTitleFocus((count) => count + 1)} />
      {step === 'confirmed' && (
        <div className="lt-alert lt-alert--success break-card__alert" role="status">
          <p>{t(`tutor.breaks.${kind}.confirmed`)}</p>
          <button
            type="button"
            className="lt-button lt-button--ghost"
            onClick={() => shifts.dismissBooking(kind)}
          >
            {t('tutor.breaks.ok')}
          </button>
        </div>
      )}
      {step === 'failed' && (
        <div className="lt-alert lt-alert--error break-card__alert" role="alert">
          <p>{t(`tutor.breaks.${kind}.failed`)}</p>
          <button
            type="button"
            className="lt-button lt-button--ghost"
            onClick={() => shifts.dismissBooking(kind)}
          >
            {t('tutor.breaks.tryAgain')}
          </button>
        </div>
      )}
      {step === undefined && <BreakForm kind={kind} fieldRef={fieldRef} />}
    </section>
  );
});

/** Calling off a pending or approved break before it starts, after the tutor confirms it. */
const CancelBreak = observer(function CancelBreak({
  kind,
  onConfirmed,
}: {
  kind: PlannedBreakKind;
  onConfirmed(): void;
}) {
  const { shifts } = useStores();
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const [confirming, setConfirming] = useState(false);
  const textId = useId();

  if (shifts.cancelSteps.get(kind) === 'failed') {
    return (
      <div className="lt-alert lt-alert--error break-card__alert" role="alert">
        <p>{t('tutor.breaks.cancelFailed')}</p>
        <button
          type="button"
          className="lt-button lt-button--ghost"
          onClick={() => shifts.dismissCancelFailure(kind)}
        >
          {t('tutor.breaks.dismiss')}
        </button>
      </div>
    );
  }
  const known = shifts.knownBreaks.get(kind);
  if (!known || !shifts.canCancel(kind) || shifts.cancelSteps.has(kind)) return null;
  return (
    <>
      <Button
        className="lt-button lt-button--ghost break-card__cancel"
        isDisabled={shifts.pendingAction !== null}
        onPress={() => setConfirming(true)}
      >
        {t('tutor.breaks.cancel')}
      </Button>
      {/* Escape or "Keep it" closes the question and focus goes back to "Cancel break". */}
      <ConsoleDialog
        title={t('tutor.breaks.cancelTitle')}
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        describedBy={textId}
      >
        <div id={textId} className="break-cancel__text">
          <p className="break-cancel__which">
            <strong>{t(`tutor.breaks.${kind}.title`)}</strong>
            <span>
              {t('tutor.breaks.at', {
                from: time(known.start_time),
                to: known.end_time ? time(known.end_time) : '',
              })}
            </span>
          </p>
          <p>{t('tutor.breaks.cancelHint')}</p>
        </div>
        <div className="console-dialog__actions">
          <Button className="lt-button lt-button--primary" autoFocus onPress={() => setConfirming(false)}>
            {t('tutor.breaks.cancelKeep')}
          </Button>
          <Button
            className="lt-button lt-button--secondary break-cancel__confirm"
            onPress={() => {
              setConfirming(false);
              onConfirmed();
              void shifts.cancelBreak(kind);
            }}
          >
            {t('tutor.breaks.cancelConfirm')}
          </Button>
        </div>
      </ConsoleDialog>
    </>
  );
});

const BreakForm = observer(function BreakForm({
  kind,
  fieldRef,
}: {
  kind: PlannedBreakKind;
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  const { shifts, user } = useStores();
  const { t } = useTranslation('console');
  const { time: shiftTime } = useLocaleFormat();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const bounds = shifts.bookingWindow(kind);
  if (!bounds) {
    return shifts.knownBreaks.has(kind) ? null : (
      <p className="console-muted break-card__locked">{t(`tutor.breaks.${kind}.locked`)}</p>
    );
  }
  const zone = user.current?.timezone ?? undefined;
  const earliest = nextWholeMinute(bounds.min);
  const shown = value ?? toTimeField(earliest, zone);
  const range = { from: shiftTime(bounds.min), to: shiftTime(bounds.max) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = fromTimeField(shown, bounds.min, zone);
    if (start === null || start < bounds.min || start >= bounds.max) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setValue(null);
    void shifts.bookBreak(kind, start);
  };
  return (
    <form className="break-form" onSubmit={submit} noValidate>
      <div className="lt-field">
        <label className="lt-label" htmlFor={fieldId}>
          {t(`tutor.breaks.${kind}.startLabel`)}
        </label>
        <input
          ref={fieldRef}
          id={fieldId}
          className="lt-input"
          type="time"
          required
          value={shown}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          aria-invalid={invalid}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
        <p id={hintId} className="lt-hint">
          {t(`tutor.breaks.${kind}.window`, range)}
        </p>
        {invalid && (
          <p id={errorId} className="break-form__error" role="alert">
            {t('tutor.breaks.outsideWindow', range)}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="lt-button lt-button--secondary lt-button--block"
        disabled={shifts.pendingAction !== null}
      >
        {t(`tutor.breaks.${kind}.submit`)}
      </button>
    </form>
  );
});
