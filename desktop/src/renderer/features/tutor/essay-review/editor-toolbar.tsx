import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EssayReviewStore, ReviewTool } from '../../../stores/essay-review-store.js';
import { CategorySelect } from './category-select.js';

const TOOLS: ReviewTool[] = ['highlight', 'pin'];

/** The tool and category new comments get, the keyboard's "Add comment", and the zoom. */
export const EditorToolbar = observer(function EditorToolbar({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  return (
    <div className="essay-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      <div className="essay-toolbar__group" role="group" aria-label={t('editor.tool')}>
        {TOOLS.map((tool) => (
          <button
            key={tool}
            type="button"
            className="lt-button lt-button--secondary essay-toolbar__tool"
            aria-pressed={review.tool === tool}
            onClick={() => review.setTool(tool)}
          >
            {t(`editor.tools.${tool}`)}
          </button>
        ))}
      </div>
      <CategorySelect
        id="essay-new-category"
        label={t('editor.category')}
        value={review.category}
        onChange={review.setCategory}
      />
      <button
        type="button"
        className="lt-button lt-button--secondary"
        onClick={() => void review.pinAtPageCentre()}
      >
        {t('editor.addComment')}
      </button>
      <div className="essay-toolbar__group essay-toolbar__zoom">
        <button
          type="button"
          className="lt-button lt-button--ghost"
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
          className="lt-button lt-button--ghost"
          aria-label={t('editor.zoomIn')}
          disabled={!review.canZoomIn}
          onClick={review.zoomIn}
        >
          +
        </button>
      </div>
    </div>
  );
});
