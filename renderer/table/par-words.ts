import type { MessageKey, MessageParams } from '../../shared/i18n/keys';

/** A message and its values, for `t`. */
export interface ParWords {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/**
 * The player's moves against the deal's par, in words: "22 over par", "Par!", and "3 under par!"
 * when a player beats the solver's line (par is the fewest the solver found, not always the fewest).
 */
export function parWords(moves: number, par: number): ParWords {
  if (moves === par) return { key: 'par.equal' };
  return moves > par ? { key: 'par.over', params: { count: moves - par } } : { key: 'par.under', params: { count: par - moves } };
}
