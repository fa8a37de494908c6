import type { HelpText } from './types';

// The rules of RULES.md in the player's words; tips from the Swahili source text.
export const helpEn: HelpText = {
  common: ['One deck of 52 cards is dealt face up, so every card is visible from the start.'],
  ending: ['You win when all 52 cards are on the foundations. When no move is left the game is lost, but you can still undo.'],
  decks: {
    2: { common: ['Two decks, 104 cards, are shuffled together and dealt face up, so every card is visible from the start. Two cards of the same rank and suit are alike: either one will do.'], ending: ['You win when all 104 cards are on the foundations. When no move is left the game is lost, but you can still undo.'] },
    3: { common: ['Three decks, 156 cards, are shuffled together and dealt face up, so every card is visible from the start. Cards of the same rank and suit are alike: any one of them will do.'], ending: ['You win when all 156 cards are on the foundations. When no move is left the game is lost, but you can still undo.'] },
    4: { common: ['Four decks, 208 cards, are shuffled together and dealt face up, so every card is visible from the start. Cards of the same rank and suit are alike: any one of them will do.'], ending: ['You win when all 208 cards are on the foundations. When no move is left the game is lost, but you can still undo.'] },
  },
  stockCommon: {
    2: ['Two decks, 104 cards, are shuffled together. The cards dealt to the rows lie face up, so you can see every one of them; the rest wait face down in a stock. Two cards of the same rank and suit are alike: either one will do.'],
    3: ['Three decks, 156 cards, are shuffled together. The cards dealt to the rows lie face up, so you can see every one of them; the rest wait face down in a stock. Cards of the same rank and suit are alike: any one of them will do.'],
    4: ['Four decks, 208 cards, are shuffled together. The cards dealt to the rows lie face up, so you can see every one of them; the rest wait face down in a stock. Cards of the same rank and suit are alike: any one of them will do.'],
  },
  talonCommon: ['Two decks, 104 cards, are shuffled together. The cards dealt to the rows lie face up, so you can see every one of them; the last four wait face down in the talon. Two cards of the same rank and suit are alike: either one will do.'],
  fragments: {
    foundationsAce: 'The four foundations, one per suit, are built up in suit from Ace to King.',
    foundationsChosen:
      'The four foundations, one per suit, are built up in suit from a base rank chosen in play: the first card you put on a foundation, of any rank, an Ace as well as any other, sets the base rank, and every other foundation must start with a card of that rank.',
    foundationWrap:
      'A foundation goes on past the King to the Ace and up to the rank below its base: on a base of 8 the cards go 8, 9, 10, Jack, Queen, King, Ace, 2 and on to 7.',
    foundationNever: 'A card never leaves a foundation.',
    foundationTopCard: 'The top card of a foundation may be moved back onto a row or into a free cell.',
    foundationTopCardReserve: 'The top card of a foundation may be moved back onto a row or into the reserve.',
    foundationAboveBase:
      'The top card of a foundation may be moved back onto a row, but never its base card: a foundation once started is never empty again.',
    layoutWings: 'The rows spread left and right of the foundations like wings.',
    layoutLine: 'The foundations lie side by side at the top, and the rows lie side by side below them, each fanned downwards.',
    dealCastle: 'The four Aces start on the foundations. The other 48 cards are dealt into eight rows of six, four rows on each side.',
    dealStreets:
      'The Aces are not taken out first: all 52 cards are dealt, seven to each of the four left rows and six to each of the four right rows. An Ace may be played to its foundation as soon as it is exposed.',
    dealCitadel:
      'The Aces start on the foundations. The other cards are dealt one at a time to rows 1 to 8, round and round; a card that fits a foundation as it is dealt goes there instead, so the rows end up uneven, six cards at most.',
    dealFortress: 'No Aces are taken out first. There are ten rows, five on each side: the top row of each side gets six cards, the other eight get five.',
    dealMasterpiece:
      'The Aces start on the foundations. There are ten rows, five on each side: the bottom row of each side is an auxiliary row of four cards, the other eight are main rows of five.',
    dealSelectiveCastle:
      'The foundations start empty. All 52 cards are dealt, seven to each of the four left rows and six to each of the four right rows.',
    dealChessboard: 'The foundations start empty. All 52 cards are dealt to the ten rows: the two rows on the left get six cards, the other eight get five.',
    dealBastion: 'The foundations start empty. Each of the ten rows is dealt five cards, and each of the two cells gets one card.',
    dealLightweight: 'The eight Aces start on the eight foundations. The other 96 cards are dealt into twelve rows of eight.',
    dealIndolence: 'No card starts on the foundations. The last four rows, 9 to 12, are reserves of thirteen cards each; the other 52 cards are dealt seven to each of rows 1 to 4 and six to each of rows 5 to 8.',
    dealRittenhouse: 'No card starts on the foundations. The cards are dealt round by round, one to each of the nine rows in turn: eleven full rounds, then one card each to rows 1 to 5. After each round, every card that can go to a foundation goes there at once, as in play, so the rows end up of different lengths.',
    dealZerline: 'No card starts on the foundations. Each of the eight rows, four on each side, is dealt five cards. The other 64 cards lie face down in the stock, and the deal turns the first of them face up onto the waste, so 63 are left in the stock.',
    dealZerline3Decks: 'No card starts on the foundations. Each of the eight rows, four on each side, is dealt five cards. The other 116 cards lie face down in the stock, and the deal turns the first of them face up onto the waste, so 115 are left in the stock.',
    dealSoother: 'No card starts on the foundations. Each of the nine rows is dealt five cards. The other 163 cards lie face down in the stock, and the deal turns the first of them face up onto the waste, so 162 are left in the stock.',
    dealCastleMount: 'The twelve Aces start on the twelve foundations. The other 144 cards are dealt into twelve rows of twelve.',
    dealPalace: 'The sixteen Aces start on the sixteen foundations. The other 192 cards are dealt into eighteen rows: rows 1 to 12 get eleven cards, rows 13 to 18 get ten.',
    foundationsAceDecks: 'There are four foundations for each deck, so several for each suit; each is built up in suit from Ace to King, and a card may go on any foundation of its suit that it continues.',
    foundationsAnySuitDecks: 'The eight foundations are built up from Ace to King regardless of suit: any Ace starts an empty foundation, and a card of any suit may go on a foundation whose top card is one lower.',
    foundationsRittenhouse: 'There are eight foundations, built regardless of suit: the first four up from Ace to King, the last four down from King to Ace. A card may go to a foundation only from a row that feeds it, counting the foundations from the left: row 1 feeds only foundation 1, row 2 only foundation 2, row 3 only foundation 3 and row 4 only foundation 4; the middle row, row 5, feeds any foundation; row 6 feeds only foundation 5, and so on to row 9, which feeds only foundation 8.',
    foundationsKing: 'There are four foundations for each deck, so several for each suit. Each starts with a King of its suit and is then built up in suit from Ace to Queen: King, Ace, 2, 3 and on to Queen. A card may go on any foundation of its suit that it continues.',
    foundationsChequers: 'There are eight foundations, two for each suit: one is built up in suit from Ace to King, the other down in suit from King to Ace. When a card could go on either foundation of its suit, you choose: drop it on the pile you want; with the keyboard, h sends it to the foundation of its suit that starts from the Ace, and g to the one that starts from the King.',
    foundationTopCardChequers: 'The top card of a foundation may be moved back onto a row, or onto the other foundation of its suit when that pile takes it.',
    layoutGrid: 'The foundations lie side by side at the top. The 25 rows lie below them in a square, five by five, each fanned to the right, so the exposed card of a row is the one at its right end.',
    dealChequers: 'No card starts on the foundations. Each of the 25 rows is dealt four cards, 100 in all; the last four cards lie face down in the talon.',
    talonRefills: 'When a row is emptied, the next card of the talon fills it at once, by itself; Undo takes back the move and the refill together. Clicking the talon does nothing. Once the talon is empty, a row that is emptied stays empty, and any card may go into it.',
    hiddenTalon: 'The order of the talon is hidden from you, so while it holds cards the live verdict (whether the game can still be won), Hint and Watch the Solver are off, and say so: they would have to look at the face-down cards. Once the talon is empty every card is in sight, and they work again. New Game with “Deal only winnable games” and the daily deal do look at the whole deal, the talon included: such a deal can be won, though perhaps only by a player who knew the order of the talon.',
    moveRunsSameSuit: 'The exposed card of a row, the one farthest from the foundations, can move, and so can a run ending in it: cards of one suit, each one lower than the card beneath it, move together as one move onto a card one higher than the run\'s deepest card, of any suit, or into an empty row.',
    firstToFoundation: 'The first move must put a card on a foundation: until the base rank is set, no row takes a card.',
    moveOne: 'Only the exposed card of a row, the one farthest from the foundations, can move, one card at a time.',
    moveRunsDown:
      'The exposed card of a row, the one farthest from the foundations, can move, and so can a run ending in it: cards that each lie on a card they may be built on move together, as one move, onto a card the run\'s deepest card may go on, or into an empty row that takes it.',
    moveRunsInSuit:
      'The exposed card of a row, the one farthest from the foundations, can move, and so can a run ending in it: cards of one suit, each one higher than the card beneath it or each one lower, move together as one move. The run goes onto a card that continues it the same way, or into an empty row: the 5, 6, 7 of hearts, going up from the 5, onto the 4 of hearts; the 7, 6, 5 of hearts, going down, onto the 8 of hearts.',
    buildDownAnySuit: 'On the rows, a card goes on a card one higher, of any suit: a 7 on any 8.',
    buildInSuit: 'On the rows, a card goes on a card of its own suit one higher or one lower: the 7 of hearts on the 6 or the 8 of hearts.',
    buildDownAnySuitWrap:
      'On the rows, a card goes on a card one higher, of any suit: a 7 on any 8. King and Ace count as next to each other, so a King may go on any Ace.',
    buildInSuitWrap:
      'On the rows, a card goes on a card of its own suit one higher or one lower: the 7 of hearts on the 6 or the 8 of hearts. King and Ace count as next to each other, so a King may go on the Ace of its suit and an Ace on the King of its suit.',
    buildAltColourWrap:
      'On the rows, a red card goes on a black card and a black card on a red one, one higher or one lower: a red 7 on a black 6 or 8. King and Ace count as next to each other, so a red King may go on a black Ace and a red Ace on a black King.',
    buildUpOrDownAnySuit: 'On the rows, a card goes on a card one higher or one lower, of any suit: a 7 on any 6 or any 8. King and Ace do not count as next to each other.',
    buildMainInSuit:
      'On the main rows, a card goes on a card of its own suit one higher or one lower. An auxiliary row never takes a card; cards can only leave it.',
    emptyAny: 'Any exposed card may go into an empty row.',
    emptyMainAny: 'Any exposed card may go into an empty main row.',
    emptyKing: 'Only a King may go into an empty row.',
    emptyQueen: 'Only a Queen may go into an empty row.',
    oneCell: 'There is one free cell: any exposed card may go into it while it is empty, and it may leave at any time.',
    twoCells: 'There are two free cells, each holding one card: any exposed card may go into an empty one, and it may leave at any time.',
    twoCellsDealt:
      'The two cells are free cells, each holding one card: their cards may leave at any time, and any exposed card may go into an empty one.',
    twoReserves:
      'The two cells are reserves, not free cells: a reserve\'s card may be played onto a row or a foundation, but no card may ever be put into a reserve, not even an empty one.',
    masterpieceCell:
      'There is one free cell: any exposed card may go into it while it is empty, but its card may leave only while at least one auxiliary row is empty.',
    reservesAsRows: 'The reserves only give: the exposed card of a reserve may be played onto a row or a foundation, but no card may ever be put on a reserve, not even an empty one. They are fanned like the rows, so every card in them can be seen.',
    reserveOfFour: 'There is one reserve, a pile that holds up to four cards. It takes the exposed card of a row, one card at a time, but never the waste\'s card; its top card may be played onto a row or a foundation.',
    reserveOfSix: 'There is one reserve, a pile that holds up to six cards. It takes the exposed card of a row, one card at a time, but never the waste\'s card; its top card may be played onto a row or a foundation.',
    reserveOfEightAny: 'There is one reserve, a pile that holds up to eight cards. It takes one card at a time from any pile but the stock: the exposed card of a row, the top card of the waste or the top card of a foundation; its top card may be played onto a row or a foundation.',
    stockToWaste: 'Click the stock to turn its next card face up onto the waste, one card at a time. The top card of the waste may be played onto a row or a foundation. The stock is gone through only once: when it is empty, it stays empty.',
    hiddenStock: 'The order of the stock is hidden from you, so in this game the live verdict (whether the game can still be won), Hint and Watch the Solver are off, and say so: they would have to look at the face-down cards. New Game with “Deal only winnable games” and the daily deal do look at the whole deal, the stock included: such a deal can be won, though perhaps only by a player who knew the order of the stock.',
    compulsoryHome: 'Play to the foundations is compulsory: whenever the exposed card of a row can go to a foundation that row feeds, it goes there at once, by itself, before any other move. The rows are checked from left to right, and each card goes to the first foundation, from the left, that takes it. Undo takes back a move together with the cards that went to the foundations after it.',
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
  ],
  runTips: {
    cellsAndRows:
      'A run (cards that each lie on the card they build on) moves in one go: pick up or drag its deepest card, or press the row\'s key again to take one card more. As many cards move as (free cells + 1) × 2 to the power of the empty rows allow; they still go one at a time through the empty rows and free cells, and Undo takes the whole run back in one step.',
    rows: 'A run (cards that each lie on the card they build on) moves in one go: pick up or drag its deepest card, or press the row\'s key again to take one card more. As many cards move as 2 to the power of the empty rows allow: one card with no empty row, two with one, four with two; they still go one at a time through the empty rows, and Undo takes the whole run back in one step.',
    cells: 'A run (cards that each lie on the card they build on) moves in one go: pick up or drag its deepest card, or press the row\'s key again to take one card more. As many cards move as free cells + 1 allow; they still go one at a time through the free cells, and Undo takes the whole run back in one step.',
    whole:
      'A run moves in one go: pick up or drag its deepest card, or press the row\'s key again to take one card more. However long the run, it moves as one move, and Undo takes it back in one step.',
  },
};
