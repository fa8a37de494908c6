// Statistics as pure functions of the recorded games (GameResult, oldest first): summaries, best per
// deal, the last days' chart, high scores, the daily calendar and streak, and exports.
export * from './dates';
export * from './order';
export * from './summary';
export * from './ranked';
export * from './best-per-deal';
export * from './recent-days';
export * from './high-scores';
export * from './daily-calendar';
export * from './export';
