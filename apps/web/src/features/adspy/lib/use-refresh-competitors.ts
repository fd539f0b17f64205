import type { CompetitorList } from '@blivion/shared/adspy';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adSpyKeys } from '../api/query-keys';
import { adSpyErrorText } from './error-text';

/**
 * 'Atualizar' on 'Concorrentes': with a token, POST /api/adspy/competitors/refresh asks the Ad
 * Library for every competitor's count now (the server stops at a rate limit and records why);
 * without one, reads the list again (manual counts only).
 */
export function useRefreshCompetitors() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);

  const run = async (hasToken: boolean) => {
    setRunning(true);
    try {
      if (hasToken) {
        const list = await apiFetch<CompetitorList>('/api/adspy/competitors/refresh', { method: 'POST' });
        queryClient.setQueryData(adSpyKeys.competitors, list);
        toast.success(t('adSpy.toasts.refreshedAllTitle'));
      }
    } catch (error) {
      toast.error(t('adSpy.toasts.updateFailedTitle'), {
        description: adSpyErrorText(t, error, 'adSpy.toasts.updateErrorMessage'),
      });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adSpyKeys.competitors }),
        queryClient.invalidateQueries({ queryKey: ['adspy', 'comparison'] }),
      ]);
      setRunning(false);
    }
  };
  return { running, run };
}
