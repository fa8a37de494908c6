import type { MessageKey } from '../../shared/i18n/keys';
import type { Slot } from './slots';

/**
 * Something the live region says. Stores hand over keys and card/pile numbers, never text, so they
 * stay free of the translation machinery; the live region turns them into words.
 */
export interface Announcement {
  readonly key: MessageKey;
  /** Fills `{card}` with the card's name. */
  readonly card?: number;
  /** Fills `{pile}` with the slot's name. */
  readonly pile?: Slot;
  /** Fills `{onto}` with the name of the card a move goes on. */
  readonly onto?: number;
  /** Fills `{need}` with the name of the card a foundation takes next. */
  readonly need?: number;
  readonly params?: Readonly<Record<string, string | number>>;
}
