import { LoaderCircle, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useResetAllTranslations } from '../api/translations';

/** Save the edits, or put every text back to its default (after a confirmation). */
export function TranslationActions({
  changes,
  saving,
  onSave,
  onResetAll,
}: {
  changes: number;
  saving: boolean;
  onSave: () => void;
  onResetAll: () => void;
}) {
  const { t } = useTranslation();
  const resetAll = useResetAllTranslations();
  const [confirming, setConfirming] = useState(false);

  const confirmReset = () =>
    resetAll.mutate(undefined, {
      onSuccess: () => {
        onResetAll();
        setConfirming(false);
        toast.success(t('features.translations.resetDone'));
      },
      onError: (error) =>
        toast.error(t('common.error'), { description: apiErrorOr(t, error, 'features.translations.saveError') }),
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {changes > 0 && (
        <p className="text-sm text-muted-foreground" role="status">
          {t('features.translations.changedCount', { count: changes })}
        </p>
      )}
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <RotateCcw aria-hidden="true" />
        {t('features.translations.resetAll')}
      </Button>
      <Button disabled={changes === 0 || saving} aria-busy={saving || undefined} onClick={onSave}>
        {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        {saving ? t('features.translations.saving') : t('features.translations.save')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !resetAll.isPending && setConfirming(open)}
        title={t('features.translations.resetConfirmTitle')}
        message={t('features.translations.resetConfirmMessage')}
        confirmLabel={t('features.translations.reset')}
        busy={resetAll.isPending}
        onConfirm={confirmReset}
      />
    </div>
  );
}
