import { LOGO_MAX_BYTES } from '@blivion/shared/core';
import { IMAGE_TYPES } from '@blivion/shared/uploads';
import { ImageIcon, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { apiErrorOr, apiErrorTitle } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useLogoMutation, type LogoKind } from '../api/logos';

const ACCEPTED_TYPES: readonly string[] = Object.values(IMAGE_TYPES);
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg)$/i;

const TEXTS = {
  personal: {
    title: 'features.logo.personal.title',
    description: 'features.logo.personal.description',
    fileLabel: 'features.logo.personalFileLabel',
    successTitle: 'features.logo.toasts.personalSuccessTitle',
    successMessage: 'features.logo.toasts.personalSuccessMessage',
    errorTitle: 'features.logo.toasts.personalErrorTitle',
    errorMessage: 'features.logo.toasts.personalErrorMessage',
  },
  platform: {
    title: 'features.logo.platform.title',
    description: 'features.logo.platform.description',
    fileLabel: 'features.logo.platformFileLabel',
    successTitle: 'features.logo.toasts.platformSuccessTitle',
    successMessage: 'features.logo.toasts.platformSuccessMessage',
    errorTitle: 'features.logo.toasts.platformErrorTitle',
    errorMessage: 'features.logo.toasts.platformErrorMessage',
  },
} as const;

/** A quick check before sending; the server checks the content again and its answer decides. */
function clientRefusal(file: File): { title: string; message: string } | null {
  const typeOk = ACCEPTED_TYPES.includes(file.type) || (!file.type && ACCEPTED_EXTENSIONS.test(file.name));
  if (!typeOk) return { title: 'features.logo.toasts.invalidTypeTitle', message: 'errors.INVALID_FILE_TYPE' };
  if (file.size > LOGO_MAX_BYTES) {
    return { title: 'features.logo.toasts.tooLargeTitle', message: 'features.logo.toasts.tooLargeMessage' };
  }
  return null;
}

export function LogoCard({ kind, logoUrl }: { kind: LogoKind; logoUrl: string | null }) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useLogoMutation(kind);
  const removing = mutation.isPending && mutation.variables === null;
  const uploading = mutation.isPending && !removing;
  const inputId = `logo-file-${kind}`;

  const send = (file: File | null) =>
    mutation.mutate(file, {
      onSuccess: () =>
        file
          ? toast.success(t(texts.successTitle), { description: t(texts.successMessage) })
          : toast.success(t('features.logo.removedTitle')),
      onError: (error) =>
        toast.error(apiErrorTitle(t, error, texts.errorTitle), {
          description: apiErrorOr(t, error, texts.errorMessage),
        }),
    });

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = clientRefusal(file);
    if (refusal) {
      toast.error(t(refusal.title), { description: t(refusal.message) });
      return;
    }
    send(file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(texts.title)}</CardTitle>
        <CardDescription>{t(texts.description)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <figure className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {logoUrl ? (
            <img src={logoUrl} alt={t('features.logo.preview')} className="max-h-full max-w-full object-contain" />
          ) : (
            <ImageIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
          <figcaption className="sr-only">{logoUrl ? t('features.logo.current') : t('features.logo.none')}</figcaption>
        </figure>
        <div className="flex flex-col gap-3">
          {!logoUrl && <p className="text-sm text-muted-foreground">{t('features.logo.none')}</p>}
          <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
            {t('features.logo.hint')}
          </p>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={[...ACCEPTED_TYPES, '.svg'].join(',')}
            aria-label={t(texts.fileLabel)}
            hidden
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => inputRef.current?.click()}
              disabled={mutation.isPending}
              aria-busy={uploading || undefined}
              aria-describedby={`${inputId}-hint`}
            >
              {uploading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              {uploading ? t('features.logo.uploading') : t('features.logo.upload')}
            </Button>
            {logoUrl && (
              <Button
                variant="outline"
                onClick={() => send(null)}
                disabled={mutation.isPending}
                aria-busy={removing || undefined}
              >
                {removing ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <Trash2 aria-hidden="true" />
                )}
                {removing ? t('features.logo.removing') : t('features.logo.remove')}
              </Button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
