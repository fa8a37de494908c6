import type { HelpText } from './types';

// Reglerna på svenska, med den svenska källtextens ord (rader, ess, baskort) och grundhögar.
export const helpSv: HelpText = {
  common: [
    'En kortlek med 52 kort läggs ut med framsidan upp, så att alla kort syns från början.',
    'De fyra grundhögarna, en för varje färg, byggs uppåt i färg från ess till kung. Ett kort som har lagts på en grundhög flyttas aldrig därifrån.',
    'Raderna ligger till vänster och höger om grundhögarna, som vingar. Bara det fria kortet i en rad, det yttersta, längst bort från grundhögarna, kan flyttas, ett kort i taget.',
    'Du vinner när alla 52 kort ligger på grundhögarna. När inget drag finns kvar är spelet förlorat, men du kan fortfarande ångra.',
  ],
  fragments: {
    dealCastle: 'De fyra essen läggs ut som baskort på grundhögarna. Övriga 48 kort läggs i åtta rader med sex kort, fyra rader på varje sida.',
    dealStreets:
      'Essen tas inte ut i förväg: alla 52 kort läggs ut, sju i var och en av de fyra vänstra raderna och sex i var och en av de fyra högra. Ett ess går upp på sin grundhög när det blir fritt.',
    dealCitadel:
      'Essen ligger från början på grundhögarna. Övriga kort delas ut ett i taget till rad 1 till 8, varv efter varv; ett kort som passar på en grundhög när det delas ut läggs där i stället, så raderna blir olika långa, högst sex kort.',
    dealFortress: 'Essen tas inte ut i förväg. Tio rader läggs ut, fem på varje sida: den översta raden på varje sida får sex kort, de andra åtta får fem.',
    dealMasterpiece:
      'Essen ligger från början på grundhögarna. Tio rader läggs ut, fem på varje sida: den nedersta raden på varje sida är en hjälprad med fyra kort, de andra åtta är huvudrader med fem kort.',
    buildDownAnySuit: 'I raderna läggs ett kort på ett kort som är ett steg högre, oavsett färg: en sjua på vilken åtta som helst.',
    buildInSuit: 'I raderna läggs ett kort på ett kort i samma färg som är ett steg högre eller lägre: hjärter 7 på hjärter 6 eller hjärter 8.',
    buildMainInSuit:
      'I huvudraderna läggs ett kort på ett kort i samma färg som är ett steg högre eller lägre. En hjälprad tar aldrig emot kort; kort kan bara flyttas därifrån.',
    emptyAny: 'En tom rad kan fyllas med vilket fritt kort som helst.',
    emptyMainAny: 'En tom huvudrad kan fyllas med vilket fritt kort som helst.',
    emptyKing: 'En tom rad kan bara fyllas med en kung.',
    oneCell: 'Det finns en fri cell: vilket fritt kort som helst kan läggas där när den är tom, och kortet kan flyttas därifrån när som helst.',
    twoCells: 'Det finns två fria celler med plats för ett kort var: vilket fritt kort som helst kan läggas i en tom cell, och kortet kan flyttas därifrån när som helst.',
    masterpieceCell:
      'Det finns en fri cell: vilket fritt kort som helst kan läggas där när den är tom, men kortet kan bara tas därifrån när minst en hjälprad är tom.',
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
    'En följd (kort som vart och ett ligger på det kort det får läggas på) flyttas på en gång: ta upp eller dra dess innersta kort, eller tryck radens tangent igen för att ta ett kort till. Så många kort flyttas som (lediga celler + 1) × 2 upphöjt till antalet tomma rader räcker till; de går ändå ett i taget genom tomma rader och fria celler, och Ångra tar tillbaka hela följden i ett steg.',
  ],
};
