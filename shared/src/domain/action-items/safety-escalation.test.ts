import { describe, expect, it } from 'vitest';
import {
  escalatesAt,
  SAFETY_ACK_SECONDS,
  safetyEscalationStatus,
  secondsUntilEscalation,
} from './safety-escalation.js';

const RAISED = 1_800_000_000;
const open = { escalates_at: escalatesAt(RAISED, 'timer'), escalated_at: null, acknowledged_at: null };

describe('escalatesAt', () => {
  it('should give a manager two minutes, and none for a drill escalated on demand', () => {
    expect(SAFETY_ACK_SECONDS).toBe(120);
    expect(escalatesAt(RAISED, 'timer')).toBe(RAISED + 120);
    expect(escalatesAt(RAISED, 'now')).toBe(RAISED);
  });
});

describe('safetyEscalationStatus', () => {
  it('should wait until two minutes have passed, and be due from that second on', () => {
    expect(safetyEscalationStatus(open, RAISED)).toBe('waiting');
    expect(safetyEscalationStatus(open, RAISED + 119)).toBe('waiting');
    expect(safetyEscalationStatus(open, RAISED + 120)).toBe('due');
    expect(safetyEscalationStatus(open, RAISED + 3600)).toBe('due');
  });

  it('should never be due once a manager acknowledged it in time, however late it is', () => {
    const acknowledged = { ...open, acknowledged_at: RAISED + 30 };
    expect(safetyEscalationStatus(acknowledged, RAISED + 119)).toBe('acknowledged');
    expect(safetyEscalationStatus(acknowledged, RAISED + 10_000)).toBe('acknowledged');
  });

  it('should tell an escalation still unanswered from one acknowledged afterwards', () => {
    const escalated = { ...open, escalated_at: RAISED + 121 };
    expect(safetyEscalationStatus(escalated, RAISED + 200)).toBe('escalated');
    expect(safetyEscalationStatus({ ...escalated, acknowledged_at: RAISED + 180 }, RAISED + 200)).toBe(
      'escalated_acknowledged',
    );
  });

  it('should be due at once for a drill escalated on demand', () => {
    const drill = { ...open, escalates_at: escalatesAt(RAISED, 'now') };
    expect(safetyEscalationStatus(drill, RAISED)).toBe('due');
  });
});

describe('secondsUntilEscalation', () => {
  it('should count down while waiting and stop at zero otherwise', () => {
    expect(secondsUntilEscalation(open, RAISED)).toBe(120);
    expect(secondsUntilEscalation(open, RAISED + 100)).toBe(20);
    expect(secondsUntilEscalation(open, RAISED + 130)).toBe(0);
    expect(secondsUntilEscalation({ ...open, acknowledged_at: RAISED + 5 }, RAISED + 10)).toBe(0);
  });
});
