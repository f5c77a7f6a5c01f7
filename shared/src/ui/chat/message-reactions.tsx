import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover, ToggleButton } from 'react-aria-components';
import { REACTION_EMOJIS, type SessionMessage } from '../../contracts/sessions.js';
import { type ChatTranslate, EMOJI_KEYS } from './chat-text.js';
import './message-reactions.css';

type Emoji = (typeof REACTION_EMOJIS)[number];

interface MessageReactionsProps {
  message: SessionMessage;
  /** Who is reading: their reactions show as theirs. */
  me: number | null;
  /** The chat is open: reactions can change. An ended session's reactions are only shown. */
  canReact: boolean;
  /** The reader keeps messages; one who only watches (a manager observing) is shown none of it. */
  canBookmark?: boolean;
  /** Adds or takes back one's reaction; false when it did not go through. */
  onReact(emoji: Emoji, on: boolean): Promise<boolean>;
  bookmarkSaving: boolean;
  bookmarkFailed: boolean;
  onBookmark(on: boolean): void;
  bookmarkIcon(bookmarked: boolean): ReactNode;
  addIcon: ReactNode;
  translate: ChatTranslate;
}

/**
 * Under a message: everyone's reactions (press one to add or take back your own), a button to
 * add another of the six, and the bookmark. Reactions arrive live from the other person too; an
 * ended session's messages can still be bookmarked.
 */
export const MessageReactions = observer(function MessageReactions({
  message,
  me,
  canReact,
  canBookmark = true,
  onReact,
  bookmarkSaving,
  bookmarkFailed,
  onBookmark,
  bookmarkIcon,
  addIcon,
  translate,
}: MessageReactionsProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [reactionFailed, setReactionFailed] = useState(false);
  const name = (emoji: Emoji) => translate(`reactions.names.${EMOJI_KEYS[emoji]}` as const);
  const isMine = (emoji: Emoji) =>
    me !== null &&
    message.reactions.some((reaction) => reaction.emoji === emoji && reaction.user_ids.includes(me));

  const react = async (emoji: Emoji, on: boolean) => {
    setPickerOpen(false);
    setReactionFailed(!(await onReact(emoji, on)));
  };
  const bookmarked = message.bookmarked_at !== null;
  const reactions = message.reactions.filter((reaction) => reaction.user_ids.length > 0);

  return (
    <div className="lt-chat-reactions">
      {reactions.length > 0 ? (
        <ul className="lt-chat-reactions__list" aria-label={translate('reactions.listLabel')}>
          {reactions.map((reaction) => {
            const mine = isMine(reaction.emoji);
            const label = translate(mine ? 'reactions.chipYou' : 'reactions.chip', {
              name: name(reaction.emoji),
              count: reaction.user_ids.length,
            });
            const face = (
              <>
                <span aria-hidden="true">{reaction.emoji}</span>
                <span aria-hidden="true">{reaction.user_ids.length}</span>
              </>
            );
            return (
              <li key={reaction.emoji}>
                {canReact ? (
                  <ToggleButton
                    className="lt-reaction-chip"
                    isSelected={mine}
                    onChange={(on) => void react(reaction.emoji, on)}
                    aria-label={label}
                  >
                    {face}
                  </ToggleButton>
                ) : (
                  <span
                    className="lt-reaction-chip"
                    data-selected={mine || undefined}
                    role="img"
                    aria-label={label}
                  >
                    {face}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {canBookmark || canReact ? (
        <div className="lt-chat-reactions__tools">
          {canBookmark ? (
            <BookmarkToggle
              bookmarked={bookmarked}
              saving={bookmarkSaving}
              onChange={onBookmark}
              icon={bookmarkIcon(bookmarked)}
              translate={translate}
            />
          ) : null}
          {canReact ? (
            <DialogTrigger isOpen={pickerOpen} onOpenChange={setPickerOpen}>
              <Button className="lt-chat-tool" aria-label={translate('reactions.add')}>
                {addIcon}
              </Button>
              <Popover className="lt-reaction-picker" placement="top">
                <Dialog className="lt-reaction-picker__dialog" aria-label={translate('reactions.pick')}>
                  {REACTION_EMOJIS.map((emoji) => (
                    <ToggleButton
                      key={emoji}
                      className="lt-reaction-picker__emoji"
                      aria-label={name(emoji)}
                      isSelected={isMine(emoji)}
                      onChange={(on) => void react(emoji, on)}
                    >
                      <span aria-hidden="true">{emoji}</span>
                    </ToggleButton>
                  ))}
                </Dialog>
              </Popover>
            </DialogTrigger>
          ) : null}
        </div>
      ) : null}
      {reactionFailed ? (
        <p className="lt-chat-reactions__problem" role="alert">
          {translate('reactions.failed')}
        </p>
      ) : null}
      {bookmarkFailed ? (
        <p className="lt-chat-reactions__problem" role="alert">
          {translate('bookmark.failed')}
        </p>
      ) : null}
    </div>
  );
});

interface BookmarkToggleProps {
  bookmarked: boolean;
  saving: boolean;
  onChange(on: boolean): void;
  icon: ReactNode;
  translate: ChatTranslate;
  /** Shows its words before the message is kept too (a list of bookmarks has room for them). */
  labelled?: boolean;
  className?: string;
}

/** Keeps a message, or forgets it. */
export function BookmarkToggle({
  bookmarked,
  saving,
  onChange,
  icon,
  translate,
  labelled = false,
  className,
}: BookmarkToggleProps) {
  return (
    <ToggleButton
      className={`lt-chat-tool lt-chat-tool--bookmark${className ? ` ${className}` : ''}`}
      isSelected={bookmarked}
      isDisabled={saving}
      onChange={onChange}
    >
      {icon}
      {/* The name is the words shown (or, before it is kept, read out only). */}
      <span className={bookmarked || labelled ? 'lt-chat-tool__label' : 'lt-visually-hidden'}>
        {bookmarked ? translate('bookmark.saved') : translate('bookmark.toggle')}
      </span>
    </ToggleButton>
  );
}

/** A reaction and how many gave it, as a shared chat's reader sees it. */
export function ReactionCount({ emoji, count }: { emoji: string; count: number }) {
  return (
    <span className="lt-reaction-chip">
      {emoji} {count}
    </span>
  );
}
