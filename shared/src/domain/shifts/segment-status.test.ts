import { describe, expect, it } from 'vitest';
import { isClientFacingSegmentType, type SegmentTiming, segmentStatus } from './segment-status.js';

const START = 1_700_000_000;
const END = START + 3600;

const tutoring: SegmentTiming = { start_time: START, end_time: END, clientFacing: true };
const meeting: SegmentTiming = { start_time: START, end_time: END, clientFacing: false };

describe('segmentStatus', () => {
  it('is Upcoming one second before the start without a punch in', () => {
    expect(segmentStatus(tutoring, START - 1)).toBe('Upcoming');
    expect(segmentStatus(meeting, START - 1)).toBe('Upcoming');
  });

  it.each([
    [START - 1, 'Upcoming', 'Upcoming'],
    [START, 'Upcoming', 'Upcoming'],
    [START + 1, 'Late', 'Ongoing'],
    [END - 1, 'Late', 'Ongoing'],
    [END, 'Ongoing', 'Completed'],
  ])('without a punch in at %i: client-facing %s, not client-facing %s', (now, clientFacing, other) => {
    expect(segmentStatus(tutoring, now)).toBe(clientFacing);
    expect(segmentStatus(meeting, now)).toBe(other);
  });

  it('is Late one second before the end without a punch in', () => {
    expect(segmentStatus(tutoring, END - 1)).toBe('Late');
  });

  it('is Ongoing for a client-facing segment once punched in', () => {
    expect(segmentStatus({ ...tutoring, punch_in: START + 30 }, START + 60)).toBe('Ongoing');
  });

  it('is Ongoing when punched in before the start', () => {
    expect(segmentStatus({ ...tutoring, punch_in: START - 120 }, START - 60)).toBe('Ongoing');
  });

  it('is never Late for a non-client-facing segment', () => {
    expect(segmentStatus(meeting, START + 1)).toBe('Ongoing');
  });

  it('is Completed once punched out, even before the end', () => {
    expect(segmentStatus({ ...tutoring, punch_in: START, punch_out: START + 600 }, START + 601)).toBe(
      'Completed',
    );
  });

  it('completes a non-client-facing segment exactly at its end', () => {
    expect(segmentStatus(meeting, END - 1)).toBe('Ongoing');
    expect(segmentStatus(meeting, END)).toBe('Completed');
  });

  it('keeps a client-facing segment Ongoing past its end until punch out', () => {
    expect(segmentStatus({ ...tutoring, punch_in: START }, END + 60)).toBe('Ongoing');
  });

  it('treats a null punch as no punch', () => {
    expect(segmentStatus({ ...tutoring, punch_in: null, punch_out: null }, START - 1)).toBe('Upcoming');
  });
});

describe('isClientFacingSegmentType', () => {
  it.each(['Tutoring Session', 'Writing Review', 'Essay Review', 'GROW'])(
    'counts %s as client-facing',
    (name) => {
      expect(isClientFacingSegmentType(name)).toBe(true);
    },
  );

  it.each(['Meeting', 'Training', 'Paid Break', 'Unpaid Break', 'Tutor Manager'])(
    'does not count %s as client-facing',
    (name) => {
      expect(isClientFacingSegmentType(name)).toBe(false);
    },
  );
});
