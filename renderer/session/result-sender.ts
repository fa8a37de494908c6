import type { SavedGame } from '../../shared/formats/saved-game-types';
import type { GameHost } from '../../shared/host/host';
import type { GameResult, HeldGame, HelpUsed } from '../../shared/host/types';
import type { HostLine } from './host-line';
import { reasonOf } from './save-policy';

/**
 * Hands finished games to the host in order, on the session's line to the host, each with the id the
 * host gave that game and the help taken in it. What the host stored goes on to the statistics; a
 * result the host could not take is reported at once (a refusal the host explains itself, by its
 * notice).
 */
export class ResultSender {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: Pick<GameHost, 'recordResult'>,
    private readonly line: HostLine,
    private readonly recorded: (result: GameResult) => void | Promise<void>,
    private readonly failed: (reason: string) => void,
    /** After each answer (the host's notices are read then); the chain waits for it. */
    private readonly answered: () => Promise<void> | void,
  ) {}

  /**
   * `held` is the game as the host holds it (null when the host would not begin it: that was said
   * then, and there is nothing it would record); `help` is the help taken, as it was when the game
   * ended.
   */
  send(game: SavedGame, won: boolean, held: Promise<HeldGame | null>, help: HelpUsed): void {
    const sent = this.line
      .run(async () => {
        const h = await held;
        return h === null ? null : this.host.recordResult({ game, won, claim: { id: h.id, help } });
      })
      .then((result) => (result ? this.recorded(result) : undefined))
      .catch((e: unknown) => this.failed(reasonOf(e)))
      .finally(() => this.answered());
    this.chain = Promise.all([this.chain, sent]).then(() => undefined);
  }

  /** Resolves once every result sent so far has been answered. */
  settled(): Promise<void> {
    return this.chain;
  }
}
