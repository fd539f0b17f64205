import { LoaderCircle, ZoomIn, ZoomOut } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { apiErrorOr, apiErrorTitle } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useUploadAvatar } from '../api/upload-avatar';
import { cropToSquare } from '../lib/crop-to-square';

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const ZOOM_STEP = 0.1;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 10) / 10));

/**
 * The square crop of a chosen picture (loaded lazily with react-easy-crop, only when a picture is
 * chosen): drag or arrow keys move it, the slider, its buttons or + and - zoom; the round preview
 * shows what the avatar will look like. 'Salvar foto' sends the square (AVATAR_SIZE_PX) and closes
 * on success; a refusal is told in a toast and the dialog stays open.
 */
export default function AvatarCropDialog({ src, onClose }: { src: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const hintId = `${ids}-hint`;
  const zoomId = `${ids}-zoom`;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<{ percent: Area; pixels: Area } | null>(null);
  const [preparing, setPreparing] = useState(false);
  /** The cropper's own <img>, loaded and decoded: the canvas draws from it. */
  const image = useRef<RefObject<HTMLImageElement> | null>(null);
  const mutation = useUploadAvatar();
  const busy = preparing || mutation.isPending;

  const zoomBy = (delta: number) => setZoom((current) => clampZoom(current + delta));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(-ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  const save = async () => {
    const loaded = image.current?.current;
    if (!area || !loaded) return;
    setPreparing(true);
    let file: File;
    try {
      file = await cropToSquare(loaded, area.pixels);
    } catch {
      toast.error(t('features.profilePhoto.unreadableTitle'), {
        description: t('features.profilePhoto.unreadableMessage'),
      });
      return;
    } finally {
      setPreparing(false);
    }
    mutation.mutate(file, {
      onSuccess: () => {
        toast.success(t('features.profilePhoto.savedTitle'), { description: t('features.profilePhoto.savedMessage') });
        onClose();
      },
      onError: (error) =>
        toast.error(apiErrorTitle(t, error, 'features.profilePhoto.saveErrorTitle'), {
          description: apiErrorOr(t, error, 'features.profilePhoto.saveErrorMessage'),
        }),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={t('features.profilePhoto.crop.title')}
        description={t('features.profilePhoto.crop.description')}
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {/* Keys pressed in the crop area bubble here: the arrows move it (react-easy-crop), + and - zoom. */}
          <div
            className="relative aspect-square w-full overflow-hidden rounded-lg bg-muted sm:w-72"
            onKeyDown={onKeyDown}
          >
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={(next) => setZoom(clampZoom(next))}
              onCropComplete={(percent, pixels) => setArea({ percent, pixels })}
              setImageRef={(ref) => {
                image.current = ref;
              }}
              cropperProps={{
                role: 'group',
                'aria-label': t('features.profilePhoto.crop.area'),
                'aria-describedby': hintId,
              }}
              // Through `classes`: a className in cropperProps would replace the library's own classes.
              classes={{
                cropAreaClassName: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              }}
            />
          </div>
          <figure className="flex flex-col items-center gap-2 self-center sm:self-start">
            <div
              className="relative size-24 overflow-hidden rounded-full border bg-muted"
              data-testid="avatar-crop-preview"
            >
              {area && (
                <img
                  src={src}
                  alt=""
                  className="absolute max-w-none"
                  style={{
                    width: `${10_000 / area.percent.width}%`,
                    height: `${10_000 / area.percent.height}%`,
                    left: `${(-area.percent.x * 100) / area.percent.width}%`,
                    top: `${(-area.percent.y * 100) / area.percent.height}%`,
                  }}
                />
              )}
            </div>
            <figcaption className="text-center text-xs text-muted-foreground">
              {t('features.profilePhoto.crop.preview')}
            </figcaption>
          </figure>
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('features.profilePhoto.crop.keyboardHint')}
        </p>
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => zoomBy(-ZOOM_STEP)}
            disabled={zoom <= MIN_ZOOM}
            aria-label={t('features.profilePhoto.crop.zoomOut')}
          >
            <ZoomOut aria-hidden="true" />
          </Button>
          <label htmlFor={zoomId} className="sr-only">
            {t('features.profilePhoto.crop.zoom')}
          </label>
          <input
            id={zoomId}
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={ZOOM_STEP}
            value={zoom}
            aria-valuetext={`${Math.round(zoom * 100)}%`}
            onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
            className="h-2 flex-1 cursor-pointer accent-primary"
          />
          <Button
            variant="ghost"
            size="icon"
            onClick={() => zoomBy(ZOOM_STEP)}
            disabled={zoom >= MAX_ZOOM}
            aria-label={t('features.profilePhoto.crop.zoomIn')}
          >
            <ZoomIn aria-hidden="true" />
          </Button>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={!area || busy} aria-busy={busy || undefined}>
            {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {busy ? t('features.profilePhoto.crop.saving') : t('features.profilePhoto.crop.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
