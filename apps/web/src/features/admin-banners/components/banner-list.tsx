import type { Banner } from '@blivion/shared/banners';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { adminBannersQueryOptions, useDeleteBanner, useSetBannerActive } from '../api/banners';
import { BannerThumbnail } from './banner-thumbnail';

function BannerItem({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const setActive = useSetBannerActive();
  const remove = useDeleteBanner();
  const onError = (fallback: string) => (error: unknown) =>
    toast.error(t('features.admin.toasts.errorTitle'), { description: apiErrorOr(t, error, fallback) });
  const toggleId = `banner-active-${banner.id}`;

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center">
      <BannerThumbnail src={banner.imageUrl} title={banner.title} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{banner.title}</p>
          <Badge variant={banner.active ? 'default' : 'secondary'}>
            {banner.active ? t('features.banners.list.active') : t('features.banners.list.inactive')}
          </Badge>
        </div>
        {banner.description && <p className="text-sm text-muted-foreground">{banner.description}</p>}
        {banner.link && (
          <p className="truncate text-xs text-muted-foreground">
            {t('features.banners.list.link', { link: banner.link })}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={toggleId}
          checked={setActive.isPending ? !!setActive.variables?.active : banner.active}
          disabled={setActive.isPending}
          aria-label={t('features.banners.list.toggleNamed', { title: banner.title })}
          onCheckedChange={(active) =>
            setActive.mutate(
              { id: banner.id, active },
              {
                onSuccess: () =>
                  toast.success(
                    active
                      ? t('features.banners.toasts.activatedTitle')
                      : t('features.banners.toasts.deactivatedTitle'),
                  ),
                onError: onError('features.banners.toasts.saveError'),
              },
            )
          }
        />
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive-text"
          aria-label={t('features.banners.list.deleteNamed', { title: banner.title })}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(banner.id, {
              onSuccess: () =>
                toast.success(t('features.banners.toasts.removedTitle'), {
                  description: t('features.banners.toasts.removedMessage'),
                }),
              onError: onError('features.banners.toasts.removeError'),
            })
          }
        >
          {remove.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
        </Button>
      </div>
    </li>
  );
}

export function BannerList() {
  const { t } = useTranslation();
  const banners = useQuery(adminBannersQueryOptions);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('features.banners.list.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {banners.isPending ? (
          <p role="status" className="text-muted-foreground">
            {t('common.loading')}
          </p>
        ) : banners.isError ? (
          <QueryError
            error={banners.error}
            title={t('features.banners.toasts.loadError')}
            onRetry={() => void banners.refetch()}
          />
        ) : banners.data.items.length === 0 ? (
          <p className="text-muted-foreground">{t('features.banners.list.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {banners.data.items.map((banner) => (
              <BannerItem key={banner.id} banner={banner} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
