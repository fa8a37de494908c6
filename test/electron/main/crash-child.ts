// The child of the crash test (crash.test.ts): opens the data folder through the real file layer,
// then, as a session does, begins each game with main (which writes the games it holds), saves it,
// records its result with the claim main gave and saves settings, in a loop, printing one ack line
// after each write it has awaited, until the parent kills it. Bundled by the test and run with plain node.
import * as fs from 'node:fs/promises';
import { GameRecord, legalMoves } from '../../../shared/engine';
import { savedGameFromRecord } from '../../../shared/formats/saved-game';
import { DEFAULT_SETTINGS, NO_HELP, THEMES } from '../../../shared/host/types';
import { openData } from '../../../electron/main/open-data';
import { servedInPage } from '../../../shared/host/in-page';

const [dir, startText] = process.argv.slice(2);
const start = Number(startText);

function game(deal: number, played: number) {
  const record = GameRecord.fromDeal('citadel', deal);
  for (let i = 0; i < played; i++) {
    const move = legalMoves(record.position)[0];
    if (move === undefined) break;
    record.play(move);
  }
  return savedGameFromRecord(record, deal % 1000);
}

const ack = (line: string): void => void process.stdout.write(`${line}\n`);

// as the renderer's requests reach it: through the checks of the IPC door (helpers.ts behindDoor)
const service = servedInPage(Promise.resolve((await openData(fs, dir!)).service), { leaderboardPlace: 'address', sends: { setTableState: () => undefined } });
ack('ready');
for (let i = start; ; i++) {
  // a deal with no move at all has no result to record (main refuses one): the loop passes it by
  if (legalMoves(GameRecord.fromDeal('citadel', i).position).length === 0) continue;
  const { id } = await service.beginGame({ kind: 'deal', game: 'citadel', number: i });
  await service.saveGame(game(i, 1 + (i % 7)));
  ack(`game ${i}`);
  const recorded = await service.recordResult({ game: game(i, 2), won: false, claim: { id, help: NO_HELP } });
  if (recorded === null) throw new Error(`the result of deal ${i} was refused`);
  ack(`result ${i}`);
  await service.saveSettings({ ...DEFAULT_SETTINGS, theme: THEMES[i % THEMES.length]! });
  ack(`settings ${i}`);
}
