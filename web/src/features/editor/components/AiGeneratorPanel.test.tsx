import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../lib/toast';
import { renderWithApp, stubFetch } from '../../../testing/render';
import type { GeneratedArticle } from '../ai-api';
import { AiGeneratorPanel, aiPreviewText } from './AiGeneratorPanel';

const editor = { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' };
const longContent = `<p>${'Backtracking done right. '.repeat(12)}</p>`;
const generated: GeneratedArticle = {
  title: 'Metroidvania Revival',
  content: longContent,
  metaDescription: 'Why the genre is back.',
  excerpt: 'The genre is back.',
  tags: ['metroidvania', 'indie'],
  category: 'guide',
  slug: 'metroidvania-revival',
  generator: 'offline',
  review: null,
};

function stubAi(generate: { status: number; body?: unknown } = { status: 200, body: generated }, trending = ['Switch 2 launch']) {
  return stubFetch({
    'GET /api/auth/me': { status: 200, body: editor },
    'GET /api/ai/keywords': { status: 200, body: ['Hollow Knight'] },
    'GET /api/ai/trending-topics': { status: 200, body: trending },
    'GET /api/ai/trending-topics?refresh=true': { status: 200, body: ['Summer Game Fest'] },
    'POST /api/ai/generate-article': generate,
  });
}

beforeEach(() => dismissToast());

it('previews the first 150 characters of the content as text', () => {
  expect(aiPreviewText(longContent)).toBe(`${'Backtracking done right. '.repeat(12).slice(0, 150)}...`);
  expect(aiPreviewText('<p>Short.</p>')).toBe('Short.');
});

it('asks for a keyword before generating', async () => {
  const calls = stubAi();
  const user = userEvent.setup({ delay: null });
  renderWithApp(<AiGeneratorPanel onUse={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Generate Article' }));
  expect(await screen.findByText('Enter a Keyword')).toBeInTheDocument();
  expect(screen.getByText('Please enter or select a keyword to generate an article.')).toBeInTheDocument();
  expect(calls.filter((c) => c.url === '/api/ai/generate-article')).toHaveLength(0);
});

it('generates from a trending topic, previews it, regenerates and hands it to the editor', async () => {
  const calls = stubAi();
  const user = userEvent.setup({ delay: null });
  const onUse = jest.fn();
  renderWithApp(<AiGeneratorPanel onUse={onUse} />);

  await user.click(await screen.findByRole('button', { name: 'Switch 2 launch' }));
  await user.click(screen.getByRole('button', { name: 'Generate Article' }));
  expect(await screen.findByText('Metroidvania Revival')).toBeInTheDocument();
  expect(screen.getByText('Article Generated!')).toBeInTheDocument();
  expect(calls.find((c) => c.url === '/api/ai/generate-article')?.body).toBe('{"keyword":"Switch 2 launch"}');

  await user.click(screen.getByRole('button', { name: 'Regenerate' }));
  await user.click(await screen.findByRole('button', { name: 'Use This Article' }));
  expect(calls.filter((c) => c.url === '/api/ai/generate-article')).toHaveLength(2);
  expect(onUse).toHaveBeenCalledWith(generated);
  expect(await screen.findByText('Article Added')).toBeInTheDocument();
});

it('refreshes trending topics on request', async () => {
  const calls = stubAi();
  const user = userEvent.setup({ delay: null });
  renderWithApp(<AiGeneratorPanel onUse={jest.fn()} />);
  await screen.findByRole('button', { name: 'Switch 2 launch' });
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByRole('button', { name: 'Summer Game Fest' })).toBeInTheDocument();
  expect(calls.map((c) => c.url)).toContain('/api/ai/trending-topics?refresh=true');
});

it('says generation failed when the server cannot write one', async () => {
  stubAi({ status: 502, body: 'upstream unavailable' });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<AiGeneratorPanel onUse={jest.fn()} />);
  await user.type(screen.getByRole('combobox', { name: 'Keyword' }), 'Soulslike');
  await user.click(screen.getByRole('button', { name: 'Generate Article' }));
  expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
  expect(screen.getByText('Unable to generate article. Please try again.')).toBeInTheDocument();
});
