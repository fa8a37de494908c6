import type { HelpText } from './types';

// Sheria kwa Kiswahili, kwa maneno ya maandishi ya chanzo (misingi, mistari, ree, Tendua).
export const helpSw: HelpText = {
  common: ['Pakiti moja ya karata 52 inagawanywa zikiwa wazi, kwa hiyo kila karata inaonekana tangu mwanzo.'],
  ending: ['Unashinda karata zote 52 zikiwa kwenye misingi. Ikiwa hakuna hatua iliyobaki mchezo umepotea, lakini bado unaweza kutendua.'],
  decks: {
    2: { common: ['Pakiti mbili, karata 104, zinachanganywa pamoja na kugawanywa zikiwa wazi, kwa hiyo kila karata inaonekana tangu mwanzo. Karata mbili za namba moja na aina moja zinafanana: yoyote kati yao inafaa.'], ending: ['Unashinda karata zote 104 zikiwa kwenye misingi. Ikiwa hakuna hatua iliyobaki mchezo umepotea, lakini bado unaweza kutendua.'] },
    3: { common: ['Pakiti tatu, karata 156, zinachanganywa pamoja na kugawanywa zikiwa wazi, kwa hiyo kila karata inaonekana tangu mwanzo. Karata za namba moja na aina moja zinafanana: yoyote kati yao inafaa.'], ending: ['Unashinda karata zote 156 zikiwa kwenye misingi. Ikiwa hakuna hatua iliyobaki mchezo umepotea, lakini bado unaweza kutendua.'] },
    4: { common: ['Pakiti nne, karata 208, zinachanganywa pamoja na kugawanywa zikiwa wazi, kwa hiyo kila karata inaonekana tangu mwanzo. Karata za namba moja na aina moja zinafanana: yoyote kati yao inafaa.'], ending: ['Unashinda karata zote 208 zikiwa kwenye misingi. Ikiwa hakuna hatua iliyobaki mchezo umepotea, lakini bado unaweza kutendua.'] },
  },
  stockCommon: {
    2: ['Pakiti mbili, karata 104, zinachanganywa pamoja. Karata zinazogawanywa kwenye mistari ziko wazi, kwa hiyo unaweza kuziona zote; zilizobaki zinasubiri zikiwa kifudifudi katika fungu. Karata mbili za namba moja na aina moja zinafanana: yoyote kati yao inafaa.'],
    3: ['Pakiti tatu, karata 156, zinachanganywa pamoja. Karata zinazogawanywa kwenye mistari ziko wazi, kwa hiyo unaweza kuziona zote; zilizobaki zinasubiri zikiwa kifudifudi katika fungu. Karata za namba moja na aina moja zinafanana: yoyote kati yao inafaa.'],
    4: ['Pakiti nne, karata 208, zinachanganywa pamoja. Karata zinazogawanywa kwenye mistari ziko wazi, kwa hiyo unaweza kuziona zote; zilizobaki zinasubiri zikiwa kifudifudi katika fungu. Karata za namba moja na aina moja zinafanana: yoyote kati yao inafaa.'],
  },
  talonCommon: ['Pakiti mbili, karata 104, zinachanganywa pamoja. Karata zinazogawanywa kwenye mistari ziko wazi, kwa hiyo unaweza kuziona zote; nne za mwisho zinasubiri zikiwa kifudifudi katika rundo la kujazia. Karata mbili za namba moja na aina moja zinafanana: yoyote kati yao inafaa.'],
  fragments: {
    foundationsAce: 'Misingi minne, mmoja kwa kila aina, hupangwa kwa kupanda kwa aina yake kuanzia ree (A) hadi K.',
    foundationsChosen:
      'Misingi minne, mmoja kwa kila aina, hupangwa kwa kupanda kwa aina yake, kuanzia namba inayochaguliwa wakati wa mchezo: karata ya kwanza unayoiweka kwenye msingi, ya namba yoyote, ree ikiwemo, huamua namba ya kuanzia, na kila msingi mwingine lazima uanze na karata ya namba hiyo.',
    foundationWrap:
      'Msingi unaendelea baada ya K hadi ree, na kupanda hadi namba iliyo chini ya namba yake ya kuanzia: ukianza na 8, karata zinafuatana 8, 9, 10, mzungu wa pili, mzungu wa tatu, K, ree, 2, na kuendelea hadi 7.',
    foundationNever: 'Karata iliyo kwenye msingi haiondoki huko.',
    foundationTopCard: 'Karata ya juu ya msingi inaweza kurudishwa kwenye mstari au kwenye nafasi huru.',
    foundationTopCardReserve: 'Karata ya juu ya msingi inaweza kurudishwa kwenye mstari au kwenye akiba.',
    foundationAboveBase:
      'Karata ya juu ya msingi inaweza kurudishwa kwenye mstari, lakini kamwe si karata yake ya kuanzia: msingi ukishaanzishwa haubaki mtupu tena.',
    layoutWings: 'Mistari hupangwa kama mabawa upande wa kushoto na kulia wa misingi.',
    layoutLine: 'Misingi iko kando kwa kando juu, na mistari iko kando kwa kando chini yake, karata za kila mstari zikishuka chini.',
    dealCastle: 'Ree nne zinaanzia kwenye misingi. Karata nyingine 48 zinagawanywa katika mistari minane ya karata sita, minne kila upande.',
    dealStreets:
      'Ree hazitolewi kwanza: karata zote 52 zinagawanywa, saba kwa kila mmoja wa mistari minne ya kushoto na sita kwa kila mmoja wa mistari minne ya kulia. Ree inaweza kupelekwa kwenye msingi wake mara tu inapokuwa wazi.',
    dealCitadel:
      'Ree zinaanzia kwenye misingi. Karata nyingine zinagawanywa moja moja kwa mistari 1 hadi 8, tena na tena; karata inayofaa msingi inapogawanywa huenda huko badala yake, kwa hiyo mistari hailingani, na kila mmoja una karata sita au chache.',
    dealFortress: 'Ree hazitolewi kwanza. Kuna mistari kumi, mitano kila upande: mstari wa juu wa kila upande unapata karata sita, mingine minane inapata tano.',
    dealMasterpiece:
      'Ree zinaanzia kwenye misingi. Kuna mistari kumi, mitano kila upande: mstari wa chini wa kila upande ni mstari wa ziada wa karata nne, mingine minane ni mistari mikuu ya karata tano.',
    dealSelectiveCastle:
      'Misingi inaanza ikiwa mitupu. Karata zote 52 zinagawanywa, saba kwa kila mmoja wa mistari minne ya kushoto na sita kwa kila mmoja wa mistari minne ya kulia.',
    dealChessboard:
      'Misingi inaanza ikiwa mitupu. Karata zote 52 zinagawanywa katika mistari kumi: mistari miwili ya kushoto inapata karata sita, mingine minane inapata tano.',
    dealBastion: 'Misingi inaanza ikiwa mitupu. Kila mmoja wa mistari kumi unapata karata tano, na kila moja ya nafasi mbili inapata karata moja.',
    dealLightweight: 'Ree nane zinaanzia kwenye misingi minane. Karata nyingine 96 zinagawanywa katika mistari kumi na miwili ya karata nane.',
    dealIndolence: 'Hakuna karata inayoanzia kwenye misingi. Mistari minne ya mwisho, ya 9 hadi 12, ni akiba za karata kumi na tatu kila moja; karata nyingine 52 zinagawanywa saba kwa kila mmoja wa mistari ya 1 hadi 4 na sita kwa kila mmoja wa mistari ya 5 hadi 8.',
    dealRittenhouse: 'Hakuna karata inayoanzia kwenye misingi. Karata zinagawanywa mzunguko kwa mzunguko, moja kwa kila mmoja wa mistari tisa kwa zamu: mizunguko kumi na moja kamili, kisha karata moja kwa kila mmoja wa mistari ya 1 hadi 5. Baada ya kila mzunguko, kila karata inayoweza kwenda kwenye msingi huenda huko mara moja, kama wakati wa kucheza, kwa hiyo mistari hailingani.',
    dealZerline: 'Hakuna karata inayoanzia kwenye misingi. Kila mmoja wa mistari minane, minne kila upande, unapata karata tano. Karata nyingine 64 zinawekwa kifudifudi katika fungu, na mgawo unafunua ya kwanza kati yao na kuiweka kwenye rundo la wazi, kwa hiyo karata 63 zinabaki katika fungu.',
    dealZerline3Decks: 'Hakuna karata inayoanzia kwenye misingi. Kila mmoja wa mistari minane, minne kila upande, unapata karata tano. Karata nyingine 116 zinawekwa kifudifudi katika fungu, na mgawo unafunua ya kwanza kati yao na kuiweka kwenye rundo la wazi, kwa hiyo karata 115 zinabaki katika fungu.',
    dealSoother: 'Hakuna karata inayoanzia kwenye misingi. Kila mmoja wa mistari tisa unapata karata tano. Karata nyingine 163 zinawekwa kifudifudi katika fungu, na mgawo unafunua ya kwanza kati yao na kuiweka kwenye rundo la wazi, kwa hiyo karata 162 zinabaki katika fungu.',
    dealCastleMount: 'Ree kumi na mbili zinaanzia kwenye misingi kumi na miwili. Karata nyingine 144 zinagawanywa katika mistari kumi na miwili ya karata kumi na mbili.',
    dealPalace: 'Ree kumi na sita zinaanzia kwenye misingi kumi na sita. Karata nyingine 192 zinagawanywa katika mistari kumi na minane: mistari ya 1 hadi 12 inapata karata kumi na moja, ya 13 hadi 18 inapata kumi.',
    foundationsAceDecks: 'Kuna misingi minne kwa kila pakiti, kwa hiyo kila aina ina misingi kadhaa; kila msingi hupangwa kwa kupanda kwa aina yake kuanzia ree (A) hadi K, na karata inaweza kwenda kwenye msingi wowote wa aina yake unaoweza kuipokea.',
    foundationsAnySuitDecks: 'Misingi minane hupangwa kwa kupanda kuanzia ree (A) hadi K bila kujali aina: ree yoyote huanzisha msingi mtupu, na karata ya aina yoyote inaweza kwenda kwenye msingi ambao karata yake ya juu ina namba moja pungufu.',
    foundationsRittenhouse: 'Misingi minane hupangwa bila kujali aina: minne ya kwanza kwa kupanda kuanzia ree (A) hadi K, minne ya mwisho kwa kushuka kuanzia K hadi ree. Kila mstari unaweza kupeleka karata kwenye misingi fulani tu, misingi ikihesabiwa kuanzia kushoto: mstari wa 1 kwenye msingi wa 1 tu, mstari wa 2 kwenye msingi wa 2 tu, mstari wa 3 kwenye msingi wa 3 tu na mstari wa 4 kwenye msingi wa 4 tu; mstari wa katikati, wa 5, kwenye msingi wowote; mstari wa 6 kwenye msingi wa 5 tu, na kuendelea hivyo hadi mstari wa 9, unaopeleka kwenye msingi wa 8 tu.',
    foundationsKing: 'Kuna misingi minne kwa kila pakiti, kwa hiyo kila aina ina misingi kadhaa. Kila msingi huanza na K (mzungu wa nne) wa aina yake, kisha hupangwa kwa kupanda kwa aina yake kuanzia ree (A) hadi Q (mzungu wa tatu): K, ree, 2, 3 na kuendelea hadi Q. Karata inaweza kwenda kwenye msingi wowote wa aina yake unaoweza kuipokea.',
    foundationsChequers: 'Kuna misingi minane, miwili kwa kila aina: mmoja hupangwa kwa kupanda kwa aina yake kuanzia ree (A) hadi K, mwingine kwa kushuka kwa aina yake kuanzia K hadi ree. Karata ikiweza kwenda kwenye misingi yote miwili ya aina yake, unachagua wewe: iweke kwenye msingi unaoutaka; kwa kibodi, h huipeleka kwenye msingi wa aina yake unaoanza na ree, na g kwenye ule unaoanza na K.',
    foundationTopCardChequers: 'Karata ya juu ya msingi inaweza kurudishwa kwenye mstari, au kwenye msingi mwingine wa aina yake ukiweza kuipokea.',
    layoutGrid: 'Misingi iko kando kwa kando juu. Mistari 25 iko chini yake katika mraba wa tano kwa tano, karata za kila mstari zikielekea kulia, kwa hiyo karata iliyo wazi ya mstari ni ile iliyo mwisho wake wa kulia.',
    dealChequers: 'Hakuna karata inayoanzia kwenye misingi. Kila mmoja wa mistari 25 unapata karata nne, karata 100 kwa jumla; karata nne za mwisho zinawekwa kifudifudi katika rundo la kujazia.',
    talonRefills: 'Mstari ukiwa mtupu, karata inayofuata ya rundo la kujazia huujaza mara moja, yenyewe; Tendua hurudisha hatua pamoja na karata iliyoujaza mstari. Kubofya rundo la kujazia hakufanyi chochote. Rundo la kujazia likiisha, mstari ukiwa mtupu unabaki mtupu, na karata yoyote inaweza kuhamishiwa humo.',
    hiddenTalon: 'Mpangilio wa rundo la kujazia umefichwa kwako, kwa hiyo wakati bado lina karata, hukumu ya iwapo mchezo bado unashindika, Dokezo na Tazama kitatuzi vimezimwa, na vinasema hivyo: vingelazimika kuangalia karata zilizo kifudifudi. Rundo la kujazia likiisha, kila karata inaonekana, na vinafanya kazi tena. Lakini Mchezo mpya na “Gawa migawo inayoshindika tu”, pamoja na Mgawo wa kila siku, huangalia mgawo mzima, rundo la kujazia likiwemo: mgawo kama huo unashindika, ingawa labda ni kwa mchezaji aliyejua mpangilio wa rundo la kujazia tu.',
    moveRunsSameSuit: 'Karata iliyo wazi mwishoni mwa mstari, iliyo mbali zaidi na misingi, inaweza kusogezwa, na pia mfuatano unaoishia nayo: karata za aina moja, kila moja ikiwa na namba moja pungufu ya karata iliyo chini yake, huhamishwa pamoja, kwa hatua moja, juu ya karata ya aina yoyote yenye namba moja zaidi ya karata ya ndani kabisa ya mfuatano, au kwenye mstari mtupu.',
    firstToFoundation: 'Hatua ya kwanza lazima iweke karata kwenye msingi: hadi namba ya kuanzia iwe imeamuliwa, hakuna mstari unaopokea karata.',
    moveOne: 'Ni karata iliyo wazi mwishoni mwa kila mstari tu, iliyo mbali zaidi na misingi, inayoweza kusogezwa, karata moja kwa wakati.',
    moveRunsDown:
      'Karata iliyo wazi mwishoni mwa mstari, iliyo mbali zaidi na misingi, inaweza kusogezwa, na pia mfuatano unaoishia nayo: karata ambazo kila moja iko juu ya karata inayoweza kuibeba huhamishwa pamoja, kwa hatua moja, juu ya karata inayoweza kubeba karata ya ndani kabisa ya mfuatano, au kwenye mstari mtupu unaoipokea.',
    moveRunsInSuit:
      'Karata iliyo wazi mwishoni mwa mstari, iliyo mbali zaidi na misingi, inaweza kusogezwa, na pia mfuatano unaoishia nayo: karata za aina moja, kila moja ikiwa namba moja zaidi ya iliyo chini yake au kila moja namba moja pungufu, huhamishwa pamoja kwa hatua moja. Mfuatano huenda juu ya karata inayouendeleza upande uleule, au kwenye mstari mtupu: 5, 6, 7 za kopa, zikipanda kuanzia 5, juu ya 4 ya kopa; 7, 6, 5 za kopa, zikishuka, juu ya 8 ya kopa.',
    buildDownAnySuit: 'Kwenye mistari, karata huenda juu ya karata yenye namba moja zaidi, ya aina yoyote: 7 juu ya 8 yoyote.',
    buildInSuit: 'Kwenye mistari, karata huenda juu ya karata ya aina yake yenye namba moja zaidi au moja pungufu: 7 ya kopa juu ya 6 au 8 ya kopa.',
    buildDownAnySuitWrap:
      'Kwenye mistari, karata huenda juu ya karata yenye namba moja zaidi, ya aina yoyote: 7 juu ya 8 yoyote. K na ree huhesabiwa kuwa jirani, kwa hiyo K anaweza kwenda juu ya ree yoyote.',
    buildInSuitWrap:
      'Kwenye mistari, karata huenda juu ya karata ya aina yake yenye namba moja zaidi au moja pungufu: 7 ya kopa juu ya 6 au 8 ya kopa. K na ree huhesabiwa kuwa jirani, kwa hiyo K anaweza kwenda juu ya ree ya aina yake, na ree juu ya K wa aina yake.',
    buildAltColourWrap:
      'Kwenye mistari, karata nyekundu huenda juu ya karata nyeusi na nyeusi juu ya nyekundu, yenye namba moja zaidi au moja pungufu: 7 nyekundu juu ya 6 au 8 nyeusi. K na ree huhesabiwa kuwa jirani, kwa hiyo K mwekundu anaweza kwenda juu ya ree nyeusi, na ree nyekundu juu ya K mweusi.',
    buildUpOrDownAnySuit: 'Kwenye mistari, karata huenda juu ya karata yenye namba moja zaidi au moja pungufu, ya aina yoyote: 7 juu ya 6 au 8 yoyote. K na ree si jirani.',
    buildMainInSuit:
      'Kwenye mistari mikuu, karata huenda juu ya karata ya aina yake yenye namba moja zaidi au moja pungufu. Mstari wa ziada haupokei karata; karata zinaweza kutoka humo tu.',
    emptyAny: 'Mstari ukiwa mtupu, karata yoyote iliyo wazi inaweza kuhamishiwa humo.',
    emptyMainAny: 'Mstari mkuu ukiwa mtupu, karata yoyote iliyo wazi inaweza kuhamishiwa humo.',
    emptyKing: 'Mstari ukiwa mtupu, ni K (mzungu wa nne) tu anayeweza kuhamishiwa humo.',
    emptyQueen: 'Mstari ukiwa mtupu, ni Q (mzungu wa tatu) tu anayeweza kuhamishiwa humo.',
    oneCell: 'Kuna nafasi huru moja: karata yoyote iliyo wazi inaweza kuwekwa humo ikiwa tupu, na inaweza kutoka humo wakati wowote.',
    twoCells: 'Kuna nafasi huru mbili, kila moja ya karata moja: karata yoyote iliyo wazi inaweza kuwekwa kwenye nafasi tupu, na inaweza kutoka humo wakati wowote.',
    twoCellsDealt:
      'Nafasi hizo mbili ni nafasi huru, kila moja ya karata moja: karata zake zinaweza kutoka humo wakati wowote, na karata yoyote iliyo wazi inaweza kuwekwa kwenye nafasi tupu.',
    twoReserves:
      'Nafasi hizo mbili ni za akiba, si nafasi huru: karata ya akiba inaweza kuchezwa kwenye mstari au kwenye msingi, lakini hakuna karata inayoweza kuwekwa kwenye nafasi ya akiba, hata ikiwa tupu.',
    masterpieceCell:
      'Kuna nafasi huru moja: karata yoyote iliyo wazi inaweza kuwekwa humo ikiwa tupu, lakini karata yake inaweza kutoka humo tu wakati angalau mstari mmoja wa ziada ni mtupu.',
    reservesAsRows: 'Akiba hutoa tu: karata iliyo wazi ya akiba inaweza kuchezwa kwenye mstari au kwenye msingi, lakini hakuna karata inayoweza kuwekwa kwenye akiba, hata ikiwa tupu. Zimepangwa kama mistari, kwa hiyo kila karata ndani yake inaonekana.',
    reserveOfFour: 'Kuna akiba moja, rundo linaloweza kushika hadi karata nne. Hupokea karata iliyo wazi mwishoni mwa mstari, moja kwa wakati, lakini kamwe si karata ya rundo la wazi; karata yake ya juu inaweza kuchezwa kwenye mstari au kwenye msingi.',
    reserveOfSix: 'Kuna akiba moja, rundo linaloweza kushika hadi karata sita. Hupokea karata iliyo wazi mwishoni mwa mstari, moja kwa wakati, lakini kamwe si karata ya rundo la wazi; karata yake ya juu inaweza kuchezwa kwenye mstari au kwenye msingi.',
    reserveOfEightAny: 'Kuna akiba moja, rundo linaloweza kushika hadi karata nane. Hupokea karata moja kwa wakati kutoka kwenye rundo lolote isipokuwa fungu: karata iliyo wazi mwishoni mwa mstari, karata ya juu ya rundo la wazi au karata ya juu ya msingi; karata yake ya juu inaweza kuchezwa kwenye mstari au kwenye msingi.',
    stockToWaste: 'Bofya fungu ili kufunua karata yake inayofuata na kuiweka kwenye rundo la wazi, moja kwa wakati. Karata ya juu ya rundo la wazi inaweza kuchezwa kwenye mstari au kwenye msingi. Fungu hupitiwa mara moja tu: likiisha, linabaki tupu.',
    hiddenStock: 'Mpangilio wa fungu umefichwa kwako, kwa hiyo katika mchezo huu hukumu ya iwapo mchezo bado unashindika, Dokezo na Tazama kitatuzi vimezimwa, na vinasema hivyo: vingelazimika kuangalia karata zilizo kifudifudi. Lakini Mchezo mpya na “Gawa migawo inayoshindika tu”, pamoja na Mgawo wa kila siku, huangalia mgawo mzima, fungu likiwemo: mgawo kama huo unashindika, ingawa labda ni kwa mchezaji aliyejua mpangilio wa fungu tu.',
    compulsoryHome: 'Kupeleka karata kwenye misingi ni lazima: karata iliyo wazi mwishoni mwa mstari ikiweza kwenda kwenye msingi unaoruhusiwa kwa mstari huo, huenda huko mara moja, yenyewe, kabla ya hatua nyingine yoyote. Mistari huangaliwa kuanzia kushoto kwenda kulia, na kila karata huenda kwenye msingi wa kwanza, kuanzia kushoto, unaoweza kuipokea. Tendua hurudisha hatua pamoja na karata zilizokwenda kwenye misingi baada yake.',
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
  ],
  runTips: {
    cellsAndRows:
      'Mfuatano wa karata (kila karata juu ya ile inayoweza kuibeba) unahamishwa kwa mara moja: chukua au buruta karata yake ya ndani kabisa, au bonyeza tena kitufe cha mstari ili kuchukua karata moja zaidi. Karata zinazohamishwa ni kadiri (nafasi huru + 1) × 2 kwa kipeo cha idadi ya mistari mitupu zinavyoruhusu; bado zinapita moja moja kupitia mistari mitupu na nafasi huru, na Tendua inarudisha mfuatano mzima kwa hatua moja.',
    rows: 'Mfuatano wa karata (kila karata juu ya ile inayoweza kuibeba) unahamishwa kwa mara moja: chukua au buruta karata yake ya ndani kabisa, au bonyeza tena kitufe cha mstari ili kuchukua karata moja zaidi. Karata zinazohamishwa ni kadiri 2 kwa kipeo cha idadi ya mistari mitupu zinavyoruhusu: karata moja bila mstari mtupu, mbili ukiwa na mmoja, nne ukiwa na miwili; bado zinapita moja moja kupitia mistari mitupu, na Tendua inarudisha mfuatano mzima kwa hatua moja.',
    cells: 'Mfuatano wa karata (kila karata juu ya ile inayoweza kuibeba) unahamishwa kwa mara moja: chukua au buruta karata yake ya ndani kabisa, au bonyeza tena kitufe cha mstari ili kuchukua karata moja zaidi. Karata zinazohamishwa ni kadiri nafasi huru + 1 zinavyoruhusu; bado zinapita moja moja kupitia nafasi huru, na Tendua inarudisha mfuatano mzima kwa hatua moja.',
    whole:
      'Mfuatano wa karata unahamishwa kwa mara moja: chukua au buruta karata yake ya ndani kabisa, au bonyeza tena kitufe cha mstari ili kuchukua karata moja zaidi. Hata mfuatano ukiwa mrefu kiasi gani, unahamishwa kwa hatua moja, na Tendua inaurudisha kwa hatua moja.',
  },
};
