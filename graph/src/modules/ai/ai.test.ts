// AI drafts, keywords and trending topics through the API, with the worker calling the real
// `openai` SDK against an OpenAI-compatible server on loopback (or the offline generator).
import { startGraphWithJobs, type TestJobsSetup } from '../../../../testing/worker';
import { draftReply, startFakeOpenAI, type FakeOpenAI } from '../../../../testing/openai-fake';
import { createArticle, createCategory } from '../../../../testing/graph';
import { AI_FAILURE_MESSAGES, EMPTY_KEYWORD_MESSAGE } from './ai.errors';
import { validateArticleDraft } from './article-draft';

const GENERATE = `mutation($keyword: String!, $variant: Int, $category: String) {
  generateArticle(keyword: $keyword, variant: $variant, category: $category) {
    title content metaDescription excerpt tags category slug generator review { verdict pros cons }
  }
}`;
const TRENDING = 'query($refresh: Boolean) { trendingTopics(refresh: $refresh) }';

async function seedPublication(setup: TestJobsSetup) {
  const graph = setup.testGraph.graph;
  await createCategory(graph, { name: 'Guide' });
  await createCategory(graph, { name: 'News' });
  await createArticle(graph, { title: 'Elden Ring: every boss ranked', category: 'guide', tags: ['Elden Ring', 'FromSoftware'] });
  await createArticle(graph, {
    title: 'Shadow of the Erdtree sells five million',
    category: 'news',
    tags: ['Elden Ring', 'Sales'],
  });
  await createArticle(graph, { title: 'Hollow Knight Silksong dated', category: 'news', tags: ['Silksong'] });
}

describe('with a model configured', () => {
  let fake: FakeOpenAI;
  let setup: TestJobsSetup;
  const editor = () => setup.testGraph.editorHeaders();

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    setup = await startGraphWithJobs({ openaiApiKey: fake.apiKey, openaiBaseUrl: fake.baseUrl, openaiModel: 'test-model' });
    // Short client timeout so the timeout case takes a second, not the production 25 s.
    await setup.startWorker({ openaiTimeoutMs: 400, openaiMaxRetries: 1 });
    await seedPublication(setup);
  });
  afterAll(async () => {
    await setup?.close();
    await fake?.close();
  });

  it('returns a validated draft from structured output, sanitized, with the spec slug', async () => {
    fake.enqueue(
      draftReply({
        content:
          '<h2>Routes</h2><p>The any% route now skips Margit entirely, and the community has never been bigger.</p><script>steal()</script><p onclick="x()">Read on for the details of each split.</p>',
        slug: 'Not The Slug We Use',
      }),
    );
    const result = await setup.testGraph.query(GENERATE, { keyword: 'Elden Ring speedrun' }, editor());
    expect(result.errors).toBeUndefined();
    const draft = result.data!.generateArticle;
    expect(draft).toMatchObject({
      title: 'Speedrunning Elden Ring: The Routes That Matter',
      slug: 'speedrunning-elden-ring-the-routes-that-matter',
      category: 'guide',
      tags: ['Elden Ring', 'Speedrunning'],
      generator: 'openai',
    });
    expect(draft.content).not.toMatch(/script|onclick|steal/);
    expect(draft.content).toContain('<h2>Routes</h2>');

    const request = fake.requests.at(-1)!;
    expect(request.model).toBe('test-model');
    expect(request.response_format?.type).toBe('json_schema');
    expect(request.response_format?.json_schema?.strict).toBe(true);
    const schema = request.response_format!.json_schema!.schema as { properties: { category: { enum: string[] } } };
    expect(schema.properties.category.enum).toEqual(['guide', 'news']);
    expect(JSON.stringify(request.messages)).toContain('Elden Ring speedrun');
    // The publication's related coverage grounds the prompt.
    expect(JSON.stringify(request.messages)).toContain('Elden Ring: every boss ranked');
  });

  it('asks again once when the model answers malformed output', async () => {
    const before = fake.requests.length;
    fake.enqueue({ content: 'Sure! Here is an article about Silksong…' }, draftReply({ category: 'news' }));
    const result = await setup.testGraph.query(GENERATE, { keyword: 'Silksong' }, editor());
    expect(result.errors).toBeUndefined();
    expect(result.data!.generateArticle.category).toBe('news');
    expect(fake.requests.length - before).toBe(2);
  });

  it('answers BAD_GATEWAY after two malformed answers', async () => {
    const before = fake.requests.length;
    fake.enqueue({ content: '{"title": "Half an obj' }, draftReply({ category: 'sports' }));
    const result = await setup.testGraph.query(GENERATE, { keyword: 'Silksong' }, editor());
    expect(result.data).toBeNull();
    expect(result.errors![0]).toMatchObject({
      message: AI_FAILURE_MESSAGES.unusableDraft,
      extensions: { code: 'BAD_GATEWAY' },
    });
    expect(fake.requests.length - before).toBe(2);
  });

  it('answers BAD_GATEWAY when the model does not answer in time', async () => {
    const before = fake.requests.length;
    fake.enqueue({ hangMs: 5000 }, { hangMs: 5000 });
    const result = await setup.testGraph.query(GENERATE, { keyword: 'Silksong' }, editor());
    expect(result.errors![0]).toMatchObject({ message: AI_FAILURE_MESSAGES.timedOut, extensions: { code: 'BAD_GATEWAY' } });
    // The client's one retry, then the job gives up.
    expect(fake.requests.length - before).toBe(2);
  });

  it('refuses an empty keyword naming the field, without calling the model', async () => {
    const before = fake.requests.length;
    const result = await setup.testGraph.query(GENERATE, { keyword: '   ' }, editor());
    expect(result.errors![0]).toMatchObject({
      message: EMPTY_KEYWORD_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'keyword' },
    });
    expect(fake.requests.length).toBe(before);
  });

  it('grounds a long keyword that matches nothing as a whole in the articles about any of its words', async () => {
    // Up to the 200 characters graph accepts; as "any of its words" it is longer than a search may be.
    const keyword =
      'Silksong speedrun routes after the latest patch, with every skip the top runners use, the bosses they fight first and the tools they rely on to practise the hardest tricks at home';
    expect(keyword.length).toBeLessThanOrEqual(200);
    const before = fake.requests.length;
    fake.enqueue(draftReply({ category: 'news' }));
    const result = await setup.testGraph.query(GENERATE, { keyword }, editor());
    expect(result.errors).toBeUndefined();
    expect(result.data!.generateArticle.category).toBe('news');
    expect(fake.requests.length - before).toBe(1);
    expect(JSON.stringify(fake.requests.at(-1)!.messages)).toContain('Hollow Knight Silksong dated');
  });

  it('is for editors only', async () => {
    const result = await setup.testGraph.query(GENERATE, { keyword: 'Silksong' });
    expect(result.errors![0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('caches trending topics from the model and recomputes them on refresh', async () => {
    fake.enqueue({ content: JSON.stringify({ topics: ['Silksong launch week', 'Elden Ring DLC rankings'] }) });
    const first = await setup.testGraph.query(TRENDING, {}, editor());
    expect(first.data!.trendingTopics).toEqual(['Silksong launch week', 'Elden Ring DLC rankings']);
    const requests = fake.requests.length;

    const cached = await setup.testGraph.query(TRENDING, {}, editor());
    expect(cached.data!.trendingTopics).toEqual(['Silksong launch week', 'Elden Ring DLC rankings']);
    expect(fake.requests.length).toBe(requests);

    fake.enqueue({ content: JSON.stringify({ topics: ['GTA VI trailer breakdown'] }) });
    const refreshed = await setup.testGraph.query(TRENDING, { refresh: true }, editor());
    expect(refreshed.data!.trendingTopics).toEqual(['GTA VI trailer breakdown']);
    expect(fake.requests.length).toBe(requests + 1);
    expect((await setup.testGraph.query(TRENDING, {}, editor())).data!.trendingTopics).toEqual(['GTA VI trailer breakdown']);
  });

  it("suggests a review's verdict, pros and cons as plain text when the draft is a review, and none otherwise", async () => {
    await createCategory(setup.testGraph.graph, { name: 'Review', slug: 'review' });
    const long = 'Great. '.repeat(120);
    fake.enqueue(
      draftReply({
        category: 'review',
        review: {
          verdict: `<b>Silksong</b> is worth the wait. ${long}`,
          pros: ['Gorgeous <em>hand-drawn</em> art', '  ', ...Array.from({ length: 12 }, (_, i) => `Pro ${i}`)],
          cons: ['Brutal difficulty spikes'],
        },
      }),
    );
    const result = await setup.testGraph.query(GENERATE, { keyword: 'Silksong', category: 'review' }, editor());
    expect(result.errors).toBeUndefined();
    const { category, review } = result.data!.generateArticle;
    expect(category).toBe('review');
    expect(review.verdict).toMatch(/^Silksong is worth the wait\. Great\./);
    expect(review.verdict.length).toBeLessThanOrEqual(600);
    expect(review.pros).toHaveLength(10);
    expect(review.pros[0]).toBe('Gorgeous hand-drawn art');
    expect(review.cons).toEqual(['Brutal difficulty spikes']);
    // The editor's category narrows the model's choice to it, and the prompt asks for the verdict box.
    const request = fake.requests.at(-1)!;
    const schema = request.response_format!.json_schema!.schema as {
      properties: { category: { enum: string[] }; review: { required: string[] } };
    };
    expect(schema.properties.category.enum).toEqual(['review']);
    expect(schema.properties.review.required).toEqual(['verdict', 'pros', 'cons']);

    // A review box on a news draft is not a suggestion anyone asked for.
    fake.enqueue(draftReply({ category: 'news', review: { verdict: 'Nope', pros: ['x'], cons: [] } }));
    const news = await setup.testGraph.query(GENERATE, { keyword: 'Silksong' }, editor());
    expect(news.data!.generateArticle).toMatchObject({ category: 'news', review: null });
  });

  it("suggests keywords from the publication's tags, categories and recent titles", async () => {
    const result = await setup.testGraph.query('{ aiKeywords }', {}, editor());
    const keywords: string[] = result.data!.aiKeywords;
    expect(keywords[0]).toBe('Elden Ring');
    expect(keywords).toEqual(expect.arrayContaining(['Silksong', 'Guide', 'News', 'Hollow Knight Silksong dated']));
    expect(new Set(keywords.map((k) => k.toLowerCase())).size).toBe(keywords.length);
  });
});

describe('without an API key', () => {
  let setup: TestJobsSetup;
  const editor = () => setup.testGraph.editorHeaders();

  beforeAll(async () => {
    setup = await startGraphWithJobs();
    await setup.startWorker();
    await seedPublication(setup);
  });
  afterAll(async () => {
    await setup?.close();
  });

  it('drafts with the offline generator from the keyword and related articles, passing the same validation', async () => {
    const result = await setup.testGraph.query(GENERATE, { keyword: 'elden ring' }, editor());
    expect(result.errors).toBeUndefined();
    const { generator, ...draft } = result.data!.generateArticle;
    expect(generator).toBe('offline');
    expect(draft.title).toBe('Elden Ring: What You Need to Know');
    expect(draft.slug).toBe('elden-ring-what-you-need-to-know');
    expect(['guide', 'news']).toContain(draft.category);
    expect(draft.content).toContain('Elden Ring: every boss ranked');
    expect(draft.tags).toEqual(expect.arrayContaining(['Elden Ring']));
    expect(validateArticleDraft(draft, ['guide', 'news'], 'offline')).toEqual({ ...draft, generator: 'offline' });
  });

  it('writes a different draft on Regenerate, fills the excerpt, and addresses readers only', async () => {
    const takes = [];
    for (const variant of [0, 1, 2]) {
      const result = await setup.testGraph.query(GENERATE, { keyword: 'elden ring', variant }, editor());
      expect(result.errors).toBeUndefined();
      takes.push(result.data!.generateArticle);
    }
    expect(new Set(takes.map((d) => d.title)).size).toBe(3);
    expect(new Set(takes.map((d) => d.content)).size).toBe(3);
    for (const draft of takes) {
      expect(draft.excerpt.length).toBeGreaterThan(20);
      expect(draft.excerpt.length).toBeLessThanOrEqual(200);
      expect(draft.content).not.toMatch(/before publishing|check every fact|add your own|offline generator/i);
    }
  });

  it('files the draft under the chosen category and suggests a verdict, pros and cons for a review', async () => {
    await createCategory(setup.testGraph.graph, { name: 'Review', slug: 'review' });
    const result = await setup.testGraph.query(GENERATE, { keyword: 'elden ring', category: 'review' }, editor());
    expect(result.errors).toBeUndefined();
    const draft = result.data!.generateArticle;
    expect(draft.category).toBe('review');
    expect(draft.review.verdict).toMatch(/^Elden Ring /);
    expect(draft.review.pros.length).toBeGreaterThan(0);
    expect(draft.review.cons.length).toBeGreaterThan(0);
    const other = await setup.testGraph.query(GENERATE, { keyword: 'elden ring', category: 'guide' }, editor());
    expect(other.data!.generateArticle).toMatchObject({ category: 'guide', review: null });
  });

  it('drafts from a long keyword within the article limits: titles and tags are cut to fit', async () => {
    // 62 characters: more than a tag may hold.
    const keyword = 'best budget gaming headsets for competitive shooters this year';
    const long = `${keyword} ranked by our hardware team after weeks of testing with real players in ranked matches and casual lobbies on every platform`;
    expect(long.length).toBeGreaterThan(171);
    for (const [words, variant] of [
      [keyword, 0],
      [long, 1],
      [long, 2],
    ] as const) {
      const result = await setup.testGraph.query(GENERATE, { keyword: words, variant }, editor());
      expect(result.errors).toBeUndefined();
      const draft = result.data!.generateArticle;
      expect(draft.title.length).toBeLessThanOrEqual(200);
      expect(draft.title).toMatch(/Best Budget Gaming Headsets/);
      expect(draft.tags[0]).toMatch(/^Best Budget Gaming Headsets For/);
      for (const tag of draft.tags) expect(tag.length).toBeLessThanOrEqual(50);
    }
  });

  it('caches trending topics from tag frequency until refreshed', async () => {
    const first = await setup.testGraph.query(TRENDING, {}, editor());
    expect(first.data!.trendingTopics[0]).toBe('Elden Ring');

    for (const title of ['Switch 2 price', 'Switch 2 launch line-up', 'Switch 2 teardown']) {
      await createArticle(setup.testGraph.graph, { title, category: 'news', tags: ['Nintendo Switch 2'] });
    }
    const cached = await setup.testGraph.query(TRENDING, {}, editor());
    expect(cached.data!.trendingTopics).toEqual(first.data!.trendingTopics);

    const refreshed = await setup.testGraph.query(TRENDING, { refresh: true }, editor());
    expect(refreshed.data!.trendingTopics[0]).toBe('Nintendo Switch 2');
  });
});
