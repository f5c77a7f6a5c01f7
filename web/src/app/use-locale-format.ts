import type { LocaleFormat } from '@lantern/shared/i18n/format/locale-format';
import { useLocaleFormat as useFormatIn } from '@lantern/shared/i18n/format/use-locale-format';
import { useStores } from '../stores/stores-context.js';

/** Times, dates, numbers and language names in the page's language and the person's own time zone. */
export function useLocaleFormat(): LocaleFormat {
  const { user } = useStores();
  return useFormatIn(user.current?.timezone);
}
