// The weekly digest's words per edition (issue 46 item 7). The digest goes out in each edition's
// language; an edition without its own strings here gets the default English ones (an edition is a
// row an admin adds, so its mail must never fail for want of a translation). The English strings
// are the ones the digest has always used.

export interface DigestStrings {
  /** Subject with the week's most read title. */
  subject: (title: string) => string;
  /** Subject of a week without articles (previews only: such a week sends nothing). */
  emptySubject: (week: string) => string;
  heading: string;
  intro: string;
  everything: string;
  forYouHeading: string;
  forYouIntro: string;
  footer: string;
  unsubscribe: string;
  preferences: string;
}

const en: DigestStrings = {
  subject: (title) => `Savepoint weekly: ${title}`,
  emptySubject: (week) => `Savepoint weekly (${week})`,
  heading: 'This week on Savepoint',
  intro: "The week's stories, most read first.",
  everything: 'Everything on Savepoint',
  forYouHeading: 'For you',
  forYouIntro: 'New this week from what you follow.',
  footer: 'You receive this because you subscribed to the Savepoint newsletter.',
  unsubscribe: 'Unsubscribe',
  preferences: 'Preferences',
};

const de: DigestStrings = {
  subject: (title) => `Savepoint Wochenrückblick: ${title}`,
  emptySubject: (week) => `Savepoint Wochenrückblick (${week})`,
  heading: 'Diese Woche bei Savepoint',
  intro: 'Die Geschichten der Woche, die meistgelesenen zuerst.',
  everything: 'Alles auf Savepoint',
  forYouHeading: 'Für dich',
  forYouIntro: 'Neu diese Woche aus dem, dem du folgst.',
  footer: 'Du erhältst diese E-Mail, weil du den Savepoint-Newsletter abonniert hast.',
  unsubscribe: 'Abbestellen',
  preferences: 'Einstellungen',
};

const es: DigestStrings = {
  subject: (title) => `Savepoint semanal: ${title}`,
  emptySubject: (week) => `Savepoint semanal (${week})`,
  heading: 'Esta semana en Savepoint',
  intro: 'Las historias de la semana, las más leídas primero.',
  everything: 'Todo en Savepoint',
  forYouHeading: 'Para ti',
  forYouIntro: 'Novedades de esta semana de lo que sigues.',
  footer: 'Recibes este correo porque te suscribiste al boletín de Savepoint.',
  unsubscribe: 'Darse de baja',
  preferences: 'Preferencias',
};

const ja: DigestStrings = {
  subject: (title) => `Savepoint 週刊: ${title}`,
  emptySubject: (week) => `Savepoint 週刊 (${week})`,
  heading: '今週の Savepoint',
  intro: '今週の記事を、よく読まれた順に。',
  everything: 'Savepoint のすべての記事',
  forYouHeading: 'あなたへのおすすめ',
  forYouIntro: 'フォロー中の話題から今週の新着。',
  footer: 'Savepoint ニュースレターを購読しているため、このメールをお送りしています。',
  unsubscribe: '配信停止',
  preferences: '設定',
};

const BY_LANGUAGE: Record<string, DigestStrings> = { en, de, es, ja };

/** The strings of an edition: its own language's, else its base language's (pt-BR → pt), else English. */
export function digestStrings(language: string): DigestStrings {
  const tag = language.toLowerCase();
  return BY_LANGUAGE[tag] ?? BY_LANGUAGE[tag.split('-')[0]] ?? en;
}
