import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbargoLiftButton } from './EmbargoLiftButton';

describe('Schedule for embargo lift', () => {
  it('schedules at the embargo in one click', async () => {
    const lift = new Date(2031, 5, 12, 15, 0);
    const onSchedule = jest.fn();
    render(<EmbargoLiftButton embargoUntil={lift.toISOString()} minuteStep={5} onSchedule={onSchedule} />);
    expect(screen.getByText(/Embargoed until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule for embargo lift' }));
    expect(onSchedule).toHaveBeenCalledWith({ date: '2031-06-12', hour: 15, minute: 0 });
  });

  it('rounds an embargo between slots up to the next one, never earlier', async () => {
    const onSchedule = jest.fn();
    render(
      <EmbargoLiftButton embargoUntil={new Date(2031, 5, 12, 15, 2).toISOString()} minuteStep={5} onSchedule={onSchedule} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schedule for embargo lift' }));
    expect(onSchedule).toHaveBeenCalledWith({ date: '2031-06-12', hour: 15, minute: 5 });
  });
});
