import { usePageTitle } from '@lantern/shared/ui/page-title';
import { LoadingState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStores } from '../../../app/stores-context.js';
import { DESK_PATH } from '../../../stores/essay-review-desk-store.js';
import { essayReviewFor, type EssayReviewStore } from '../../../stores/essay-review-store.js';
import { EditorToolbar } from './editor-toolbar.js';
import { EssayCanvas } from './essay-canvas.js';
import { ReviewPanels } from './review-panels.js';
import { ReviewTimer } from './review-timer.js';
import { SaveStatus } from './save-status.js';
import { SubmitErrors } from './submit-errors.js';
import { useEssaysStrings } from './use-essays-strings.js';
import './essay-review.css';

/** The annotation editor: the essay's pages beside the review's panels, with the tools above. */
export const EssayEditorPage = observer(function EssayEditorPage() {
  const root = useStores();
  const essayId = Number(useParams().essayId);
  const review = essayReviewFor(root, essayId);
  const ready = useEssaysStrings();
  useEffect(() => review.open(), [review]);
  if (!ready) return <LoadingState />;
  return <Editor review={review} />;
});

const Editor = observer(function Editor({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  const root = useStores();
  const title = review.review?.essay.title ?? '';
  usePageTitle(title ? t('editor.title', { title }) : undefined);
  if (review.state !== 'loaded' || !review.pdf)
    return (
      <PendingState
        failed={review.state === 'error'}
        onRetry={() => void review.load()}
        loadingLabel={t('editor.loading')}
        errorTitle={t('editor.failed')}
      />
    );
  const withdrawn = review.withdrawn;
  return (
    <div className="essay-editor">
      <header className="essay-editor__header">
        <h1 className="essay-editor__title">{t('editor.title', { title })}</h1>
        {withdrawn ? null : (
          <>
            <ReviewTimer review={review} />
            <SaveStatus review={review} />
            <button
              type="button"
              className="lt-button lt-button--primary"
              disabled={review.draft.submitting}
              onClick={() => void review.draft.submit()}
            >
              {review.draft.submitting ? t('editor.submitting') : t('editor.submit')}
            </button>
          </>
        )}
      </header>
      {withdrawn ? (
        // Said at once and read out; the pages stay in view, but nothing can change them any more.
        <div className="lt-alert lt-alert--warning essay-editor__withdrawn" role="alert">
          <p>
            {t(`editor.withdrawn.${withdrawn}`)} {t('editor.withdrawn.kept')}
            {review.outbox.pendingCount > 0
              ? ` ${t('editor.withdrawn.onDevice', { count: review.outbox.pendingCount })}`
              : null}
          </p>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => root.desktop.navigate(DESK_PATH)}
          >
            {t('editor.withdrawn.toDesk')}
          </button>
        </div>
      ) : (
        <SubmitErrors review={review} />
      )}
      <div className="essay-editor__work" inert={withdrawn !== null}>
        <EditorToolbar review={review} />
        <div className="essay-editor__body">
          <EssayCanvas review={review} pdf={review.pdf} />
          <ReviewPanels review={review} />
        </div>
      </div>
    </div>
  );
});
