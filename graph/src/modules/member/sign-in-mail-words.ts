// The sign-in mail's words per edition (ADR 0062): in the language of the edition the reader asked
// from. The English ones are those the mail has always used.
import { inLanguage } from '../../common/in-language';
import type { LinkMailWords } from '../mail/templates';

const en: LinkMailWords = {
  subject: 'Your Savepoint sign-in link',
  heading: 'Sign in to Savepoint',
  preheader: 'Your sign-in link, valid for 15 minutes.',
  asked: 'Someone (hopefully you) asked to sign in to Savepoint with this address.',
  howHtml: 'Open the page below and press the button to sign in. The link works once, for 15 minutes.',
  howText: 'Open this page and press the button to sign in (the link works once, for 15 minutes):',
  action: 'Sign in',
  ignore: "If it wasn't you, ignore this mail.",
};

const de: LinkMailWords = {
  subject: 'Dein Anmeldelink für Savepoint',
  heading: 'Bei Savepoint anmelden',
  preheader: 'Dein Anmeldelink, 15 Minuten gültig.',
  asked: 'Jemand (hoffentlich du) möchte sich mit dieser Adresse bei Savepoint anmelden.',
  howHtml: 'Öffne die Seite unten und drücke den Knopf, um dich anzumelden. Der Link funktioniert einmal, 15 Minuten lang.',
  howText: 'Öffne diese Seite und drücke den Knopf, um dich anzumelden (der Link funktioniert einmal, 15 Minuten lang):',
  action: 'Anmelden',
  ignore: 'Warst du das nicht, ignoriere diese E-Mail.',
};

const es: LinkMailWords = {
  subject: 'Tu enlace para entrar en Savepoint',
  heading: 'Entrar en Savepoint',
  preheader: 'Tu enlace para entrar, válido durante 15 minutos.',
  asked: 'Alguien (esperamos que tú) pidió entrar en Savepoint con esta dirección.',
  howHtml: 'Abre la página de abajo y pulsa el botón para entrar. El enlace funciona una vez, durante 15 minutos.',
  howText: 'Abre esta página y pulsa el botón para entrar (el enlace funciona una vez, durante 15 minutos):',
  action: 'Entrar',
  ignore: 'Si no fuiste tú, ignora este correo.',
};

const ja: LinkMailWords = {
  subject: 'Savepoint のログインリンク',
  heading: 'Savepoint にログイン',
  preheader: 'ログインリンク(15 分間有効)です。',
  asked: 'このアドレスで Savepoint へのログインが申請されました(ご本人であることを願っています)。',
  howHtml: '下のページを開き、ボタンを押してログインしてください。リンクは 15 分間、1 回だけ使えます。',
  howText: 'このページを開き、ボタンを押してログインしてください(リンクは 15 分間、1 回だけ使えます):',
  action: 'ログイン',
  ignore: 'お心当たりがない場合は、このメールを無視してください。',
};

export const signInMailWords = (language: string): LinkMailWords => inLanguage({ en, de, es, ja }, language);
