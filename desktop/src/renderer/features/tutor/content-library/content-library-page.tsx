import type { ContentLibraryItem } from '@lantern/shared/contracts/essay-review';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { NotFoundPage } from '../../../app/not-found-page.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { useSlashFocus } from '../../../app/use-slash-focus.js';
import { CategoryFilter } from './category-filter.js';
import { DeleteLibraryItemDialog } from './delete-library-item-dialog.js';
import { LibraryItemDialog } from './library-item-dialog.js';
import { LibraryTable } from './library-table.js';
import './content-library.css';

/** What a dialog is open for: a new comment, or the comment being edited or deleted. */
type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; item: ContentLibraryItem } | null;

/**
 * The tutor's Comment Library (`tutor/content-library`, behind its flag): the comments they give
 * again and again, by category, to find, write, change and delete. The essay editor's Library tab
 * shows the same store, so what is written here is one press away in every review.
 */
export const ContentLibraryPage = observer(function ContentLibraryPage() {
  const { contentLibrary: library, flags } = useStores();
  const { t } = useTranslation('console');
  usePageTitle(t('tutor.contentLibrary.title'));
  const [open, setOpen] = useState<Open>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = flags.isOn('tutor-content-library');
  useEffect(() => {
    if (enabled) void library.load();
  }, [enabled, library]);

  if (!enabled) {
    return flags.status === 'loaded' ? (
      <NotFoundPage />
    ) : (
      <PendingState failed={flags.status === 'error'} onRetry={() => void flags.load(true)} />
    );
  }

  const close = () => {
    library.dismissProblem();
    setOpen(null);
  };
  const create = () => setOpen({ kind: 'create' });
  const createButton = (
    <Button className="lt-button lt-button--primary" onPress={create}>
      {t('tutor.contentLibrary.new')}
    </Button>
  );
  return (
    <div className="console-page content-library">
      <PageHeader eyebrow={t('tutor.contentLibrary.eyebrow')} title={t('tutor.contentLibrary.title')}>
        {library.items.size > 0 ? createButton : null}
      </PageHeader>
      <p className="content-library__intro">{t('tutor.contentLibrary.intro')}</p>
      <p className="lt-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {library.state === 'loaded' && library.items.size === 0 ? (
        <LibraryState
          title={t('tutor.contentLibrary.empty.title')}
          description={t('tutor.contentLibrary.empty.description')}
          action={createButton}
        />
      ) : library.items.size === 0 ? (
        <PendingState
          failed={library.state === 'error'}
          onRetry={() => void library.load()}
          loadingLabel={t('tutor.contentLibrary.loading')}
          errorTitle={t('tutor.contentLibrary.failed')}
        />
      ) : (
        <>
          <LibraryFilters />
          {library.state === 'error' ? (
            <p className="lt-alert lt-alert--error content-library__alert" role="alert">
              {t('tutor.contentLibrary.refreshFailed')}{' '}
              <button
                type="button"
                className="lt-button lt-button--ghost"
                onClick={() => void library.load()}
              >
                {t('tutor.contentLibrary.retry')}
              </button>
            </p>
          ) : null}
          {library.shown.length === 0 ? (
            <LibraryState
              title={t('tutor.contentLibrary.noMatch.title')}
              description={t('tutor.contentLibrary.noMatch.description')}
              action={
                <button
                  type="button"
                  className="lt-button lt-button--secondary"
                  onClick={library.clearFilters}
                >
                  {t('tutor.contentLibrary.noMatch.clear')}
                </button>
              }
            />
          ) : (
            <LibraryTable
              listRef={listRef}
              onEdit={(item) => setOpen({ kind: 'edit', item })}
              onDelete={(item) => setOpen({ kind: 'delete', item })}
            />
          )}
        </>
      )}
      <LibraryItemDialog
        isOpen={open?.kind === 'create' || open?.kind === 'edit'}
        item={open?.kind === 'edit' ? open.item : null}
        onClose={close}
        onSaved={(item) => {
          // A new comment the filters would hide is shown: the tutor should see what they wrote.
          if (!library.shown.includes(item)) library.clearFilters();
          setAnnouncement(t('tutor.contentLibrary.saved'));
          setOpen(null);
        }}
      />
      <DeleteLibraryItemDialog
        item={open?.kind === 'delete' ? open.item : null}
        onClose={close}
        onDeleted={() => {
          setAnnouncement(t('tutor.contentLibrary.deleted'));
          setOpen(null);
          // The row and its button are gone: focus goes to the list rather than the page's start.
          requestAnimationFrame(() => listRef.current?.focus());
        }}
      />
    </div>
  );
});

/**
 * The shared empty state's look with a real heading: what stands in for the list is a section of
 * the page, and its title reads as one (a bold paragraph would not, axe's p-as-heading).
 */
function LibraryState({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  const id = useId();
  return (
    <section className="lt-state" aria-labelledby={id}>
      <h2 id={id} className="lt-state__title">
        {title}
      </h2>
      <p className="lt-state__description">{description}</p>
      {action}
    </section>
  );
}

const LibraryFilters = observer(function LibraryFilters() {
  const { contentLibrary: library } = useStores();
  const { t } = useTranslation('console');
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef);
  return (
    <section
      className="console-panel content-library__filters"
      aria-label={t('tutor.contentLibrary.filters')}
    >
      <div className="content-library__search">
        <label className="lt-label" htmlFor={`${id}-search`}>
          {t('tutor.contentLibrary.search')}
        </label>
        <input
          id={`${id}-search`}
          ref={searchRef}
          className="lt-input console-input"
          type="search"
          value={library.search}
          placeholder={t('tutor.contentLibrary.searchPlaceholder')}
          aria-keyshortcuts="/"
          onChange={(event) => library.setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') library.setSearch('');
          }}
        />
      </div>
      <CategoryFilter />
    </section>
  );
});
