import { describe, expect, it } from 'vitest';
import { GAME_IDS, dealPosition, type GameId } from '../../../shared/engine';
import { formatPosition } from '../../../shared/formats/position-text';

// Golden deals: the layouts of deals 0, 1, 42 and 4294967295 of every game, generated once from the
// engine and written here as literal board text. A change to the generator, the shuffle or the deal
// order moves every deal a player has shared or saved: these tests fail before that can ship.

const GOLDEN: Readonly<Record<GameId, Readonly<Record<number, string>>>> = {
  'beleaguered-castle': {
    0: `
Foundations: H-A C-A D-A S-A
: KH 4C 7S KS 2H 6H
: QH KD 9C TD JS 7C
: 3C 8S QC JD 7D 6S
: 5C 8H JC 7H 9H 2S
: TH 3S 4S 5H 3H 2D
: KC 4D 8D 6D 6C 8C
: TS 5D QD 9D 2C 9S
: 5S QS TC JH 3D 4H`,
    1: `
Foundations: H-A C-A D-A S-A
: 5S 3H 3D KC 6C JS
: JH 6S TD 7C 6H 2H
: 2C 6D 8C 5C 9H 4H
: TS 8D 7S 7D 7H KH
: KD QS 9S QC QH 4D
: JD TC 4S 5D 4C 3S
: 9D 5H 8H KS TH JC
: QD 8S 3C 2S 2D 9C`,
    42: `
Foundations: H-A C-A D-A S-A
: 6S 9H 5D 7D JD 2D
: 3D JC 4D QC JH 6C
: TS 2H 6D 7S JS 3H
: 4S 4C 7H 6H 8S 8C
: QH 8H 3S KH KS KD
: 5H TH QS 5S 9D TC
: KC 2S 5C 3C 9S TD
: 9C QD 7C 4H 8D 2C`,
    4294967295: `
Foundations: H-A C-A D-A S-A
: JD 4H TD 3H 5S 2D
: QH TH KH TC JH 5H
: 4D 2S 6H 8S 3C 8H
: 2C JS 4S 8C 6S 9C
: 7S 7C QD 9H 6C JC
: 4C 2H 3D 3S 5C 6D
: QC 8D KC 9S TS 9D
: KS QS 7H 7D 5D KD`,
  },
  'streets-and-alleys': {
    0: `
Foundations: H-0 C-0 D-0 S-0
: 3C KS KD 6S 2H AD KH
: QD 9D 8S 2S 3H 2C 7H
: KC QH 9H 7D 4D 6H 3D
: TS 5H 6D 4C 4S AC 6C
: 9S 9C JC 7S QC 5C
: 2D 8C 7C 3S QS AS
: JH JS 5D 8H AH TC
: TD 8D TH 5S 4H JD`,
    1: `
Foundations: H-0 C-0 D-0 S-0
: 9H KS TD 9S TS 7D JD
: AH 5H 6S 2C 8H 7H QD
: TH QC KD 6C 3S JS 7S
: 4H 6D JH KC 5D 4C 3C
: 8D AC 7C QS 9C 2S
: TC 6H AD 5C 3H KH
: 2H 9D 8C 8S 4D AS
: 5S JC 3D QH 4S 2D`,
    42: `
Foundations: H-0 C-0 D-0 S-0
: 4C 6S 3H QC JS AD 8S
: JH 9S QD 2H 7C 9C 5H
: KD TC 9D 2S 4D 5D 6D
: QH JC 5S 3S 6C 2C TS
: 4H 6H 7H KH KC 5C
: 7S TH 8C TD KS JD
: 7D 8D 3C 8H 9H QS
: AH 2D AS 3D AC 4S`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
: 5C 3D JD TC 6C QC 8S
: AS JS 9H 3H 4D 6S TS
: 2C 8D 8H 5H 9D KC 9S
: KH 2D 2S 7S AC 5S 7C
: QD 5D AH 8C 4H 3S
: QS JH 3C 7H QH TH
: JC 2H 9C AD 7D 4S
: 6H KS TD KD 4C 6D`,
  },
  'citadel': {
    0: `
Foundations: H-4 C-2 D-2 S-2
: KH 4C 7S KS 6H
: QH KD 9C TD JS 7C
: 3C 8S QC JD 7D 6S
: 5C 8H JC 7H 9H
: TH 3S 4S 5H
: KC 4D 8D 6D 6C 8C
: TS 5D QD 9D 9S
: 5S QS TC JH 3D`,
    1: `
Foundations: H-2 C-4 D-2 S-3
: 5S 3H 3D KC 6C JS
: JH 6S TD 7C 6H
: 6D 8C 5C 9H 4H
: TS 8D 7S 7D 7H KH
: KD QS 9S QC QH 4D
: JD TC 4S 5D
: 9D 5H 8H KS TH JC
: QD 8S 9C`,
    42: `
Foundations: H-3 C-2 D-2 S-3
: 6S 9H 5D 7D JD
: 3D JC 4D QC JH 6C
: TS 6D 7S JS
: 4S 4C 7H 6H 8S 8C
: QH 8H KH KS KD
: 5H TH QS 5S 9D TC
: KC 5C 3C 9S TD
: 9C QD 7C 4H 8D`,
    4294967295: `
Foundations: H-3 C-3 D-2 S-3
: JD 4H TD 5S
: QH TH KH TC JH 5H
: 4D 6H 8S 8H
: JS 4S 8C 6S 9C
: 7S 7C QD 9H 6C JC
: 4C 3D 5C 6D
: QC 8D KC 9S TS 9D
: KS QS 7H 7D 5D KD`,
  },
  'fortress': {
    0: `
Foundations: H-0 C-0 D-0 S-0
: 3C QH JC 8H AD 3D
: QD 5H 7C 5S 2C
: KC 9C 5D 2H 6H
: TS 8C TH 3H AC
: 9S JS 6S 4D 5C
: 2D 8D 2S 4S AS 6C
: JH KD 7D QC TC
: TD 8S 4C QS JD
: KS 9H 7S AH KH
: 9D 6D 3S 4H 7H`,
    1: `
Foundations: H-0 C-0 D-0 S-0
: 9H QC 7C 8S 7D 7S
: AH 6D AD QH 7H
: TH AC 8C TS JS
: 4H 6H 3D 8H 4C
: 8D 9D 9S 3S 2S
: TC JC 2C 5D KH 3C
: 2H TD 6C 9C AS
: 5S 6S KC 3H 2D
: KS KD QS 4D JD
: 5H JH 5C 4S QD`,
    42: `
Foundations: H-0 C-0 D-0 S-0
: 4C TC 7H 8H AD 6D
: JH JC 8C 3D 9C
: KD 6H 3C JS 5D
: QH TH AS 7C 2C
: 4H 8D QC 4D 5C
: 7S 2D 2H 6C JD TS
: 7D 3H 2S KC QS
: AH QD 3S KS 4S
: 6S 9D KH 9H 8S
: 9S 5S TD AC 5H`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
: 5C 8D AH AD QC 9S
: AS 2D 3C KD 6S
: 2C 5D 9C 6C KC
: KH JH TD 4D 5S
: QD 2H TC 9D 3S
: QS KS 3H AC TH 7C
: JC JD 5H 4H 4S
: 6H 9H 7S QH 6D
: 3D 8H 8C 7D 8S
: JS 2S 7H 4C TS`,
  },
  'masterpiece': {
    0: `
Foundations: H-A C-A D-A S-A
Freecells: -
: KH 8S 4S 9D 6H
: QH 8H 8D JH 7C
: 3C 3S QD 2H 6S
: 5C 4D TC JS 2S
: TH 5D KS 7D
: KC QS TD 9H 2D
: TS 7S JD 3H 8C
: 5S 9C 7H 6C 9S
: 4C QC 5H 2C 4H
: KD JC 6D 3D`,
    1: `
Foundations: H-A C-A D-A S-A
Freecells: -
: 5S 6D 9S KS JS
: JH 8D 4S 2S 2H
: 2C QS 8H 6C 4H
: TS TC 3C 6H KH
: KD 5H KC 9H
: JD 8S 7C 7H 4D
: 9D 3D 5C QH 3S
: QD TD 7D 4C JC
: 3H 8C QC TH 9C
: 6S 7S 5D 2D`,
    42: `
Foundations: H-A C-A D-A S-A
Freecells: -
: 6S 2H 3S 3C 2D
: 3D 4C QS 4H 6C
: TS 8H 5C JD 3H
: 4S TH 7C JH 8C
: QH 2S 7D JS
: 5H QD QC 8S KD
: KC 5D 7S KS TC
: 9C 4D 6H 9D TD
: 9H 6D KH 9S 2C
: JC 7H 5S 8D`,
    4294967295: `
Foundations: H-A C-A D-A S-A
Freecells: -
: JD 2S QD 9S 2D
: QH JS 3D 7D 5H
: 4D 7C KC 5S 8H
: 2C 2H 7H JH 9C
: 7S 8D 3H 3C
: 4C QS TC 6S JC
: QC TD 8S 6C 6D
: KS KH 8C 5C 9D
: 4H 6H 9H TS KD
: TH 4S 3S 5D`,
  },
  'exiled-kings': {
    0: `
Foundations: H-4 C-2 D-2 S-2
: KH 4C 7S KS 6H
: QH KD 9C TD JS 7C
: 3C 8S QC JD 7D 6S
: 5C 8H JC 7H 9H
: TH 3S 4S 5H
: KC 4D 8D 6D 6C 8C
: TS 5D QD 9D 9S
: 5S QS TC JH 3D`,
    1: `
Foundations: H-2 C-4 D-2 S-3
: 5S 3H 3D KC 6C JS
: JH 6S TD 7C 6H
: 6D 8C 5C 9H 4H
: TS 8D 7S 7D 7H KH
: KD QS 9S QC QH 4D
: JD TC 4S 5D
: 9D 5H 8H KS TH JC
: QD 8S 9C`,
    42: `
Foundations: H-3 C-2 D-2 S-3
: 6S 9H 5D 7D JD
: 3D JC 4D QC JH 6C
: TS 6D 7S JS
: 4S 4C 7H 6H 8S 8C
: QH 8H KH KS KD
: 5H TH QS 5S 9D TC
: KC 5C 3C 9S TD
: 9C QD 7C 4H 8D`,
    4294967295: `
Foundations: H-3 C-3 D-2 S-3
: JD 4H TD 5S
: QH TH KH TC JH 5H
: 4D 6H 8S 8H
: JS 4S 8C 6S 9C
: 7S 7C QD 9H 6C JC
: 4C 3D 5C 6D
: QC 8D KC 9S TS 9D
: KS QS 7H 7D 5D KD`,
  },
  'siegecraft': {
    0: `
Foundations: H-A C-A D-A S-A
Freecells: -
: KH 4C 7S KS 2H 6H
: QH KD 9C TD JS 7C
: 3C 8S QC JD 7D 6S
: 5C 8H JC 7H 9H 2S
: TH 3S 4S 5H 3H 2D
: KC 4D 8D 6D 6C 8C
: TS 5D QD 9D 2C 9S
: 5S QS TC JH 3D 4H`,
    1: `
Foundations: H-A C-A D-A S-A
Freecells: -
: 5S 3H 3D KC 6C JS
: JH 6S TD 7C 6H 2H
: 2C 6D 8C 5C 9H 4H
: TS 8D 7S 7D 7H KH
: KD QS 9S QC QH 4D
: JD TC 4S 5D 4C 3S
: 9D 5H 8H KS TH JC
: QD 8S 3C 2S 2D 9C`,
    42: `
Foundations: H-A C-A D-A S-A
Freecells: -
: 6S 9H 5D 7D JD 2D
: 3D JC 4D QC JH 6C
: TS 2H 6D 7S JS 3H
: 4S 4C 7H 6H 8S 8C
: QH 8H 3S KH KS KD
: 5H TH QS 5S 9D TC
: KC 2S 5C 3C 9S TD
: 9C QD 7C 4H 8D 2C`,
    4294967295: `
Foundations: H-A C-A D-A S-A
Freecells: -
: JD 4H TD 3H 5S 2D
: QH TH KH TC JH 5H
: 4D 2S 6H 8S 3C 8H
: 2C JS 4S 8C 6S 9C
: 7S 7C QD 9H 6C JC
: 4C 2H 3D 3S 5C 6D
: QC 8D KC 9S TS 9D
: KS QS 7H 7D 5D KD`,
  },
  'stronghold': {
    0: `
Foundations: H-0 C-0 D-0 S-0
Freecells: -
: 3C KS KD 6S 2H AD KH
: QD 9D 8S 2S 3H 2C 7H
: KC QH 9H 7D 4D 6H 3D
: TS 5H 6D 4C 4S AC 6C
: 9S 9C JC 7S QC 5C
: 2D 8C 7C 3S QS AS
: JH JS 5D 8H AH TC
: TD 8D TH 5S 4H JD`,
    1: `
Foundations: H-0 C-0 D-0 S-0
Freecells: -
: 9H KS TD 9S TS 7D JD
: AH 5H 6S 2C 8H 7H QD
: TH QC KD 6C 3S JS 7S
: 4H 6D JH KC 5D 4C 3C
: 8D AC 7C QS 9C 2S
: TC 6H AD 5C 3H KH
: 2H 9D 8C 8S 4D AS
: 5S JC 3D QH 4S 2D`,
    42: `
Foundations: H-0 C-0 D-0 S-0
Freecells: -
: 4C 6S 3H QC JS AD 8S
: JH 9S QD 2H 7C 9C 5H
: KD TC 9D 2S 4D 5D 6D
: QH JC 5S 3S 6C 2C TS
: 4H 6H 7H KH KC 5C
: 7S TH 8C TD KS JD
: 7D 8D 3C 8H 9H QS
: AH 2D AS 3D AC 4S`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
Freecells: -
: 5C 3D JD TC 6C QC 8S
: AS JS 9H 3H 4D 6S TS
: 2C 8D 8H 5H 9D KC 9S
: KH 2D 2S 7S AC 5S 7C
: QD 5D AH 8C 4H 3S
: QS JH 3C 7H QH TH
: JC 2H 9C AD 7D 4S
: 6H KS TD KD 4C 6D`,
  },
  'fastness': {
    0: `
Foundations: H-0 C-0 D-0 S-0
Freecells: - -
: 3C KS KD 6S 2H AD KH
: QD 9D 8S 2S 3H 2C 7H
: KC QH 9H 7D 4D 6H 3D
: TS 5H 6D 4C 4S AC 6C
: 9S 9C JC 7S QC 5C
: 2D 8C 7C 3S QS AS
: JH JS 5D 8H AH TC
: TD 8D TH 5S 4H JD`,
    1: `
Foundations: H-0 C-0 D-0 S-0
Freecells: - -
: 9H KS TD 9S TS 7D JD
: AH 5H 6S 2C 8H 7H QD
: TH QC KD 6C 3S JS 7S
: 4H 6D JH KC 5D 4C 3C
: 8D AC 7C QS 9C 2S
: TC 6H AD 5C 3H KH
: 2H 9D 8C 8S 4D AS
: 5S JC 3D QH 4S 2D`,
    42: `
Foundations: H-0 C-0 D-0 S-0
Freecells: - -
: 4C 6S 3H QC JS AD 8S
: JH 9S QD 2H 7C 9C 5H
: KD TC 9D 2S 4D 5D 6D
: QH JC 5S 3S 6C 2C TS
: 4H 6H 7H KH KC 5C
: 7S TH 8C TD KS JD
: 7D 8D 3C 8H 9H QS
: AH 2D AS 3D AC 4S`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
Freecells: - -
: 5C 3D JD TC 6C QC 8S
: AS JS 9H 3H 4D 6S TS
: 2C 8D 8H 5H 9D KC 9S
: KH 2D 2S 7S AC 5S 7C
: QD 5D AH 8C 4H 3S
: QS JH 3C 7H QH TH
: JC 2H 9C AD 7D 4S
: 6H KS TD KD 4C 6D`,
  },
  chessboard: {
    0: `
Foundations: H-0 C-0 D-0 S-0
: 3C QH JC 8H AD 3D
: QD 5H 7C 5S 2C 6C
: KC 9C 5D 2H 6H
: TS 8C TH 3H AC
: 9S JS 6S 4D 5C
: 2D 8D 2S 4S AS
: JH KD 7D QC TC
: TD 8S 4C QS JD
: KS 9H 7S AH KH
: 9D 6D 3S 4H 7H`,
    1: `
Foundations: H-0 C-0 D-0 S-0
: 9H QC 7C 8S 7D 7S
: AH 6D AD QH 7H 3C
: TH AC 8C TS JS
: 4H 6H 3D 8H 4C
: 8D 9D 9S 3S 2S
: TC JC 2C 5D KH
: 2H TD 6C 9C AS
: 5S 6S KC 3H 2D
: KS KD QS 4D JD
: 5H JH 5C 4S QD`,
    42: `
Foundations: H-0 C-0 D-0 S-0
: 4C TC 7H 8H AD 6D
: JH JC 8C 3D 9C TS
: KD 6H 3C JS 5D
: QH TH AS 7C 2C
: 4H 8D QC 4D 5C
: 7S 2D 2H 6C JD
: 7D 3H 2S KC QS
: AH QD 3S KS 4S
: 6S 9D KH 9H 8S
: 9S 5S TD AC 5H`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
: 5C 8D AH AD QC 9S
: AS 2D 3C KD 6S 7C
: 2C 5D 9C 6C KC
: KH JH TD 4D 5S
: QD 2H TC 9D 3S
: QS KS 3H AC TH
: JC JD 5H 4H 4S
: 6H 9H 7S QH 6D
: 3D 8H 8C 7D 8S
: JS 2S 7H 4C TS`,
  },
  lasker: {
    0: `
Foundations: H-0 C-0 D-0 S-0
: 3C QH JC 8H AD 3D
: QD 5H 7C 5S 2C 6C
: KC 9C 5D 2H 6H
: TS 8C TH 3H AC
: 9S JS 6S 4D 5C
: 2D 8D 2S 4S AS
: JH KD 7D QC TC
: TD 8S 4C QS JD
: KS 9H 7S AH KH
: 9D 6D 3S 4H 7H`,
    1: `
Foundations: H-0 C-0 D-0 S-0
: 9H QC 7C 8S 7D 7S
: AH 6D AD QH 7H 3C
: TH AC 8C TS JS
: 4H 6H 3D 8H 4C
: 8D 9D 9S 3S 2S
: TC JC 2C 5D KH
: 2H TD 6C 9C AS
: 5S 6S KC 3H 2D
: KS KD QS 4D JD
: 5H JH 5C 4S QD`,
    42: `
Foundations: H-0 C-0 D-0 S-0
: 4C TC 7H 8H AD 6D
: JH JC 8C 3D 9C TS
: KD 6H 3C JS 5D
: QH TH AS 7C 2C
: 4H 8D QC 4D 5C
: 7S 2D 2H 6C JD
: 7D 3H 2S KC QS
: AH QD 3S KS 4S
: 6S 9D KH 9H 8S
: 9S 5S TD AC 5H`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
: 5C 8D AH AD QC 9S
: AS 2D 3C KD 6S 7C
: 2C 5D 9C 6C KC
: KH JH TD 4D 5S
: QD 2H TC 9D 3S
: QS KS 3H AC TH
: JC JD 5H 4H 4S
: 6H 9H 7S QH 6D
: 3D 8H 8C 7D 8S
: JS 2S 7H 4C TS`,
  },
  morphy: {
    0: `
Foundations: H-0 C-0 D-0 S-0
: 3C QH JC 8H AD 3D
: QD 5H 7C 5S 2C 6C
: KC 9C 5D 2H 6H
: TS 8C TH 3H AC
: 9S JS 6S 4D 5C
: 2D 8D 2S 4S AS
: JH KD 7D QC TC
: TD 8S 4C QS JD
: KS 9H 7S AH KH
: 9D 6D 3S 4H 7H`,
    1: `
Foundations: H-0 C-0 D-0 S-0
: 9H QC 7C 8S 7D 7S
: AH 6D AD QH 7H 3C
: TH AC 8C TS JS
: 4H 6H 3D 8H 4C
: 8D 9D 9S 3S 2S
: TC JC 2C 5D KH
: 2H TD 6C 9C AS
: 5S 6S KC 3H 2D
: KS KD QS 4D JD
: 5H JH 5C 4S QD`,
    42: `
Foundations: H-0 C-0 D-0 S-0
: 4C TC 7H 8H AD 6D
: JH JC 8C 3D 9C TS
: KD 6H 3C JS 5D
: QH TH AS 7C 2C
: 4H 8D QC 4D 5C
: 7S 2D 2H 6C JD
: 7D 3H 2S KC QS
: AH QD 3S KS 4S
: 6S 9D KH 9H 8S
: 9S 5S TD AC 5H`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
: 5C 8D AH AD QC 9S
: AS 2D 3C KD 6S 7C
: 2C 5D 9C 6C KC
: KH JH TD 4D 5S
: QD 2H TC 9D 3S
: QS KS 3H AC TH
: JC JD 5H 4H 4S
: 6H 9H 7S QH 6D
: 3D 8H 8C 7D 8S
: JS 2S 7H 4C TS`,
  },
  'selective-castle': {
    0: `
Foundations: H-0 C-0 D-0 S-0
: 3C KS KD 6S 2H AD KH
: QD 9D 8S 2S 3H 2C 7H
: KC QH 9H 7D 4D 6H 3D
: TS 5H 6D 4C 4S AC 6C
: 9S 9C JC 7S QC 5C
: 2D 8C 7C 3S QS AS
: JH JS 5D 8H AH TC
: TD 8D TH 5S 4H JD`,
    1: `
Foundations: H-0 C-0 D-0 S-0
: 9H KS TD 9S TS 7D JD
: AH 5H 6S 2C 8H 7H QD
: TH QC KD 6C 3S JS 7S
: 4H 6D JH KC 5D 4C 3C
: 8D AC 7C QS 9C 2S
: TC 6H AD 5C 3H KH
: 2H 9D 8C 8S 4D AS
: 5S JC 3D QH 4S 2D`,
    42: `
Foundations: H-0 C-0 D-0 S-0
: 4C 6S 3H QC JS AD 8S
: JH 9S QD 2H 7C 9C 5H
: KD TC 9D 2S 4D 5D 6D
: QH JC 5S 3S 6C 2C TS
: 4H 6H 7H KH KC 5C
: 7S TH 8C TD KS JD
: 7D 8D 3C 8H 9H QS
: AH 2D AS 3D AC 4S`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
: 5C 3D JD TC 6C QC 8S
: AS JS 9H 3H 4D 6S TS
: 2C 8D 8H 5H 9D KC 9S
: KH 2D 2S 7S AC 5S 7C
: QD 5D AH 8C 4H 3S
: QS JH 3C 7H QH TH
: JC 2H 9C AD 7D 4S
: 6H KS TD KD 4C 6D`,
  },
  'castles-end': {
    0: `
Foundations: H-0 C-0 D-0 S-0
Reserves: 3C QD
: KC 9C 5D 2H 6H
: TS 8C TH 3H AC
: 9S JS 6S 4D 5C
: 2D 8D 2S 4S AS
: JH KD 7D QC TC
: TD 8S 4C QS JD
: KS 9H 7S AH KH
: 9D 6D 3S 4H 7H
: QH JC 8H AD 3D
: 5H 7C 5S 2C 6C`,
    1: `
Foundations: H-0 C-0 D-0 S-0
Reserves: 9H AH
: TH AC 8C TS JS
: 4H 6H 3D 8H 4C
: 8D 9D 9S 3S 2S
: TC JC 2C 5D KH
: 2H TD 6C 9C AS
: 5S 6S KC 3H 2D
: KS KD QS 4D JD
: 5H JH 5C 4S QD
: QC 7C 8S 7D 7S
: 6D AD QH 7H 3C`,
    42: `
Foundations: H-0 C-0 D-0 S-0
Reserves: 4C JH
: KD 6H 3C JS 5D
: QH TH AS 7C 2C
: 4H 8D QC 4D 5C
: 7S 2D 2H 6C JD
: 7D 3H 2S KC QS
: AH QD 3S KS 4S
: 6S 9D KH 9H 8S
: 9S 5S TD AC 5H
: TC 7H 8H AD 6D
: JC 8C 3D 9C TS`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
Reserves: 5C AS
: 2C 5D 9C 6C KC
: KH JH TD 4D 5S
: QD 2H TC 9D 3S
: QS KS 3H AC TH
: JC JD 5H 4H 4S
: 6H 9H 7S QH 6D
: 3D 8H 8C 7D 8S
: JS 2S 7H 4C TS
: 8D AH AD QC 9S
: 2D 3C KD 6S 7C`,
  },
  bastion: {
    0: `
Foundations: H-0 C-0 D-0 S-0
Freecells: 3C QD
: KC 9C 5D 2H 6H
: TS 8C TH 3H AC
: 9S JS 6S 4D 5C
: 2D 8D 2S 4S AS
: JH KD 7D QC TC
: TD 8S 4C QS JD
: KS 9H 7S AH KH
: 9D 6D 3S 4H 7H
: QH JC 8H AD 3D
: 5H 7C 5S 2C 6C`,
    1: `
Foundations: H-0 C-0 D-0 S-0
Freecells: 9H AH
: TH AC 8C TS JS
: 4H 6H 3D 8H 4C
: 8D 9D 9S 3S 2S
: TC JC 2C 5D KH
: 2H TD 6C 9C AS
: 5S 6S KC 3H 2D
: KS KD QS 4D JD
: 5H JH 5C 4S QD
: QC 7C 8S 7D 7S
: 6D AD QH 7H 3C`,
    42: `
Foundations: H-0 C-0 D-0 S-0
Freecells: 4C JH
: KD 6H 3C JS 5D
: QH TH AS 7C 2C
: 4H 8D QC 4D 5C
: 7S 2D 2H 6C JD
: 7D 3H 2S KC QS
: AH QD 3S KS 4S
: 6S 9D KH 9H 8S
: 9S 5S TD AC 5H
: TC 7H 8H AD 6D
: JC 8C 3D 9C TS`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
Freecells: 5C AS
: 2C 5D 9C 6C KC
: KH JH TD 4D 5S
: QD 2H TC 9D 3S
: QS KS 3H AC TH
: JC JD 5H 4H 4S
: 6H 9H 7S QH 6D
: 3D 8H 8C 7D 8S
: JS 2S 7H 4C TS
: 8D AH AD QC 9S
: 2D 3C KD 6S 7C`,
  },
  'ten-by-one': {
    0: `
Foundations: H-0 C-0 D-0 S-0
Freecells: -
: 3C QH JC 8H AD 3D
: QD 5H 7C 5S 2C 6C
: KC 9C 5D 2H 6H
: TS 8C TH 3H AC
: 9S JS 6S 4D 5C
: 2D 8D 2S 4S AS
: JH KD 7D QC TC
: TD 8S 4C QS JD
: KS 9H 7S AH KH
: 9D 6D 3S 4H 7H`,
    1: `
Foundations: H-0 C-0 D-0 S-0
Freecells: -
: 9H QC 7C 8S 7D 7S
: AH 6D AD QH 7H 3C
: TH AC 8C TS JS
: 4H 6H 3D 8H 4C
: 8D 9D 9S 3S 2S
: TC JC 2C 5D KH
: 2H TD 6C 9C AS
: 5S 6S KC 3H 2D
: KS KD QS 4D JD
: 5H JH 5C 4S QD`,
    42: `
Foundations: H-0 C-0 D-0 S-0
Freecells: -
: 4C TC 7H 8H AD 6D
: JH JC 8C 3D 9C TS
: KD 6H 3C JS 5D
: QH TH AS 7C 2C
: 4H 8D QC 4D 5C
: 7S 2D 2H 6C JD
: 7D 3H 2S KC QS
: AH QD 3S KS 4S
: 6S 9D KH 9H 8S
: 9S 5S TD AC 5H`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
Freecells: -
: 5C 8D AH AD QC 9S
: AS 2D 3C KD 6S 7C
: 2C 5D 9C 6C KC
: KH JH TD 4D 5S
: QD 2H TC 9D 3S
: QS KS 3H AC TH
: JC JD 5H 4H 4S
: 6H 9H 7S QH 6D
: 3D 8H 8C 7D 8S
: JS 2S 7H 4C TS`,
  },
  'penelopes-web': {
    0: `
Foundations: H-0 C-0 D-0 S-0
: 3C KS KD 6S 2H AD KH
: QD 9D 8S 2S 3H 2C 7H
: KC QH 9H 7D 4D 6H 3D
: TS 5H 6D 4C 4S AC 6C
: 9S 9C JC 7S QC 5C
: 2D 8C 7C 3S QS AS
: JH JS 5D 8H AH TC
: TD 8D TH 5S 4H JD`,
    1: `
Foundations: H-0 C-0 D-0 S-0
: 9H KS TD 9S TS 7D JD
: AH 5H 6S 2C 8H 7H QD
: TH QC KD 6C 3S JS 7S
: 4H 6D JH KC 5D 4C 3C
: 8D AC 7C QS 9C 2S
: TC 6H AD 5C 3H KH
: 2H 9D 8C 8S 4D AS
: 5S JC 3D QH 4S 2D`,
    42: `
Foundations: H-0 C-0 D-0 S-0
: 4C 6S 3H QC JS AD 8S
: JH 9S QD 2H 7C 9C 5H
: KD TC 9D 2S 4D 5D 6D
: QH JC 5S 3S 6C 2C TS
: 4H 6H 7H KH KC 5C
: 7S TH 8C TD KS JD
: 7D 8D 3C 8H 9H QS
: AH 2D AS 3D AC 4S`,
    4294967295: `
Foundations: H-0 C-0 D-0 S-0
: 5C 3D JD TC 6C QC 8S
: AS JS 9H 3H 4D 6S TS
: 2C 8D 8H 5H 9D KC 9S
: KH 2D 2S 7S AC 5S 7C
: QD 5D AH 8C 4H 3S
: QS JH 3C 7H QH TH
: JC 2H 9C AD 7D 4S
: 6H KS TD KD 4C 6D`,
  },
};

describe('golden deals', () => {
  for (const game of GAME_IDS) {
    const golden = GOLDEN[game];
    it.each(Object.keys(golden).map(Number))(`${game} deal %i keeps its layout`, (number) => {
      expect('\n' + formatPosition(dealPosition(game, number))).toBe(golden[number]);
    });
  }
  it('pin every game', () => {
    expect(Object.keys(GOLDEN).sort()).toEqual([...GAME_IDS].sort());
  });
});
