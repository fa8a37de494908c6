import type { HelpText } from './types';

// Reglerna på svenska, med den svenska källtextens ord (rader, ess, baskort) och grundhögar.
export const helpSv: HelpText = {
  common: ['En kortlek med 52 kort läggs ut med framsidan upp, så att alla kort syns från början.'],
  ending: ['Du vinner när alla 52 kort ligger på grundhögarna. När inget drag finns kvar är spelet förlorat, men du kan fortfarande ångra.'],
  decks: {
    2: { common: ['Två kortlekar, 104 kort, blandas ihop och läggs ut med framsidan upp, så att alla kort syns från början. Två kort av samma valör och färg är likadana: vilket som helst av dem duger.'], ending: ['Du vinner när alla 104 kort ligger på grundhögarna. När inget drag finns kvar är spelet förlorat, men du kan fortfarande ångra.'] },
    3: { common: ['Tre kortlekar, 156 kort, blandas ihop och läggs ut med framsidan upp, så att alla kort syns från början. Kort av samma valör och färg är likadana: vilket som helst av dem duger.'], ending: ['Du vinner när alla 156 kort ligger på grundhögarna. När inget drag finns kvar är spelet förlorat, men du kan fortfarande ångra.'] },
    4: { common: ['Fyra kortlekar, 208 kort, blandas ihop och läggs ut med framsidan upp, så att alla kort syns från början. Kort av samma valör och färg är likadana: vilket som helst av dem duger.'], ending: ['Du vinner när alla 208 kort ligger på grundhögarna. När inget drag finns kvar är spelet förlorat, men du kan fortfarande ångra.'] },
  },
  stockCommon: {
    2: ['Två kortlekar, 104 kort, blandas ihop. Korten som läggs i raderna ligger med framsidan upp, så att du ser vartenda ett av dem; resten väntar med baksidan upp i en talong. Två kort av samma valör och färg är likadana: vilket som helst av dem duger.'],
    3: ['Tre kortlekar, 156 kort, blandas ihop. Korten som läggs i raderna ligger med framsidan upp, så att du ser vartenda ett av dem; resten väntar med baksidan upp i en talong. Kort av samma valör och färg är likadana: vilket som helst av dem duger.'],
    4: ['Fyra kortlekar, 208 kort, blandas ihop. Korten som läggs i raderna ligger med framsidan upp, så att du ser vartenda ett av dem; resten väntar med baksidan upp i en talong. Kort av samma valör och färg är likadana: vilket som helst av dem duger.'],
  },
  talonCommon: ['Två kortlekar, 104 kort, blandas ihop. Korten som läggs i raderna ligger med framsidan upp, så att du ser vartenda ett av dem; de sista fyra väntar med baksidan upp i en påfyllningshög. Två kort av samma valör och färg är likadana: vilket som helst av dem duger.'],
  fragments: {
    foundationsAce: 'De fyra grundhögarna, en för varje färg, byggs uppåt i färg från ess till kung.',
    foundationsChosen:
      'De fyra grundhögarna, en för varje färg, byggs uppåt i färg från en basvalör som väljs under spelets gång: det första kortet du lägger på en grundhög, av vilken valör som helst, ett ess lika väl som något annat kort, blir baskort och bestämmer basvalören, och varje annan grundhög måste börja med ett kort av samma valör.',
    foundationWrap:
      'En grundhög fortsätter förbi kungen till esset och vidare upp till valören under baskortet: med en åtta som baskort går korten 8, 9, 10, knekt, dam, kung, ess, 2 och så vidare till 7.',
    foundationNever: 'Ett kort som har lagts på en grundhög flyttas aldrig därifrån.',
    foundationTopCard: 'Det översta kortet på en grundhög får flyttas tillbaka till en rad eller en fri cell.',
    foundationTopCardReserve: 'Det översta kortet på en grundhög får flyttas tillbaka till en rad eller till reserven.',
    foundationAboveBase:
      'Det översta kortet på en grundhög får flyttas tillbaka till en rad, men aldrig baskortet: en påbörjad grundhög blir aldrig tom igen.',
    layoutWings: 'Raderna ligger till vänster och höger om grundhögarna, som vingar.',
    layoutLine: 'Grundhögarna ligger bredvid varandra överst, och raderna ligger bredvid varandra under dem, med korten lagda omlott nedåt.',
    dealCastle: 'De fyra essen läggs ut som baskort på grundhögarna. Övriga 48 kort läggs i åtta rader med sex kort, fyra rader på varje sida.',
    dealStreets:
      'Essen tas inte ut i förväg: alla 52 kort läggs ut, sju i var och en av de fyra vänstra raderna och sex i var och en av de fyra högra. Ett ess får läggas upp på sin grundhög så snart det blir fritt.',
    dealCitadel:
      'Essen ligger från början på grundhögarna. Övriga kort delas ut ett i taget till rad 1 till 8, varv efter varv; ett kort som passar på en grundhög när det delas ut läggs där i stället, så raderna blir olika långa, högst sex kort.',
    dealFortress: 'Essen tas inte ut i förväg. Tio rader läggs ut, fem på varje sida: den översta raden på varje sida får sex kort, de andra åtta får fem.',
    dealMasterpiece:
      'Essen ligger från början på grundhögarna. Tio rader läggs ut, fem på varje sida: den nedersta raden på varje sida är en hjälprad med fyra kort, de andra åtta är huvudrader med fem kort.',
    dealSelectiveCastle:
      'Grundhögarna är tomma från början. Alla 52 kort läggs ut, sju i var och en av de fyra vänstra raderna och sex i var och en av de fyra högra.',
    dealChessboard: 'Grundhögarna är tomma från början. Alla 52 kort läggs i tio rader: de två raderna längst till vänster får sex kort, de andra åtta får fem.',
    dealBastion: 'Grundhögarna är tomma från början. De tio raderna får fem kort var, och var och en av de två cellerna får ett kort.',
    dealLightweight: 'De åtta essen läggs ut som baskort på de åtta grundhögarna. Övriga 96 kort läggs i tolv rader med åtta kort.',
    dealIndolence: 'Inget kort ligger på grundhögarna från början. De fyra sista raderna, 9 till 12, är reserver med tretton kort var; övriga 52 kort läggs sju i var och en av rad 1 till 4 och sex i var och en av rad 5 till 8.',
    dealRittenhouse: 'Inget kort ligger på grundhögarna från början. Korten delas ut varv efter varv, ett till var och en av de nio raderna i tur och ordning: elva hela varv, och sist ett kort var till rad 1 till 5. Efter varje varv går varje kort som kan läggas på en grundhög dit direkt, precis som under spelet, så raderna blir olika långa.',
    dealZerline: 'Inget kort ligger på grundhögarna från början. De åtta raderna, fyra på varje sida, får fem kort var. Övriga 64 kort läggs med baksidan upp i talongen, och given vänder upp det första av dem på kasthögen, så att 63 kort är kvar i talongen.',
    dealZerline3Decks: 'Inget kort ligger på grundhögarna från början. De åtta raderna, fyra på varje sida, får fem kort var. Övriga 116 kort läggs med baksidan upp i talongen, och given vänder upp det första av dem på kasthögen, så att 115 kort är kvar i talongen.',
    dealSoother: 'Inget kort ligger på grundhögarna från början. De nio raderna får fem kort var. Övriga 163 kort läggs med baksidan upp i talongen, och given vänder upp det första av dem på kasthögen, så att 162 kort är kvar i talongen.',
    dealCastleMount: 'De tolv essen läggs ut som baskort på de tolv grundhögarna. Övriga 144 kort läggs i tolv rader med tolv kort.',
    dealPalace: 'De sexton essen läggs ut som baskort på de sexton grundhögarna. Övriga 192 kort läggs i arton rader: rad 1 till 12 får elva kort, rad 13 till 18 får tio.',
    foundationsAceDecks: 'Det finns fyra grundhögar för varje kortlek, alltså flera för varje färg; var och en byggs uppåt i färg från ess till kung, och ett kort kan läggas på vilken grundhög i sin färg som helst som det fortsätter.',
    foundationsAnySuitDecks: 'De åtta grundhögarna byggs uppåt från ess till kung oavsett färg: vilket ess som helst börjar en tom grundhög, och ett kort i vilken färg som helst får läggas på en grundhög vars översta kort är ett steg lägre.',
    foundationsRittenhouse: 'De åtta grundhögarna byggs oavsett färg: de fyra första uppåt från ess till kung, de fyra sista nedåt från kung till ess. Varje rad får bara spela kort till vissa grundhögar, med grundhögarna räknade från vänster: rad 1 bara till grundhög 1, rad 2 bara till grundhög 2, rad 3 bara till grundhög 3 och rad 4 bara till grundhög 4; mittraden, rad 5, till vilken grundhög som helst; rad 6 bara till grundhög 5, och så vidare till rad 9, som bara får spela till grundhög 8.',
    foundationsKing: 'Det finns fyra grundhögar för varje kortlek, alltså flera för varje färg. Var och en börjar med en kung i sin färg och byggs sedan uppåt i färg från ess till dam: kung, ess, 2, 3 och så vidare till dam. Ett kort kan läggas på vilken grundhög i sin färg som helst som det fortsätter.',
    foundationsChequers: 'Det finns åtta grundhögar, två för varje färg: den ena byggs uppåt i färg från ess till kung, den andra nedåt i färg från kung till ess. När ett kort kan läggas på båda grundhögarna i sin färg väljer du själv: släpp det på den hög du vill; med tangentbordet skickar h det till grundhögen i dess färg som börjar med ess, och g till den som börjar med kung.',
    foundationTopCardChequers: 'Det översta kortet på en grundhög får flyttas tillbaka till en rad, eller till den andra grundhögen i samma färg om den tar emot det.',
    layoutGrid: 'Grundhögarna ligger bredvid varandra överst. De 25 raderna ligger under dem i en kvadrat, fem gånger fem, med korten lagda omlott åt höger, så att det fria kortet i en rad är det som ligger längst till höger.',
    dealChequers: 'Inget kort ligger på grundhögarna från början. De 25 raderna får fyra kort var, 100 kort sammanlagt; de sista fyra korten läggs med baksidan upp i påfyllningshögen.',
    talonRefills: 'När en rad blir tom fyller påfyllningshögens nästa kort den direkt, av sig självt; Ångra tar tillbaka draget och påfyllningen tillsammans. Att klicka på påfyllningshögen gör ingenting. När påfyllningshögen är tom förblir en rad som töms tom, och vilket kort som helst kan läggas där.',
    hiddenTalon: 'Påfyllningshögens ordning är dold för dig. Så länge den har kort kvar är därför beskedet om spelet fortfarande går att vinna, Tips och Se lösaren spela avstängda, och de säger det: de skulle behöva titta på korten med baksidan upp. När påfyllningshögen är tom syns alla kort, och då fungerar de igen. Nytt spel med ”Ge bara spel som går att vinna” och dagens giv tittar däremot på hela given, påfyllningshögen också: en sådan giv går att vinna, men kanske bara för den som visste påfyllningshögens ordning.',
    moveRunsSameSuit: 'Det fria kortet i en rad, det yttersta, längst bort från grundhögarna, kan flyttas, och likaså en följd som slutar med det: kort i samma färg, vart och ett ett steg lägre än kortet under, flyttas tillsammans, i ett drag, till ett kort som är ett steg högre än följdens innersta kort, oavsett färg, eller till en tom rad.',
    firstToFoundation: 'Första draget måste lägga ett kort på en grundhög: innan basvalören är bestämd tar ingen rad emot något kort.',
    moveOne: 'Bara det fria kortet i en rad, det yttersta, längst bort från grundhögarna, kan flyttas, ett kort i taget.',
    moveRunsDown:
      'Det fria kortet i en rad, det yttersta, längst bort från grundhögarna, kan flyttas, och likaså en följd som slutar med det: kort som vart och ett ligger på ett kort det får läggas på flyttas tillsammans, i ett drag, till ett kort som följdens innersta kort får läggas på, eller till en tom rad som tar emot det.',
    moveRunsInSuit:
      'Det fria kortet i en rad, det yttersta, längst bort från grundhögarna, kan flyttas, och likaså en följd som slutar med det: kort i samma färg som vart och ett är ett steg högre än kortet under, eller vart och ett ett steg lägre, flyttas tillsammans i ett drag. Följden läggs på ett kort som fortsätter den åt samma håll, eller i en tom rad: hjärter 5, 6, 7, uppåt från femman, på hjärter 4; hjärter 7, 6, 5, nedåt, på hjärter 8.',
    buildDownAnySuit: 'I raderna läggs ett kort på ett kort som är ett steg högre, oavsett färg: en sjua på vilken åtta som helst.',
    buildInSuit: 'I raderna läggs ett kort på ett kort i samma färg som är ett steg högre eller lägre: hjärter 7 på hjärter 6 eller hjärter 8.',
    buildDownAnySuitWrap:
      'I raderna läggs ett kort på ett kort som är ett steg högre, oavsett färg: en sjua på vilken åtta som helst. Kung och ess räknas som grannar, så en kung får läggas på vilket ess som helst.',
    buildInSuitWrap:
      'I raderna läggs ett kort på ett kort i samma färg som är ett steg högre eller lägre: hjärter 7 på hjärter 6 eller hjärter 8. Kung och ess räknas som grannar, så en kung får läggas på esset i samma färg och ett ess på kungen i samma färg.',
    buildAltColourWrap:
      'I raderna läggs ett rött kort på ett svart och ett svart kort på ett rött, ett steg högre eller lägre: en röd sjua på en svart sexa eller åtta. Kung och ess räknas som grannar, så en röd kung får läggas på ett svart ess och ett rött ess på en svart kung.',
    buildUpOrDownAnySuit: 'I raderna läggs ett kort på ett kort som är ett steg högre eller lägre, oavsett färg: en sjua på vilken sexa eller åtta som helst. Kung och ess räknas inte som grannar.',
    buildMainInSuit:
      'I huvudraderna läggs ett kort på ett kort i samma färg som är ett steg högre eller lägre. En hjälprad tar aldrig emot kort; kort kan bara flyttas därifrån.',
    emptyAny: 'En tom rad kan fyllas med vilket fritt kort som helst.',
    emptyMainAny: 'En tom huvudrad kan fyllas med vilket fritt kort som helst.',
    emptyKing: 'En tom rad kan bara fyllas med en kung.',
    emptyQueen: 'En tom rad kan bara fyllas med en dam.',
    oneCell: 'Det finns en fri cell: vilket fritt kort som helst kan läggas där när den är tom, och kortet kan flyttas därifrån när som helst.',
    twoCells: 'Det finns två fria celler med plats för ett kort var: vilket fritt kort som helst kan läggas i en tom cell, och kortet kan flyttas därifrån när som helst.',
    twoCellsDealt:
      'De två cellerna är fria celler med plats för ett kort var: korten kan flyttas därifrån när som helst, och vilket fritt kort som helst kan läggas i en tom cell.',
    twoReserves:
      'De två cellerna är reserver, inte fria celler: en reservs kort får spelas till en rad eller en grundhög, men inget kort får någonsin läggas i en reserv, inte ens i en tom.',
    masterpieceCell:
      'Det finns en fri cell: vilket fritt kort som helst kan läggas där när den är tom, men kortet kan bara tas därifrån när minst en hjälprad är tom.',
    reservesAsRows: 'Reserverna ger bara kort: en reservs fria kort får spelas till en rad eller en grundhög, men inget kort får någonsin läggas på en reserv, inte ens på en tom. De är utlagda som raderna, så att varje kort i dem syns.',
    reserveOfFour: 'Det finns en reserv, en hög med plats för högst fyra kort. Den tar emot det fria kortet i en rad, ett kort i taget, men aldrig kasthögens kort; dess översta kort får spelas till en rad eller en grundhög.',
    reserveOfSix: 'Det finns en reserv, en hög med plats för högst sex kort. Den tar emot det fria kortet i en rad, ett kort i taget, men aldrig kasthögens kort; dess översta kort får spelas till en rad eller en grundhög.',
    reserveOfEightAny: 'Det finns en reserv, en hög med plats för högst åtta kort. Den tar emot ett kort i taget från vilken hög som helst utom talongen: det fria kortet i en rad, kasthögens översta kort eller en grundhögs översta kort; dess översta kort får spelas till en rad eller en grundhög.',
    stockToWaste: 'Klicka på talongen för att vända upp dess nästa kort på kasthögen, ett kort i taget. Kasthögens översta kort får spelas till en rad eller en grundhög. Talongen gås bara igenom en gång: när den är tom förblir den tom.',
    hiddenStock: 'Talongens ordning är dold för dig, så i det här spelet är beskedet om spelet fortfarande går att vinna, Tips och Se lösaren spela avstängda, och de säger det: de skulle behöva titta på korten med baksidan upp. Nytt spel med ”Ge bara spel som går att vinna” och dagens giv tittar däremot på hela given, talongen också: en sådan giv går att vinna, men kanske bara för den som visste talongens ordning.',
    compulsoryHome: 'Att lägga upp kort på grundhögarna är tvingande: så fort det fria kortet i en rad kan läggas på en grundhög som raden får spela till, går det dit direkt, av sig självt, före alla andra drag. Raderna gås igenom från vänster till höger, och varje kort läggs på den första grundhögen från vänster som tar emot det. Ångra tar tillbaka ett drag tillsammans med de kort som gick upp på grundhögarna efter det.',
  },
  scoring: [
    'Du får 5 poäng för varje kort du flyttar till en grundhög. Kort som ligger där från början, eller som given lägger dit, ger inga poäng.',
    'En vinst ger 500 poäng och en tidsbonus på 1 200 minus en poäng per spelad sekund, aldrig under 0.',
    'Ångra tar tillbaka poängen för de drag som ångras. Klockan startar med första draget och står still när spelet är pausat eller fönstret är dolt.',
  ],
  tips: [
    'Tomma rader är mycket värdefulla: med en tom rad kan du flytta undan ett kort och gräva fram kortet under det.',
    'Innan du flyttar ett kort, se till att du inte begraver ett lågt kort som du snart kommer att behöva.',
    'En kung kan gå upp på sin grundhög först allra sist. En kung längst ut i en rad blockerar raden, så försök att flytta kungar till tomma rader.',
  ],
  runTips: {
    cellsAndRows:
      'En följd (kort som vart och ett ligger på det kort det får läggas på) flyttas på en gång: ta upp eller dra dess innersta kort, eller tryck radens tangent igen för att ta ett kort till. Så många kort flyttas som (lediga celler + 1) × 2 upphöjt till antalet tomma rader räcker till; de går ändå ett i taget genom tomma rader och fria celler, och Ångra tar tillbaka hela följden i ett steg.',
    rows: 'En följd (kort som vart och ett ligger på det kort det får läggas på) flyttas på en gång: ta upp eller dra dess innersta kort, eller tryck radens tangent igen för att ta ett kort till. Så många kort flyttas som 2 upphöjt till antalet tomma rader räcker till: ett kort utan tom rad, två med en, fyra med två; de går ändå ett i taget genom de tomma raderna, och Ångra tar tillbaka hela följden i ett steg.',
    cells: 'En följd (kort som vart och ett ligger på det kort det får läggas på) flyttas på en gång: ta upp eller dra dess innersta kort, eller tryck radens tangent igen för att ta ett kort till. Så många kort flyttas som lediga celler + 1 räcker till; de går ändå ett i taget genom de fria cellerna, och Ångra tar tillbaka hela följden i ett steg.',
    whole:
      'En följd flyttas på en gång: ta upp eller dra dess innersta kort, eller tryck radens tangent igen för att ta ett kort till. Hur lång följden än är flyttas den i ett drag, och Ångra tar tillbaka den i ett steg.',
  },
};
