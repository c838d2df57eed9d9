/**
 * Stop words and stemmers per survey language (the languages of `projects/countries.ts`). Words
 * arrive lower case with accents stripped (`matchForm`), so the lists below are written that way
 * too. English uses Porter; German, French, Spanish, Italian, Portuguese and Dutch a light
 * suffix stripper (plural, gender, common derivational endings), enough to bring 'Lieferung' and
 * 'Lieferungen' or 'livraison' and 'livraisons' together; other languages keep whole words and
 * drop only their most frequent function words where listed.
 */
import { porterStem } from './porter.ts';

const words = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

const STOP_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: words(`a about above after again against all also am an and any are aren as at be because
    been before being below between both but by can cannot could couldn did didn do does doesn
    doing don down during each even every few for from further get got had hadn has hasn have
    haven having he her here hers herself him himself his how however i if in into is isn it its
    itself just ll me more most much my myself no nor not now of off on once only or other ought
    our ours ourselves out over own quite rather re really same shan she should shouldn so some
    still such than that the their theirs them themselves then there these they this those
    through to too under until up us ve very was wasn we were weren what when where which while
    who whom why will with won would wouldn yes yet you your yours yourself yourselves thing
    things think lot bit maybe overall honestly basically well though thanks thank please usual
    anyway`),
  de: words(`aber alle allem allen aller alles als also am an ander andere anderem anderen anderer
    anderes auch auf aus bei bin bis bist da damit dann das dass dein deine dem den der des dessen
    dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein eine einem einen
    einer eines er es etwas euch euer eure fur gegen gewesen hab habe haben hat hatte hatten hier
    hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer im in ist ja jede jedem jeden jeder
    jedes kann kein keine keinem keinen man manche mein meine mich mir mit muss nach nicht nichts
    noch nun nur ob oder ohne sehr sein seine sich sie sind so solche soll sollte sondern sonst
    uber um und uns unser unter viel vom von vor war waren warst was weil welche wenn werde werden
    wie wieder will wir wird wo wollen wurde wurden zu zum zur zwar zwischen`),
  fr: words(`ai aie as au aux avec avoir avons ce ceci cela ces cet cette chez comme dans de des du
    elle elles en est et etaient etait ete etre eu eux il ils je la le les leur leurs lui ma mais
    me meme mes moi mon ne nos notre nous on ont ou par pas plus pour qu que quel quelle qui sa
    sans se ses si son sont sur ta te tes toi ton tous tout tres tu un une vos votre vous aussi
    bien fait faire peu trop`),
  es: words(`a al algo algunos ante antes como con contra cual cuando de del desde donde durante e
    el ella ellas ellos en entre era eres es esa esas ese eso esos esta estaba estas este esto
    estos fue fueron ha han hay la las le les lo los mas me mi mis mucho muy nada ni no nos
    nosotros o os otra otro para pero poco por porque que quien se sea ser si sin sobre son su sus
    tambien te tiene tengo todo todos tu tus un una uno unos y ya yo`),
  it: words(`a ad al alla alle allo agli ai anche avere ci come con cosa da dal dalla dei del della
    delle dello di e ed era essere fa gli ha hanno ho i il in io la le lei lo loro lui ma mi mia
    mio molto ne nel nella nelle nei no noi non o per perche piu poco questa questo quella quello
    se si sia sono su sua suo sul sulla ti tra troppo tu tutto tutti un una uno vi voi`),
  pt: words(`a ao aos as com como da das de do dos e ela elas ele eles em entre era esta este eu
    foi ha isso isto ja lhe mais mas me meu minha muito na nao nas nem no nos o os ou para pela
    pelo por porque pouco que quem se sem ser seu sua so sou tambem te tem tu um uma voce`),
  nl: words(`aan al alles als altijd andere ben bij daar dan dat de der deze die dit doch doen door
    dus een eens en er ge geen geweest haar had heb hebben heeft hem het hier hij hoe hun ik in is
    ja je kan kon kunnen maar me meer men met mij mijn moet na naar niet niets nog nu of om omdat
    ons ook op over reeds te tegen toch toen tot u uit uw van veel voor want waren was wat we wel
    werd wezen wie wij wil worden zal ze zei zelf zich zij zijn zo zonder zou heel erg`),
  da: words(`af alle at da de den der det du eller en er et for fra har hun i ikke jeg kan med men
    meget min mig og om paa sig som til var vi`),
  sv: words(`att av de den det du en er ett for fran har i inte jag kan med men mig min mycket och
    om pa sig som till var vi`),
  nb: words(`av de den det du en er et for fra har hun i ikke jeg kan med men meg min mye og om pa
    seg som til var vi`),
};

const SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  de: [
    'ungen',
    'heiten',
    'keiten',
    'heit',
    'keit',
    'ung',
    'ern',
    'em',
    'en',
    'er',
    'es',
    'e',
    's',
    'n',
  ],
  fr: [
    'issements',
    'issement',
    'ements',
    'ement',
    'ations',
    'ation',
    'euses',
    'euse',
    'eux',
    'ites',
    'ite',
    'ives',
    'ive',
    'ees',
    'ee',
    'es',
    'er',
    'ez',
    'e',
    's',
    'x',
  ],
  es: [
    'amientos',
    'amiento',
    'aciones',
    'acion',
    'mente',
    'idades',
    'idad',
    'ables',
    'able',
    'ados',
    'adas',
    'ado',
    'ada',
    'idos',
    'idas',
    'ido',
    'ida',
    'ar',
    'er',
    'ir',
    'os',
    'as',
    'es',
    'o',
    'a',
    'e',
    's',
  ],
  pt: [
    'amentos',
    'amento',
    'acoes',
    'acao',
    'mente',
    'idades',
    'idade',
    'ados',
    'adas',
    'ado',
    'ada',
    'idos',
    'idas',
    'ido',
    'ida',
    'ar',
    'er',
    'ir',
    'os',
    'as',
    'es',
    'o',
    'a',
    'e',
    's',
  ],
  it: [
    'amenti',
    'amento',
    'azioni',
    'azione',
    'mente',
    'ivi',
    'ive',
    'ivo',
    'iva',
    'are',
    'ere',
    'ire',
    'ato',
    'ata',
    'ati',
    'ate',
    'ito',
    'ita',
    'i',
    'e',
    'o',
    'a',
  ],
  nl: ['heden', 'heid', 'ingen', 'ing', 'lijk', 'en', 'er', 'e', 's'],
};

/** A light stemmer keeps at least this many letters: 'des' must not become 'd'. */
const MIN_STEM = 3;

function lightStem(word: string, suffixes: readonly string[]): string {
  for (const suffix of suffixes) {
    if (word.length - suffix.length >= MIN_STEM && word.endsWith(suffix)) {
      return word.slice(0, word.length - suffix.length);
    }
  }
  return word;
}

/** Languages written without spaces between words: split by the runtime's word segmenter. */
export const SEGMENTED_LANGUAGES: ReadonlySet<string> = new Set(['zh', 'ja', 'th', 'ko']);

export interface LanguageRules {
  language: string;
  isStopWord(matchForm: string): boolean;
  stem(matchForm: string): string;
}

const EMPTY: ReadonlySet<string> = new Set();

/** Stop words and stemmer of an ISO 639-1 language; unknown languages keep every word whole. */
export function languageRules(language: string): LanguageRules {
  const code = language.toLowerCase().slice(0, 2);
  const stops = STOP_WORDS[code] ?? EMPTY;
  const suffixes = SUFFIXES[code] ?? null;
  const stem =
    code === 'en'
      ? (w: string) => (/^[a-z]+$/.test(w) ? porterStem(w) : w)
      : suffixes
        ? (w: string) => lightStem(w, suffixes)
        : (w: string) => w;
  return { language: code, isStopWord: (w) => stops.has(w), stem };
}
