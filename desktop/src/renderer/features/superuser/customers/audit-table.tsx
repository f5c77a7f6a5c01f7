import type { AuditEntry } from '@lantern/shared/contracts/customers';
import { useTranslation } from 'react-i18next';
import { ConsoleTable } from '../../../app/console-table.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** What changed, one line a field: `field: before → after`; a field that stayed as it was says nothing. */
function changes(entry: AuditEntry): string[] {
  const before = (entry.details.before ?? {}) as Record<string, unknown>;
  const after = (entry.details.after ?? {}) as Record<string, unknown>;
  return Object.keys(after)
    .filter((field) => shown(before[field]) !== shown(after[field]))
    .map((field) => `${field}: ${shown(before[field])} → ${shown(after[field])}`);
}

/** Changes to customers: when, what, who made it, and each field before and after. */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  return (
    <ConsoleTable
      caption={caption}
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      keyColumn={{
        id: 'at',
        header: t('superuser.admin.audit.when'),
        cell: (entry: AuditEntry) => format.dateTime(entry.at),
      }}
      columns={[
        {
          id: 'action',
          header: t('superuser.admin.audit.action'),
          // In words; the code beneath is what the trail stores and what a search matches.
          cell: (entry) => (
            <span className="customers-action">
              <span>
                {t(`superuser.admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
              </span>
              <code className="lt-hint">{entry.action}</code>
            </span>
          ),
        },
        {
          id: 'actor',
          header: t('superuser.admin.audit.who'),
          cell: (entry) => entry.actor?.name ?? t('superuser.admin.audit.system'),
        },
        {
          id: 'changes',
          header: t('superuser.admin.audit.changes'),
          cell: (entry) => (
            <ul className="customers-changes">
              {changes(entry).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
