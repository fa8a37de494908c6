// A game's rules in one line for the Choose Game dialog, read off its record (shared/engine/games.ts):
// how cards build on the rows, what moves whole, what an empty row takes, the cells, reserve and
// stock, how the foundations differ. The words are catalogue keys (section `picker.rule`); the
// dialog joins them.
import type { GameRules } from '../engine/games';
import type { MessageKey, MessageParams } from '../i18n/keys';

export interface SummaryPart {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

const BUILD: Readonly<Record<GameRules['build'], MessageKey>> = {
  'down-any-suit': 'picker.rule.downAnySuit',
  'up-or-down-in-suit': 'picker.rule.inSuit',
  'up-or-down-alt-colour': 'picker.rule.altColour',
  'up-or-down-any-suit': 'picker.rule.anySuit',
};

export function gameSummary(rules: GameRules): SummaryPart[] {
  const parts: SummaryPart[] = [{ key: BUILD[rules.build] }];
  if (rules.buildWrap) parts.push({ key: 'picker.rule.wrap' });
  if (rules.groupMoves === 'unlimited') parts.push({ key: 'picker.rule.runsWhole' });
  if (rules.groupMoves === 'same-suit') parts.push({ key: 'picker.rule.sameSuitRuns' });
  if (rules.emptyRowTakes === 'king') parts.push({ key: 'picker.rule.emptyKing' });
  if (rules.emptyRowTakes === 'queen') parts.push({ key: 'picker.rule.emptyQueen' });
  if (rules.cells > 0 && rules.cellKind === 'free') parts.push({ key: 'picker.rule.freeCells', params: { count: rules.cells } });
  const reserve = rules.reserveSize > 0 || (rules.cells > 0 && rules.cellKind === 'reserve') || (rules.auxiliaryRows.length > 0 && rules.auxiliaryKind === 'reserve');
  if (reserve) parts.push({ key: 'picker.rule.reserve' });
  if (rules.stock) parts.push({ key: 'picker.rule.stock' });
  if (rules.talonRefills) parts.push({ key: 'picker.rule.talon' });
  if (rules.foundationBase === 'chosen') parts.push({ key: 'picker.rule.chosenBase' });
  if (rules.foundationBase === 'king') parts.push({ key: 'picker.rule.kingBase' });
  if (rules.foundationDirection === 'half-down') parts.push({ key: 'picker.rule.halfDown' });
  if (rules.compulsoryHome) parts.push({ key: 'picker.rule.compulsory' });
  return parts;
}
