import { Radio, RadioGroup } from 'react-aria-components';
import {
  WHITEBOARD_COLOURS,
  WHITEBOARD_SIZES,
  type WhiteboardColour,
  type WhiteboardSize,
} from '../../domain/live-help/whiteboard.js';
import { PEN_INK } from './paint.js';
import type { WhiteboardTranslate } from './text.js';

const SIZES = Object.keys(WHITEBOARD_SIZES) as WhiteboardSize[];

interface PenChoicesProps {
  colour: WhiteboardColour;
  size: WhiteboardSize;
  onColour(colour: WhiteboardColour): void;
  onSize(size: WhiteboardSize): void;
  /** The whiteboard's words (`colour`, `size`, `colours.*`, `sizes.*`). */
  translate: WhiteboardTranslate;
}

/** The spec's pens: six colours and three sizes, each a radio group the arrow keys move through. */
export function PenChoices({ colour, size, onColour, onSize, translate }: PenChoicesProps) {
  return (
    <>
      <RadioGroup
        className="lt-whiteboard__choices"
        aria-label={translate('colour')}
        orientation="horizontal"
        value={colour}
        onChange={(value) => onColour(value as WhiteboardColour)}
      >
        {WHITEBOARD_COLOURS.map((option) => (
          <Radio key={option} value={option} className="lt-whiteboard__choice">
            <span
              className="lt-whiteboard__swatch"
              style={{ ['--lt-whiteboard-ink' as string]: PEN_INK[option] }}
              aria-hidden="true"
            />
            <span className="lt-visually-hidden">{translate(`colours.${option}`)}</span>
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        className="lt-whiteboard__choices"
        aria-label={translate('size')}
        orientation="horizontal"
        value={size}
        onChange={(value) => onSize(value as WhiteboardSize)}
      >
        {SIZES.map((option) => (
          <Radio key={option} value={option} className="lt-whiteboard__choice">
            <span
              className={`lt-whiteboard__nib lt-whiteboard__nib--${option}`}
              style={{ ['--lt-whiteboard-ink' as string]: PEN_INK[colour] }}
              aria-hidden="true"
            />
            <span className="lt-visually-hidden">{translate(`sizes.${option}`)}</span>
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}
