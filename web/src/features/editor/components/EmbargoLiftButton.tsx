import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { schedulePartsFrom, type ScheduleParts } from '../scheduling';

export interface EmbargoLiftButtonProps {
  /** The article's embargo (ISO instant). */
  embargoUntil: string;
  minuteStep: number;
  disabled?: boolean;
  /** Schedules the article at these parts (the embargo, on the form's minute step). */
  onSchedule: (parts: ScheduleParts) => void;
}

/**
 * Issue 21: an embargoed article is scheduled for its lift in one click. The time is the embargo's,
 * rounded up to the minute step when it falls between slots (graph accepts any time at or after it).
 */
export function EmbargoLiftButton({ embargoUntil, minuteStep, disabled, onSchedule }: EmbargoLiftButtonProps) {
  const lift = new Date(embargoUntil);
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" disabled={disabled} onClick={() => onSchedule(schedulePartsFrom(lift, minuteStep))}>
          Schedule for embargo lift
        </Button>
      }
    >
      Embargoed until {lift.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
    </Alert>
  );
}
