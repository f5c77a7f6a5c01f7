import { segmentTypeColourKey } from '@lantern/shared/domain/shifts/segment-types';
import type { NotifyRequest } from '../../common/desktop-api.js';

/** The OS notifications the console sends; each has a title and a body under `notifications.<key>`. */
export type NoticeKey =
  | 'punchWindowOpen'
  | 'shiftEnding'
  | 'breakApproved'
  | 'breakRejected'
  | 'breakStartsSoon'
  | 'breakOver'
  | 'segmentPickedUp'
  | 'newStudent'
  | 'selfHarmItem'
  | 'safetyEscalated';

/**
 * A notification before it is worded: the stores decide what to say and when, the console's
 * language says it. `params` fill the texts; `context` picks a variant (a rest or a meal break).
 */
export interface Notice {
  key: NoticeKey;
  params?: Readonly<Record<string, string | number>>;
  /** Params that are subject names, as the API sends them: worded through the subjects catalogue. */
  subjects?: Readonly<Record<string, string>>;
  /** Params that are segment type names, as the API sends them: worded through `segmentTypes`. */
  segmentTypes?: Readonly<Record<string, string>>;
  context?: string;
  /** One per moment: the OS replaces a notification with the same tag. */
  tag: string;
  /** The console screen a click on it opens. */
  path?: string;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function wordNotice(notice: Notice, translate: Translate): NotifyRequest {
  // A subject Lantern does not ship with has no translation and stays as entered.
  const subjects = Object.fromEntries(
    Object.entries(notice.subjects ?? {}).map(([param, name]) => [
      param,
      translate(`subjects.${name}`, { ns: 'common', defaultValue: name }),
    ]),
  );
  const segmentTypes = Object.fromEntries(
    Object.entries(notice.segmentTypes ?? {}).map(([param, name]) => [
      param,
      translate(`segmentTypes.${segmentTypeColourKey(name)}`, { defaultValue: name }),
    ]),
  );
  const options = {
    ...notice.params,
    ...subjects,
    ...segmentTypes,
    ...(notice.context === undefined ? {} : { context: notice.context }),
  };
  return {
    title: translate(`notifications.${notice.key}.title`, options),
    body: translate(`notifications.${notice.key}.body`, options),
    tag: notice.tag,
    ...(notice.path === undefined ? {} : { path: notice.path }),
  };
}
