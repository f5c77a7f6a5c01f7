import type { EssayFile, EssayView } from '@lantern/shared/contracts/essays';
import { LANGUAGES } from '@lantern/shared/domain/languages/languages';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { EssayDialog } from './essay-dialog.js';
import { isReviewed, statusKey } from './format.js';
import { useEssays } from './use-essays.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

const RATINGS = [1, 2, 3, 4, 5] as const;

function FileList({ files }: { files: readonly EssayFile[] }) {
  const format = useLocaleFormat();
  return (
    <ul className="essay-files">
      {files.map((file, index) => (
        <li key={`${file.file_name}-${index}`}>
          {file.file_name} <span className="lt-hint">({format.fileSize(file.size)})</span>
        </li>
      ))}
    </ul>
  );
}

interface RatingProps {
  essay: EssayView;
  which: 'summary_rating' | 'comments_rating';
}

/** How helpful the summary or the comments were, 1 to 5, sent as soon as it is chosen. */
export const Rating = observer(function Rating({ essay, which }: RatingProps) {
  const { t } = useTranslation('essays');
  const essays = useEssays();
  const value = essay.feedback?.[which] ?? null;
  return (
    <RadioGroup
      className="essay-rating"
      orientation="horizontal"
      value={value === null ? null : String(value)}
      isDisabled={essays.rating === essay.id}
      onChange={(chosen) => void essays.rate(essay.id, { [which]: Number(chosen) })}
    >
      <Label className="lt-label">{t(`rate.${which}`)}</Label>
      <div className="essay-rating__scale">
        {RATINGS.map((rating) => (
          <Radio
            key={rating}
            value={String(rating)}
            className="essay-rating__option"
            aria-label={t('rate.option', { rating })}
          >
            {rating}
          </Radio>
        ))}
      </div>
      <span className="lt-hint essay-rating__ends" aria-hidden="true">
        <span>{t('rate.low')}</span>
        <span>{t('rate.high')}</span>
      </span>
    </RadioGroup>
  );
});

interface DetailsDialogProps {
  essayId: number | null;
  onClose(): void;
}

/** The submission as it was handed in, its dates and tutor, and, once reviewed, its rating. */
function DetailsDialog({ essayId, onClose }: DetailsDialogProps) {
  const { t } = useTranslation('essays');
  const essays = useEssays();
  const dates = useLocaleFormat();
  const essay = essayId === null ? null : essays.essay(essayId);
  const code = essay ? LANGUAGES.find((row) => row.id === essay.language_id)?.abbreviation : undefined;
  const language = code ? dates.language(code) : undefined;
  return (
    <EssayDialog title={essay?.title ?? t('details.heading')} isOpen={essay !== null} onClose={onClose} wide>
      {essay ? (
        <>
          <dl className="essay-facts">
            <dt>{t('list.status')}</dt>
            <dd>{t(`status.${statusKey(essay)}`)}</dd>
            <dt>{t('list.submitted')}</dt>
            <dd>
              <time dateTime={dates.iso(essay.created_at)}>{dates.dateTime(essay.created_at)}</time>
            </dd>
            <dt>{t('list.due')}</dt>
            <dd>
              <time dateTime={dates.iso(essay.due_at)}>{dates.dateTime(essay.due_at)}</time>
            </dd>
            {essay.tutor ? (
              <>
                <dt>{t('list.tutor')}</dt>
                <dd>{`${essay.tutor.first_name} ${essay.tutor.last_name.charAt(0)}.`}</dd>
              </>
            ) : null}
            {essay.reviewed_at !== null ? (
              <>
                <dt>{t('details.reviewed')}</dt>
                <dd>
                  <time dateTime={dates.iso(essay.reviewed_at)}>{dates.dateTime(essay.reviewed_at)}</time>
                </dd>
              </>
            ) : null}
            {essay.downloaded_at !== null ? (
              <>
                <dt>{t('details.downloaded')}</dt>
                <dd>
                  <time dateTime={dates.iso(essay.downloaded_at)}>{dates.dateTime(essay.downloaded_at)}</time>
                </dd>
              </>
            ) : null}
            <dt>{t('upload.section')}</dt>
            <dd>{essay.section?.name ?? t('details.noSection')}</dd>
            <dt>{t('upload.submissionType')}</dt>
            <dd>{t(`submissionTypes.${essay.submission_type}`)}</dd>
            <dt>{t('upload.language')}</dt>
            <dd>{language ?? '—'}</dd>
          </dl>
          <section className="essay-details__block">
            <h3>{t('upload.details')}</h3>
            <p className="essay-details__text">{essay.details}</p>
          </section>
          <section className="essay-details__block">
            <h3>{t('upload.files')}</h3>
            <FileList files={essay.files} />
          </section>
          {essay.teacher_instruction_files.length > 0 ? (
            <section className="essay-details__block">
              <h3>{t('upload.instructionFiles')}</h3>
              <FileList files={essay.teacher_instruction_files} />
            </section>
          ) : null}
          {isReviewed(essay) ? (
            <section className="essay-details__block">
              <h3>{t('rate.heading')}</h3>
              <Rating essay={essay} which="summary_rating" />
              <Rating essay={essay} which="comments_rating" />
              {essays.ratingFailed === essay.id ? (
                <p className="lt-alert lt-alert--error" role="alert">
                  {t('rate.failed')}
                </p>
              ) : null}
            </section>
          ) : null}
          <div className="essay-dialog__actions">
            <button type="button" className="lt-button lt-button--secondary" onClick={onClose} autoFocus>
              {t('details.close')}
            </button>
          </div>
        </>
      ) : null}
    </EssayDialog>
  );
}

export default observer(DetailsDialog);
