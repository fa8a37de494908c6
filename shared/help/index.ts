// Help text in English, Kiswahili and Svenska: each game's rules, scoring, tips, the daily streak rule.
export * from './types';
export * from './game-rules';
