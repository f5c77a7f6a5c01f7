import { describe, expect, it } from 'vitest';
import { CHIME_TONES, createChimePlayer, type ToneContext, type ToneParam } from './chime.js';
import { ChimeKindSchema } from './desktop-api.js';

interface ParamCall {
  method: 'set' | 'linear' | 'exponential';
  value: number;
  time: number;
}

function fakeParam(calls: ParamCall[]): ToneParam {
  return {
    setValueAtTime: (value, time) => calls.push({ method: 'set', value, time }),
    linearRampToValueAtTime: (value, time) => calls.push({ method: 'linear', value, time }),
    exponentialRampToValueAtTime: (value, time) => calls.push({ method: 'exponential', value, time }),
  };
}

interface FakeEnvelope {
  readonly gain: ToneParam;
  readonly gainCalls: ParamCall[];
  output?: unknown;
  connect(target: unknown): void;
}

interface PlayedTone {
  frequency: ParamCall[];
  envelope?: FakeEnvelope;
  startedAt?: number;
  stoppedAt?: number;
}

function fakeAudioContext(options: { currentTime?: number; state?: string } = {}) {
  const tones: PlayedTone[] = [];
  const speakers = { name: 'speakers' };
  let resumed = 0;
  const context: ToneContext = {
    currentTime: options.currentTime ?? 0,
    state: options.state ?? 'running',
    destination: speakers,
    resume: async () => {
      resumed += 1;
    },
    createOscillator() {
      const tone: PlayedTone = { frequency: [] };
      tones.push(tone);
      return {
        frequency: fakeParam(tone.frequency),
        connect: (envelope) => {
          tone.envelope = envelope as FakeEnvelope;
        },
        start: (when) => {
          tone.startedAt = when;
        },
        stop: (when) => {
          tone.stoppedAt = when;
        },
      };
    },
    createGain() {
      const gainCalls: ParamCall[] = [];
      const envelope: FakeEnvelope = {
        gain: fakeParam(gainCalls),
        gainCalls,
        connect(target) {
          envelope.output = target;
        },
      };
      return envelope;
    },
  };
  return { context, tones, speakers, resumedCount: () => resumed };
}

describe('chime player', () => {
  it('gives every chime kind its own sequence of pitches', () => {
    const contours = ChimeKindSchema.options.map((kind) =>
      CHIME_TONES[kind].map((tone) => `${tone.frequencyHz}@${tone.offset}`).join(' '),
    );
    expect(new Set(contours).size).toBe(ChimeKindSchema.options.length);
  });

  it('plays each tone of the chime through the speakers, starting from the current audio time', async () => {
    const audio = fakeAudioContext({ currentTime: 12 });
    await createChimePlayer(() => audio.context)('break-end');

    expect(audio.tones).toHaveLength(CHIME_TONES['break-end'].length);
    CHIME_TONES['break-end'].forEach((expected, index) => {
      const played = audio.tones[index]!;
      expect(played.envelope?.output).toBe(audio.speakers);
      expect(played.startedAt).toBeCloseTo(12 + expected.offset);
      expect(played.stoppedAt).toBeCloseTo(12 + expected.offset + expected.duration);
      expect(played.frequency).toEqual([
        { method: 'set', value: expected.frequencyHz, time: 12 + expected.offset },
      ]);
    });
  });

  it('fades every tone out to near silence by the time it stops, so it does not click', async () => {
    const audio = fakeAudioContext();
    await createChimePlayer(() => audio.context)('shift-ending');

    for (const tone of audio.tones) {
      const gain = tone.envelope?.gainCalls ?? [];
      const last = gain.at(-1)!;
      expect(last.time).toBeCloseTo(tone.stoppedAt!);
      expect(last.value).toBeLessThan(0.001);
      expect(Math.max(...gain.map((call) => call.value))).toBeGreaterThan(0.05);
    }
  });

  it('resumes an audio context the browser started suspended', async () => {
    const audio = fakeAudioContext({ state: 'suspended' });
    await createChimePlayer(() => audio.context)('message');
    expect(audio.resumedCount()).toBe(1);
  });

  it('reuses one audio context for every chime', async () => {
    let created = 0;
    const audio = fakeAudioContext();
    const play = createChimePlayer(() => {
      created += 1;
      return audio.context;
    });
    await play('message');
    await play('break-start');
    expect(created).toBe(1);
  });
});
