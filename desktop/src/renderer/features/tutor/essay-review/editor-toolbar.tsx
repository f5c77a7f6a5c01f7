import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ReviewTool } from '../../../stores/essay-review-annotations-store.js';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';
import { CategorySelect } from './category-select.js';
import { DownloadIcon, RedoIcon, UndoIcon } from './toolbar-icons.js';
import { useUndoShortcuts } from './use-undo-shortcuts.js';

const TOOLS: ReviewTool[] = ['highlight', 'pin'];

/**
 * The tool and category new comments get, the keyboard's "Add comment", undo and redo (behind
 * their flag), the XFDF export and the zoom.
 */
export const EditorToolbar = observer(function EditorToolbar({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  useUndoShortcuts(review);
  return (
    // One grid row of the editor with the export's error under the tools, so the pages keep theirs.
    <div className="essay-editor__tools">
      <div className="essay-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        <div className="essay-toolbar__group" role="group" aria-label={t('editor.tool')}>
          {TOOLS.map((tool) => (
            <button
              key={tool}
              type="button"
              className="lt-button lt-button--secondary essay-toolbar__tool"
              aria-pressed={review.annotations.tool === tool}
              onClick={() => review.annotations.setTool(tool)}
            >
              {t(`editor.tools.${tool}`)}
            </button>
          ))}
        </div>
        <CategorySelect
          id="essay-new-category"
          label={t('editor.category')}
          value={review.annotations.category}
          onChange={review.annotations.setCategory}
        />
        <button
          type="button"
          className="lt-button lt-button--secondary"
          onClick={() => void review.annotations.pinAtPageCentre()}
        >
          {t('editor.addComment')}
        </button>
        {review.annotations.undoEnabled ? (
          <div className="essay-toolbar__group" role="group" aria-label={t('editor.history')}>
            <button
              type="button"
              className="lt-button lt-button--ghost essay-toolbar__square"
              aria-label={t('editor.undo')}
              title={t('editor.undoHint')}
              aria-keyshortcuts="Control+Z Meta+Z"
              disabled={!review.annotations.canUndo}
              onClick={review.annotations.undo}
            >
              <UndoIcon />
            </button>
            <button
              type="button"
              className="lt-button lt-button--ghost essay-toolbar__square"
              aria-label={t('editor.redo')}
              title={t('editor.redoHint')}
              aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
              disabled={!review.annotations.canRedo}
              onClick={review.annotations.redo}
            >
              <RedoIcon />
            </button>
          </div>
        ) : null}
        <div className="essay-toolbar__group essay-toolbar__end">
          <button
            type="button"
            className="lt-button lt-button--secondary"
            aria-label={t('editor.exportXfdf')}
            title={t('editor.exportHint')}
            aria-busy={review.draft.exporting || undefined}
            disabled={review.draft.exporting}
            onClick={() => void review.draft.exportXfdf()}
          >
            <DownloadIcon />
            XFDF
          </button>
          <div className="essay-toolbar__group">
            <button
              type="button"
              className="lt-button lt-button--ghost essay-toolbar__square"
              aria-label={t('editor.zoomOut')}
              disabled={!review.canZoomOut}
              onClick={review.zoomOut}
            >
              −
            </button>
            <output className="essay-toolbar__zoom-level" aria-live="polite">
              {t('editor.zoom', { percent: Math.round(review.zoom * 100) })}
            </output>
            <button
              type="button"
              className="lt-button lt-button--ghost essay-toolbar__square"
              aria-label={t('editor.zoomIn')}
              disabled={!review.canZoomIn}
              onClick={review.zoomIn}
            >
              +
            </button>
          </div>
        </div>
      </div>
      {review.draft.exportProblem ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t(`editor.exportErrors.${review.draft.exportProblem}`)}
        </p>
      ) : null}
    </div>
  );
});
