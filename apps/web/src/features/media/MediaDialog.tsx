import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadImage as sessionUploadImage } from './imageUploader.ts';
import { ACCEPTED_IMAGE_TYPES, isAcceptedImageType } from './mediaAddresses.ts';
import type { ImageMedia, UploadImageOptions } from './uploadImage.ts';
import { videoMedia, videoThumbnailUrl, type VideoMedia } from './videoMedia.ts';

export type CardMedia = ImageMedia | VideoMedia;

export interface MediaDialogProps {
  open: boolean;
  onClose: () => void;
  /** The media to save on the card (setQuestionMedia, setTextCardMedia, ...). */
  onSave: (media: CardMedia) => void;
  /** Options and matrix rows take an image only: the dialog is 'Add image', without the video tab. */
  imageOnly?: boolean;
  /** The uploader; the session's by default (replaceable in tests and stories). */
  uploadImage?: (file: File, options: UploadImageOptions) => Promise<ImageMedia | null>;
}

type Source = 'upload' | 'video';

const WRONG_TYPE = 'Choose a JPEG, PNG, GIF or WebP image.';
const BAD_VIDEO = 'Enter a video address starting with https://';

/**
 * The card's "Add media" dialog: upload an image (with progress) or give a video URL. A failed
 * upload is dropped silently (spec 2 §4): the dialog returns to its choose state.
 */
export function MediaDialog(props: MediaDialogProps) {
  const { open, onClose, imageOnly = false } = props;
  const id = useId();
  // The body mounts with the dialog's content and unmounts when it closes: every opening starts
  // afresh, and closing cancels an upload in flight.
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{imageOnly ? 'Add image' : 'Add media'}</DialogTitle>
      <MediaDialogBody {...props} />
    </Dialog>
  );
}

function MediaDialogBody(props: MediaDialogProps) {
  const { onClose, onSave, imageOnly = false, uploadImage = sessionUploadImage } = props;
  const id = useId();
  const [source, setSource] = useState<Source>('upload');
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [videoUrl, setVideoUrl] = useState('');
  const [videoTouched, setVideoTouched] = useState(false);
  const running = useRef<AbortController | null>(null);

  // Closing or unmounting cancels an upload in flight (and deletes it on the server).
  useEffect(() => () => running.current?.abort(), []);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImageType(file.type)) {
      setFileError(WRONG_TYPE);
      return;
    }
    setFileError(null);
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    const media = await uploadImage(file, { onProgress: setProgress, signal: controller.signal });
    if (controller.signal.aborted) return;
    running.current = null;
    setProgress(null);
    if (media) {
      onSave(media);
      onClose();
    }
  };

  const video = videoMedia(videoUrl);
  const thumbnail = video ? videoThumbnailUrl(video.mediaUrl) : null;
  const showVideoError = videoTouched && videoUrl.trim() !== '' && !video;
  const uploading = progress !== null;

  const handleAddVideo = () => {
    if (!video) return;
    onSave(video);
    onClose();
  };

  return (
    <>
      {imageOnly ? null : (
        <Tabs
          value={source}
          onChange={(_event, value: Source) => setSource(value)}
          aria-label="Media source"
          sx={{ px: 3 }}
        >
          <Tab
            value="upload"
            label="Upload image"
            id={`${id}-tab-upload`}
            aria-controls={`${id}-panel-upload`}
          />
          <Tab
            value="video"
            label="Video URL"
            id={`${id}-tab-video`}
            aria-controls={`${id}-panel-video`}
            disabled={uploading}
          />
        </Tabs>
      )}
      <DialogContent sx={{ minHeight: 160 }}>
        <Box
          role={imageOnly ? undefined : 'tabpanel'}
          id={`${id}-panel-upload`}
          aria-labelledby={imageOnly ? undefined : `${id}-tab-upload`}
          hidden={source !== 'upload'}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            JPEG, PNG, GIF or WebP.
          </Typography>
          <Button variant="outlined" component="label" disabled={uploading}>
            Choose image
            <input
              type="file"
              hidden
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              onChange={(event) => void handleFile(event)}
            />
          </Button>
          {fileError && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {fileError}
            </Typography>
          )}
          {uploading && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label="Upload progress"
              sx={{ mt: 3 }}
            />
          )}
        </Box>
        <Box
          role="tabpanel"
          id={`${id}-panel-video`}
          aria-labelledby={`${id}-tab-video`}
          hidden={source !== 'video'}
        >
          <TextField
            label="Video URL"
            placeholder="https://www.youtube.com/watch?v=..."
            value={videoUrl}
            onChange={(event) => setVideoUrl(event.target.value)}
            onBlur={() => setVideoTouched(true)}
            error={showVideoError}
            helperText={showVideoError ? BAD_VIDEO : ' '}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          {thumbnail && (
            <Box
              component="img"
              src={thumbnail}
              alt="Video thumbnail"
              sx={{ mt: 1, width: 160, height: 90, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        {source === 'video' && (
          <Button variant="contained" onClick={handleAddVideo} disabled={!video}>
            Add video
          </Button>
        )}
      </DialogActions>
    </>
  );
}
