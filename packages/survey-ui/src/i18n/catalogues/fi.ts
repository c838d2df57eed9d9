/**
 * Finnish; instructions in the plain imperative Finnish surveys use. Finnish case endings on a
 * number ('{n} vastausta') are partitive after every number above one, so digits read naturally.
 */
import type { RunnerCatalogue } from '../messages.ts';

export const catalogue: RunnerCatalogue = {
  lang: 'fi',
  dir: 'ltr',
  texts: {
    selectOne: 'Valitse yksi vastaus',
    selectAll: 'Valitse kaikki sopivat',
    selectOnePerRow: 'Valitse yksi vastaus kullekin riville',
    dragToRate: 'Arvioi vetämällä painiketta',
    enterAnswer: 'Kirjoita vastauksesi alla olevaan kenttään',
    tapToSelect: 'VALITSE NAPAUTTAMALLA',
    dragToReorder: 'JÄRJESTÄ VETÄMÄLLÄ',
    tapToRemove: 'POISTA NAPAUTTAMALLA',
    reorderItem: 'Siirrä: {label}, sija {rank}/{count}',
    movedTo: '{label} siirretty sijalle {position}',
    removeItem: 'Poista {label} järjestyksestä',
    blankOption: 'Vaihtoehto {n}',
    blankRow: 'Rivi {n}',
    blankColumn: 'Sarake {n}',
    pleaseSpecify: 'Tarkenna',
    specifyItem: '{label}: tarkenna',
    watchVideo: 'Katso video',
    dontKnow: 'En osaa sanoa',
    preferNotToSay: 'En halua vastata',
    noneOfThese: 'Ei mikään näistä',
    answerQuestion: 'Vastaa kysymykseen.',
    requiredChoice: 'Valitse vastaus.',
    requiredRanked: 'Aseta vaihtoehdot järjestykseen.',
    requiredMatrix: 'Vastaa jokaiseen riviin.',
    requiredText: 'Kirjoita vastauksesi.',
    requiredScale: 'Anna arviosi liikuttamalla liukusäädintä.',
    exclusive: 'Vaihtoehtoa ”{label}” ei voi yhdistää muihin vastauksiin.',
    textRequired: 'Kerro tarkemmin kentässä.',
    tooManySingle: 'Valitse vain yksi vastaus.',
    tooManyPerRow: 'Valitse vain yksi vastaus kullekin riville.',
    rankAll: 'Aseta kaikki vaihtoehdot järjestykseen.',
    outOfRange: 'Valitse arvo väliltä {min}–{max}.',
    notAnOption: 'Vastaus ei ole yksi vaihtoehdoista.',
    wrongKind: 'Vastaus ei sovi kysymykseen.',
    formatNumeric: 'Anna numero.',
    formatPositiveInteger: 'Anna nollaa suurempi kokonaisluku.',
    formatInteger: 'Anna kokonaisluku.',
    formatPostcodeSector: 'Anna postinumeroalue, esimerkiksi SW1A 1.',
    formatPostcodeFull: 'Anna koko postinumero, esimerkiksi SW1A 1AA.',
    formatAlphanumeric: 'Käytä vain kirjaimia, numeroita ja välilyöntejä.',
    formatEmail: 'Anna sähköpostiosoite, esimerkiksi name@example.com.',
    previewBanner: 'Esikatselu: vastauksia ei tallenneta',
    loading: 'Ladataan…',
    saving: 'Tallennetaan…',
    reconnecting: 'Yhdistetään uudelleen…',
    progress: 'Kyselyn edistyminen',
    next: 'Seuraava',
    takingYouBack: 'Sinut ohjataan takaisin hetken kuluttua…',
    continueNow: 'Jatka nyt',
  },
  plurals: {
    selectUpTo: {
      one: 'Valitse enintään {n} vastaus',
      other: 'Valitse enintään {n} vastausta',
    },
    selectBetween: { other: 'Valitse {min}–{max} vastausta' },
    tooManyUpTo: {
      one: 'Valitse enintään {max} vastaus.',
      other: 'Valitse enintään {max} vastausta.',
    },
    betweenProblem: { other: 'Valitse {min}–{max} vastausta.' },
    rankTop: {
      one: 'Valitse tärkein vaihtoehtosi.',
      other: 'Aseta {n} tärkeintä vaihtoehtoasi järjestykseen.',
    },
    rankOnlyTop: {
      one: 'Valitse vain tärkein vaihtoehtosi.',
      other: 'Aseta järjestykseen vain {n} tärkeintä vaihtoehtoasi.',
    },
    tooLongOption: {
      one: 'Käytä enintään {limit} merkki.',
      other: 'Käytä enintään {limit} merkkiä.',
    },
    tooLongText: {
      one: 'Vastauksesi saa olla enintään {limit} merkin pituinen.',
      other: 'Vastauksesi saa olla enintään {limit} merkin pituinen.',
    },
  },
  endings: {
    complete: {
      title: 'Kiitos!',
      body: 'Vastauksesi on tallennettu. Voit nyt sulkea tämän sivun.',
    },
    screened_out: {
      title: 'Kiitos ajastasi',
      body: 'Valitettavasti et kuulu tämän kyselyn kohderyhmään, joten kysely päättyy tähän.',
    },
    quota_full: {
      title: 'Kiitos ajastasi',
      body: 'Kyselyyn on jo saatu riittävästi vastauksia kaltaisiltasi vastaajilta, joten kysely päättyy tähän.',
    },
    dropped: {
      title: 'Kysely on päättynyt',
      body: 'Tämä istunto suljettiin ennen kuin se oli valmis. Vastauksia ei enää tarvita.',
    },
    not_open: {
      title: 'Kysely ei ole avoinna',
      body: 'Kysely ei ota vastaan vastauksia juuri nyt. Yritä myöhemmin uudelleen.',
    },
    invalid_link: {
      title: 'Linkki ei ole kelvollinen',
      body: 'Kyselyn linkki ei ole kelvollinen. Käytä koko saamaasi linkkiä.',
    },
    preview_link: {
      title: 'Avaa esikatselu uudelleen',
      body: 'Esikatselun linkki on vanhentunut tai puutteellinen. Avaa esikatselu uudelleen hallintapaneelista.',
    },
    failed: {
      title: 'Jokin meni vikaan',
      body: 'Kyselyä ei voitu ladata. Yritä uudelleen lataamalla sivu uudelleen.',
    },
  },
};
