// The newsletter's words per edition (issue 46 item 7): the weekly digest's and the confirmation
// mail's. The digest goes out in each edition's language, the confirmation in the edition the reader
// subscribed from; an edition without its own strings here gets the default English ones (an
// edition is a row an admin adds, so its mail must never fail for want of a translation). The
// English strings are the ones the mails have always used.
import { inLanguage } from '../../common/in-language';
import type { LinkMailWords } from '../mail/templates';

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
  /** The double opt-in mail (templates.ts confirmationMail). */
  confirmation: LinkMailWords;
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
  confirmation: {
    subject: 'Confirm your Savepoint newsletter subscription',
    heading: 'Confirm your subscription',
    preheader: 'One click to start getting the weekly Savepoint digest.',
    asked: 'Someone (hopefully you) asked to get the Savepoint weekly digest at this address.',
    howHtml: 'Open the page below and press the button to confirm.',
    howText: 'Open this page and press the button to confirm:',
    action: 'Confirm subscription',
    ignore: "If it wasn't you, ignore this mail: nothing will be sent.",
  },
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
  confirmation: {
    subject: 'Bestätige dein Abonnement des Savepoint-Newsletters',
    heading: 'Bestätige dein Abonnement',
    preheader: 'Ein Klick, und der Savepoint Wochenrückblick kommt jede Woche.',
    asked: 'Jemand (hoffentlich du) möchte den Savepoint Wochenrückblick an diese Adresse erhalten.',
    howHtml: 'Öffne die Seite unten und drücke den Knopf, um zu bestätigen.',
    howText: 'Öffne diese Seite und drücke den Knopf, um zu bestätigen:',
    action: 'Abonnement bestätigen',
    ignore: 'Warst du das nicht, ignoriere diese E-Mail: Es wird nichts verschickt.',
  },
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
  confirmation: {
    subject: 'Confirma tu suscripción al boletín de Savepoint',
    heading: 'Confirma tu suscripción',
    preheader: 'Un clic para empezar a recibir el resumen semanal de Savepoint.',
    asked: 'Alguien (esperamos que tú) pidió recibir el resumen semanal de Savepoint en esta dirección.',
    howHtml: 'Abre la página de abajo y pulsa el botón para confirmar.',
    howText: 'Abre esta página y pulsa el botón para confirmar:',
    action: 'Confirmar suscripción',
    ignore: 'Si no fuiste tú, ignora este correo: no se enviará nada.',
  },
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
  confirmation: {
    subject: 'Savepoint ニュースレターの購読を確認してください',
    heading: '購読の確認',
    preheader: 'ワンクリックで Savepoint 週刊ダイジェストが届くようになります。',
    asked: 'このアドレスで Savepoint 週刊ダイジェストの受け取りが申し込まれました(ご本人であることを願っています)。',
    howHtml: '下のページを開き、ボタンを押して確認してください。',
    howText: 'このページを開き、ボタンを押して確認してください:',
    action: '購読を確認する',
    ignore: 'お心当たりがない場合は、このメールを無視してください。何も送信されません。',
  },
};

/** The strings of an edition: its own language's, else its base language's (pt-BR → pt), else English. */
export const digestStrings = (language: string): DigestStrings => inLanguage({ en, de, es, ja }, language);
