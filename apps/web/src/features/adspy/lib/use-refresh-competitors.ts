import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { competitorsQueryOptions } from '../api/competitors';
import { adSpyKeys, competitorPath } from '../api/query-keys';
import { adSpyErrorText } from './error-text';

/**
 * 'Atualizar' on 'Concorrentes': with a token, asks the Ad Library for each competitor's count now,
 * one after the other, and stops at the first refusal (a rate limit would refuse the rest too);
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
        const { items } = await queryClient.fetchQuery(competitorsQueryOptions);
        for (const competitor of items) {
          await apiFetch<unknown>(`${competitorPath(competitor.id)}/refresh`, { method: 'POST' });
        }
        if (items.length > 0) toast.success(t('adSpy.toasts.refreshedAllTitle'));
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
