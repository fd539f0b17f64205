import type { MeResponse } from '@blivion/shared/me';
import { LoaderCircle, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { InlineLoading } from '@/components/feedback/inline-status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { apiErrorOr, apiErrorTitle } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useRemoveAvatar } from '../api/remove-avatar';
import { readAsDataUrl } from '@/lib/file-preview';
import { AVATAR_SOURCE_MAX_BYTES, AVATAR_SOURCE_TYPES, refuseSource } from '../lib/source-image';

/** react-easy-crop and the dialog come only when a picture is chosen: the profile page stays small. */
const AvatarCropDialog = lazy(() => import('./avatar-crop-dialog'));

const maxSize = `${AVATAR_SOURCE_MAX_BYTES / (1024 * 1024)}MB`;

/** The profile photo: the current avatar, choose a picture (then crop it in the dialog), or remove it. */
export function ProfilePhotoCard({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const removal = useRemoveAvatar();
  const avatarUrl = me.user.avatarUrl;

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = refuseSource(file);
    if (refusal) {
      toast.error(t(`features.profilePhoto.${refusal}Title`), {
        description: t(`features.profilePhoto.${refusal}Message`, { maxSize }),
      });
      return;
    }
    try {
      setSource(await readAsDataUrl(file));
    } catch {
      toast.error(t('features.profilePhoto.unreadableTitle'), {
        description: t('features.profilePhoto.unreadableMessage'),
      });
    }
  };

  const remove = () =>
    removal.mutate(undefined, {
      onSuccess: () =>
        toast.success(t('features.profilePhoto.removedTitle'), {
          description: t('features.profilePhoto.removedMessage'),
        }),
      onError: (error) =>
        toast.error(apiErrorTitle(t, error, 'features.profilePhoto.removeErrorTitle'), {
          description: apiErrorOr(t, error, 'features.profilePhoto.removeErrorMessage'),
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('features.profilePhoto.title')}</CardTitle>
        <CardDescription>{t('features.profilePhoto.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <figure className="flex shrink-0 flex-col items-center">
          <MemberAvatar name={me.user.name} imageUrl={avatarUrl} className="size-24 text-2xl" aria-hidden />
          <figcaption className="sr-only">
            {avatarUrl ? t('features.profilePhoto.current') : t('features.profilePhoto.none')}
          </figcaption>
        </figure>
        <div className="flex flex-col gap-3">
          {!avatarUrl && <p className="text-sm text-muted-foreground">{t('features.profilePhoto.none')}</p>}
          <p id="profile-photo-hint" className="text-sm text-muted-foreground">
            {t('features.profilePhoto.hint', { maxSize })}
          </p>
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_SOURCE_TYPES.join(',')}
            aria-label={t('features.profilePhoto.fileLabel')}
            hidden
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => inputRef.current?.click()}
              disabled={removal.isPending}
              aria-describedby="profile-photo-hint"
            >
              <Upload aria-hidden="true" />
              {avatarUrl ? t('features.profilePhoto.change') : t('features.profilePhoto.choose')}
            </Button>
            {avatarUrl && (
              <Button
                variant="outline"
                onClick={remove}
                disabled={removal.isPending}
                aria-busy={removal.isPending || undefined}
              >
                {removal.isPending ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <Trash2 aria-hidden="true" />
                )}
                {removal.isPending ? t('features.profilePhoto.removing') : t('features.profilePhoto.remove')}
              </Button>
            )}
          </div>
        </div>
      </CardContent>
      {source && (
        <Suspense fallback={<InlineLoading className="px-6 pb-6" />}>
          <AvatarCropDialog src={source} onClose={() => setSource(null)} />
        </Suspense>
      )}
    </Card>
  );
}
