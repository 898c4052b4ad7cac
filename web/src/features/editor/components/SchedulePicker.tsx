import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PublishMode } from '../article-form';
import { scheduleHours, scheduleMinutes, type ScheduleParts } from '../scheduling';

export interface SchedulePickerProps {
  mode: PublishMode;
  parts: ScheduleParts;
  disabled?: boolean;
  /** Minute choices are multiples of this (graph's schedulingRules; spec: 5). */
  minuteStep: number;
  onModeChange: (mode: PublishMode) => void;
  onPartsChange: (parts: ScheduleParts) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Publish now, or pick a local date, an hour (0–23) and a minute in steps of 5 (spec §5). */
export function SchedulePicker({ mode, parts, disabled, minuteStep, onModeChange, onPartsChange }: SchedulePickerProps) {
  return (
    <Stack spacing={1.5}>
      <FormControl disabled={disabled}>
        <FormLabel id="publish-mode-label">Publishing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="publish-mode-label"
          value={mode}
          onChange={(e) => onModeChange(e.target.value as PublishMode)}
        >
          <FormControlLabel value="immediate" control={<Radio />} label="Publish immediately" />
          <FormControlLabel value="scheduled" control={<Radio />} label="Schedule for later" />
        </RadioGroup>
      </FormControl>
      {mode === 'scheduled' ? (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            label="Date"
            type="date"
            value={parts.date}
            onChange={(e) => onPartsChange({ ...parts, date: e.target.value })}
            size="small"
            disabled={disabled}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label="Hour"
            value={parts.hour}
            onChange={(e) => onPartsChange({ ...parts, hour: Number(e.target.value) })}
            size="small"
            disabled={disabled}
            sx={{ minWidth: 96 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {scheduleHours.map((hour) => (
              <option key={hour} value={hour}>
                {pad(hour)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Minute"
            value={parts.minute}
            onChange={(e) => onPartsChange({ ...parts, minute: Number(e.target.value) })}
            size="small"
            disabled={disabled}
            sx={{ minWidth: 96 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {scheduleMinutes(minuteStep).map((minute) => (
              <option key={minute} value={minute}>
                {pad(minute)}
              </option>
            ))}
          </TextField>
          {/* The calendar and reader pages write the publication's clock: say whose this one is. */}
          <FormHelperText sx={{ flexBasis: '100%', mt: 0 }}>
            Your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone})
          </FormHelperText>
        </Stack>
      ) : null}
    </Stack>
  );
}
