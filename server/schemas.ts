import { TICKET_MAX_LENGTH } from './tickets';

// JSON schemas of every request and answer. Extra properties are refused everywhere (the instance is
// built with removeAdditional and coerceTypes off), so a score, time or deal sent along is a 400.

export const MOVES_MAX_LENGTH = 12_000;

const strict = <P extends Record<string, unknown>>(properties: P, required: (keyof P & string)[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

export const noQuery = strict({});
export const gameParams = strict({ game: { type: 'string', maxLength: 40 } }, ['game']);
export const dayParams = strict({ game: { type: 'string', maxLength: 40 }, date: { type: 'string', maxLength: 10 } }, ['game', 'date']);

// long enough for a decomposed name that NFC brings under the limit; the real limit is in nickname.ts
export const nicknameBody = strict({ nickname: { type: 'string', maxLength: 200 } }, ['nickname']);
export const resultBody = strict({ ticket: { type: 'string', maxLength: TICKET_MAX_LENGTH }, moves: { type: 'string', maxLength: MOVES_MAX_LENGTH } }, ['ticket', 'moves']);

const entry = strict({ rank: { type: 'integer' }, nickname: { type: 'string' }, score: { type: 'integer' }, moves: { type: 'integer' }, seconds: { type: 'integer' } });
const allTimeEntry = strict({ rank: { type: 'integer' }, nickname: { type: 'string' }, wins: { type: 'integer' }, bestStreak: { type: 'integer' } });

export const answers = {
  newPlayer: { 201: strict({ id: { type: 'integer' }, nickname: { type: 'string' }, secret: { type: 'string' } }) },
  player: { 200: strict({ id: { type: 'integer' }, nickname: { type: 'string' } }) },
  deal: { 200: strict({ game: { type: 'string' }, date: { type: 'string' }, deal: { type: 'integer' } }) },
  ticket: { 201: strict({ ticket: { type: 'string' }, issuedAt: { type: 'string' } }) },
  result: { 201: strict({ score: { type: 'integer' }, moves: { type: 'integer' }, seconds: { type: 'integer' }, rank: { type: 'integer' }, best: { type: 'boolean' } }) },
  // the daily board is sent as prepared JSON text; this documents it
  board: { 200: strict({ game: { type: 'string' }, date: { type: 'string' }, entries: { type: 'array', items: entry }, you: { anyOf: [entry, { type: 'null' }] } }) },
  allTime: { 200: strict({ game: { type: 'string' }, entries: { type: 'array', items: allTimeEntry }, you: { anyOf: [allTimeEntry, { type: 'null' }] } }) },
};
