import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithApp, stubFetch } from '../../../testing/render';
import { emptyReviewForm, type ReviewForm } from '../review-form';
import { ReviewPanel, type ReviewSuggestion } from './ReviewPanel';

const scale = {
  worst: 0,
  best: 10,
  step: 0.5,
  bands: [
    { min: 9, label: 'Essential' },
    { min: 7.5, label: 'Recommended' },
    { min: 5, label: 'Mixed' },
    { min: 0, label: 'Avoid' },
  ],
};
const platforms = [
  { id: 'pc', name: 'PC' },
  { id: 'ps5', name: 'PlayStation 5' },
];

function Harness({
  initial,
  errors = {},
  suggestion = null,
  onReview,
}: {
  initial: Partial<ReviewForm>;
  errors?: Record<string, string>;
  suggestion?: ReviewSuggestion | null;
  onReview: (review: ReviewForm) => void;
}) {
  const [review, setReview] = useState<ReviewForm>({ ...emptyReviewForm(), ...initial });
  const [offered, setOffered] = useState(suggestion);
  return (
    <ReviewPanel
      value={review}
      scale={scale}
      platforms={platforms}
      errors={errors}
      suggestion={offered}
      onSuggestionDone={() => setOffered(null)}
      onChange={(next) => {
        setReview(next);
        onReview(next);
      }}
    />
  );
}

function renderPanel(props: Omit<Parameters<typeof Harness>[0], 'onReview'>) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'u', displayName: 'U', role: 'editor' } } });
  const onReview = jest.fn();
  renderWithApp(<Harness {...props} onReview={onReview} />);
  return onReview;
}

const last = (fn: jest.Mock): ReviewForm => fn.mock.calls.at(-1)[0];

it('takes a score on the scale and previews its label', async () => {
  const user = userEvent.setup({ delay: null });
  const onReview = renderPanel({ initial: { score: '7' } });
  expect(screen.getByTestId('score-label')).toHaveTextContent('Mixed');
  const slider = screen.getByRole('slider', { name: 'Score slider' });
  expect(slider).toHaveAttribute('step', '0.5');
  expect(slider).toHaveAttribute('max', '10');
  act(() => slider.focus());
  await user.keyboard('{ArrowRight}');
  expect(last(onReview).score).toBe('7.5');
  expect(screen.getByTestId('score-label')).toHaveTextContent('Recommended');
  const field = screen.getByRole('spinbutton', { name: 'Score' });
  await user.clear(field);
  await user.type(field, '9');
  expect(screen.getByTestId('score-label')).toHaveTextContent('Essential');
  expect(screen.getByText('0–10 in steps of 0.5')).toBeInTheDocument();
});

it('counts the verdict live against 600 characters', async () => {
  const user = userEvent.setup({ delay: null });
  renderPanel({ initial: { score: '8' } });
  expect(screen.getByText('0/600 characters')).toBeInTheDocument();
  await user.click(screen.getByRole('textbox', { name: 'Verdict' }));
  await user.paste('A triumph.');
  expect(screen.getByText('10/600 characters')).toBeInTheDocument();
});

it('adds, edits, reorders and removes pros, at most ten', async () => {
  const user = userEvent.setup({ delay: null });
  const onReview = renderPanel({ initial: { score: '8', pros: ['Gorgeous art'] } });
  await user.click(screen.getByRole('button', { name: 'Add pro' }));
  await user.click(screen.getByRole('textbox', { name: 'Pros line 2' }));
  await user.paste('Tight controls');
  await user.click(screen.getByRole('button', { name: 'Move pros line 2 up' }));
  expect(last(onReview).pros).toEqual(['Tight controls', 'Gorgeous art']);
  await user.click(screen.getByRole('button', { name: 'Remove pros line 1' }));
  expect(last(onReview).pros).toEqual(['Gorgeous art']);
  for (let i = 0; i < 9; i += 1) await user.click(screen.getByRole('button', { name: 'Add pro' }));
  expect(last(onReview).pros).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Add pro' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Add con' })).toBeEnabled();
});

it("shows graph's refusal on the field it names", async () => {
  renderPanel({
    initial: { score: '7.3' },
    errors: {
      'review.score': 'Score goes in steps of 0.5 (7, 7.5, 8…)',
      'review.cons': 'Each of the cons is plain text: no HTML tags',
    },
  });
  // The signed-in editor's session is looked up on mount: let it answer inside the test.
  await act(async () => undefined);
  expect(screen.getByRole('spinbutton', { name: 'Score' })).toHaveAttribute('aria-invalid', 'true');
  const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
  expect(alerts).toEqual(['Score goes in steps of 0.5 (7, 7.5, 8…)', 'Each of the cons is plain text: no HTML tags']);
});

it("offers the AI draft's verdict, pros and cons and applies them only when accepted", async () => {
  const user = userEvent.setup({ delay: null });
  const onReview = renderPanel({
    initial: { score: '8', verdict: 'Mine' },
    suggestion: { verdict: 'Worth the wait.', pros: ['Great art'], cons: ['Short'] },
  });
  const offer = screen.getByTestId('review-suggestion');
  expect(offer).toHaveTextContent('Worth the wait.');
  expect(screen.getByRole('textbox', { name: 'Verdict' })).toHaveValue('Mine');
  await user.click(within(offer).getByRole('button', { name: 'Use suggestions' }));
  expect(last(onReview)).toMatchObject({ verdict: 'Worth the wait.', pros: ['Great art'], cons: ['Short'], score: '8' });
  expect(screen.queryByTestId('review-suggestion')).not.toBeInTheDocument();
});
