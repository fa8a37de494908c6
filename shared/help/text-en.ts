import type { HelpText } from './types';

// The rules of RULES.md in the player's words; tips from the Swahili source text.
export const helpEn: HelpText = {
  common: [
    'One deck of 52 cards is dealt face up, so every card is visible from the start.',
    'The four foundations, one per suit, are built up in suit from Ace to King. A card never leaves a foundation.',
    'The rows spread left and right of the foundations like wings. Only the exposed card of a row, the one farthest from the foundations, can move, one card at a time.',
    'You win when all 52 cards are on the foundations. When no move is left the game is lost, but you can still undo.',
  ],
  fragments: {
    dealCastle: 'The four Aces start on the foundations. The other 48 cards are dealt into eight rows of six, four rows on each side.',
    dealStreets:
      'The Aces are not taken out first: all 52 cards are dealt, seven to each of the four left rows and six to each of the four right rows. An Ace goes to its foundation once it is exposed.',
    dealCitadel:
      'The Aces start on the foundations. The other cards are dealt one at a time to rows 1 to 8, round and round; a card that fits a foundation as it is dealt goes there instead, so the rows end up uneven, six cards at most.',
    dealFortress: 'No Aces are taken out first. There are ten rows, five on each side: the top row of each side gets six cards, the other eight get five.',
    dealMasterpiece:
      'The Aces start on the foundations. There are ten rows, five on each side: the bottom row of each side is an auxiliary row of four cards, the other eight are main rows of five.',
    buildDownAnySuit: 'On the rows, a card goes on a card one higher, of any suit: a 7 on any 8.',
    buildInSuit: 'On the rows, a card goes on a card of its own suit one higher or one lower: the 7 of hearts on the 6 or the 8 of hearts.',
    buildMainInSuit:
      'On the main rows, a card goes on a card of its own suit one higher or one lower. An auxiliary row never takes a card; cards can only leave it.',
    emptyAny: 'Any exposed card may go into an empty row.',
    emptyMainAny: 'Any exposed card may go into an empty main row.',
    emptyKing: 'Only a King may go into an empty row.',
    oneCell: 'There is one free cell: any exposed card may go into it while it is empty, and it may leave at any time.',
    twoCells: 'There are two free cells, each holding one card: any exposed card may go into an empty one, and it may leave at any time.',
    masterpieceCell:
      'There is one free cell: any exposed card may go into it while it is empty, but its card may leave only while at least one auxiliary row is empty.',
  },
  scoring: [
    'You get 5 points for each card you move to a foundation. Cards that start there, or that the deal puts there, score nothing.',
    'Winning adds 500 points and a time bonus of 1,200 minus one point per second of play, never below 0.',
    'Undo takes back the points of the moves it undoes. The clock starts with the first move and stops while the game is paused or the window is hidden.',
  ],
  tips: [
    'Empty rows are very valuable: with an empty row you can move a card aside and dig out the card beneath it.',
    'Before you move a card, make sure you do not bury a low card that you will need soon.',
    'A King can go to its foundation only last. A King at the end of a row blocks that row, so try to move Kings into empty rows.',
    'A run (cards that each lie on the card they build on) moves in one go: pick up or drag its deepest card, or press the row\'s key again to take one card more. As many cards move as (free cells + 1) × 2 to the power of the empty rows allow; they still go one at a time through the empty rows and free cells, and Undo takes the whole run back in one step.',
  ],
};
