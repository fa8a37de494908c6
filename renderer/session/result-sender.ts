import type { SavedGame } from '../../shared/formats/saved-game-types';
import type { GameHost } from '../../shared/host/host';
import type { GameResult } from '../../shared/host/types';
import { reasonOf } from './save-policy';

/**
 * Hands finished games to the host in order. What the host stored goes on to the statistics; a result
 * the host could not take is reported at once (a refusal the host explains itself, by its notice).
 */
export class ResultSender {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: Pick<GameHost, 'recordResult'>,
    private readonly recorded: (result: GameResult) => void | Promise<void>,
    private readonly failed: (reason: string) => void,
    /** After each answer (the host's notices are read then); the chain waits for it. */
    private readonly answered: () => Promise<void> | void,
  ) {}

  send(game: SavedGame, won: boolean): void {
    this.chain = this.chain
      .then(() => this.host.recordResult(game, won))
      .then((result) => (result ? this.recorded(result) : undefined))
      .catch((e: unknown) => this.failed(reasonOf(e)))
      .finally(() => this.answered());
  }

  /** Resolves once every result sent so far has been answered. */
  settled(): Promise<void> {
    return this.chain;
  }
}
