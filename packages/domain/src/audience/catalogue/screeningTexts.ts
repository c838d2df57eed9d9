/**
 * The standard criteria's screening texts in the respondents' languages (issue 37 §1 "audience
 * texts"). A standard criterion is the product's own question, so its words are the product's, kept
 * here beside the catalogue; a custom screening question is the researcher's own text in its
 * market's audience (each market has its own), written in that market's language. Keys: the
 * criterion code for its question, `{criterion code}.{option code}` for an option. A text with no
 * entry here keeps the catalogue's English (the languages and criteria not yet covered are listed
 * in docs/decisions/spec-gaps.md, s24-mmflow). Region names are already the country's own.
 */
type Texts = Readonly<Record<string, string>>;

// French puts a no-break space before '?'.
const Q = '\u00a0?';

const DE: Texts = {
  age: 'Wie alt sind Sie?',
  gender: 'Welche der folgenden Angaben beschreibt Ihr Geschlecht am besten?',
  'gender.male': 'Männlich',
  'gender.female': 'Weiblich',
  'gender.another': 'Auf andere Weise',
  'gender.prefer_not_to_say': 'Keine Angabe',
  marital_status: 'Wie ist Ihr Familienstand?',
  'marital_status.single': 'Ledig, nie verheiratet',
  'marital_status.married': 'Verheiratet oder in eingetragener Partnerschaft',
  'marital_status.cohabiting': 'In einer Lebensgemeinschaft',
  'marital_status.separated': 'Getrennt lebend',
  'marital_status.divorced': 'Geschieden',
  'marital_status.widowed': 'Verwitwet',
  education: 'Was ist Ihr höchster Bildungsabschluss?',
  'education.none': 'Kein Abschluss',
  'education.primary': 'Grundschule',
  'education.secondary': 'Weiterführende Schule',
  'education.vocational': 'Berufsausbildung oder Fachschulabschluss',
  'education.bachelor': 'Bachelor oder gleichwertiger Abschluss',
  'education.master': 'Master oder gleichwertiger Abschluss',
  'education.doctorate': 'Promotion',
  region: 'In welcher Region wohnen Sie?',
  urbanicity: 'Welche Beschreibung trifft am besten auf Ihre Wohngegend zu?',
  'urbanicity.urban': 'Städtisch (eine Stadt oder größere Gemeinde)',
  'urbanicity.suburban': 'Vorstädtisch',
  'urbanicity.rural': 'Ländlich (ein Dorf oder auf dem Land)',
  household_size: 'Wie viele Personen leben in Ihrem Haushalt, Sie selbst eingeschlossen?',
  'household_size.6_plus': '6 oder mehr',
  children_in_household: 'Wie viele Kinder unter 18 Jahren leben in Ihrem Haushalt?',
  'children_in_household.0': 'Keine',
  'children_in_household.3_plus': '3 oder mehr',
  household_income: 'Wie hoch ist das jährliche Bruttoeinkommen Ihres Haushalts?',
  home_ownership: 'Welche der folgenden Angaben beschreibt Ihre Wohnsituation am besten?',
  'home_ownership.own_outright': 'Eigentum, abbezahlt',
  'home_ownership.own_mortgage': 'Eigentum mit Hypothek oder Kredit',
  'home_ownership.rent': 'Zur Miete',
  'home_ownership.family': 'Bei der Familie oder mietfrei',
  'home_ownership.other': 'Sonstiges',
  pets: 'Welche Haustiere leben in Ihrem Haushalt?',
  'pets.dog': 'Hund',
  'pets.cat': 'Katze',
  'pets.fish': 'Fisch',
  'pets.bird': 'Vogel',
  'pets.small_mammal': 'Kaninchen, Hamster oder anderes Kleintier',
  'pets.reptile': 'Reptil',
  'pets.other': 'Anderes Haustier',
  'pets.none': 'Keine Haustiere',
};

const FR: Texts = {
  age: `Quel âge avez-vous${Q}`,
  gender: `Laquelle des propositions suivantes décrit le mieux votre genre${Q}`,
  'gender.male': 'Homme',
  'gender.female': 'Femme',
  'gender.another': 'D’une autre manière',
  'gender.prefer_not_to_say': 'Je préfère ne pas répondre',
  marital_status: `Quelle est votre situation familiale${Q}`,
  'marital_status.single': 'Célibataire, jamais marié(e)',
  'marital_status.married': 'Marié(e) ou pacsé(e)',
  'marital_status.cohabiting': 'En concubinage',
  'marital_status.separated': 'Séparé(e)',
  'marital_status.divorced': 'Divorcé(e)',
  'marital_status.widowed': 'Veuf ou veuve',
  education: `Quel est le plus haut niveau d’études que vous avez atteint${Q}`,
  'education.none': 'Aucun diplôme',
  'education.primary': 'École primaire',
  'education.secondary': 'Enseignement secondaire',
  'education.vocational': 'Diplôme professionnel ou technique',
  'education.bachelor': 'Licence ou équivalent',
  'education.master': 'Master ou équivalent',
  'education.doctorate': 'Doctorat',
  region: `Dans quelle région habitez-vous${Q}`,
  urbanicity: `Lequel décrit le mieux l’endroit où vous habitez${Q}`,
  'urbanicity.urban': 'Urbain (une ville ou une grande agglomération)',
  'urbanicity.suburban': 'Périurbain',
  'urbanicity.rural': 'Rural (un village ou la campagne)',
  household_size: `Combien de personnes vivent dans votre foyer, vous compris${Q}`,
  'household_size.6_plus': '6 ou plus',
  children_in_household: `Combien d’enfants de moins de 18 ans vivent dans votre foyer${Q}`,
  'children_in_household.0': 'Aucun',
  'children_in_household.3_plus': '3 ou plus',
  household_income: `Quel est le revenu annuel brut total de votre foyer${Q}`,
  home_ownership: `Laquelle des propositions suivantes décrit le mieux votre logement${Q}`,
  'home_ownership.own_outright': 'Propriétaire sans emprunt',
  'home_ownership.own_mortgage': 'Propriétaire avec un emprunt',
  'home_ownership.rent': 'Locataire',
  'home_ownership.family': 'Hébergé(e) par la famille ou à titre gratuit',
  'home_ownership.other': 'Autre',
  pets: `Quels animaux de compagnie vivent dans votre foyer${Q}`,
  'pets.dog': 'Chien',
  'pets.cat': 'Chat',
  'pets.fish': 'Poisson',
  'pets.bird': 'Oiseau',
  'pets.small_mammal': 'Lapin, hamster ou autre petit mammifère',
  'pets.reptile': 'Reptile',
  'pets.other': 'Autre animal',
  'pets.none': 'Aucun animal',
};

const BY_LANGUAGE: Readonly<Record<string, Texts>> = { de: DE, fr: FR };

/** The question text of a standard criterion in `language`, or null (keep the catalogue's). */
export function screeningQuestionText(language: string, criterionCode: string): string | null {
  return BY_LANGUAGE[language]?.[criterionCode] ?? null;
}

/** The text of a standard criterion's option in `language`, or null (keep the catalogue's). */
export function screeningOptionText(
  language: string,
  criterionCode: string,
  optionCode: string,
): string | null {
  return BY_LANGUAGE[language]?.[`${criterionCode}.${optionCode}`] ?? null;
}
