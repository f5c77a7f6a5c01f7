import { isValidMaxWeeklyHours } from '@lantern/shared/domain/availability/weekly-hours';
import { announce } from '@lantern/shared/ui/announcer';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

/** The tutor's maximum weekly hours, checked here before anything is sent. */
export const MaxHoursForm = observer(function MaxHoursForm() {
  const { availability } = useStores();
  const { t } = useTranslation('console');
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = value ?? String(availability.maxWeeklyHours);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hours = shown.trim() === '' ? Number.NaN : Number(shown);
    if (!isValidMaxWeeklyHours(hours)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (await availability.setMaxWeeklyHours(hours)) {
      setValue(null);
      announce(t('tutor.availability.maxSaved'));
    }
  };

  return (
    <form className="max-hours" onSubmit={(event) => void submit(event)} noValidate>
      <div className="lt-field">
        <label className="lt-label" htmlFor={fieldId}>
          {t('tutor.availability.maxLabel')}
        </label>
        <input
          id={fieldId}
          className="lt-input max-hours__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={168}
          step={1}
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
          {t('tutor.availability.maxHint')}
        </p>
        {invalid && (
          <p id={errorId} className="availability__field-error" role="alert">
            {t('tutor.availability.maxInvalid')}
          </p>
        )}
      </div>
      <button type="submit" className="lt-button lt-button--secondary" disabled={availability.busy !== null}>
        {t('tutor.availability.maxSave')}
      </button>
    </form>
  );
});
