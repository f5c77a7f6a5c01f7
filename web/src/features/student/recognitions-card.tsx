import type { Recognition } from '@lantern/shared/contracts/assessments';
import type { RecognitionType } from '@lantern/shared/domain/live-help/assessment-steps';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import { useStores } from '../../stores/stores-context.js';

/** A picture for each kind of recognition, beside its name. */
const BADGES: Record<RecognitionType, string> = {
  kudo: '🌟',
  collaboration: '🤝',
  greeting: '👋',
  perseverance: '💪',
  politeness: '🙏',
  preparedness: '🎒',
};

/** Sessions whose recognitions the dashboard shows; the rest wait for a page of their own. */
const SHOWN = 6;

/** One session's recognitions together: the tutor gives several at once, with one shout-out. */
interface SessionRecognitions {
  session_id: number;
  types: RecognitionType[];
  first: Recognition;
}

function bySession(items: readonly Recognition[]): SessionRecognitions[] {
  const groups = new Map<number, SessionRecognitions>();
  for (const item of items) {
    const group = groups.get(item.session_id);
    if (group) group.types.push(item.type);
    else groups.set(item.session_id, { session_id: item.session_id, types: [item.type], first: item });
  }
  return [...groups.values()];
}

/** The student dashboard's "Recognitions": what tutors recognised them for after their sessions. */
export const RecognitionsCard = observer(function RecognitionsCard() {
  const { recognitions } = useStores();
  const { t } = useTranslation('classroom');
  // The dashboard's loader opens the store before the page renders; without it, nothing to show.
  if (!recognitions) return null;
  const { status, items, hasLoaded } = recognitions;

  return (
    <section className="page-section recognitions" aria-labelledby="recognitions-heading">
      <div className="page-section__header">
        <h2 id="recognitions-heading">{t('recognitions.heading')}</h2>
        {hasLoaded && items.length > 0 ? (
          <p className="info-card__meta">{t('recognitions.count', { count: items.length })}</p>
        ) : null}
      </div>
      {!hasLoaded && (status === 'idle' || status === 'loading') ? (
        <p className="recognitions__state" role="status">
          <span className="lt-spinner" aria-hidden="true" /> {t('recognitions.loading')}
        </p>
      ) : status === 'error' ? (
        <div className="recognitions__state recognitions__state--error" role="alert">
          <p>{t('recognitions.failed')}</p>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => void recognitions.load(true)}
          >
            {t('recognitions.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="recognitions__empty">
          <span className="recognitions__badge" aria-hidden="true">
            🌟
          </span>
          <div>
            <h3 className="recognitions__empty-title">{t('recognitions.emptyTitle')}</h3>
            <p className="info-card__meta">{t('recognitions.emptyText')}</p>
          </div>
        </div>
      ) : (
        <ul className="recognitions__list">
          {bySession(items)
            .slice(0, SHOWN)
            .map((group) => (
              <li key={group.session_id}>
                <RecognitionItem group={group} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
});

function RecognitionItem({ group }: { group: SessionRecognitions }) {
  const { t } = useTranslation('classroom');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const recognition = group.first;
  return (
    <article className="recognition">
      <span className="recognitions__badge" aria-hidden="true">
        {group.types.map((type) => BADGES[type]).join('')}
      </span>
      <div className="recognition__text">
        <h3 className="recognition__title">
          {format.list(group.types.map((type) => t(`recognitions.types.${type}`)))}
        </h3>
        <p>
          {t('recognitions.from', {
            tutor: recognition.tutor_first_name,
            subject: subjectName({ name: recognition.subject }),
          })}
        </p>
        {recognition.shoutout ? (
          <blockquote className="recognition__shoutout">{recognition.shoutout}</blockquote>
        ) : null}
        <p className="info-card__meta">
          <time dateTime={format.iso(recognition.given_at)}>{format.mediumDate(recognition.given_at)}</time>
        </p>
      </div>
    </article>
  );
}
