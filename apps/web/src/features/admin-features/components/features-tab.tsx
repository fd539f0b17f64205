import type { MeResponse } from '@blivion/shared/me';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useUpdateFeatures } from '../api/update-features';

/** The AdSpy switch, stored on the server; disabled features stay open to admins and masters. */
export function FeaturesTab({ viewer }: { viewer: MeResponse }) {
  const { t } = useTranslation();
  const updateFeatures = useUpdateFeatures();
  const enabled = updateFeatures.isPending ? !!updateFeatures.variables?.adSpyEnabled : viewer.features.adSpyEnabled;

  const onChange = (adSpyEnabled: boolean) =>
    updateFeatures.mutate(
      { adSpyEnabled },
      {
        onSuccess: () =>
          toast.success(t('features.admin.featuresTab.savedTitle'), {
            description: t('features.admin.featuresTab.savedMessage'),
          }),
        onError: (error) =>
          toast.error(t('features.admin.toasts.errorTitle'), {
            description: apiErrorOr(t, error, 'features.admin.featuresTab.saveError'),
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('features.admin.featuresTab.title')}</CardTitle>
        <CardDescription>{t('features.admin.featuresTab.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <Label htmlFor="feature-adspy" className="text-base">
                {t('features.admin.featuresTab.adSpyLabel')}
              </Label>
              <Badge variant={enabled ? 'default' : 'secondary'}>
                {enabled ? t('features.admin.featuresTab.enabled') : t('features.admin.featuresTab.disabled')}
              </Badge>
            </div>
            <p id="feature-adspy-description" className="text-sm text-muted-foreground">
              {t('features.admin.featuresTab.adSpyDescription')}
            </p>
          </div>
          <Switch
            id="feature-adspy"
            checked={enabled}
            disabled={updateFeatures.isPending}
            aria-describedby="feature-adspy-description feature-note"
            onCheckedChange={onChange}
          />
        </div>
        <p id="feature-note" className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('features.admin.featuresTab.note')}
        </p>
      </CardContent>
    </Card>
  );
}
