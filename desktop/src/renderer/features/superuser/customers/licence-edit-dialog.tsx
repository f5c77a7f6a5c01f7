import type { LicenceRow } from '@lantern/shared/contracts/customers';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../app/date-time-fields.js';
import { TextField } from '../../../app/form-field.js';
import type { LicencesStore } from '../../../stores/licences-store.js';
import { FormDialog } from './form-dialog.js';

/** A licence's dates and seats as the form holds them (seats as typed). */
export interface LicenceTerms {
  starts_on: string;
  ends_on: string;
  seats: string;
}

const DAYS = [
  ['starts_on', 'startsOn'],
  ['ends_on', 'endsOn'],
] as const;

/** The first day, the last day and the seats of a licence, each with the rule it broke. */
export function LicenceTermsFields({
  value,
  onChange,
  fields,
  seatsHint,
}: {
  value: LicenceTerms;
  onChange(value: LicenceTerms): void;
  fields: Record<string, string>;
  seatsHint?: string;
}) {
  const { t } = useTranslation('console');
  const set = (key: keyof LicenceTerms) => (typed: string) => onChange({ ...value, [key]: typed });
  return (
    <>
      {DAYS.map(([key, label]) => (
        <DayInput
          key={key}
          label={t(`superuser.admin.licences.${label}`)}
          isRequired
          value={value[key]}
          onChange={set(key)}
          error={fields[key]}
        />
      ))}
      <TextField
        label={t('superuser.admin.licences.seats')}
        type="number"
        min={0}
        required
        value={value.seats}
        onChange={set('seats')}
        error={fields.seats}
        hint={seatsHint}
      />
    </>
  );
}

/** A licence's first and last day and its seats, changed; its kind and holder stay. */
export const LicenceEditDialog = observer(function LicenceEditDialog({
  store,
  licence,
  title,
  onClose,
}: {
  store: LicencesStore;
  licence: LicenceRow;
  title: string;
  onClose(): void;
}) {
  const { t } = useTranslation('console');
  const [terms, setTerms] = useState<LicenceTerms>({
    starts_on: licence.starts_on,
    ends_on: licence.ends_on,
    seats: String(licence.seats),
  });
  const fields = store.editRefusal?.fields ?? {};
  const close = () => {
    store.clearEditRefusal();
    onClose();
  };
  const submit = async () => {
    if (await store.update(licence.id, { ...terms, seats: Number(terms.seats) })) close();
  };
  return (
    <FormDialog
      title={title}
      onClose={close}
      onSubmit={submit}
      refusal={store.editRefusal}
      saving={store.saving}
      submitLabel={t('superuser.admin.save')}
    >
      <LicenceTermsFields
        value={terms}
        onChange={setTerms}
        fields={fields}
        seatsHint={t('superuser.admin.licences.seatsUsed', { count: licence.seats_used })}
      />
    </FormDialog>
  );
});
