// The court cards' headdresses as path data, each centred on 0,0 in about 96 x 70 units: a crown
// for the King, a tiara for the Queen, a feathered cap for the Jack. Drawn in gold with the suit
// colour for the jewels, once upright and once inverted, as double-ended printed courts are.

export interface Headdress {
  /** Gold body of the headdress. */
  readonly gold: string;
  /** Jewels and details in the suit's colour. */
  readonly jewels: string;
}

const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}A${r} ${r} 0 1 1 ${cx + r} ${cy}A${r} ${r} 0 1 1 ${cx - r} ${cy}Z`;

const JACK: Headdress = {
  gold:
    // dome of the cap, its brim, and a plume sweeping up to the right
    'M-38 24C-40 4-22-10 0-10C22-10 38 2 38 24Q0 14-38 24Z' +
    'M-44 26Q0 14 44 26L44 35Q0 23-44 35Z' +
    'M4-8C14-26 30-36 50-40C42-28 32-14 20-4C16-6 10-8 4-8Z',
  jewels: circle(0, 8, 6) + 'M18-10C28-22 36-29 46-36L47-34C38-27 30-20 20-8Z',
};

const QUEEN: Headdress = {
  gold:
    // a tiara: a tall centre arch between two lower peaks, on a curved band
    'M-42 24C-40 12-34 6-27 2L-20-10L-13 0C-8-10-4-20 0-32C4-20 8-10 13 0L20-10L27 2C34 6 40 12 42 24Q0 14-42 24Z' +
    'M-45 26Q0 14 45 26L45 34Q0 22-45 34Z' +
    circle(-20, -15, 4.5) +
    circle(0, -37, 5) +
    circle(20, -15, 4.5),
  jewels: 'M0-8C5-4 7 1 7 5C7 9 4 12 0 13C-4 12-7 9-7 5C-7 1-5-4 0-8Z' + circle(-24, 14, 3) + circle(24, 14, 3),
};

const KING: Headdress = {
  gold:
    // a crown: three points on a straight band, each point topped by a ball
    'M-40 20L-45-16L-22 2L0-26L22 2L45-16L40 20Z' +
    'M-41 22H41V34H-41Z' +
    circle(-45, -21, 5) +
    circle(0, -32, 6) +
    circle(45, -21, 5),
  jewels: circle(-22, 28, 3.5) + circle(0, 28, 3.5) + circle(22, 28, 3.5) + 'M0-6L6 4L0 14L-6 4Z',
};

/** Indexed by rank; only 11..13 are set. */
export const HEADDRESSES: readonly (Headdress | undefined)[] = [
  ...Array<undefined>(11).fill(undefined),
  JACK,
  QUEEN,
  KING,
];
