// Choose an image (an article's, a game's cover): upload one (file button, drag and drop, or paste) with its alt
// text, which is required, or pick one already in the media library.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { MediaLibraryDocument } from '../gql/graphql';
import { uploadMedia } from './media-api';

export interface PickedImage {
  id: number;
  url: string;
  alt: string;
}

export function MediaPicker({
  open,
  title,
  onClose,
  onPick,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onPick: (image: PickedImage) => void;
}) {
  const [search, setSearch] = useState('');
  const library = useQuery(MediaLibraryDocument, {
    variables: { search: search.trim() || null, limit: 40 },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const reset = () => {
    setFile(null);
    setAlt('');
    setProblem(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const take = (candidate: File | undefined | null) => {
    if (!candidate) return;
    setFile(candidate);
    setProblem(null);
  };
  const upload = async () => {
    if (!file) return;
    if (!alt.trim()) {
      setProblem('Please describe the image: alt text is required.');
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadMedia(file, alt.trim());
      reset();
      onPick({ id: stored.id, url: stored.url, alt: stored.alt });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{title}</DialogTitle>
      <DialogContent onPaste={(e: ClipboardEvent) => take(e.clipboardData.files[0])}>
        <Stack spacing={2}>
          <Box
            data-testid="media-drop-zone"
            onDragOver={(e: DragEvent) => e.preventDefault()}
            onDrop={(e: DragEvent) => {
              e.preventDefault();
              take(e.dataTransfer.files[0]);
            }}
            sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 2 }}
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
              <Button variant="outlined" component="label">
                Choose file
                <input hidden type="file" accept="image/*" aria-label="Image file" onChange={(e) => take(e.target.files?.[0])} />
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {file ? file.name : 'or drop an image here, or paste one'}
              </Typography>
              <TextField
                label="Alt text"
                size="small"
                required
                value={alt}
                onChange={(e) => setAlt(e.target.value)}
                sx={{ minWidth: 260 }}
              />
              <Button variant="contained" onClick={upload} disabled={!file || uploading}>
                {uploading ? 'Uploading...' : 'Upload'}
              </Button>
            </Stack>
            {problem ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            ) : null}
          </Box>
          <TextField label="Search the media library" size="small" value={search} onChange={(e) => setSearch(e.target.value)} />
          <ImageList cols={4} gap={8} aria-label="Media library">
            {(library.data?.mediaLibrary.items ?? []).map((item) => (
              <ImageListItem key={item.id}>
                <Box
                  component="button"
                  type="button"
                  aria-label={`Use image: ${item.alt}`}
                  onClick={() => onPick({ id: item.id, url: item.url, alt: item.alt })}
                  sx={{ p: 0, border: 0, cursor: 'pointer', bgcolor: 'transparent' }}
                >
                  <img src={`${item.url}?w=400`} alt={item.alt} loading="lazy" style={{ width: '100%', display: 'block' }} />
                </Box>
                <ImageListItemBar subtitle={item.alt} position="below" />
              </ImageListItem>
            ))}
          </ImageList>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
