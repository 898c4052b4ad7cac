/**
 * The seed's German, Spanish and Japanese editions (issue 46, ADR 0027 and 0050): translations of a
 * few English stories, each story one translation group, among them the Ashen Crown review in every
 * edition (its translations share the game, score, platforms and embargo, and translate verdict,
 * pros and cons); category names and slugs per edition, a few tag names and a localized game name.
 * Plain data only; seed.ts writes it. The English seed (seed-data.ts) is untouched.
 */

export type SeedLanguage = 'de' | 'es' | 'ja';

export interface SeedTranslation {
  title: string;
  excerpt: string;
  /** sanitizer-safe HTML */
  content: string;
  metaDescription: string;
  /** Reviews: the translated verdict, pros, cons and disclosure (score, platforms and playtime are the source's). */
  review?: { verdict: string; pros: string[]; cons: string[]; disclosure: string };
}

/** By the English title of the source story: its translations by language. */
export const seedTranslations: Record<string, Partial<Record<SeedLanguage, SeedTranslation>>> = {
  'Ashen Crown Review: A Soulslike That Finally Respects Your Time': {
    de: {
      title: 'Ashen Crown im Test: Ein Soulslike, das endlich deine Zeit respektiert',
      excerpt:
        'Ashen Crown behält die gnadenlosen Bosse und die verfluchten Burgen – und streicht still jede lästige Pflicht, die sonst dazugehört. Das beste Action-Rollenspiel des Jahres.',
      content:
        '<p>Drei Stunden lang wirkt <strong>Ashen Crown</strong> wie jedes andere Spiel, das sich die Sprache der dunklen Fantasy leiht: ein zerfallenes Königreich, ein stummer Ritter, eine Ausdauerleiste, die schneller leer ist, als einem lieb ist. Dann stirbt man am ersten echten Boss, steht zwanzig Schritte vor seiner Tür wieder auf – und merkt, dass das Studio etwas ganz anderes erzählen will.</p>' +
        '<p>Die Schwierigkeit liegt im Kampf, nicht im Rückweg. Vor jedem großen Gegner gibt es einen Kontrollpunkt, verlorene Erfahrung holt man an einem Schrein zurück, und ein großzügiges Parierfenster belohnt, wer einen Gegner studiert, statt Stufen zu sammeln.</p>' +
        '<h2>Kämpfe, die etwas beibringen</h2>' +
        '<p>Wer Ashen Crown spielt, lernt mit jeder Waffe dazu: acht Waffenfamilien mit leichter Kombo, schwerem Finisher und einer „Kronenkunst“. Nicht alles gelingt – die Geschichte steckt fast nur in Gegenstandsbeschreibungen, und der letzte Akt recycelt Gegner.</p>' +
        '<p><strong>Fazit: 9/10.</strong> Wer dem Genre wegen Leichenläufen den Rücken gekehrt hat, sollte es hiermit noch einmal versuchen.</p>',
      metaDescription:
        'Ashen Crown im Test: brutale Bosse, faire Kontrollpunkte und tiefe Waffenkünste – das klügste Soulslike seit Jahren. Wertung: 9/10.',
      review: {
        verdict:
          'Ashen Crown behält die gnadenlosen Bosse und streicht die Pflichten: Kontrollpunkte vor jedem Kampf, zurückholbare Erfahrung und Waffenkünste, die 40 Stunden tragen. Das klügste Spiel seines Genres seit Jahren.',
        pros: [
          'Faire Kontrollpunkte vor jedem großen Boss',
          'Acht tiefe Waffenfamilien mit Kronenkünsten',
          'Stabile 60 fps auf PlayStation 5',
        ],
        cons: ['Geschichte fast nur in Gegenstandstexten', 'Recycelte Gegner im letzten Akt', 'Langsame Koop-Partnersuche'],
        disclosure: 'Testmuster vom Publisher bereitgestellt',
      },
    },
    es: {
      title: 'Análisis de Ashen Crown: un soulslike que por fin respeta tu tiempo',
      excerpt:
        'Ashen Crown conserva los jefes implacables y los castillos embrujados, y elimina en silencio cada tarea tediosa que suele acompañarlos. Es el mejor RPG de acción del año.',
      content:
        '<p>Durante las tres primeras horas, <strong>Ashen Crown</strong> parece uno más de los juegos que toman prestada la gramática de la fantasía oscura: un reino en ruinas, un caballero silencioso y una barra de aguante que se vacía demasiado rápido. Luego mueres ante el primer jefe de verdad, reapareces a veinte pasos de su puerta y entiendes que el estudio defendía otra idea.</p>' +
        '<p>La dificultad está en el combate, no en el camino de vuelta. Hay un punto de control antes de cada gran enfrentamiento, la experiencia perdida se recupera en un santuario y una ventana de parada generosa premia a quien estudia al enemigo.</p>' +
        '<h2>Un combate que enseña</h2>' +
        '<p>Ocho familias de armas, cada una con su golpe ligero, su remate pesado y un «arte de la corona». No todo funciona: la historia se cuenta casi solo en descripciones de objetos y el último acto recicla enemigos.</p>' +
        '<p><strong>Veredicto: 9/10.</strong> Si el género te echó atrás por tener que recuperar tu cadáver, este es el que debes probar.</p>',
      metaDescription:
        'Análisis de Ashen Crown: jefes brutales, puntos de control generosos y artes de armas profundas. El soulslike más inteligente en años. 9/10.',
      review: {
        verdict:
          'Ashen Crown mantiene los jefes implacables y quita las tareas: puntos de control antes de cada combate, experiencia recuperable y artes de armas para 40 horas. Lo más inteligente de su género en años.',
        pros: [
          'Puntos de control justos antes de cada jefe',
          'Ocho familias de armas con artes de la corona',
          '60 fps estables en PlayStation 5',
        ],
        cons: [
          'Historia contada casi solo en textos de objetos',
          'Enemigos reciclados en el último acto',
          'Emparejamiento cooperativo lento',
        ],
        disclosure: 'Copia de análisis cedida por la editora',
      },
    },
    ja: {
      title: 'アッシェンクラウン レビュー：プレイヤーの時間をついに尊重するソウルライク',
      excerpt: '容赦ないボスと呪われた城はそのままに、いつもの面倒な作業だけを静かに取り除いた。今年最高のアクションRPGだ。',
      content:
        '<p>最初の3時間、<strong>アッシェンクラウン</strong>はダークファンタジーの文法を借りた他のゲームと変わらないように見える。滅びた王国、無口な騎士、すぐに尽きるスタミナゲージ。だが最初の本格的なボスに倒され、その扉の20歩手前で復活したとき、このスタジオが別の主張をしていたことに気づく。</p>' +
        '<p>難しさは戦いそのものにあり、戻り道にはない。大きな戦闘の前には必ずチェックポイントがあり、失った経験値は祠で取り戻せる。寛大なパリィの受付時間は、レベル上げより敵の観察を評価してくれる。</p>' +
        '<h2>教えてくれる戦闘</h2>' +
        '<p>8系統の武器にはそれぞれ軽攻撃、重いフィニッシュ、そして「王冠の技」がある。物語はほぼアイテムの説明文だけで語られ、終盤は敵の使い回しが目立つのが残念だ。</p>' +
        '<p><strong>評価：9/10。</strong>死体回収が嫌でこのジャンルを離れた人にこそ遊んでほしい一本だ。</p>',
      metaDescription:
        'アッシェンクラウン レビュー：手強いボス、親切なチェックポイント、奥深い武器の技。ここ数年で最も賢いソウルライク。評価9/10。',
      review: {
        verdict:
          '容赦ないボスはそのままに面倒を取り除いた。戦闘前のチェックポイント、取り戻せる経験値、40時間遊べる武器の技。ここ数年でこのジャンル最高の一本。',
        pros: ['大ボスの前には必ず公平なチェックポイント', '王冠の技を備えた奥深い8系統の武器', 'PlayStation 5で安定した60fps'],
        cons: ['物語はほぼアイテムの説明文だけ', '終盤は敵の使い回しが目立つ', '協力プレイのマッチングが遅い'],
        disclosure: 'レビュー用コードはパブリッシャーより提供',
      },
    },
  },
  'Ashen Crown Passes Two Million Players as Studio Teases First Expansion': {
    de: {
      title: 'Ashen Crown knackt zwei Millionen Spieler – Studio deutet erste Erweiterung an',
      excerpt:
        'Gut eine Woche nach dem Start haben zwei Millionen Menschen Ashen Crown auf PC und Konsolen gespielt, und der Entwickler deutet eine große Erweiterung an.',
      content:
        '<p>Greyhollow Studio hat heute Morgen bekanntgegeben, dass <strong>Ashen Crown</strong> seit der Veröffentlichung von mehr als zwei Millionen Menschen gespielt wurde – das am schnellsten verkaufte Spiel des Studios.</p>' +
        '<p>Dazu gab es einen kurzen Teaser mit einer verschneiten Zitadelle und einem neuen Gegnertyp. Eine Erweiterung ist in Arbeit, ein Termin steht noch nicht fest.</p>' +
        '<p>Zuerst kommt ein Stabilitäts-Patch gegen Verzögerungen bei der Koop-Partnersuche, erwartet innerhalb von zwei Wochen auf allen Plattformen.</p>',
      metaDescription:
        'Ashen Crown knackt nach gut einer Woche zwei Millionen Spieler, Greyhollow Studio deutet die erste Erweiterung an.',
    },
    ja: {
      title: 'アッシェンクラウン、プレイヤー数200万人を突破　スタジオが初の拡張を示唆',
      excerpt: '発売から1週間あまりでPCとコンソール合わせて200万人がプレイ。開発元は大型拡張をほのめかした。',
      content:
        '<p>Greyhollow Studioは今朝、<strong>アッシェンクラウン</strong>のプレイヤー数が発売以来200万人を超えたと発表した。同スタジオ史上最速のペースだ。</p>' +
        '<p>発表には雪に覆われた城塞と新たな敵を映した短いティザーが添えられていた。拡張は開発中だが、時期は明かされていない。</p>' +
        '<p>まずは協力プレイのマッチング遅延を改善する安定化パッチが、2週間以内に全プラットフォームで配信される予定だ。</p>',
      metaDescription: 'アッシェンクラウンが発売1週間あまりで200万人を突破。Greyhollow Studioは初の拡張を示唆した。',
    },
  },
  'WebGPU Is Here: What It Means for Browser Games': {
    de: {
      title: 'WebGPU ist da: Was das für Browserspiele bedeutet',
      excerpt:
        'Die neue Grafikschnittstelle der Browser bringt Compute-Shader und moderne Pipelines ins Web. Wir erklären, was Spieler und Entwickler erwarten dürfen.',
      content:
        '<p><strong>WebGPU</strong> ist in den großen Browsern angekommen. Die Schnittstelle folgt modernen Grafik-APIs und öffnet Compute-Shader für Spiele, die im Browser laufen.</p>' +
        '<p>Für Spieler heißt das: aufwendigere Effekte und stabilere Bildraten, ohne etwas zu installieren. Entwickler gewinnen Werkzeuge, die bisher nativen Engines vorbehalten waren.</p>',
      metaDescription:
        'WebGPU ist in den Browsern angekommen: Compute-Shader und moderne Grafik für Browserspiele, einfach erklärt.',
    },
    es: {
      title: 'Llega WebGPU: qué significa para los juegos en el navegador',
      excerpt:
        'La nueva interfaz gráfica de los navegadores trae shaders de cómputo y canalizaciones modernas a la web. Te contamos qué pueden esperar jugadores y desarrolladores.',
      content:
        '<p><strong>WebGPU</strong> ya está en los grandes navegadores. Sigue el modelo de las API gráficas modernas y abre los shaders de cómputo a los juegos que se ejecutan en el navegador.</p>' +
        '<p>Para quien juega, significa efectos más ricos y tasas de fotogramas más estables sin instalar nada. Para quien desarrolla, herramientas que antes eran solo de los motores nativos.</p>',
      metaDescription: 'WebGPU llega a los navegadores: shaders de cómputo y gráficos modernos para juegos en la web, explicado.',
    },
  },
};

/** Category names and slugs per edition, by the category's (English) slug. */
export const seedCategoryNames: Record<string, Record<SeedLanguage, { name: string; slug: string }>> = {
  hardware: {
    de: { name: 'Hardware', slug: 'hardware' },
    es: { name: 'Hardware', slug: 'hardware' },
    ja: { name: 'ハードウェア', slug: 'hardware' },
  },
  review: {
    de: { name: 'Tests', slug: 'tests' },
    es: { name: 'Análisis', slug: 'analisis' },
    ja: { name: 'レビュー', slug: 'review' },
  },
  esports: {
    de: { name: 'E-Sport', slug: 'e-sport' },
    es: { name: 'Esports', slug: 'esports' },
    ja: { name: 'eスポーツ', slug: 'esports' },
  },
  guide: {
    de: { name: 'Ratgeber', slug: 'ratgeber' },
    es: { name: 'Guías', slug: 'guias' },
    ja: { name: '攻略', slug: 'guide' },
  },
  web: { de: { name: 'Web', slug: 'web' }, es: { name: 'Web', slug: 'web' }, ja: { name: 'ウェブ', slug: 'web' } },
  news: {
    de: { name: 'Nachrichten', slug: 'nachrichten' },
    es: { name: 'Noticias', slug: 'noticias' },
    ja: { name: 'ニュース', slug: 'news' },
  },
};

/** Tag names per edition, by the tag's (English) name; tags not listed keep their name everywhere. */
export const seedTagNames: Record<string, Partial<Record<SeedLanguage, string>>> = {
  Industry: { de: 'Branche', es: 'Industria', ja: '業界' },
  Hardware: { ja: 'ハードウェア' },
  Indie: { ja: 'インディー' },
};

/** Localized game names, by the game's (English) name. */
export const seedGameNames: Record<string, Partial<Record<SeedLanguage, string>>> = {
  'Ashen Crown': { ja: 'アッシェンクラウン' },
};

/** A game's description in the editions whose reviews cover it (sanitizer-safe HTML). */
export const seedGameDescriptions: Record<string, Partial<Record<SeedLanguage, string>>> = {
  'Ashen Crown': {
    de: '<p>Ein Dark-Fantasy-Action-Rollenspiel über einen stummen Ritter, der ein zerfallenes Königreich zurückerobert – mit fairen Kontrollpunkten und tiefen Waffenkünsten.</p>',
    es: '<p>Un RPG de acción de fantasía oscura sobre un caballero silencioso que reconquista un reino en ruinas, con puntos de control justos y artes de armas profundas.</p>',
    ja: '<p>沈黙の騎士が荒廃した王国を取り戻すダークファンタジー・アクションRPG。公平なチェックポイントと奥深い武器技が特徴。</p>',
  },
};
