// Joins two runs of one game into the baseline: `npx tsx test/bench/join-baseline.ts BASELINE GAME LATER`
// appends LATER's record of GAME (its deals following BASELINE's) to BASELINE's, e.g. Castle Mount's
// 1..200 and a later 201..1000 run from the same commit, when one run of 1..1000 would take hours.
import { joinRecords, readRunFile, writeGameRecord } from './baseline';

const [baselineFile, game, laterFile] = process.argv.slice(2);
if (baselineFile === undefined || game === undefined || laterFile === undefined) {
  console.error('usage: join-baseline.ts BASELINE GAME LATER');
  process.exit(2);
}
const earlier = readRunFile(baselineFile).games[game];
const later = readRunFile(laterFile).games[game];
if (earlier === undefined || later === undefined) {
  console.error(`${game} is not in ${earlier === undefined ? baselineFile : laterFile}`);
  process.exit(2);
}
const joined = joinRecords(earlier, later);
if (typeof joined === 'string') {
  console.error(`not joined: ${joined}`);
  process.exit(1);
}
writeGameRecord(baselineFile, game, joined);
console.log(`${game}: deals ${joined.first}..${joined.first + joined.deals - 1}, decided ${joined.decided}, winnable ${joined.winnable}, positions ${joined.positions.toLocaleString('en')}; times of deals ${joined.timedFirst}..${joined.timedFirst! + joined.timedDeals! - 1}`);
