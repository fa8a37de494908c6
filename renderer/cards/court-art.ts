// The court cards' headdresses as path data, each centred on 0,0 in about 96 x 70 units: a crown
// for the King, a tiara for the Queen, a feathered cap for the Jack. Drawn in gold with the suit
// colour for the jewels and velvet, once upright and once inverted, as double-ended printed courts are.

export interface Headdress {
  /** Velvet behind the gold, in the suit's colour. */
  readonly velvet: string;
  /** Gold body of the headdress. */
  readonly gold: string;
  /** Jewels and details in the suit's colour. */
  readonly jewels: string;
}

const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}A${r} ${r} 0 1 1 ${cx + r} ${cy}A${r} ${r} 0 1 1 ${cx - r} ${cy}Z`;

const JACK: Headdress = {
  // a soft cap, its gold band, and a plume pinned on the side sweeping back over the crown
  velvet: 'M-40 12C-48-6-26-22 0-20C26-18 46-6 40 12Q0 18-40 12Z',
  gold: 'M24-2C14-22-6-34-34-40C-18-32-4-20 14 2Z' + 'M-38 10Q0 18 38 10L38 26Q0 34-38 26Z',
  jewels: circle(-22, 20, 3) + circle(0, 22, 3) + circle(22, 20, 3) + circle(20, 0, 4.5),
};

const QUEEN: Headdress = {
  velvet: '',
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
  // the velvet cap shows between the crown's points
  velvet: 'M-36 20C-38-6-20-18 0-18C20-18 38-6 36 20Z',
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
