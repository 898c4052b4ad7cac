import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AiGeneratorPanel, aiPreviewText } from './AiGeneratorPanel';
import { fetchKeywordSuggestions, fetchTrendingTopics, generateArticle, type GeneratedArticle } from '../ai-api';

const toast = jest.fn();
jest.mock('../../../lib/toast', () => ({ useToast: () => ({ toast }) }));
jest.mock('../../auth/useAuth', () => ({ useAuth: () => ({ openLogin: jest.fn(), editor: null, loading: false, logout: jest.fn() }) }));
jest.mock('../ai-api', () => ({
  fetchKeywordSuggestions: jest.fn(),
  fetchTrendingTopics: jest.fn(),
  generateArticle: jest.fn(),
  isSessionRefused: () => false,
}));

const longContent = `<p>${'Backtracking done right. '.repeat(12)}</p>`;
const generated: GeneratedArticle = {
  title: 'Metroidvania Revival',
  content: longContent,
  metaDescription: 'Why the genre is back.',
  tags: ['metroidvania', 'indie'],
  category: 'guide',
  slug: 'metroidvania-revival',
};

beforeEach(() => {
  toast.mockReset();
  jest.mocked(fetchKeywordSuggestions).mockResolvedValue(['Hollow Knight']);
  jest.mocked(fetchTrendingTopics).mockResolvedValue(['Switch 2 launch']);
  jest.mocked(generateArticle).mockReset();
});

it('previews the first 150 characters of the content as text', () => {
  const text = aiPreviewText(longContent);
  expect(text).toBe(`${'Backtracking done right. '.repeat(12).slice(0, 150)}...`);
  expect(aiPreviewText('<p>Short.</p>')).toBe('Short.');
});

it('asks for a keyword before generating', async () => {
  const user = userEvent.setup({ delay: null });
  render(<AiGeneratorPanel onUse={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Generate Article' }));
  expect(toast).toHaveBeenCalledWith({
    title: 'Enter a Keyword',
    description: 'Please enter or select a keyword to generate an article.',
    variant: 'destructive',
  });
  expect(generateArticle).not.toHaveBeenCalled();
});

it('generates from a trending topic, previews it, regenerates and hands it to the editor', async () => {
  const user = userEvent.setup({ delay: null });
  const onUse = jest.fn();
  jest.mocked(generateArticle).mockResolvedValue(generated);
  render(<AiGeneratorPanel onUse={onUse} />);

  await user.click(await screen.findByRole('button', { name: 'Switch 2 launch' }));
  await user.click(screen.getByRole('button', { name: 'Generate Article' }));
  expect(await screen.findByText('Metroidvania Revival')).toBeInTheDocument();
  expect(generateArticle).toHaveBeenCalledWith('Switch 2 launch');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Article Generated!' }));

  await user.click(screen.getByRole('button', { name: 'Regenerate' }));
  await waitFor(() => expect(generateArticle).toHaveBeenCalledTimes(2));
  await user.click(await screen.findByRole('button', { name: 'Use This Article' }));
  expect(onUse).toHaveBeenCalledWith(generated);
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Article Added' }));
});

it('refreshes trending topics on request', async () => {
  const user = userEvent.setup({ delay: null });
  render(<AiGeneratorPanel onUse={jest.fn()} />);
  await screen.findByRole('button', { name: 'Switch 2 launch' });
  jest.mocked(fetchTrendingTopics).mockResolvedValue(['Summer Game Fest']);
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByRole('button', { name: 'Summer Game Fest' })).toBeInTheDocument();
  expect(fetchTrendingTopics).toHaveBeenLastCalledWith(true);
});

it('says generation failed when the server cannot write one', async () => {
  const user = userEvent.setup({ delay: null });
  jest.mocked(generateArticle).mockRejectedValue(new Error('502: upstream'));
  render(<AiGeneratorPanel onUse={jest.fn()} />);
  await user.type(screen.getByRole('combobox', { name: 'Keyword' }), 'Soulslike');
  await user.click(screen.getByRole('button', { name: 'Generate Article' }));
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      title: 'Generation Failed',
      description: 'Unable to generate article. Please try again.',
      variant: 'destructive',
    }),
  );
});
