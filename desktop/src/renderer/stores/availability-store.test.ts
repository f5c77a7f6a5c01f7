import { ApiError } from '@lantern/shared/client/api-error';
import type { AvailabilityView, OpenWeek } from '@lantern/shared/contracts/availability';
import { weekAfter } from '@lantern/shared/domain/availability/availability-week';
import { describe, expect, it } from 'vitest';
import { batchChanges, HOUR } from './availability-store.js';
import { makeRoot, settle, tutorSignIn } from './test-support.js';

const WEEK = { start: 1_800_000_000, end: 1_800_000_000 + 168 * HOUR };
const at = (hour: number) => WEEK.start + hour * HOUR;

const span = (id: number, from: number, to: number): AvailabilityView => ({
  id,
  user_id: 7,
  start_time: at(from),
  end_time: at(to),
  is_confirmed: false,
  is_deleted: false,
});

function openWeek(availabilities: AvailabilityView[], extra: Partial<OpenWeek> = {}): OpenWeek {
  return {
    week: WEEK,
    is_confirmed: false,
    confirmed_at: null,
    total_hours: 0,
    max_weekly_hours: 10,
    availabilities,
    ...extra,
  };
}

const refused = () => new ApiError(500, 'internal', 'boom');

async function tutorWithWeek(week: () => OpenWeek, script: Parameters<typeof makeRoot>[0] = {}) {
  const harness = makeRoot({
    ...tutorSignIn(0),
    currentShift: () => ({ shift: null, server_time: WEEK.start }),
    tutorOpenWeek: week,
    ...script,
  });
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await settle();
  const store = harness.root.availability;
  await store.load();
  return { ...harness, stop, store };
}

describe('AvailabilityStore', () => {
  it('loads the open week of the signed-in tutor', async () => {
    const { store, api, stop } = await tutorWithWeek(() => openWeek([span(1, 9, 12)]));
    expect(api.calls.find((call) => call.name === 'tutorOpenWeek')?.options).toEqual({ params: { id: 7 } });
    expect(store.state).toBe('loaded');
    expect(store.totalHours).toBe(3);
    expect(store.isSelected(at(11))).toBe(true);
    expect(store.isSelected(at(12))).toBe(false);
    expect(store.hasUnsavedChanges).toBe(false);
    stop();
  });

  it('moves to the week before and back, showing other weeks without letting them change', async () => {
    const before = { start: WEEK.start - 168 * HOUR, end: WEEK.start };
    const beforeSpan = {
      ...span(9, 0, 2),
      start_time: before.start + 9 * HOUR,
      end_time: before.start + 11 * HOUR,
    };
    const { store, api, stop } = await tutorWithWeek(() => openWeek([span(1, 9, 12)]), {
      tutorOpenWeek: (options) =>
        options?.query?.week_start === undefined
          ? openWeek([span(1, 9, 12)])
          : openWeek([beforeSpan], { week: before, is_confirmed: true }),
    });
    expect(store.isOpenWeek).toBe(true);

    await store.showWeek(-1);
    expect(api.calls.filter((call) => call.name === 'tutorOpenWeek').at(-1)?.options).toEqual({
      params: { id: 7 },
      query: { week_start: weekAfter(WEEK, -1).start },
    });
    expect(store.week).toEqual(before);
    expect(store.isOpenWeek).toBe(false);
    expect(store.totalHours).toBe(2);
    store.toggleHour(before.start + 20 * HOUR);
    expect(store.hasUnsavedChanges).toBe(false);
    await store.confirmOpenWeek();
    expect(api.called('tutorAvailabilityAction')).toBe(0);

    await store.showWeek(0);
    expect(store.week).toEqual(WEEK);
    expect(store.isOpenWeek).toBe(true);
    stop();
  });

  it('stays on the week while it holds unsaved edits', async () => {
    const { store, api, stop } = await tutorWithWeek(() => openWeek([]));
    store.toggleHour(at(30));
    expect(store.canChangeWeek).toBe(false);
    await store.showWeek(1);
    expect(api.called('tutorOpenWeek')).toBe(1);
    expect(store.week).toEqual(WEEK);
    stop();
  });

  it('shows the retrieve error when the week cannot be read', async () => {
    const { store, stop } = await tutorWithWeek(() => {
      throw refused();
    });
    expect(store.state).toBe('error');
    expect(store.error).toBe('retrieve');
    stop();
  });

  it('joins a toggled hour to its neighbours and counts it in the total, locally', async () => {
    const { store, api, stop } = await tutorWithWeek(() => openWeek([span(1, 9, 10), span(2, 11, 12)]));
    store.toggleHour(at(10));
    expect(store.totalHours).toBe(3);
    expect(store.hasUnsavedChanges).toBe(true);
    expect(store.local.filter((item) => !item.is_deleted)).toEqual([
      { id: 1, start_time: at(9), end_time: at(12), is_deleted: false },
    ]);
    expect(store.local.find((item) => item.id === 2)?.is_deleted).toBe(true);
    expect(api.called('saveAvailabilitiesBatch')).toBe(0);
    stop();
  });

  it('clearing an hour inside a span cuts it in two', async () => {
    const { store, stop } = await tutorWithWeek(() => openWeek([span(1, 9, 13)]));
    store.toggleHour(at(10));
    expect(store.totalHours).toBe(3);
    expect(store.isSelected(at(10))).toBe(false);
    expect(store.isSelected(at(9))).toBe(true);
    expect(store.isSelected(at(11))).toBe(true);
    stop();
  });

  it('toggling a new hour twice leaves nothing unsaved', async () => {
    const { store, stop } = await tutorWithWeek(() => openWeek([]));
    store.toggleHour(at(30));
    expect(store.hasUnsavedChanges).toBe(true);
    store.toggleHour(at(30));
    expect(store.hasUnsavedChanges).toBe(false);
    expect(store.local).toEqual([]);
    stop();
  });

  it('saves the edits in one batch and takes the saved week', async () => {
    const saved = openWeek([span(1, 9, 10), span(5, 20, 21)], { total_hours: 2 });
    const { store, api, stop } = await tutorWithWeek(() => openWeek([span(1, 9, 10), span(2, 40, 41)]), {
      saveAvailabilitiesBatch: () => ({ ...saved, created_ids: { 'new-1': 5 } }),
    });
    store.toggleHour(at(20));
    store.toggleHour(at(40));
    expect(await store.save()).toBe(true);
    expect(api.calls.find((call) => call.name === 'saveAvailabilitiesBatch')?.options).toEqual({
      body: {
        availabilities: [
          { id: 2, start_time: at(40), end_time: at(41), is_deleted: true },
          { id: 'new-1', start_time: at(20), end_time: at(21) },
        ],
      },
    });
    expect(store.hasUnsavedChanges).toBe(false);
    expect(store.isSelected(at(20))).toBe(true);
    stop();
  });

  it('a failed save shows the update error and keeps every local edit', async () => {
    const { store, stop } = await tutorWithWeek(() => openWeek([]), {
      saveAvailabilitiesBatch: () => {
        throw refused();
      },
    });
    store.toggleHour(at(5));
    expect(await store.save()).toBe(false);
    expect(store.error).toBe('update');
    expect(store.hasUnsavedChanges).toBe(true);
    expect(store.isSelected(at(5))).toBe(true);
    stop();
  });

  it('does not save a week over the maximum weekly hours', async () => {
    const { store, api, stop } = await tutorWithWeek(() =>
      openWeek([span(1, 0, 10)], { max_weekly_hours: 10 }),
    );
    store.toggleHour(at(10));
    expect(store.exceedsMax).toBe(true);
    expect(store.canSave).toBe(false);
    expect(await store.save()).toBe(false);
    expect(api.called('saveAvailabilitiesBatch')).toBe(0);
    stop();
  });

  it('sets a valid maximum and refuses an invalid one without calling', async () => {
    const { store, api, stop } = await tutorWithWeek(() => openWeek([]), {
      setMaxWeeklyHours: ({ body }) => ({ max_weekly_hours: body!.max_weekly_hours }),
    });
    expect(await store.setMaxWeeklyHours(169)).toBe(false);
    expect(await store.setMaxWeeklyHours(2.5)).toBe(false);
    expect(api.called('setMaxWeeklyHours')).toBe(0);
    expect(await store.setMaxWeeklyHours(168)).toBe(true);
    expect(store.maxWeeklyHours).toBe(168);
    stop();
  });

  it('a failed maximum shows its error and keeps the old value', async () => {
    const { store, stop } = await tutorWithWeek(() => openWeek([]), {
      setMaxWeeklyHours: () => {
        throw refused();
      },
    });
    expect(await store.setMaxWeeklyHours(12)).toBe(false);
    expect(store.error).toBe('updateMaxHours');
    expect(store.maxWeeklyHours).toBe(10);
    stop();
  });

  it('confirms the open week only when everything is saved', async () => {
    const { store, api, stop } = await tutorWithWeek(() => openWeek([]), {
      tutorAvailabilityAction: () => openWeek([], { is_confirmed: true, confirmed_at: WEEK.start }),
    });
    store.toggleHour(at(1));
    await store.confirmOpenWeek();
    expect(api.called('tutorAvailabilityAction')).toBe(0);
    store.discardChanges();
    await store.confirmOpenWeek();
    expect(store.isConfirmed).toBe(true);
    stop();
  });

  it('a failed confirmation shows the open week error', async () => {
    const { store, stop } = await tutorWithWeek(() => openWeek([]), {
      tutorAvailabilityAction: () => {
        throw refused();
      },
    });
    await store.confirmOpenWeek();
    expect(store.error).toBe('openWeek');
    expect(store.isConfirmed).toBe(false);
    stop();
  });
});

describe('batchChanges', () => {
  it('leaves out unchanged spans, spans outside the week and new spans withdrawn again', () => {
    const saved = [span(1, 9, 10), span(2, 200, 201)];
    const local = [
      { id: 1, start_time: at(9), end_time: at(10), is_deleted: false },
      { id: 2, start_time: at(200), end_time: at(202), is_deleted: false },
      { id: 'new-1', start_time: at(3), end_time: at(4), is_deleted: true },
      { id: 'new-2', start_time: at(168), end_time: at(169), is_deleted: false },
      { id: 'new-3', start_time: at(167), end_time: at(168), is_deleted: false },
    ];
    expect(batchChanges(saved, local, WEEK)).toEqual([
      { id: 'new-3', start_time: at(167), end_time: at(168) },
    ]);
  });
});
