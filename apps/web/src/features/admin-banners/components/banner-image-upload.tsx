import { ImageUp, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { uploadBannerImage } from '../api/banners';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';

/**
 * 'Enviar imagem': picks a picture from the device, uploads it (the server checks it by content,
 * like every other image field) and hands its address to the form's image field.
 */
export function BannerImageUpload({ onUploaded }: { onUploaded: (imageUrl: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    try {
      onUploaded((await uploadBannerImage(file)).imageUrl);
    } catch (error) {
      toast.error(t('features.banners.form.uploadError'), {
        description: apiErrorOr(t, error, 'features.banners.form.uploadError'),
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
        {busy ? t('features.banners.form.uploadingImage') : t('features.banners.form.uploadImage')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('features.banners.form.uploadHint')}</p>
    </div>
  );
}
