// A word diff as the editor reads it: removed words struck through, added ones underlined.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DiffPart } from '../revision-diff';

export function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((part, i) =>
        part.change === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.change === 'removed' ? (
          <Box component="del" key={i} sx={{ bgcolor: 'rgba(244, 67, 54, 0.25)' }}>
            {part.text}
          </Box>
        ) : (
          <Box component="ins" key={i} sx={{ bgcolor: 'rgba(76, 175, 80, 0.25)' }}>
            {part.text}
          </Box>
        ),
      )}
    </Typography>
  );
}
