import { render, screen } from '@testing-library/react';
import { SchedulePicker } from './SchedulePicker';

const noop = () => undefined;

it('names the zone a scheduled time is read in, since the calendar and reader pages use the publication’s', () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const parts = { date: '2026-12-04', hour: 21, minute: 0 };
  const { rerender } = render(
    <SchedulePicker mode="immediate" parts={parts} minuteStep={5} onModeChange={noop} onPartsChange={noop} />,
  );
  expect(screen.queryByText(/Your time zone/)).toBeNull();
  rerender(<SchedulePicker mode="scheduled" parts={parts} minuteStep={5} onModeChange={noop} onPartsChange={noop} />);
  expect(screen.getByText(`Your time zone (${zone})`)).toBeTruthy();
});
