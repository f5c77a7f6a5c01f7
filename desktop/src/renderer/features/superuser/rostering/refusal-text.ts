import type { RosterRefusalView } from '@lantern/shared/contracts/rostering';
import type { TFunction } from 'i18next';

/** A refused row's reason in the reader's language, from its rule, field, value and what the rule names. */
export function refusalText(t: TFunction<'console'>, refusal: RosterRefusalView): string {
  return t(`superuser.rostering.refusals.rules.${refusal.rule}`, {
    ...refusal.params,
    field: refusal.field ?? '',
    value: refusal.value ?? '',
    file: refusal.params.file ?? refusal.file,
    defaultValue: refusal.message,
  });
}
