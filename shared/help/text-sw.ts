import type { HelpText } from './types';

// Sheria kwa Kiswahili, kwa maneno ya maandishi ya chanzo (misingi, mistari, ree, Tendua).
export const helpSw: HelpText = {
  common: [
    'Pakiti moja ya karata 52 inagawanywa zikiwa wazi, kwa hiyo kila karata inaonekana tangu mwanzo.',
    'Misingi minne, mmoja kwa kila aina, hupangwa kwa kupanda kwa aina yake kuanzia ree (A) hadi K. Karata iliyo kwenye msingi haiondoki huko.',
    'Mistari hupangwa kama mabawa upande wa kushoto na kulia wa misingi. Ni karata iliyo wazi mwishoni mwa kila mstari tu, iliyo mbali zaidi na misingi, inayoweza kusogezwa, karata moja kwa wakati.',
    'Unashinda karata zote 52 zikiwa kwenye misingi. Ikiwa hakuna hatua iliyobaki mchezo umepotea, lakini bado unaweza kutendua.',
  ],
  fragments: {
    dealCastle: 'Ree nne zinaanzia kwenye misingi. Karata nyingine 48 zinagawanywa katika mistari minane ya karata sita, minne kila upande.',
    dealStreets:
      'Ree hazitolewi kwanza: karata zote 52 zinagawanywa, saba kwa kila mmoja wa mistari minne ya kushoto na sita kwa kila mmoja wa mistari minne ya kulia. Ree huenda kwenye msingi wake ikiwa wazi.',
    dealCitadel:
      'Ree zinaanzia kwenye misingi. Karata nyingine zinagawanywa moja moja kwa mistari 1 hadi 8, tena na tena; karata inayofaa msingi inapogawanywa huenda huko badala yake, kwa hiyo mistari hailingani, na kila mmoja una karata sita au chache.',
    dealFortress: 'Ree hazitolewi kwanza. Kuna mistari kumi, mitano kila upande: mstari wa juu wa kila upande unapata karata sita, mingine minane inapata tano.',
    dealMasterpiece:
      'Ree zinaanzia kwenye misingi. Kuna mistari kumi, mitano kila upande: mstari wa chini wa kila upande ni mstari wa ziada wa karata nne, mingine minane ni mistari mikuu ya karata tano.',
    buildDownAnySuit: 'Kwenye mistari, karata huenda juu ya karata yenye namba moja zaidi, ya aina yoyote: 7 juu ya 8 yoyote.',
    buildInSuit: 'Kwenye mistari, karata huenda juu ya karata ya aina yake yenye namba moja zaidi au moja pungufu: 7 ya kopa juu ya 6 au 8 ya kopa.',
    buildMainInSuit:
      'Kwenye mistari mikuu, karata huenda juu ya karata ya aina yake yenye namba moja zaidi au moja pungufu. Mstari wa ziada haupokei karata; karata zinaweza kutoka humo tu.',
    emptyAny: 'Mstari ukiwa mtupu, karata yoyote iliyo wazi inaweza kuhamishiwa humo.',
    emptyMainAny: 'Mstari mkuu ukiwa mtupu, karata yoyote iliyo wazi inaweza kuhamishiwa humo.',
    emptyKing: 'Mstari ukiwa mtupu, ni K (mzungu wa nne) tu anayeweza kuhamishiwa humo.',
    oneCell: 'Kuna nafasi huru moja: karata yoyote iliyo wazi inaweza kuwekwa humo ikiwa tupu, na inaweza kutoka humo wakati wowote.',
    twoCells: 'Kuna nafasi huru mbili, kila moja ya karata moja: karata yoyote iliyo wazi inaweza kuwekwa kwenye nafasi tupu, na inaweza kutoka humo wakati wowote.',
    masterpieceCell:
      'Kuna nafasi huru moja: karata yoyote iliyo wazi inaweza kuwekwa humo ikiwa tupu, lakini karata yake inaweza kutoka humo tu wakati angalau mstari mmoja wa ziada ni mtupu.',
  },
  scoring: [
    'Pointi 5 kwa kila karata unayoipanga kwenye misingi. Karata zinazoanzia huko, au ambazo mgawo unaziweka huko, hazina pointi.',
    'Ukishinda unapata pointi 500 pamoja na bonasi ya muda: 1,200 ikipungua pointi moja kila sekunde, isiyoshuka chini ya 0.',
    'Tendua hurudisha pointi za hatua inazotendua. Saa inaanza na hatua ya kwanza na husimama mchezo ukisitishwa au dirisha likifichwa.',
  ],
  tips: [
    'Mistari mitupu ni ya thamani kubwa: ukiwa na mstari mtupu unaweza kuhamisha karata kando na kuchimbua iliyo chini yake.',
    'Kabla ya kusogeza karata, hakikisha huziki karata ndogo utakayoihitaji hivi karibuni.',
    'K (mzungu wa nne) anaweza kwenda kwenye misingi mwisho tu. K aliye mwishoni mwa mstari anauziba, kwa hiyo jaribu kuwahamisha K kwenye mistari mitupu.',
    'Mfuatano wa karata (kila karata juu ya ile inayoweza kuibeba) unahamishwa kwa mara moja: chukua au buruta karata yake ya ndani kabisa, au bonyeza tena kitufe cha mstari ili kuchukua karata moja zaidi. Karata zinazohamishwa ni kadiri (nafasi huru + 1) × 2 kwa kipeo cha idadi ya mistari mitupu zinavyoruhusu; bado zinapita moja moja kupitia mistari mitupu na nafasi huru, na Tendua inarudisha mfuatano mzima kwa hatua moja.',
  ],
};
