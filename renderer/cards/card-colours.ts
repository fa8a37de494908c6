// Card palettes as data. Suit colours are fixed per mode (players learn them); the face, edge and
// back tones are CSS custom properties so a dark theme can soften the white without new art.

/** Two colours: the printed deck. Indexed by suit (hearts, clubs, diamonds, spades). */
export const TWO_COLOUR: readonly string[] = ['#c4161c', '#1b1b1f', '#c4161c', '#1b1b1f'];

/** Four colours, as in bridge and poker software: a red/blue and black/green never look alike. */
export const FOUR_COLOUR: readonly string[] = ['#c4161c', '#1d7a34', '#1558b0', '#1b1b1f'];

export function suitColour(suit: number, fourColour: boolean): string {
  return (fourColour ? FOUR_COLOUR : TWO_COLOUR)[suit] ?? '#1b1b1f';
}

/** Gold for court headdresses and the castle back: one accent shared by both. */
export const GOLD = '#c9a03c';
export const GOLD_DARK = '#8a6a1c';

/** Each back design: field colour, pattern ink and border ink. */
export const BACK_PALETTES = {
  castle: { field: '#1e3557', ink: '#2f4d7a', line: GOLD },
  'plain-blue': { field: '#1f4e9a', ink: '#2a5fb4', line: '#e8eef8' },
  'plain-red': { field: '#a3171d', ink: '#b82a2f', line: '#f8e8e8' },
} as const;
