// Text for the bench's non-English editions (`npm run bench:data -- --editions en,de,es,ja`): titles,
// excerpts and sentences in German, Spanish and Japanese, built like data.mjs's English ones (a
// fictional game in most, a topic or two, an adjective), so each edition's search meets its own
// language: German inflections for the stemmer ("spielt", "Spielen"), Japanese without spaces for
// the bigrams. Their own random sequence, so the English pools (and every English article) stay
// exactly as they were.

/** Deterministic random numbers (mulberry32), as in data.mjs. */
function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = {
  de: {
    topics: ['Raid', 'Bosskampf', 'Beute', 'Patch', 'Grafik', 'Bildrate', 'Steuerung', 'Mehrspieler', 'Kampagne', 'Soundtrack',
      'Handwerk', 'Verlies', 'Turnier', 'Server', 'Konsole', 'Tastatur', 'Treiber', 'Kühlung', 'Latenz', 'Auflösung',
      'offene Welt', 'Quest', 'Fähigkeitenbaum', 'Schleichen', 'Rätsel', 'Strategie', 'Rennspiel', 'Geschichte', 'Karte',
      'Saisonpass', 'Erweiterung', 'Fortsetzung', 'Neuauflage', 'Gemeinschaft', 'Mod', 'Speicherstand', 'Bestenliste', 'Akku'],
    adjectives: ['ehrgeizig', 'poliert', 'klobig', 'großzügig', 'brutal', 'gemütlich', 'weitläufig', 'straff', 'elegant',
      'laut', 'leise', 'mutig', 'vertraut', 'seltsam', 'unausgewogen', 'selbstbewusst', 'zerbrechlich', 'clever'],
    titles: [
      (g, t, a) => `${g} im Test: ${a} ${t()} und viel ${t()}`,
      (g, t) => `${g}: Patch bringt neue ${t()} und Änderungen an der ${t()}`,
      (g, t) => `So meistert ihr die ${t()} in ${g}`,
      (g, t) => `Wer ${g} spielt, wird die ${t()} lieben`,
      (g, t) => `${g} bekommt einen Termin und eine ${t()}`,
      (g, t) => `Die besten Spiele mit ${t()} – auch ${g}`,
      (g, t) => `Spielen wie die Profis: ${g} und die ${t()}`,
    ],
    excerpt: (t, a) => `Ein ${a} Blick auf ${t()} und ${t()} – und was das für Spieler bedeutet.`,
    sentences: [
      (g, t, a) => `${g} setzt stärker auf ${t()} als jedes andere Spiel in diesem Jahr, und die ${t()} wirkt ${a}.`,
      (g, t) => `Wer ${g} spielt, bemerkt zuerst die ${t()}.`,
      (g, t, a) => `Eine Woche lang haben wir die ${t()} gespielt und einen ${a} Eindruck gewonnen.`,
      (g, t) => `Fans von ${g} wünschten sich seit Jahren eine bessere ${t()}, und dieses Update liefert sie endlich.`,
      (g, t, a) => `Im Testlabor blieb die ${t()} ${a}, selbst wenn wir die ${t()} hart forderten.`,
      (g, t) => `Das Studio hinter ${g} hat die ${t()} nach dem Start neu gebaut.`,
      (g, t) => `Meistens tritt die ${t()} einfach in den Hintergrund – das höchste Lob, das wir vergeben.`,
      (g, t) => `Die Spieler spielten die ${t()} von ${g} schon vor dem Start.`,
    ],
  },
  es: {
    topics: ['incursión', 'jefe final', 'botín', 'parche', 'gráficos', 'tasa de fotogramas', 'mando', 'multijugador',
      'campaña', 'banda sonora', 'artesanía', 'mazmorra', 'torneo', 'servidor', 'consola', 'teclado', 'latencia',
      'resolución', 'mundo abierto', 'misión', 'sigilo', 'rompecabezas', 'estrategia', 'carreras', 'narrativa', 'mapa',
      'pase de temporada', 'expansión', 'secuela', 'remasterización', 'comunidad', 'mod', 'clasificación', 'batería'],
    adjectives: ['ambicioso', 'pulido', 'torpe', 'generoso', 'brutal', 'acogedor', 'enorme', 'elegante', 'ruidoso',
      'tranquilo', 'audaz', 'familiar', 'extraño', 'irregular', 'seguro', 'frágil', 'ingenioso'],
    titles: [
      (g, t, a) => `Análisis de ${g}: ${t()} ${a} y mucho ${t()}`,
      (g, t) => `${g}: el parche trae ${t()} nuevo y cambios en el ${t()}`,
      (g, t) => `Cómo dominar el ${t()} en ${g}`,
      (g, t) => `${g} ya tiene fecha de lanzamiento y ${t()}`,
      (g, t) => `Los mejores juegos de ${t()}, con ${g}`,
      (g, t) => `Jugamos a ${g}: así es su ${t()}`,
    ],
    excerpt: (t, a) => `Una mirada ${a} al ${t()} y al ${t()}, y lo que significa para los jugadores.`,
    sentences: [
      (g, t, a) => `${g} apuesta por el ${t()} más que cualquier lanzamiento del año, y el ${t()} resulta ${a}.`,
      (g, t) => `Quien juega a ${g} nota primero el ${t()}.`,
      (g, t, a) => `Pasamos una semana con el ${t()} y salimos con una impresión ${a}.`,
      (g, t) => `Los fans de ${g} pedían un mejor ${t()} desde hace años, y esta actualización por fin lo trae.`,
      (g, t) => `El estudio detrás de ${g} rehízo el ${t()} tras el lanzamiento.`,
      (g, t) => `Casi siempre el ${t()} no estorba, que es el mayor elogio que podemos darle.`,
      (g, t) => `Los jugadores jugaron al ${t()} de ${g} antes del lanzamiento.`,
    ],
  },
  ja: {
    topics: ['レイド', 'ボス戦', 'ドロップ', 'パッチ', 'グラフィック', 'フレームレート', 'コントローラー', 'マルチプレイ',
      'キャンペーン', 'サウンドトラック', 'クラフト', 'ダンジョン', '大会', 'サーバー', '携帯機', 'キーボード', '遅延',
      '解像度', 'オープンワールド', 'クエスト', 'スキルツリー', 'ステルス', 'パズル', '戦略', 'レース', '物語', 'マップ',
      'シーズンパス', '拡張版', '続編', 'リマスター', 'コミュニティ', 'モッド', 'ランキング', 'バッテリー', '伝説'],
    adjectives: ['野心的な', '洗練された', 'ぎこちない', '気前のいい', '過酷な', '心地よい', '広大な', '上品な', '騒がしい',
      '静かな', '大胆な', 'なじみのある', '奇妙な', 'ちぐはぐな', '自信に満ちた', '繊細な', '巧妙な'],
    titles: [
      (g, t, a) => `${g}レビュー：${a}${t()}と${t()}`,
      (g, t) => `${g}のパッチノート：${t()}の変更と新しい${t()}`,
      (g, t) => `${g}の${t()}を極める方法`,
      (g, t) => `${g}の発売日が決定、${t()}も`,
      (g, t) => `いま遊ぶべき${t()}のゲーム、${g}ほか`,
      (g, t) => `${g}の${t()}の舞台裏`,
    ],
    excerpt: (t, a) => `${t()}と${t()}を${a}視点で見る。プレイヤーにとっての意味とは。`,
    sentences: [
      (g, t, a) => `${g}は今年のどの作品よりも${t()}に力を入れており、${t()}も${a}仕上がりだ。`,
      (g, t) => `${g}を遊ぶとまず${t()}に気づく。`,
      (g, t, a) => `一週間${t()}を遊び、${a}印象を受けた。`,
      (g, t) => `${g}のファンは何年も前からより良い${t()}を求めていたが、このアップデートでついに実現した。`,
      (g, t) => `${g}の開発スタジオは発売後の反響を受けて${t()}を作り直したという。`,
      (g, t) => `ほとんどの場面で${t()}は邪魔にならない。これは最大の褒め言葉だ。`,
      (g, t) => `次のシーズンが始まる前に${t()}はまた変わるだろう。`,
    ],
  },
};

/** Languages the bench can write articles in besides English. */
export const BENCH_LANGUAGES = Object.keys(words);

/** Titles, excerpts and sentences in `language`, about `games`, as many as data.mjs makes in English. */
export function localizedPools(language, games, sizes) {
  const w = words[language];
  const rand = prng(20261206 + BENCH_LANGUAGES.indexOf(language));
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const topic = () => pick(w.topics);
  const make = (templates) => pick(templates)(pick(games), topic, pick(w.adjectives));
  return {
    titles: Array.from({ length: sizes.titles }, () => make(w.titles)),
    excerpts: Array.from({ length: sizes.excerpts }, () => w.excerpt(topic, pick(w.adjectives))),
    sentences: Array.from({ length: sizes.sentences }, () => make(w.sentences)),
  };
}
