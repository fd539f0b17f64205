import { ExternalLink, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { linkVideo, type VideoDraft } from '../../lib/admin-content-draft';
import { HiddenFileInput, UploadProgressRow } from './upload-progress';
import { VIDEO_MAX_MB, videoFileRefusal, type VideoUpload } from './use-video-uploads';

const MODES = ['none', 'link', 'file'] as const;

/**
 * A lesson's video: none, a link (YouTube, Vimeo or a video file's https address, told apart by the
 * address), or a file sent to the server, with the upload's progress and a way to cancel it.
 */
export function VideoSourceField({
  id,
  video,
  upload,
  error,
  onChange,
  onUpload,
  onCancelUpload,
}: {
  id: string;
  video: VideoDraft;
  upload: VideoUpload | undefined;
  error: string | undefined;
  onChange: (video: VideoDraft) => void;
  onUpload: (file: File) => void;
  onCancelUpload: () => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const mode = upload ? 'file' : video.mode;

  const choose = (next: (typeof MODES)[number]) => {
    if (next === video.mode) return;
    if (upload) onCancelUpload();
    onChange(
      next === 'none'
        ? { mode: 'none' }
        : next === 'link'
          ? { mode: 'link', url: '' }
          : { mode: 'file', videoId: null, fileName: null },
    );
  };

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = videoFileRefusal(file);
    if (refusal) {
      toast.error(t('courses.contentDialog.video.uploadErrorTitle'), {
        description: t(refusal, { size: VIDEO_MAX_MB }),
      });
      return;
    }
    onUpload(file);
  };

  const detected = video.mode === 'link' && video.url.trim() !== '' ? linkVideo(video.url).kind : null;

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('courses.contentDialog.video.source')}</legend>
        <div className="flex flex-wrap gap-4">
          {MODES.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-mode`}
                value={option}
                checked={mode === option}
                onChange={() => choose(option)}
                className="size-4 accent-primary"
              />
              {t(`courses.contentDialog.video.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {video.mode === 'link' && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-url`}>{t('courses.contentDialog.video.linkLabel')}</Label>
          <Input
            {...fieldControlProps(`${id}-url`, error, detected ? 'detected' : undefined)}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t('courses.contentDialog.lessonVideoPlaceholder')}
            value={video.url}
            onChange={(event) => onChange({ mode: 'link', url: event.target.value })}
          />
          {detected && (
            <p id={`${id}-url-description`} className="text-xs text-muted-foreground">
              {t(`courses.contentDialog.video.detected.${detected}`)}
            </p>
          )}
          <FieldError id={`${id}-url`} error={error} />
        </div>
      )}
      {mode === 'file' && (
        <div className="flex flex-col gap-2">
          <HiddenFileInput
            inputRef={inputRef}
            accept="video/mp4,video/webm,.mp4,.m4v,.webm"
            label={t('courses.contentDialog.video.fileLabel')}
            onFile={onFile}
          />
          {upload ? (
            <UploadProgressRow
              name={upload.fileName}
              percent={upload.percent}
              percentText={t('courses.contentDialog.video.progress', { percent: upload.percent })}
              progressLabel={t('courses.contentDialog.video.progressLabel', { name: upload.fileName })}
              cancelLabel={t('courses.contentDialog.video.cancelUpload')}
              onCancel={onCancelUpload}
            />
          ) : (
            <div className="flex flex-col gap-2">
              {video.mode === 'file' && video.videoId && (
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  {video.fileName
                    ? t('courses.contentDialog.video.uploaded', { name: video.fileName })
                    : t('courses.contentDialog.video.savedFile')}
                  <a
                    href={`/api/course-videos/${encodeURIComponent(video.videoId)}`}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-link underline-offset-4 hover:underline"
                  >
                    {t('courses.contentDialog.video.watch')}
                    <ExternalLink className="size-3" aria-hidden="true" />
                  </a>
                </p>
              )}
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                aria-describedby={`${id}-file-hint ${error ? `${id}-file-error` : ''}`.trim()}
                onClick={() => inputRef.current?.click()}
              >
                <Upload aria-hidden="true" />
                {video.mode === 'file' && video.videoId
                  ? t('courses.contentDialog.video.replaceFile')
                  : t('courses.contentDialog.video.chooseFile')}
              </Button>
              <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
                {t('courses.contentDialog.video.uploadHint', { size: VIDEO_MAX_MB })}
              </p>
              <FieldError id={`${id}-file`} error={error} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
