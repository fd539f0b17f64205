import { LOGO_MAX_BYTES } from '@blivion/shared/core';
import { IMAGE_TYPES } from '@blivion/shared/uploads';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useFilePreview } from '@/lib/file-preview';
import { toast } from '@/lib/toast';

const ACCEPTED_TYPES: readonly string[] = Object.values(IMAGE_TYPES);
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg)$/i;

/** The thumbnail as the dialog holds it: the saved one kept, a new file, or removed. */
export type ThumbnailChoice = { kind: 'keep' } | { kind: 'file'; file: File } | { kind: 'remove' };

/** A quick check before sending; the server checks the content again (like the logos) and its answer decides. */
function refusalOf(file: File): string | null {
  const typeOk = ACCEPTED_TYPES.includes(file.type) || (!file.type && ACCEPTED_EXTENSIONS.test(file.name));
  if (!typeOk) return 'errors.INVALID_FILE_TYPE';
  return file.size > LOGO_MAX_BYTES ? 'courses.form.thumbnailTooLarge' : null;
}

/** 'Imagem de capa': choose an image (any image type), see it before saving, or remove it. */
export function ThumbnailField({
  id,
  savedUrl,
  choice,
  onChange,
  disabled,
}: {
  id: string;
  savedUrl: string | null;
  choice: ThumbnailChoice;
  onChange: (choice: ThumbnailChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  // A data: URL: the page's CSP refuses blob: images (docs/decisions/0079).
  const fileUrl = useFilePreview(choice.kind === 'file' ? choice.file : null);
  const preview = choice.kind === 'file' ? fileUrl : choice.kind === 'keep' ? savedUrl : null;

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) toast.error(t('courses.form.thumbnailRefusedTitle'), { description: t(refusal) });
    else onChange({ kind: 'file', file });
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('courses.form.thumbnail')}</Label>
      <div className="flex items-center gap-4">
        <figure className="flex aspect-video w-36 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {preview ? (
            <img src={preview} alt={t('courses.form.thumbnailPreview')} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
          {!preview && <figcaption className="sr-only">{t('courses.form.noThumbnail')}</figcaption>}
        </figure>
        <div className="flex flex-col gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={[...ACCEPTED_TYPES, '.svg'].join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-describedby={`${id}-hint`}
            disabled={disabled}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
              <Upload aria-hidden="true" />
              {preview ? t('courses.form.changeThumbnail') : t('courses.form.chooseThumbnail')}
            </Button>
            {preview && (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange({ kind: 'remove' })}>
                <Trash2 aria-hidden="true" />
                {t('courses.form.removeThumbnail')}
              </Button>
            )}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {choice.kind === 'file' ? choice.file.name : t('courses.form.thumbnailHint')}
          </p>
        </div>
      </div>
    </div>
  );
}
